#include "file_locations.h"

#include "settings.h"

#include <QDir>
#include <QFileInfo>

namespace hashlab::app {

bool isResourcePath(const QString& path) {
    return path.startsWith(QLatin1Char(':')) || path.startsWith(QLatin1String("qrc:"));
}

QString proposedFolder(const Settings& settings, QStandardPaths::StandardLocation fallback) {
    const QString last = settings.lastDirectory();
    // Settings answer home when nothing was chosen yet: then the fallback is the better guess.
    if (!last.isEmpty() && !isResourcePath(last) && QFileInfo(last).isDir() &&
        QDir(last) != QDir::home())
        return last;
    const QString standard = QStandardPaths::writableLocation(fallback);
    if (!standard.isEmpty() && QFileInfo(standard).isDir())
        return standard;
    return QDir::homePath();
}

} // namespace hashlab::app

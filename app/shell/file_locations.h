#pragma once
// Where the file dialogs (export, save scenario) propose to write.
#include <QStandardPaths>
#include <QString>

namespace hashlab::app {

class Settings;

// The last folder the user chose, if it still exists; else `fallback` (Pictures for images,
// Documents for scenarios) if it exists; else home. Never a resource path (":/scenarios" after a
// lesson) and never the folder of a file that is gone.
QString
proposedFolder(const Settings& settings,
               QStandardPaths::StandardLocation fallback = QStandardPaths::PicturesLocation);

// True for a path inside the application's resources (":/…", "qrc:…"): readable, never writable.
bool isResourcePath(const QString& path);

} // namespace hashlab::app

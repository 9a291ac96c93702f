#include "safe_write.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace hashlab::app {

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    auto fail = [&](const QString& reason) {
        return QCoreApplication::translate(
                   "SafeWrite", "cannot write %1: %2 (the old file, if any, is unchanged)")
            .arg(path, reason);
    };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail(file.errorString());
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            const QString reason = file.error() != QFileDevice::NoError
                                       ? file.errorString()
                                       : QCoreApplication::translate(
                                             "SafeWrite", "the disk is full or the file too large");
            file.cancelWriting();
            return fail(reason);
        }
        done += n;
    }
    if (!file.commit())
        return fail(file.errorString());
    return {};
}

} // namespace hashlab::app

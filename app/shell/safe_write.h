#pragma once
// Every file HashLab writes goes through here: QSaveFile, so a failed write leaves the old file.
// Unbuffered on purpose: Qt 6.4's QSaveFile::commit() returns true even when the final flush
// failed (disk full), replacing the old file with a truncated one; writing unbuffered makes the
// short write visible before commit, and we cancel instead.
#include <QByteArray>
#include <QString>

namespace hashlab::app {

// Returns an empty string on success, else "cannot write <path>: <reason>".
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace hashlab::app

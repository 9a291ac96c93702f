#pragma once
// Drives File → Import… as a user does: a file written to a temporary folder, its path typed,
// Import clicked, and the background read waited for (ring and Bloom import tests).
#include "shell/background_job.h"
#include "shell/import_dialog.h"

#include <QCoreApplication>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace hashlab::test {

inline QString writeImportFile(const QTemporaryDir& dir, const char* name, const QByteArray& text) {
    const QString path = dir.filePath(QString::fromUtf8(name));
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text);
    return path;
}

inline void importFile(app::ImportDialog& d, const QString& path) {
    d.pathEdit()->setText(path);
    QTest::mouseClick(d.importButton(), Qt::LeftButton);
    d.job()->wait();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

} // namespace hashlab::test

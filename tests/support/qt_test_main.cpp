// main() for widget tests: a QApplication on the offscreen platform, then GoogleTest.
#include "shell/combo_elision.h"

#include <QApplication>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("HASHLAB_NO_DIALOGS", "1");
    QStandardPaths::setTestModeEnabled(true); // settings go to a test location, never the user's
    QApplication app(argc, argv);
    hashlab::app::installComboElision(&app); // as the window's main() does
    QApplication::setOrganizationName(QStringLiteral("HashLabTests"));
    QApplication::setApplicationName(QStringLiteral("HashLabTests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

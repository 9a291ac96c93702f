// Issue 28: app_shell_tests run as one process crashed ~150 tests in (std::bad_alloc, a segfault)
// painting a BloomView whose model had been freed. A lesson's PDF export (export/
// lesson_document.cpp) took the Bloom lab's canvas out of its page, but the canvas is one page of
// a QStackedWidget: out of it, the stack showed its next page, and the export put that one back
// at the end. The real canvas stayed behind as a window of its own, outliving its lab, until F11
// (which refits every window's fonts) or a repaint reached it.
#include "export/lesson_document.h"
#include "shell/lab_page.h"
#include "shell/settings.h"
#include "shell/theme.h"
#include "window/main_window.h"

#include <QApplication>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

QSet<QWidget*> windows() {
    const QList<QWidget*> list = QApplication::topLevelWidgets();
    return {list.begin(), list.end()};
}

TEST(LessonExportCanvas, ABloomDrillsPdfLeavesNoCanvasBehind) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    ASSERT_EQ(window.startDrill(QStringLiteral("bloom"), 11, 3), QString());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    const QSet<QWidget*> before = windows();
    ASSERT_EQ(window.exportLesson(dir.filePath(QStringLiteral("slides.pdf")), LessonLayout::Slides),
              QString());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QStringList left;
    for (QWidget* w : windows() - before)
        left << QString::fromLatin1(w->metaObject()->className());
    EXPECT_TRUE(left.isEmpty()) << "left behind: " << left.join(QLatin1Char(' ')).toStdString();
    // What crashed: F11 refits the fonts of every window, a stale canvas's included.
    ThemeManager::instance().setPresentation(true);
    ThemeManager::instance().setPresentation(false);
    QApplication::processEvents();
}

} // namespace

// Issue 28: View → Language → 简体中文 from a shown English window crashed every time (by mouse
// and by keyboard). The menu bar laid its items out again inside QAction's loop over the widgets
// showing a retitled menu, and the taller Chinese titles moved items in and out of its overflow
// menu under that loop (main_window_menus.cpp, retitleMenuBar). The journey
// LanguageJourney.ChineseFromTheViewMenuByMouseAndByKeyboard does the same with real X input.
#include "shell/language.h"
#include "shell/settings.h"
#include "window/main_window.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

QAction* languageAction(MainWindow& window, const QString& text) {
    for (QAction* bar : window.menuBar()->actions())
        if (QMenu* menu = bar->menu())
            for (QAction* item : menu->actions())
                if (QMenu* sub = item->menu())
                    for (QAction* a : sub->actions())
                        if (a->text() == text)
                            return a;
    return nullptr;
}

// The crash's loop, seen from outside: while the menu bar handles the change of one of its
// actions (QAction is looping over that action's widgets), its overflow menu (Qt's "»" button)
// must not gain or lose an action, since that edits the very list being looped over. The release
// build usually survives it by the allocator's luck (a real X window did not); under the
// sanitizers it is a heap-use-after-free. Counted here, it fails in every build.
class OverflowWatch : public QObject {
public:
    explicit OverflowWatch(QMenuBar* bar) : m_bar(bar) {
        bar->installEventFilter(this);
        auto* overflow = bar->findChild<QToolButton*>(QStringLiteral("qt_menubar_ext_button"));
        if (overflow && overflow->menu())
            overflow->menu()->installEventFilter(this);
    }
    int editsInsideAChange() const { return m_edits; }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == m_bar && event->type() == QEvent::ActionChanged) {
            ++m_depth;
            static_cast<QObject*>(m_bar)->event(event);
            --m_depth;
            return true;
        }
        if (watched != m_bar && m_depth > 0 &&
            (event->type() == QEvent::ActionAdded || event->type() == QEvent::ActionRemoved))
            ++m_edits;
        return false;
    }

private:
    QMenuBar* m_bar;
    int m_depth = 0, m_edits = 0;
};

QStringList barTitles(MainWindow& window) {
    QStringList titles;
    for (QAction* a : window.menuBar()->actions())
        titles << a->text();
    return titles;
}

TEST(LanguageSwitch, ChineseAndBackFromTheViewMenuOfAShownWindow) {
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    window.resize(1280, 720);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    const QStringList english = barTitles(window);
    const OverflowWatch watch(window.menuBar());
    for (int round = 0; round < 2; ++round) {
        QAction* chinese = languageAction(window, QStringLiteral("简体中文"));
        ASSERT_NE(chinese, nullptr);
        chinese->trigger();
        // The switch runs once the trigger has returned (deferred.h).
        ASSERT_TRUE(QTest::qWaitFor([&] { return currentLanguage() == QLatin1String("zh_CN"); }));
        EXPECT_EQ(window.menuBar()->actions().at(0)->text(), QStringLiteral("文件(&F)"));
        EXPECT_EQ(window.menuBar()->actions().size(), english.size()) << "a menu went missing";
        EXPECT_EQ(settings.language(), QStringLiteral("zh_CN"));
        QAction* back = languageAction(window, QStringLiteral("English"));
        ASSERT_NE(back, nullptr);
        back->trigger();
        ASSERT_TRUE(QTest::qWaitFor([&] { return currentLanguage() == QLatin1String("en"); }));
        EXPECT_EQ(barTitles(window), english) << "the menus came back in another order";
    }
    EXPECT_EQ(watch.editsInsideAChange(), 0);
}

} // namespace

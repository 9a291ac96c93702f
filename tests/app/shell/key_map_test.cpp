// Issue 27, item 4: the key map is written once (shell/key_map.h). No two rows share a key in one
// context, every menu shortcut of the window is a row of the map and no other row steals it, the
// table in docs/index.md is the map's, row by row, and Help → Keyboard shortcuts shows the map in
// the window's language. And what the map promises mid-lesson: Tab stays in the lesson bar, a
// click on a lab's control hands the keyboard back to the bar, and the canvas-target picker works
// on its own, outside a lesson.
#include "key_map_window.h"
#include "shell_test_access.h"

#include "shell/key_map.h"
#include "shell/language.h"
#include "shell/shortcuts_dialog.h"

#include <QAction>
#include <QFile>
#include <QSet>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using namespace hashlab::app::testing;

const unsigned kContexts[] = {1u << 0, 1u << 1, 1u << 2, 1u << 3, 1u << 4,
                              1u << 5, 1u << 6, 1u << 7, 1u << 8, 1u << 9};

TEST(KeyMap, NoTwoActionsShareAKeyInOneContext) {
    for (unsigned context : kContexts) {
        QHash<QKeySequence, QString> seen;
        for (const KeyBinding& row : KeyMap::rows()) {
            if (static_cast<unsigned>(row.context) != context)
                continue;
            EXPECT_FALSE(row.keys.isEmpty()) << row.action;
            for (const QKeySequence& key : row.keys) {
                EXPECT_FALSE(seen.contains(key))
                    << key.toString().toStdString() << " is both '" << row.action << "' and '"
                    << seen.value(key).toStdString() << "' in "
                    << KeyMap::contextText(row.context, false).toStdString();
                seen.insert(key, QString::fromUtf8(row.action));
            }
        }
    }
}

TEST(KeyMap, EveryMenuShortcutIsTheMapsAndNoOtherRowTakesIt) {
    ScratchWindow w;
    QSet<QKeySequence> menuKeys, reserved;
    for (const KeyBinding& row : KeyMap::rows())
        for (const QKeySequence& key : row.keys) {
            if (row.handler() == KeyHandler::Menu)
                menuKeys.insert(key);
            if (row.handler() == KeyHandler::Reserved)
                reserved.insert(key);
        }
    // Every action's shortcut is a menu row's key, carried by no other action; every menu row's
    // key is carried by an action.
    QHash<QKeySequence, QAction*> carried;
    for (QAction* a : w.window.findChildren<QAction*>())
        for (const QKeySequence& key : a->shortcuts()) {
            EXPECT_TRUE(menuKeys.contains(key))
                << a->text().toStdString() << ": " << key.toString().toStdString()
                << " is not in the key map";
            EXPECT_FALSE(carried.contains(key) && carried.value(key) != a)
                << key.toString().toStdString() << " is on two actions";
            carried.insert(key, a);
        }
    for (const QKeySequence& key : menuKeys)
        EXPECT_TRUE(carried.contains(key)) << key.toString().toStdString() << " has no action";
    // A menu's key is window-wide: no row the step keys act on may list it in any context (it
    // would take the key first). A text field's own Undo and Redo are the one documented
    // exception. A reserved key is in no other row and on no action.
    for (const KeyBinding& row : KeyMap::rows())
        for (const QKeySequence& key : row.keys) {
            EXPECT_FALSE(row.handler() == KeyHandler::StepKeys && menuKeys.contains(key))
                << key.toString().toStdString();
            EXPECT_FALSE(row.handler() != KeyHandler::Reserved && reserved.contains(key))
                << key.toString().toStdString();
        }
    for (const QKeySequence& key : reserved)
        EXPECT_FALSE(carried.contains(key)) << key.toString().toStdString();
}

// The rows of the first table under "## Keys" in docs/index.md: key, context, action.
QList<QStringList> docsTable() {
    QFile f(QStringLiteral(HASHLAB_SOURCE_DIR "/docs/index.md"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    QList<QStringList> rows;
    bool inKeys = false, inTable = false;
    for (const QString& line : lines) {
        if (line.startsWith(QLatin1String("## ")))
            inKeys = line == QLatin1String("## Keys");
        if (!inKeys)
            continue;
        if (!line.startsWith(QLatin1Char('|'))) {
            if (inTable)
                break;
            continue;
        }
        inTable = true;
        QStringList cells = line.mid(1, line.size() - 2).split(QLatin1Char('|'));
        for (QString& c : cells)
            c = c.trimmed();
        rows.append(cells);
    }
    return rows.size() > 2 ? rows.mid(2) : QList<QStringList>{}; // less the header and |---|
}

TEST(KeyMap, TheDocsTableIsTheMap) {
    const QList<QStringList> docs = docsTable();
    const std::vector<KeyBinding>& map = KeyMap::rows();
    ASSERT_EQ(docs.size(), static_cast<qsizetype>(map.size()));
    for (std::size_t i = 0; i < map.size(); ++i) {
        const QStringList expected = {KeyMap::keysText(map[i], false),
                                      KeyMap::contextText(map[i].context, false),
                                      KeyMap::actionText(map[i], false)};
        EXPECT_EQ(docs[static_cast<qsizetype>(i)], expected)
            << "row " << i + 1 << ": docs say\n  "
            << docs[static_cast<qsizetype>(i)].join(QStringLiteral(" | ")).toStdString()
            << "\nthe map says\n  | " << expected.join(QStringLiteral(" | ")).toStdString() << " |";
    }
}

TEST(KeyMap, TheShortcutsDialogShowsTheMapInTheWindowsLanguage) {
    ScratchWindow w;
    for (const char* lang : {"en", "zh_CN"}) {
        ASSERT_TRUE(setLanguage(QString::fromLatin1(lang)));
        ShortcutsDialog dialog(&w.window);
        auto* table = dialog.findChild<QTableWidget*>();
        ASSERT_NE(table, nullptr);
        int r = 0;
        for (const KeyBinding& row : KeyMap::rows()) {
            if (row.handler() == KeyHandler::Reserved)
                continue;
            ASSERT_LT(r, table->rowCount());
            EXPECT_EQ(table->item(r, 0)->text(), KeyMap::actionText(row, true)) << lang;
            EXPECT_EQ(table->item(r, 1)->text(), KeyMap::keysText(row, true)) << lang;
            EXPECT_EQ(table->item(r, 2)->text(), KeyMap::contextText(row.context, true)) << lang;
            if (QLatin1String(lang) == QLatin1String("zh_CN")) {
                EXPECT_NE(table->item(r, 0)->text(), KeyMap::actionText(row, false))
                    << row.action << " is not translated";
            }
            ++r;
        }
        EXPECT_EQ(table->rowCount(), r);
    }
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
}

// A lesson of key_map_window.h, at its last (plain) step, for the focus tests.
struct KeysLesson : ScratchWindow {
    explicit KeysLesson(const char* lab = "ring", const char* v1 = "ring_node_dies")
        : ScratchWindow({1600, 1000}) {
        EXPECT_EQ(window.openScenario(v1Lesson(v1)), QString());
        window.clickPicker()->start(window.currentLab()->clickTargets());
        const QString target = window.clickPicker()->ids().value(0);
        window.clickPicker()->stop();
        EXPECT_EQ(window.openScenario(
                      write(keyMapLesson(QString::fromLatin1(lab), labState(v1), target))),
                  QString());
        LessonRunnerTestAccess::goTo(*runner(), runner()->count() - 1);
    }
};

TEST(LessonKeys, TabCyclesThroughTheLessonBarOnly) {
    KeysLesson w;
    for (int step : {1, 2, w.runner()->count() - 1}) { // a choice, a number, a plain step
        LessonRunnerTestAccess::goTo(*w.runner(), step);
        QAbstractButton* labButton = labButtonOf(w.window.currentLab());
        ASSERT_NE(labButton, nullptr);
        labButton->setFocus(); // where a lecturer's earlier click may have left it
        QSet<QWidget*> visited;
        for (int i = 0; i < 40; ++i) {
            pressKey(w.window, i % 3 == 2 ? QKeySequence(Qt::SHIFT | Qt::Key_Tab)
                                          : QKeySequence(Qt::Key_Tab));
            QWidget* focus = QApplication::focusWidget();
            ASSERT_NE(focus, nullptr);
            ASSERT_TRUE(w.bar()->isAncestorOf(focus))
                << "step " << step << ": Tab left the lesson bar for "
                << focus->metaObject()->className() << " " << focus->objectName().toStdString();
            visited.insert(focus);
        }
        // Every control of the bar is reached: its buttons and the question's.
        for (QWidget* c : w.bar()->findChildren<QWidget*>()) {
            const bool control =
                c->isVisible() && c->isEnabled() && (c->focusPolicy() & Qt::TabFocus);
            EXPECT_TRUE(!control || visited.contains(c))
                << "step " << step << ": Tab never reached " << c->objectName().toStdString();
        }
    }
}

TEST(LessonKeys, AClickOnALabControlHandsTheKeyboardBackToTheLessonBar) {
    KeysLesson w("probing", "probing_gcd_trap");
    QAbstractButton* labButton = labButtonOf(w.window.currentLab());
    ASSERT_NE(labButton, nullptr);
    QSignalSpy clicked(labButton, &QAbstractButton::clicked);
    // On its check box (a stretched check box's middle may be empty space).
    QTest::mouseClick(labButton, Qt::LeftButton, {}, QPoint(8, labButton->height() / 2));
    EXPECT_EQ(clicked.count(), 1); // the mouse still uses the lab
    auto inBar = [&w] {
        QWidget* focus = QApplication::focusWidget();
        return focus && (focus == w.bar() || w.bar()->isAncestorOf(focus));
    };
    EXPECT_TRUE(QTest::qWaitFor(inBar)) << QApplication::focusWidget()->metaObject()->className();
    // A second click puts the table back as it was (its trace lands again), and the keyboard is
    // in the bar again: Space plays the steps, it does not press the lab's control a third time.
    QTest::mouseClick(labButton, Qt::LeftButton, {}, QPoint(8, labButton->height() / 2));
    EXPECT_EQ(clicked.count(), 2);
    EXPECT_TRUE(QTest::qWaitFor(inBar));
    StepPlayer* player = w.window.currentLab()->stepPlayer();
    ASSERT_TRUE(QTest::qWaitFor([player] { return player->count() >= 3; }));
    player->pause();
    player->setIndex(0);
    pressKey(w.window, QKeySequence(Qt::Key_Space));
    EXPECT_EQ(clicked.count(), 2);
    EXPECT_TRUE(player->playing());
    player->pause();
    // A text field keeps the focus it was clicked into: it takes typing.
    QWidget* field = freeTextFieldOf(w.window.currentLab());
    ASSERT_NE(field, nullptr);
    QTest::mouseClick(field, Qt::LeftButton);
    QApplication::processEvents();
    EXPECT_EQ(QApplication::focusWidget(), field);
}

TEST(LessonKeys, AnsweringLeavesTheKeyboardInTheLessonBar) {
    KeysLesson w;
    LessonRunnerTestAccess::goTo(*w.runner(), 2); // the number question
    pressKey(w.window, QKeySequence(Qt::Key_4));  // a digit starts the answer in its field
    QLineEdit* field = w.bar()->questionPanel()->numberField();
    EXPECT_EQ(QApplication::focusWidget(), field);
    pressKey(w.window, QKeySequence(Qt::Key_Return));
    EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Right);
    QWidget* focus = QApplication::focusWidget();
    EXPECT_TRUE(focus == w.bar() || w.bar()->isAncestorOf(focus))
        << (focus ? focus->metaObject()->className() : "nothing");
    // The click question: Enter chooses, and the keyboard comes back to the bar.
    LessonRunnerTestAccess::goTo(*w.runner(), 3);
    ASSERT_TRUE(w.window.clickPicker()->active());
    pressKey(w.window, QKeySequence(Qt::Key_Tab));
    const QString target = QString::fromStdString(w.runner()->step().question->target);
    for (int i = 0; i < 50 && w.window.clickPicker()->highlighted() != target; ++i)
        pressKey(w.window, QKeySequence(Qt::Key_Right));
    pressKey(w.window, QKeySequence(Qt::Key_Return));
    EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Right);
    focus = QApplication::focusWidget();
    EXPECT_TRUE(focus == w.bar() || w.bar()->isAncestorOf(focus))
        << (focus ? focus->metaObject()->className() : "nothing");
}

// The picker is no lesson's: any canvas with targets can wait for a choice (the "your turn"
// exercises will). Tab and the arrows ring the targets, Enter picks, the screen reader hears the
// ringed target's label, and the ring is drawn on the canvas.
TEST(ClickPicker, ChoosesACanvasTargetFromTheKeyboardOutsideALesson) {
    QWidget canvas;
    canvas.resize(300, 100);
    LabPage::ClickTargets targets;
    targets.widget = &canvas;
    for (int i = 0; i < 3; ++i)
        targets.targets.append({QStringLiteral("slot:%1").arg(i), QStringLiteral("slot %1").arg(i),
                                QRectF(20 + 100 * i, 30, 60, 40)});
    ClickPicker picker;
    QSignalSpy picked(&picker, &ClickPicker::picked);
    canvas.show();
    QApplication::setActiveWindow(&canvas);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&canvas));
    picker.start(targets);
    ASSERT_TRUE(picker.hasFocus());
    const QImage before = canvas.grab().toImage();
    QTest::keyClick(&picker, Qt::Key_Tab);
    EXPECT_EQ(picker.highlighted(), QStringLiteral("slot:0"));
    QTest::keyClick(&picker, Qt::Key_Right);
    QTest::keyClick(&picker, Qt::Key_Down);
    EXPECT_EQ(picker.highlighted(), QStringLiteral("slot:2"));
    QTest::keyClick(&picker, Qt::Key_Backtab, Qt::ShiftModifier);
    QTest::keyClick(&picker, Qt::Key_Up);
    QTest::keyClick(&picker, Qt::Key_Left);
    EXPECT_EQ(picker.highlighted(), QStringLiteral("slot:2")); // wrapped round
    EXPECT_EQ(picker.accessibleName(), QStringLiteral("slot 2"));
    const QImage ringed = canvas.grab().toImage();
    EXPECT_NE(ringed.pixelColor(220 - 6, 50), before.pixelColor(220 - 6, 50))
        << "no ring drawn beside the target";
    QTest::keyClick(&picker, Qt::Key_Space); // Space is the player's, not a choice
    EXPECT_EQ(picked.count(), 0);
    QTest::keyClick(&picker, Qt::Key_Return);
    ASSERT_EQ(picked.count(), 1);
    EXPECT_EQ(picked.front().front().toString(), QStringLiteral("slot:2"));
}

} // namespace

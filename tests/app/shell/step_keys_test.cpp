// Issue 12, item 3: the step keys drive the visible lab's step player wherever the focus is after
// what a lecturer does (clicking the canvas, a player button, the lab switcher, adding a node), in
// a window and in full screen; in a text field the keys edit the text (but a clicker's Page Up
// and Page Down) and Space presses a button.
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_view.h"
#include "labs/collisions/collisions_lab.h"
#include "labs/collisions/collisions_view.h"
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_view.h"
#include "shell/lab_page.h"
#include "shell/settings.h"
#include "shell/shortcuts_dialog.h"
#include "shell/step_player.h"
#include "support/lesson_window.h"
#include "window/main_window.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

#include <functional>

namespace {

using namespace hashlab::app;

// A lesson per lab, so each player has a trace of several steps.
const std::vector<std::pair<QString, QString>> kLabs = {
    {QStringLiteral("ring"), hashlab::app::testing::v1Lesson("ring_node_dies")},
    {QStringLiteral("probing"), hashlab::app::testing::v1Lesson("probing_gcd_trap")},
    {QStringLiteral("bloom"), hashlab::app::testing::v1Lesson("bloom_why_not_delete")},
    {QStringLiteral("collisions"),
     hashlab::app::testing::v1Lesson("collisions_hash_as_primary_key")},
};

struct Window : hashlab::app::testing::ScratchWindow {
    Window() : ScratchWindow({1600, 1000}) {}
};

QWidget* canvasOf(LabPage* lab) {
    if (auto* ring = qobject_cast<RingLab*>(lab))
        return ring->view();
    if (auto* probing = qobject_cast<ProbingLab*>(lab))
        return probing->view();
    if (auto* bloom = qobject_cast<BloomLab*>(lab))
        return bloom->view();
    if (auto* collisions = qobject_cast<CollisionsLab*>(lab))
        return collisions->pathView();
    return nullptr;
}

// The window's lab switcher (not a lab's inner tab bar).
QTabBar* switcherOf(MainWindow& window) {
    for (QTabBar* bar : window.findChildren<QTabBar*>())
        if (!qobject_cast<QTabWidget*>(bar->parentWidget()))
            return bar;
    return nullptr;
}

// A field a user types into: a line edit (not the inside of a spin box or combo box), a text edit.
QWidget* textFieldOf(LabPage* lab) {
    for (QWidget* w : lab->findChildren<QWidget*>()) {
        if (!w->isVisible() || !w->isEnabled())
            continue;
        if (auto* edit = qobject_cast<QLineEdit*>(w);
            edit && !qobject_cast<QAbstractSpinBox*>(w->parentWidget()) &&
            !qobject_cast<QComboBox*>(w->parentWidget()))
            return w;
        if (qobject_cast<QPlainTextEdit*>(w) && !qobject_cast<QPlainTextEdit*>(w)->isReadOnly())
            return w;
    }
    return nullptr;
}

// The player the step keys drive: the lab's own (the ring lab has two, the ring's and the Redis
// view's, and says which is on show).
StepPlayer* playerOf(LabPage* lab) {
    return lab->stepPlayer();
}

// Presses a key where the user's key goes: the focus widget, or the window when nothing has focus.
void press(MainWindow& window, Qt::Key key) {
    QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
    QTest::keyClick(target, key);
}

// Every step key, pressed on whatever has the focus now, moves the player as documented.
void expectKeysStep(MainWindow& window, const std::string& where, bool spacePlays = true) {
    StepPlayer* player = playerOf(window.currentLab());
    ASSERT_NE(player, nullptr) << where;
    ASSERT_GE(player->count(), 3) << where;
    player->pause();
    press(window, Qt::Key_Home);
    EXPECT_EQ(player->index(), 0) << where << ": Home";
    press(window, Qt::Key_Right);
    EXPECT_EQ(player->index(), 1) << where << ": Right";
    press(window, Qt::Key_PageDown);
    EXPECT_EQ(player->index(), 2) << where << ": PageDown";
    press(window, Qt::Key_Left);
    EXPECT_EQ(player->index(), 1) << where << ": Left";
    press(window, Qt::Key_PageUp);
    EXPECT_EQ(player->index(), 0) << where << ": PageUp";
    press(window, Qt::Key_End);
    EXPECT_EQ(player->index(), player->count()) << where << ": End";
    if (!spacePlays)
        return;
    press(window, Qt::Key_Home);
    press(window, Qt::Key_Space);
    EXPECT_TRUE(player->playing()) << where << ": Space plays";
    press(window, Qt::Key_Space);
    EXPECT_FALSE(player->playing()) << where << ": Space pauses";
}

// For each lab: the focus starts in one of its text fields (where a lecturer typed a key), then
// `act` does what the user does next, then every step key is pressed.
void forEachLab(Window& w, const char* what, const std::function<void(LabPage*)>& act) {
    for (const auto& [id, lesson] : kLabs) {
        ASSERT_EQ(w.window.openScenario(lesson), QString()) << lesson.toStdString();
        ASSERT_EQ(w.window.currentLab()->labId(), id);
        LabPage* lab = w.window.currentLab();
        QWidget* field = textFieldOf(lab);
        ASSERT_NE(field, nullptr) << id.toStdString();
        field->setFocus();
        ASSERT_TRUE(QTest::qWaitFor([&] { return field->hasFocus(); })) << id.toStdString();
        act(lab);
        expectKeysStep(w.window, id.toStdString() + ", after " + what);
    }
}

TEST(StepKeys, DriveEveryLabAfterClickingTheCanvas) {
    Window w;
    forEachLab(w, "clicking the canvas", [](LabPage* lab) {
        QWidget* canvas = canvasOf(lab);
        ASSERT_NE(canvas, nullptr);
        QTest::mouseClick(canvas, Qt::LeftButton, {}, QPoint(3, 3));
    });
}

TEST(StepKeys, DriveEveryLabAfterClickingAPlayerButton) {
    Window w;
    forEachLab(w, "clicking a player button", [](LabPage* lab) {
        const auto buttons = playerOf(lab)->findChildren<QToolButton*>();
        ASSERT_GE(buttons.size(), 5);
        QTest::mouseClick(buttons.at(0), Qt::LeftButton); // "to start"
    });
}

TEST(StepKeys, DriveEveryLabAfterClickingTheLabSwitcher) {
    Window w;
    QTabBar* switcher = switcherOf(w.window);
    ASSERT_NE(switcher, nullptr);
    forEachLab(w, "clicking the lab switcher", [&](LabPage* lab) {
        // Away to another lab and back, with the mouse.
        const int here = switcher->currentIndex();
        const int other = (here + 1) % switcher->count();
        QTest::mouseClick(switcher, Qt::LeftButton, {}, switcher->tabRect(other).center());
        ASSERT_NE(w.window.currentLab(), lab);
        QTest::mouseClick(switcher, Qt::LeftButton, {}, switcher->tabRect(here).center());
        ASSERT_EQ(w.window.currentLab(), lab);
    });
}

TEST(StepKeys, DriveEveryLabInFullScreenPresentationMode) {
    Window w;
    w.window.setPresentationMode(true);
    w.window.setDrawerOpen(true); // the labs' text fields are in the drawer (issue 29)
    ASSERT_TRUE(QTest::qWaitFor([&] { return w.window.isFullScreen(); }));
    forEachLab(w, "clicking the canvas in full screen", [](LabPage* lab) {
        QTest::mouseClick(canvasOf(lab), Qt::LeftButton, {}, QPoint(3, 3));
    });
    w.window.setPresentationMode(false);
}

TEST(StepKeys, DriveTheRingAfterAddingANodeAndSpaceStillPressesTheFocusedButton) {
    Window w;
    w.window.showLab(QStringLiteral("ring"));
    auto* ring = qobject_cast<RingLab*>(w.window.currentLab());
    ASSERT_NE(ring, nullptr);
    RingControls* controls = ring->controls();
    const auto nodesBefore = ring->model()->state().config.nodes.size();
    controls->nameEdit()->setFocus();
    QTest::keyClicks(controls->nameEdit(), QStringLiteral("Z"));
    QTest::mouseClick(controls->addButton(), Qt::LeftButton);
    ASSERT_EQ(ring->model()->state().config.nodes.size(), nodesBefore + 1);
    // The focus is on the Add button now: every key but Space steps.
    expectKeysStep(w.window, "ring, after adding a node", false);

    // Space on a focused button keeps its meaning: it presses the button, and does not play.
    controls->addButton()->setFocus();
    controls->nameEdit()->setText(QStringLiteral("Y"));
    QSignalSpy clicked(controls->addButton(), &QPushButton::clicked);
    QTest::keyClick(controls->addButton(), Qt::Key_Space);
    EXPECT_EQ(clicked.count(), 1);
    EXPECT_FALSE(ring->player()->playing());
}

TEST(StepKeys, InATextFieldTheKeysEditTheTextAndOnlyTheClickersKeysStep) {
    Window w;
    for (const auto& [id, lesson] : kLabs) {
        ASSERT_EQ(w.window.openScenario(lesson), QString());
        LabPage* lab = w.window.currentLab();
        StepPlayer* player = playerOf(lab);
        player->setIndex(1);
        QWidget* field = textFieldOf(lab);
        ASSERT_NE(field, nullptr) << id.toStdString();
        auto* line = qobject_cast<QLineEdit*>(field);
        auto* plain = qobject_cast<QPlainTextEdit*>(field);
        field->setFocus();
        ASSERT_TRUE(QTest::qWaitFor([&] { return field->hasFocus(); })) << id.toStdString();
        if (line)
            line->clear();
        else
            plain->clear();
        auto cursor = [&] {
            return line ? line->cursorPosition() : plain->textCursor().position();
        };
        auto text = [&] { return line ? line->text() : plain->toPlainText(); };
        QTest::keyClicks(field, QStringLiteral("abc"));
        QTest::keyClick(field, Qt::Key_Left);
        EXPECT_EQ(cursor(), 2) << id.toStdString();
        QTest::keyClick(field, Qt::Key_Home);
        EXPECT_EQ(cursor(), 0) << id.toStdString();
        QTest::keyClick(field, Qt::Key_Right);
        EXPECT_EQ(cursor(), 1) << id.toStdString();
        QTest::keyClick(field, Qt::Key_End);
        QTest::keyClick(field, Qt::Key_Space);
        EXPECT_EQ(text(), QStringLiteral("abc ")) << id.toStdString();
        EXPECT_EQ(player->index(), 1) << id.toStdString() << ": the player moved";
        EXPECT_FALSE(player->playing()) << id.toStdString();
        // A clicker's Page Down and Page Up are no editing keys: they step from the field too.
        QTest::keyClick(field, Qt::Key_PageDown);
        EXPECT_EQ(player->index(), 2) << id.toStdString();
        QTest::keyClick(field, Qt::Key_PageUp);
        EXPECT_EQ(player->index(), 1) << id.toStdString();
        EXPECT_EQ(text(), QStringLiteral("abc ")) << id.toStdString();
        if (line)
            line->clear();
        else
            plain->clear();
    }
}

TEST(StepKeys, TheShortcutsDialogListsEveryStepKey) {
    Window w;
    ShortcutsDialog dialog(&w.window);
    auto* table = dialog.findChild<QTableWidget*>();
    ASSERT_NE(table, nullptr);
    QString keys;
    for (int r = 0; r < table->rowCount(); ++r)
        keys += table->item(r, 1)->text() + QLatin1Char('\n');
    for (const char* key : {"Right", "Left", "Page Down", "Page Up", "Space", "Home", "End"})
        EXPECT_TRUE(keys.contains(QLatin1String(key))) << key << " missing from\n"
                                                       << keys.toStdString();
}

} // namespace

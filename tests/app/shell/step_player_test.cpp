#include "shell/step_keys.h"
#include "shell/step_player.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>

#include <gtest/gtest.h>

namespace {

using hashlab::app::StepPlayer;

struct PlayerPage {
    QWidget page;
    StepPlayer* player;
    QLineEdit* edit;
    hashlab::app::StepKeys* keys;
    PlayerPage() {
        auto* layout = new QVBoxLayout(&page);
        player = new StepPlayer(&page);
        edit = new QLineEdit(&page);
        layout->addWidget(player);
        layout->addWidget(edit);
        keys = new hashlab::app::StepKeys(&page, [this] { return player; });
        page.show();
        page.activateWindow();
        page.setFocus();
        QApplication::setActiveWindow(&page);
    }
};

TEST(StepPlayer, KeysStepForwardAndBackThroughTheTrace) {
    PlayerPage p;
    p.player->setCount(5);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&p.page));
    p.page.setFocus();
    QSignalSpy spy(p.player, &StepPlayer::indexChanged);
    QTest::keyClick(&p.page, Qt::Key_Right);
    QTest::keyClick(&p.page, Qt::Key_Right);
    EXPECT_EQ(p.player->index(), 2);
    QTest::keyClick(&p.page, Qt::Key_Left);
    EXPECT_EQ(p.player->index(), 1);
    QTest::keyClick(&p.page, Qt::Key_End);
    EXPECT_EQ(p.player->index(), 5);
    QTest::keyClick(&p.page, Qt::Key_Right); // past the end: stays
    EXPECT_EQ(p.player->index(), 5);
    QTest::keyClick(&p.page, Qt::Key_Home);
    EXPECT_EQ(p.player->index(), 0);
    QTest::keyClick(&p.page, Qt::Key_Left); // before the start: stays
    EXPECT_EQ(p.player->index(), 0);
    EXPECT_EQ(spy.count(), 5); // 2, 1, 5, 0 changes + the first Right
}

TEST(StepPlayer, ArrowKeysInATextFieldStayInTheTextField) {
    PlayerPage p;
    p.player->setCount(5);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&p.page));
    p.edit->setFocus();
    p.edit->setText(QStringLiteral("abc"));
    p.edit->setCursorPosition(3);
    QTest::keyClick(p.edit, Qt::Key_Left);
    EXPECT_EQ(p.edit->cursorPosition(), 2);
    EXPECT_EQ(p.player->index(), 0);
}

TEST(StepPlayer, PlayRunsToTheEndAndStops) {
    PlayerPage p;
    p.player->setCount(3);
    p.player->setSpeed(50);
    p.player->play();
    EXPECT_TRUE(p.player->playing());
    EXPECT_TRUE(QTest::qWaitFor([&] { return !p.player->playing(); }, 3000));
    EXPECT_EQ(p.player->index(), 3);
}

TEST(StepPlayer, ANewTraceStartsAtZeroOrAtTheEndWhenAsked) {
    StepPlayer player;
    player.setCount(4);
    player.setIndex(3);
    player.setCount(7);
    EXPECT_EQ(player.index(), 0);
    player.setCount(7, true);
    EXPECT_EQ(player.index(), 7);
    player.setIndex(99);
    EXPECT_EQ(player.index(), 7);
}

TEST(StepKeys, TextEntryFieldsAreLineEditsSpinBoxesEditableCombosAndTextEdits) {
    QWidget page;
    auto* edit = new QLineEdit(&page);
    auto* spin = new QSpinBox(&page);
    auto* editable = new QComboBox(&page);
    editable->setEditable(true);
    auto* plain = new QComboBox(&page);
    auto* button = new QPushButton(&page);
    EXPECT_TRUE(hashlab::app::StepKeys::isTextEntry(edit));
    EXPECT_TRUE(hashlab::app::StepKeys::isTextEntry(spin));
    EXPECT_TRUE(hashlab::app::StepKeys::isTextEntry(editable));
    EXPECT_TRUE(hashlab::app::StepKeys::isTextEntry(editable->lineEdit()));
    EXPECT_FALSE(hashlab::app::StepKeys::isTextEntry(plain));
    EXPECT_FALSE(hashlab::app::StepKeys::isTextEntry(button));
    EXPECT_FALSE(hashlab::app::StepKeys::isTextEntry(&page));
    EXPECT_FALSE(hashlab::app::StepKeys::isTextEntry(nullptr));
}

} // namespace

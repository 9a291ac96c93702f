// The collisions lab's store panels follow the write path's step: before the last step of a
// write, the table, counters and status line show the store as it was before that write.
#include "labs/collisions/collisions_lab.h"
#include "labs/collisions/collisions_model.h"
#include "labs/collisions/dedup_panel.h"
#include "labs/collisions/dedup_table_model.h"
#include "shell/step_player.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

TEST(CollisionsSteps, TableCountersAndStatusShowTheStoreOfTheStepOnScreen) {
    CollisionsLab lab;
    lab.resize(1400, 900);
    lab.show();
    ASSERT_EQ(lab.loadState({{"dedup",
                              {{"strategy", "coexist"},
                               {"bits", 128},
                               {"writes", nlohmann::json::array({"{\"a\":1}"})}}}}),
              QString());
    QSignalSpy status(&lab, &LabPage::statusMessage);
    DedupPanel* panel = lab.dedupPanel();
    panel->editor()->clear();
    QTest::keyClicks(panel->editor(), QStringLiteral("{\"a\": 2}"));
    QTest::mouseClick(panel->writeButton(), Qt::LeftButton);
    StepPlayer* player = lab.stepPlayer();
    ASSERT_GT(player->count(), 1);
    ASSERT_EQ(player->index(), player->count());
    auto last = [&] { return status.isEmpty() ? QString() : status.last().at(0).toString(); };
    EXPECT_EQ(panel->tableModel()->rowCount(), 2);
    EXPECT_TRUE(panel->countersLabel()->text().startsWith(QStringLiteral("written 2 · stored 2")));
    EXPECT_TRUE(last().startsWith(QStringLiteral("2 written, 2 stored"))) << last().toStdString();
    // Back to the start of the write: the record is not stored yet, nor counted.
    player->toStart(); // (the step keys wait for focus to leave the JSON editor)
    ASSERT_EQ(player->index(), 0);
    EXPECT_EQ(panel->tableModel()->rowCount(), 1);
    EXPECT_TRUE(panel->countersLabel()->text().startsWith(QStringLiteral("written 1 · stored 1")))
        << panel->countersLabel()->text().toStdString();
    EXPECT_TRUE(last().startsWith(QStringLiteral("1 written, 1 stored"))) << last().toStdString();
    // One step before the end: still before; the last step stores it.
    player->setIndex(player->count() - 1);
    EXPECT_EQ(panel->tableModel()->rowCount(), 1);
    player->toEnd();
    EXPECT_EQ(panel->tableModel()->rowCount(), 2);
    EXPECT_TRUE(last().startsWith(QStringLiteral("2 written, 2 stored"))) << last().toStdString();
    // The model's own numbers are those of the whole write at every step.
    EXPECT_EQ(lab.model()->store().counters().written, 2u);
}

} // namespace

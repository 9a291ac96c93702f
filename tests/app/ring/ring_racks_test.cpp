// Racks and failures in the ring lab window: a rack per node typed in the form, the rack-aware
// switch, a whole rack failed in one undoable step (down in place, not removed), the counts of
// keys short of live copies and who takes over each failed primary, all saved in scenarios.
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"
#include "ring_form_driver.h"

#include "hashlab/ring/replication.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace {

using namespace hashlab;
using namespace hashlab::app;

RingState sixNodes() {
    RingState s;
    s.config.vnodes = 20;
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}, {"E", 1}, {"F", 1}};
    s.keyCount = 3000;
    s.replicas = 3;
    return s;
}

// Every rack the nodes are in, sorted.
std::vector<std::string> racksInUse(const RingState& state) {
    std::vector<std::string> racks;
    for (const ring::Node& n : state.config.nodes)
        racks.push_back(state.rackOf(n.name));
    std::sort(racks.begin(), racks.end());
    racks.erase(std::unique(racks.begin(), racks.end()), racks.end());
    return racks;
}

void settle(RingLab& lab) {
    hashlab::app::testing::settleRing(lab);
}

void select(RingControls* c, const QString& name) {
    hashlab::app::testing::selectNode(c, name);
}

// The report straight from core, every node placed, with the state's racks and failures.
ring::ReplicaReport expected(const RingState& s) {
    auto full = ring::build(s.config);
    const auto hashes = *(*full)->hashKeys(labKeys(s));
    return ring::replicate(**full, s.replicaSetup(), hashes, false);
}

TEST(RingRacks, TypedRacksRackAwareAndAFailedRackGiveTheCoreCountsAndUndo) {
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(sixNodes()).isEmpty());
    lab.resize(1400, 900);
    lab.show();
    settle(lab);
    RingControls* c = lab.controls();
    const QStringList racks = {"r1", "r1", "r2", "r2", "r3", "r3"};
    for (int i = 0; i < 6; ++i) {
        select(c, QString(QChar('A' + i)));
        c->rackEdit()->setFocus();
        c->rackEdit()->selectAll();
        QTest::keyClicks(c->rackEdit(), racks[i]);
        QTest::keyClick(c->rackEdit(), Qt::Key_Return);
        settle(lab);
    }
    EXPECT_EQ(lab.model()->state().rackOf("D"), "r2");
    EXPECT_EQ(racksInUse(lab.model()->state()), (std::vector<std::string>{"r1", "r2", "r3"}));
    EXPECT_TRUE(c->nodeList()->item(3)->text().contains(QStringLiteral("rack r2")));

    QTest::mouseClick(c->rackAwareBox(), Qt::LeftButton, {},
                      QPoint(6, c->rackAwareBox()->height() / 2)); // on the box itself
    settle(lab);
    ASSERT_TRUE(lab.model()->state().rackAware);

    select(c, QStringLiteral("C"));
    EXPECT_EQ(c->failRackButton()->text(), QStringLiteral("Fail rack"));
    QTest::mouseClick(c->failRackButton(), Qt::LeftButton);
    settle(lab);
    const RingState& s = lab.model()->state();
    EXPECT_EQ(s.failed, (std::vector<std::string>{"C", "D"}));
    // Down in place, not removed: every node is still in the config.
    EXPECT_EQ(s.config.nodes.size(), 6u);
    EXPECT_EQ(c->failRackButton()->text(), QStringLiteral("Restore rack"));

    // Rack-aware with three racks puts one copy in each: losing a rack leaves every key with
    // exactly two live copies and none unavailable.
    const auto want = expected(s);
    EXPECT_EQ(want.underReplicated, 3000u);
    EXPECT_EQ(want.unavailable, 0u);
    const QString text = c->replicaCounts()->text();
    EXPECT_TRUE(text.startsWith(QStringLiteral("3,000 of 3,000 keys have fewer than 3 live "
                                               "copies; 0 have none")))
        << text.toStdString();
    // Who takes over C's keys: as core counts them, in node order.
    QStringList parts;
    for (std::size_t t = 0; t < 6; ++t)
        if (want.takeover[2][t] > 0)
            parts << QStringLiteral("%1 takes %2")
                         .arg(QChar('A' + static_cast<int>(t)))
                         .arg(QLocale().toString(static_cast<qulonglong>(want.takeover[2][t])));
    ASSERT_FALSE(parts.isEmpty());
    EXPECT_TRUE(text.contains(QStringLiteral("C failed: ") + parts.join(QStringLiteral(", "))))
        << text.toStdString();
    lab.grab(); // paints the failed points crossed out

    // Plain placement on the same failure leaves some keys with both C and D in their list, so
    // one live copy: rack-aware never does.
    EXPECT_EQ(want.live[1], 0u);
    RingState plain = s;
    plain.rackAware = false;
    EXPECT_GT(expected(plain).live[1], 0u);

    // One undo restores the whole rack; the next turns rack-aware off.
    lab.model()->undoStack()->undo();
    settle(lab);
    EXPECT_TRUE(lab.model()->state().failed.empty());
    lab.model()->undoStack()->undo();
    settle(lab);
    EXPECT_FALSE(lab.model()->state().rackAware);
    EXPECT_FALSE(c->rackAwareBox()->isChecked());
}

TEST(RingRacks, TheLastLiveRackCannotFailAndBadRackNamesAreRefused) {
    RingLab lab;
    RingState s = sixNodes();
    s.racks = {{"A", "x"}, {"B", "x"}, {"C", "x"}};
    s.failed = {"D", "E", "F"};
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    EXPECT_FALSE(lab.model()->setRackFailed(QStringLiteral("x"), true).isEmpty());
    EXPECT_FALSE(lab.model()->setRack(QStringLiteral("A"), QString(65, QChar('r'))).isEmpty());
    EXPECT_EQ(lab.model()->state(), s);
    EXPECT_EQ(lab.model()->undoStack()->count(), 0);
    // An empty rack puts the node back in "default".
    EXPECT_TRUE(lab.model()->setRack(QStringLiteral("A"), QString()).isEmpty());
    EXPECT_EQ(lab.model()->state().rackOf("A"), "default");
    EXPECT_FALSE(lab.model()->state().racks.contains("A"));
}

TEST(RingRacks, ScenariosKeepRacksAndRackAwareAndOldFilesLoadWithoutThem) {
    RingState s = sixNodes();
    s.racks = {{"A", "east"}, {"D", "west"}};
    s.rackAware = true;
    s.failed = {"D"};
    const nlohmann::json j = s.toJson();
    EXPECT_EQ(j.at("rack_aware"), true);
    EXPECT_EQ(j.at("nodes")[0].at("rack"), "east");
    EXPECT_FALSE(j.at("nodes")[1].contains("rack"));
    auto back = RingState::fromJson(j);
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(*back, s);

    nlohmann::json old = j;
    old.erase("rack_aware");
    for (auto& n : old["nodes"])
        n.erase("rack");
    auto oldState = RingState::fromJson(old);
    ASSERT_TRUE(oldState.ok());
    EXPECT_TRUE(oldState->racks.empty());
    EXPECT_FALSE(oldState->rackAware);

    nlohmann::json bad = j;
    bad["nodes"][0]["rack"] = "";
    EXPECT_EQ(RingState::fromJson(bad).error().parameter, "racks");

    // Through the lab: what is saved loads back as the same state.
    RingLab lab;
    ASSERT_TRUE(lab.loadState(j).isEmpty());
    settle(lab);
    EXPECT_EQ(lab.model()->state(), s);
    RingLab again;
    ASSERT_TRUE(again.loadState(lab.saveState()).isEmpty());
    settle(again);
    EXPECT_EQ(again.model()->state(), s);
}

} // namespace

// Replicas in the ring lab: the user sets R, the form counts the keys short of live copies with a
// failed node kept in its place, and R is undoable and saved in scenarios (old files: one copy).
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"

#include "hashlab/ring/replication.h"
#include "ring_test_access.h"

#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

RingState fiveNodesOneDown() {
    RingState s;
    s.config.vnodes = 20;
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}, {"E", 1}};
    s.failed = {"B"};
    s.keyCount = 2000;
    return s;
}

// The counts straight from core: every node placed, B failed.
ring::ReplicaReport expected(const RingState& s, int r) {
    auto full = ring::build(s.config);
    const auto hashes = *(*full)->hashKeys(labKeys(s));
    ring::ReplicaSetup setup{r, false, {}, {false, true, false, false, false}};
    return ring::replicate(**full, setup, hashes, false);
}

TEST(RingReplicas, SettingRCountsKeysShortOfLiveCopiesAndUndoes) {
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(fiveNodesOneDown()).isEmpty());
    lab.resize(1400, 900);
    lab.show();
    QCoreApplication::processEvents();
    QSpinBox* box = lab.controls()->replicasBox();
    QLabel* counts = lab.controls()->replicaCounts();
    EXPECT_EQ(box->value(), 1);
    EXPECT_FALSE(counts->isVisible());

    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QStringLiteral("3"));
    QTest::keyClick(box, Qt::Key_Enter);
    lab.model()->waitIdle();
    QCoreApplication::processEvents();
    ASSERT_EQ(lab.model()->state().replicas, 3);
    ASSERT_TRUE(counts->isVisible());
    const auto want = expected(lab.model()->state(), 3);
    // B is in about 3/5 of the lists: those keys have 2 live copies, none has 0 with 4 up.
    EXPECT_GT(want.underReplicated, 600u);
    EXPECT_EQ(want.unavailable, 0u);
    const QLocale locale;
    // The first line; the next says who takes over B's keys (ring_racks_test.cpp).
    EXPECT_EQ(counts->text().section(QLatin1Char('\n'), 0, 0),
              QStringLiteral("%1 of 2,000 keys have fewer than 3 live copies; 0 have none")
                  .arg(locale.toString(static_cast<qulonglong>(want.underReplicated))));

    // Hovering a key lists its copies, primary first, a failed one marked; the canvas draws a
    // line to the point where the clockwise walk met each.
    auto full = ring::build(lab.model()->state().config);
    ring::Replicator replicator(**full, ring::ReplicaSetup{3, false, {}, {}});
    const auto& hashes = *lab.model()->snapshot()->hashes;
    std::uint64_t k = 0;
    while (k < hashes.size() && replicator.list(hashes[k])[1] != 1) // B second in the list
        ++k;
    ASSERT_LT(k, hashes.size());
    const auto list = replicator.list(hashes[k]);
    lab.view()->hoverAt(RingViewTestAccess::keyPosition(*lab.view(), k));
    const QString text = lab.view()->hoverText();
    EXPECT_TRUE(text.startsWith(QStringLiteral("key-%1\n").arg(k))) << text.toStdString();
    const auto names = [&](std::uint32_t n) {
        return QString::fromStdString(lab.model()->state().config.nodes[n].name);
    };
    EXPECT_TRUE(text.endsWith(
        QStringLiteral("copies: %1, B (failed), %2").arg(names(list[0]), names(list[2]))))
        << text.toStdString();
    const auto& copies = RingViewTestAccess::hoverCopies(*lab.view());
    ASSERT_EQ(copies.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(copies[i].node, list[i]);
        EXPECT_EQ(copies[i].failed, i == 1);
        ASSERT_GE(copies[i].point, 0);
        EXPECT_EQ((*full)->points()[static_cast<std::size_t>(copies[i].point)].node, list[i]);
    }
    lab.grab(); // paints the lines

    lab.model()->undoStack()->undo();
    lab.model()->waitIdle();
    QCoreApplication::processEvents();
    EXPECT_EQ(lab.model()->state().replicas, 1);
    EXPECT_EQ(box->value(), 1);
    EXPECT_FALSE(counts->isVisible());
}

TEST(RingReplicas, RBeyondTheNodesIsRefusedAndChangesNothing) {
    RingLab lab;
    RingState s = fiveNodesOneDown();
    s.config.nodes.resize(2);
    s.failed.clear();
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    EXPECT_FALSE(lab.model()->setReplicas(3).isEmpty());
    EXPECT_EQ(lab.model()->state().replicas, 1);
    EXPECT_EQ(lab.model()->undoStack()->count(), 0);
}

TEST(RingReplicas, ScenariosKeepRAndOldFilesLoadWithOneCopy) {
    RingState s = fiveNodesOneDown();
    s.replicas = 4;
    const nlohmann::json j = s.toJson();
    EXPECT_EQ(j.at("replicas"), 4);
    auto back = RingState::fromJson(j);
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(*back, s);
    nlohmann::json old = j;
    old.erase("replicas");
    EXPECT_EQ(RingState::fromJson(old)->replicas, 1);
    old["replicas"] = 9;
    EXPECT_EQ(RingState::fromJson(old).error().parameter, "replicas");
}

} // namespace

// Issue 30, item 2: the Compare view compares what the lab shows. It computes again on every
// change of the lab's state without a press of Compare, drops the rows of the state before at
// once (after File → Open too), and counts the lab's own requests when the lab has a workload.
#include "labs/ring/ring_compare_view.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/background_job.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QLocale>
#include <QTableWidget>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

RingState withNodes(int nodes, int keys) {
    RingState s;
    s.config.vnodes = 20;
    for (int i = 0; i < nodes; ++i)
        s.config.nodes.push_back({std::string(1, static_cast<char>('A' + i)), 1});
    s.keyCount = keys;
    return s;
}

void settle(RingCompareView* v) {
    v->job()->wait();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

// What core computes for a state with no node change: the view adds one node.
std::vector<ring::CompareRow> expected(const RingState& s, const ring::CompareWorkload& w) {
    ring::Config after = s.config;
    after.nodes.push_back({"new", 1.0});
    return ring::compareAlgorithms(s.config, after, labKeys(s), {}, w);
}

TEST(RingCompareFollows, EveryChangeComputesAgainAndNoOtherStatesRowsStay) {
    RingLab lab;
    RingCompareView* v = lab.compareView();
    ASSERT_TRUE(lab.model()->resetTo(withNodes(4, 2000)).isEmpty());
    settle(v);
    const QLocale loc;
    auto maxMean = [&](int row) { return v->table()->item(row, 3)->text(); };
    auto want = expected(withNodes(4, 2000), v->workload());
    ASSERT_EQ(v->table()->rowCount(), static_cast<int>(want.size()));
    EXPECT_EQ(maxMean(0), loc.toString(want[0].maxOverMean, 'f', 3));

    // Another state arrives (as File → Open brings one): the old rows go at once, the new ones
    // come without pressing Compare.
    ASSERT_TRUE(lab.model()->resetTo(withNodes(7, 3000)).isEmpty());
    QCoreApplication::processEvents();
    EXPECT_EQ(v->table()->rowCount(), 0) << "rows of the state before are still shown";
    settle(v);
    want = expected(withNodes(7, 3000), v->workload());
    ASSERT_EQ(v->table()->rowCount(), static_cast<int>(want.size()));
    EXPECT_EQ(maxMean(0), loc.toString(want[0].maxOverMean, 'f', 3));
}

TEST(RingCompareFollows, TheLabsOwnRequestsAreCounted) {
    RingLab lab;
    RingCompareView* v = lab.compareView();
    RingState s = withNodes(5, 2000);
    s.workload.on = true;
    s.workload.kind = ring::Workload::Kind::Zipf;
    s.workload.s = 1.3; // not the view's 0.99
    s.workload.requests = 40'000;
    s.workload.hot = {7, 0.3};
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    settle(v);
    const auto snap = lab.model()->snapshot();
    ASSERT_TRUE(snap->requests);
    ring::CompareWorkload w;
    w.perKey = *snap->requests;
    const auto want = expected(s, w);
    ASSERT_EQ(v->table()->rowCount(), static_cast<int>(want.size()));
    for (int r = 0; r < v->table()->rowCount(); ++r)
        EXPECT_EQ(v->table()->item(r, 4)->text(),
                  QLocale().toString(want[static_cast<std::size_t>(r)].requestMaxOverMean, 'f', 3))
            << r;
    EXPECT_FALSE(v->zipfBox()->isEnabled()); // the lab's requests, not Zipf(s) from the box
}

} // namespace

// The Compare view's columns driven like a user: choose Zipf s, run, and every cell shows what
// core computes for the same keys, change and workload.
#include "labs/ring/ring_compare_view.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/background_job.h"

#include <QDoubleSpinBox>
#include <QLocale>
#include <QTableWidget>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

TEST(RingCompareColumns, EveryCellShowsCoresNumbersUnderTheChosenWorkload) {
    RingLab lab;
    RingState s;
    s.config.vnodes = 20;
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}};
    s.keyCount = 2000;
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    RingCompareView* v = lab.compareView();
    v->zipfBox()->setValue(1.5);
    v->run();
    v->job()->wait();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    EXPECT_DOUBLE_EQ(v->workload().zipfS, 1.5);
    ring::Config after = s.config;
    after.nodes.push_back({"new", 1.0}); // no change on the ring: the view adds one node
    const auto want = ring::compareAlgorithms(s.config, after, labKeys(s), {}, v->workload());
    QTableWidget* t = v->table();
    ASSERT_EQ(t->rowCount(), static_cast<int>(want.size()));
    ASSERT_EQ(t->columnCount(), 10);
    EXPECT_TRUE(t->isColumnHidden(9)); // copies moved: hidden with one copy per key
    const QLocale loc;
    auto pct = [&](double f) { return loc.toString(100.0 * f, 'f', 1) + QStringLiteral(" %"); };
    for (int r = 0; r < t->rowCount(); ++r) {
        const ring::CompareRow& w = want[static_cast<std::size_t>(r)];
        ASSERT_TRUE(w.refused.empty());
        EXPECT_EQ(t->item(r, 0)->text().toStdString(), ring::algoName(w.algo));
        EXPECT_EQ(t->item(r, 1)->text(), pct(w.movedFraction));
        EXPECT_EQ(t->item(r, 3)->text(), loc.toString(w.maxOverMean, 'f', 3));
        EXPECT_EQ(t->item(r, 4)->text(), loc.toString(w.requestMaxOverMean, 'f', 3));
        EXPECT_EQ(t->item(r, 5)->text(), pct(w.joinMovedFraction));
        EXPECT_EQ(t->item(r, 6)->text(), pct(w.leaveMovedFraction));
        EXPECT_EQ(t->item(r, 7)->text(), loc.toString(w.bytesPerNode, 'f', 0));
        // Time differs run to run: the cell shows the view's own measurement.
        EXPECT_EQ(t->item(r, 8)->text(),
                  loc.toString(v->rows()[static_cast<std::size_t>(r)].lookupNs, 'f', 1));
    }
    // A heavier skew concentrates the requests: the hottest node's share grows.
    EXPECT_GT(want[0].requestMaxOverMean, want[0].maxOverMean);
}

} // namespace

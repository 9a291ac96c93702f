// "Choosing a filter": driven like a user (shown, Measure again, Cancel), every number in the
// table and every plotted point equals what core's measureChart computes for the same seed, the
// two bound curves are their formulas, and Cancel keeps the previous chart. The chart is also a
// tab of the Bloom lab that `hashlab export --tab choosing` can pick.
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_plot_panel.h"
#include "labs/bloom/filter_chart_view.h"
#include "shell/progress_panel.h"

#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <qcustomplot.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

namespace {

using namespace hashlab::app;
using namespace hashlab::bloom;

ChartConfig small() {
    ChartConfig c;
    c.eps = {0.05, 0.01};
    c.n = 5'000;
    c.queries = 40'000;
    c.seed = 3;
    return c;
}

QString cell(const FilterChartView& w, int row, int column) {
    return w.table()->item(row, column)->text();
}

TEST(FilterChartView, ShowsExactlyWhatCoreMeasuresForTheSeed) {
    FilterChartView w;
    w.setConfig(small());
    w.resize(1000, 700);
    w.show(); // measures on first show, in the background
    w.waitForIt();
    ASSERT_TRUE(w.result());
    const ChartResult core = measureChart(small()).value();
    const ChartResult& shown = *w.result();
    ASSERT_EQ(shown.points.size(), core.points.size());
    ASSERT_EQ(w.table()->rowCount(), int(core.points.size()));
    const QLocale loc;
    for (std::size_t i = 0; i < core.points.size(); ++i) {
        const ChartPoint& c = core.points[i];
        const int r = int(i);
        EXPECT_EQ(shown.points[i].falsePositives, c.falsePositives);
        EXPECT_EQ(cell(w, r, FilterChartView::Target), loc.toString(c.row.eps, 'g', 3));
        EXPECT_EQ(cell(w, r, FilterChartView::Measured), loc.toString(c.measured, 'g', 3));
        EXPECT_EQ(cell(w, r, FilterChartView::BitsPerKey), loc.toString(c.bitsPerKey, 'f', 2));
        EXPECT_EQ(cell(w, r, FilterChartView::Lines), loc.toString(c.row.cacheLines, 'g', 3));
        EXPECT_EQ(cell(w, r, FilterChartView::Deletes),
                  c.row.deletes ? QStringLiteral("yes") : QStringLiteral("no"));
        EXPECT_EQ(cell(w, r, FilterChartView::Grows),
                  c.row.grows ? QStringLiteral("yes") : QStringLiteral("no"));
        // Timing differs run to run: the cell shows the run's own, positive, value.
        EXPECT_GT(shown.points[i].nsPerLookup, 0);
        EXPECT_EQ(cell(w, r, FilterChartView::Ns),
                  loc.toString(shown.points[i].nsPerLookup, 'f', 1));
    }
    EXPECT_EQ(cell(w, 3, FilterChartView::Filter), QStringLiteral("cuckoo"));
    EXPECT_EQ(cell(w, 3, FilterChartView::Deletes), QStringLiteral("yes"));
    EXPECT_EQ(cell(w, 4, FilterChartView::Grows), QStringLiteral("yes"));
    // Each filter's scatter: (measured ε, bits per key) of its rows, exactly (sorted by ε, as
    // the plot keeps its data).
    for (const QString& f : FilterChartView::filters()) {
        std::vector<std::pair<double, double>> want;
        for (const ChartPoint& p : core.points)
            if (QString::fromStdString(p.row.filter) == f && p.falsePositives > 0)
                want.push_back({p.measured, p.bitsPerKey});
        std::sort(want.begin(), want.end());
        QCPGraph* g = w.filterGraph(f);
        ASSERT_TRUE(g) << f.toStdString();
        ASSERT_EQ(g->data()->size(), int(want.size())) << f.toStdString();
        EXPECT_FALSE(want.empty()) << f.toStdString();
        for (std::size_t i = 0; i < want.size(); ++i) {
            EXPECT_EQ(g->data()->at(int(i))->key, want[i].first) << f.toStdString();
            EXPECT_EQ(g->data()->at(int(i))->value, want[i].second) << f.toStdString();
        }
    }
    // The bounds are their formulas over the whole axis.
    for (QCPGraph* g : {w.lowerBoundGraph(), w.bloomBoundGraph()}) {
        ASSERT_GE(g->data()->size(), 10);
        const double factor = g == w.lowerBoundGraph() ? 1.0 : std::numbers::log2e;
        for (int i = 0; i < g->data()->size(); ++i)
            EXPECT_NEAR(g->data()->at(i)->value, factor * std::log2(1 / g->data()->at(i)->key),
                        1e-12);
    }
    EXPECT_TRUE(w.statusText().contains(QStringLiteral("false negatives: 0")))
        << w.statusText().toStdString();
}

TEST(FilterChartView, CancelKeepsThePreviousChart) {
    FilterChartView w;
    w.setConfig(small());
    w.resize(1000, 700);
    w.show();
    w.waitForIt();
    ASSERT_TRUE(w.result());
    const auto before = w.result()->points.at(0).falsePositives;
    const QString cellBefore = cell(w, 0, FilterChartView::Measured);
    // A long run (10^6 keys per filter, 12 filters), cancelled at once.
    ChartConfig big = small();
    big.eps = {0.1, 0.05, 0.01, 0.001, 0.0005};
    big.n = 1'000'000;
    big.seed = 99;
    w.setConfig(big);
    QTest::mouseClick(w.measureButton(), Qt::LeftButton);
    EXPECT_TRUE(w.isMeasuring());
    EXPECT_FALSE(w.measureButton()->isEnabled());
    QTest::mouseClick(w.progressPanel()->cancelButton(), Qt::LeftButton);
    w.waitForIt();
    EXPECT_FALSE(w.isMeasuring());
    EXPECT_TRUE(w.measureButton()->isEnabled());
    EXPECT_TRUE(w.statusText().startsWith(QStringLiteral("Cancelled")))
        << w.statusText().toStdString();
    EXPECT_EQ(w.result()->config.seed, small().seed);
    EXPECT_EQ(w.result()->points.at(0).falsePositives, before);
    EXPECT_EQ(cell(w, 0, FilterChartView::Measured), cellBefore);
}

TEST(FilterChartView, IsATabOfTheBloomLabForExport) {
    BloomLab lab;
    EXPECT_EQ(lab.pageTabs(),
              (QStringList{QStringLiteral("fp_plot"), QStringLiteral("sizing"),
                           QStringLiteral("read_path"), QStringLiteral("choosing")}));
    EXPECT_FALSE(lab.showPageTab(QStringLiteral("nope")));
    EXPECT_EQ(lab.exportPart(ExportPart::Plot), lab.plotPanel()->plot());
    ASSERT_TRUE(lab.showPageTab(QStringLiteral("choosing")));
    EXPECT_TRUE(lab.chartView()->isVisibleTo(&lab));
    // --part plot on this tab is the chart's plot.
    EXPECT_EQ(lab.exportPart(ExportPart::Plot), lab.chartView()->plot());
    EXPECT_FALSE(lab.chartView()->result()); // nothing measured until it is shown
}

} // namespace

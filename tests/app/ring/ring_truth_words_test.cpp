// Issue 30, item 6 in the ring lab: the Chinese legend says "ring" in Chinese, and the names
// under the requests chart never run into each other (12 nodes, long names).
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_load_panel.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_request_panel.h"
#include "ring_test_access.h"
#include "shell/language.h"

#include <QRegularExpression>
#include <qcustomplot.h>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

TEST(RingTruthWords, TheChineseLegendHasNoEnglishWord) {
    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    RingLab lab;
    RingState s;
    s.config.vnodes = 100;
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}};
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    lab.resize(1280, 720);
    lab.show();
    QCoreApplication::processEvents();
    const QStringList legend = RingViewTestAccess::legendTexts(*lab.view());
    ASSERT_FALSE(legend.isEmpty());
    const QString title = legend.front();
    EXPECT_TRUE(title.contains(QStringLiteral("400"))) << title.toStdString();
    EXPECT_FALSE(title.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2,}"))))
        << title.toStdString();
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    EXPECT_TRUE(RingViewTestAccess::legendTexts(*lab.view())
                    .front()
                    .startsWith(QStringLiteral("ring · 400")));
}

// Each drawn name's extent along the axis, in pixels: names side by side take their width,
// upright ones their line height.
TEST(RingTruthWords, RequestChartNamesNeverOverlap) {
    RingLab lab;
    RingState s;
    s.config.vnodes = 20;
    for (int i = 1; i <= 12; ++i)
        s.config.nodes.push_back({"cache-node-" + std::to_string(100 + i), 1});
    s.keyCount = 3000;
    s.workload.on = true;
    s.workload.requests = 20'000;
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    lab.resize(1280, 720);
    lab.show();
    QCoreApplication::processEvents();
    auto* panel = lab.loadPanel()->findChild<RingRequestPanel*>();
    ASSERT_NE(panel, nullptr);
    QCustomPlot* plot = panel->plot();
    plot->replot();
    QCPAxis* x = plot->xAxis;
    auto ticker = x->ticker().dynamicCast<QCPAxisTickerText>();
    ASSERT_TRUE(ticker);
    const QFontMetricsF fm(x->tickLabelFont());
    const bool upright = std::abs(x->tickLabelRotation()) > 45;
    double lastEnd = -1e9;
    int drawn = 0;
    for (auto it = ticker->ticks().constBegin(); it != ticker->ticks().constEnd(); ++it) {
        const double centre = x->coordToPixel(it.key());
        const double half = (upright ? fm.height() : fm.horizontalAdvance(it.value())) / 2;
        EXPECT_GE(centre - half, lastEnd) << it.value().toStdString() << " touches the name before";
        lastEnd = centre + half;
        ++drawn;
    }
    EXPECT_GE(drawn, 2);
}

} // namespace

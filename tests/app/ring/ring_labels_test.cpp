// Labels that must stay readable: the load chart's node names with 11 to 30 nodes (they ran into
// each other, "s10s11"), and the Compare tab's caption after a live switch to Chinese.
#include "labs/ring/ring_compare_view.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_load_panel.h"
#include "labs/ring/ring_model.h"
#include "shell/background_job.h"
#include "shell/language.h"

#include <QLabel>

#include <gtest/gtest.h>
#include <qcustomplot.h>

#include <cmath>

namespace {

using namespace hashlab;
using namespace hashlab::app;

RingState namedNodes(int count) {
    RingState s;
    s.config.vnodes = 20;
    for (int i = 1; i <= count; ++i)
        s.config.nodes.push_back({"s" + std::to_string(i), 1});
    s.keyCount = 2000;
    return s;
}

class RingBarLabels : public ::testing::TestWithParam<int> {};

TEST_P(RingBarLabels, NodeNamesUnderTheBarsDoNotOverlap) {
    const int n = GetParam();
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(namedNodes(n)).isEmpty());
    lab.resize(1280, 720);
    lab.show();
    lab.settleForExport();
    QCustomPlot* plot = lab.loadPanel()->barsPlot();
    plot->replot();
    QCPAxis* x = plot->xAxis;
    auto ticker = x->ticker().dynamicCast<QCPAxisTickerText>();
    ASSERT_TRUE(ticker);
    const QFontMetricsF fm(x->tickLabelFont());
    const double angle = x->tickLabelRotation() * 3.14159265358979 / 180.0;
    // The room a label takes along the axis: its width turned by the rotation, plus its height.
    auto extent = [&](const QString& text) {
        return std::abs(fm.horizontalAdvance(text) * std::cos(angle)) +
               std::abs(fm.height() * std::sin(angle));
    };
    const auto ticks = ticker->ticks();
    ASSERT_GE(ticks.size(), 2);
    // Never thinned to a handful: a reader finds every node within a few bars.
    EXPECT_GE(ticks.size(), (n + 2) / 3);
    QString previousText;
    double previous = -1e9;
    for (auto it = ticks.cbegin(); it != ticks.cend(); ++it) {
        // Full node names, each under its own bar.
        EXPECT_EQ(it.value(), QString::fromStdString(
                                  lab.model()->state().config.nodes[std::size_t(it.key())].name));
        const double px = x->coordToPixel(it.key());
        if (!previousText.isEmpty()) {
            const double need = std::abs(angle) > 1.0
                                    ? fm.height()
                                    : (extent(previousText) + extent(it.value())) / 2;
            EXPECT_GE(px - previous, need + 1)
                << previousText.toStdString() << " and " << it.value().toStdString() << " at " << n
                << " nodes";
        }
        previous = px;
        previousText = it.value();
    }
}

INSTANTIATE_TEST_SUITE_P(Nodes, RingBarLabels, ::testing::Values(11, 16, 20, 30));

TEST(RingCompareLanguage, TheCaptionFollowsALiveSwitchToChinese) {
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(namedNodes(6)).isEmpty());
    lab.compareView()->run();
    lab.compareView()->job()->wait();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QLabel* caption = nullptr;
    for (QLabel* l : lab.compareView()->findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral("6 → 7")))
            caption = l;
    ASSERT_NE(caption, nullptr);
    ASSERT_TRUE(caption->text().contains(QStringLiteral("adding one node")));
    setLanguage(QStringLiteral("zh_CN"));
    const QString zh = caption->text();
    setLanguage(QStringLiteral("en"));
    EXPECT_FALSE(zh.contains(QStringLiteral("adding one node"))) << zh.toStdString();
    EXPECT_TRUE(zh.contains(QStringLiteral("增加一个节点"))) << zh.toStdString();
    EXPECT_TRUE(caption->text().contains(QStringLiteral("adding one node")));
}

} // namespace

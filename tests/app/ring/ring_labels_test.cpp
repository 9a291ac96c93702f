// Labels that must stay readable: the load chart's node names with 11 to 30 nodes (they ran into
// each other, "s10s11"), and the Compare tab's caption after a live switch to Chinese.
#include "labs/ring/ring_compare_view.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_load_panel.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"
#include "ring_test_access.h"
#include "shell/background_job.h"
#include "shell/language.h"
#include "shell/theme.h"

#include <QLabel>
#include <QTabWidget>

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

// The Compare plot at 1280x720, in Chinese and in presentation mode: its legend, every bar (the
// last is "bounded") and the y-axis title stay inside the plot.
struct CompareLook {
    const char* language;
    bool presentation;
};
class RingComparePlot : public ::testing::TestWithParam<CompareLook> {};

TEST_P(RingComparePlot, LegendBarsAndAxisTitleStayInsideThePlot) {
    const CompareLook look = GetParam();
    setLanguage(QString::fromLatin1(look.language));
    ThemeManager::instance().setPresentation(look.presentation);
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(namedNodes(6)).isEmpty());
    lab.resize(1280, 690);
    lab.show();
    QTabWidget* tabs = lab.findChild<QTabWidget*>();
    ASSERT_NE(tabs, nullptr);
    tabs->setCurrentWidget(lab.compareView()); // runs the comparison, as a click on the tab does
    QCoreApplication::processEvents();
    lab.compareView()->job()->wait();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCustomPlot* plot = lab.compareView()->findChild<QCustomPlot*>();
    ASSERT_NE(plot, nullptr);
    plot->replot();
    const QRect inside = plot->rect();
    if (const QString dir = qEnvironmentVariable("HASHLAB_SCREENSHOT_DIR"); !dir.isEmpty())
        lab.grab().save(QStringLiteral("%1/ring-compare-%2-%3.png")
                            .arg(dir, QString::fromLatin1(look.language))
                            .arg(look.presentation ? "pres" : "normal"));
    EXPECT_TRUE(inside.contains(plot->legend->outerRect()))
        << plot->legend->outerRect().x() << "," << plot->legend->outerRect().y() << " "
        << plot->legend->outerRect().width() << "x" << plot->legend->outerRect().height();
    const QRect axes = plot->axisRect()->rect();
    for (int i = 0; i < plot->plottableCount(); ++i) {
        auto* bars = qobject_cast<QCPBars*>(plot->plottable(i));
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
            const double x = plot->xAxis->coordToPixel(it->key + bars->width());
            EXPECT_LE(x, axes.right() + 1) << it->key;
            EXPECT_GE(plot->yAxis->coordToPixel(it->value), axes.top() - 1) << it->key;
        }
    }
    // The y-axis title: its text's extent along the axis fits the axis' height.
    const QFontMetrics fm(plot->yAxis->labelFont());
    EXPECT_LE(fm.horizontalAdvance(plot->yAxis->label()), axes.height())
        << plot->yAxis->label().toStdString();
    ThemeManager::instance().setPresentation(false);
    setLanguage(QStringLiteral("en"));
}

INSTANTIATE_TEST_SUITE_P(Looks, RingComparePlot,
                         ::testing::Values(CompareLook{"en", false}, CompareLook{"zh_CN", false},
                                           CompareLook{"en", true}, CompareLook{"zh_CN", true}));

// The quarter labels of the ring (0 = 2⁶⁴ at 12 o'clock, then 2⁶², 2⁶³, 3·2⁶²) stay clear of the
// tick marks (to 1.11 R; the 12 and 6 o'clock labels beside their tick) and inside the canvas,
// normal and in presentation type, at the window sizes a class uses. Centred at a fixed radius,
// "3·2⁶²" covered the ticks at 9 o'clock in presentation mode at 1280×720.
class RingQuarterLabels : public ::testing::TestWithParam<std::tuple<QSize, bool>> {};

TEST_P(RingQuarterLabels, StayOutsideTheTicksAndInsideTheCanvas) {
    const auto [size, presentation] = GetParam();
    ThemeManager::instance().setPresentation(presentation);
    {
        RingLab lab;
        ASSERT_TRUE(lab.model()->resetTo(namedNodes(5)).isEmpty());
        lab.resize(size);
        lab.show();
        lab.settleCanvas();
        const RingView* view = lab.view();
        const QPointF c = RingViewTestAccess::ringCenter(*view);
        const double r = RingViewTestAccess::ringRadius(*view);
        for (int q = 0; q < 4; ++q) {
            const QRectF box = RingViewTestAccess::quarterLabelRect(*view, q);
            // The point of the label's box nearest to the centre.
            const QPointF near(std::clamp(c.x(), box.left(), box.right()),
                               std::clamp(c.y(), box.top(), box.bottom()));
            // The side labels lie beyond the ticks; the 12 and 6 o'clock ones beside their tick
            // (right of it), beyond the points (1.07 R) and the short ticks (1.065 R).
            if (q % 2 == 1)
                EXPECT_GT(std::hypot(near.x() - c.x(), near.y() - c.y()), 1.11 * r)
                    << "label " << q << " covers the ticks at " << size.width() << "x"
                    << size.height();
            else
                EXPECT_TRUE(box.left() > c.x() + 2 &&
                            std::hypot(near.x() - c.x(), near.y() - c.y()) > 1.075 * r)
                    << "label " << q << " covers its tick or the points at " << size.width() << "x"
                    << size.height();
            EXPECT_TRUE(QRectF(view->rect()).contains(box))
                << "label " << q << " leaves the canvas at " << size.width() << "x"
                << size.height();
        }
    }
    ThemeManager::instance().setPresentation(false);
}

INSTANTIATE_TEST_SUITE_P(Sizes, RingQuarterLabels,
                         ::testing::Combine(::testing::Values(QSize(1280, 720), QSize(1920, 1080)),
                                            ::testing::Bool()));

} // namespace

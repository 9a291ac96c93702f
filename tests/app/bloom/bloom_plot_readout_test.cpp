// The FP plot's readouts: the hover label that follows the mouse, and "Copy data as CSV".
#include "bloom_test_access.h"
#include "labs/bloom/bloom_plot_panel.h"
#include "labs/bloom/bloom_plot_readout.h"

#include "cli/cli.h"
#include "hashlab/bloom/filter.h"
#include "support/settle.h"
#include "support/wait_until.h"

#include <QCheckBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QLineF>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <qcustomplot.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

namespace {

using namespace hashlab::app;
using hashlab::bloom::Variant;

struct MeasuredPlot {
    BloomPlotPanel panel;
    MeasuredPlot() {
        panel.resize(900, 700);
        panel.show();
        panel.nSpin()->setValue(1000);
        panel.queriesSpin()->setValue(2000);
        QTest::mouseClick(panel.measureButton(), Qt::LeftButton);
        panel.waitForMeasurement();
        QCoreApplication::processEvents();
    }
};

TEST(BloomPlotReadout, CopyDataAsCsvEqualsTheCommandLineSweep) {
    MeasuredPlot t;
    ASSERT_TRUE(t.panel.copyCsvButton()->isEnabled());
    // Untick one measured variant: only the plotted series are copied.
    std::vector<std::string> plotted;
    bool unticked = false;
    for (Variant v : hashlab::bloom::allVariants()) {
        QCheckBox* box = t.panel.variantBox(v);
        if (!box->isChecked())
            continue;
        if (!unticked && v != Variant::Double) {
            box->setChecked(false);
            unticked = true;
            continue;
        }
        plotted.push_back(std::string(hashlab::bloom::variantName(v)));
    }
    ASSERT_TRUE(unticked);
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(t.panel.copyCsvButton(), Qt::LeftButton);
    const QString copied = QGuiApplication::clipboard()->text();

    std::string variants;
    for (const auto& v : plotted)
        variants += (variants.empty() ? "" : ",") + v;
    std::ostringstream out, err;
    const int rc = hashlab::cli::run(
        {"bloom", "sweep", "--variants", variants, "--n", "1000", "--queries", "2000", "--csv"},
        hashlab::cli::builtinCommands(), out, err);
    ASSERT_EQ(rc, 0) << err.str();
    EXPECT_EQ(copied.toStdString(), out.str());
    EXPECT_TRUE(copied.startsWith(QStringLiteral("variant,")));
    EXPECT_EQ(copied.count(QLatin1Char('\n')), int(1 + 30 * plotted.size()));
}

TEST(BloomPlotReadout, HoveringAPointShowsItsNumbersBesideTheMouse) {
    MeasuredPlot t;
    QCustomPlot* plot = t.panel.plot();
    // Let pending layout requests land first (the theme sets fonts on the whole window tree
    // when it is shown), so that the points' pixels and both grabs are of one layout.
    hashlab::test::settlePosted();
    plot->replot();
    const auto& series = t.panel.readout()->plotted().series;
    ASSERT_FALSE(series.empty());
    // A measured point with false positives (drawn as a dot), at least 24 px from every other
    // point, so that the nearest point is not in doubt.
    auto pixelOf = [&](const hashlab::bloom::SweepPoint& p) {
        const double y = p.result.falsePositives > 0 ? p.result.measured
                                                     : std::max(1e-12, p.result.theory.variant);
        return QPointF(plot->xAxis->coordToPixel(p.x), plot->yAxis->coordToPixel(y));
    };
    const hashlab::bloom::SweepSeries* owner = nullptr;
    const hashlab::bloom::SweepPoint* chosen = nullptr;
    for (const auto& s : series)
        for (const auto& p : s.points) {
            if (chosen || p.result.falsePositives == 0)
                continue;
            bool alone = true;
            for (const auto& s2 : series)
                for (const auto& q : s2.points)
                    if (&q != &p && QLineF(pixelOf(p), pixelOf(q)).length() < 24)
                        alone = false;
            if (alone)
                owner = &s, chosen = &p;
        }
    ASSERT_TRUE(chosen);
    const auto& point = *chosen;
    const QPoint at = pixelOf(point).toPoint();
    const QImage before = plot->grab().toImage();
    QTest::mouseMove(plot, at + QPoint(2, 1));
    HASHLAB_WAIT_UNTIL(!t.panel.readout()->hoverText().isEmpty(), 5000);
    const QString text = t.panel.readout()->hoverText();
    const QLocale loc;
    EXPECT_TRUE(
        text.contains(QString::fromLatin1(hashlab::bloom::variantName(owner->variant).data())));
    EXPECT_TRUE(text.contains(loc.toString(point.x, 'g', 4) + QStringLiteral(" bits per key")));
    EXPECT_TRUE(
        text.contains(QStringLiteral("measured ") + loc.toString(point.result.measured, 'g', 3)));
    EXPECT_TRUE(
        text.contains(QStringLiteral("95 % CI ") + loc.toString(point.result.ci95.lo, 'g', 3)));
    EXPECT_TRUE(text.contains(loc.toString(point.result.ci95.hi, 'g', 3)));
    EXPECT_TRUE(text.contains(QStringLiteral("theory ") +
                              loc.toString(point.result.theory.variant, 'g', 3)));
    EXPECT_LT(QLineF(BloomPlotReadoutTestAccess::hoverAnchor(*t.panel.readout()), pixelOf(point))
                  .length(),
              0.5);
    // The label is drawn next to the mouse, on the side that has room; nothing else changed.
    plot->replot();
    const QImage after = plot->grab().toImage();
    ASSERT_EQ(after.size(), before.size());
    const double ratio = after.devicePixelRatio();
    auto changedIn = [&](int x0, int x1, int y0, int y1) {
        int changed = 0;
        for (int dy = y0; dy < y1; ++dy)
            for (int dx = x0; dx < x1; ++dx) {
                const QPoint p(int((at.x() + dx) * ratio), int((at.y() + dy) * ratio));
                if (after.valid(p) && before.valid(p) && after.pixel(p) != before.pixel(p))
                    ++changed;
            }
        return changed;
    };
    const int nearLabel = std::max({changedIn(16, 120, -40, -16), changedIn(-120, -16, -40, -16),
                                    changedIn(16, 120, 16, 40), changedIn(-120, -16, 16, 40)});
    EXPECT_GT(nearLabel, 40);
    EXPECT_EQ(changedIn(-400, -300, -400, -300) + changedIn(300, 400, 300, 400), 0);
    // It follows the mouse: far from every point, it goes away.
    QTest::mouseMove(plot, QPoint(plot->width() - 5, 5));
    HASHLAB_WAIT_UNTIL(t.panel.readout()->hoverText().isEmpty(), 5000);
}

} // namespace

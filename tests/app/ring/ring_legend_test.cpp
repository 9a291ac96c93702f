// The ring's legend shows every node in full ("424 ke…" and "… and 3 more" hid what it is for)
// and never covers a key dot: inside the ring's hole when it fits there, beside the ring if not.
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"
#include "ring_test_access.h"
#include "shell/theme.h"

#include <QLocale>

#include <gtest/gtest.h>

#include <cmath>

namespace {

using namespace hashlab;
using namespace hashlab::app;

struct Case {
    int nodes;
    QSize page;
    bool presentation;
};

class RingLegend : public ::testing::TestWithParam<Case> {};

TEST_P(RingLegend, ShowsEveryEntryInFullAndCoversNoKeyDot) {
    const Case c = GetParam();
    ThemeManager::instance().setPresentation(c.presentation);
    RingState s;
    s.config.vnodes = 10;
    for (int i = 1; i <= c.nodes; ++i)
        s.config.nodes.push_back({"node-" + std::to_string(i), 1});
    s.keyCount = 424 * c.nodes;
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    lab.resize(c.page);
    lab.show();
    lab.settleForExport();
    RingView* view = lab.view();
    const QStringList texts = RingViewTestAccess::legendTexts(*view);
    ASSERT_EQ(texts.size(), c.nodes + 1);
    const auto snap = lab.model()->snapshot();
    for (int i = 0; i < c.nodes; ++i) {
        const QString& row = texts[i + 1];
        EXPECT_TRUE(row.startsWith(QStringLiteral("node-%1 ").arg(i + 1))) << row.toStdString();
        EXPECT_TRUE(row.endsWith(QStringLiteral(" %1 keys")
                                     .arg(QLocale().toString(qulonglong(
                                         snap->load.counts[static_cast<std::size_t>(i)])))))
            << row.toStdString();
        EXPECT_FALSE(row.contains(QChar(0x2026))) << row.toStdString();
    }
    const RingView::LegendLayout l = view->legendLayout();
    // Inside the canvas, and wide enough for its longest row in its own font.
    EXPECT_TRUE(QRectF(view->rect()).contains(l.box))
        << l.box.x() << "," << l.box.y() << " " << l.box.width() << "x" << l.box.height();
    const QFontMetricsF fm(l.font);
    for (const QString& row : texts.mid(1))
        EXPECT_LE(l.line * 0.9 + fm.horizontalAdvance(row), l.column) << row.toStdString();
    EXPECT_LE(fm.horizontalAdvance(texts[0]), l.box.width());
    const int perColumn = (c.nodes + l.columns - 1) / l.columns;
    EXPECT_LE((perColumn + 1) * l.line, l.box.height() + 0.5);
    // Type no smaller than 45 % of the theme's canvas type (enlarged in presentation mode), or it
    // would not be read.
    EXPECT_GE(l.font.pointSizeF(),
              0.44 * view->font().pointSizeF() * ThemeManager::instance().palette().fontScale);
    // No key dot touches the legend.
    const double r = view->dotDiameter(RingViewTestAccess::ringRadius(*view)) / 2;
    int covered = 0;
    for (std::uint64_t k = 0; k < snap->owners.size(); k += std::uint64_t(view->sampleStride())) {
        const QPointF p = RingViewTestAccess::keyPosition(*view, k);
        if (l.box.adjusted(-r, -r, r, r).contains(p))
            ++covered;
    }
    EXPECT_EQ(covered, 0) << (l.inHole ? "in the hole" : "beside the ring");
    ThemeManager::instance().setPresentation(false);
}

INSTANTIATE_TEST_SUITE_P(
    Sizes, RingLegend,
    ::testing::Values(Case{4, QSize(1400, 900), false}, Case{6, QSize(1280, 720), false},
                      Case{11, QSize(1280, 720), false}, Case{30, QSize(1280, 720), false},
                      Case{64, QSize(1920, 1080), false}, Case{11, QSize(1280, 720), true}));

} // namespace

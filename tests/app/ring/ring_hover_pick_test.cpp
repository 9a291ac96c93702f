// The ring canvas's hover rules most key dots out by a bound before measuring any exactly: it
// must still pick the dot a plain search picks, the nearest within 7 px (the first of equals),
// also for a mouse just inside or outside 7 px of a dot.
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"
#include "ring_test_access.h"

#include <QCoreApplication>

#include <gtest/gtest.h>

#include <random>

namespace {

using namespace hashlab::app;

TEST(RingHoverPick, PicksTheNearestDotWithinSevenPixelsAsAPlainSearch) {
    RingState st;
    st.config.nodes = {{"A", 1}, {"B", 1}, {"C", 2}, {"D", 1}, {"E", 1}, {"F", 1}};
    st.config.vnodes = 10;
    st.keyCount = 3000;
    RingModel model;
    ASSERT_TRUE(model.resetTo(st).isEmpty());
    RingView view(&model);
    view.resize(700, 700);
    const auto stride = static_cast<std::uint64_t>(view.sampleStride());
    std::vector<QPointF> dots;
    for (std::uint64_t k = 0; k < 3000; k += stride)
        dots.push_back(RingViewTestAccess::keyPosition(view, k));
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> near(-9.0, 9.0), anywhere(0.0, 700.0);
    int onKeys = 0;
    for (int trial = 0; trial < 600; ++trial) {
        const QPointF& dot = dots[static_cast<std::size_t>(trial) * 7 % dots.size()];
        const QPointF mouse = trial % 3 == 0 ? QPointF(anywhere(rng), anywhere(rng))
                                             : dot + QPointF(near(rng), near(rng));
        double best = 49.0;
        std::optional<std::size_t> want;
        for (std::size_t i = 0; i < dots.size(); ++i) {
            const QPointF d = dots[i] - mouse;
            const double dd = d.x() * d.x() + d.y() * d.y();
            if (dd < best) {
                best = dd;
                want = i;
            }
        }
        view.hoverAt(mouse);
        const QString got = view.hoverText();
        if (!want) {
            EXPECT_FALSE(got.contains(QStringLiteral("hash 0x"))) << got.toStdString();
            continue;
        }
        ++onKeys;
        view.hoverAt(dots[*want]); // the dot itself: that key's own text
        EXPECT_EQ(got, view.hoverText()) << "mouse " << mouse.x() << "," << mouse.y();
    }
    EXPECT_GT(onKeys, 200);
}

} // namespace

// The key-dot cloud shows who owns what: with many vnodes the dots of all nodes interleave, and a
// cloud drawn colour by colour let the last colour cover the others (6 equal nodes x 1,000 vnodes
// looked almost all orange and red). Classifying the cloud's pixels by the nearest node colour,
// each node's share of the pixels is within 20 % (relative) of its share of the keys.
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"
#include "shell/theme.h"

#include <QImage>

#include <gtest/gtest.h>

#include <cmath>

namespace {

using namespace hashlab;
using namespace hashlab::app;

// The circle through three points (the ring's centre and radius as the canvas draws it).
std::pair<QPointF, double> circleThrough(QPointF a, QPointF b, QPointF c) {
    const double d =
        2 * (a.x() * (b.y() - c.y()) + b.x() * (c.y() - a.y()) + c.x() * (a.y() - b.y()));
    const double a2 = a.x() * a.x() + a.y() * a.y(), b2 = b.x() * b.x() + b.y() * b.y(),
                 c2 = c.x() * c.x() + c.y() * c.y();
    const QPointF o((a2 * (b.y() - c.y()) + b2 * (c.y() - a.y()) + c2 * (a.y() - b.y())) / d,
                    (a2 * (c.x() - b.x()) + b2 * (a.x() - c.x()) + c2 * (b.x() - a.x())) / d);
    return {o, std::hypot(a.x() - o.x(), a.y() - o.y())};
}

int distance(QColor a, QColor b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
           std::abs(a.blue() - b.blue());
}

class RingKeyCloud : public ::testing::TestWithParam<int> {};

TEST_P(RingKeyCloud, EachNodesShareOfPixelsFollowsItsShareOfKeys) {
    RingState s;
    s.config.vnodes = GetParam();
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}, {"E", 1}, {"F", 1}};
    s.keyCount = 12000;
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    lab.resize(1400, 900);
    lab.show();
    lab.settleForExport();
    const auto snap = lab.model()->snapshot();
    ASSERT_FALSE(snap->hasChange); // no change pending: the cloud is the current owners
    RingView* view = lab.view();
    const QImage image = view->grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (const QString dir = qEnvironmentVariable("HASHLAB_SCREENSHOT_DIR"); !dir.isEmpty())
        image.save(QStringLiteral("%1/ring-cloud-%2.png").arg(dir).arg(GetParam()));
    const double dpr = image.devicePixelRatio();
    const auto& pts = snap->placement->points();
    ASSERT_GE(pts.size(), 3u);
    const auto [center, radius] =
        circleThrough(view->pointPosition(0), view->pointPosition(pts.size() / 3),
                      view->pointPosition(2 * pts.size() / 3));
    ASSERT_GT(radius, 150.0);

    std::vector<QColor> colors;
    for (const auto& n : s.config.nodes)
        colors.push_back(lab.model()->nodeColor(n.name));
    const QColor ground = ThemeManager::instance().palette().background;
    std::vector<double> pixels(colors.size(), 0);
    // The key band lies between 0.60 R and 0.88 R; stay clear of its edges.
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const double r = std::hypot(x / dpr - center.x(), y / dpr - center.y()) / radius;
            if (r < 0.62 || r > 0.86)
                continue;
            // A pixel counts for the node whose colour it is (within a small tolerance): the
            // antialiased rims of dots are blends with the ground or a neighbour, and a dark
            // colour blended with white lies nearest a light palette colour of another node.
            const QColor c = image.pixelColor(x, y);
            int best = -1, bestD = distance(c, ground);
            for (std::size_t i = 0; i < colors.size(); ++i)
                if (const int d = distance(c, colors[i]); d < bestD) {
                    bestD = d;
                    best = static_cast<int>(i);
                }
            if (best >= 0 && bestD <= 24)
                pixels[static_cast<std::size_t>(best)] += 1;
        }
    double totalPixels = 0;
    for (double v : pixels)
        totalPixels += v;
    ASSERT_GT(totalPixels, 1000);
    for (std::size_t i = 0; i < colors.size(); ++i) {
        const double keyShare = static_cast<double>(snap->load.counts[i]) / s.keyCount;
        if (keyShare < 0.05)
            continue;
        const double pixelShare = pixels[i] / totalPixels;
        EXPECT_NEAR(pixelShare / keyShare, 1.0, 0.2)
            << s.config.nodes[i].name << ": " << pixelShare << " of the pixels, " << keyShare
            << " of the keys, at " << GetParam() << " vnodes";
    }
}

INSTANTIATE_TEST_SUITE_P(Vnodes, RingKeyCloud, ::testing::Values(1, 10, 100, 1000));

} // namespace

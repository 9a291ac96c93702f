// The ring's fit in its canvas and the quarter labels of the hash space around it (0 = 2⁶⁴ at 12
// o'clock, then 2⁶², 2⁶³, 3·2⁶²): the room they take is the room the ring does not get.
#include "ring_model.h"
#include "ring_view.h"
#include "shell/theme.h"

#include <QFontInfo>
#include <QFontMetricsF>

#include <algorithm>

namespace hashlab::app {

// The tick marks reach 1.11 R. The side labels' near edge sits at kLabelEdge·R (a gap, so the
// tick at 3 o'clock does not read as a minus sign before "2⁶²"), and a wide label ("3·2⁶²" at 9
// o'clock) moves outwards instead of covering the ticks and the arcs, as labels centred at a fixed
// radius did in presentation mode. The labels at 12 and 6 o'clock sit beside their tick, clear of
// the points (1.07 R): above and below the ring they took a line each of the ring's height, which
// a projector's short canvas cannot spare.
constexpr double kLabelEdge = 1.16;
constexpr double kTopLabelEdge = 1.085; // the 12 and 6 o'clock labels' near edge
constexpr double kTickEnd = 1.11;

RingView::Geometry RingView::fitRing(const QRectF& rect) const {
    // Room outside the ring for the quarter labels: the widest of the side labels, and the tallest
    // of the top and bottom ones beyond kTopLabelEdge·R, inside the rect.
    const QFontMetricsF fm(quarterLabelFont());
    const QStringList labels = quarterLabels();
    const double side =
        std::max(fm.horizontalAdvance(labels[1]), fm.horizontalAdvance(labels[3])) + 4.0;
    const double r = std::min({(rect.width() / 2 - side) / kLabelEdge,
                               (rect.height() / 2 - fm.height() - 2.0) / kTopLabelEdge,
                               (rect.height() / 2 - 2.0) / kTickEnd});
    return {rect.center(), std::max(40.0, r)};
}

double RingView::ringWidthFor(double height) const {
    const QFontMetricsF fm(quarterLabelFont());
    const QStringList labels = quarterLabels();
    const double side =
        std::max(fm.horizontalAdvance(labels[1]), fm.horizontalAdvance(labels[3])) + 4.0;
    const double r =
        std::min((height / 2 - fm.height() - 2.0) / kTopLabelEdge, (height / 2 - 2.0) / kTickEnd);
    return 2 * (std::max(40.0, r) * kLabelEdge + side) + 2;
}

QPointF RingView::quarterLabelCentre(const Geometry& g, int q, const QSizeF& size) const {
    if (q % 2 == 0) { // beside the tick, to its right
        const double dy = (q == 0 ? -1 : 1) * (kTopLabelEdge * g.radius + size.height() / 2);
        return g.center + QPointF(std::max(6.0, 0.03 * g.radius) + size.width() / 2, dy);
    }
    return at(g, q / 4.0, kLabelEdge) + QPointF((q == 1 ? 1 : -1) * size.width() / 2, 0);
}

// Quarter labels of the hash space: 0, 2^(b-2), 2^(b-1), 3*2^(b-2).
QStringList RingView::quarterLabels() const {
    const int bits = m_model->snapshot()->placement->spaceBits();
    auto sup = [](int n) {
        static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
        QString out;
        for (QChar c : QString::number(n))
            out += digits[c.digitValue()];
        return QStringLiteral("2") + out;
    };
    return {tr("0 = %1").arg(sup(bits)), sup(bits - 2), sup(bits - 1),
            QStringLiteral("3·") + sup(bits - 2)};
}

QFont RingView::quarterLabelFont() const {
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * ThemeManager::instance().palette().fontScale);
    // On a projector the quarter labels follow the canvas: on a short one they give the ring
    // their room (every pixel above and below it is a pixel less of diameter), never below 18 px.
    if (ThemeManager::instance().presentation()) {
        const int px = QFontInfo(f).pixelSize();
        f.setPixelSize(std::clamp(static_cast<int>(height() * 0.04), std::min(18, px), px));
    }
    return f;
}

} // namespace hashlab::app

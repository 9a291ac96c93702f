#pragma once
// What the tables lab's canvases draw on a slot whatever the scheme: text in the colour that reads
// on the slot's fill, and the thick ring round the slot the stage looks at.
#include <QColor>
#include <QPainter>
#include <QRectF>

namespace hashlab::app {

// White on a dark fill, black on a light one, whatever the theme made the fill.
inline QColor readableOn(const QColor& fill) {
    return fill.lightnessF() < 0.55 ? QColor(Qt::white) : QColor(Qt::black);
}

// The ring round the current slot `r`, in `color`, at the theme's stroke scale `ss`.
inline void drawCurrentRing(QPainter& p, const QRectF& r, const QColor& color, double ss) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(color, 5 * ss));
    p.drawRoundedRect(r.adjusted(-3 * ss, -3 * ss, 3 * ss, 3 * ss), 6 * ss, 6 * ss);
}

} // namespace hashlab::app

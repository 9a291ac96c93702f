#pragma once
// The colour of text drawn on a slot of the tables lab's canvases: white on a dark fill, black on
// a light one, whatever the theme made the fill.
#include <QColor>

namespace hashlab::app {

inline QColor readableOn(const QColor& fill) {
    return fill.lightnessF() < 0.55 ? QColor(Qt::white) : QColor(Qt::black);
}

} // namespace hashlab::app

#pragma once
// Icons that draw themselves as vector shapes in SVG and PDF exports (paintsVectors), and as
// their pixmaps everywhere else: a pixmap icon went into a documentation SVG as an <image>.
// (Styles paint an item view's icon through QIcon::paint; the tool buttons through
// drawVectorControl.)
#include <QColor>
#include <QIcon>
#include <QStyle>

namespace hashlab::app {

// A square of `color` (a legend's swatch), `size` pixels on screen.
QIcon swatchIcon(const QColor& color, QSize size);

// `pixmaps` (Qt's standard icon `which`, tinted) drawing as the shape it shows, in `normal` or
// (disabled) `disabled`, where it has one (the media buttons); else `pixmaps` itself.
QIcon withVectorShape(QStyle::StandardPixmap which, const QIcon& pixmaps, const QColor& normal,
                      const QColor& disabled);

} // namespace hashlab::app

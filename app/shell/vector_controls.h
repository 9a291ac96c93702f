#pragma once
// Controls drawn as vector shapes when the painter records vectors (an SVG or PDF export).
// Fusion paints spin boxes, combo boxes, sliders, scroll bars, push buttons, header sections and
// its arrows into cached pixmaps and then paints the pixmaps (group box frames: a PNG of its own),
// so an SVG of a lab page held a picture (<image>) per control; a documentation SVG draws
// everything as vectors. On screen and in PNGs nothing changes: these are used only when
// paintsVectors() says so.
#include <QStyle>

class QPainter;
class QStyleOption;
class QStyleOptionComplex;
class QWidget;

namespace hashlab::app {

// Whether `painter` records vector commands (SVG, PDF, a QPicture) rather than pixels.
bool paintsVectors(const QPainter* painter);

// Draws the control as Fusion's shapes, as vectors; false if it is not one this draws (then the
// style draws it).
bool drawVectorComplexControl(const QStyle* style, QStyle::ComplexControl control,
                              const QStyleOptionComplex* option, QPainter* painter,
                              const QWidget* widget);
bool drawVectorPrimitive(const QStyle* style, QStyle::PrimitiveElement element,
                         const QStyleOption* option, QPainter* painter, const QWidget* widget);
bool drawVectorControl(const QStyle* style, QStyle::ControlElement element,
                       const QStyleOption* option, QPainter* painter, const QWidget* widget);

} // namespace hashlab::app

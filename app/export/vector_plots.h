#pragma once
// The vector exports: plots drawn as vectors (SVG, PDF), and widgets cut to their rectangles.
//
// While it lives, the plots under a widget paint as vector graphics: for SVG and PDF exports.
// QCustomPlot paints its layers into pixmap buffers and then paints the pixmaps, so a plot went
// into an SVG or PDF as pictures: its titles and axis labels were no text (nothing to search or
// copy, nothing pdftotext finds) and ImageMagick refused SVGs with hundreds of nested images.
#include <QByteArray>
#include <QObject>
#include <QSize>
#include <QWidget>

class QPainter;

namespace hashlab::app {

class VectorPlots : public QObject {
public:
    explicit VectorPlots(QWidget* root);
    ~VectorPlots() override;
    VectorPlots(const VectorPlots&) = delete;
    VectorPlots& operator=(const VectorPlots&) = delete;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_root;
};

// The SVG of `widget` (`laidOut` logical pixels drawn at `size`, `resolution` dpi), each child a
// nested <svg> viewport of its rectangle, which SVG viewers clip to. QWidget::render clips children
// through the paint engine's system clip, which Qt 6.4's SVG engine ignores (QSvgGenerator writes
// no clip at all): a widget painting past its edges (Fusion's selected tab fills 24 px below its
// tab bar) covered its neighbours ("False-positive rate" showed as "ositive rate").
QByteArray clippedSvg(QWidget* widget, QSize size, QSize laidOut, int resolution);

// QWidget::render of `widget` (with `flags`) and its shown children, each child cut to its
// rectangle by a clip on `painter`: Qt 6.4's PDF engine ignores the system clip QWidget::render
// sets for each child as well, so a PDF had the same covered texts as the SVG.
void renderClipped(QWidget* widget, QPainter* painter,
                   QWidget::RenderFlags flags = QWidget::DrawWindowBackground);

} // namespace hashlab::app

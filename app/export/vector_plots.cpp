#include "vector_plots.h"

#include <QBuffer>
#include <QEvent>
#include <QPainter>
#include <QPicture>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QWidget>

#include <qcustomplot.h>

namespace hashlab::app {

VectorPlots::VectorPlots(QWidget* root) : m_root(root) {
    for (QCustomPlot* plot : root->findChildren<QCustomPlot*>())
        plot->installEventFilter(this);
    if (auto* plot = qobject_cast<QCustomPlot*>(root))
        plot->installEventFilter(this);
}

VectorPlots::~VectorPlots() {
    for (QCustomPlot* plot : m_root->findChildren<QCustomPlot*>())
        plot->removeEventFilter(this);
    m_root->removeEventFilter(this);
}

bool VectorPlots::eventFilter(QObject* watched, QEvent* event) {
    auto* plot = qobject_cast<QCustomPlot*>(watched);
    if (!plot || event->type() != QEvent::Paint)
        return false;
    // The painter goes where QWidget::render sends the plot's own paint event (the SVG or PDF);
    // toPainter draws every layer on it, and the two modes keep tick labels as text rather than
    // QCustomPlot's cached label pixmaps.
    QCPPainter painter(plot);
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    plot->toPainter(&painter, plot->width(), plot->height());
    return true;
}

namespace {

QList<QWidget*> shownChildren(QWidget* widget) {
    QList<QWidget*> out;
    for (QObject* child : widget->children()) // in stacking order, bottom first
        if (auto* w = qobject_cast<QWidget*>(child); w && !w->isWindow() && w->isVisible())
            out << w;
    return out;
}

// One widget alone (no children) as the inside of an <svg> element, its ids made unique by
// `prefix` (each QSvgGenerator counts its gradients from 1).
QByteArray svgBody(QWidget* widget, int resolution, const QByteArray& prefix) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(widget->size());
    svg.setViewBox(QRect(QPoint(0, 0), widget->size()));
    svg.setResolution(resolution);
    QPainter painter(&svg);
    widget->render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground);
    painter.end();
    buffer.close();
    const qsizetype start = bytes.indexOf("</desc>");
    const qsizetype end = bytes.lastIndexOf("</svg>");
    if (start < 0 || end < start)
        return {};
    QByteArray body = bytes.mid(start + 7, end - start - 7);
    static const QRegularExpression id(QStringLiteral("(id=\"|url\\(#)([A-Za-z]+\\d+)"));
    return QString::fromUtf8(body)
        .replace(id, QStringLiteral("\\1") + QString::fromLatin1(prefix) + QStringLiteral("\\2"))
        .toUtf8();
}

void svgTree(QWidget* widget, int resolution, QByteArray* out, int* count) {
    *out += svgBody(widget, resolution, "w" + QByteArray::number((*count)++) + "_");
    for (QWidget* child : shownChildren(widget)) {
        *out += "<svg x=\"" + QByteArray::number(child->x()) + "\" y=\"" +
                QByteArray::number(child->y()) + "\" width=\"" +
                QByteArray::number(child->width()) + "\" height=\"" +
                QByteArray::number(child->height()) + "\" overflow=\"hidden\">\n";
        svgTree(child, resolution, out, count);
        *out += "</svg>\n";
    }
}

} // namespace

namespace {

// `visible`: the part of `widget` its ancestors show, in its own coordinates.
void renderWithin(QWidget* widget, QPainter* painter, QWidget::RenderFlags flags, QRect visible) {
    // Recorded on a picture, then played. Rendered on `painter` itself, the widget's paintEvent
    // would share it (QWidget::render's shared painter), and Qt 6.4 replays a shared painter's
    // clips through its redirection transform once more after each restore() on engines like the
    // PDF one: Fusion's tab labels (clipped text) vanished. The picture records the clip as set
    // when it starts and replays it after each restore: at its own place.
    QPicture picture;
    {
        QPainter recording(&picture);
        recording.setClipRect(visible);
        widget->render(&recording, QPoint(), QRegion(), flags);
    }
    painter->drawPicture(0, 0, picture);
    for (QWidget* child : shownChildren(widget)) {
        const QRect shown = visible & child->geometry();
        if (shown.isEmpty())
            continue;
        painter->save();
        painter->translate(child->pos());
        renderWithin(child, painter, {}, shown.translated(-child->pos()));
        painter->restore();
    }
}

} // namespace

void renderClipped(QWidget* widget, QPainter* painter, QWidget::RenderFlags flags) {
    renderWithin(widget, painter, flags, widget->rect());
}

QByteArray clippedSvg(QWidget* widget, QSize size, QSize laidOut, int resolution) {
    // The root's header, from a generator set as one for the whole page would be.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), laidOut));
    svg.setResolution(resolution);
    svg.setTitle(QStringLiteral("HashLab"));
    QPainter painter(&svg);
    painter.end();
    buffer.close();
    const qsizetype headEnd = bytes.indexOf("</desc>");
    if (headEnd < 0)
        return bytes;
    // Nested <svg> viewports are SVG 1.1, not Tiny 1.2, which QSvgGenerator declares.
    QByteArray out = bytes.left(headEnd + 7) + '\n';
    out.replace("version=\"1.2\" baseProfile=\"tiny\"", "version=\"1.1\"");
    int count = 0;
    svgTree(widget, resolution, &out, &count);
    out += "</svg>\n";
    return out;
}

} // namespace hashlab::app

#include "text_recorder.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPaintEngine>
#include <QWidget>

namespace hashlab::journey_hook {

TextRecorder::TextRecorder(const QWidget* like) : app::TextOnlyDevice(like) {}

QStringList TextRecorder::strings() const {
    return m_strings;
}

QList<double> TextRecorder::pixelSizes() const {
    return m_sizes;
}

QList<QRectF> TextRecorder::rects() const {
    return m_rects;
}

void TextRecorder::textDrawn(const QTextItem& item) {
    if (item.text().isEmpty())
        return;
    m_strings << item.text();
    const QFont f = item.font();
    const double px = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * logicalDpiY() / 72.0;
    m_sizes << px * paintScale();
    const QFontMetricsF fm(f, this);
    const QPointF at = paintPosition();
    m_rects << paintTransform().mapRect(
        QRectF(at.x(), at.y() - fm.ascent(), fm.horizontalAdvance(item.text()), fm.height()));
}

} // namespace hashlab::journey_hook

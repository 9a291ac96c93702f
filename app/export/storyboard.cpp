#include "storyboard.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace hashlab::app {

Storyboard::Storyboard(QSize cell, int cells, int columns, QColor background, QColor text)
    : m_cell(cell), m_cells(std::max(1, cells)), m_background(background), m_text(text) {
    m_columns = columns > 0 ? std::min(columns, m_cells)
                            : static_cast<int>(std::ceil(std::sqrt(double(m_cells))));
    m_gap = std::max(8, cell.width() / 80);
    m_font.setPixelSize(std::max(12, cell.height() / 32));
    // Two lines: the position in bold with the caption after it, wrapped once.
    m_captionHeight = static_cast<int>(std::ceil(2 * QFontMetricsF(m_font).lineSpacing())) + m_gap;
}

QSize Storyboard::size() const {
    const qint64 w = qint64(m_columns) * m_cell.width() + qint64(m_columns + 1) * m_gap;
    const qint64 h =
        qint64(rows()) * (m_cell.height() + m_captionHeight) + qint64(rows() + 1) * m_gap;
    return {static_cast<int>(std::min<qint64>(w, 1 << 30)),
            static_cast<int>(std::min<qint64>(h, 1 << 30))};
}

QString Storyboard::check() const {
    using namespace storyboardlimits;
    if (m_cells > kMaxCells)
        return QCoreApplication::translate(
                   "Exporter", "a storyboard holds at most %1 stages; this trace has %2")
            .arg(kMaxCells)
            .arg(m_cells);
    const QSize s = size();
    if (s.width() > kMaxSide || s.height() > kMaxSide ||
        qint64(s.width()) * s.height() > kMaxPixels)
        return QCoreApplication::translate(
                   "Exporter", "the storyboard would be %1x%2 pixels (at most %3 on a side and "
                               "%4 megapixels): choose a smaller size")
            .arg(s.width())
            .arg(s.height())
            .arg(kMaxSide)
            .arg(kMaxPixels >> 20);
    return {};
}

void Storyboard::add(int index, const QImage& picture, const QString& position,
                     const QString& caption) {
    if (m_image.isNull()) {
        m_image = QImage(size(), QImage::Format_RGB32);
        m_image.fill(m_background);
    }
    const int column = index % m_columns;
    const int row = index / m_columns;
    const QPoint at(m_gap + column * (m_cell.width() + m_gap),
                    m_gap + row * (m_cell.height() + m_captionHeight + m_gap));
    QPainter p(&m_image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.drawImage(QRect(at, m_cell), picture);
    p.setPen(QPen(m_text, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(at, m_cell).adjusted(-0.5, -0.5, 0.5, 0.5));
    // The position in bold, then the caption on the same line and, wrapped, on a second one;
    // a longer caption is cut with an ellipsis (the window shows it whole).
    QFont bold = m_font;
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold), metrics(m_font);
    const double top = at.y() + m_cell.height() + m_gap / 2.0;
    const double width = m_cell.width();
    const QString lead = position + QStringLiteral("  ");
    const double leadWidth = boldMetrics.horizontalAdvance(lead);
    p.setFont(bold);
    p.drawText(QPointF(at.x(), top + boldMetrics.ascent()), lead);
    QTextLayout layout(caption, m_font);
    layout.beginLayout();
    QTextLine first = layout.createLine();
    QString firstText, rest;
    if (first.isValid()) {
        first.setLineWidth(std::max(1.0, width - leadWidth));
        firstText = caption.mid(first.textStart(), first.textLength()).trimmed();
        rest = caption.mid(first.textStart() + first.textLength()).trimmed();
    }
    layout.endLayout();
    p.setFont(m_font);
    p.drawText(QPointF(at.x() + leadWidth, top + metrics.ascent()), firstText);
    if (!rest.isEmpty())
        p.drawText(QPointF(at.x(), top + metrics.lineSpacing() + metrics.ascent()),
                   metrics.elidedText(rest, Qt::ElideRight, width));
}

} // namespace hashlab::app

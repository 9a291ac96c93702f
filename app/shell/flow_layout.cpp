#include "flow_layout.h"

#include <QTextDocument>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace hashlab::app {

FlowLayout::FlowLayout(QWidget* parent, int spacing) : QLayout(parent), m_gap(spacing) {
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout() {
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item) {
    m_items.append(item);
}

QLayoutItem* FlowLayout::takeAt(int index) {
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

int FlowLayout::heightForWidth(int width) const {
    return place(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::sizeHint() const {
    // One row, as wide as its items: what the layout asks for when the width allows.
    int width = 0, height = 0;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        width += (width > 0 ? m_gap : 0) + item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins m = contentsMargins();
    return QSize(width, height).grownBy(m);
}

QSize FlowLayout::minimumSize() const {
    // The widest item alone on its row: never more, so a long row wraps instead of widening the
    // window.
    QSize size;
    for (const QLayoutItem* item : m_items)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    return size.grownBy(contentsMargins());
}

void FlowLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    place(rect, true);
}

int FlowLayout::place(const QRect& rect, bool apply) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    int x = area.x(), y = area.y(), row = 0;
    for (QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        QSize size = item->sizeHint().boundedTo(QSize(area.width(), QWIDGETSIZE_MAX));
        size = size.expandedTo(item->minimumSize());
        if (item->hasHeightForWidth())
            size.setHeight(item->heightForWidth(size.width()));
        if (x > area.x() && x + size.width() > area.right() + 1) {
            x = area.x();
            y += row + m_gap;
            row = 0;
        }
        if (apply)
            item->setGeometry(QRect(QPoint(x, y), size));
        x += size.width() + m_gap;
        row = std::max(row, size.height());
    }
    return y + row - rect.y() + contentsMargins().bottom();
}

QSize FlowLabel::sizeHint() const {
    if (text().isEmpty())
        return {0, 0};
    QTextDocument doc;
    doc.setDefaultFont(font());
    doc.setDocumentMargin(0);
    if (textFormat() == Qt::PlainText ||
        (textFormat() == Qt::AutoText && !Qt::mightBeRichText(text())))
        doc.setPlainText(text());
    else
        doc.setHtml(text());
    const int frame =
        2 * (margin() + frameWidth()) + contentsMargins().left() + contentsMargins().right();
    const int width = static_cast<int>(std::ceil(doc.idealWidth())) + frame + 2;
    return {width, heightForWidth(width)};
}

} // namespace hashlab::app

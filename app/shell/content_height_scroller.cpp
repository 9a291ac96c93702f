#include "content_height_scroller.h"

#include <QEvent>
#include <QResizeEvent>
#include <QScrollBar>

#include <algorithm>

namespace hashlab::app {

ContentHeightScroller::ContentHeightScroller(QWidget* content, int minLines, QWidget* parent)
    : QScrollArea(parent), m_minLines(minLines) {
    setWidget(content);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    content->installEventFilter(this);
}

int ContentHeightScroller::contentHeight() const {
    const QWidget* content = widget();
    const int width = viewport()->width();
    return content->hasHeightForWidth() && width > 0 ? content->heightForWidth(width)
                                                     : content->sizeHint().height();
}

QSize ContentHeightScroller::sizeHint() const {
    return {widget()->sizeHint().width(), contentHeight() + 2 * frameWidth()};
}

QSize ContentHeightScroller::minimumSizeHint() const {
    const int lines = fontMetrics().lineSpacing() * m_minLines;
    return {verticalScrollBar()->sizeHint().width() * 2,
            std::min(sizeHint().height(), lines + 2 * frameWidth())};
}

bool ContentHeightScroller::eventFilter(QObject* watched, QEvent* event) {
    // New text (a step's prompt, the summary, the solution): the window lays the bar out again.
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        updateGeometry();
    return QScrollArea::eventFilter(watched, event);
}

void ContentHeightScroller::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    // Wider or narrower, the text wraps to another height.
    if (event->size().width() != event->oldSize().width())
        updateGeometry();
}

} // namespace hashlab::app

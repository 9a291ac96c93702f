#include "lab_scroller.h"

#include <QEvent>
#include <QScrollBar>

namespace hashlab::app {

LabScroller::LabScroller(QWidget* parent) : QScrollArea(parent) {
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(false);
}

void LabScroller::setPage(QWidget* page) {
    setWidget(page);
    page->installEventFilter(this);
    fitPage();
}

void LabScroller::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    fitPage();
}

bool LabScroller::eventFilter(QObject* watched, QEvent* event) {
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        fitPage(); // the page's minimum size may have changed (language, presentation mode)
    return QScrollArea::eventFilter(watched, event);
}

void LabScroller::fitPage() {
    QWidget* page = widget();
    if (!page)
        return;
    const QSize min = page->minimumSizeHint().expandedTo(page->minimumSize());
    // First without scroll bars; a dimension that does not fit gets its bar, which takes room
    // from the other dimension.
    QSize room = maximumViewportSize();
    const bool scrollX = min.width() > room.width();
    const bool scrollY = min.height() > room.height();
    if (scrollX)
        room.rheight() -= horizontalScrollBar()->sizeHint().height();
    if (scrollY)
        room.rwidth() -= verticalScrollBar()->sizeHint().width();
    page->resize(room.expandedTo(min));
}

} // namespace hashlab::app

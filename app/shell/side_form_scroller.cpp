#include "side_form_scroller.h"

#include <QEvent>
#include <QScrollBar>

#include <algorithm>

namespace hashlab::app {

SideFormScroller::SideFormScroller(QWidget* form, int preferred, QWidget* parent)
    : QScrollArea(parent), m_preferred(preferred) {
    setWidget(form);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    form->installEventFilter(this);
    fitWidth();
}

bool SideFormScroller::eventFilter(QObject* watched, QEvent* event) {
    if (watched == widget() && event->type() == QEvent::LayoutRequest)
        fitWidth(); // the form's minimum may have changed (language, presentation type)
    return QScrollArea::eventFilter(watched, event);
}

void SideFormScroller::fitWidth() {
    QWidget* form = widget();
    const int width = std::max(m_preferred, form->minimumSizeHint().width());
    form->setMaximumWidth(width);
    // Room for the vertical scroll bar always: appearing, it would take the form's last pixels.
    setMaximumWidth(width + verticalScrollBar()->sizeHint().width());
    setMinimumWidth(form->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width());
}

} // namespace hashlab::app

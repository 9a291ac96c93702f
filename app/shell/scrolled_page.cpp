#include "scrolled_page.h"

#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <qcustomplot.h>

namespace hashlab::app {
namespace {

// Sends the wheel events of plots that do not zoom on to the scroll area's bars.
class WheelToArea : public QObject {
public:
    explicit WheelToArea(QScrollArea* area) : QObject(area), m_area(area) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::Wheel)
            return false;
        auto* plot = qobject_cast<QCustomPlot*>(watched);
        if (plot && plot->interactions().testFlag(QCP::iRangeZoom))
            return false;
        auto* wheel = static_cast<QWheelEvent*>(event);
        QScrollBar* bar = wheel->angleDelta().y() != 0 ? m_area->verticalScrollBar()
                                                       : m_area->horizontalScrollBar();
        QCoreApplication::sendEvent(bar, event);
        return true;
    }

private:
    QScrollArea* m_area;
};

} // namespace

QScrollArea* scrolledPage(QWidget* page) {
    auto* s = new QScrollArea;
    s->setWidget(page);
    s->setWidgetResizable(true);
    s->setFrameShape(QFrame::NoFrame);
    auto* forward = new WheelToArea(s);
    for (QCustomPlot* plot : page->findChildren<QCustomPlot*>())
        plot->installEventFilter(forward);
    return s;
}

} // namespace hashlab::app

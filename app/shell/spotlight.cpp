#include "spotlight.h"

#include "theme.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>

namespace hashlab::app {

Spotlight::Spotlight(QWidget* window) : QWidget(window) {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    hide();
}

void Spotlight::setActive(bool on) {
    if (on == m_active)
        return;
    m_active = on;
    if (on) {
        qApp->installEventFilter(this);
        resize(parentWidget()->size());
        raise();
        show();
    } else {
        qApp->removeEventFilter(this);
        m_target = nullptr;
        hide();
    }
}

void Spotlight::pointAt(const QPoint& globalPos) {
    QWidget* window = parentWidget();
    QWidget* under = window->childAt(window->mapFromGlobal(globalPos));
    // Circle the control itself, not its viewport or a label inside a button.
    while (under && under != window && under->parentWidget() && under->parentWidget() != window &&
           (under->objectName() == QLatin1String("qt_scrollarea_viewport") ||
            under->size() == under->parentWidget()->size()))
        under = under->parentWidget();
    if (under == this || under == window)
        under = nullptr;
    if (under != m_target) {
        m_target = under;
        resize(window->size());
        raise();
        update();
    }
}

bool Spotlight::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::MouseMove || event->type() == QEvent::HoverMove) {
        if (auto* w = qobject_cast<QWidget*>(watched); w && w->window() == parentWidget())
            pointAt(QCursor::pos());
    } else if (event->type() == QEvent::Resize && watched == parentWidget()) {
        resize(parentWidget()->size());
    }
    return QWidget::eventFilter(watched, event);
}

void Spotlight::paintEvent(QPaintEvent*) {
    if (!m_target || !m_target->isVisible())
        return;
    const ThemePalette& p = ThemeManager::instance().palette();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // The frame stays inside the control, and inside the part of it on screen: drawn around it,
    // it ran over the menu bar, the lesson caption and the step player next to a large control.
    const QPoint origin = m_target->mapTo(parentWidget(), QPoint(0, 0));
    painter.setClipRegion(m_target->visibleRegion().translated(origin));
    const QRectF r = QRectF(QRect(origin, m_target->size()));
    QColor glow = p.highlight;
    glow.setAlpha(90);
    painter.setPen(QPen(glow, 12.0));
    painter.drawRoundedRect(r.adjusted(6, 6, -6, -6), 8, 8);
    painter.setPen(QPen(p.highlight.darker(130), 3.0));
    painter.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 8, 8);
}

} // namespace hashlab::app

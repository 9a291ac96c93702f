#include "answer_marker.h"

#include "theme.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>

namespace hashlab::app {

namespace {
constexpr int kDrawInMs = 700;
} // namespace

AnswerMarker::AnswerMarker(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("AnswerMarker"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_TranslucentBackground);
    setFocusPolicy(Qt::NoFocus);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setDuration(kDrawInMs);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        m_progress = v.toDouble();
        update();
    });
    hide();
}

void AnswerMarker::mark(const LabPage::ClickTargets& targets, const QString& id) {
    clear();
    if (!targets.widget)
        return;
    for (const auto& t : targets.targets)
        if (t.id == id)
            m_areas.append(t.area);
    if (m_areas.isEmpty())
        return;
    m_canvas = targets.widget;
    setParent(m_canvas);
    m_canvas->installEventFilter(this);
    setGeometry(m_canvas->rect());
    show();
    raise();
    if (ThemeManager::instance().reducedMotion()) {
        m_progress = 1.0;
        update();
        return;
    }
    m_progress = 0.0;
    m_animation.start();
}

void AnswerMarker::mark(LabPage* page, const QString& id) {
    mark(page->clickTargets(), id);
    if (!m_canvas)
        return;
    m_page = page;
    m_id = id;
}

void AnswerMarker::follow() {
    m_following = false;
    if (!m_page || !m_canvas || !isVisible())
        return;
    const LabPage::ClickTargets targets = m_page->clickTargets();
    if (targets.widget != m_canvas)
        return;
    m_areas.clear();
    for (const auto& t : targets.targets)
        if (t.id == m_id)
            m_areas.append(t.area);
    setGeometry(m_canvas->rect());
    update();
}

void AnswerMarker::clear() {
    m_animation.stop();
    if (m_canvas)
        m_canvas->removeEventFilter(this);
    m_canvas = nullptr;
    m_page = nullptr;
    m_areas.clear();
    m_progress = 1.0;
    hide();
}

bool AnswerMarker::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_canvas && event->type() == QEvent::Resize) {
        setGeometry(m_canvas->rect());
        // The canvas lays its drawing out for the new size when it handles the resize itself:
        // the areas are read after that.
        if (m_page && !m_following) {
            m_following = true;
            QMetaObject::invokeMethod(this, &AnswerMarker::follow, Qt::QueuedConnection);
        }
    }
    return QWidget::eventFilter(watched, event);
}

void AnswerMarker::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QColor c = ThemeManager::instance().palette().good;
    c.setAlphaF(static_cast<float>(0.25 + 0.75 * m_progress));
    // Thick enough to read from the back of a room, on top of whatever the lab drew there.
    QPen pen(c, 4);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    const double grow = 1.0 + 2.0 * (1.0 - m_progress);
    for (const QRectF& area : m_areas) {
        // Hugs the candidate's shape (a slot, a bit cell, a node's dot) without covering its
        // neighbours: a rounded rectangle just outside it.
        const double pad = 5.0;
        QRectF r = area.adjusted(-pad, -pad, pad, pad);
        const QPointF centre = r.center();
        r.setSize(r.size() * grow);
        r.moveCenter(centre);
        const double radius = std::min(r.width(), r.height()) * 0.3;
        p.drawRoundedRect(r, radius, radius);
    }
}

} // namespace hashlab::app

#include "click_picker.h"

#include "theme.h"

#include <QAccessible>
#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace hashlab::app {

QString clickTargetLabel(const QString& id) {
    const qsizetype colon = id.indexOf(QLatin1Char(':'));
    const QString kind = id.left(colon);
    const QString what = id.mid(colon + 1);
    if (kind == QLatin1String("slot"))
        return ClickPicker::tr("slot %1").arg(what);
    if (kind == QLatin1String("t2"))
        return ClickPicker::tr("slot %1 of T2").arg(what);
    if (kind == QLatin1String("bit"))
        return ClickPicker::tr("bit %1").arg(what);
    if (kind == QLatin1String("node"))
        return ClickPicker::tr("node %1").arg(what);
    return id;
}

ClickPicker::ClickPicker(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("ClickPicker"));
    setAttribute(Qt::WA_TranslucentBackground);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    hide();
}

void ClickPicker::start(const LabPage::ClickTargets& targets) {
    stop();
    if (!targets.widget || targets.targets.isEmpty())
        return;
    m_canvas = targets.widget;
    m_targets = targets.targets;
    // Reading order: top to bottom in rows of about one candidate's height, then left to right.
    QList<LabPage::ClickTarget> ordered = m_targets;
    const double row = std::max(4.0, ordered.front().area.height() / 2);
    std::stable_sort(ordered.begin(), ordered.end(), [row](const auto& a, const auto& b) {
        const auto ra = static_cast<long long>(a.area.center().y() / row);
        const auto rb = static_cast<long long>(b.area.center().y() / row);
        return ra != rb ? ra < rb : a.area.center().x() < b.area.center().x();
    });
    for (const auto& t : ordered)
        if (!m_ids.contains(t.id))
            m_ids.append(t.id);
    setParent(m_canvas);
    setAccessibleName(tr("Choose on the canvas: Tab or the arrow keys, then Enter"));
    m_canvas->installEventFilter(this);
    follow();
    show();
    raise();
    setFocus(Qt::OtherFocusReason);
}

void ClickPicker::stop() {
    if (m_canvas)
        m_canvas->removeEventFilter(this);
    m_canvas = nullptr;
    m_targets.clear();
    m_ids.clear();
    m_current = -1;
    hide();
}

void ClickPicker::follow() {
    if (m_canvas)
        setGeometry(m_canvas->rect());
}

bool ClickPicker::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_canvas && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        follow();
    return QWidget::eventFilter(watched, event);
}

QString ClickPicker::idAt(const QPointF& pos) const {
    for (const auto& t : m_targets)
        if (t.area.contains(pos))
            return t.id;
    return {};
}

void ClickPicker::moveHighlight(int delta) {
    if (m_ids.isEmpty())
        return;
    const int n = static_cast<int>(m_ids.size());
    m_current = m_current < 0 ? (delta > 0 ? 0 : n - 1) : ((m_current + delta) % n + n) % n;
    // A screen reader says the candidate under the highlight.
    for (const auto& t : m_targets)
        if (t.id == m_ids.at(m_current)) {
            setAccessibleName(t.label);
            break;
        }
    QAccessibleEvent named(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&named);
    update();
}

bool ClickPicker::perform(KeyCommand command) {
    switch (command) {
    case KeyCommand::NextTarget:
    case KeyCommand::PreviousTarget:
        moveHighlight(command == KeyCommand::NextTarget ? 1 : -1);
        // The focus follows the ring, so a screen reader says the candidate wherever the key
        // came from.
        if (!hasFocus())
            setFocus(Qt::OtherFocusReason);
        return true;
    case KeyCommand::ChooseTarget:
        if (m_current >= 0)
            emit picked(m_ids.at(m_current));
        return true;
    default:
        return false;
    }
}

void ClickPicker::mousePressEvent(QMouseEvent* event) {
    const QString id = idAt(event->position());
    if (id.isEmpty()) {
        event->ignore();
        return;
    }
    m_current = static_cast<int>(m_ids.indexOf(id));
    update();
    emit picked(id);
}

void ClickPicker::mouseMoveEvent(QMouseEvent* event) {
    setCursor(idAt(event->position()).isEmpty() ? Qt::ArrowCursor : Qt::PointingHandCursor);
}

void ClickPicker::keyPressEvent(QKeyEvent* event) {
    const KeyBinding* row =
        KeyMap::resolve(KeyMap::keyOf(*event), static_cast<KeyContexts>(KeyContext::CanvasTarget));
    if (row && perform(row->command))
        return;
    QWidget::keyPressEvent(event);
}

bool ClickPicker::focusNextPrevChild(bool next) {
    // Tab walks the candidates instead of leaving the canvas.
    return perform(next ? KeyCommand::NextTarget : KeyCommand::PreviousTarget);
}

void ClickPicker::paintEvent(QPaintEvent*) {
    if (m_current < 0)
        return;
    const ThemePalette& p = ThemeManager::instance().palette();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    // A ring in the accent colour on a halo of the background's: it reads on a projector over
    // any fill the lab draws under it (a full slot, a lit bit, a node's colour).
    // Thicker than a slot's own border and clear of it, so it is not read as one.
    const double width = 4 * p.strokeScale, gap = 2 + width;
    for (const auto& t : m_targets) {
        if (t.id != m_ids.at(m_current))
            continue;
        const QRectF ring = t.area.adjusted(-gap, -gap, gap, gap);
        painter.setPen(QPen(p.background, width + 4 * p.strokeScale));
        painter.drawRoundedRect(ring, 6, 6);
        painter.setPen(QPen(p.accent, width));
        painter.drawRoundedRect(ring, 6, 6);
    }
}

} // namespace hashlab::app

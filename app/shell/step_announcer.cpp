#include "step_announcer.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QPainter>
#include <QStyleOptionFocusRect>

namespace hashlab::app {

namespace {

// A status element whose name is the caption: a QLabel's own interface would read its text
// ("3 / 7"), and setAccessibleName() would pin the name for good.
class AnnouncerInterface : public QAccessibleWidget {
public:
    explicit AnnouncerInterface(StepAnnouncer* w) : QAccessibleWidget(w, QAccessible::StatusBar) {}
    QString text(QAccessible::Text t) const override {
        const auto* a = static_cast<const StepAnnouncer*>(widget());
        if (t == QAccessible::Name)
            return a->caption().isEmpty() ? a->position() : a->caption();
        if (t == QAccessible::Description)
            return a->position();
        return QAccessibleWidget::text(t);
    }
};

QAccessibleInterface* announcerFactory(const QString&, QObject* object) {
    if (auto* a = qobject_cast<StepAnnouncer*>(object))
        return new AnnouncerInterface(a);
    return nullptr;
}

} // namespace

StepAnnouncer::StepAnnouncer(QWidget* parent) : QLabel(parent) {
    static const bool installed = [] {
        QAccessible::installFactory(announcerFactory);
        return true;
    }();
    Q_UNUSED(installed);
    // Tab reaches it in a lab, so a screen reader user can park on it and hear each step.
    setFocusPolicy(Qt::TabFocus);
    setAlignment(Qt::AlignCenter);
}

void StepAnnouncer::announce(const QString& caption, int index, int count) {
    setText(QStringLiteral("%1 / %2").arg(index).arg(count));
    const QString position = tr("Step %1 of %2").arg(index).arg(count);
    const bool nameChanged = caption != m_caption;
    const bool descriptionChanged = position != m_position;
    m_caption = caption;
    m_position = position;
    if (nameChanged || (caption.isEmpty() && descriptionChanged)) {
        QAccessibleEvent event(this, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
    if (descriptionChanged) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

// A label draws no focus: without this a keyboard user could not see where Tab left them.
void StepAnnouncer::paintEvent(QPaintEvent* event) {
    QLabel::paintEvent(event);
    if (!hasFocus())
        return;
    QPainter p(this);
    QStyleOptionFocusRect option;
    option.initFrom(this);
    style()->drawPrimitive(QStyle::PE_FrameFocusRect, &option, &p, this);
}

} // namespace hashlab::app

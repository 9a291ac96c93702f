#include "step_announcer.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QPainter>
#include <QStyleOptionFocusRect>

#include <algorithm>

namespace hashlab::app {

namespace {

// A status element whose name and text are what it tells (StepAnnouncer::spoken()), the whole
// text selected: Orca 43 speaks an insertion into the focused element only when it has a cause it
// knows (a key it echoes, a paste, or text that is also the selection), and a step key is none
// of the first two. The text is read-only: the selection cannot be changed.
class AnnouncerInterface : public QAccessibleWidget, public QAccessibleTextInterface {
public:
    explicit AnnouncerInterface(StepAnnouncer* w) : QAccessibleWidget(w, QAccessible::StatusBar) {}

    void* interface_cast(QAccessible::InterfaceType t) override {
        if (t == QAccessible::TextInterface)
            return static_cast<QAccessibleTextInterface*>(this);
        return QAccessibleWidget::interface_cast(t);
    }
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name)
            return announcer()->spoken();
        if (t == QAccessible::Description)
            return announcer()->position();
        return QAccessibleWidget::text(t);
    }

    // QAccessibleTextInterface
    void selection(int selectionIndex, int* startOffset, int* endOffset) const override {
        *startOffset = 0;
        *endOffset = selectionIndex == 0 ? characterCount() : 0;
    }
    int selectionCount() const override { return characterCount() > 0 ? 1 : 0; }
    void addSelection(int, int) override {}
    void removeSelection(int) override {}
    void setSelection(int, int, int) override {}
    int cursorPosition() const override { return 0; }
    void setCursorPosition(int) override {}
    QString text(int startOffset, int endOffset) const override {
        const QString all = announcer()->spoken();
        startOffset = std::clamp(startOffset, 0, int(all.size()));
        endOffset =
            endOffset < 0 ? int(all.size()) : std::clamp(endOffset, startOffset, int(all.size()));
        return all.mid(startOffset, endOffset - startOffset);
    }
    int characterCount() const override { return int(announcer()->spoken().size()); }
    QRect characterRect(int) const override { return rect(); }
    int offsetAtPoint(const QPoint&) const override { return -1; }
    void scrollToSubstring(int, int) override {}
    QString attributes(int, int* startOffset, int* endOffset) const override {
        *startOffset = 0;
        *endOffset = characterCount();
        return {};
    }

private:
    const StepAnnouncer* announcer() const { return static_cast<const StepAnnouncer*>(widget()); }
};

QAccessibleInterface* announcerFactory(const QString&, QObject* object) {
    if (auto* a = qobject_cast<StepAnnouncer*>(object))
        return new AnnouncerInterface(a);
    return nullptr;
}

} // namespace

StepAnnouncer::StepAnnouncer(QWidget* parent) : QWidget(parent) {
    static const bool installed = [] {
        QAccessible::installFactory(announcerFactory);
        return true;
    }();
    Q_UNUSED(installed);
    // Tab reaches it in a lab, so a screen reader user can park on it and hear each step.
    setFocusPolicy(Qt::TabFocus);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void StepAnnouncer::announce(const QString& caption, int index, int count) {
    const QString shown = QStringLiteral("%1 / %2").arg(index).arg(count);
    if (shown != m_shown) {
        m_shown = shown;
        updateGeometry();
        update();
    }
    const QString position = tr("Step %1 of %2").arg(index).arg(count);
    const QString before = spoken();
    const bool descriptionChanged = position != m_position;
    m_caption = caption;
    m_position = position;
    if (spoken() != before) {
        QAccessibleEvent event(this, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&event);
    }
    if (descriptionChanged) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
    // Last: the insertion is what Orca speaks. The same caption on another step is told again.
    if ((spoken() != before || descriptionChanged) && !spoken().isEmpty()) {
        QAccessibleTextInsertEvent event(this, 0, spoken());
        QAccessible::updateAccessibility(&event);
    }
}

QSize StepAnnouncer::sizeHint() const {
    const QMargins m = contentsMargins();
    return fontMetrics().size(Qt::TextSingleLine, m_shown).grownBy(m) + QSize(4, 4);
}

QSize StepAnnouncer::minimumSizeHint() const {
    return sizeHint();
}

// The position, and a focus frame: without it a keyboard user could not see where Tab left them.
void StepAnnouncer::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setPen(
        palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    p.drawText(contentsRect(), Qt::AlignCenter, m_shown);
    if (!hasFocus())
        return;
    QStyleOptionFocusRect option;
    option.initFrom(this);
    style()->drawPrimitive(QStyle::PE_FrameFocusRect, &option, &p, this);
}

} // namespace hashlab::app

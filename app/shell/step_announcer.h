#pragma once
// The step player's position ("3 / 7") is also the step's voice for screen readers. Qt 6.4 has no
// announcement event, so the caption of the step on screen (what the canvas writes above it) is
// this focusable status element's accessible name, and "Step 3 of 7" its description; each change
// is notified with QAccessible::updateAccessibility (NameChanged, DescriptionChanged), which a
// screen reader speaks for the focused element. The text drawn stays the short position.
#include <QLabel>

namespace hashlab::app {

class StepAnnouncer : public QLabel {
    Q_OBJECT
public:
    explicit StepAnnouncer(QWidget* parent = nullptr);

    // The step on screen: `caption` in the window's language, at `index` of `count` steps.
    void announce(const QString& caption, int index, int count);
    QString caption() const { return m_caption; }
    QString position() const { return m_position; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_caption;
    QString m_position;
};

} // namespace hashlab::app

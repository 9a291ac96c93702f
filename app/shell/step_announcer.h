#pragma once
// The step player's position ("3 / 7") is also the step's voice for screen readers. Qt 6.4 has no
// announcement event, and its AT-SPI bridge sends the object's path instead of the new text with a
// name or description change, so Orca 43 says nothing for those. What Orca does speak, for the
// focused element, is text inserted into it that is also its selection. So this focusable status
// element's accessible text is the caption of the step on screen (what the canvas writes above it;
// the position "Step 3 of 7" when the step has none), all of it its one selection, and each new
// step is notified as that text inserted (QAccessibleTextInsertEvent, which Qt 6.4 sends with the
// string as object:text-changed:insert). Its accessible name is the same text and its description
// the position, notified too (NameChanged, DescriptionChanged) for tools that read them. It paints
// the short position itself: a QLabel would send text events of its own for "3 / 7", and Orca
// skips an insertion followed by another one in the same object.
#include <QWidget>

namespace hashlab::app {

class StepAnnouncer : public QWidget {
    Q_OBJECT
public:
    explicit StepAnnouncer(QWidget* parent = nullptr);

    // The step on screen: `caption` in the window's language, at `index` of `count` steps.
    void announce(const QString& caption, int index, int count);
    QString caption() const { return m_caption; }
    QString position() const { return m_position; }
    // What a screen reader is told: the caption, or the position when the step has none.
    QString spoken() const { return m_caption.isEmpty() ? m_position : m_caption; }
    QString text() const { return m_shown; } // the short position drawn ("3 / 7")

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_caption;
    QString m_position;
    QString m_shown;
};

} // namespace hashlab::app

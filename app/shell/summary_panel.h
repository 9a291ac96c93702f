#pragma once
// The end of a lesson, a drill or a "your turn" exercise: a heading, a row of figures ("answered
// 5", "right first time 3") and the buttons that say what comes next ("Again", "Next lesson").
// The caller supplies all of it; the panel only lays it out the same way everywhere, large enough
// to read from the back of a room, and reads it out to a screen reader as one text.
#include <QList>
#include <QString>
#include <QWidget>

#include <functional>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace hashlab::app {

class SummaryPanel : public QWidget {
    Q_OBJECT
public:
    struct Figure {
        QString label; // "right first time"
        QString value; // "3 of 5"
    };
    struct Button {
        QString text;
        QString objectName;
        // Runs queued, after the click has returned: it may close or replace what holds the panel.
        std::function<void()> action;
    };

    explicit SummaryPanel(QWidget* parent = nullptr);
    void setSummary(const QString& heading, const QList<Figure>& figures,
                    const QList<Button>& buttons);
    QString text() const; // heading and figures, a line each
    QList<QPushButton*> buttons() const { return m_buttons; }

private:
    QLabel* m_heading;
    QLabel* m_figures;
    QHBoxLayout* m_buttonRow;
    QList<QPushButton*> m_buttons;
};

} // namespace hashlab::app

#pragma once
// A lesson caption that folds in presentation mode: the caption and the question take at most
// three lines there (the canvas is the stage), so a longer caption is cut at a word with "…" and
// the rest waits behind a "more" toggle. Each step opens folded; a resize folds it anew.
#include <QObject>
#include <QString>

class QLabel;
class QToolButton;

namespace hashlab::app {

class CaptionFold : public QObject {
    Q_OBJECT
public:
    CaptionFold(QLabel* caption, QToolButton* more, QObject* parent);
    // The caption's whole text and the question's prompt under it (none: ""); `step` identifies
    // the step shown, and a new one opens folded. `folding` is off outside presentation mode.
    void show(const QString& caption, const QString& prompt, const QString& step, bool folding);
    bool folded() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();
    QLabel* m_caption;
    QToolButton* m_more;
    QString m_full, m_prompt, m_step;
    bool m_folding = false;
    bool m_open = false; // "more" pressed on this step
};

} // namespace hashlab::app

#pragma once
// The question of a lesson step: its prompt, the ways to answer it, and after answering (or the
// teacher's reveal) the verdict, the right answer and the explanation. Every answer can be given
// from the keyboard, as the key map says (key_map.h): a choice's digit 1–9 answers with it
// wherever the focus is (or Tab to its button and Space), a number is typed (a digit pressed
// anywhere starts it in the field) and Enter answers.
#include "lesson_runner.h"

#include <QWidget>

class QGraphicsOpacityEffect;
class QLabel;
class QPropertyAnimation;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace hashlab::app {

class FlowLabel;
class FlowLayout;

class QuestionPanel : public QWidget {
    Q_OBJECT
public:
    explicit QuestionPanel(LessonRunner* runner, QWidget* parent = nullptr);

    // The prompt, the verdict and the explanation as one text (for tests and screen readers).
    QString text() const;
    QList<QPushButton*> choiceButtons() const { return m_choices; }
    QLineEdit* numberField() const { return m_number; }
    QPushButton* revealButton() const { return m_reveal; }
    // In presentation mode the revealed verdict is one line (the verdict and the answer) and the
    // explanation waits behind this toggle; hidden outside presentation mode and before the reveal.
    QToolButton* whyButton() const { return m_why; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild(); // a new step: new prompt and answer widgets
    void refresh(); // the same step: verdict, enabled states, texts in the current language
    void answerTyped();
    QString language() const;
    void fadeInVerdict();

    LessonRunner* m_runner;
    int m_builtFor = -1;     // the step the answer widgets are for
    int m_builtSession = -1; // ... of which lesson (LessonRunner::session)
    QLabel* m_prompt;
    FlowLayout* m_answers; // the answer widgets and the reveal button
    QList<QPushButton*> m_choices;
    QLineEdit* m_number = nullptr;
    QPushButton* m_submit = nullptr;
    QPushButton* m_reveal;
    QLabel* m_verdict;
    QToolButton* m_why;
    bool m_whyOpen = false; // the explanation unfolded on this step (presentation mode)
    QString m_verdictText;  // the verdict whole, explanation included, folded or not
    QGraphicsOpacityEffect* m_verdictOpacity = nullptr;
    QPropertyAnimation* m_fade = nullptr;
    int m_revealedFor = -1; // the step whose verdict has faded in

    // Read by the tests only (tests/app/shell/shell_test_access.h).
    friend class QuestionPanelTestAccess;
    // 0 to 1 while the verdict fades in after an answer or a reveal.
    double verdictOpacity() const;
};

} // namespace hashlab::app

#pragma once
// The bar above the lab while a guided lesson runs: its title, "3 / 7", the step's caption and
// question, Back and Next (the same as the keys), class or self-study mode, the speaker notes and
// a close button. The caption is exposed to screen readers as the bar's accessible description.
#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QToolButton;

namespace hashlab::app {

class LessonRunner;
class QuestionPanel;
class SummaryPanel;

class LessonBar : public QWidget {
    Q_OBJECT
public:
    LessonBar(LessonRunner* runner, QWidget* parent = nullptr);

    QuestionPanel* questionPanel() const { return m_question; }
    QToolButton* modeButton() const { return m_mode; }
    // Shown in place of the caption and the question once the lesson is finished; its owner
    // (the window) fills it in.
    SummaryPanel* summary() const { return m_summary; }
    // Moves the focus to the bar's next (or previous) control in reading order, round the bar:
    // a lesson's Tab stays in the bar (step_keys.h).
    void focusControl(bool next);

signals:
    void notesRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    LessonRunner* m_runner;
    QLabel* m_title;
    QLabel* m_progress;
    QLabel* m_caption;
    QuestionPanel* m_question;
    SummaryPanel* m_summary;
    QToolButton *m_back, *m_next, *m_mode, *m_notes, *m_close;

    // Read by the tests only (tests/app/shell/shell_test_access.h).
    friend class LessonBarTestAccess;
    QString progressText() const; // "3 / 7"
    QString captionText() const;  // the caption in the current language, as plain text
};

// The notes for the presenter, in a window of their own that can sit on a second screen: this
// step's notes, what the class sees, and the next step's caption.
class SpeakerNotes : public QWidget {
    Q_OBJECT
public:
    explicit SpeakerNotes(LessonRunner* runner, QWidget* parent = nullptr);
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    // Guarded: the notes are a window of their own that the main window only deleteLater()s,
    // so a language change can reach them after the runner is gone (ASan, issue 28's matrix).
    QPointer<LessonRunner> m_runner;
    QLabel* m_body;
};

// A black screen over the window while it is blanked (B or "."), in a lesson or not: the class
// looks at the teacher, and nothing of the lab shows through.
class BlankScreen : public QWidget {
    Q_OBJECT
public:
    explicit BlankScreen(QWidget* window);
    void setBlanked(bool on);
    bool blanked() const { return !isHidden(); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
};

} // namespace hashlab::app

#pragma once
// Lessons → Record lesson: the teacher teaches, HashLab writes the lesson. Recording starts with
// the lab shown as step 1; every action taken in a lab (anything that goes on its undo stack:
// add a node, insert a key, query a word, change a setting) becomes the next step, as a JSON
// Patch on the previous state when it stays in the same lab. Stepping the player moves the last
// step's stage. A side panel edits each step's captions, notes and question; Save writes a
// schema 2 lesson file. No JSON editing needed.
#include "hashlab/scenario/lesson.h"

#include <QDockWidget>

#include <functional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace hashlab::app {

class LabPage;

class LessonRecorder : public QDockWidget {
    Q_OBJECT
public:
    // `labs` are every lab of the window; `current` says which one is shown.
    LessonRecorder(std::vector<LabPage*> labs, std::function<LabPage*()> current,
                   QWidget* parent = nullptr);

    bool recording() const { return m_recording; }
    const scenario::Lesson& lesson() const { return m_lesson; }
    QListWidget* stepList() const { return m_list; }

    void start(); // step 1 is the lab shown now
    void stop();
    // Writes the lesson (schema 2) through QSaveFile; "" or the error.
    QString save(const QString& path);

    // The editor's fields for the selected step (tests fill them as a user types).
    QLineEdit* titleField() const { return m_title; }
    QPlainTextEdit* captionField(const char* lang) const;
    QPlainTextEdit* notesField() const { return m_notes; }
    QComboBox* questionKind() const { return m_kind; }
    QLineEdit* promptField() const { return m_prompt; }
    QPlainTextEdit* choicesField() const { return m_choices; } // one per line; "*" marks the right
    QDoubleSpinBox* answerField() const { return m_answer; }
    QDoubleSpinBox* toleranceField() const { return m_tolerance; }
    QLineEdit* explanationField() const { return m_explanation; }
    // A click question's answer: what to click on the canvas, "slot:3", "bit:29", "node:B".
    QLineEdit* targetField() const { return m_target; }

signals:
    void recordingChanged(bool on);

protected:
    void changeEvent(QEvent* event) override;

private:
    void record(LabPage* lab);
    void followStage(LabPage* lab);
    void select(int row);
    void storeEdits();     // the fields into the selected step
    void showKindFields(); // the answer fields of the question kind chosen
    void refreshList();
    void retranslate();
    QString language() const;

    std::vector<LabPage*> m_labs;
    std::function<LabPage*()> m_current;
    scenario::Lesson m_lesson;
    bool m_recording = false;
    bool m_loading = false; // filling the fields from a step: no edits to store
    int m_selected = -1;
    QLabel* m_help;
    QLineEdit* m_title;
    QListWidget* m_list;
    QPlainTextEdit *m_captionEn, *m_captionZh, *m_notes, *m_choices;
    QComboBox* m_kind;
    QLineEdit *m_prompt, *m_explanation, *m_target;
    QDoubleSpinBox *m_answer, *m_tolerance;
    QPushButton *m_delete, *m_stop;

    // A test fixture (tests/app/shell/shell_test_access.h): puts a lesson in the editor.
    friend class LessonRecorderTestAccess;
};

} // namespace hashlab::app

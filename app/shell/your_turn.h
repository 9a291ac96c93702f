#pragma once
// Your turn (issue 31): the lab becomes an exercise on fresh input made from a seed. The bar shows
// the seed and the step's prompt and waits for the student's choice: on the canvas through a
// ClickPicker (a click, or Tab / the arrows and Enter) where the answer is a canvas target, else
// Yes / No buttons or a field (a number, a digit, a bucket, a slot of the grown table). Each
// choice goes to scenario::ExerciseRun, the checker: right advances (the canvas rings the cell
// done), wrong says why and the student tries again, the third wrong choice gives the answer. In
// an exam the reasons and the answers wait for the end. At the end the shared SummaryPanel gives
// the figures and New exercise, Show solution (the lab replays the exercise's trace) and Save
// record (attempt.h's JSON, for `hashlab grade`). Stop (or Esc) puts the lab back as it was.
#include "your_turn_dialog.h"

#include "hashlab/scenario/attempt.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QWidget>

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace hashlab::app {

class AnswerMarker;
class ClickPicker;
class LabPage;
class SummaryPanel;

class YourTurnBar : public QWidget {
    Q_OBJECT
public:
    explicit YourTurnBar(QWidget* parent = nullptr);
    ~YourTurnBar() override;

    // Makes the exercise, keeps the lab's state to put back and loads the exercise's setup
    // (exercise_states.h). "" or the error (then nothing changed).
    QString start(LabPage* lab, const YourTurnChoice& choice);
    // Leaves Your turn and restores the lab's state from before start(); `restore` false leaves
    // the lab to what took it over (a lesson that loaded its own state).
    void stop(bool restore = true);
    bool active() const { return m_run != nullptr; }
    bool finished() const;
    LabPage* lab() const { return m_lab; }
    const YourTurnChoice& choice() const { return m_choice; }
    const scenario::ExerciseRun* run() const { return m_run.get(); }

    // A choice as a canvas pick, a button or the field gives it ("slot:3", "t2:1", "node:C",
    // "yes", "7").
    void choose(const QString& choice);
    // The record so far (complete once finished), and writing it; "" or the error.
    scenario::Attempt attempt() const;
    QString saveRecord(const QString& path) const;
    // "probing-linear-41.json" (with the student's name in an exam).
    QString recordFileName() const;
    // The lab replays the exercise's operations and the bar lists each step with its answer.
    void showSolution();

    // Whether the lab's state is still the one the bar last loaded (the exercise's setup, the
    // operations performed so far, the solution): false once an import or a connection
    // replaced it, which then stays when the exercise ends.
    bool labIsTheExercises() const;
    // The lab's own controls that Your turn keeps locked while the student works.
    QList<QWidget*> lockedControls() const;

    // The prompt, the verdict and (at the end) the summary and solution, as one text.
    QString text() const;
    QString verdictText() const;
    ClickPicker* picker() const { return m_picker; }
    SummaryPanel* summary() const { return m_summary; }
    QLineEdit* answerField() const { return m_field; }
    QPushButton* answerButton() const { return m_answer; }
    QPushButton* yesButton() const { return m_yes; }
    QPushButton* noButton() const { return m_no; }
    QPushButton* stopButton() const { return m_stop; }

signals:
    void started();
    void stopped();
    // Start a new exercise of the same kind and level on a fresh seed (the window asks nothing).
    void newExerciseRequested();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showStep();  // the current step's prompt and its way of answering; its clock starts
    void writeStep(); // the step's texts alone (a language change keeps the step and its clock)
    void writeVerdict();
    // Loads `state` into the lab as the exercise's own (null: the lab stays as it is).
    QString loadExerciseState(const nlohmann::json& state);
    // Performs the operations whose steps are all answered on the canvas: the key lands in its
    // slot, the word's bits light up.
    void showOperationsDone();
    void lockLab(bool locked);
    void showEnd(); // the summary
    // The canvas was laid out again (a state loaded, F11, the drawer): the candidates moved.
    void refreshPicker();
    void retranslate();
    void answerTyped();
    void askSaveRecord();
    QString choiceLabel(const QString& choice) const;
    bool exam() const { return m_choice.exam; }

    QPointer<LabPage> m_lab;
    nlohmann::json m_before; // the lab's state before start(), put back by stop()
    YourTurnChoice m_choice;
    std::unique_ptr<scenario::ExerciseRun> m_run;
    QString m_started;
    QElapsedTimer m_clock, m_total;
    qint64 m_totalMs = 0;
    // The last judgement, kept to be written again in another language.
    struct Judgement {
        scenario::Verdict verdict = scenario::Verdict::Right;
        QString step, choice, answer;
        Text reason;
    };
    std::optional<Judgement> m_judged;
    QString m_notice;       // a line instead of the verdict ("Saved …"), until the next choice
    nlohmann::json m_shown; // the lab's state as the bar last loaded it
    std::size_t m_opsShown = 0; // operations of the setup performed on the canvas
    QList<QPointer<QWidget>> m_locked;
    QStringList m_lockedTips;
    bool m_solutionShown = false;

    QLabel* m_title;
    QPushButton* m_stop;
    QLabel* m_prompt;
    QLabel* m_hint;
    QPushButton* m_yes;
    QPushButton* m_no;
    QLineEdit* m_field;
    QPushButton* m_answer;
    QLabel* m_verdictLabel;
    SummaryPanel* m_summary;
    QLabel* m_solution;
    QWidget* m_scroller;
    QPointer<ClickPicker> m_picker;
    QPointer<AnswerMarker> m_marker;
    QPointer<QWidget> m_canvas; // watched for resizes while the picker waits on it
    bool m_refreshQueued = false;
};

} // namespace hashlab::app

#pragma once
// LessonRunner: walks a guided lesson (scenario schema 2) step by step. It owns where the class
// is (step i of n, which questions were answered and how) and nothing of the labs: the window
// gives it a way to show a step in its lab and the step player of the lab shown.
//
// Forward (Right/PageDown, a clicker's "next"): a step's question is answered or revealed first
// (predict, then see); then the lab's step player plays the step's stages one by one; past the
// last stage the next lesson step opens at its first stage. Back walks the same path in reverse:
// the previous step opens at its last stage, as the class last saw it.
#include "hashlab/scenario/lesson.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace hashlab::app {

class StepPlayer;

class LessonRunner : public QObject {
    Q_OBJECT
public:
    // Class: the teacher reveals each answer (Forward does it). Self-study: the student answers
    // and is told right or wrong with the explanation; Forward on an unanswered question shows
    // the answer as skipped.
    // In both, a wrong answer does not give the answer away: it is marked wrong and the question
    // stays open for another (the class argues, then tries again). Right settles it; Forward
    // reveals it (Wrong once a wrong answer was given, Revealed when none was).
    enum class Mode { Class, SelfStudy };
    enum class Answer { Open, Right, Wrong, Revealed };
    // Shows `step` in its lab, its player at the step's stage (or where the state leaves it), and
    // returns "" or what went wrong.
    using ShowStep = std::function<QString(const scenario::Step& step)>;
    using Player = std::function<StepPlayer*()>;

    LessonRunner(ShowStep show, Player player, QObject* parent = nullptr);

    // Opens the lesson at its first step with its question open, in class mode (a drill then asks
    // for self-study), whatever the last lesson left; returns the error of showing it, and then
    // nothing changes.
    QString start(const scenario::Lesson& lesson, const QString& name);
    void close();
    bool active() const { return m_active; }
    // Counts the lessons opened: a view built for step 1 of one lesson is not one for step 1 of
    // the next (or of the same lesson opened again).
    int session() const { return m_session; }

    const scenario::Lesson& lesson() const { return m_lesson; }
    QString name() const { return m_name; } // the file's base name
    int index() const { return m_index; }
    int count() const { return static_cast<int>(m_lesson.steps.size()); }
    const scenario::Step& step() const {
        return m_lesson.steps.at(static_cast<std::size_t>(m_index));
    }
    Answer answer() const { return m_answers.at(static_cast<std::size_t>(m_index)); }
    // What was answered on the current step (a choice's index, a number, a target id).
    QString given() const { return m_given.at(static_cast<std::size_t>(m_index)); }
    // The wrong answers given to the current step's question so far, in the order given (in
    // given()'s form); the question may still be open.
    QStringList wrongTries() const { return m_wrong.at(static_cast<std::size_t>(m_index)); }
    // Questions answered right first time (a right answer after a wrong one does not count), and
    // questions answered (right or wrong) or revealed: the self-study score.
    int score() const;
    int questionsDone() const;
    int questionCount() const;

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    bool blanked() const { return m_blanked; }
    // Forward past the last stage of the last step: the lesson's summary shows (Back returns).
    bool finished() const { return m_finished; }
    // Questions revealed or left open without an answer: not answered by the student.
    int skipped() const;

public slots:
    void forward();
    void back();
    void toggleBlank();
    void reveal();
    void answerChoice(int choice);
    void answerNumber(double value);
    void answerClick(const QString& target);

signals:
    void changed(); // the step, its answer state, the mode or the blank screen changed
    void closed();
    void
    failed(const QString& message); // a step could not be shown (the lesson stays where it was)

private:
    bool show(int index, bool atEnd);
    void settle(Answer answer, const QString& given);
    void answered(bool right, const QString& given);
    bool waitingForAnswer() const;
    void followPlayer(StepPlayer* player);

    ShowStep m_show;
    Player m_player;
    scenario::Lesson m_lesson;
    QString m_name;
    bool m_active = false;
    bool m_blanked = false;
    int m_session = 0;
    bool m_finished = false;
    int m_index = 0;
    int m_firstStage = 0; // the lowest stage of this step so far: Back stops there
    QMetaObject::Connection m_playerWatch;
    Mode m_mode = Mode::Class;
    std::vector<Answer> m_answers;
    std::vector<QString> m_given;
    std::vector<QStringList> m_wrong; // per step: the wrong answers given, in order

    // A test fixture (tests/app/shell/shell_test_access.h): jumps to a step.
    friend class LessonRunnerTestAccess;
    void goTo(int index);
};

} // namespace hashlab::app

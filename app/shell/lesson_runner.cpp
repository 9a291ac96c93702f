#include "lesson_runner.h"

#include "step_player.h"

#include <algorithm>

namespace hashlab::app {

LessonRunner::LessonRunner(ShowStep show, Player player, QObject* parent)
    : QObject(parent), m_show(std::move(show)), m_player(std::move(player)) {}

QString LessonRunner::start(const scenario::Lesson& lesson, const QString& name) {
    if (lesson.steps.empty())
        return tr("The lesson has no steps.");
    const scenario::Lesson previous = m_lesson;
    const bool wasActive = m_active;
    m_lesson = lesson;
    const QString error = m_show(m_lesson.steps.front());
    if (!error.isEmpty()) {
        m_lesson = previous; // nothing changes: the lesson (if any) that was open stays open
        m_active = wasActive;
        return error;
    }
    m_name = name;
    m_active = true;
    m_blanked = false;
    ++m_session;
    m_finished = false;
    m_mode = Mode::Class;
    m_index = 0;
    m_answers.assign(lesson.steps.size(), Answer::Open);
    m_given.assign(lesson.steps.size(), QString());
    m_wrong.assign(lesson.steps.size(), QStringList());
    StepPlayer* player = m_player();
    m_firstStage = player ? player->index() : 0;
    followPlayer(player);
    emit changed();
    return {};
}

void LessonRunner::followPlayer(StepPlayer* player) {
    disconnect(m_playerWatch);
    if (!player)
        return;
    // The teacher took the player below where the step opened (Home, a click on its slider):
    // Back then walks the stages down to the first before it leaves the step.
    m_playerWatch = connect(player, &StepPlayer::indexChanged, this,
                            [this](int index) { m_firstStage = std::min(m_firstStage, index); });
}

void LessonRunner::close() {
    if (!m_active)
        return;
    m_active = false;
    m_blanked = false;
    emit changed();
    emit closed();
}

bool LessonRunner::show(int index, bool atEnd) {
    const QString error = m_show(m_lesson.steps.at(static_cast<std::size_t>(index)));
    if (!error.isEmpty()) {
        emit failed(error);
        return false;
    }
    m_index = index;
    m_finished = false;
    // Back stops at the stage the step opens with, however the step was reached.
    StepPlayer* player = m_player();
    m_firstStage = player ? player->index() : 0;
    if (atEnd && player)
        player->toEnd();
    followPlayer(player);
    emit changed();
    return true;
}

bool LessonRunner::waitingForAnswer() const {
    return step().question.has_value() && answer() == Answer::Open;
}

void LessonRunner::forward() {
    if (!m_active)
        return;
    if (m_blanked) {
        toggleBlank();
        return;
    }
    if (waitingForAnswer()) {
        reveal();
        return;
    }
    StepPlayer* player = m_player();
    if (player && player->index() < player->count()) {
        player->stepForward();
        emit changed();
        return;
    }
    if (m_index + 1 < count()) {
        show(m_index + 1, false);
    } else if (!m_finished) {
        m_finished = true;
        emit changed();
    }
}

void LessonRunner::back() {
    if (!m_active)
        return;
    if (m_blanked) {
        toggleBlank();
        return;
    }
    if (m_finished) {
        m_finished = false;
        emit changed();
        return;
    }
    StepPlayer* player = m_player();
    if (player && player->index() > m_firstStage) {
        player->stepBack();
        emit changed();
        return;
    }
    if (m_index > 0)
        show(m_index - 1, true);
}

void LessonRunner::goTo(int index) {
    if (m_active && index >= 0 && index < count() && index != m_index)
        show(index, false);
}

void LessonRunner::toggleBlank() {
    if (!m_active)
        return;
    m_blanked = !m_blanked;
    emit changed();
}

void LessonRunner::setMode(Mode mode) {
    if (m_mode == mode)
        return;
    m_mode = mode;
    emit changed();
}

int LessonRunner::score() const {
    int right = 0;
    for (std::size_t i = 0; i < m_answers.size(); ++i)
        right += m_answers[i] == Answer::Right && m_wrong[i].isEmpty();
    return right;
}

int LessonRunner::questionsDone() const {
    int done = 0;
    for (std::size_t i = 0; i < m_answers.size(); ++i)
        done +=
            m_lesson.steps[i].question && (m_answers[i] != Answer::Open || !m_wrong[i].isEmpty());
    return done;
}

int LessonRunner::skipped() const {
    int skipped = 0;
    for (std::size_t i = 0; i < m_answers.size(); ++i)
        skipped +=
            m_lesson.steps[i].question && ((m_answers[i] == Answer::Open && m_wrong[i].isEmpty()) ||
                                           m_answers[i] == Answer::Revealed);
    return skipped;
}

int LessonRunner::questionCount() const {
    return static_cast<int>(
        std::count_if(m_lesson.steps.begin(), m_lesson.steps.end(),
                      [](const scenario::Step& s) { return s.question.has_value(); }));
}

void LessonRunner::settle(Answer answer, const QString& given) {
    if (!m_active || !waitingForAnswer())
        return;
    m_answers[static_cast<std::size_t>(m_index)] = answer;
    m_given[static_cast<std::size_t>(m_index)] = given;
    emit changed();
}

void LessonRunner::reveal() {
    // After a wrong answer the reveal settles it as that answer: answered, and not right.
    if (!m_active)
        return;
    const QStringList wrong = wrongTries();
    settle(wrong.isEmpty() ? Answer::Revealed : Answer::Wrong,
           wrong.isEmpty() ? QString() : wrong.back());
}

void LessonRunner::answered(bool right, const QString& given) {
    if (!m_active || !waitingForAnswer())
        return;
    if (right) {
        settle(Answer::Right, given);
        return;
    }
    QStringList& wrong = m_wrong[static_cast<std::size_t>(m_index)];
    if (wrong.contains(given))
        return; // the same wrong answer again tells nothing new
    wrong.append(given);
    m_given[static_cast<std::size_t>(m_index)] = given;
    emit changed();
}

void LessonRunner::answerChoice(int choice) {
    if (!m_active || !step().question || step().question->kind != scenario::Question::Kind::Choice)
        return;
    const auto& q = *step().question;
    if (choice < 0 || choice >= static_cast<int>(q.choices.size()))
        return;
    answered(static_cast<std::size_t>(choice) == q.correct, QString::number(choice));
}

void LessonRunner::answerNumber(double value) {
    if (!m_active || !step().question || step().question->kind != scenario::Question::Kind::Number)
        return;
    answered(scenario::acceptsNumber(*step().question, value), QString::number(value, 'g', 15));
}

void LessonRunner::answerClick(const QString& target) {
    if (!m_active || !step().question || step().question->kind != scenario::Question::Kind::Click)
        return;
    answered(target.toStdString() == step().question->target, target);
}

} // namespace hashlab::app

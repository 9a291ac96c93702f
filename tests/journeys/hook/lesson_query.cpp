// The hook's `lesson` query: the open lesson's place and its question, with the right answer, so a
// journey can answer it from the keyboard, wrong first and then right (issue 29's projector
// journey).
#include "queries.h"

#include "shell/click_picker.h"
#include "shell/lesson_runner.h"
#include "window/main_window.h"

#include <QJsonObject>

namespace hashlab::journey_hook {

using namespace hashlab::app;
using scenario::Question;

namespace {

QString answerName(LessonRunner::Answer answer) {
    switch (answer) {
    case LessonRunner::Answer::Open:
        return QStringLiteral("open");
    case LessonRunner::Answer::Right:
        return QStringLiteral("right");
    case LessonRunner::Answer::Wrong:
        return QStringLiteral("wrong");
    case LessonRunner::Answer::Revealed:
        return QStringLiteral("revealed");
    }
    return {};
}

} // namespace

QJsonObject lessonQuery(MainWindow* window) {
    QJsonObject o;
    LessonRunner* runner = window->lessonRunner();
    o[QStringLiteral("active")] = runner->active();
    if (!runner->active())
        return o;
    o[QStringLiteral("step")] = runner->index() + 1;
    o[QStringLiteral("count")] = runner->count();
    o[QStringLiteral("finished")] = runner->finished();
    o[QStringLiteral("score")] = runner->score();
    const auto& question = runner->step().question;
    if (!question)
        return o;
    QJsonObject q;
    q[QStringLiteral("answer")] = answerName(runner->answer());
    q[QStringLiteral("wrongTries")] = QJsonArray::fromStringList(runner->wrongTries());
    switch (question->kind) {
    case Question::Kind::Choice:
        q[QStringLiteral("kind")] = QStringLiteral("choice");
        q[QStringLiteral("choices")] = static_cast<int>(question->choices.size());
        q[QStringLiteral("correct")] = static_cast<int>(question->correct);
        break;
    case Question::Kind::Number:
        q[QStringLiteral("kind")] = QStringLiteral("number");
        q[QStringLiteral("number")] = question->answer;
        q[QStringLiteral("tolerance")] = question->tolerance;
        break;
    case Question::Kind::Click:
        q[QStringLiteral("kind")] = QStringLiteral("click");
        q[QStringLiteral("target")] = QString::fromStdString(question->target);
        break;
    }
    if (ClickPicker* picker = window->clickPicker(); picker && picker->active()) {
        q[QStringLiteral("candidates")] = QJsonArray::fromStringList(picker->ids());
        q[QStringLiteral("highlighted")] = picker->highlighted();
    }
    o[QStringLiteral("question")] = q;
    return o;
}

} // namespace hashlab::journey_hook

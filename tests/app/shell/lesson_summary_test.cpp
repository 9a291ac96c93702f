// Issue 29, item 2: a lesson and a drill end on one summary (shell/summary_panel.h) whose caller
// supplies its figures and buttons: answered, right first time, skipped, with "Again" and "Next
// lesson" for a lesson, "Again" for a drill. Self-study or class mode belongs to the lesson and
// shows on its bar.
#include "shell/lesson_bar.h"
#include "shell/lesson_runner.h"
#include "shell/lessons.h"
#include "shell/question_panel.h"
#include "shell/summary_panel.h"
#include "shell_test_access.h"
#include "support/lesson_window.h"
#include "window/main_window.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

struct Window : hashlab::app::testing::ScratchWindow {
    SummaryPanel* summary() { return bar()->summary(); }
    QPushButton* button(const char* name) {
        return summary()->findChild<QPushButton*>(QString::fromLatin1(name));
    }
    // The clicker's "next" until the lesson ends (every question revealed on the way).
    void pageToTheEnd() {
        for (int guard = 0; guard < 2000 && !runner()->finished(); ++guard)
            press(Qt::Key_PageDown);
    }
};

TEST(LessonSummary, ALessonEndsOnItsFiguresWithAgainAndNextLesson) {
    Window w;
    const QList<Lesson> lessons = availableLessons();
    ASSERT_GE(lessons.size(), 2);
    ASSERT_EQ(w.window.openScenario(lessons.front().resourcePath), QString());
    // Self-study: the first question right, the others skipped by "next".
    w.bar()->modeButton()->click();
    EXPECT_TRUE(LessonBarTestAccess::progressText(*w.bar()).contains(QStringLiteral("self-study")));
    int first = 0;
    while (!w.runner()->step().question)
        LessonRunnerTestAccess::goTo(*w.runner(), ++first);
    const auto& q = *w.runner()->step().question;
    if (q.kind == hashlab::scenario::Question::Kind::Choice)
        w.runner()->answerChoice(static_cast<int>(q.correct));
    else if (q.kind == hashlab::scenario::Question::Kind::Number)
        w.runner()->answerNumber(q.answer);
    else
        w.runner()->answerClick(QString::fromStdString(q.target));
    ASSERT_EQ(w.runner()->answer(), LessonRunner::Answer::Right);
    const int questions = w.runner()->questionCount();
    EXPECT_FALSE(w.summary()->isVisible());
    w.pageToTheEnd();
    ASSERT_TRUE(w.runner()->finished());
    QApplication::processEvents();
    EXPECT_TRUE(w.summary()->isVisible());
    const QString text = w.summary()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("End of the lesson"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("1 of %1 answered").arg(questions)))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("1 right first time"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("%1 skipped").arg(questions - 1)))
        << text.toStdString();
    ASSERT_NE(w.button("SummaryAgain"), nullptr);
    ASSERT_NE(w.button("SummaryNextLesson"), nullptr);
    // Back leaves the summary for the last step; next comes back to it.
    w.press(Qt::Key_PageUp);
    EXPECT_FALSE(w.runner()->finished());
    EXPECT_FALSE(w.summary()->isVisible());
    w.pageToTheEnd();
    // "Next lesson" opens the menu's next lesson at its first step, in class mode.
    w.button("SummaryNextLesson")->click();
    EXPECT_TRUE(QTest::qWaitFor([&] {
        return w.runner()->name() != QFileInfo(lessons.front().resourcePath).completeBaseName();
    }));
    EXPECT_EQ(w.runner()->name(), QFileInfo(lessons.at(1).resourcePath).completeBaseName());
    EXPECT_EQ(w.runner()->index(), 0);
    EXPECT_FALSE(w.runner()->finished());
    EXPECT_EQ(w.runner()->mode(), LessonRunner::Mode::Class);
    EXPECT_TRUE(LessonBarTestAccess::progressText(*w.bar()).contains(QStringLiteral("class")));
    EXPECT_FALSE(w.summary()->isVisible());
    // "Again" opens the same lesson at its first step.
    w.pageToTheEnd();
    const QString name = w.runner()->name();
    w.button("SummaryAgain")->click();
    EXPECT_TRUE(QTest::qWaitFor([&] { return !w.runner()->finished(); }));
    EXPECT_EQ(w.runner()->name(), name);
    EXPECT_EQ(w.runner()->index(), 0);
}

// Answers the current question: right, or wrong (a value no question of a drill accepts).
void answer(LessonRunner* runner, bool right) {
    const auto& q = *runner->step().question;
    switch (q.kind) {
    case hashlab::scenario::Question::Kind::Number:
        runner->answerNumber(right ? q.answer : q.answer + 1e9);
        break;
    case hashlab::scenario::Question::Kind::Choice:
        runner->answerChoice(right ? static_cast<int>(q.correct) : (q.correct == 0 ? 1 : 0));
        break;
    case hashlab::scenario::Question::Kind::Click:
        runner->answerClick(right ? QString::fromStdString(q.target) : QStringLiteral("nowhere"));
        break;
    }
}

// A drill's prompts share the lesson's runner: wrong then right reveals, and counts as answered
// but not right first time.
TEST(LessonSummary, WrongThenRightInADrillIsAnsweredButNotRightFirstTime) {
    Window w;
    ASSERT_EQ(w.window.startDrill(QStringLiteral("ring"), 5, 2), QString());
    answer(w.runner(), false);
    EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Open);
    EXPECT_EQ(w.runner()->wrongTries().size(), 1);
    answer(w.runner(), true);
    EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Right);
    EXPECT_TRUE(w.bar()->questionPanel()->text().contains(QStringLiteral("The answer:")));
    while (w.runner()->index() == 0)
        w.press(Qt::Key_PageDown);
    answer(w.runner(), true);
    w.pageToTheEnd();
    ASSERT_TRUE(w.runner()->finished());
    QApplication::processEvents();
    const QString text = w.summary()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("2 of 2 answered"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("1 right first time"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("0 skipped"))) << text.toStdString();
}

TEST(LessonSummary, ADrillEndsOnItsScoreAndAgainStartsTheSameDrill) {
    Window w;
    ASSERT_EQ(w.window.startDrill(QStringLiteral("ring"), 5, 2), QString());
    const QString firstPrompt = w.bar()
                                    ->questionPanel()
                                    ->findChild<QLabel*>(QStringLiteral("LessonQuestionPrompt"))
                                    ->text();
    const auto& q = *w.runner()->step().question;
    switch (q.kind) { // a wrong answer
    case hashlab::scenario::Question::Kind::Number:
        w.runner()->answerNumber(q.answer + 1e9);
        break;
    case hashlab::scenario::Question::Kind::Choice:
        w.runner()->answerChoice(q.correct == 0 ? 1 : 0);
        break;
    case hashlab::scenario::Question::Kind::Click:
        w.runner()->answerClick(QStringLiteral("nowhere"));
        break;
    }
    ASSERT_EQ(w.runner()->answer(), LessonRunner::Answer::Open); // open for another try
    w.pageToTheEnd(); // the first Page Down reveals it: answered, wrong
    ASSERT_TRUE(w.runner()->finished());
    QApplication::processEvents();
    EXPECT_TRUE(w.summary()->isVisible());
    const QString text = w.summary()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("End of the drill"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("1 of 2 answered"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("0 right first time"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("1 skipped"))) << text.toStdString();
    ASSERT_NE(w.button("SummaryAgain"), nullptr);
    EXPECT_EQ(w.button("SummaryNextLesson"), nullptr);
    w.button("SummaryAgain")->click();
    EXPECT_TRUE(QTest::qWaitFor([&] { return !w.runner()->finished(); }));
    EXPECT_EQ(w.runner()->index(), 0);
    EXPECT_EQ(w.runner()->mode(), LessonRunner::Mode::SelfStudy);
    EXPECT_EQ(w.bar()
                  ->questionPanel()
                  ->findChild<QLabel*>(QStringLiteral("LessonQuestionPrompt"))
                  ->text(),
              firstPrompt);
    EXPECT_TRUE(w.bar()->questionPanel()->isVisible());
}

} // namespace

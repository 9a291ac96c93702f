// Issue 29: "closing a lesson on its first step and opening it again loses the first question:
// only the caption shows, Right/PageDown do nothing, Self-study's Next scores an answer to the
// invisible question". Opening a lesson always starts at its first step with its question, in the
// lesson's own mode, however the last one ended: closed on step 1, finished, mid-animation, during
// a drill, or replaced by another lesson without being closed.
#include "shell/lesson_bar.h"
#include "shell/lesson_runner.h"
#include "shell/question_panel.h"
#include "shell/step_player.h"
#include "support/lesson_window.h"
#include "window/main_window.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using nlohmann::json;

json text(const std::string& en) {
    return {{"en", en}, {"zh_CN", "中文 " + en}};
}

json probingState() {
    return hashlab::app::testing::stepTwoProbingState();
}

// Step 1 asks a choice question at stage 0; step 2 only shows.
json lesson(const std::string& prompt, int choices) {
    json list = json::array();
    for (int i = 0; i < choices; ++i)
        list.push_back(text(prompt + " choice " + std::to_string(i + 1)));
    return {
        {"format", "hashlab-scenario"},
        {"schema", 2},
        {"steps",
         json::array(
             {{{"lab", "probing"},
               {"state", probingState()},
               {"stage", 0},
               {"caption", text("The first caption")},
               {"question",
                {{"kind", "choice"}, {"prompt", text(prompt)}, {"choices", list}, {"answer", 1}}}},
              {{"stage", 2}, {"caption", text("The second caption")}}})}};
}

struct Window : hashlab::app::testing::ScratchWindow {
    QString path = write(lesson("Which slot holds 8?", 2));
    QuestionPanel* panel() { return bar()->questionPanel(); }
    QLabel* prompt() { return panel()->findChild<QLabel*>(QStringLiteral("LessonQuestionPrompt")); }
    QLabel* verdict() { return panel()->findChild<QLabel*>(QStringLiteral("LessonVerdict")); }
    void open(const QString& file) {
        ASSERT_EQ(window.openScenario(file), QString());
        QApplication::processEvents();
    }
    // What a class sees of the first step: its caption and its question, open, with its choices,
    // and the clicker's "next" reveals the answer on the bar.
    void expectFirstQuestion(const char* expected, int choices) {
        ASSERT_TRUE(runner()->active());
        EXPECT_EQ(runner()->index(), 0);
        EXPECT_EQ(runner()->answer(), LessonRunner::Answer::Open);
        EXPECT_TRUE(panel()->isVisible()) << "the first question is not shown";
        EXPECT_TRUE(prompt()->isVisible());
        EXPECT_TRUE(prompt()->text().contains(QString::fromLatin1(expected)))
            << prompt()->text().toStdString();
        ASSERT_EQ(panel()->choiceButtons().size(), choices);
        for (QPushButton* b : panel()->choiceButtons()) {
            EXPECT_TRUE(b->isVisible());
            EXPECT_TRUE(b->isEnabled());
        }
        if (StepPlayer* player = window.currentLab()->stepPlayer()) {
            EXPECT_EQ(player->index(), 0) << "the step opens at its stage";
            EXPECT_FALSE(player->playing());
        }
        press(Qt::Key_Right);
        EXPECT_EQ(runner()->answer(), LessonRunner::Answer::Revealed);
        EXPECT_TRUE(verdict()->isVisible()) << "Right revealed nothing on the bar";
        EXPECT_TRUE(verdict()->text().contains(QStringLiteral("The answer")));
    }
};

TEST(LessonRestart, ClosedOnItsFirstStepItOpensWithItsQuestion) {
    Window w;
    w.open(w.path);
    w.runner()->close();
    w.open(w.path);
    w.expectFirstQuestion("Which slot holds 8?", 2);
}

TEST(LessonRestart, SelfStudyScoresOnlyAQuestionTheStudentSaw) {
    Window w;
    w.open(w.path);
    w.bar()->modeButton()->click();
    w.press(Qt::Key_Escape);
    ASSERT_FALSE(w.runner()->active());
    w.open(w.path);
    // The mode is the lesson's: a new lesson opens in class mode.
    EXPECT_EQ(w.runner()->mode(), LessonRunner::Mode::Class);
    EXPECT_FALSE(w.bar()->modeButton()->isChecked());
    w.bar()->modeButton()->click();
    ASSERT_TRUE(w.panel()->isVisible());
    w.panel()->choiceButtons().at(1)->click();
    EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Right);
    EXPECT_TRUE(w.verdict()->text().contains(QStringLiteral("Right.")));
}

TEST(LessonRestart, ReopenedADigitAnswersTheFirstQuestion) {
    Window w;
    w.open(w.path);
    w.press(Qt::Key_Escape);
    w.open(w.path);
    w.bar()->modeButton()->click();
    w.press(Qt::Key_2);
    EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Right);
    EXPECT_TRUE(w.verdict()->isVisible());
    EXPECT_TRUE(w.verdict()->text().contains(QStringLiteral("Right.")));
}

TEST(LessonRestart, FinishedItOpensAtTheFirstStep) {
    Window w;
    w.open(w.path);
    for (int guard = 0; guard < 50 && w.runner()->index() < 1; ++guard)
        w.press(Qt::Key_PageDown);
    ASSERT_EQ(w.runner()->index(), 1);
    for (int guard = 0; guard < 10; ++guard)
        w.press(Qt::Key_PageDown); // past the end: nothing more
    w.press(Qt::Key_Escape);
    w.open(w.path);
    w.expectFirstQuestion("Which slot holds 8?", 2);
}

TEST(LessonRestart, ClosedMidAnimationItOpensStill) {
    Window w;
    w.open(w.path);
    w.press(Qt::Key_Right); // reveal
    StepPlayer* player = w.window.currentLab()->stepPlayer();
    ASSERT_NE(player, nullptr);
    player->setSpeed(50);
    player->play();
    ASSERT_TRUE(player->playing());
    w.press(Qt::Key_Escape);
    w.open(w.path);
    w.expectFirstQuestion("Which slot holds 8?", 2);
    QTest::qWait(100); // a player left playing would have moved by now
    EXPECT_EQ(player->index(), 0);
}

TEST(LessonRestart, AfterADrillTheLessonIsInClassModeWithItsQuestion) {
    Window w;
    ASSERT_EQ(w.window.startDrill(QStringLiteral("probing"), 7, 3), QString());
    EXPECT_EQ(w.runner()->mode(), LessonRunner::Mode::SelfStudy);
    w.open(w.path); // over the running drill
    EXPECT_EQ(w.runner()->mode(), LessonRunner::Mode::Class);
    w.expectFirstQuestion("Which slot holds 8?", 2);
}

TEST(LessonRestart, ADrillReopenedShowsItsFirstPrompt) {
    Window w;
    ASSERT_EQ(w.window.startDrill(QStringLiteral("probing"), 7, 3), QString());
    const QString first = w.prompt()->text();
    ASSERT_FALSE(first.isEmpty());
    w.press(Qt::Key_Escape);
    ASSERT_EQ(w.window.startDrill(QStringLiteral("probing"), 7, 3), QString());
    QApplication::processEvents();
    EXPECT_TRUE(w.panel()->isVisible());
    EXPECT_TRUE(w.prompt()->isVisible());
    EXPECT_EQ(w.prompt()->text(), first);
    EXPECT_EQ(w.runner()->mode(), LessonRunner::Mode::SelfStudy);
}

TEST(LessonRestart, AnotherLessonOverAnOpenOneGetsItsOwnAnswers) {
    Window w;
    w.open(w.path);
    const QString other = w.write(lesson("Where does 24 go?", 3), "other.json");
    w.open(other); // not closed first: the bar still shows step 1 of the first
    w.expectFirstQuestion("Where does 24 go?", 3);
}

} // namespace

// A lesson says "now you do it" (issue 31): its your_turn step starts that exercise in the lab, the
// class performs it, and the lesson goes on past it; back on the step, the exercise starts again.
#include "labs/tables/probing_lab.h"
#include "shell/lesson_runner.h"
#include "support/your_turn_driver.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::app::testing::YourTurnWindow;
using nlohmann::json;

json lessonWithATurn() {
    return {{"format", "hashlab-scenario"},
            {"schema", 2},
            {"title", {{"en", "Linear probing"}}},
            {"steps", json::array({{{"lab", "probing"}, {"caption", {{"en", "Watch"}}}},
                                   {{"caption", {{"en", "Now you do it"}}},
                                    {"your_turn", {{"kind", "linear"}, {"seed", 41}}}},
                                   {{"caption", {{"en", "Well done"}}}}})}};
}

void settle() {
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
}

TEST(YourTurnLesson, TheStepStartsItsExerciseAndTheLessonGoesOnPastIt) {
    YourTurnWindow w;
    json doc = lessonWithATurn();
    doc["steps"][0]["state"] =
        qobject_cast<ProbingLab*>(w.window.lab(QStringLiteral("probing")))->saveState();
    ASSERT_EQ(w.window.openScenario(w.write(doc)), QString());
    settle();
    ASSERT_TRUE(w.runner()->active());
    EXPECT_FALSE(w.bar()->active());
    LabPage* lab = w.window.currentLab();
    const json stepOne = lab->saveState();

    // Page Down, as a clicker does: step 2 hands over exercise 41.
    while (w.runner()->index() < 1)
        QTest::keyClick(&w.window, Qt::Key_PageDown);
    settle();
    ASSERT_TRUE(w.bar()->active());
    EXPECT_TRUE(w.runner()->active()); // the lesson stays open above the exercise
    EXPECT_EQ(w.bar()->choice().kind, QStringLiteral("linear"));
    EXPECT_EQ(w.bar()->choice().seed, 41u);
    EXPECT_EQ(w.bar()->choice().level, 1);
    EXPECT_FALSE(w.bar()->choice().exam);
    EXPECT_NE(lab->saveState(), stepOne); // the exercise's own table

    // The class performs it: one wrong choice, then the rest right.
    w.answer(w.wrongCandidate().toStdString());
    w.answerTheRest();
    ASSERT_TRUE(w.bar()->finished());
    EXPECT_EQ(w.bar()->attempt().score.rightFirstTime + 1, w.bar()->attempt().score.steps);
    EXPECT_TRUE(w.runner()->active());

    // On with the lesson: the exercise ends and the next step shows its own state.
    while (w.runner()->index() < 2)
        QTest::keyClick(&w.window, Qt::Key_PageDown);
    settle();
    EXPECT_FALSE(w.bar()->active());
    EXPECT_EQ(lab->saveState(), stepOne);

    // Back to the step: the same exercise, from its first step.
    while (w.runner()->index() > 1)
        QTest::keyClick(&w.window, Qt::Key_PageUp);
    settle();
    ASSERT_TRUE(w.bar()->active());
    EXPECT_EQ(w.bar()->choice().seed, 41u);
    EXPECT_EQ(w.bar()->run()->stepIndex(), 0u);
}

// The shipped lessons end on their Your turn step: Page Down past it shows the lesson's summary and
// ends the exercise (its own summary beside the lesson's pushed the step player off the screen);
// the lab keeps what the class did, and Page Up starts the exercise again.
TEST(YourTurnLesson, PastALastYourTurnStepTheLessonsSummaryEndsTheExercise) {
    YourTurnWindow w;
    json doc = lessonWithATurn();
    doc["steps"].erase(2);
    doc["steps"][0]["state"] =
        qobject_cast<ProbingLab*>(w.window.lab(QStringLiteral("probing")))->saveState();
    ASSERT_EQ(w.window.openScenario(w.write(doc)), QString());
    settle();
    while (w.runner()->index() < 1)
        QTest::keyClick(&w.window, Qt::Key_PageDown);
    settle();
    ASSERT_TRUE(w.bar()->active());
    w.answer(w.wrongCandidate().toStdString());
    LabPage* lab = w.window.currentLab();
    const json performed = lab->saveState();

    for (int press = 0; press < 40 && !w.runner()->finished(); ++press)
        QTest::keyClick(&w.window, Qt::Key_PageDown);
    settle();
    ASSERT_TRUE(w.runner()->finished());
    EXPECT_TRUE(w.runner()->active()); // the summary, with Again and Next lesson
    EXPECT_FALSE(w.bar()->active());
    EXPECT_FALSE(w.bar()->isVisible());
    EXPECT_EQ(lab->saveState(), performed); // not put back over the class's work

    QTest::keyClick(&w.window, Qt::Key_PageUp);
    settle();
    EXPECT_FALSE(w.runner()->finished());
    ASSERT_TRUE(w.bar()->active());
    EXPECT_EQ(w.bar()->choice().seed, 41u);
    EXPECT_EQ(w.bar()->run()->stepIndex(), 0u);
}

} // namespace

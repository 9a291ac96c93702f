// The guided lesson "Collisions come sooner than you think": its answers are the birthday bound
// the collisions lab computes, and the naive store loses the records the explanation says.
#include "shell/scenario_io.h"

#include "hashlab/collisions/birthday.h"

#include <gtest/gtest.h>

#include <cmath>

namespace {

using namespace hashlab;

TEST(CollisionsGuidedLesson, TheAnswersAreTheBirthdayBound) {
    scenario::Lesson lesson;
    ASSERT_EQ(
        app::readLessonFile(QStringLiteral(":/scenarios/collisions_guided_birthday.json"), &lesson),
        QString());
    ASSERT_EQ(lesson.steps.size(), 4u);
    const auto point = collisions::birthday(1'000'000, 24).value();
    EXPECT_NEAR(lesson.steps[0].question->answer, point.pairsExpected, 0.5);
    const double half = collisions::keysForProbability(0.5, 24).value();
    EXPECT_NEAR(lesson.steps[1].question->answer, std::ceil(half), 0.5);
    EXPECT_EQ(lesson.steps[2].state["dedup"]["strategy"], "naive");
    EXPECT_EQ(lesson.steps[2].state["dedup"]["bits"], 4);
}

} // namespace

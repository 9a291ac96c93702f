// The lesson step kind "your_turn" (issue 31): a lesson hands the class an exercise of its lab.
#include "hashlab/scenario/exercise.h"
#include "hashlab/scenario/lesson.h"

#include <gtest/gtest.h>

using namespace hashlab::scenario;
using nlohmann::json;

namespace {

json lessonWith(const std::string& lab, json yourTurn) {
    json state = lab == "ring" ? json{{"algo", "ring"}, {"nodes", json::array({{{"name", "A"}}})}}
                               : json::object();
    return {{"format", "hashlab-scenario"},
            {"schema", 2},
            {"steps", json::array({{{"lab", lab}, {"state", state}},
                                   {{"caption", {{"en", "Now you do it"}}},
                                    {"your_turn", std::move(yourTurn)}}})}};
}

std::string errorOf(const json& doc) {
    auto r = parseLesson(doc.dump());
    return r.ok() ? std::string("(parsed)") : r.error().text();
}

} // namespace

TEST(LessonYourTurn, EveryKindOfEveryLabReadsAndWritesBack) {
    for (std::string_view lab : exerciseLabs())
        for (std::string_view kind : exerciseKinds(lab)) {
            const json doc =
                lessonWith(std::string(lab), {{"kind", kind}, {"seed", 41}, {"level", 2}});
            auto lesson = parseLesson(doc.dump());
            ASSERT_TRUE(lesson.ok()) << lab << "/" << kind << ": " << lesson.error().text();
            ASSERT_TRUE(lesson->steps[1].yourTurn.has_value());
            EXPECT_FALSE(lesson->steps[0].yourTurn.has_value());
            EXPECT_EQ(lesson->steps[1].yourTurn->kind, kind);
            EXPECT_EQ(lesson->steps[1].yourTurn->seed, 41u);
            EXPECT_EQ(lesson->steps[1].yourTurn->level, 2);
            auto again = parseLesson(serializeLesson(*lesson));
            ASSERT_TRUE(again.ok()) << again.error().text();
            ASSERT_TRUE(again->steps[1].yourTurn.has_value());
            EXPECT_EQ(again->steps[1].yourTurn->kind, kind);
            EXPECT_EQ(again->steps[1].yourTurn->seed, 41u);
            EXPECT_EQ(again->steps[1].yourTurn->level, 2);
        }
}

TEST(LessonYourTurn, TheLevelDefaultsToOneAndTheLargestSeedStaysExact) {
    auto lesson =
        parseLesson(lessonWith("probing", {{"kind", "linear"}, {"seed", kMaxYourTurnSeed}}).dump());
    ASSERT_TRUE(lesson.ok()) << lesson.error().text();
    EXPECT_EQ(lesson->steps[1].yourTurn->level, 1);
    EXPECT_EQ(lesson->steps[1].yourTurn->seed, kMaxYourTurnSeed);
}

TEST(LessonYourTurn, FaultsNameTheStepAndTheField) {
    // A kind of another lab: the probing lab has no "owner".
    std::string e = errorOf(lessonWith("probing", {{"kind", "owner"}, {"seed", 1}}));
    EXPECT_NE(e.find("steps[1].your_turn"), std::string::npos) << e;
    EXPECT_NE(e.find("kind"), std::string::npos) << e;
    e = errorOf(lessonWith("ring", {{"kind", "owner"}, {"seed", 1}, {"level", 4}}));
    EXPECT_NE(e.find("steps[1].your_turn.level"), std::string::npos) << e;
    e = errorOf(lessonWith("ring", {{"kind", "owner"}, {"seed", -1}}));
    EXPECT_NE(e.find("steps[1].your_turn.seed"), std::string::npos) << e;
    e = errorOf(lessonWith("ring", {{"kind", "owner"}, {"seed", kMaxYourTurnSeed + 1}}));
    EXPECT_NE(e.find("steps[1].your_turn.seed"), std::string::npos) << e;
    e = errorOf(lessonWith("ring", {{"kind", "owner"}}));
    EXPECT_NE(e.find("steps[1].your_turn.seed"), std::string::npos) << e;
    e = errorOf(lessonWith("ring", {{"seed", 3}}));
    EXPECT_NE(e.find("steps[1].your_turn.kind"), std::string::npos) << e;
    e = errorOf(lessonWith("ring", {{"kind", "owner"}, {"seed", 3}, {"mode", "exam"}}));
    EXPECT_NE(e.find("steps[1].your_turn.mode"), std::string::npos) << e;
    e = errorOf(lessonWith("ring", "owner"));
    EXPECT_NE(e.find("steps[1].your_turn"), std::string::npos) << e;
    // A step asks a question or hands over the algorithm, not both.
    json both = lessonWith("ring", {{"kind", "owner"}, {"seed", 3}});
    both["steps"][1]["question"] = {{"kind", "number"}, {"prompt", {{"en", "?"}}}, {"answer", 1}};
    e = errorOf(both);
    EXPECT_NE(e.find("steps[1]"), std::string::npos) << e;
    EXPECT_NE(e.find("question"), std::string::npos) << e;
}

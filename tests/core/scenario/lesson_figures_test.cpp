// Issue 29, "no spoilers": a question names the figures it hides and the texts quote figures as
// placeholders; both are checked against the step's lab when the lesson loads.
#include "hashlab/scenario/lesson.h"
#include "hashlab/scenario/lesson_figures.h"

#include <gtest/gtest.h>

using namespace hashlab::scenario;
using nlohmann::json;

namespace {

json ringLesson(json question, json caption = {{"en", "F joins"}}) {
    json state = {{"algo", "ring"}, {"nodes", json::array({{{"name", "A"}}, {{"name", "B"}}})}};
    return {
        {"format", "hashlab-scenario"},
        {"schema", 2},
        {"steps", json::array({{{"lab", "ring"}, {"state", state}, {"caption", {{"en", "Two"}}}},
                               {{"stage", 0}, {"caption", caption}, {"question", question}}})}};
}

json numberQuestion() {
    return {{"kind", "number"},
            {"prompt", {{"en", "How many keys move?"}}},
            {"answer", 214},
            {"hide", json::array({"moved", "max_over_mean"})},
            {"explanation", {{"en", "{moved} moved, max/mean {max_over_mean}."}}}};
}

std::string errorOf(const json& doc) {
    auto r = parseLesson(doc.dump());
    return r.ok() ? std::string("(parsed)") : r.error().text();
}

} // namespace

TEST(LessonFigures, AQuestionHidesFiguresAndItsTextsQuoteThem) {
    const std::string text = ringLesson(numberQuestion()).dump();
    auto r = parseLesson(text);
    ASSERT_TRUE(r.ok()) << r.error().text();
    EXPECT_EQ(pick(r->steps.at(1).question->explanation, "en"),
              "{moved} moved, max/mean {max_over_mean}.");
    auto hidden = readHiddenFigures(text);
    ASSERT_TRUE(hidden.ok()) << hidden.error().text();
    ASSERT_EQ(hidden->size(), 2u);
    EXPECT_TRUE(hidden->at(0).empty());
    EXPECT_EQ(hidden->at(1), (std::vector<std::string>{"moved", "max_over_mean"}));
}

TEST(LessonFigures, AnUnknownNameIsAnErrorNamingTheStep) {
    json q = numberQuestion();
    q["hide"] = json::array({"moved", "speed"});
    const std::string hide = errorOf(ringLesson(q));
    EXPECT_NE(hide.find("steps[1].question.hide"), std::string::npos) << hide;
    EXPECT_NE(hide.find("speed"), std::string::npos) << hide;
    q = numberQuestion();
    q["explanation"] = {{"en", "{moved} moved"}, {"zh_CN", "移动了 {moves} 个"}};
    const std::string quoted = errorOf(ringLesson(q));
    EXPECT_NE(quoted.find("steps[1].question.explanation"), std::string::npos) << quoted;
    EXPECT_NE(quoted.find("moves"), std::string::npos) << quoted;
    const std::string caption =
        errorOf(ringLesson(numberQuestion(), {{"en", "{reached_slots} slots"}}));
    EXPECT_NE(caption.find("steps[1].caption"), std::string::npos) << caption;
    q = numberQuestion();
    q["hide"] = "moved";
    EXPECT_NE(errorOf(ringLesson(q)).find("steps[1].question.hide"), std::string::npos);
    q["hide"] = json::array({1});
    EXPECT_NE(errorOf(ringLesson(q)).find("steps[1].question.hide"), std::string::npos);
}

TEST(LessonFigures, PlaceholdersAreNamesInBracesAndOtherBracesAreText) {
    EXPECT_EQ(placeholders("{moved} of {keys}, {1,2}, {Big}, {a b}, {}, {x_1}"),
              (std::vector<std::string>{"moved", "keys", "x_1"}));
    const auto value = [](std::string_view name) -> std::optional<std::string> {
        if (name == "moved")
            return std::string("1,234");
        return std::nullopt;
    };
    EXPECT_EQ(fillPlaceholders("{moved} moved; {other} and {1,2} stay", value),
              "1,234 moved; {other} and {1,2} stay");
    EXPECT_EQ(fillPlaceholders("{moved", value), "{moved");
}

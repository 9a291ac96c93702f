#include "hashlab/scenario/lesson.h"

#include "hashlab/scenario/lesson_figures.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

using namespace hashlab::scenario;
using nlohmann::json;

namespace {

json lessonDoc(json steps) {
    return {{"format", "hashlab-scenario"},
            {"schema", 2},
            {"title", {{"en", "Joins"}, {"zh_CN", "加入"}}},
            {"steps", std::move(steps)}};
}

json ringState() {
    return {{"algo", "ring"}, {"nodes", json::array({{{"name", "A"}}, {{"name", "B"}}})}};
}

std::string errorOf(const json& doc) {
    auto r = parseLesson(doc.dump());
    return r.ok() ? std::string("(parsed)") : r.error().text();
}

} // namespace

TEST(Lesson, StepsResolveActionsOnThePreviousState) {
    const json doc = lessonDoc(json::array({
        {{"lab", "ring"}, {"state", ringState()}, {"caption", {{"en", "Two nodes"}}}},
        {{"action",
          json::array({{{"op", "add"}, {"path", "/nodes/-"}, {"value", {{"name", "F"}}}}})},
         {"stage", 0},
         {"caption", {{"en", "F joins"}, {"zh_CN", "F 加入"}}}},
        {{"stage", 3}, {"notes", {{"en", "Count the moved keys aloud."}}}},
    }));
    auto r = parseLesson(doc.dump());
    ASSERT_TRUE(r.ok()) << r.error().text();
    const Lesson& lesson = *r;
    EXPECT_EQ(lesson.schema, 2);
    ASSERT_EQ(lesson.steps.size(), 3u);
    EXPECT_EQ(lesson.steps[0].state, ringState());
    EXPECT_EQ(lesson.steps[1].lab, "ring"); // inherited
    ASSERT_EQ(lesson.steps[1].state["nodes"].size(), 3u);
    EXPECT_EQ(lesson.steps[1].state["nodes"][2]["name"], "F");
    EXPECT_EQ(lesson.steps[2].state, lesson.steps[1].state); // a stage-only step keeps the state
    EXPECT_FALSE(lesson.steps[0].stage.has_value());
    EXPECT_EQ(lesson.steps[2].stage, 3);
    EXPECT_EQ(pick(lesson.steps[1].caption, "zh_CN"), "F 加入");
    EXPECT_EQ(pick(lesson.steps[0].caption, "zh_CN"), "Two nodes"); // English fallback
    EXPECT_EQ(pick(lesson.steps[2].notes, "en"), "Count the moved keys aloud.");
}

TEST(Lesson, ASchema1FileIsAOneStepLesson) {
    const json v1 = {{"format", "hashlab-scenario"},
                     {"schema", 1},
                     {"lab", "bloom"},
                     {"title", {{"en", "T"}}},
                     {"caption", {{"en", "C"}}},
                     {"state", {{"x", 1}}}};
    auto r = parseLesson(v1.dump());
    ASSERT_TRUE(r.ok()) << r.error().text();
    EXPECT_EQ(r->schema, 1);
    ASSERT_EQ(r->steps.size(), 1u);
    EXPECT_EQ(r->steps[0].lab, "bloom");
    EXPECT_EQ(r->steps[0].state, json({{"x", 1}}));
    EXPECT_EQ(pick(r->steps[0].caption, "en"), "C");
    const Scenario back = toScenario(*r, 0);
    EXPECT_EQ(back.lab, "bloom");
    EXPECT_EQ(back.state, json({{"x", 1}}));
}

TEST(Lesson, QuestionsOfEveryKindRead) {
    const json doc = lessonDoc(json::array({
        {{"lab", "probing"},
         {"state", json::object()},
         {"question",
          {{"kind", "choice"},
           {"prompt", {{"en", "Where?"}}},
           {"choices", json::array({{{"en", "slot 1"}}, {{"en", "slot 2"}}})},
           {"answer", 1},
           {"explanation", {{"en", "59 mod 7 = 3, taken; 3 + 6 = 9 mod 7 = 2"}}}}}},
        {{"question",
          {{"kind", "number"},
           {"prompt", {{"en", "How many?"}}},
           {"answer", 300},
           {"tolerance", 30}}}},
        {{"question", {{"kind", "click"}, {"prompt", {{"en", "Click it"}}}, {"answer", "slot:2"}}}},
    }));
    auto r = parseLesson(doc.dump());
    ASSERT_TRUE(r.ok()) << r.error().text();
    const Question& choice = *r->steps[0].question;
    EXPECT_EQ(choice.kind, Question::Kind::Choice);
    EXPECT_EQ(choice.choices.size(), 2u);
    EXPECT_EQ(choice.correct, 1u);
    const Question& number = *r->steps[1].question;
    EXPECT_EQ(number.kind, Question::Kind::Number);
    EXPECT_TRUE(acceptsNumber(number, 330));
    EXPECT_TRUE(acceptsNumber(number, 270));
    EXPECT_FALSE(acceptsNumber(number, 331));
    EXPECT_FALSE(acceptsNumber(number, std::nan("")));
    EXPECT_EQ(r->steps[2].question->kind, Question::Kind::Click);
    EXPECT_EQ(r->steps[2].question->target, "slot:2");
}

TEST(Lesson, SerializeReadsBackToTheSameSteps) {
    const json doc = lessonDoc(json::array({
        {{"lab", "ring"}, {"state", ringState()}},
        {{"action", json::array({{{"op", "remove"}, {"path", "/nodes/0"}}})},
         {"question",
          {{"kind", "choice"},
           {"prompt", {{"en", "?"}}},
           {"choices", json::array({{{"en", "a"}}, {{"en", "b"}}, {{"en", "c"}}})},
           {"answer", 2}}}},
        {{"lab", "bloom"}, {"state", {{"model", json::object()}}}, {"stage", 2}},
    }));
    auto first = parseLesson(doc.dump());
    ASSERT_TRUE(first.ok()) << first.error().text();
    auto again = parseLesson(serializeLesson(*first));
    ASSERT_TRUE(again.ok()) << again.error().text();
    ASSERT_EQ(again->steps.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(again->steps[i].lab, first->steps[i].lab);
        EXPECT_EQ(again->steps[i].state, first->steps[i].state);
        EXPECT_EQ(again->steps[i].stage, first->steps[i].stage);
    }
    EXPECT_EQ(again->steps[1].question->correct, 2u);
    EXPECT_EQ(again->title, first->title);
}

TEST(Lesson, FaultsNameTheStepAndChangeNothing) {
    const json state = ringState();
    // The first step must hold a state.
    EXPECT_NE(
        errorOf(lessonDoc(json::array({{{"lab", "ring"}, {"stage", 1}}}))).find("steps[0].state"),
        std::string::npos);
    // A patch that does not apply names its step.
    const std::string bad = errorOf(lessonDoc(
        json::array({{{"lab", "ring"}, {"state", state}},
                     {{"action", json::array({{{"op", "remove"}, {"path", "/nodes/9"}}})}}})));
    EXPECT_NE(bad.find("steps[1].action"), std::string::npos) << bad;
    // copy and move are refused: they could double a state with every operation.
    EXPECT_NE(
        errorOf(lessonDoc(json::array(
                    {{{"lab", "ring"}, {"state", state}},
                     {{"action",
                       json::array({{{"op", "copy"}, {"from", "/nodes"}, {"path", "/x"}}})}}})))
            .find("steps[1].action[0]"),
        std::string::npos);
    // Moving to another lab needs a whole state.
    EXPECT_NE(errorOf(lessonDoc(json::array(
                          {{{"lab", "ring"}, {"state", state}}, {{"lab", "bloom"}, {"stage", 0}}})))
                  .find("steps[1].state"),
              std::string::npos);
    // Both a state and an action.
    EXPECT_NE(errorOf(lessonDoc(json::array(
                          {{{"lab", "ring"}, {"state", state}, {"action", json::array()}}})))
                  .find("both"),
              std::string::npos);
    // Questions.
    auto q = [&](json question) {
        return errorOf(
            lessonDoc(json::array({{{"lab", "ring"}, {"state", state}, {"question", question}}})));
    };
    EXPECT_NE(q({{"kind", "choice"},
                 {"prompt", {{"en", "?"}}},
                 {"choices", json::array({{{"en", "a"}}, {{"en", "b"}}})},
                 {"answer", 2}})
                  .find("steps[0].question.answer"),
              std::string::npos);
    EXPECT_NE(q({{"kind", "choice"},
                 {"prompt", {{"en", "?"}}},
                 {"choices", json::array({{{"en", "a"}}})},
                 {"answer", 0}})
                  .find("choices"),
              std::string::npos);
    EXPECT_NE(q({{"kind", "number"}, {"prompt", {{"en", "?"}}}, {"answer", 1}, {"tolerance", -1}})
                  .find("tolerance"),
              std::string::npos);
    EXPECT_NE(q({{"kind", "essay"}, {"prompt", {{"en", "?"}}}}).find("kind"), std::string::npos);
    EXPECT_NE(q({{"kind", "number"}, {"answer", 1}}).find("prompt"), std::string::npos);
}

TEST(Lesson, LimitsAreCheckedBeforeResolving) {
    json steps = json::array({{{"lab", "ring"}, {"state", ringState()}}});
    for (std::size_t i = 0; i < kMaxSteps; ++i)
        steps.push_back({{"stage", 0}});
    const std::string tooMany = errorOf(lessonDoc(steps));
    EXPECT_NE(tooMany.find("limit is 200"), std::string::npos) << tooMany;

    const std::string longCaption(kMaxTextBytes + 1, 'x');
    EXPECT_NE(errorOf(lessonDoc(json::array({{{"lab", "ring"},
                                              {"state", ringState()},
                                              {"caption", {{"en", longCaption}}}}})))
                  .find("steps[0].caption"),
              std::string::npos);

    // Each step adds 1 MiB to the state: resolved, the states pass the 64 MiB budget although the
    // file stays under its 10 MiB limit.
    json grow = json::array({{{"lab", "ring"}, {"state", {{"blob", json::array()}}}}});
    const std::string mb(1 << 20, 'y');
    for (int i = 0; i < 9; ++i)
        grow.push_back(
            {{"action", json::array({{{"op", "add"}, {"path", "/blob/-"}, {"value", mb}}})}});
    for (int i = 0; i < 3; ++i) // each stage-only step holds the whole 9 MB state again
        grow.push_back({{"stage", 0}});
    const std::string budget = errorOf(lessonDoc(grow));
    EXPECT_NE(budget.find("add up to more than"), std::string::npos) << budget;
}

namespace {

// Issue 29, item 4: a lesson written back keeps each question's hidden figures (and its {name}
// placeholders, which are text): every shipped lesson, parsed, serialized and read again.
TEST(Lesson, EveryShippedLessonKeepsItsHideListsWhenWrittenBack) {
    int hidden = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(HASHLAB_SOURCE_DIR "/resources/scenarios")) {
        std::ifstream in(entry.path());
        const std::string text((std::istreambuf_iterator<char>(in)), {});
        auto lesson = hashlab::scenario::parseLesson(text);
        ASSERT_TRUE(lesson.ok()) << entry.path() << ": " << lesson.error().text();
        const auto before = hashlab::scenario::readHiddenFigures(text);
        ASSERT_TRUE(before.ok());
        const std::string written = hashlab::scenario::serializeLesson(*lesson);
        const auto after = hashlab::scenario::readHiddenFigures(written);
        ASSERT_TRUE(after.ok());
        EXPECT_EQ(*after, *before) << entry.path();
        auto again = hashlab::scenario::parseLesson(written);
        ASSERT_TRUE(again.ok()) << entry.path() << ": " << again.error().text();
        for (std::size_t i = 0; i < lesson->steps.size(); ++i)
            if (lesson->steps[i].question) {
                EXPECT_EQ(again->steps[i].question->hide, lesson->steps[i].question->hide);
                EXPECT_EQ(again->steps[i].question->explanation,
                          lesson->steps[i].question->explanation);
                hidden += !lesson->steps[i].question->hide.empty();
            }
    }
    EXPECT_GE(hidden, 15); // the shipped questions that hid figures when this was written
}

} // namespace

// Exercises in general: a seed gives the same exercise, errors name what is wrong, and the
// checker judges choices as the window will (right advances, wrong gives the reason, the third
// wrong choice gives the answer).
#include "hashlab/scenario/attempt.h"
#include "hashlab/scenario/exercise.h"

#include <gtest/gtest.h>

#include <string>

using namespace hashlab::scenario;

TEST(Exercise, SameSeedSameExerciseOtherSeedOtherExercise) {
    for (auto lab : exerciseLabs())
        for (auto kind : exerciseKinds(lab))
            for (int level = 1; level <= 3; ++level) {
                const auto a = exerciseJson(makeExercise(lab, kind, 41, level).value(), true);
                const auto b = exerciseJson(makeExercise(lab, kind, 41, level).value(), true);
                const auto c = exerciseJson(makeExercise(lab, kind, 42, level).value(), true);
                EXPECT_EQ(a, b) << kind;
                EXPECT_NE(a["setup"], c["setup"]) << kind;
                EXPECT_EQ(a["generator"], kExerciseGenerator);
                for (const auto& s : a["steps"]) {
                    EXPECT_FALSE(s["prompt"].get<std::string>().empty()) << kind;
                    EXPECT_FALSE(s["reason"].get<std::string>().empty()) << kind;
                    EXPECT_FALSE(s["answer"].get<std::string>().empty()) << kind;
                }
            }
}

// Each step names the operation of setup.ops it belongs to (the window performs that operation on
// the canvas after its last step): in order, every operation asked about, and the step's prompt
// is about that operation's key or word.
TEST(Exercise, EachStepBelongsToTheOperationItsPromptNames) {
    for (auto lab : {"probing", "bloom"})
        for (auto kind : exerciseKinds(lab))
            for (int level = 1; level <= 3; ++level)
                for (std::uint64_t seed : {3u, 41u}) {
                    const Exercise e = makeExercise(lab, kind, seed, level).value();
                    const auto& ops = e.setup.at("ops");
                    ASSERT_FALSE(e.steps.empty());
                    EXPECT_EQ(e.steps.front().op, 0u) << kind;
                    EXPECT_EQ(e.steps.back().op + 1, ops.size()) << kind << " " << seed;
                    for (std::size_t i = 0; i < e.steps.size(); ++i) {
                        const ExerciseStep& s = e.steps[i];
                        ASSERT_LT(s.op, ops.size()) << kind;
                        if (i > 0)
                            EXPECT_LE(s.op - e.steps[i - 1].op, 1u) << kind << " step " << i;
                        if (s.kind == "rehash")
                            continue; // about the keys the growth moves
                        const auto& op = ops[s.op];
                        const auto& key = op.contains("key") ? op["key"] : op["word"];
                        const std::string name =
                            key.is_string() ? key.get<std::string>() : key.dump();
                        EXPECT_NE(s.prompt.english().find(name), std::string::npos)
                            << kind << " step " << i << " op " << s.op;
                    }
                }
}

TEST(Exercise, EveryLabHasTheIssuesKinds) {
    EXPECT_EQ(exerciseKinds("probing").size(), 8u);
    EXPECT_EQ(exerciseKinds("ring").size(), 3u);
    EXPECT_EQ(exerciseKinds("bloom").size(), 3u);
    EXPECT_EQ(exerciseKinds("collisions").size(), 2u);
}

TEST(Exercise, BadInputNamesTheParameter) {
    EXPECT_EQ(makeExercise("tables", "linear", 1, 1).error().parameter, "lab");
    EXPECT_EQ(makeExercise("probing", "owner", 1, 1).error().parameter, "kind");
    EXPECT_EQ(makeExercise("probing", "linear", 1, 0).error().parameter, "level");
    EXPECT_EQ(makeExercise("probing", "linear", 1, 4).error().parameter, "level");
    EXPECT_NE(makeExercise("ring", "linear", 1, 1).error().message.find("owner, moved, preference"),
              std::string::npos);
}

TEST(ExerciseCheck, RightAdvancesWrongExplainsThirdWrongGives) {
    const Exercise e = makeExercise("probing", "double", 7, 2).value();
    ASSERT_GE(e.steps.size(), 2u);
    ExerciseRun run(e);
    auto j = run.choose(e.steps[0].answer, 900).value();
    EXPECT_EQ(j.verdict, Verdict::Right);
    EXPECT_TRUE(j.reason.empty());
    EXPECT_EQ(run.stepIndex(), 1u);
    // Step 1 follows a collision: its reason says what the slot holds and the step to take.
    const std::string wrong = e.steps[1].answer == "slot:0" ? "slot:1" : "slot:0";
    j = run.choose(wrong).value();
    EXPECT_EQ(j.verdict, Verdict::Wrong);
    EXPECT_NE(j.reason.english().find("probe on with step h2("), std::string::npos)
        << j.reason.english();
    EXPECT_EQ(run.stepIndex(), 1u);
    EXPECT_EQ(run.choose(wrong)->verdict, Verdict::Wrong);
    j = run.choose(wrong).value();
    EXPECT_EQ(j.verdict, Verdict::Given);
    EXPECT_EQ(j.answer, e.steps[1].answer);
    EXPECT_EQ(run.stepIndex(), 2u);
    while (!run.finished())
        (void)run.choose(run.current().answer);
    EXPECT_FALSE(run.choose("slot:0"));
    const AttemptScore s = run.score();
    EXPECT_EQ(s.steps, e.steps.size());
    EXPECT_EQ(s.rightFirstTime, e.steps.size() - 1);
    EXPECT_EQ(s.given, 1u);
}

TEST(ExerciseCheck, ReasonsSayWhatTheStepTurnsOn) {
    // Linear: the slot before holds a key, probe on by one.
    const Exercise e = makeExercise("probing", "linear", 3, 1).value();
    ExerciseRun run(e);
    (void)run.choose(e.steps[0].answer);
    const auto j = run.choose("slot:99").value();
    EXPECT_NE(j.reason.english().find("holds"), std::string::npos);
    EXPECT_NE(j.reason.english().find("probe on with step 1"), std::string::npos);
    // Ring: the walk to the first point clockwise.
    const Exercise r = makeExercise("ring", "owner", 3, 1).value();
    ExerciseRun ring(r);
    EXPECT_NE(ring.choose("Z")->reason.english().find("walk clockwise from 0x"), std::string::npos);
}

TEST(ExerciseCheck, ReadsTheLabsClickIds) {
    ExerciseStep t2{"kick", {}, "slot:[2,3]", {}};
    EXPECT_TRUE(isRight(t2, "t2:3"));
    EXPECT_TRUE(isRight(t2, "slot:[2, 3]"));
    EXPECT_FALSE(isRight(t2, "slot:3"));
    ExerciseStep t1{"kick", {}, "slot:[1,3]", {}};
    EXPECT_TRUE(isRight(t1, "slot:3"));
    ExerciseStep node{"owner", {}, "C", {}};
    EXPECT_TRUE(isRight(node, "node:C"));
    EXPECT_FALSE(isRight(node, "node:D"));
    ExerciseStep yes{"answer", {}, "yes", {}};
    EXPECT_TRUE(isRight(yes, "Yes"));
    EXPECT_FALSE(isRight(yes, "no"));
}

TEST(ExerciseCheck, AnswersNameTheLabsClickIds) {
    EXPECT_EQ(labClickId("probing", "slot:[1,3]"), "slot:3");
    EXPECT_EQ(labClickId("probing", "slot:[2,10]"), "t2:10");
    EXPECT_EQ(labClickId("probing", "slot:4"), "slot:4");
    EXPECT_EQ(labClickId("ring", "C"), "node:C");
    EXPECT_EQ(labClickId("ring", "yes"), "yes");
    EXPECT_EQ(labClickId("bloom", "bit:29"), "bit:29");
    // Every answer of a cuckoo exercise, turned into a click id, is judged right.
    const Exercise e = makeExercise("probing", "cuckoo", 9, 3).value();
    for (const auto& s : e.steps)
        EXPECT_TRUE(isRight(s, labClickId("probing", s.answer))) << s.answer;
    const Exercise r = makeExercise("ring", "owner", 9, 3).value();
    for (const auto& s : r.steps)
        EXPECT_TRUE(isRight(s, labClickId("ring", s.answer))) << s.answer;
}

// Grading: one row per attempt, and per kind of step the error rate and the most common wrong
// choice, counted from the exercises the records' seeds give.
#include "hashlab/scenario/grading.h"

#include <gtest/gtest.h>

using namespace hashlab::scenario;

namespace {

// An attempt at probing/linear seed 3 level 1 where the student answers `first` to step 1 (the
// first probe after a collision) before the right answer, and every other step right.
Attempt attempt(const std::string& student, const std::string& first, int generator = 1) {
    ExerciseRun run(makeExercise("probing", "linear", 3, 1).value());
    (void)run.choose(run.current().answer, 2000);
    (void)run.choose(first, 3000);
    while (!run.finished())
        (void)run.choose(run.current().answer, 1000);
    Attempt a = run.attempt("practice", student, "2026-12-03T21:00:00Z");
    a.generator = generator;
    return a;
}

} // namespace

TEST(Grading, RowsAndTheCommonestWrongChoice) {
    const Exercise e = makeExercise("probing", "linear", 3, 1).value();
    const std::size_t probes = e.steps.size();
    ASSERT_GE(probes, 2u);
    const auto report = gradeAttempts({{"a.json", attempt("Ann", "slot:0")},
                                       {"b.json", attempt("Bo", "slot:0")},
                                       {"c.json", attempt("Cy", "slot:6")}});
    ASSERT_EQ(report.rows.size(), 3u);
    EXPECT_EQ(report.rows[0].student, "Ann");
    EXPECT_EQ(report.rows[0].score.steps, probes);
    EXPECT_EQ(report.rows[0].score.rightFirstTime, probes - 1);
    EXPECT_DOUBLE_EQ(report.rows[0].seconds, 2 + 3 + 1.0 * double(probes - 1));
    ASSERT_EQ(report.stepKinds.size(), 1u);
    const StepKindStats& k = report.stepKinds[0];
    EXPECT_EQ(k.stepKind, "linear/probe");
    EXPECT_EQ(k.steps, 3 * probes);
    EXPECT_EQ(k.wrongSteps, 3u);
    EXPECT_DOUBLE_EQ(k.errorRate, 3.0 / double(3 * probes));
    EXPECT_EQ(k.commonWrong, "slot:0");
    EXPECT_EQ(k.commonWrongCount, 2u);
    EXPECT_TRUE(report.notes.empty());
}

TEST(Grading, SaysWhenARecordComesFromAnotherGenerator) {
    const auto report = gradeAttempts({{"old.json", attempt("Di", "slot:0", 0)}});
    ASSERT_EQ(report.notes.size(), 1u);
    EXPECT_NE(report.notes[0].find("old.json: made by exercise generator 0"), std::string::npos);
}

#pragma once
// Grading a class's attempt records (attempt.h): one row per attempt, then per kind of step the
// error rate and the most common wrong choice, which says what the class misunderstands. A step's
// kind is "<exercise kind>/<step kind>" ("double/probe", "cuckoo-filter/kick"), read from the
// exercise the record's seed gives; a record made by another generator is still graded, and
// gradeAttempts says so in its notes.
#include "hashlab/scenario/attempt.h"

#include <string>
#include <vector>

namespace hashlab::scenario {

struct GradeRow {
    std::string file, student, lab, kind;
    std::uint64_t seed = 0;
    int level = 1;
    std::string mode;
    AttemptScore score;
    double seconds = 0; // the choices' times added up
};

struct StepKindStats {
    std::string stepKind;
    std::uint64_t steps = 0;      // steps of this kind the attempts reached
    std::uint64_t wrongSteps = 0; // of them, not right first time
    double errorRate = 0;         // wrongSteps / steps
    std::string commonWrong;      // the wrong choice made most often ("" if none)
    std::uint64_t commonWrongCount = 0;
};

struct GradeReport {
    std::vector<GradeRow> rows;
    std::vector<StepKindStats> stepKinds; // sorted by step kind
    std::vector<std::string> notes;       // e.g. a record made by another generator
};

// `attempts`: (file name, record) pairs, in the order the rows are wanted.
GradeReport gradeAttempts(const std::vector<std::pair<std::string, Attempt>>& attempts);

} // namespace hashlab::scenario

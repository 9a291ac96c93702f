#pragma once
// Your turn (issue 31): exercises a student performs step by step, on fresh input made from a
// seed, every step checked against the lab's own trace. An exercise is the lab's setup (table
// size, formulas, keys; nodes; words; ids) and its steps in order, one per click, each with the
// answer written as lessons write click targets ("slot:3", "slot:[2,3]" for cuckoo's second
// table, "bit:29", "bucket:5", a node name, a number, "yes"/"no"). The labs make their own
// exercises (core/src/<lab>/exercise_<lab>.cpp) from their traced structures; this header holds
// what they share and the checker the window uses.
//
// A seed gives the same exercise for the same kExerciseGenerator: bump it whenever a change here
// or in a lab's generator changes any exercise, so that a record made by another version says so.
#include "hashlab/common/mix.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::scenario {

inline constexpr int kExerciseSchema = 1;
inline constexpr int kExerciseGenerator = 1;
inline constexpr int kMaxLevel = 3;
// Wrong choices on one step before the checker shows the answer and marks the step as given.
inline constexpr int kWrongBeforeGiven = 3;

struct ExerciseStep {
    std::string kind;   // what the step asks, for grading by kind: "probe", "kick", "owner", ...
    Text prompt;        // the question, complete in itself
    std::string answer; // as a lesson writes the target: "slot:3", "bit:29", "C", "7", "yes"
    Text reason;        // why, in one sentence: what a wrong choice is told
    // Which of the setup's "ops" the step belongs to: the window performs that operation on the
    // canvas once its last step is answered (0 where the setup has no ops).
    std::size_t op = 0;
};

// Tags steps[from…] as belonging to operation `op` (the generators call it after each one).
inline void tagOperation(std::vector<ExerciseStep>& steps, std::size_t from, std::size_t op) {
    for (std::size_t i = from; i < steps.size(); ++i)
        steps[i].op = op;
}

struct Exercise {
    int generator = kExerciseGenerator;
    std::string lab, kind;
    std::uint64_t seed = 0;
    int level = 1;
    nlohmann::json setup; // m, h1/h2, keys in order; nodes; words; ids (see docs/cli.md)
    std::vector<ExerciseStep> steps;
};

// The seeded draws every lab's generator uses: the project's splitmix64 (common/mix.h), so a seed
// means the same exercise on every platform.
class ExerciseRng {
public:
    explicit ExerciseRng(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t below(std::uint64_t n) { return splitmix64Below(m_state, n); }
    // `n` distinct values in [lo, hi), in the order drawn (n <= hi - lo).
    std::vector<std::uint64_t> distinct(std::size_t n, std::uint64_t lo, std::uint64_t hi);

private:
    std::uint64_t m_state;
};

// Words a class can read aloud: the Bloom drills and exercises draw from them.
std::span<const char* const> classroomWords();

// "probing", "ring", "bloom", "collisions" (the labs' user-visible ids).
std::vector<std::string_view> exerciseLabs();
// The kinds of one lab, in the order docs/cli.md lists them; empty for an unknown lab.
std::vector<std::string_view> exerciseKinds(std::string_view lab);
// Errors name "lab", "kind" or "level".
Result<Exercise> makeExercise(std::string_view lab, std::string_view kind, std::uint64_t seed,
                              int level);
// {"schema","generator","lab","kind","seed","level","setup","steps":[{"prompt","answer"}…]};
// withKinds adds each step's "kind" and "reason".
nlohmann::json exerciseJson(const Exercise& exercise, bool withKinds = false);
// "level": 1 to kMaxLevel.
Status checkLevel(int level);

enum class Verdict { Right, Wrong, Given };
std::string_view verdictName(Verdict v); // "right", "wrong", "given"
Result<Verdict> parseVerdict(std::string_view name);

// A choice as the checker compares it: spaces dropped, "node:C" read as "C", "t2:3" (the tables
// lab's click id for T2) as "slot:[2,3]", and "slot:3" as "slot:[1,3]" when the answer is in T1.
std::string canonicalChoice(std::string_view choice, std::string_view answer);
bool isRight(const ExerciseStep& step, std::string_view choice);
// The other way: the id of the lab's click target an answer names, for the window to highlight a
// given answer ("slot:[1,3]" -> "slot:3", "slot:[2,3]" -> "t2:3", a ring node "C" -> "node:C");
// answers that are no target (a number, yes/no, a digit, a bucket) come back as they are.
std::string labClickId(std::string_view lab, std::string_view answer);

} // namespace hashlab::scenario

#pragma once
// A student's attempt at an exercise: the checker that judges each choice (ExerciseRun, what the
// window's Your turn drives) and the record a teacher grades (issue 31, section 2):
//   {"schema":1,"generator":G,"lab","kind","seed","level","mode":"practice"|"exam","student",
//    "started","choices":[{"step","choice","verdict","ms"}…],
//    "score":{"steps","right_first_time","given"},"checksum"}
// The checksum (SHA-256 of the record without it, keys sorted) catches accidental edits: a
// truncated copy, an editor that re-encoded the file. It is no defence against a student who
// edits the record on purpose and recomputes it: the algorithm is documented and the program open.
#include "hashlab/common/result.h"
#include "hashlab/scenario/exercise.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::scenario {

inline constexpr int kAttemptSchema = 1;
// A record is read whole: larger files are refused before any byte is read.
inline constexpr std::uint64_t kMaxAttemptBytes = 1 << 20;
inline constexpr std::size_t kMaxAttemptChoices = 10'000;
inline constexpr std::size_t kMaxAttemptText = 200; // student, started, one choice

struct AttemptChoice {
    std::uint32_t step = 0; // 0-based index into the exercise's steps
    std::string choice;
    Verdict verdict = Verdict::Right;
    std::int64_t ms = 0; // since the step was shown (or since the previous choice on it)
};

struct AttemptScore {
    std::uint32_t steps = 0, rightFirstTime = 0, given = 0;
    bool operator==(const AttemptScore&) const = default;
};

struct Attempt {
    int generator = kExerciseGenerator;
    std::string lab, kind;
    std::uint64_t seed = 0;
    int level = 1;
    std::string mode = "practice"; // or "exam": no reasons and no solution until the end
    std::string student;
    std::string started; // ISO 8601, as the window's clock gives it
    std::vector<AttemptChoice> choices;
    AttemptScore score;
};

// What the checker says about one choice. In exam mode the window shows neither the reason nor
// the answer until the end; the verdict is still recorded.
struct Judgement {
    Verdict verdict = Verdict::Right;
    Text reason;        // wrong or given: the step's reason; right: empty
    std::string answer; // given: the answer the step then shows
};

// One exercise being performed: right advances; wrong stays on the step; the third wrong choice
// on a step gives the answer and advances.
class ExerciseRun {
public:
    explicit ExerciseRun(Exercise exercise);
    const Exercise& exercise() const { return m_exercise; }
    bool finished() const { return m_step >= m_exercise.steps.size(); }
    std::size_t stepIndex() const { return m_step; }
    const ExerciseStep& current() const { return m_exercise.steps.at(m_step); }
    int wrongOnStep() const { return m_wrong; }
    // Refuses a choice once finished (parameter "step").
    Result<Judgement> choose(std::string_view choice, std::int64_t ms = 0);
    const std::vector<AttemptChoice>& choices() const { return m_choices; }
    AttemptScore score() const { return scoreOf(m_choices, m_exercise.steps.size()); }
    Attempt attempt(std::string mode, std::string student, std::string started) const;

    static AttemptScore scoreOf(const std::vector<AttemptChoice>& choices, std::size_t steps);

private:
    Exercise m_exercise;
    std::size_t m_step = 0;
    int m_wrong = 0;
    std::vector<AttemptChoice> m_choices;
};

// The record as JSON text, checksum included.
std::string attemptText(const Attempt& attempt);
std::string attemptChecksum(const nlohmann::json& recordWithoutChecksum);
// Errors name the field at fault and, when it can be found, the line ("line 7: choices[2].verdict:
// must be right, wrong or given"); a syntax error names its line and column.
Result<Attempt> parseAttempt(std::string_view text);
// Size checked before reading; errors name the file.
Result<Attempt> loadAttempt(const std::string& path);
Status saveAttempt(const Attempt& attempt, const std::string& path);

} // namespace hashlab::scenario

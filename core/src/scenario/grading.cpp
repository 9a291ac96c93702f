#include "hashlab/scenario/grading.h"

#include <map>

namespace hashlab::scenario {

GradeReport gradeAttempts(const std::vector<std::pair<std::string, Attempt>>& attempts) {
    GradeReport report;
    struct Tally {
        std::uint64_t steps = 0, wrong = 0;
        std::map<std::string, std::uint64_t> choices;
    };
    std::map<std::string, Tally> tallies;
    for (const auto& [file, a] : attempts) {
        GradeRow row{file, a.student, a.lab, a.kind, a.seed, a.level, a.mode, a.score, 0};
        for (const AttemptChoice& c : a.choices)
            row.seconds += double(c.ms) / 1000.0;
        report.rows.push_back(row);
        if (a.generator != kExerciseGenerator)
            report.notes.push_back(file + ": made by exercise generator " +
                                   std::to_string(a.generator) + ", this program has " +
                                   std::to_string(kExerciseGenerator) +
                                   ": the seed may give another exercise here, so its step kinds "
                                   "may be wrong");
        auto e = makeExercise(a.lab, a.kind, a.seed, a.level);
        if (!e) {
            report.notes.push_back(file + ": " + e.error().text() + ": not counted by step kind");
            continue;
        }
        std::map<std::uint32_t, bool> wrongAt; // step -> any wrong choice
        for (const AttemptChoice& c : a.choices) {
            if (c.step >= e->steps.size())
                continue;
            const std::string kind = a.kind + "/" + e->steps[c.step].kind;
            const bool miss = c.verdict != Verdict::Right;
            if (!wrongAt.count(c.step)) {
                wrongAt[c.step] = false;
                ++tallies[kind].steps;
            }
            if (miss && !wrongAt[c.step]) {
                wrongAt[c.step] = true;
                ++tallies[kind].wrong;
            }
            if (c.verdict == Verdict::Wrong || (c.verdict == Verdict::Given && !c.choice.empty()))
                ++tallies[kind].choices[c.choice];
        }
    }
    for (const auto& [kind, t] : tallies) {
        StepKindStats s;
        s.stepKind = kind;
        s.steps = t.steps;
        s.wrongSteps = t.wrong;
        s.errorRate = t.steps ? double(t.wrong) / double(t.steps) : 0;
        for (const auto& [choice, n] : t.choices)
            if (n > s.commonWrongCount) {
                s.commonWrong = choice;
                s.commonWrongCount = n;
            }
        report.stepKinds.push_back(s);
    }
    return report;
}

} // namespace hashlab::scenario

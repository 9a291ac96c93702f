// hashlab exercise: a Your-turn exercise (hashlab/scenario/exercise.h) with its expected
// answers, from its lab, kind, seed and level: what a teacher hands out as "exercise 41", and
// what a grader compares with. The exercise comes from hashlab_core; this file parses and prints.
#include "args.h"
#include "cli.h"

#include "hashlab/scenario/attempt.h"
#include "hashlab/scenario/exercise.h"

#include <nlohmann/json.hpp>

#include <ctime>
#include <ostream>

namespace hashlab::cli {
namespace {

const std::vector<OptionSpec> kExerciseSpecs = {
    {"lab", "LAB", "probing|ring|bloom|collisions (required)"},
    {"kind", "KIND",
     "probing: linear|quadratic|double|robinhood|cuckoo|chaining|delete|resize; ring: "
     "owner|moved|preference; bloom: cells|query|cuckoo-filter; collisions: base62|truncated "
     "(required)"},
    {"seed", "S", "0 to 2^64-1 (required): the same seed gives the same exercise"},
    {"level", "N", "1|2|3: table size, load and number of operations (default 1)"},
    {"play", "C1;C2;...",
     "choices a student makes, in order, separated by ';': each is judged as Your turn judges "
     "it (right, wrong with the reason, given after three wrong)"},
    {"record", "FILE", "with --play: save the attempt record (JSON with its checksum) to FILE"},
    {"student", "NAME", "with --record: the student's name (default none)"},
    {"mode", "MODE", "with --record: practice (default) | exam"},
    {"ms", "MS", "with --record: milliseconds recorded per choice, 0 to 86400000 (default 1000)"},
};

// The time now, UTC, as ISO 8601: when the attempt started.
std::string isoNow() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

// "a;b;c" -> {"a", "b", "c"}: choices may hold commas (slot:[2,3]).
std::vector<std::string> splitChoices(const std::string& s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (;;) {
        const auto end = s.find(';', start);
        out.push_back(s.substr(start, end == std::string::npos ? end : end - start));
        if (end == std::string::npos)
            return out;
        start = end + 1;
    }
}

// Plays the choices through the checker; prints each verdict and saves the record if asked.
int play(const Args& args, scenario::Exercise e, std::ostream& out) {
    const auto choices = splitChoices(args.text("play"));
    if (choices.size() > scenario::kMaxAttemptChoices)
        throw UsageError("--play: at most " + std::to_string(scenario::kMaxAttemptChoices) +
                         " choices");
    const auto ms = static_cast<std::int64_t>(args.integer("ms", 0, 86'400'000, 1000));
    scenario::ExerciseRun run(std::move(e));
    nlohmann::json judged = nlohmann::json::array();
    for (const auto& c : choices) {
        const std::size_t step = run.stepIndex();
        auto j = run.choose(c, ms);
        if (!j)
            throw UsageError("--play: '" + c + "': " + j.error().message);
        judged.push_back({{"step", step},
                          {"choice", c},
                          {"verdict", scenario::verdictName(j->verdict)},
                          {"reason", j->reason.english()},
                          {"answer", j->answer}});
    }
    const auto score = run.score();
    nlohmann::json result = {{"choices", judged},
                             {"finished", run.finished()},
                             {"score",
                              {{"steps", score.steps},
                               {"right_first_time", score.rightFirstTime},
                               {"given", score.given}}}};
    if (auto path = args.optText("record")) {
        const std::string mode = args.choice("mode", {"practice", "exam"}, "practice");
        const std::string student = args.optText("student").value_or("");
        if (student.size() > scenario::kMaxAttemptText)
            throw UsageError("--student: at most " + std::to_string(scenario::kMaxAttemptText) +
                             " characters");
        if (auto saved = scenario::saveAttempt(run.attempt(mode, student, isoNow()), *path); !saved)
            throw UsageError("--record: " + saved.error().text());
        result["record"] = *path;
    }
    if (args.json()) {
        printResult(out, result, true, scenario::kExerciseSchema);
        return 0;
    }
    for (const auto& c : judged)
        out << "step " << c["step"].get<std::size_t>() + 1 << ": " << c["choice"].get<std::string>()
            << " -> " << c["verdict"].get<std::string>()
            << (c["reason"].get<std::string>().empty() ? "" : ": " + c["reason"].get<std::string>())
            << (c["answer"].get<std::string>().empty()
                    ? ""
                    : " (answer " + c["answer"].get<std::string>() + ")")
            << "\n";
    out << "score: " << score.rightFirstTime << " of " << score.steps << " right first time, "
        << score.given << " given\n";
    return 0;
}

int runExercise(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
    const Args args = Args::parse(argv, kExerciseSpecs);
    if (args.help()) {
        out << formatHelp("hashlab exercise --lab LAB --kind KIND --seed S [--level 1|2|3] "
                          "[--play 'C1;C2;...' [--record FILE] [--student NAME] [--mode MODE] "
                          "[--ms MS]] [--json]",
                          "Prints a Your-turn exercise: its setup and its steps in order, one per "
                          "click, each with the answer as lessons write targets (slot:3, "
                          "slot:[2,3], bit:29, bucket:5, a node, a number, yes/no).",
                          kExerciseSpecs);
        return 0;
    }
    const std::string lab = args.text("lab");
    const std::string kind = args.text("kind");
    const std::uint64_t seed = args.integer("seed", 0, UINT64_MAX);
    const int level = static_cast<int>(args.integer("level", 1, 3, 1));
    auto e = scenario::makeExercise(lab, kind, seed, level);
    if (!e)
        throw UsageError("--" + e.error().text());
    if (args.has("play"))
        return play(args, std::move(*e), out);
    for (const char* o : {"record", "student", "mode", "ms"})
        if (args.has(o))
            throw UsageError(std::string("--") + o + " goes with --play");
    const nlohmann::json j = scenario::exerciseJson(*e);
    if (args.json()) {
        printResult(out, j, true, scenario::kExerciseSchema);
        return 0;
    }
    out << "exercise: " << lab << " " << kind << ", seed " << seed << ", level " << level
        << " (generator " << e->generator << ")\n";
    for (const auto& [name, value] : e->setup.items())
        out << name << ": " << value.dump() << "\n";
    for (std::size_t i = 0; i < e->steps.size(); ++i)
        out << i + 1 << ". " << e->steps[i].prompt.english() << "  -> " << e->steps[i].answer
            << "\n";
    return 0;
}

} // namespace

Command exerciseCommand() {
    return {"exercise", "a Your-turn exercise with its expected answers", runExercise};
}

} // namespace hashlab::cli

// hashlab grade FILES… [--csv out.csv] [--json]: a class's Your-turn records (attempt.h), one row
// per attempt, then per kind of step the error rate and the most common wrong choice. Every file
// is checked (size, JSON, checksum) before any is graded: one bad file stops the run with its name
// and line, so no grade is computed from a damaged record.
#include "args.h"
#include "cli.h"

#include "hashlab/common/format.h"
#include "hashlab/scenario/grading.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <ostream>

namespace hashlab::cli {
namespace {

constexpr std::size_t kMaxGradeFiles = 10'000;

const std::vector<OptionSpec> kGradeSpecs = {
    {"csv", "FILE", "also write the rows as CSV to FILE"},
};

// A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180).
std::string gradeCsvField(const std::string& s) {
    if (s.find_first_of(",\"\n\r") == std::string::npos)
        return s;
    std::string q = "\"";
    for (char c : s)
        q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

std::string gradeSeconds(double s) {
    return formatG(s, 6);
}

int runGrade(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
    // The files are the words that are neither an option nor an option's value.
    std::vector<std::string> files, options;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        if (argv[i].rfind("--", 0) != 0) {
            files.push_back(argv[i]);
            continue;
        }
        options.push_back(argv[i]);
        if (argv[i] == "--csv" && i + 1 < argv.size())
            options.push_back(argv[++i]);
    }
    const Args args = Args::parse(options, kGradeSpecs);
    if (args.help()) {
        out << formatHelp("hashlab grade FILE... [--csv OUT.csv] [--json]",
                          "Grades Your-turn attempt records: one row per attempt (file, student, "
                          "lab, kind, seed, level, mode, steps, right_first_time, given, seconds), "
                          "then per kind of step the error rate and the most common wrong choice.",
                          kGradeSpecs);
        return 0;
    }
    if (files.empty())
        throw UsageError("give the attempt records to grade (hashlab grade FILE...)");
    if (files.size() > kMaxGradeFiles)
        throw UsageError("at most " + std::to_string(kMaxGradeFiles) + " files, got " +
                         std::to_string(files.size()));
    std::vector<std::pair<std::string, scenario::Attempt>> attempts;
    for (const auto& f : files) {
        auto a = scenario::loadAttempt(f);
        if (!a)
            throw UsageError(a.error().text());
        attempts.emplace_back(f, std::move(*a));
    }
    const scenario::GradeReport report = scenario::gradeAttempts(attempts);
    for (const auto& note : report.notes)
        err << "hashlab: note: " << note << "\n";
    const std::vector<std::string> columns = {
        "file",  "student",          "lab",   "kind",   "seed", "level", "mode",
        "steps", "right_first_time", "given", "seconds"};
    auto cells = [&](const scenario::GradeRow& r) {
        return std::vector<std::string>{r.file,
                                        r.student,
                                        r.lab,
                                        r.kind,
                                        std::to_string(r.seed),
                                        std::to_string(r.level),
                                        r.mode,
                                        std::to_string(r.score.steps),
                                        std::to_string(r.score.rightFirstTime),
                                        std::to_string(r.score.given),
                                        gradeSeconds(r.seconds)};
    };
    auto writeCsv = [&](std::ostream& o) {
        for (std::size_t i = 0; i < columns.size(); ++i)
            o << (i ? "," : "") << columns[i];
        o << "\n";
        for (const auto& r : report.rows) {
            const auto c = cells(r);
            for (std::size_t i = 0; i < c.size(); ++i)
                o << (i ? "," : "") << gradeCsvField(c[i]);
            o << "\n";
        }
    };
    if (auto csv = args.optText("csv")) {
        std::ofstream f(*csv, std::ios::binary | std::ios::trunc);
        writeCsv(f);
        f.close();
        if (!f)
            throw UsageError("--csv: cannot write '" + *csv + "'");
    }
    nlohmann::json rows = nlohmann::json::array(), kinds = nlohmann::json::array();
    for (const auto& r : report.rows)
        rows.push_back({{"file", r.file},
                        {"student", r.student},
                        {"lab", r.lab},
                        {"kind", r.kind},
                        {"seed", r.seed},
                        {"level", r.level},
                        {"mode", r.mode},
                        {"steps", r.score.steps},
                        {"right_first_time", r.score.rightFirstTime},
                        {"given", r.score.given},
                        {"seconds", r.seconds}});
    for (const auto& k : report.stepKinds)
        kinds.push_back({{"step_kind", k.stepKind},
                         {"steps", k.steps},
                         {"wrong_steps", k.wrongSteps},
                         {"error_rate", k.errorRate},
                         {"most_common_wrong", k.commonWrong},
                         {"most_common_wrong_count", k.commonWrongCount}});
    if (args.json()) {
        printResult(out, {{"attempts", rows}, {"step_kinds", kinds}, {"notes", report.notes}},
                    true);
        return 0;
    }
    writeCsv(out);
    out << "\nstep kind: error rate (wrong steps / steps), most common wrong choice\n";
    for (const auto& k : report.stepKinds)
        out << k.stepKind << ": " << formatG(100 * k.errorRate, 3) << " % (" << k.wrongSteps
            << " / " << k.steps << ")"
            << (k.commonWrong.empty()
                    ? std::string()
                    : ", " + k.commonWrong + " (" + std::to_string(k.commonWrongCount) + " times)")
            << "\n";
    return 0;
}

} // namespace

Command gradeCommand() {
    return {"grade", "grade Your-turn attempt records (CSV, error rate per step kind)", runGrade};
}

} // namespace hashlab::cli

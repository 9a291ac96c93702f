// Issue 15: `hashlab export --lesson FILE --format handout|slides --out x.pdf` writes one page per
// step (the handout then its answer pages), checked with poppler's pdfinfo; bad input exits 2.
#include "support/expect_usage_error.h"
#include "support/export_files.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <regex>
#include <string>
#include <tuple>
#include <vector>

namespace {

namespace fs = std::filesystem;
using hashlab::test::expectUsageError;
using hashlab::test::runHashlab;
using hashlab::test::runTool;
using hashlab::test::TempDir;

const std::string kLesson =
    std::string(HASHLAB_SOURCE_DIR) + "/resources/scenarios/ring_guided_consistent_hashing.json";

// pdfinfo's "Pages:" and "Page size:" lines (poppler-utils, installed by tools/setup.sh).
int pdfPages(const std::string& pdf, std::string* size = nullptr) {
    const std::string info = runTool("pdfinfo '" + pdf + "' 2>&1");
    std::smatch m;
    if (size && std::regex_search(info, m, std::regex("Page size:\\s+([0-9.]+ x [0-9.]+)")))
        *size = m[1];
    if (!std::regex_search(info, m, std::regex("Pages:\\s+([0-9]+)")))
        return -1;
    return std::stoi(m[1]);
}

nlohmann::json lessonFile() {
    std::ifstream in(kLesson);
    return nlohmann::json::parse(in);
}

TEST(CliLessonExport, AHandoutHasOnePagePerStepThenTheAnswers) {
    TempDir dir;
    const std::string out = dir.file("handout.pdf");
    auto r = runHashlab(
        {"export", "--lesson", kLesson, "--format", "handout", "--out", out, "--json"}, 180);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    const std::size_t steps = lessonFile()["steps"].size();
    EXPECT_EQ(j["steps"], steps);
    EXPECT_EQ(j["format"], "handout");
    EXPECT_GE(j["questions"].get<int>(), 1);
    std::string size;
    const int pages = pdfPages(out, &size);
    EXPECT_EQ(pages, j["pages"].get<int>());
    // One page per step, then at least one page of answers.
    EXPECT_GE(pages, static_cast<int>(steps) + 1);
    EXPECT_LE(pages, static_cast<int>(steps) + 2);
    EXPECT_EQ(size.substr(0, 3), "595") << size; // A4: 595 x 842 pt
}

TEST(CliLessonExport, SlidesAreSixteenByNineOnePerStep) {
    TempDir dir;
    const std::string out = dir.file("slides.pdf");
    auto r = runHashlab({"export", "--lesson", kLesson, "--format", "slides", "--lang", "zh_CN",
                         "--out", out, "--json"},
                        180);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    std::string size;
    EXPECT_EQ(pdfPages(out, &size), static_cast<int>(lessonFile()["steps"].size()));
    EXPECT_EQ(size, "720 x 405") << size; // 10 x 5.625 in
    const std::string fonts = runTool("pdffonts '" + out + "' 2>&1");
    EXPECT_NE(fonts.find("CJKsc"), std::string::npos) << fonts;
}

TEST(CliLessonExport, BadInputExitsTwoAndWritesNothing) {
    TempDir dir;
    const std::string out = dir.file("x.pdf");
    expectUsageError(
        runHashlab({"export", "--lesson", kLesson, "--format", "poster", "--out", out}),
        "--format");
    expectUsageError(runHashlab({"export", "--lesson", kLesson, "--format", "handout", "--out",
                                 dir.file("x.png")}),
                     "--out");
    expectUsageError(runHashlab({"export", "--lesson", kLesson, "--lab", "ring", "--format",
                                 "slides", "--out", out}),
                     "--lesson");
    expectUsageError(runHashlab({"export", "--lab", "ring", "--format", "slides", "--out", out}),
                     "--format");
    nlohmann::json bad = lessonFile();
    ASSERT_TRUE(bad["steps"][2].contains("action"));
    bad["steps"][2]["action"] = nlohmann::json::array({{{"op", "remove"}, {"path", "/nope"}}});
    const std::string badFile = dir.file("bad.json");
    std::ofstream(badFile) << bad.dump();
    expectUsageError(
        runHashlab({"export", "--lesson", badFile, "--format", "handout", "--out", out}),
        "steps[2].action");
    EXPECT_FALSE(fs::exists(out));
}

} // namespace

namespace {

TEST(CliWorksheet, QuestionsThenASeparateAnswerKey) {
    TempDir dir;
    const std::string out = dir.file("sheet.pdf");
    auto r = runHashlab({"worksheet", "--lab", "probing", "--seed", "7", "--count", "4", "--lang",
                         "zh_CN", "--out", out, "--json"},
                        180);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["answers"], dir.file("sheet-answers.pdf"));
    EXPECT_EQ(pdfPages(out), 4); // one question per page
    EXPECT_EQ(pdfPages(dir.file("sheet-answers.pdf")), j["answer_pages"].get<int>());
    EXPECT_GE(j["answer_pages"].get<int>(), 1);
    const std::string fonts = runTool("pdffonts '" + out + "' 2>&1");
    EXPECT_NE(fonts.find("CJKsc"), std::string::npos) << fonts;
}

TEST(CliWorksheet, BadInputExitsTwo) {
    TempDir dir;
    const std::string out = dir.file("sheet.pdf");
    expectUsageError(runHashlab({"worksheet", "--lab", "hashes", "--seed", "1", "--out", out}),
                     "--lab");
    expectUsageError(runHashlab({"worksheet", "--lab", "ring", "--seed", "-1", "--out", out}),
                     "--seed");
    expectUsageError(
        runHashlab({"worksheet", "--lab", "ring", "--seed", "1", "--count", "51", "--out", out}),
        "--count");
    expectUsageError(
        runHashlab({"worksheet", "--lab", "ring", "--seed", "1", "--out", dir.file("s.png")}),
        "--out");
    EXPECT_FALSE(fs::exists(out));
}

} // namespace

namespace {

namespace fs = std::filesystem;
using hashlab::test::expectUsageError;
using hashlab::test::runHashlab;
using hashlab::test::TempDir;

const std::string kProbingLesson =
    std::string(HASHLAB_SOURCE_DIR) + "/resources/scenarios/probing_guided_double_hashing.json";

std::string bytesOf(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A documentation writer's figure of one step: `--scenario LESSON --lesson-step N` renders the
// state the lesson shows at step N — the same picture as that state saved on its own.
TEST(CliLessonExport, OneStepOfALessonIsTheSameFigureAsItsStateSavedAlone) {
    TempDir dir;
    std::ifstream in(kProbingLesson);
    const nlohmann::json lesson = nlohmann::json::parse(in);
    ASSERT_TRUE(lesson["steps"][0].contains("state"));
    const nlohmann::json alone = {{"format", "hashlab-scenario"},
                                  {"schema", 1},
                                  {"lab", lesson["steps"][0]["lab"]},
                                  {"state", lesson["steps"][0]["state"]}};
    const std::string aloneFile = dir.file("alone.json");
    std::ofstream(aloneFile) << alone.dump();
    const std::string fromLesson = dir.file("step1.png");
    const std::string fromState = dir.file("alone.png");
    const std::string later = dir.file("step6.png");
    for (const auto& [scenario, step, out] :
         {std::tuple{kProbingLesson, "1", fromLesson}, std::tuple{aloneFile, "", fromState},
          std::tuple{kProbingLesson, "6", later}}) {
        std::vector<std::string> argv = {"export", "--lab",   "probing", "--scenario", scenario,
                                         "--size", "800x450", "--out",   out};
        if (*step) {
            argv.push_back("--lesson-step");
            argv.push_back(step);
        }
        const auto r = runHashlab(argv, 120);
        ASSERT_EQ(r.exitCode, 0) << r.err;
    }
    EXPECT_EQ(bytesOf(fromLesson), bytesOf(fromState));
    EXPECT_NE(bytesOf(fromLesson), bytesOf(later)); // step 6 shows another table
}

TEST(CliLessonExport, ALessonStepThatCannotBeShownExitsTwo) {
    TempDir dir;
    const std::string out = dir.file("x.png");
    // A lesson without a step: the message says how many there are.
    expectUsageError(
        runHashlab({"export", "--lab", "probing", "--scenario", kProbingLesson, "--out", out}),
        "--lesson-step 1..8");
    expectUsageError(runHashlab({"export", "--lab", "probing", "--scenario", kProbingLesson,
                                 "--lesson-step", "9", "--out", out}),
                     "--lesson-step");
    expectUsageError(runHashlab({"export", "--lab", "ring", "--scenario", kProbingLesson,
                                 "--lesson-step", "1", "--out", out}),
                     "use --lab probing");
    expectUsageError(runHashlab({"export", "--lab", "probing", "--lesson-step", "1", "--out", out}),
                     "--scenario");
    const std::string v1 =
        std::string(HASHLAB_SOURCE_DIR) + "/tests/fixtures/v1/probing_gcd_trap.json";
    expectUsageError(runHashlab({"export", "--lab", "probing", "--scenario", v1, "--lesson-step",
                                 "1", "--out", out}),
                     "not a guided lesson");
    EXPECT_FALSE(fs::exists(out));
}

} // namespace

// `hashlab grade`: records made by `hashlab exercise --play --record` for a small class, graded
// into the rows and per-step-kind figures; damaged or oversized records are refused with
// their name.
#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"
#include "support/run_json.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

using hashlab::test::expectUsageError;
using hashlab::test::runHashlab;
using hashlab::test::runJson;

std::string dir() {
    const std::string d = testing::TempDir() + "grade_cli/";
    std::filesystem::create_directories(d);
    return d;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// probing linear seed 3 level 1 (its steps: slot:0, slot:1, slot:2), played as `play`.
std::string record(const std::string& name, const std::string& play) {
    const std::string path = dir() + name + ".json";
    const auto r =
        runHashlab({"exercise", "--lab", "probing", "--kind", "linear", "--seed", "3", "--play",
                    play, "--record", path, "--student", name, "--mode", "exam", "--ms", "1500"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return path;
}

TEST(CliGrade, RowsAndStepKindsFromTheClassRecords) {
    const std::string a = record("Ann", "slot:0;slot:1;slot:2");
    const std::string b = record("Bo", "slot:0;slot:0;slot:1;slot:2");
    const std::string c = record("Cy", "slot:0;slot:0;slot:3;slot:0;slot:2");
    const auto j = runJson({"grade", a, b, c});
    ASSERT_EQ(j["attempts"].size(), 3u);
    EXPECT_EQ(j["attempts"][1], (nlohmann::json{{"file", b},
                                                {"student", "Bo"},
                                                {"lab", "probing"},
                                                {"kind", "linear"},
                                                {"seed", 3},
                                                {"level", 1},
                                                {"mode", "exam"},
                                                {"steps", 3},
                                                {"right_first_time", 2},
                                                {"given", 0},
                                                {"seconds", 6.0}}));
    EXPECT_EQ(j["attempts"][2]["given"], 1);
    ASSERT_EQ(j["step_kinds"].size(), 1u);
    const auto& k = j["step_kinds"][0];
    EXPECT_EQ(k["step_kind"], "linear/probe");
    EXPECT_EQ(k["steps"], 9);
    EXPECT_EQ(k["wrong_steps"], 2);
    EXPECT_EQ(k["most_common_wrong"], "slot:0");
    EXPECT_EQ(k["most_common_wrong_count"], 3);
    // Text and --csv: the header and one row per attempt.
    const std::string csv = dir() + "grades.csv";
    const auto t = runHashlab({"grade", a, b, c, "--csv", csv});
    ASSERT_EQ(t.exitCode, 0) << t.err;
    const std::string header =
        "file,student,lab,kind,seed,level,mode,steps,right_first_time,given,seconds\n";
    EXPECT_EQ(t.out.rfind(header, 0), 0u) << t.out;
    EXPECT_NE(t.out.find(a + ",Ann,probing,linear,3,1,exam,3,3,0,4.5\n"), std::string::npos)
        << t.out;
    EXPECT_NE(t.out.find("linear/probe: 22.2 % (2 / 9), slot:0 (3 times)"), std::string::npos)
        << t.out;
    EXPECT_EQ(t.out.substr(0, t.out.find("\n\n") + 1), slurp(csv));
}

TEST(CliGrade, DamagedRecordsAreRefusedWithTheirName) {
    const std::string a = record("Di", "slot:0;slot:1;slot:2");
    std::string text = slurp(a);
    text.replace(text.find("\"Di\""), 4, "\"Ed\"");
    const std::string edited = dir() + "edited.json";
    std::ofstream(edited) << text;
    auto r = runHashlab({"grade", a, edited});
    expectUsageError(r, edited);
    EXPECT_NE(r.err.find("checksum"), std::string::npos) << r.err;
    const std::string big = dir() + "big.json";
    std::ofstream(big) << std::string(2 << 20, ' ');
    expectUsageError(runHashlab({"grade", big}), "big.json");
    const std::string broken = dir() + "broken.json";
    std::ofstream(broken) << "{\n  \"schema\": 1,\n  \"lab\": ring\n}\n";
    expectUsageError(runHashlab({"grade", broken}), "line 3");
    expectUsageError(runHashlab({"grade"}), "give the attempt records");
    expectUsageError(runHashlab({"grade", dir() + "missing.json"}), "missing.json");
}

} // namespace

// `hashlab exercise`: the issue's JSON for every kind, the same exercise for the same seed, the
// checker's verdicts through --play, and the bad-input contract.
#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"
#include "support/run_json.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <map>

namespace {

using hashlab::test::expectUsageError;
using hashlab::test::runHashlab;
using hashlab::test::runJson;

const std::map<std::string, std::vector<std::string>> kKinds = {
    {"probing",
     {"linear", "quadratic", "double", "robinhood", "cuckoo", "chaining", "delete", "resize"}},
    {"ring", {"owner", "moved", "preference"}},
    {"bloom", {"cells", "query", "cuckoo-filter"}},
    {"collisions", {"base62", "truncated"}}};

TEST(CliExercise, EveryKindPrintsTheIssuesJson) {
    for (const auto& [lab, kinds] : kKinds)
        for (const auto& kind : kinds) {
            const auto j =
                runJson({"exercise", "--lab", lab, "--kind", kind, "--seed", "41", "--level", "2"});
            for (const char* f :
                 {"schema", "generator", "lab", "kind", "seed", "level", "setup", "steps"})
                EXPECT_TRUE(j.contains(f)) << kind << " " << f;
            EXPECT_EQ(j["lab"], lab);
            EXPECT_EQ(j["kind"], kind);
            EXPECT_EQ(j["seed"], 41);
            EXPECT_EQ(j["level"], 2);
            ASSERT_FALSE(j["steps"].empty()) << kind;
            for (const auto& s : j["steps"]) {
                EXPECT_EQ(s.size(), 2u) << s; // {"prompt","answer"}
                EXPECT_FALSE(s["answer"].get<std::string>().empty());
            }
        }
    const auto p = runJson({"exercise", "--lab", "probing", "--kind", "double", "--seed", "7"});
    for (const char* f : {"m", "h1", "h2", "keys", "ops"})
        EXPECT_TRUE(p["setup"].contains(f)) << f;
    EXPECT_EQ(p["setup"]["h2"], "1 + k % (m - 1)");
}

TEST(CliExercise, TheSeedFixesTheExercise) {
    const std::vector<std::string> args = {"exercise", "--lab",  "ring", "--kind",
                                           "moved",    "--seed", "99",   "--json"};
    const auto a = runHashlab(args), b = runHashlab(args);
    EXPECT_EQ(a.exitCode, 0);
    EXPECT_EQ(a.out, b.out);
    auto other = args;
    other[5] = "100";
    EXPECT_NE(runHashlab(other).out, a.out);
}

TEST(CliExercise, PlayJudgesRightWrongAndGiven) {
    // probing linear seed 3 level 1: keys 7 and 21 in m = 7; insert 63 probes 0, 1, 2.
    const auto e = runJson({"exercise", "--lab", "probing", "--kind", "linear", "--seed", "3"});
    ASSERT_EQ(e["steps"].size(), 3u);
    const std::string s0 = e["steps"][0]["answer"], s2 = e["steps"][2]["answer"];
    const auto j = runJson({"exercise", "--lab", "probing", "--kind", "linear", "--seed", "3",
                            "--play", s0 + ";slot:5;slot:5;slot:5;" + s2});
    ASSERT_EQ(j["choices"].size(), 5u);
    EXPECT_EQ(j["choices"][0]["verdict"], "right");
    EXPECT_EQ(j["choices"][1]["verdict"], "wrong");
    EXPECT_EQ(j["choices"][1]["reason"], "slot 0 holds 7: probe on with step 1");
    EXPECT_EQ(j["choices"][3]["verdict"], "given");
    EXPECT_EQ(j["choices"][3]["answer"], e["steps"][1]["answer"]);
    EXPECT_EQ(j["choices"][4]["verdict"], "right");
    EXPECT_EQ(j["finished"], true);
    EXPECT_EQ(j["score"], (nlohmann::json{{"steps", 3}, {"right_first_time", 2}, {"given", 1}}));
}

TEST(CliExercise, BadInputIsAnError) {
    const std::vector<std::string> base = {"exercise", "--lab",  "probing", "--kind",
                                           "linear",   "--seed", "1"};
    auto with = [&](std::vector<std::string> extra) {
        auto a = base;
        a.insert(a.end(), extra.begin(), extra.end());
        return runHashlab(a);
    };
    expectUsageError(runHashlab({"exercise", "--lab", "tables", "--kind", "linear", "--seed", "1"}),
                     "--lab");
    expectUsageError(runHashlab({"exercise", "--lab", "ring", "--kind", "linear", "--seed", "1"}),
                     "owner, moved, preference");
    expectUsageError(with({"--level", "4"}), "--level");
    expectUsageError(runHashlab({"exercise", "--lab", "ring", "--kind", "owner", "--seed", "-1"}),
                     "--seed");
    expectUsageError(with({"--record", "x.json"}), "--record goes with --play");
    expectUsageError(with({"--play", "slot:0", "--record", "/nonexistent/dir/x.json"}), "--record");
    expectUsageError(with({"--play", "slot:0", "--mode", "quiz", "--record", "/tmp/x.json"}),
                     "--mode");
}

} // namespace

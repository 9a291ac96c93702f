// hashlab table run as a script runs it: the textbook tables through --ops, and bad input.
#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

using hashlab::test::expectUsageError;
using hashlab::test::runHashlab;

nlohmann::json table(std::vector<std::string> args) {
    args.insert(args.begin(), "table");
    args.push_back("--json");
    const auto r = runHashlab(args);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return nlohmann::json::parse(r.out);
}

TEST(CliTable, ChainingReproducesClrsExercise11_2_2) {
    const auto j = table({"--scheme", "chaining", "--m", "9", "--ops",
                          "i:5,i:28,i:19,i:15,i:20,i:33,i:12,i:17,i:10,f:28"});
    EXPECT_EQ(j["scheme"], "chaining");
    EXPECT_EQ(j["tables"], nlohmann::json::parse(
                               "[[[], [10, 19, 28], [20], [12], [], [5], [33, 15], [], [17]]]"));
    const auto& find = j["ops"].back();
    EXPECT_EQ(find["result"], "found");
    EXPECT_EQ(find["path"], nlohmann::json::parse("[[0, 1]]"));
    EXPECT_EQ(find["compares"], 3);
    EXPECT_DOUBLE_EQ(j["load_factor"].get<double>(), 1.0);
}

TEST(CliTable, CuckooNamesACycleAndTheNestlessKey) {
    const auto j = table({"--scheme", "cuckoo", "--m", "11", "--h2", "(k / m) % m", "--ops",
                          "i:20,i:50,i:53,i:75,i:100,i:67,i:105,i:3,i:36,i:39,i:6"});
    EXPECT_EQ(j["tables"][0][6], 50);
    EXPECT_EQ(j["tables"][1][4], 53);
    const auto& last = j["ops"].back();
    EXPECT_EQ(last["result"], "failed");
    EXPECT_EQ(last["reason"], "cycle");
    EXPECT_EQ(last["nestless"], 6);
    EXPECT_TRUE(last["at"].is_null());
    EXPECT_EQ(last["moves"].size(), 200u); // MaxLoop 100 rounds of two kicks, then it stops
    EXPECT_TRUE(last["moves"].back()["to"].is_null());
    // Its component: all eleven keys on ten cells (union-find by hand), 6 last.
    EXPECT_EQ(last["component"]["keys"].size(), 11u);
    EXPECT_EQ(last["component"]["keys"].back(), 6);
    EXPECT_EQ(last["component"]["cells"], 10);
    const auto loop = table({"--scheme", "cuckoo", "--m", "11", "--max-loop", "2", "--ops",
                             "i:20,i:50,i:53,i:75,i:100,i:67,i:105,i:3,i:36,i:39"});
    EXPECT_EQ(loop["ops"].back()["reason"], "max_loop");
    EXPECT_EQ(loop["ops"].back()["nestless"], 75);
}

TEST(CliTable, RobinHoodTombstoneFreeDeleteAndGrowthAreReported) {
    const auto j =
        table({"--scheme", "robinhood", "--m", "10", "--ops", "i:10,i:20,i:30,i:1,i:3,i:40,d:20"});
    EXPECT_EQ(j["tables"][0], nlohmann::json::parse("[10, 30, 40, 1, 3, null, null, null, null, "
                                                    "null]"));
    EXPECT_EQ(j["ops"][5]["moves"].size(), 2u);
    EXPECT_EQ(j["ops"][6]["moves"].size(), 4u);
    const auto g = table({"--scheme", "linear", "--m", "8", "--grow-at", "0.75", "--ops",
                          "i:0,i:1,i:2,i:3,i:4,i:5,i:6"});
    ASSERT_EQ(g["resizes"].size(), 1u);
    EXPECT_EQ(g["resizes"][0],
              nlohmann::json::parse(R"({"after_op": 6, "from_m": 8, "to_m": 16, "moved": 0})"));
    EXPECT_EQ(g["m"], 16);
}

TEST(CliTable, IncrementalRehashShowsBothTablesAndTheBucketEachOperationMoves) {
    const auto j = table({"--scheme", "chaining", "--m", "4", "--grow-at", "1", "--incremental",
                          "--ops", "i:0,i:1,i:2,i:3,i:4,f:0"});
    EXPECT_EQ(j["tables"].size(), 2u);
    EXPECT_EQ(j["resizes"][0]["to_m"], 8);
    EXPECT_EQ(j["ops"].back()["rehash_moves"].size(), 2u); // bucket 0 held 4 and 0
}

TEST(CliTable, BadInputExitsTwoNamingTheOption) {
    struct Bad {
        std::vector<std::string> args;
        const char* option;
    };
    const std::vector<Bad> cases = {
        {{"--scheme", "hopscotch", "--m", "7", "--ops", "i:1"}, "--scheme"},
        {{"--scheme", "linear", "--m", "0", "--ops", "i:1"}, "--m"},
        {{"--scheme", "linear", "--m", "7", "--b", "2", "--ops", "i:1"}, "--b"},
        {{"--scheme", "bucket", "--m", "7", "--b", "65", "--ops", "i:1"}, "--b"},
        {{"--scheme", "linear", "--m", "7", "--grow-at", "1", "--ops", "i:1"}, "--grow-at"},
        {{"--scheme", "chaining", "--m", "7", "--grow-at", "x", "--ops", "i:1"}, "--grow-at"},
        {{"--scheme", "chaining", "--m", "7", "--incremental", "--ops", "i:1"}, "--incremental"},
        {{"--scheme", "cuckoo", "--m", "7", "--max-loop", "0", "--ops", "i:1"}, "--max-loop"},
        {{"--scheme", "linear", "--m", "7", "--h2", "k", "--ops", "i:1"}, "--h2"},
        {{"--scheme", "linear", "--m", "7", "--ops", "x:1"}, "--ops"},
        {{"--scheme", "linear", "--m", "7", "--ops", "i:abc"}, "--ops"},
        {{"--scheme", "linear", "--m", "7", "--grow-to", "prime", "--ops", "i:1"}, "--grow-to"},
    };
    for (const Bad& b : cases) {
        std::vector<std::string> args = b.args;
        args.insert(args.begin(), "table");
        expectUsageError(runHashlab(args), b.option);
    }
}

} // namespace

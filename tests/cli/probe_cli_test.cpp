#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

using hashlab::test::runHashlab;
using nlohmann::json;

json probe(const std::vector<std::string>& args) {
    std::vector<std::string> full = {"probe"};
    full.insert(full.end(), args.begin(), args.end());
    full.push_back("--json");
    auto r = runHashlab(full);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(r.err.empty()) << r.err;
    return json::parse(r.out);
}

TEST(CliProbe, Seed002ExampleAsTheContractSpells) {
    json j = probe({"--m", "7", "--mode", "double", "--h1", "k % m", "--h2", "5 - k % 5",
                    "--insert", "14,21,28"});
    EXPECT_EQ(j["m"], 7);
    EXPECT_EQ(j["table"], json::parse("[14,null,28,null,21,null,null]"));
    EXPECT_EQ(j["tombstones"], json::array());
    ASSERT_EQ(j["ops"].size(), 3u);
    EXPECT_EQ(j["ops"][1],
              json::parse(R"({"op":"insert","key":21,"probes":[0,4],"result":"placed","slot":4})"));
    EXPECT_EQ(j["ops"][2]["probes"], json::parse("[0,2]"));
    EXPECT_FALSE(j["ops"][0].contains("reason"));
}

TEST(CliProbe, InsertsThenDeletesThenFindsWithTombstones) {
    json j = probe({"--m", "11", "--mode", "linear", "--find", "26,15", "--delete", "15",
                    "--insert", "4,15,26,4"});
    EXPECT_EQ(j["tombstones"], json::parse("[5]"));
    EXPECT_EQ(j["table"][5], nullptr);
    const auto& ops = j["ops"];
    ASSERT_EQ(ops.size(), 7u);
    EXPECT_EQ(ops[3]["result"], "duplicate");
    EXPECT_EQ(ops[3]["slot"], 4);
    EXPECT_EQ(ops[4]["op"], "delete");
    EXPECT_EQ(ops[4]["result"], "deleted");
    EXPECT_EQ(ops[5]["op"], "find");
    EXPECT_EQ(ops[5]["result"], "found");
    EXPECT_EQ(ops[5]["probes"], json::parse("[4,5,6]"));
    EXPECT_EQ(ops[6]["result"], "not_found");
    EXPECT_EQ(ops[6]["slot"], nullptr);
}

// Issue 13 item 8: --ops applies and traces operations in the order given, so tombstone reuse
// can be scripted. m = 11, linear: 4 -> slot 4, 15 -> 4 taken, 5; delete 4 leaves a tombstone at
// 4; find 15 walks 4 (tombstone) to 5; insert 26 (h = 4) reuses the tombstone at slot 4; -7 is
// placed at (-7 mod 11) = 4 -> 4, 5 taken, 6.
TEST(CliProbe, OpsAreAppliedInTheirOwnOrderAndReuseATombstone) {
    json j = probe({"--m", "11", "--mode", "linear", "--ops", "i:4, i:15,d:4,f:15,i:26,i:-7"});
    const auto& ops = j["ops"];
    ASSERT_EQ(ops.size(), 6u);
    EXPECT_EQ(ops[2]["op"], "delete");
    EXPECT_EQ(ops[3]["op"], "find");
    EXPECT_EQ(ops[3]["probes"], json::parse("[4,5]"));
    EXPECT_EQ(ops[3]["result"], "found");
    EXPECT_EQ(ops[4]["slot"], 4);
    EXPECT_EQ(ops[5]["key"], -7);
    EXPECT_EQ(ops[5]["slot"], 6);
    EXPECT_EQ(j["tombstones"], json::array());
    EXPECT_EQ(j["table"][4], 26);
}

TEST(CliProbe, ClrsQuadraticExercise) {
    json j = probe({"--m", "11", "--mode", "quadratic", "--c1", "1", "--c2", "3", "--insert",
                    "10,22,31,4,15,28,17,88,59"});
    EXPECT_EQ(j["table"], json::parse("[22,null,88,17,4,null,28,59,15,31,10]"));
}

TEST(CliProbe, GcdTrapFailsWithAReasonNotAnError) {
    json j = probe({"--m", "8", "--mode", "double", "--h2", "2", "--insert", "0,8,16,24,32"});
    const auto& last = j["ops"][4];
    EXPECT_EQ(last["result"], "failed");
    EXPECT_EQ(last["slot"], nullptr);
    EXPECT_EQ(last["probes"], json::parse("[0,2,4,6]"));
    EXPECT_NE(last["reason"].get<std::string>().find("reaches only slots 0, 2, 4, 6"),
              std::string::npos);
}

TEST(CliProbe, FullTableFails) {
    json j = probe({"--m", "2", "--mode", "linear", "--insert", "1,2,3"});
    EXPECT_EQ(j["ops"][2]["result"], "failed");
    EXPECT_NE(j["ops"][2]["reason"].get<std::string>().find("table full"), std::string::npos);
}

TEST(CliProbe, HashModeTakesTextKeysAndStepFixOddCoversAPowerOfTwo) {
    json j = probe({"--m", "8", "--mode", "double", "--hash", "xxh3", "--step-fix", "odd",
                    "--insert", "a,b,c,d,e,f,g,h"});
    for (const auto& slot : j["table"])
        EXPECT_TRUE(slot.is_string());
    for (const auto& op : j["ops"])
        EXPECT_EQ(op["result"], "placed");
    json m = probe({"--m", "8", "--mode", "double", "--hash", "murmur3", "--insert", "apple"});
    EXPECT_EQ(m["ops"][0]["key"], "apple");
}

TEST(CliProbe, ReadableTextShowsTheFilledInFormulas) {
    auto r = runHashlab(
        {"probe", "--m", "7", "--mode", "double", "--h2", "5 - k % 5", "--insert", "14,21"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("p\u2081 = (0 + 1\u00b74) mod 7 = 4"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("h2(21) = 5 - 21 mod 5 = 4"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("non-negative"), std::string::npos);
}

TEST(CliProbe, HelpListsEveryLimit) {
    auto r = runHashlab({"probe", "--help"});
    ASSERT_EQ(r.exitCode, 0);
    for (const char* s :
         {"--m", "1000000", "10000", "--step-fix", "--c1", "non-negative", "--hash"})
        EXPECT_NE(r.out.find(s), std::string::npos) << s;
}

struct BadCase {
    std::vector<std::string> args;
    std::string mustMention;
};

class CliProbeBadInput : public ::testing::TestWithParam<BadCase> {};

TEST_P(CliProbeBadInput, ExitsTwoWithAMessageNamingTheParameter) {
    std::vector<std::string> args = {"probe"};
    args.insert(args.end(), GetParam().args.begin(), GetParam().args.end());
    auto r = runHashlab(args, 20);
    hashlab::test::expectUsageError(r, GetParam().mustMention);
}

INSTANTIATE_TEST_SUITE_P(
    Table, CliProbeBadInput,
    ::testing::Values(
        BadCase{{"--m", "11", "--mode", "linear", "--ops", "i:4,x:5"}, "operation 2 'x:5'"},
        BadCase{{"--m", "11", "--mode", "linear", "--ops", "i:4,d:"}, "the key is missing"},
        BadCase{{"--m", "11", "--mode", "linear", "--ops", "i:4", "--insert", "5"}, "not both"},
        BadCase{{"--m", "11", "--mode", "linear", "--ops", "i:abc"}, "--ops"},
        BadCase{{"--m", "7", "--mode", "linear", "--h1", "k %", "--insert", "1"}, "--h1: column 4"},
        BadCase{
            {"--m", "7", "--mode", "linear", "--h1", "(k + 1", "--insert", "1"},
            "column 7: expected ')' to close the '(' at column 1, found the end of the formula"},
        BadCase{{"--m", "7", "--mode", "double", "--h2", "k % x", "--insert", "1"},
                "--h2: column 5: unknown variable 'x'"},
        BadCase{{"--m", "0", "--mode", "linear", "--insert", "1"}, "--m must be an integer from 1"},
        BadCase{{"--m", "-3", "--mode", "linear", "--insert", "1"}, "--m"},
        BadCase{{"--m", "1000001", "--mode", "linear", "--insert", "1"}, "1000000"},
        BadCase{{"--m", "seven", "--mode", "linear", "--insert", "1"}, "'seven'"},
        BadCase{{"--mode", "linear", "--insert", "1"}, "--m"},
        BadCase{{"--m", "7", "--mode", "cuckoo", "--insert", "1"}, "--mode"},
        BadCase{{"--m", "7", "--mode", "linear", "--insert", "1,x2"}, "--insert: 'x2' is not an"},
        BadCase{{"--m", "7", "--mode", "linear", "--insert", "1", "--find", "1.5"}, "--find"},
        BadCase{{"--m", "7", "--mode", "quadratic", "--c1", "0", "--c2", "0", "--insert", "1"},
                "c1 = c2 = 0"},
        BadCase{{"--m", "7", "--mode", "quadratic", "--c2", "x", "--insert", "1"}, "--c2"},
        BadCase{{"--m", "7", "--mode", "double", "--h2", "k % 7", "--insert", "14,21"},
                "step is 0"},
        BadCase{{"--m", "7", "--mode", "double", "--h2", "k / (m - 7)", "--insert", "1"},
                "division by zero"},
        BadCase{{"--m", "7", "--mode", "double", "--step-fix", "even", "--insert", "1"},
                "--step-fix"},
        BadCase{{"--m", "7", "--mode", "linear", "--step-fix", "odd", "--insert", "1"},
                "--mode double only"},
        BadCase{{"--m", "7", "--mode", "linear", "--hash", "md5", "--insert", "1"}, "--hash"},
        BadCase{{"--m", "7", "--mode", "linear", "--hash", "xxh3", "--h1", "k", "--insert", "a"},
                "--h1"},
        BadCase{{"--m", "7", "--mode", "linear"}, "--insert"},
        BadCase{{"--m", "7", "--mode", "linear", "--insert", "1,,2"}, "empty item"},
        BadCase{{"--m", "7", "--mode", "linear", "--insert", "99999999999999999999"},
                "not an integer"}));

} // namespace

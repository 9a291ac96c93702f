// `hashlab collide ...`: the contract's field names, values checked against core-independent
// numbers (Python for canonical JSON, the birthday formula by hand), and a bad-input table.
#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>

namespace {

using hashlab::test::runHashlab;

nlohmann::json runJson(std::vector<std::string> args) {
    args.insert(args.begin(), "collide");
    args.push_back("--json");
    auto r = runHashlab(args);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return nlohmann::json::parse(r.out);
}

TEST(CliCollide, BirthdayPrintsPairsExpectedAndPAny) {
    auto j = runJson({"birthday", "--n", "1000000", "--bits", "24"});
    EXPECT_NEAR(j["pairs_expected"].get<double>(), 29802.29, 0.01); // C(10^6,2)/2^24
    EXPECT_DOUBLE_EQ(j["p_any"].get<double>(), 1.0);
    auto k = runJson({"birthday", "--n", "77164", "--bits", "32"});
    EXPECT_GE(k["p_any"].get<double>(), 0.5);
    EXPECT_LT(k["p_any"].get<double>(), 0.50001);
    EXPECT_EQ(k["n_for_p50"], 77164);
    EXPECT_EQ(k["n_for_p1"], 9292);
}

// Issue 13 item 10: a space that is not a power of two, exactly. A 7-character Base62 code:
// N = 62^7 = 3,521,614,606,208 (2^41.68). Reference values from Python's math.fsum over
// log1p(-i/N): p_any(10^6) = 0.13236156474232816, the smallest n with p_any >= 1/2 is 2,209,524
// (p_any(2,209,523) = 0.4999997).
TEST(CliCollide, BirthdayTakesAnySpaceOrAnAlphabetAndLength) {
    for (const std::vector<std::string>& space :
         {std::vector<std::string>{"--alphabet", "base62", "--length", "7"},
          std::vector<std::string>{"--alphabet", "62", "--length", "7"},
          std::vector<std::string>{"--space", "3521614606208"}}) {
        std::vector<std::string> a = {"birthday", "--n", "1000000"};
        a.insert(a.end(), space.begin(), space.end());
        auto j = runJson(a);
        EXPECT_EQ(j["space"], 3521614606208u);
        EXPECT_NEAR(j["bits"].get<double>(), 7 * std::log2(62.0), 1e-12);
        EXPECT_NEAR(j["pairs_expected"].get<double>(), 0.14198018690591158, 1e-15);
        EXPECT_NEAR(j["p_any"].get<double>(), 0.13236156474232816, 1e-12);
        EXPECT_EQ(j["n_for_p50"], 2209524);
    }
    // 2^B through --space agrees with --bits
    auto bits = runJson({"birthday", "--n", "77164", "--bits", "32"});
    auto space = runJson({"birthday", "--n", "77164", "--space", "4294967296"});
    EXPECT_EQ(bits["p_any"], space["p_any"]);
    EXPECT_EQ(bits["n_for_p1"], space["n_for_p1"]);
    EXPECT_EQ(bits["space"], 4294967296u);
}

TEST(CliCollide, ExperimentPrintsTheContractFields) {
    auto j = runJson({"experiment", "--n", "200000", "--hash", "md5", "--bits", "24", "--seed", "4",
                      "--examples", "2"});
    for (const char* f : {"colliding_pairs", "keys_in_collision", "pairs_expected"})
        EXPECT_TRUE(j.contains(f)) << f;
    EXPECT_NEAR(j["pairs_expected"].get<double>(), 200000.0 * 199999 / 2 / 16777216, 1e-6);
    const auto pairs = j["colliding_pairs"].get<std::uint64_t>();
    EXPECT_GT(pairs, 1000u); // 1192 expected
    EXPECT_LE(j["keys_in_collision"].get<std::uint64_t>(), 2 * pairs);
    EXPECT_GT(j["keys_in_collision"].get<std::uint64_t>(), pairs);
    ASSERT_EQ(j["examples"].size(), 2u);
    EXPECT_EQ(j["examples"][0]["prefix"].get<std::string>().size(), 6u);
    // Same seed, same answer.
    auto again =
        runJson({"experiment", "--n", "200000", "--hash", "md5", "--bits", "24", "--seed", "4"});
    EXPECT_EQ(j["colliding_pairs"], again["colliding_pairs"]);
}

TEST(CliCollide, HashIdIsWhatPythonAndMmh3Print) {
    // python3: json.dumps({"b":1,"a":"é"}, sort_keys=True, separators=(',',':'),
    // ensure_ascii=False) -> {"a":"é","b":1}; hash_id from the pure-Python murmur3 described in
    // tests/core/collisions/canonical_json_test.cpp.
    auto j = runJson({"hashid", "--data", "{ \"b\": 1, \"a\": \"\\u00e9\" }"});
    EXPECT_EQ(j["canonical"], "{\"a\":\"\xc3\xa9\",\"b\":1}");
    auto k = runJson({"hashid", "--data", "{\"a\":\"\xc3\xa9\",\"b\":1}"});
    EXPECT_EQ(j["hash_id"], k["hash_id"]);
    auto foo = runJson({"hashid", "--data", "{}"});
    EXPECT_EQ(foo["hash_id"], "a4b580d011678cf09bd6f871e5fa2ae4");
    auto seeded = runJson({"hashid", "--data", "{}", "--seed", "43"});
    EXPECT_NE(seeded["hash_id"], foo["hash_id"]);
}

TEST(CliCollide, Base62EncodeAndDecode) {
    auto e = runJson({"base62", "--encode", "18446744073709551615"});
    EXPECT_EQ(e["code"], "lYGhA16ahyf");
    EXPECT_EQ(e["value"], 18446744073709551615ull);
    auto d = runJson({"base62", "--decode", "10"});
    EXPECT_EQ(d["value"], 62);
    EXPECT_EQ(d["code"], "10");
}

TEST(CliCollide, DedupCountersAddUpAndOnlyNaiveLoses) {
    for (const char* s : {"naive", "reject", "coexist"}) {
        auto j =
            runJson({"dedup", "--strategy", s, "--records", "5000", "--bits", "14", "--seed", "1"});
        for (const char* f : {"written", "stored", "duplicates", "collisions", "rejected", "lost"})
            ASSERT_TRUE(j.contains(f)) << f;
        EXPECT_EQ(j["written"], 5000);
        EXPECT_GT(j["collisions"].get<int>(), 0);
        EXPECT_EQ(j["written"].get<int>(), j["stored"].get<int>() + j["duplicates"].get<int>() +
                                               j["rejected"].get<int>() + j["lost"].get<int>());
        EXPECT_EQ(j["lost"].get<int>() > 0, std::string(s) == "naive") << s;
        EXPECT_EQ(j["lost_records"].size(), j["lost"].get<std::size_t>());
    }
}

TEST(CliCollide, HelpOnEverySubcommandShowsTheLimits) {
    auto top = runHashlab({"collide", "--help"});
    EXPECT_EQ(top.exitCode, 0);
    EXPECT_NE(top.out.find("dedup"), std::string::npos);
    const std::vector<std::pair<std::string, std::string>> subs = {{"birthday", "1 to 128"},
                                                                   {"experiment", "20000000"},
                                                                   {"hashid", "1 MiB"},
                                                                   {"base62", "lYGhA16ahyf"},
                                                                   {"dedup", "1000000"}};
    for (const auto& [sub, limit] : subs) {
        auto r = runHashlab({"collide", sub, "--help"});
        EXPECT_EQ(r.exitCode, 0) << sub;
        EXPECT_NE(r.out.find(limit), std::string::npos) << sub << ": " << r.out;
    }
}

struct BadCase {
    std::vector<std::string> args;
    std::string mustMention;
};

class CliCollideBadInput : public ::testing::TestWithParam<BadCase> {};

TEST_P(CliCollideBadInput, ExitsTwoWithAMessageNamingTheParameter) {
    std::vector<std::string> args = GetParam().args;
    args.insert(args.begin(), "collide");
    auto r = runHashlab(args, 20);
    hashlab::test::expectUsageError(r, GetParam().mustMention);
}

INSTANTIATE_TEST_SUITE_P(
    Table, CliCollideBadInput,
    ::testing::Values(
        BadCase{{"birthday", "--n", "10", "--bits", "8", "--space", "100"}, "exactly one"},
        BadCase{{"birthday", "--n", "10", "--alphabet", "62"}, "--length"},
        BadCase{{"birthday", "--n", "10", "--alphabet", "1", "--length", "3"}, "--alphabet"},
        BadCase{{"birthday", "--n", "10", "--alphabet", "base62", "--length", "22"}, "2^128"},
        BadCase{{"birthday", "--n", "10", "--space", "1"}, "--space"}, BadCase{{}, "subcommand"},
        BadCase{{"collide-all"}, "collide-all"},
        BadCase{{"hashid", "--data", "{\"a\": 1,"}, "--data"},
        BadCase{{"hashid", "--data", "{\"a\": tru}"}, "column"},
        BadCase{{"hashid", "--data", ""}, "empty"},
        BadCase{{"hashid", "--data", "[1e999]"}, "out of range"},
        BadCase{{"hashid", "--data", "{}", "--seed", "4294967296"}, "--seed"},
        BadCase{{"birthday", "--n", "10", "--bits", "0"}, "--bits"},
        BadCase{{"birthday", "--n", "10", "--bits", "129"}, "1 to 128"},
        BadCase{{"birthday", "--n", "-1", "--bits", "32"}, "--n"},
        BadCase{{"birthday", "--bits", "32"}, "--n"},
        BadCase{{"experiment", "--n", "10", "--hash", "sha1", "--bits", "8"}, "--hash"},
        BadCase{{"experiment", "--n", "10", "--hash", "xxh3", "--bits", "65"}, "1 to 64"},
        BadCase{{"experiment", "--n", "20000001", "--hash", "md5", "--bits", "8"}, "--n"},
        BadCase{{"base62", "--decode", "ab-c"}, "position 3"},
        BadCase{{"base62", "--decode", "lYGhA16ahyg"}, "2^64"},
        BadCase{{"base62", "--decode", ""}, "--decode"},
        BadCase{{"base62", "--encode", "18446744073709551616"}, "--encode"},
        BadCase{{"base62", "--encode", "1", "--decode", "1"}, "exactly one"},
        BadCase{{"base62"}, "exactly one"},
        BadCase{{"dedup", "--strategy", "merge", "--records", "10", "--bits", "8"}, "--strategy"},
        BadCase{{"dedup", "--strategy", "naive", "--records", "1000001", "--bits", "8"},
                "--records"},
        BadCase{{"dedup", "--strategy", "naive", "--records", "10", "--bits", "200"}, "--bits"},
        BadCase{{"dedup", "--strategy", "naive", "--records", "10"}, "--bits"}));

} // namespace

// Issue 17 on the command line: bloom measure|theory|trace --variant cuckoo|scalable|xor sized by
// --n and their own options, --m/--k refused, and bloom space's table.
#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"
#include "support/run_json.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>

namespace {

using hashlab::test::runHashlab;
using hashlab::test::runJson;

TEST(CliFilters, CuckooMeasureHasBitsPerKeyAndLoadAtFirstFailure) {
    auto j = runJson({"bloom", "measure", "--variant", "cuckoo", "--n", "20000",
                      "--fingerprint-bits", "8", "--queries", "200000", "--trials", "3"});
    EXPECT_EQ(j["variant"], "cuckoo");
    EXPECT_EQ(j["buckets"], 8192); // 20000 / 4 = 5000 → 8192 (61 % full)
    EXPECT_DOUBLE_EQ(j["bits_per_key"].get<double>(), 8192.0 * 4 * 8 / 20000);
    EXPECT_EQ(j["false_negatives"], 0);
    EXPECT_DOUBLE_EQ(j["theory"]["bound"].get<double>(), 8.0 / 256);
    const double m = j["measured"].get<double>(), e = j["theory"]["estimate"].get<double>();
    EXPECT_NEAR(m, e, 5 * std::sqrt(e / 200000));
    const auto& l = j["load_at_first_failure"];
    EXPECT_EQ(l["trials"], 3);
    EXPECT_GT(l["mean"].get<double>(), 0.9);
    EXPECT_LT(l["mean"].get<double>(), 0.99);
}

TEST(CliFilters, XorMeasureAndTheory) {
    auto j =
        runJson({"bloom", "measure", "--variant", "xor", "--n", "100000", "--queries", "300000"});
    EXPECT_EQ(j["capacity"], 123030); // ⌊1.23·10^5⌋ + 32 = 123032 → 3·41010
    EXPECT_EQ(j["false_negatives"], 0);
    EXPECT_NEAR(j["measured"].get<double>(), 1.0 / 256, 5 * std::sqrt(1.0 / 256 / 300000));
    EXPECT_DOUBLE_EQ(j["bits_per_key"].get<double>(), 123030.0 * 8 / 100000);
    auto t = runJson(
        {"bloom", "theory", "--variant", "xor", "--n", "1000000", "--fingerprint-bits", "16"});
    EXPECT_EQ(t["capacity"], 1230030);
    EXPECT_DOUBLE_EQ(t["epsilon"].get<double>(), 1.0 / 65536);
}

TEST(CliFilters, ScalableMeasureStaysUnderItsBound) {
    auto j = runJson({"bloom", "measure", "--variant", "scalable", "--n", "50000", "--p", "0.01",
                      "--initial", "1000", "--growth", "2", "--tightening", "0.8", "--queries",
                      "200000"});
    EXPECT_EQ(j["false_negatives"], 0);
    EXPECT_DOUBLE_EQ(j["theory"]["bound"].get<double>(), 0.01 / (1 - 0.8));
    EXPECT_LT(j["ci95"][1].get<double>(), j["theory"]["bound"].get<double>());
    EXPECT_EQ(j["stages"].size(), 6u); // 1000·(2^6 − 1) = 63000 ≥ 50000
    EXPECT_GT(j["bits_per_key"].get<double>(), 0);
}

TEST(CliFilters, CuckooTraceShowsKicksTableAndRefusesNeverInsertedRemovals) {
    auto j = runJson({"bloom", "trace", "--variant", "cuckoo", "--n", "7", "--bucket", "1",
                      "--fingerprint-bits", "8", "--insert", "a,b,c,d,e,f", "--remove", "a,zz",
                      "--query", "b,a"});
    EXPECT_EQ(j["buckets"], 8);
    ASSERT_EQ(j["ops"].size(), 10u);
    EXPECT_EQ(j["ops"][0]["op"], "insert");
    EXPECT_TRUE(j["ops"][0].contains("kicks"));
    EXPECT_EQ(j["ops"][6]["op"], "remove");
    EXPECT_TRUE(j["ops"][6]["result"].get<bool>());
    EXPECT_FALSE(j["ops"][7]["result"].get<bool>());
    EXPECT_NE(j["ops"][7]["note"].get<std::string>().find("never inserted"), std::string::npos);
    EXPECT_EQ(j["ops"][8]["verdict"], "maybe");
    EXPECT_EQ(j["table"]["buckets"].size(), 8u);
}

TEST(CliFilters, XorTraceShowsThePeelAndAssignment) {
    auto j = runJson({"bloom", "trace", "--variant", "xor", "--insert", "ant,bee,cat,dog",
                      "--query", "ant,eel"});
    EXPECT_EQ(j["capacity"], 36); // 4 + 0 + 32 = 36
    EXPECT_EQ(j["build"]["peel"].size(), 4u);
    EXPECT_EQ(j["build"]["assign"].size(), 4u);
    EXPECT_EQ(j["build"]["assign"][0]["key"], j["build"]["peel"][3]["key"]);
    EXPECT_EQ(j["queries"][0]["verdict"], "maybe");
    EXPECT_EQ(j["queries"][0]["xor"], j["queries"][0]["fingerprint"]);
}

TEST(CliFilters, SpaceTableHasEveryFilterAndTheBounds) {
    auto j =
        runJson({"bloom", "space", "--eps", "0.01,0.001", "--n", "20000", "--queries", "20000"});
    EXPECT_EQ(j["n"], 20000);
    EXPECT_EQ(j["seed"], 1);
    ASSERT_EQ(j["bounds"].size(), 2u);
    EXPECT_NEAR(j["bounds"][0]["lower_bound"].get<double>(), std::log2(100.0), 1e-12);
    EXPECT_NEAR(j["bounds"][1]["bloom_1_44"].get<double>(), std::log2(1000.0) / std::log(2.0),
                1e-12);
    ASSERT_EQ(j["rows"].size(), 12u); // 5 per rate, then xor f = 8 and 16
    EXPECT_EQ(j["rows"][0]["filter"], "classic");
    // −ln ε / ln²2 = 9.585059 bits per key give a little more than ε at the best whole k (7); the
    // sizing takes the smallest m that gives at most ε (issue 30, item 6): 191,860 bits; the
    // double-hashing filter uses the smallest prime ≥ it, 191,861 (item 8).
    EXPECT_NEAR(j["rows"][0]["bits_per_key"].get<double>(), 9.59305, 1e-9);
    EXPECT_EQ(j["rows"][3]["filter"], "cuckoo");
    EXPECT_NEAR(j["rows"][3]["bits_per_key"].get<double>(), 10 / 0.95, 1e-12); // f = 10
    EXPECT_TRUE(j["rows"][3]["deletes"].get<bool>());
    EXPECT_TRUE(j["rows"][4]["grows"].get<bool>());
    EXPECT_EQ(j["rows"][10]["filter"], "xor");
    // ⌊1.23·20000⌋ + 32 = 24632 cells, rounded down to a multiple of 3: 24630, of 8 bits
    EXPECT_NEAR(j["rows"][10]["bits_per_key"].get<double>(), 24630.0 * 8 / 20000, 1e-12);
    EXPECT_NEAR(j["rows"][10]["measured_bits_per_key"].get<double>(), 24630.0 * 8 / 20000, 1e-12);
    for (const auto& r : j["rows"]) {
        EXPECT_GT(r["bits_per_key"].get<double>(), std::log2(1 / r["eps"].get<double>()))
            << r["filter"];
        // Measured: present, and the rate is the count over the queries (timing not checked).
        EXPECT_GT(r["ns_per_lookup"].get<double>(), 0) << r["filter"];
        EXPECT_GT(r["measured_bits_per_key"].get<double>(), 0) << r["filter"];
        EXPECT_EQ(r["false_negatives"], 0) << r["filter"];
        EXPECT_DOUBLE_EQ(r["measured_eps"].get<double>(),
                         r["false_positives"].get<double>() / 20000);
        EXPECT_LE(r["ci95"][0].get<double>(), r["measured_eps"].get<double>());
    }
}

TEST(CliFilters, SpaceMeasurementDependsOnlyOnTheSeed) {
    const std::vector<std::string> args = {"bloom", "space", "--n", "5000", "--queries", "50000"};
    auto a = runJson(args), b = runJson(args);
    auto other = args;
    other.insert(other.end(), {"--seed", "2"});
    auto c = runJson(other);
    int differ = 0;
    for (std::size_t i = 0; i < a["rows"].size(); ++i) {
        EXPECT_EQ(a["rows"][i]["false_positives"], b["rows"][i]["false_positives"]);
        differ += a["rows"][i]["false_positives"] != c["rows"][i]["false_positives"];
    }
    EXPECT_GT(differ, 0);
}

struct Bad {
    std::vector<std::string> args;
    std::string mustMention;
};

class CliFiltersBadInput : public ::testing::TestWithParam<Bad> {};

TEST_P(CliFiltersBadInput, ExitsTwoNamingTheParameter) {
    const auto r = runHashlab(GetParam().args, 10);
    hashlab::test::expectUsageError(r, GetParam().mustMention);
}

INSTANTIATE_TEST_SUITE_P(
    Filters, CliFiltersBadInput,
    ::testing::Values(
        Bad{{"bloom", "measure", "--variant", "cuckoo", "--n", "100", "--m", "1000"},
            "--m: the cuckoo filter is sized by --n"},
        Bad{{"bloom", "theory", "--variant", "xor", "--n", "100", "--k", "3"}, "--k"},
        Bad{{"bloom", "measure", "--variant", "cuckoo", "--n", "100", "--fingerprint-bits", "17"},
            "--fingerprint-bits"},
        Bad{{"bloom", "measure", "--variant", "cuckoo", "--n", "100", "--bucket", "9"}, "--bucket"},
        Bad{{"bloom", "measure", "--variant", "cuckoo", "--n", "100", "--max-kicks", "0"},
            "--max-kicks"},
        Bad{{"bloom", "measure", "--variant", "xor", "--n", "100", "--fingerprint-bits", "12"},
            "--fingerprint-bits"},
        Bad{{"bloom", "measure", "--variant", "scalable", "--n", "100", "--growth", "3"},
            "--growth"},
        Bad{{"bloom", "measure", "--variant", "scalable", "--n", "100", "--tightening", "0.95"},
            "--tightening"},
        Bad{{"bloom", "measure", "--variant", "scalable", "--n", "100", "--p", "1"}, "--p"},
        Bad{{"bloom", "measure", "--variant", "xor", "--n", "100", "--bucket", "4"},
            "unknown option '--bucket'"},
        Bad{{"bloom", "measure", "--variant", "scalable", "--n", "100", "--fingerprint-bits", "8"},
            "--fingerprint-bits: applies to --variant cuckoo or xor"},
        Bad{{"bloom", "trace", "--variant", "xor", "--insert", "a", "--remove", "a"},
            "--remove: an xor filter is static"},
        Bad{{"bloom", "trace", "--variant", "cuckoo", "--n", "5000", "--insert", "a"}, "--n"},
        Bad{{"bloom", "measure", "--variant", "cuckoo", "--n", "100000001"}, "--n"},
        Bad{{"bloom", "space", "--eps", "0"}, "--eps"},
        Bad{{"bloom", "space", "--eps", "0.1,1"}, "--eps"},
        Bad{{"bloom", "space", "--eps", "0.00001"}, "eps"},
        Bad{{"bloom", "space", "--n", "0"}, "--n"},
        Bad{{"bloom", "space", "--queries", "20000000"}, "--queries"}));

} // namespace

// Issue 30, item 8: double hashing and counting use the smallest prime ≥ --m, and every bloom
// command that builds or models such a filter says so as blocked says its rounding: a note on
// stderr, m_used (and m) in the output, the trace's formulas mod that prime.
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace {

using hashlab::test::runHashlab;

TEST(CliBloomPrimeM, DoubleAndCountingReportTheSmallestPrimeAtLeastM) {
    const std::vector<std::vector<std::string>> commands = {
        {"bloom", "measure", "--n", "100", "--k", "3", "--queries", "1000"},
        {"bloom", "theory", "--n", "100", "--k", "3"},
        {"bloom", "trace", "--k", "3", "--insert", "apple,pear", "--query", "plum"},
        {"bloom", "pipeline", "--k", "3", "--keys", "100", "--reads", "1000"}};
    for (const std::string variant : {"double", "counting"}) {
        for (std::vector<std::string> args : commands) {
            const std::string what = args[1] + " " + variant;
            args.insert(args.end(), {"--variant", variant, "--m", "1024"});
            auto text = runHashlab(args);
            ASSERT_EQ(text.exitCode, 0) << what << ": " << text.err;
            EXPECT_NE(text.err.find("hashlab: note: --m 1024 rounded up to 1031 (the smallest "
                                    "prime ≥ 1024"),
                      std::string::npos)
                << what << ": " << text.err;
            EXPECT_NE(text.out.find("m_used: 1031"), std::string::npos) << what << text.out;
            args.push_back("--json");
            auto r = runHashlab(args);
            ASSERT_EQ(r.exitCode, 0) << what << ": " << r.err;
            const auto j = nlohmann::json::parse(r.out);
            EXPECT_EQ(j["m_used"], 1031) << what;
            if (args[1] != "trace")
                continue;
            EXPECT_EQ(j["m"], 1031);
            for (const auto& op : j["ops"]) {
                EXPECT_EQ(op["m"], 1031);
                for (const auto& st : op["steps"]) {
                    EXPECT_LT(st["index"].get<std::uint64_t>(), 1031u);
                    EXPECT_NE(st["formula"].get<std::string>().find(") mod 1031 = "),
                              std::string::npos)
                        << st["formula"];
                }
            }
        }
    }
    // a prime m, and the variants that keep their m, round nothing: no note
    for (const auto& [variant, m] : {std::pair<std::string, std::string>{"double", "1031"},
                                     {"counting", "2"},
                                     {"enhanced", "1024"},
                                     {"bad-step", "1024"}}) {
        auto r = runHashlab({"bloom", "theory", "--n", "100", "--k", "3", "--variant", variant,
                             "--m", m, "--json"});
        ASSERT_EQ(r.exitCode, 0) << r.err;
        EXPECT_EQ(r.err, "") << variant;
        EXPECT_EQ(nlohmann::json::parse(r.out)["m_used"], std::stoull(m)) << variant;
    }
}

// The m `bloom size` prints (14,377,640 for n = 10^6, p = 0.001) goes straight to a double-hashing
// measure, which uses the next prime: 14,377,669.
TEST(CliBloomPrimeM, TheSizedMGoesStraightToDoubleHashing) {
    auto r = runHashlab({"bloom", "measure", "--m", "14377640", "--n", "1000", "--k", "10",
                         "--queries", "1000", "--threads", "1", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("rounded up to 14377669"), std::string::npos) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["m_used"], 14377669);
    EXPECT_EQ(j["m"], 14377669);
}

// Beyond the largest prime up to 2^34 (2^34 − 41), the prime double hashing would use is past
// the limit: refused, naming --m and that prime.
TEST(CliBloomPrimeM, AnMWhosePrimeIsBeyondTheLimitIsRefused) {
    auto r = runHashlab({"bloom", "theory", "--m", "17179869184", "--n", "100", "--k", "3"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("hashlab: error: --m:"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("17179869209"), std::string::npos) << r.err;
}

} // namespace

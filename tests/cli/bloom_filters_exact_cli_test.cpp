// Issue 17 on the command line: fingerprints in the trace JSON as the window draws them
// (zero-padded hex, ceil(f/4) digits), and the scalable filter's exact expected rate beside its
// design rate, its bound and the rate of the filter's own bits.
#include "support/run_json.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <string>

namespace {

using hashlab::test::runJson;

std::string padded(unsigned v, unsigned digits) {
    char b[16];
    std::snprintf(b, sizeof b, "%0*x", int(digits), v);
    return b;
}

TEST(CliFilterExact, CuckooTraceFingerprintsArePaddedToTheirWidth) {
    for (const auto& [f, digits] : {std::pair{"8", 2u}, {"12", 3u}, {"16", 4u}, {"5", 2u}}) {
        // 40 words into a filter sized for 8: kicks and a full stash too
        std::string words;
        for (int i = 0; i < 40; ++i)
            words += (i ? "," : "") + std::string("w") + std::to_string(i);
        const auto j =
            runJson({"bloom", "trace", "--variant", "cuckoo", "--n", "8", "--fingerprint-bits", f,
                     "--bucket", "2", "--max-kicks", "20", "--insert", words, "--query", "w1,zz"});
        int kicks = 0;
        for (const auto& op : j["ops"]) {
            const unsigned fp = op["fingerprint"];
            EXPECT_EQ(op["fingerprint_hex"], padded(fp, digits)) << f;
            EXPECT_NE(op["derivation"][1].get<std::string>().find("= 0x" + padded(fp, digits)),
                      std::string::npos)
                << op["derivation"][1];
            for (const auto& k : op["kicks"]) {
                EXPECT_EQ(k["placed_hex"], padded(k["placed"], digits));
                EXPECT_EQ(k["evicted_hex"], padded(k["evicted"], digits));
                ++kicks;
            }
        }
        EXPECT_GT(kicks, 0) << f;
        const auto& stash = j["table"]["stash"];
        ASSERT_TRUE(stash.is_object()) << f;
        EXPECT_EQ(stash["fingerprint_hex"], padded(stash["fingerprint"], digits));
    }
}

TEST(CliFilterExact, XorTraceFingerprintsArePaddedToTheirWidth) {
    for (const auto& [f, digits] : {std::pair{"8", 2u}, {"16", 4u}}) {
        const auto j = runJson({"bloom", "trace", "--variant", "xor", "--fingerprint-bits", f,
                                "--insert", "a,b,c,d,e,f,g,h", "--query", "a,zz"});
        for (const auto& a : j["build"]["assign"]) {
            EXPECT_EQ(a["fingerprint_hex"], padded(a["fingerprint"], digits));
            EXPECT_EQ(a["value_hex"], padded(a["value"], digits));
        }
        for (const auto& q : j["queries"])
            EXPECT_EQ(q["fingerprint_hex"], padded(q["fingerprint"], digits));
    }
}

// n0 = 2, P0 = 0.1: nine sub-filters for 1000 keys, the first of a dozen bits.
TEST(CliFilterExact, TinyScalableMeasuresItsOwnBitsUnderTheDesignRate) {
    const auto j = runJson({"bloom", "measure", "--variant", "scalable", "--n", "1000", "--p",
                            "0.1", "--initial", "2", "--growth", "2", "--tightening", "0.8",
                            "--queries", "1000000", "--seed", "4"});
    const auto& t = j["theory"];
    double pass = 1, design = 1;
    for (const auto& s : j["stages"]) {
        const double M = s["slice_bits"], k = s["k"], n = s["stored"];
        EXPECT_EQ(s["m"].get<double>(), M * k);
        const double fp = std::pow(1 - std::pow(1 - 1 / M, n), k);
        EXPECT_NEAR(s["theory"].get<double>(), fp, 1e-12);
        EXPECT_LE(std::pow(1 - std::pow(1 - 1 / M, s["capacity"].get<double>()), k),
                  s["p"].get<double>() * (1 + 1e-12))
            << "sized for its design rate at capacity";
        pass *= 1 - fp;
        design *= 1 - s["p"].get<double>();
    }
    EXPECT_NEAR(t["compound"].get<double>(), 1 - pass, 1e-12);
    EXPECT_NEAR(t["design"].get<double>(), 1 - design, 1e-12);
    EXPECT_LT(t["compound"].get<double>(), t["design"].get<double>());
    EXPECT_LT(t["design"].get<double>(), t["bound"].get<double>());
    const double p = t["state"], q = j["queries"];
    EXPECT_NEAR(j["measured"].get<double>(), p, 5 * std::sqrt(p * (1 - p) / q));
    EXPECT_EQ(j["false_negatives"], 0);
}

} // namespace

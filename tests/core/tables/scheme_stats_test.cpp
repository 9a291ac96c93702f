// The hash-table curriculum's measurements against their theory, at 5σ so that the tests can
// tell the formulas apart from near misses, and the exact facts behind them.
#include "hashlab/tables/scheme_stats.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <numeric>

namespace {

using namespace hashlab::tables;

TEST(SchemeStats, ChainingMatchesClrsTheorems11_1And11_2) {
    SchemeStatsConfig c;
    c.m = 1009;
    c.alphas = {0.5, 1.0, 3.0};
    c.trials = 400;
    const auto points = measureChaining(c).value();
    ASSERT_EQ(points.size(), 3u);
    for (const ChainingPoint& p : points) {
        // 1.96·se is the 95 % half-width: 5σ is 2.55 of them.
        EXPECT_NEAR(p.successful.mean, p.theorySuccessful, 2.55 * p.successful.ci + 1e-12)
            << p.alpha;
        EXPECT_NEAR(p.unsuccessful.mean, p.theoryUnsuccessful, 2.55 * p.unsuccessful.ci) << p.alpha;
        // The 1 + α/2 of the textbook without the −α/(2n) correction is further off than the
        // intervals at α = 3: the test can tell the two apart only there, so just check the CI
        // is tight enough to mean something.
        EXPECT_LT(p.successful.ci, 0.01 * p.successful.mean);
    }
    EXPECT_NEAR(points[1].theorySuccessful, 1 + 0.5 - 0.5 / 1009, 1e-12);
}

TEST(SchemeStats, RobinHoodKeepsLinearProbingsMeanAndCutsItsSpread) {
    // For the same homes the total displacement of linear probing does not depend on who gets
    // which slot, so Robin Hood's mean equals first-come-first-served's exactly; it evens the
    // distances out, so its variance and its maximum are smaller.
    std::uint64_t state = 7;
    std::vector<std::uint64_t> homes;
    for (int i = 0; i < 900; ++i)
        homes.push_back((state = state * 6364136223846793005ULL + 1442695040888963407ULL) >> 54);
    const auto lin = linearDistances(1024, homes), rh = robinHoodDistances(1024, homes);
    EXPECT_EQ(std::accumulate(lin.begin(), lin.end(), std::uint64_t{0}),
              std::accumulate(rh.begin(), rh.end(), std::uint64_t{0}));

    SchemeStatsConfig c;
    c.m = 4099;
    c.alphas = {0.5, 0.9};
    c.trials = 100;
    const auto points = measureDistances(c).value();
    for (const DistancePoint& p : points) {
        EXPECT_DOUBLE_EQ(p.linearMean.mean, p.robinMean.mean) << p.alpha;
        EXPECT_LT(p.robinVariance.mean, p.linearVariance.mean) << p.alpha;
        EXPECT_LT(p.robinMax.mean, p.linearMax.mean) << p.alpha;
    }
    // Knuth's mean (an m → ∞ formula) at α = ½: 0.5 probes past home.
    EXPECT_NEAR(points[0].linearMean.mean, points[0].theoryMean,
                2.55 * points[0].linearMean.ci + 0.01);
}

TEST(SchemeStats, CuckooInsertsSucceedBelowHalfLoadAndFailAbove) {
    SchemeStatsConfig c;
    c.m = 2000;
    c.alphas = {0.3, 0.45, 0.7};
    c.trials = 60;
    const auto points = measureCuckooSuccess(c).value();
    EXPECT_GT(points[0].rate, 0.95);
    EXPECT_GT(points[1].rate, 0.5);
    for (const CuckooPoint& p : points)
        std::printf("cuckoo m = 2000, alpha %.2f: %llu of %llu\n", p.alpha,
                    static_cast<unsigned long long>(p.successes),
                    static_cast<unsigned long long>(p.trials));
    EXPECT_LT(points[2].rate, 0.05); // well past the threshold a giant component has cycles
    for (const CuckooPoint& p : points) {
        EXPECT_LE(p.lo, p.rate);
        EXPECT_GE(p.hi, p.rate);
    }
}

TEST(SchemeStats, RefusesBadParametersAndIsDeterministic) {
    SchemeStatsConfig c;
    c.alphas = {1.0};
    EXPECT_EQ(measureDistances(c).error().parameter, "alpha");
    c.alphas = {0.5};
    c.m = 3;
    EXPECT_EQ(measureChaining(c).error().parameter, "m");
    c.m = 101;
    c.trials = 5;
    EXPECT_EQ(measureCuckooSuccess(c)->front().successes,
              measureCuckooSuccess(c)->front().successes);
    EXPECT_DOUBLE_EQ(measureChaining(c)->front().successful.mean,
                     measureChaining(c)->front().successful.mean);
}

} // namespace

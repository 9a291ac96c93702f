// The birthday bound: exact small cases, the large-n form against a term-by-term sum, the 1 % and
// 50 % points (expected values from Python: math.fsum of log1p terms and bisection), and the
// formula against simulation with the collision experiment.
#include "hashlab/collisions/birthday.h"
#include "hashlab/collisions/experiment.h"

#include <gtest/gtest.h>

#include <cmath>

namespace {

using namespace hashlab::collisions;

TEST(Birthday, ExactSmallCases) {
    EXPECT_DOUBLE_EQ(birthday(2, 1)->pAny, 0.5);   // 1 - 1/2
    EXPECT_DOUBLE_EQ(birthday(3, 2)->pAny, 0.625); // 1 - (3/4)(2/4)
    EXPECT_DOUBLE_EQ(birthday(5, 2)->pAny, 1.0);   // pigeonhole: 5 keys, 4 values
    EXPECT_DOUBLE_EQ(birthday(1, 64)->pAny, 0.0);
    EXPECT_DOUBLE_EQ(birthday(0, 64)->pairsExpected, 0.0);
    EXPECT_NEAR(birthday(20, 8)->pAny, 0.5331670787195923, 1e-14);
    EXPECT_DOUBLE_EQ(birthday(4, 1)->pairsExpected, 3.0); // C(4,2)/2
    EXPECT_TRUE(birthday(1000, 32)->exact);
}

TEST(Birthday, LargeNFormAgreesWithTheTermByTermProduct) {
    // python3: -math.expm1(math.fsum(math.log1p(-i/2**40) for i in range(1, n)))
    EXPECT_NEAR(birthday(200000, 40)->pAny, 0.018025368229437375, 1e-12);
    EXPECT_NEAR(birthday(1000000, 40)->pAny, 0.36539151798719316, 1e-12);
    EXPECT_FALSE(birthday(200000, 40)->exact);
    // Continuity across the switch from product to Euler-Maclaurin.
    const double a = birthday(65536, 36)->pAny, b = birthday(65537, 36)->pAny;
    EXPECT_GT(b, a);
    EXPECT_LT(b - a, 1e-5);
}

TEST(Birthday, TinyProbabilitiesSurviveAt128Bits) {
    // For P << 1, P ~ expected pairs; 1 - exp(...) in naive double arithmetic would give 0.
    auto p = birthday(std::uint64_t{1} << 32, 128);
    ASSERT_TRUE(p.ok());
    EXPECT_GT(p->pAny, 0.0);
    EXPECT_NEAR(p->pAny / p->pairsExpected, 1.0, 1e-9);
    EXPECT_NEAR(p->pairsExpected, std::ldexp(1.0, -65), std::ldexp(1.0, -95));
}

TEST(Birthday, SeedFoursMillionUrlsInSixHexDigits) {
    // "about 30,000 pairs": C(10^6, 2) / 2^24 = 29802.3
    auto p = birthday(1'000'000, 24);
    EXPECT_NEAR(p->pairsExpected, 29802.3, 0.1);
    EXPECT_DOUBLE_EQ(p->pAny, 1.0);
}

TEST(Birthday, KeysForOneAndFiftyPercent) {
    EXPECT_EQ(*keysForProbability(0.5, 32), 77164.0);
    EXPECT_EQ(*keysForProbability(0.01, 32), 9292.0);
    EXPECT_EQ(*keysForProbability(0.5, 16), 302.0);
    EXPECT_EQ(*keysForProbability(0.5, 8), 20.0);
    // Beyond 2^64 at 128 bits: sqrt(2 ln 2) * 2^64 ~ 2.17e19.
    EXPECT_NEAR(*keysForProbability(0.5, 128) / std::ldexp(std::sqrt(2 * std::log(2.0)), 64), 1.0,
                1e-12);
    for (int bits : {1, 2, 20, 40, 64, 100, 101, 128}) {
        const double n = *keysForProbability(0.5, bits);
        if (n < 1e15) {
            EXPECT_GE(birthday(static_cast<std::uint64_t>(n), bits)->pAny, 0.5) << bits;
            EXPECT_LT(birthday(static_cast<std::uint64_t>(n) - 1, bits)->pAny, 0.5) << bits;
        }
    }
}

TEST(Birthday, RefusesBitsOutsideOneTo128AndBadProbabilities) {
    EXPECT_EQ(birthday(10, 0).error().parameter, "bits");
    EXPECT_EQ(birthday(10, 129).error().parameter, "bits");
    EXPECT_EQ(keysForProbability(1.0, 32).error().parameter, "p");
    EXPECT_EQ(keysForProbability(0.0, 32).error().parameter, "p");
}

TEST(Birthday, FormulaAgreesWithSimulatedProbability) {
    // 400 independent experiments of 300 keys in 16 bits; P = 0.4984 (exact product).
    const int runs = 400;
    int withCollision = 0;
    for (int s = 0; s < runs; ++s) {
        auto r = runCollisionExperiment({300, 16, PrefixHash::Xxh3, static_cast<std::uint64_t>(s)});
        ASSERT_TRUE(r.ok());
        withCollision += r->collidingPairs > 0;
    }
    const double p = birthday(300, 16)->pAny;
    const double sigma = std::sqrt(p * (1 - p) / runs);
    EXPECT_NEAR(static_cast<double>(withCollision) / runs, p, 4 * sigma);
}

TEST(Birthday, FormulaAgreesWithSimulatedPairCounts) {
    // Pair counts are close to Poisson with mean C(n,2)/2^b: allow 5 standard deviations.
    for (auto h : {PrefixHash::Md5, PrefixHash::Murmur3, PrefixHash::Xxh3}) {
        auto r = runCollisionExperiment({100'000, 20, h, 7});
        ASSERT_TRUE(r.ok());
        EXPECT_NEAR(static_cast<double>(r->collidingPairs), r->pairsExpected,
                    5 * std::sqrt(r->pairsExpected))
            << prefixHashName(h);
    }
}

} // namespace

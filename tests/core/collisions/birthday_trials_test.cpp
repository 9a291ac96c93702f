// The birthday plot's measured points, computed in core: the hit counts against a brute-force
// count over the same URLs with an independent md5 (libcrypto's, via core/hash), the pigeonhole
// and empty cases, the classic 23 people in 365 days, determinism and cancellation.
#include "hashlab/collisions/birthday.h"
#include "hashlab/collisions/birthday_trials.h"

#include "hashlab/hash/hash.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <set>

namespace {

using namespace hashlab::collisions;

// The value a URL takes in a space of N, computed from md5's hexdigest: the first b bits when
// N = 2^b, otherwise the first 16 hex digits as an integer, mod N.
std::uint64_t md5Value(const std::string& url, std::uint64_t space) {
    const std::string hex = hashlab::hash::compute(hashlab::hash::Algo::Md5, url).hex();
    const std::uint64_t head = std::stoull(hex.substr(0, 16), nullptr, 16);
    if ((space & (space - 1)) == 0) {
        int bits = 0;
        while ((std::uint64_t{1} << bits) < space)
            ++bits;
        return head >> (64 - bits);
    }
    return head % space;
}

TEST(BirthdayTrials, HitsAreTheTrialsWhoseUrlsShareAValue) {
    for (std::uint64_t space : {16u, 10u, 37u}) {
        BirthdayTrialsConfig c;
        c.space = space;
        c.hash = PrefixHash::Md5;
        c.n = {2, 3, 4, 6};
        c.trials = 50;
        c.seed = 7;
        auto r = runBirthdayTrials(c);
        ASSERT_TRUE(r.ok());
        ASSERT_EQ(r->size(), c.n.size());
        for (std::size_t p = 0; p < c.n.size(); ++p) {
            std::uint64_t expected = 0;
            for (unsigned t = 0; t < c.trials; ++t) {
                std::set<std::uint64_t> seen;
                bool hit = false;
                for (std::uint64_t i = 0; i < c.n[p]; ++i)
                    hit |=
                        !seen.insert(md5Value(experimentUrl(trialSeed(7, p, t), i), space)).second;
                expected += hit;
            }
            EXPECT_EQ((*r)[p].hits, expected) << "N " << space << ", n " << c.n[p];
            EXPECT_EQ((*r)[p].trials, 50u);
            EXPECT_DOUBLE_EQ((*r)[p].rate, static_cast<double>(expected) / 50);
            const auto ci = hashlab::wilson(expected, 50);
            EXPECT_EQ((*r)[p].ci95.lo, ci.lo);
            EXPECT_EQ((*r)[p].ci95.hi, ci.hi);
        }
    }
}

TEST(BirthdayTrials, PigeonholeAlwaysAndOneKeyNever) {
    BirthdayTrialsConfig c;
    c.space = 12;
    c.n = {0, 1, 13, 40};
    c.trials = 25;
    auto r = runBirthdayTrials(c);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ((*r)[0].hits, 0u);
    EXPECT_EQ((*r)[1].hits, 0u);
    EXPECT_EQ((*r)[2].hits, 25u); // 13 keys in 12 values
    EXPECT_EQ((*r)[3].hits, 25u);
}

TEST(BirthdayTrials, TwentyThreeInThreeHundredSixtyFiveIsAboutAHalf) {
    // P = 1 − 365·364·…·343 / 365^23, worked here term by term.
    double none = 1;
    for (int i = 0; i < 23; ++i)
        none *= (365.0 - i) / 365.0;
    const double p = 1 - none;
    EXPECT_NEAR(p, 0.507297, 1e-6);
    BirthdayTrialsConfig c;
    c.space = 365;
    c.n = {23};
    c.trials = 4000;
    auto r = runBirthdayTrials(c);
    ASSERT_TRUE(r.ok());
    const double sigma = std::sqrt(p * (1 - p) / c.trials);
    EXPECT_NEAR((*r)[0].rate, p, 5 * sigma);
    // 4000 trials separate 0.507 from the 1 − exp(−23·22/730) = 0.500 shortcut only at 0.9σ:
    // the test checks the measurement, not which formula is right.
}

TEST(BirthdayTrials, TheSeedFixesTheCountsWhateverTheThreads) {
    BirthdayTrialsConfig c;
    c.space = std::uint64_t{1} << 16;
    c.hash = PrefixHash::Murmur3;
    c.n = {100, 200, 300, 400};
    c.trials = 60;
    c.seed = 11;
    c.threads = 1;
    auto one = runBirthdayTrials(c);
    c.threads = 4;
    auto four = runBirthdayTrials(c);
    ASSERT_TRUE(one.ok() && four.ok());
    std::uint64_t sumOther = 0, sumOne = 0;
    for (std::size_t p = 0; p < c.n.size(); ++p) {
        EXPECT_EQ((*one)[p].hits, (*four)[p].hits);
        sumOne += (*one)[p].hits;
    }
    c.seed = 12;
    auto other = runBirthdayTrials(c);
    ASSERT_TRUE(other.ok());
    bool differs = false;
    for (std::size_t p = 0; p < c.n.size(); ++p) {
        differs |= (*other)[p].hits != (*one)[p].hits;
        sumOther += (*other)[p].hits;
    }
    EXPECT_TRUE(differs) << sumOne << " " << sumOther;
}

TEST(BirthdayTrials, CancelStopsWithAnError) {
    std::atomic<bool> cancel{true};
    BirthdayTrialsConfig c;
    c.space = std::uint64_t{1} << 32;
    c.n = {100'000};
    c.trials = 100;
    auto r = runBirthdayTrials(c, hashlab::Progress(&cancel, {}));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().parameter, "cancelled");
}

TEST(BirthdayTrials, RefusesSpacesCountsAndTrialsOutsideTheLimits) {
    auto err = [](BirthdayTrialsConfig c) {
        auto r = runBirthdayTrials(c);
        return r.ok() ? std::string("ok") : r.error().parameter;
    };
    BirthdayTrialsConfig c;
    c.space = 1;
    c.n = {2};
    EXPECT_EQ(err(c), "space");
    c.space = kMaxTrialSpace + 1;
    EXPECT_EQ(err(c), "space");
    c.space = 100;
    c.n = {kMaxTrialKeys + 1};
    EXPECT_EQ(err(c), "n");
    c.n = {2};
    c.trials = 0;
    EXPECT_EQ(err(c), "trials");
}

TEST(Birthday, ExactPowerDecimalWritesTheSpaceOut) {
    EXPECT_EQ(exactPowerDecimal(62, 7), "3521614606208"); // 62^7 = 3,521,614,606,208
    EXPECT_EQ(exactPowerDecimal(62, 11), "52036560683837093888");
    EXPECT_EQ(exactPowerDecimal(2, 128), "340282366920938463463374607431768211456");
    EXPECT_EQ(exactPowerDecimal(10, 20), "100000000000000000000");
    EXPECT_EQ(exactPowerDecimal(7, 0), "1");
}

} // namespace

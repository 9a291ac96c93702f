// Issue 30, item 8: double hashing and counting take a prime m. The m they use (m_used) is the
// smallest prime ≥ the asked m, their step is b = 1 + ⌊h2·(m_used − 1)/2^64⌋ with no adjustment
// (every b in [1, m_used − 1] is coprime with the prime), so a key gets k distinct cells whenever
// k ≤ m_used. The other variants keep the m asked.
#include "hashlab/bloom/filter.h"
#include "hashlab/bloom/theory.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace {

using namespace hashlab::bloom;

// Primes below `limit` by the sieve of Eratosthenes: written out here, apart from the code tested.
std::vector<bool> sieve(std::uint64_t limit) {
    std::vector<bool> prime(limit, true);
    prime[0] = prime[1] = false;
    for (std::uint64_t p = 2; p * p < limit; ++p)
        if (prime[p])
            for (std::uint64_t q = p * p; q < limit; q += p)
                prime[q] = false;
    return prime;
}

// Random keys of random lengths (1 to 24 bytes), from a fixed splitmix64 stream.
std::vector<std::string> randomKeys(std::size_t count, std::uint64_t seed) {
    std::vector<std::string> keys;
    std::uint64_t state = seed;
    for (std::size_t i = 0; i < count; ++i) {
        std::string key(1 + hashlab::splitmix64Next(state) % 24, '\0');
        for (char& ch : key)
            ch = static_cast<char>(hashlab::splitmix64Next(state));
        keys.push_back(std::move(key));
    }
    return keys;
}

BloomFilter make(Variant v, std::uint64_t m, unsigned k, std::uint64_t seed = 3) {
    auto f = BloomFilter::create({v, m, k, seed, 1});
    EXPECT_TRUE(f.ok()) << (f.ok() ? "" : f.error().text());
    return std::move(f).value();
}

TEST(PrimeM, TheMUsedIsTheSmallestPrimeAtLeastTheMAsked) {
    const std::vector<bool> prime = sieve(6000);
    for (std::uint64_t m = 1; m <= 5000; ++m) {
        std::uint64_t expected = m;
        while (!prime[expected])
            ++expected;
        for (Variant v : {Variant::Double, Variant::Counting}) {
            ASSERT_EQ(wholePartitionsM({v, m, 3}), expected) << variantName(v) << " m=" << m;
            if (m % 97 == 0 || m < 40) { // the filter itself, at a sample of them
                ASSERT_EQ(make(v, m, 3).m(), expected) << variantName(v) << " m=" << m;
            }
        }
        // the others keep the m asked (blocked and sharded: whole blocks / shards, unchanged)
        for (Variant v : {Variant::Independent, Variant::Enhanced, Variant::BadStep})
            ASSERT_EQ(wholePartitionsM({v, m, 3}), m) << variantName(v);
    }
    // large m, among them libbloom's 11·17·51257 and the sizing of n = 10^7 at 1 %: no prime lies
    // between the m asked and the m used (checked by trial division here), and the latter is one
    for (std::uint64_t m : {std::uint64_t{9'585'059}, std::uint64_t{95'850'584},
                            std::uint64_t{1} << 32, std::uint64_t{17'179'869'143}}) {
        const std::uint64_t used = wholePartitionsM({Variant::Double, m, 7});
        auto isPrimeByHand = [](std::uint64_t n) {
            for (std::uint64_t d = 2; d * d <= n; ++d)
                if (n % d == 0)
                    return false;
            return n >= 2;
        };
        ASSERT_TRUE(isPrimeByHand(used)) << m;
        for (std::uint64_t x = m; x < used; ++x)
            ASSERT_FALSE(isPrimeByHand(x)) << m << ": " << x << " is a smaller prime";
    }
    EXPECT_EQ(wholePartitionsM({Variant::Double, 9'585'059, 7}), 9'585'061u);
}

TEST(PrimeM, EveryKeyGetsKDistinctCellsWheneverKFitsTheMUsed) {
    const std::vector<std::string> keys = randomKeys(300, 30);
    // every m up to 40 (small primes and the composites between them), powers of two, larger m;
    // k up to the m used (64 at most): a k above the m asked but within the m used gets k cells
    std::vector<std::uint64_t> ms;
    for (std::uint64_t m = 1; m <= 40; ++m)
        ms.push_back(m);
    for (std::uint64_t m : {64u, 90u, 96u, 100u, 127u, 128u, 1000u, 1024u, 4096u, 65'536u})
        ms.push_back(m);
    const std::vector<bool> prime = sieve(70'000);
    for (std::uint64_t m : ms) {
        std::uint64_t used = m; // the smallest prime ≥ m, from the sieve
        while (!prime[used])
            ++used;
        for (Variant v : {Variant::Double, Variant::Counting}) {
            for (unsigned k : {1u, 2u, 3u, 7u, 13u, 64u}) {
                const unsigned kk = static_cast<unsigned>(std::min<std::uint64_t>(k, used));
                BloomFilter f = make(v, m, kk, m);
                ASSERT_EQ(f.m(), used);
                for (const std::string& key : keys) {
                    const auto idx = f.indices(key);
                    ASSERT_EQ(idx.size(), kk);
                    const std::set<std::uint64_t> distinct(idx.begin(), idx.end());
                    ASSERT_EQ(distinct.size(), idx.size())
                        << variantName(v) << " m=" << m << " (used " << used << ") k=" << kk;
                    for (std::uint64_t i : idx)
                        ASSERT_LT(i, used);
                }
            }
        }
    }
}

TEST(PrimeM, TheStepIsOnePlusH2ModMUsedMinusOneWithNoAdjustment) {
    const std::vector<std::string> keys = randomKeys(400, 31);
    for (std::uint64_t m : {2u, 3u, 32u, 96u, 1000u, 1024u, 65'536u}) {
        for (Variant v : {Variant::Double, Variant::Counting}) {
            BloomFilter f = make(v, m, 5);
            const std::uint64_t used = f.m();
            for (const std::string& key : keys) {
                const HashPair h = hashKey(key, 3);
                const std::uint64_t b = f.stepFor(h);
                ASSERT_GE(b, 1u);
                ASSERT_LE(b, used - 1);
                ASSERT_EQ(b, 1 + reduce(h.h2, used - 1)) << "m=" << m << " key=" << key;
                const std::uint64_t a = reduce(h.h1, used);
                const auto idx = f.indices(key);
                for (std::uint64_t i = 0; i < idx.size(); ++i)
                    ASSERT_EQ(idx[i], (a + i * b) % used);
            }
        }
    }
}

TEST(PrimeM, TheTraceShowsTheMUsedAndItsFullPeriod) {
    BloomFilter f = make(Variant::Double, 32, 3); // asked 32, uses 37
    ASSERT_EQ(f.m(), 37u);
    const OpTrace t = f.traceInsert("apple");
    EXPECT_EQ(t.m, 37u);
    std::string lines;
    for (const auto& l : t.derivation)
        lines += l.english() + "\n";
    EXPECT_NE(lines.find("m = 37"), std::string::npos) << lines;
    EXPECT_NE(lines.find("period 37"), std::string::npos) << lines;
    EXPECT_EQ(lines.find("moves on"), std::string::npos) << lines;
    for (const IndexStep& s : t.steps)
        EXPECT_NE(s.formula.english().find(") mod 37 = "), std::string::npos)
            << s.formula.english();
}

TEST(PrimeM, TheTheoryIsThatOfTheMUsed) {
    const TheoryReport asked = theory({Variant::Double, 1024, 7}, 100).value();
    const TheoryReport used = theory({Variant::Double, 1031, 7}, 100).value();
    EXPECT_DOUBLE_EQ(asked.classic, used.classic);
    EXPECT_DOUBLE_EQ(asked.expectedFill, used.expectedFill);
}

TEST(PrimeM, BadStepKeepsItsPowerOfTwoPitfallAndEnhancedItsM) {
    // bad-step is the pitfall on show: its m is not rounded, and its steps share a factor with it
    BloomFilter bad = make(Variant::BadStep, 32, 7);
    ASSERT_EQ(bad.m(), 32u);
    EXPECT_GT(bad.badStepFactor(), 1u);
    int repeating = 0;
    for (const std::string& key : randomKeys(300, 32)) {
        const auto idx = bad.indices(key);
        repeating += std::set<std::uint64_t>(idx.begin(), idx.end()).size() < idx.size();
    }
    EXPECT_GT(repeating, 0);
    EXPECT_EQ(make(Variant::Enhanced, 32, 7).m(), 32u);
}

} // namespace

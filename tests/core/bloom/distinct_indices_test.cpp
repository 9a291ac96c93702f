// Issue 13, items 1 and 2: double, counting and sharded derive k DISTINCT cells whenever k ≤ m
// (double and counting over a prime m, prime_m_test.cpp; sharded moves its step to the next value
// coprime with the shard size; docs/references.md, "Double hashing in Bloom filters"), enhanced
// keeps the Dillinger–Manolios recurrence as published, and a counting filter never lets a
// counter pass 0.
#include "hashlab/bloom/filter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <set>
#include <string>

namespace {

using namespace hashlab::bloom;

BloomFilter make(Variant v, std::uint64_t m, unsigned k, unsigned shards = 1) {
    auto f = BloomFilter::create({v, m, k, 0, shards});
    EXPECT_TRUE(f.ok()) << (f.ok() ? "" : f.error().text());
    return std::move(f).value();
}

// The sharded variant's rule, written out independently of the filter: b = 1 + ⌊h2·(m−1)/2^64⌋,
// then b ← b + 1 (from m−1 back to 1) until gcd(b, m) = 1.
std::uint64_t coprimeStepByHand(std::uint64_t h2, std::uint64_t m) {
    std::uint64_t b = 1 + reduce(h2, m - 1);
    while (std::gcd(b, m) != 1)
        b = b + 1 == m ? 1 : b + 1;
    return b;
}

TEST(DistinctIndices, DoubleCountingAndShardedNeverRepeatACellWhenKFits) {
    for (std::uint64_t m : {32u, 64u, 96u, 1000u, 1024u, 4099u}) {
        for (Variant v : {Variant::Double, Variant::Counting, Variant::Sharded}) {
            // sharded: 2 shards, so the shard size is m / 2 (4099 is prime: 1 shard); double
            // and counting use the smallest prime ≥ m
            const unsigned shards = v == Variant::Sharded && m % 2 == 0 ? 2 : 1;
            const std::uint64_t part = v == Variant::Sharded ? m / shards : m;
            const unsigned k = static_cast<unsigned>(std::min<std::uint64_t>(7, part));
            BloomFilter f = make(v, m, k, shards);
            for (int w = 0; w < 300; ++w) {
                const std::string key = "word" + std::to_string(w);
                const auto idx = f.indices(key);
                const std::set<std::uint64_t> distinct(idx.begin(), idx.end());
                EXPECT_EQ(distinct.size(), idx.size())
                    << variantName(v) << " m=" << m << " key=" << key;
            }
        }
    }
}

TEST(DistinctIndices, TheShardedStepIsTheNextValueCoprimeWithTheShardSize) {
    for (std::uint64_t m : {32u, 96u, 1000u}) {
        BloomFilter f = make(Variant::Sharded, m, 5); // one shard: the shard size is m
        for (int w = 0; w < 100; ++w) {
            const std::string key = "k" + std::to_string(w);
            const HashPair h = hashKey(key, 0);
            const std::uint64_t a = reduce(h.h1, m), b = coprimeStepByHand(h.h2, m);
            const auto idx = f.indices(key);
            for (std::uint64_t i = 0; i < 5; ++i)
                EXPECT_EQ(idx[i], (a + i * b) % m) << key;
            // the trace shows the same step, with its gcd and period
            const OpTrace t = f.traceQuery(key);
            std::string lines;
            for (const auto& l : t.derivation)
                lines += l.english() + "\n";
            EXPECT_NE(lines.find("gcd(b, m) = 1"), std::string::npos) << lines;
            EXPECT_NE(lines.find("period " + std::to_string(m)), std::string::npos) << lines;
        }
    }
}

TEST(DistinctIndices, BadStepKeepsThePitfall) {
    BloomFilter f = make(Variant::BadStep, 32, 7);
    int repeating = 0;
    for (int w = 0; w < 300; ++w) {
        const auto idx = f.indices("word" + std::to_string(w));
        repeating += std::set<std::uint64_t>(idx.begin(), idx.end()).size() < idx.size();
    }
    EXPECT_GT(repeating, 0);
}

TEST(EnhancedDoubleHashing, MatchesHandWorkedRecurrenceAndSaysWhenABitRepeats) {
    // Dillinger–Manolios, as published: x = a, y = b; for i = 1..k-1: x = (x + y) mod m,
    // y = (y + i) mod m. By hand for m = 10, a = 3, b = 4: x = 3, 7 (y→5), 2 (y→7), 9 (y→10≡0),
    // 9 (y→4): the fifth index repeats the fourth.
    std::uint64_t x = 3, y = 4;
    std::vector<std::uint64_t> got{x};
    for (unsigned i = 1; i < 5; ++i) {
        x = (x + y) % 10;
        y = (y + i) % 10;
        got.push_back(x);
    }
    EXPECT_EQ(got, (std::vector<std::uint64_t>{3, 7, 2, 9, 9}));

    BloomFilter f = make(Variant::Enhanced, 32, 7);
    int repeating = 0;
    for (int w = 0; w < 300; ++w) {
        const std::string key = "word" + std::to_string(w);
        const auto idx = f.indices(key);
        const std::size_t distinct = std::set<std::uint64_t>(idx.begin(), idx.end()).size();
        if (distinct == idx.size())
            continue;
        ++repeating;
        const OpTrace t = f.traceQuery(key);
        std::string all;
        for (const auto& s : t.steps)
            all += s.formula.english() + "\n";
        EXPECT_NE(all.find("bit already chosen by this word: " + std::to_string(distinct) +
                           " distinct bits"),
                  std::string::npos)
            << all;
    }
    EXPECT_GT(repeating, 100); // the issue measured 165 of 300 at m = 32
}

TEST(CountingRemoval, ACounterNeverPassesZeroAndTheNeighbourIsUntouched) {
    // Before the fix a repeated index decremented a counter of 1 twice: it wrapped to 15 and
    // borrowed from the next counter of the word. With distinct indices, insert then remove
    // restores every counter exactly.
    for (std::uint64_t m : {32u, 96u}) {
        BloomFilter f = make(Variant::Counting, m, 7);
        for (int w = 0; w < 300; ++w) {
            const std::string key = "word" + std::to_string(w);
            f.add(key);
            ASSERT_TRUE(f.remove(key)) << key;
            for (std::uint64_t i = 0; i < m; ++i)
                ASSERT_EQ(f.cell(i), 0u) << "m=" << m << " key=" << key << " cell " << i;
        }
    }
}

TEST(CountingRemoval, RefusesWhenACounterIsBelowTheTimesTheWordHitsIt) {
    // k > m forces repeats: with m = 2, k = 3 every word hits one cell twice and the other once.
    // Insert u (cells [2, 1] or [1, 2]); a word w hitting u's single cell twice is refused: that
    // counter is 1, below the 2 decrements w needs. Both counters are non-zero, so the old check
    // let it through and the counter wrapped to 15.
    BloomFilter f = make(Variant::Counting, 2, 3);
    f.add("u");
    const unsigned c0 = f.cell(0), c1 = f.cell(1);
    ASSERT_EQ(c0 + c1, 3u);
    const std::uint64_t single = c0 == 1 ? 0 : 1;
    std::string w;
    for (int i = 0; i < 100 && w.empty(); ++i) {
        const std::string key = "w" + std::to_string(i);
        const auto idx = f.indices(key);
        if (std::count(idx.begin(), idx.end(), single) == 2)
            w = key;
    }
    ASSERT_FALSE(w.empty());
    EXPECT_FALSE(f.remove(w));
    const OpTrace t = f.traceRemove(w);
    EXPECT_FALSE(t.result);
    EXPECT_NE(t.note.english().find("hits it 2 times"), std::string::npos) << t.note.english();
    EXPECT_EQ(f.cell(0), c0);
    EXPECT_EQ(f.cell(1), c1);
    // u itself removes cleanly.
    EXPECT_TRUE(f.remove("u"));
    EXPECT_EQ(f.cell(0) + f.cell(1), 0u);
}

} // namespace

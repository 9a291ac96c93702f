#include "hashlab/bloom/filter.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace {

using namespace hashlab::bloom;

BloomFilter make(Variant v, std::uint64_t m, unsigned k, unsigned shards = 4) {
    auto f = BloomFilter::create({v, m, k, 7, shards});
    EXPECT_TRUE(f.ok()) << (f.ok() ? "" : f.error().text());
    return std::move(f).value();
}

TEST(Reduce, MultiplyShiftMapsOntoExactlyZeroToMMinusOne) {
    for (std::uint64_t m : {std::uint64_t{1}, std::uint64_t{2}, std::uint64_t{3},
                            std::uint64_t{1000}, std::uint64_t{14377588}, kMaxBits}) {
        EXPECT_EQ(reduce(0, m), 0u);
        EXPECT_EQ(reduce(std::numeric_limits<std::uint64_t>::max(), m), m - 1);
    }
    // 2^63 is the middle of the 64-bit range: it lands on ⌊m/2⌋.
    EXPECT_EQ(reduce(std::uint64_t{1} << 63, 1001), 500u);
}

TEST(FilterConfig, RefusesEachBadParameterNamingItsRange) {
    struct Case {
        FilterConfig c;
        std::string param, mention;
    };
    const Case cases[] = {
        {{Variant::Double, 0, 3}, "m", "2^34"},
        {{Variant::Double, kMaxBits + 1, 3}, "m", "2^34"},
        {{Variant::Double, 100, 0}, "k", "1 to 64"},
        {{Variant::Double, 100, 65}, "k", "1 to 64"},
        {{Variant::Counting, kMaxBits / 2, 3}, "m", "memory limit"},
        {{Variant::Blocked, 1000, 8}, "m", "multiple of 256"},
        {{Variant::Blocked, 100, 8}, "m", "multiple of 256"},
        {{Variant::Blocked, 1024, 7}, "k", "k must be 8"},
        {{Variant::Sharded, 100, 3, 0, 101}, "shards", "at most m"},
        {{Variant::Sharded, 100, 3, 0, 3}, "m", "multiple of shards"},
        // double hashing uses the smallest prime ≥ m: above 2^34 − 41, the largest prime up to
        // 2^34, that prime is beyond the limit; 2^32 counters round to 2^32 + 15
        {{Variant::Double, kMaxBits, 64}, "m", "17179869209"},
        {{Variant::Counting, std::uint64_t{1} << 32, 3}, "m", "memory limit"},
    };
    for (const Case& c : cases) {
        auto s = validate(c.c);
        ASSERT_FALSE(s.ok()) << c.mention;
        EXPECT_EQ(s.error().parameter, c.param);
        EXPECT_NE(s.error().message.find(c.mention), std::string::npos) << s.error().message;
    }
    EXPECT_TRUE(validate({Variant::Double, kMaxBits - 41, 64}).ok());
    EXPECT_TRUE(validate({Variant::Counting, (std::uint64_t{1} << 32) - 5, 3}).ok());
    EXPECT_TRUE(validate({Variant::Enhanced, kMaxBits, 64}).ok()); // enhanced keeps its m
    EXPECT_TRUE(validate({Variant::Blocked, 256, 8}).ok());        // one split block
}

TEST(Variants, NamesRoundTripAndUnknownIsRefused) {
    for (Variant v : allVariants())
        EXPECT_EQ(*parseVariant(variantName(v)), v);
    auto bad = parseVariant("cuckoo");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().message.find("bad-step"), std::string::npos);
}

TEST(DoubleHashing, TraceIndicesAreAPlusIBModM) {
    BloomFilter f = make(Variant::Double, 1009, 6);
    const OpTrace t = f.traceInsert("apple");
    const HashPair h = hashKey("apple", 7);
    const std::uint64_t a = reduce(h.h1, 1009), b = 1 + reduce(h.h2, 1008);
    EXPECT_EQ(t.h1, h.h1);
    EXPECT_EQ(t.h2, h.h2);
    ASSERT_EQ(t.steps.size(), 6u);
    for (unsigned i = 0; i < 6; ++i) {
        EXPECT_EQ(t.steps[i].index, (a + i * b) % 1009);
        EXPECT_NE(t.steps[i].formula.english().find("= " + std::to_string((a + i * b) % 1009)),
                  std::string::npos);
        EXPECT_EQ(t.steps[i].after, 1u);
    }
    EXPECT_TRUE(f.traceQuery("apple").result);
}

TEST(EnhancedDoubleHashing, IndicesFollowTheCubicClosedForm) {
    BloomFilter f = make(Variant::Enhanced, 997, 12);
    for (const char* key : {"a", "pear", "x-ray"}) {
        const HashPair h = hashKey(key, 7);
        const std::uint64_t a = reduce(h.h1, 997), b = 1 + reduce(h.h2, 996);
        const auto idx = f.indices(key);
        for (std::uint64_t i = 0; i < 12; ++i)
            EXPECT_EQ(idx[i], (a + i * b + (i * i * i - i) / 6) % 997) << key << " i=" << i;
    }
}

TEST(BlockedFilter, EachKeySetsOneBitInEachWordOfOne256BitBlock) {
    BloomFilter f = make(Variant::Blocked, 256 * 64, 8);
    for (int i = 0; i < 200; ++i) {
        const auto idx = f.indices("key" + std::to_string(i));
        ASSERT_EQ(idx.size(), 8u);
        for (unsigned w = 0; w < 8; ++w) {
            EXPECT_EQ(idx[w] / 256, idx[0] / 256);
            EXPECT_EQ(idx[w] % 256 / 32, w); // word w, in order
        }
    }
}

TEST(ShardedFilter, AllIndicesOfAKeyStayInItsShard) {
    BloomFilter f = make(Variant::Sharded, 4096, 8, 8);
    for (int i = 0; i < 200; ++i) {
        const auto idx = f.indices("key" + std::to_string(i));
        for (auto x : idx)
            EXPECT_EQ(x / 512, idx[0] / 512);
    }
}

TEST(BadStep, EveryStepSharesTheForcedFactorWithM) {
    BloomFilter f = make(Variant::BadStep, 4096, 7);
    EXPECT_EQ(f.badStepFactor(), 512u); // L = 8 (smallest divisor ≥ k), g = 4096 / 8
    for (int i = 0; i < 100; ++i) {
        const auto idx = f.indices("k" + std::to_string(i));
        for (auto x : idx)
            EXPECT_EQ(x % 512, idx[0] % 512);
    }
    // With a prime m no step can share a factor: bad-step degenerates to double.
    EXPECT_EQ(make(Variant::BadStep, 1009, 7).badStepFactor(), 1u);
}

TEST(CountingFilter, DeleteRemovesExactlyThatKey) {
    BloomFilter both = make(Variant::Counting, 4096, 5);
    BloomFilter without = make(Variant::Counting, 4096, 5);
    for (const char* w : {"apple", "banana", "cherry", "damson"})
        both.add(w);
    for (const char* w : {"apple", "cherry", "damson"})
        without.add(w);
    const OpTrace t = both.traceRemove("banana");
    EXPECT_TRUE(t.result);
    for (const IndexStep& s : t.steps)
        EXPECT_EQ(s.after + 1, s.before);
    for (std::uint64_t i = 0; i < 4096; ++i)
        ASSERT_EQ(both.cell(i), without.cell(i)) << i;
    EXPECT_FALSE(both.mayContain("banana"));
    for (const char* w : {"apple", "cherry", "damson"})
        EXPECT_TRUE(both.mayContain(w));
    EXPECT_FALSE(both.remove("banana")) << "a second delete finds a zero counter";
}

TEST(CountingFilter, CountersSaturateAtFifteenAndThenStayPut) {
    BloomFilter f = make(Variant::Counting, 1, 1);
    const std::uint64_t cell = f.indices("same")[0];
    for (int i = 0; i < 20; ++i)
        f.add("same");
    EXPECT_EQ(f.cell(cell), 15u);
    EXPECT_TRUE(f.remove("same"));
    EXPECT_EQ(f.cell(cell), 15u);
}

TEST(PlainFilter, ClearingOneBitCausesAFalseNegative) {
    BloomFilter f = make(Variant::Double, 256, 3);
    f.add("apple");
    f.add("banana");
    ASSERT_TRUE(f.mayContain("apple"));
    f.clearCell(f.indices("banana")[0]); // a "delete" of banana
    EXPECT_FALSE(f.mayContain("banana"));
    const auto apple = f.indices("apple");
    f.clearCell(apple[1]);
    EXPECT_FALSE(f.mayContain("apple")) << "apple was inserted: a false negative";
    EXPECT_FALSE(make(Variant::Double, 64, 3).traceRemove("apple").result);
}

TEST(Filter, FillRatioCountsNonZeroCells) {
    for (Variant v : {Variant::Double, Variant::Counting}) {
        BloomFilter f = make(v, 1000, 4);
        f.add("one");
        std::uint64_t distinct = 0;
        const auto idx = f.indices("one");
        for (std::size_t i = 0; i < idx.size(); ++i)
            distinct += std::count(idx.begin(), idx.begin() + std::ptrdiff_t(i), idx[i]) == 0;
        EXPECT_EQ(f.nonZeroCells(), distinct);
        EXPECT_DOUBLE_EQ(f.fillRatio(), double(distinct) / 1009); // the prime ≥ 1000
    }
}

TEST(Filter, QueryTraceSaysDefinitelyNotWhenACellIsZero) {
    BloomFilter f = make(Variant::Independent, 4096, 4);
    f.add("alpha");
    const OpTrace t = f.traceQuery("omega");
    bool anyZero = false;
    for (const IndexStep& s : t.steps)
        anyZero |= s.before == 0;
    EXPECT_EQ(t.result, !anyZero);
    EXPECT_EQ(t.result, f.mayContain("omega"));
}

} // namespace

namespace {

// The batched paths and the one-key paths have fast paths of their own (8-byte keys, blocked,
// double hashing): each must set and test exactly the cells the traced derivation names.
TEST(Filter, BatchAndOneKeyPathsMatchTheTracedIndices) {
    using namespace hashlab::bloom;
    // 1,100 words: half inserted fill 4,096 bits to between 13 % (k = 1) and 87 % (k = 15).
    std::vector<std::string> words;
    for (int i = 0; i < 1100; ++i)
        words.push_back("w" + std::to_string(i));
    std::vector<std::uint64_t> raw(1100);
    for (std::size_t i = 0; i < raw.size(); ++i)
        raw[i] = 0x9E3779B97F4A7C15ULL * (i + 1);
    std::vector<std::string_view> text(words.begin(), words.end()), bytes8;
    for (const std::uint64_t& r : raw)
        bytes8.emplace_back(reinterpret_cast<const char*>(&r), 8);
    for (Variant v : allVariants())
        for (unsigned kk : {1u, 2u, 5u, 7u, 14u, 15u})
            for (const auto* views : {&text, &bytes8}) {
                if (v == Variant::Blocked && kk != 1)
                    continue; // its k is 8
                const unsigned k = v == Variant::Blocked ? kSplitK : kk;
                const FilterConfig c{v, 512 * 8, k, 3, 8};
                auto traced = *BloomFilter::create(c), one = traced, many = traced;
                const auto inserted = std::span(*views).first(views->size() / 2);
                for (std::string_view key : inserted) {
                    traced.traceInsert(key);
                    one.add(key);
                }
                many.addMany(inserted);
                EXPECT_EQ(many.insertedCount(), inserted.size());
                for (std::uint64_t cell = 0; cell < c.m; ++cell) {
                    ASSERT_EQ(one.cell(cell), traced.cell(cell)) << variantName(v) << " k=" << k;
                    ASSERT_EQ(many.cell(cell), traced.cell(cell)) << variantName(v) << " k=" << k;
                }
                std::vector<char> out(views->size());
                many.mayContainMany(*views, reinterpret_cast<bool*>(out.data()));
                for (std::size_t i = 0; i < views->size(); ++i) {
                    const bool expected = traced.traceQuery((*views)[i]).result;
                    ASSERT_EQ(bool(out[i]), expected) << variantName(v) << " k=" << k << " " << i;
                    ASSERT_EQ(one.mayContain((*views)[i]), expected) << variantName(v) << " " << i;
                    if (i < inserted.size()) {
                        ASSERT_TRUE(expected) << "false negative: " << variantName(v);
                    }
                }
            }
}

} // namespace

namespace {

// The double-hashing insert's straight path (k ≤ 7) against the traced insert, for every k it
// takes and the one after, at moduli whose steps must move on to stay coprime (odd prime factors,
// as libbloom's m = 11·17·51257 has) and at the smallest m.
TEST(DoubleHashing, StraightInsertSetsTheTracedBits) {
    using namespace hashlab::bloom;
    for (std::uint64_t m : {1u, 2u, 3u, 97u, 1001u, 15015u, 4096u})
        for (unsigned k = 1; k <= 8; ++k) {
            const FilterConfig c{Variant::Double, m, k, 11, 8};
            auto traced = *BloomFilter::create(c), one = traced;
            for (std::uint64_t i = 0; i < 300; ++i) {
                // half of them 8 bytes long: the straight path hashes those inline, others not
                const std::uint64_t v = mix64(i);
                const std::string key = i % 2 ? "d" + std::to_string(i)
                                              : std::string(reinterpret_cast<const char*>(&v), 8);
                traced.traceInsert(key);
                one.add(key);
            }
            for (std::uint64_t cell = 0; cell < m; ++cell)
                ASSERT_EQ(one.cell(cell), traced.cell(cell)) << "m=" << m << " k=" << k;
        }
}

// The lookup (the k ≤ 7 straight path and the generic one) answers as the traced query does, on
// filters filled far enough that both answers occur, for inserted keys and others, 8 bytes long or
// not.
TEST(DoubleHashing, LookupAnswersAsTheTracedQuery) {
    using namespace hashlab::bloom;
    auto key = [](std::uint64_t i) {
        const std::uint64_t v = mix64(i);
        return i % 2 ? "q" + std::to_string(i) : std::string(reinterpret_cast<const char*>(&v), 8);
    };
    for (std::uint64_t m : {1u, 2u, 3u, 97u, 1001u, 15015u, 4096u})
        for (unsigned k = 1; k <= 8; ++k) {
            auto f = *BloomFilter::create({Variant::Double, m, k, 11, 8});
            const std::uint64_t inserted = m / (2 * k) + 1; // keys 0 … inserted − 1
            for (std::uint64_t i = 0; i < inserted; ++i)
                f.add(key(i));
            unsigned yes = 0, no = 0;
            for (std::uint64_t i = 0; i < inserted + 400; ++i) {
                const bool maybe = f.mayContain(key(i));
                ASSERT_EQ(maybe, f.traceQuery(key(i)).result)
                    << "m=" << m << " k=" << k << " i=" << i;
                (maybe ? yes : no) += 1;
            }
            if (m >= 97) { // both answers were compared, not only one
                EXPECT_TRUE(yes > 0 && no > 0) << "m=" << m << " k=" << k;
            }
        }
}

} // namespace

// Issue 17, cuckoo filter: no false negatives after any mix of inserts and deletes of inserted
// words (stash included), the false-positive rate against 2b/2^f, traces checked against the
// formulas, and the load at the first failed insert.
#include "hashlab/bloom/cuckoo_experiment.h"
#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/deletion.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace {

using namespace hashlab::bloom;

CuckooFilter make(std::uint64_t n, unsigned f, unsigned b, unsigned kicks, std::uint64_t seed) {
    return std::move(CuckooFilter::create({n, f, b, kicks, seed})).value();
}

std::string word(std::uint64_t i) {
    std::string s = "w";
    s += std::to_string(i);
    return s;
}

TEST(CuckooFilter, BucketCountIsThePowerOfTwoOfTheAuthors) {
    EXPECT_EQ(cuckooBuckets({1'000'000, 12, 4, 500, 0}), 262'144u); // 95.4 % ≤ 96 %
    EXPECT_EQ(cuckooBuckets({1'010'000, 12, 4, 500, 0}), 524'288u); // 96.3 %: doubled
    EXPECT_EQ(cuckooBuckets({5, 8, 4, 500, 0}), 2u);
    const CuckooFilter f = make(1'000'000, 12, 4, 500, 1);
    EXPECT_DOUBLE_EQ(f.bitsPerKey(), 262'144.0 * 4 * 12 / 1e6);
}

TEST(CuckooFilter, ValidationNamesTheParameter) {
    EXPECT_EQ(CuckooFilter::create({100, 1, 4, 500, 0}).error().parameter, "fingerprint-bits");
    EXPECT_EQ(CuckooFilter::create({100, 17, 4, 500, 0}).error().parameter, "fingerprint-bits");
    EXPECT_EQ(CuckooFilter::create({100, 8, 0, 500, 0}).error().parameter, "bucket");
    EXPECT_EQ(CuckooFilter::create({100, 8, 9, 500, 0}).error().parameter, "bucket");
    EXPECT_EQ(CuckooFilter::create({100, 8, 4, 0, 0}).error().parameter, "max-kicks");
    EXPECT_EQ(CuckooFilter::create({0, 8, 4, 500, 0}).error().parameter, "n");
    // 2^30 keys in buckets of 8 fill 100 %: 2^28 buckets, 2^31 entries, beyond 2^30
    EXPECT_EQ(CuckooFilter::create({std::uint64_t{1} << 30, 8, 8, 500, 0}).error().parameter, "n");
    EXPECT_EQ(validate(CuckooConfig{(std::uint64_t{1} << 30) + 1, 8, 8, 500, 0}).error().parameter,
              "n");
}

// Random inserts of new words and deletes of inserted ones on a small crowded filter with few
// kicks, so that inserts fail, the stash fills and deletes empty it; after every operation every
// inserted word must still answer "maybe".
TEST(CuckooFilter, NoFalseNegativesAfterInsertsAndDeletesStashIncluded) {
    std::uint64_t stashed = 0, refused = 0, stashFreedByDelete = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        // buckets of 2 and of 4 (the word-at-a-time lookup)
        CuckooFilter f = make(60, 6, seed % 2 ? 2 : 4, 8, seed);
        InsertedWords inserted;
        std::uint64_t next = 0, rng = seed;
        for (int op = 0; op < 400; ++op) {
            const std::uint64_t r = hashlab::splitmix64Next(rng);
            if (r % 3 != 0 || inserted.words().empty()) {
                const std::string w = word(seed * 100000 + next++);
                const CuckooInsert res = f.add(w);
                stashed += res == CuckooInsert::Stashed;
                refused += res == CuckooInsert::Refused;
                if (res != CuckooInsert::Refused)
                    inserted.add(w);
            } else {
                const std::string w = inserted.words()[(r >> 8) % inserted.words().size()];
                const bool hadStash = f.stashUsed();
                ASSERT_TRUE(f.remove(w)) << w;
                ASSERT_TRUE(inserted.take(w));
                stashFreedByDelete += hadStash && !f.stashUsed();
            }
            for (const std::string& w : inserted.words())
                ASSERT_TRUE(f.mayContain(w)) << "seed " << seed << " op " << op << " " << w;
            std::uint64_t used = 0;
            for (std::uint64_t b = 0; b < f.buckets(); ++b)
                for (unsigned s = 0; s < f.bucketSize(); ++s)
                    used += f.entry(b, s) != 0;
            ASSERT_EQ(used, f.storedInTable());
            ASSERT_EQ(used + f.stashUsed(), inserted.words().size());
        }
    }
    EXPECT_GT(stashed, 0u); // the stash path was exercised
    EXPECT_GT(refused, 0u);
    EXPECT_GT(stashFreedByDelete, 0u);
}

TEST(CuckooFilter, FalsePositiveRateWithinItsBoundAt5Sigma) {
    for (unsigned f : {8u, 12u}) {
        const CuckooMeasureResult r = measureCuckoo({200'000, f, 4, 500, 7}, 1'000'000).value();
        EXPECT_EQ(r.falseNegatives, 0u);
        EXPECT_EQ(r.refused, 0u);
        const double q = double(r.queries);
        const double sBound = std::sqrt(r.bound * (1 - r.bound) / q);
        EXPECT_LE(r.measured, r.bound + 5 * sBound) << "f = " << f;
        // and it sits where the load puts it, not merely under the bound
        const double sEst = std::sqrt(r.estimate * (1 - r.estimate) / q);
        EXPECT_NEAR(r.measured, r.estimate, 5 * sEst) << "f = " << f;
        EXPECT_GT(r.load, 0.7);
    }
}

// Every number of a trace, recomputed from h1 and h2 by the paper's formulas.
TEST(CuckooFilter, TraceFollowsTheFormulasKickByKick) {
    CuckooFilter f = make(7, 8, 1, 50, 3); // 8 buckets of one entry: kicks come early
    ASSERT_EQ(f.buckets(), 8u);
    const std::uint64_t mask = 7;
    std::size_t kicks = 0;
    for (int i = 0; i < 6; ++i) {
        const std::string w = word(i);
        const CuckooTrace t = f.traceInsert(w);
        const HashPair h = hashKey(w, 3);
        EXPECT_EQ(t.h1, h.h1);
        EXPECT_EQ(t.fingerprint, 1 + reduce(h.h2, 255));
        EXPECT_EQ(t.i1, h.h1 & mask);
        EXPECT_EQ(t.i2, (t.i1 ^ hashlab::mix64(t.fingerprint)) & mask);
        ASSERT_EQ(t.derivation.size(), 4u);
        EXPECT_EQ(t.derivation[3].english(),
                  "i2 = i1 XOR (hash(fp) mod 8) = " + std::to_string(t.i1) + " XOR " +
                      std::to_string(hashlab::mix64(t.fingerprint) & mask) + " = " +
                      std::to_string(t.i2));
        // The chain: the first kick is in i1 or i2 and carries the new fingerprint; each later
        // kick happens in the bucket the previous evicted fingerprint headed for.
        std::uint32_t carried = t.fingerprint;
        for (std::size_t k = 0; k < t.kicks.size(); ++k) {
            const CuckooKick& c = t.kicks[k];
            if (k == 0)
                EXPECT_TRUE(c.bucket == t.i1 || c.bucket == t.i2);
            else
                EXPECT_EQ(c.bucket, t.kicks[k - 1].next);
            EXPECT_EQ(c.placed, carried);
            EXPECT_EQ(c.next, (c.bucket ^ hashlab::mix64(c.evicted)) & mask);
            carried = c.evicted;
        }
        kicks += t.kicks.size();
        if (t.insert == CuckooInsert::Stored) {
            ASSERT_TRUE(t.bucket.has_value());
            EXPECT_EQ(f.entry(*t.bucket, *t.slot), carried);
            if (!t.kicks.empty()) {
                EXPECT_EQ(*t.bucket, t.kicks.back().next);
            }
        }
        const CuckooTrace q = f.traceQuery(w);
        EXPECT_TRUE(q.result);
    }
    EXPECT_GT(kicks, 0u);
}

// Eight buckets of one entry, f = 8, seed 3: w0..w4 find free entries; w5's buckets 0 and 7 are
// both full, so it evicts 243 (w1's fingerprint) from bucket 0, which goes to its other bucket
// 0 XOR 5 = 5, evicting 113 (w0's), which goes to 5 XOR 6 = 3, free. The numbers were computed
// by hand-written Python (cuckoo_trace_check.py: xxh3 through libxxhash, then the formulas).
TEST(CuckooFilter, HandCheckedTraceOfSixInserts) {
    CuckooFilter f = make(7, 8, 1, 50, 3);
    struct Expect {
        std::uint32_t fp;
        std::uint64_t i1, i2, bucket;
    };
    const Expect want[] = {{113, 5, 3, 5}, {243, 0, 5, 0}, {47, 7, 3, 7},
                           {68, 6, 3, 6},  {105, 5, 2, 2}, {66, 0, 7, 3}};
    for (int i = 0; i < 6; ++i) {
        const CuckooTrace t = f.traceInsert(word(std::uint64_t(i)));
        EXPECT_EQ(t.fingerprint, want[i].fp) << i;
        EXPECT_EQ(t.i1, want[i].i1) << i;
        EXPECT_EQ(t.i2, want[i].i2) << i;
        ASSERT_TRUE(t.bucket.has_value());
        EXPECT_EQ(*t.bucket, want[i].bucket) << i;
        EXPECT_EQ(t.insert, CuckooInsert::Stored);
        EXPECT_EQ(t.kicks.size(), i == 5 ? 2u : 0u);
    }
    const CuckooTrace t = f.traceQuery("w5");
    const std::vector<std::uint32_t> table = {66, 0, 105, 113, 0, 243, 68, 47};
    for (std::uint64_t b = 0; b < 8; ++b)
        EXPECT_EQ(f.entry(b, 0), table[b]) << b;
    CuckooFilter g = make(7, 8, 1, 50, 3);
    for (int i = 0; i < 5; ++i)
        g.add(word(std::uint64_t(i)));
    const CuckooTrace k = g.traceInsert("w5");
    ASSERT_EQ(k.kicks.size(), 2u);
    EXPECT_EQ(k.kicks[0].bucket, 0u);
    EXPECT_EQ(k.kicks[0].placed, 66u);
    EXPECT_EQ(k.kicks[0].evicted, 243u);
    EXPECT_EQ(k.kicks[0].next, 5u);
    EXPECT_EQ(k.kicks[1].bucket, 5u);
    EXPECT_EQ(k.kicks[1].placed, 243u);
    EXPECT_EQ(k.kicks[1].evicted, 113u);
    EXPECT_EQ(k.kicks[1].next, 3u);
    EXPECT_TRUE(t.result);
}

TEST(CuckooFilter, DeletingANeverInsertedTwinRemovesAnotherWordsFingerprint) {
    // The hazard: find a word never inserted with the same fingerprint and buckets as a stored one.
    CuckooFilter f = make(64, 4, 4, 500, 5); // 15 fingerprints: twins are easy to find
    ASSERT_EQ(f.add("stored"), CuckooInsert::Stored);
    const auto p = f.place("stored");
    std::string twin;
    for (int i = 0; twin.empty(); ++i) {
        const auto q = f.place(word(i));
        if (q.fp == p.fp && (q.i1 == p.i1 || q.i1 == p.i2))
            twin = word(i);
    }
    EXPECT_TRUE(f.mayContain(twin));      // a false positive
    EXPECT_TRUE(f.remove(twin));          // the filter alone cannot tell
    EXPECT_FALSE(f.mayContain("stored")); // a false negative
}

TEST(CuckooFilter, LoadAtFirstFailureIsAbout95PercentForBucketsOf4) {
    const LoadAtFailure b4 = loadAtFirstFailure({15'000, 12, 4, 500, 11}, 10).value();
    EXPECT_EQ(b4.trials, 10u);
    EXPECT_GT(b4.mean, 0.93);
    EXPECT_LT(b4.mean, 0.975);
    EXPECT_LE(b4.min, b4.mean);
    EXPECT_GE(b4.max, b4.mean);
    // buckets of 2 fill to about 84 %, of 1 to about 50 % (the paper's Figure 3 region)
    const LoadAtFailure b2 = loadAtFirstFailure({7'000, 12, 2, 500, 11}, 10).value();
    EXPECT_GT(b2.mean, 0.8);
    EXPECT_LT(b2.mean, 0.9);
    EXPECT_LT(b2.mean, b4.mean);
}

} // namespace

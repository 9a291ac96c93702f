// Issue 17: the cuckoo filter's fast paths against its plain ones. add() for buckets of four reads
// both buckets as 64-bit words and takes the first zero lane; traceInsert() scans slot by slot.
// mayContain() compares both buckets at once and tests the stash without a branch - for 8-byte
// keys, buckets of four and f ≤ 12 in a path of its own, without a call; traceQuery() scans slot
// by slot and then the stash. On crowded random filters (kicks, stash,
// refusals, deletes) the two must leave the same table and give the same answers.
#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/common/mix.h"

#include <gtest/gtest.h>

#include <string>

namespace {

using namespace hashlab::bloom;

CuckooFilter make(const CuckooConfig& c) {
    return std::move(CuckooFilter::create(c)).value();
}

std::string word(std::uint64_t i) {
    return "k" + std::to_string(i);
}

// Every other word is 8 bytes long (the experiments' keys), which mayContain's own path takes.
std::string mixedWord(std::uint64_t i) {
    if (i % 2 == 0)
        return word(i);
    const std::uint64_t v = hashlab::mix64(i);
    return std::string(reinterpret_cast<const char*>(&v), 8);
}

void expectSameState(const CuckooFilter& a, const CuckooFilter& b, const std::string& where) {
    ASSERT_EQ(a.storedInTable(), b.storedInTable()) << where;
    ASSERT_EQ(a.stashUsed(), b.stashUsed()) << where;
    if (a.stashUsed()) {
        ASSERT_EQ(a.stashFingerprint(), b.stashFingerprint()) << where;
        ASSERT_EQ(a.stashBucket(), b.stashBucket()) << where;
    }
    for (std::uint64_t i = 0; i < a.buckets(); ++i)
        for (unsigned s = 0; s < a.bucketSize(); ++s)
            ASSERT_EQ(a.entry(i, s), b.entry(i, s)) << where << " bucket " << i << " slot " << s;
}

// f = 16 computes hash(fp) (no table), f ≤ 12 reads it from the table; buckets of 2 and 8 take
// the plain insert inside add(), buckets of 4 the fast one.
const CuckooConfig kConfigs[] = {
    {64, 6, 4, 20, 1}, {64, 8, 4, 500, 2}, {200, 16, 4, 30, 3},
    {64, 4, 4, 10, 4}, {50, 7, 2, 20, 5},  {100, 9, 8, 20, 6},
};

// Each configuration under 8 seeds.
template <typename F>
void forEachSeededConfig(F&& f) {
    for (const CuckooConfig& c : kConfigs)
        for (std::uint64_t seed = 0; seed < 8; ++seed) {
            CuckooConfig cs = c;
            cs.seed = c.seed * 100 + seed;
            f(cs);
        }
}

TEST(CuckooFastPaths, AddLeavesTheTableTraceInsertLeaves) {
    std::uint64_t stashed = 0, refused = 0, secondBucket = 0;
    forEachSeededConfig([&](const CuckooConfig& cs) {
        CuckooFilter fast = make(cs), plain = make(cs);
        std::uint64_t rng = cs.seed, next = 0;
        for (int op = 0; op < 300; ++op) {
            const std::uint64_t r = hashlab::splitmix64Next(rng);
            const std::string where =
                "seed " + std::to_string(cs.seed) + " op " + std::to_string(op);
            if (r % 4 != 0) {
                const std::string w = word(next++);
                const CuckooInsert got = fast.add(w);
                const CuckooTrace t = plain.traceInsert(w);
                ASSERT_EQ(got, t.insert) << where;
                stashed += got == CuckooInsert::Stashed;
                refused += got == CuckooInsert::Refused;
                secondBucket += t.kicks.empty() && t.bucket && *t.bucket != t.i1;
            } else if (next > 0) { // delete an earlier word (inserted or not: both do the same)
                const std::string w = word((r >> 8) % next);
                ASSERT_EQ(fast.remove(w), plain.traceRemove(w).result) << where;
            }
            expectSameState(fast, plain, where);
        }
    });
    EXPECT_GT(stashed, 0u); // the kicks ran out, the stash and refusals were exercised
    EXPECT_GT(refused, 0u);
    EXPECT_GT(secondBucket, 0u); // the fast path chose i2 when i1 was full
}

TEST(CuckooFastPaths, MayContainAnswersAsTraceQuery) {
    std::uint64_t stashHits = 0, tableHits = 0, misses = 0, ownPathHits = 0, ownPathMisses = 0;
    forEachSeededConfig([&](const CuckooConfig& cs) {
        CuckooFilter f = make(cs);
        std::uint64_t next = 0;
        while (f.add(mixedWord(next)) != CuckooInsert::Stashed && next < 10 * cs.n)
            ++next;
        const bool ownPath = cs.bucket == 4 && cs.fingerprintBits <= kCuckooAltTableBits;
        // queries of every inserted word, of never inserted ones, and of words sharing the
        // stashed fingerprint and bucket (the stash hits)
        for (std::uint64_t q = 0; q < next + 2000; ++q) {
            const std::string w = mixedWord(q);
            const CuckooTrace t = f.traceQuery(w);
            ASSERT_EQ(f.mayContain(w), t.result) << "seed " << cs.seed << " word " << q;
            stashHits += t.stash;
            tableHits += t.result && !t.stash;
            misses += !t.result;
            if (ownPath && w.size() == 8) {
                ownPathHits += t.result;
                ownPathMisses += !t.result;
            }
        }
    });
    EXPECT_GT(stashHits, 0u);
    EXPECT_GT(tableHits, 0u);
    EXPECT_GT(misses, 0u);
    EXPECT_GT(ownPathHits, 1000u);
    EXPECT_GT(ownPathMisses, 1000u);
}

} // namespace

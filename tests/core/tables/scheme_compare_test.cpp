// The compare view's numbers: CLRS exercise 11.2-2 worked by hand for chaining, linear probing
// and Robin Hood, and, on random keys, agreement with HashTable run directly.
#include "hashlab/tables/scheme_compare.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

namespace {

using namespace hashlab::tables;

// CLRS 11.2-2: m = 9, h(k) = k mod 9. Homes: 5→5, 28→1, 19→1, 15→6, 20→2, 33→6, 12→3, 17→8,
// 10→1. Misses 36 … 44 have homes 0 … 8, one per slot.
CompareConfig clrs(std::vector<Scheme> schemes) {
    CompareConfig c;
    c.keys = {"5", "28", "19", "15", "20", "33", "12", "17", "10"};
    c.missKeys = {"36", "37", "38", "39", "40", "41", "42", "43", "44"};
    c.probe.m = 9;
    c.schemes = std::move(schemes);
    return c;
}

TEST(SchemeCompare, ChainingOnClrs11_2_2) {
    // Inserts at the head read the chain first (duplicate check): chain lengths met are
    // 0,0,1,0,0,1,0,0,2 → 4 nodes + 9 head slots = 13 cells.
    // Final chains: 1: 10,19,28; 2: 20; 3: 12; 5: 5; 6: 33,15; 8: 17.
    // Hits: positions 1,3,2,2,1,1,1,1,1 → 13 nodes (CLRS: 1 + α/2 − α/(2n) = 13/9) + 9 = 22 cells.
    // Misses 36…44 read whole chains 0,3,1,1,0,1,2,0,1 → 9 nodes (α = 1 per miss) + 9 = 18.
    // Worst: find 28 (slot 1, 3 nodes) = 4 cells, before the miss of 37 that ties it.
    // Memory: 9 heads · 8 + 9 nodes · 16 = 216 bytes = 24 per key.
    auto r = compareSchemes(clrs({Scheme::Chaining})).value();
    ASSERT_EQ(r.schemes.size(), 1u);
    const SchemeComparison& s = r.schemes[0];
    EXPECT_EQ(s.insert.ops, 9u);
    EXPECT_EQ(s.insert.cells, 13u);
    EXPECT_EQ(s.insert.compares, 4u);
    EXPECT_EQ(s.hit.cells, 22u);
    EXPECT_EQ(s.hit.compares, 13u);
    EXPECT_DOUBLE_EQ(s.hit.meanCompares(), 1.0 + 0.5 - 1.0 / 18.0);
    EXPECT_EQ(s.miss.ops, 9u);
    EXPECT_EQ(s.miss.cells, 18u);
    EXPECT_DOUBLE_EQ(s.miss.meanCompares(), 1.0);
    EXPECT_EQ(s.worst.op, OpKind::Find);
    EXPECT_TRUE(s.worst.successful);
    EXPECT_EQ(s.worst.key, "28");
    EXPECT_EQ(s.worst.cells, 4u);
    EXPECT_EQ(s.moved, 0u);
    EXPECT_EQ(s.failures, 0u);
    EXPECT_DOUBLE_EQ(s.loadFactor, 1.0);
    EXPECT_EQ(s.bytes, 216u);
    EXPECT_DOUBLE_EQ(s.bytesPerKey(), 24.0);
}

TEST(SchemeCompare, LinearAndRobinHoodOnClrs11_2_2) {
    // Linear: 5→5, 28→1, 19→1,2, 15→6, 20→2,3, 33→6,7, 12→3,4, 17→8, 10→1…8,0:
    // 1+1+2+1+2+2+2+1+9 = 21 cells, 12 occupied slots passed. The table ends full, so each
    // hit retraces its insert (21 cells, all compared) and each miss reads all 9 slots (81).
    // Worst: the insert of 10, 9 cells (the misses tie it later).
    //
    // Robin Hood: the same until 10 (home 1): 28 (d 0), 19 (d 1 = 1: no swap), then 20 at
    // distance 1 < 2: 10 takes slot 3 and 20, 12, 5, 15, 17 are carried on (33 at d 1 = 1
    // stays) until 17 lands in slot 0: path 1…8,0, 9 cells, 5 moves; inserts 21 cells.
    // Final: 0:17 1:28 2:19 3:10 4:20 5:12 6:5 7:33 8:15. Hits 2,1,2,3,3,2,3,2,3 = 21 cells.
    // Misses stop at the first resident closer to home than the miss would be:
    // 36: 0,1 | 37: 1–4 | 38: 2–5 | 39: 3–6 | 40: 4–6 | 41: 5–7 | 42: 6,7,8,0 | 43: 7,8,0 |
    // 44: 8,0,1 → 2+4+4+4+3+3+4+3+3 = 30 cells, 21 keys compared (the last cell of each is not).
    auto r = compareSchemes(clrs({Scheme::Linear, Scheme::RobinHood})).value();
    const SchemeComparison& lin = r.schemes[0];
    EXPECT_EQ(lin.scheme, Scheme::Linear);
    EXPECT_EQ(lin.insert.cells, 21u);
    EXPECT_EQ(lin.insert.compares, 12u);
    EXPECT_EQ(lin.hit.cells, 21u);
    EXPECT_EQ(lin.hit.compares, 21u);
    EXPECT_EQ(lin.miss.cells, 81u);
    EXPECT_EQ(lin.worst.op, OpKind::Insert);
    EXPECT_EQ(lin.worst.key, "10");
    EXPECT_EQ(lin.worst.cells, 9u);
    EXPECT_EQ(lin.bytes, 81u); // 9 · (8 + 1)
    EXPECT_DOUBLE_EQ(lin.bytesPerKey(), 9.0);

    const SchemeComparison& rh = r.schemes[1];
    EXPECT_EQ(rh.insert.cells, 21u);
    EXPECT_EQ(rh.moved, 5u);
    EXPECT_EQ(rh.hit.cells, 21u);
    EXPECT_EQ(rh.miss.cells, 30u);
    EXPECT_EQ(rh.miss.compares, 21u);
    EXPECT_EQ(rh.worst.key, "10");
    EXPECT_EQ(rh.worst.cells, 9u);
    EXPECT_EQ(rh.worst.moves, 5u);
}

TEST(SchemeCompare, CuckooOnPaghRodlersExampleByHand) {
    // m = 11, h1 = k mod 11, h2 = ⌊k/11⌋ mod 11. An insert reads T1[h1], T2[h2] (duplicate
    // check), then one cell per swap, starting again at T1[h1]:
    //   20, 50, 100, 3: straight into T1: 3 cells each;
    //   53 kicks 20 to T2[1]; 75 kicks 53 to T2[4]; 67 kicks 100 to T2[9]; 36 kicks 3 to T2[0]:
    //   4 cells and 1 move each;
    //   105: T1[6] (50 out), T2[4] (53 out), T1[9] (75 out), T2[6]: 6 cells, 3 moves;
    //   39: T1[6], T2[9], T1[1], T2[6], T1[9], T2[4], T1[6], T2[3]: 10 cells, 7 moves
    //   (105, 100, 67, 75, 53, 50 and 39 itself, kicked out of T1[6] by 50).
    // Inserts 4·3 + 4·4 + 6 + 10 = 44 cells, 14 moves; worst: insert 39, 10 cells.
    // Hits: 100, 36, 50, 75 in T1 (1 cell), 3, 20, 39, 53, 67, 105 in T2 (2): 16 cells.
    // Misses read both cells: 2 each.
    CompareConfig c;
    c.keys = {"20", "50", "53", "75", "100", "67", "105", "3", "36", "39"};
    c.missKeys = {"1", "2"};
    c.probe.m = 11;
    c.schemes = {Scheme::Cuckoo};
    const SchemeComparison s = compareSchemes(c).value().schemes.at(0);
    EXPECT_EQ(s.insert.cells, 44u);
    EXPECT_EQ(s.moved, 14u);
    EXPECT_EQ(s.worst.key, "39");
    EXPECT_EQ(s.worst.cells, 10u);
    EXPECT_EQ(s.worst.moves, 7u);
    EXPECT_EQ(s.hit.cells, 16u);
    EXPECT_EQ(s.miss.cells, 4u);
    EXPECT_EQ(s.failures, 0u);
}

TEST(SchemeCompare, CuckooFailureOfPaghRodlersExampleIsCounted) {
    // m = 11, h1 = k mod 11, h2 = ⌊k/11⌋ mod 11: the ten keys fit, 6 closes a cycle
    // (hash_table_test.cpp); the nestless key is out, so ten keys stay stored.
    CompareConfig c;
    c.keys = {"20", "50", "53", "75", "100", "67", "105", "3", "36", "39", "6"};
    c.probe.m = 11;
    c.misses = 5;
    c.schemes = {Scheme::Cuckoo};
    auto r = compareSchemes(c).value();
    const SchemeComparison& s = r.schemes[0];
    EXPECT_EQ(s.failures, 1u);
    EXPECT_EQ(s.cycleFailures, 1u);
    EXPECT_EQ(s.stored, 10u);
    EXPECT_EQ(s.hit.ops, 10u);
    EXPECT_DOUBLE_EQ(s.loadFactor, 10.0 / 22.0);
    EXPECT_EQ(s.bytes, 22u * 9u);
    EXPECT_EQ(s.worst.key, "6"); // the failing insert kicks the longest
    EXPECT_GT(s.moved, 0u);
}

// Sums over HashTable traces, computed here without the compare code's bookkeeping.
struct Direct {
    std::uint64_t insertCells = 0, hitCells = 0, missCells = 0, compares = 0, moved = 0;
};

Direct runDirect(const CompareConfig& c, Scheme s, const CompareResult& r) {
    HashTable t = HashTable::create(compareTableConfig(c, s)).value();
    Direct d;
    auto cost = [&](const OpTrace& o) {
        d.compares += o.compares;
        return o.path.size() + (s == Scheme::Chaining ? o.compares : 0);
    };
    for (const auto& k : r.keys) {
        OpTrace o = t.apply(OpKind::Insert, k).value();
        d.insertCells += cost(o);
        for (const KeyMove& mv : o.moves)
            d.moved += mv.from && mv.to;
    }
    const auto stored = t.keys();
    const std::set<std::string> in(stored.begin(), stored.end());
    for (const auto& k : r.keys) {
        if (!in.count(k))
            continue;
        OpTrace o = t.apply(OpKind::Find, k).value();
        EXPECT_EQ(o.outcome, Outcome::Found);
        d.hitCells += cost(o);
    }
    for (const auto& k : r.missKeys) {
        OpTrace o = t.apply(OpKind::Find, k).value();
        EXPECT_EQ(o.outcome, Outcome::NotFound);
        d.missCells += cost(o);
    }
    return d;
}

TEST(SchemeCompare, RandomKeysAgreeWithHashTableRunDirectly) {
    CompareConfig c;
    c.randomCount = 600;
    c.seed = 7;
    c.misses = 300;
    c.probe.m = 701; // prime: double hashing's steps reach every slot
    c.schemes = {Scheme::Chaining, Scheme::Linear,    Scheme::Quadratic,
                 Scheme::Double,   Scheme::RobinHood, Scheme::Cuckoo};
    auto r = compareSchemes(c).value();
    ASSERT_EQ(r.keys.size(), 600u);
    ASSERT_EQ(r.missKeys.size(), 300u);
    std::set<std::string> all(r.keys.begin(), r.keys.end());
    all.insert(r.missKeys.begin(), r.missKeys.end());
    EXPECT_EQ(all.size(), 900u); // distinct, and no miss key is a key
    for (const auto& k : r.keys)
        EXPECT_LT(std::stoull(k), comparelimits::kKeyRange);
    for (const SchemeComparison& s : r.schemes) {
        const Direct d = runDirect(c, s.scheme, r);
        SCOPED_TRACE(std::string(schemeName(s.scheme)));
        EXPECT_EQ(s.insert.cells, d.insertCells);
        EXPECT_EQ(s.hit.cells, d.hitCells);
        EXPECT_EQ(s.miss.cells, d.missCells);
        EXPECT_EQ(s.insert.compares + s.hit.compares + s.miss.compares, d.compares);
        EXPECT_EQ(s.moved, d.moved);
        EXPECT_GE(s.worst.cells, 1u);
        if (s.scheme != Scheme::Cuckoo && s.scheme != Scheme::Quadratic) {
            EXPECT_EQ(s.stored, 600u); // quadratic reaches only part of the table
        }
    }
    // The same seed draws the same keys; another seed others.
    EXPECT_EQ(compareSchemes(c).value().keys, r.keys);
    c.seed = 8;
    EXPECT_NE(compareSchemes(c).value().keys, r.keys);
}

TEST(SchemeCompare, ChainingSuccessfulSearchMatchesClrsTheorem) {
    // CLRS Theorem 11.2 counts keys compared in a successful search, 1 + α/2 − α/(2n), exactly
    // averaged over all keys inserted at the head; one table of random keys lands near it.
    CompareConfig c;
    // Its spread over tables: sd(Σ C(L, 2)) / n ≈ √(n² / 2m) / n ≈ 0.016 here, so ±0.05 is 3 sd.
    c.randomCount = 4000;
    c.probe.m = 2003;
    c.schemes = {Scheme::Chaining};
    auto r = compareSchemes(c).value();
    const double alpha = 4000.0 / 2003.0;
    EXPECT_NEAR(r.schemes[0].hit.meanCompares(), 1 + alpha / 2 - alpha / 8000.0, 0.05);
}

TEST(SchemeCompare, RefusesWhatCannotWork) {
    auto param = [](const CompareConfig& c) { return compareSchemes(c).error().parameter; };
    CompareConfig c = clrs({Scheme::Linear});
    c.probe.m = 8; // 9 keys into 8 slots
    EXPECT_EQ(param(c), "m");
    c = clrs({Scheme::Chaining});
    c.probe.m = 8; // chaining holds any number
    EXPECT_TRUE(compareSchemes(c));
    c = clrs({Scheme::Chaining});
    c.keys.push_back("05"); // 5 again, as textbook mode reads it
    EXPECT_EQ(param(c), "keys");
    c = clrs({Scheme::Chaining});
    c.keys.push_back("x");
    EXPECT_EQ(param(c), "keys");
    c = clrs({Scheme::Linear});
    c.missKeys.push_back("28");
    EXPECT_EQ(param(c), "misses");
    c = clrs({});
    EXPECT_EQ(param(c), "schemes");
    c = clrs({Scheme::Linear});
    c.keys.clear();
    c.randomCount = comparelimits::kMaxKeys + 1;
    EXPECT_EQ(param(c), "keys");
    c.randomCount = 0;
    EXPECT_EQ(param(c), "keys");
    c = clrs({Scheme::Chaining});
    c.missKeys.clear();
    c.misses = comparelimits::kMaxMisses + 1;
    EXPECT_EQ(param(c), "misses");
    c = clrs({Scheme::Chaining});
    c.probe.m = kMaxSlots + 1;
    EXPECT_EQ(param(c), "m");
}

TEST(SchemeCompare, CancelStopsTheRun) {
    std::atomic<bool> cancel{true};
    CompareConfig c;
    c.randomCount = 5000;
    c.probe.m = 10'007;
    auto r = compareSchemes(c, hashlab::Progress(&cancel, {}));
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().message, "cancelled");
}

} // namespace

// The growing table against hand-worked runs and against its theory: the doubling bound on
// moves per insert, each scheme's probes per insert, and the single-insert cost of stop-the-world
// against incremental rehashing.
#include "hashlab/tables/resize_stats.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using namespace hashlab::tables;

const ResizePoint& pointAt(const ResizeSeries& s, std::uint64_t inserts) {
    const auto it = std::find_if(s.points.begin(), s.points.end(),
                                 [&](const ResizePoint& p) { return p.inserts == inserts; });
    EXPECT_NE(it, s.points.end()) << inserts;
    return *it;
}

TEST(ResizeStats, ChainingFromOneSlotByHand) {
    // m = 1, grow before an insert that would make α > 1: the table doubles before inserts 2, 3
    // and 5, rehashing 1, 2 and 4 keys. With hash mod m a key moves from i to i + m exactly when
    // bit m of its hash is set: 5 (bit 1) at 1 → 2; 6 (bit 2) at 2 → 4; 5, 6, 7 (bit 4) at 4 → 8.
    const std::vector<std::uint64_t> hashes{5, 6, 7, 1, 2, 3, 4, 0};
    const ResizeSeries s = resizeChaining(1, 1.0, hashes, {8});
    EXPECT_EQ(s.moved, 7u);
    EXPECT_EQ(s.relocated, 5u);
    EXPECT_EQ(s.resizes, 3u);
    EXPECT_EQ(s.finalM, 8u);
    // Reported: the listed count 8, each doubling insert and the insert before it.
    std::vector<std::uint64_t> at;
    for (const ResizePoint& p : s.points)
        at.push_back(p.inserts);
    EXPECT_EQ(at, (std::vector<std::uint64_t>{1, 2, 3, 4, 5, 8}));
    EXPECT_DOUBLE_EQ(pointAt(s, 2).moves, 1.0 / 2);
    EXPECT_DOUBLE_EQ(pointAt(s, 3).moves, 3.0 / 3);
    EXPECT_DOUBLE_EQ(pointAt(s, 4).moves, 3.0 / 4);
    EXPECT_DOUBLE_EQ(pointAt(s, 5).moves, 7.0 / 5);
    EXPECT_DOUBLE_EQ(pointAt(s, 8).moves, 7.0 / 8);
    EXPECT_DOUBLE_EQ(pointAt(s, 8).relocated, 5.0 / 8);
    EXPECT_DOUBLE_EQ(s.worstAverage, 7.0 / 5);
    EXPECT_EQ(s.worstAverageAt, 5u);
    // Probes: 1 + the chain at home. Only insert 4 (hash 1, m = 4) finds a key (5) there.
    EXPECT_DOUBLE_EQ(pointAt(s, 8).probes, 9.0 / 8);
    // Theory 1 + n/m before each insert: n/m = 0, 1/2, 2/4, 3/4, 4/8, 5/8, 6/8, 7/8.
    EXPECT_DOUBLE_EQ(pointAt(s, 8).theoryProbes,
                     1 + (0 + 0.5 + 0.5 + 0.75 + 0.5 + 0.625 + 0.75 + 0.875) / 8);
}

TEST(ResizeStats, LinearProbingFromOneSlotByHand) {
    // Grow at ¾: before insert 1 (1 > ¾·1) to m = 2, before 2 (2 > 1.5) to 4, before 4 (4 > 3)
    // to 8. Insert 2 (hash 1) finds 5 at its home 1 and takes slot 2. The rehash into 8 walks the
    // old slots in order: 4 → 4, 5 → 5, 1 → its home 1: all three change slot.
    const std::vector<std::uint64_t> hashes{5, 1, 4, 6};
    const ResizeSeries s = resizeLinear(1, 0.75, hashes, {4});
    EXPECT_EQ(s.resizes, 3u);
    EXPECT_EQ(s.moved, 0u + 1 + 3);
    EXPECT_EQ(s.relocated, 3u);
    EXPECT_EQ(s.finalM, 8u);
    EXPECT_DOUBLE_EQ(pointAt(s, 4).moves, 4.0 / 4);
    EXPECT_DOUBLE_EQ(pointAt(s, 4).probes, (1 + 2 + 1 + 1) / 4.0);
    auto knuth = [](double a) { return 0.5 * (1 + 1 / ((1 - a) * (1 - a))); };
    EXPECT_DOUBLE_EQ(pointAt(s, 4).theoryProbes,
                     (knuth(0) + knuth(0.25) + knuth(0.5) + knuth(0.375)) / 4);
}

TEST(ResizeStats, AMillionInsertsStayUnderTheDoublingBound) {
    ResizeConfig c; // the plot's defaults: 10^6 inserts from m = 8
    const ResizeResult r = measureResizing(c).value();
    // Exact totals: every doubling from m rehashes the keys present, ⌈growAt·m⌉ of them.
    std::uint64_t m = c.initialM, moved = 0, resizes = 0;
    while (double(c.inserts) > 0.75 * double(m)) { // linear: n + 1 > ¾m for some n < 10^6
        moved += 3 * m / 4;
        m *= 2;
        ++resizes;
    }
    EXPECT_EQ(r.linear.moved, moved);
    EXPECT_EQ(r.linear.resizes, resizes);
    EXPECT_EQ(r.linear.finalM, m);
    EXPECT_EQ(r.chaining.moved, (std::uint64_t{1} << 20) - 8); // 8 + 16 + … + 2^19
    EXPECT_EQ(r.chaining.finalM, std::uint64_t{1} << 20);
    // The bound: Σ moved < 2 n after every insert (checked at every insert, not only the points).
    for (const ResizeSeries* s : {&r.chaining, &r.linear}) {
        EXPECT_LT(s->worstAverage, 2.0);
        EXPECT_GT(s->worstAverage, 1.4); // just after a doubling the average is near the bound
        for (const ResizePoint& p : s->points)
            EXPECT_LE(p.moves, s->worstAverage);
        EXPECT_EQ(s->points.back().inserts, c.inserts);
    }
    // With hash mod 2m about half of the rehashed chaining keys change slot.
    EXPECT_NEAR(double(r.chaining.relocated) / double(r.chaining.moved), 0.5, 0.005);
    // Probes per insert against each scheme's theory, averaged over the 10^6 inserts: chaining's
    // expected chain at a uniform home is exactly n/m; Knuth's formula is the m → ∞ limit.
    const ResizePoint& ch = r.chaining.points.back();
    EXPECT_NEAR(ch.probes, ch.theoryProbes, 0.01 * ch.theoryProbes);
    const ResizePoint& lin = r.linear.points.back();
    EXPECT_NEAR(lin.probes, lin.theoryProbes, 0.03 * lin.theoryProbes);
}

TEST(ResizeStats, RehashCostsByHand) {
    // Hashes 0, 1, 2, 3 from m = 1. Stop the world: insert 2 rehashes 1 key into m = 2, insert 3
    // rehashes 2 into m = 4; each insert finds an empty chain and places its key.
    const std::vector<std::uint64_t> hashes{0, 1, 2, 3};
    const RehashRun stw = runRehash(false, 1, hashes);
    EXPECT_EQ(stw.costs, (std::vector<std::uint32_t>{1, 2, 3, 1}));
    EXPECT_EQ(stw.moved, 3u);
    // Incremental: insert 2 starts a 2-bucket table, compares key 0 in the old bucket, places 1
    // (2). Insert 3 moves bucket 0 (key 0), which empties the old table; n = 2 = m starts a
    // 4-bucket table; key 2 compares with key 0 in old bucket 0 (3). Insert 4 moves old bucket 0
    // (key 0) and compares with key 1 in old bucket 1 (3).
    const RehashRun inc = runRehash(true, 1, hashes);
    EXPECT_EQ(inc.costs, (std::vector<std::uint32_t>{1, 2, 3, 3}));
    EXPECT_EQ(inc.moved, 2u);
    EXPECT_EQ(inc.longestChain, 1u);
}

TEST(ResizeStats, IncrementalRehashBoundsTheWorstInsert) {
    RehashConfig c;
    c.inserts = 100'000;
    c.windows = 100;
    const RehashResult r = measureRehash(c).value();
    // Stop the world: the last doubling comes at insert 65,537 (n = 65,536 = m) and moves all
    // 65,536 keys, then compares with its chain and places the key: n/2 < worst ≤ n.
    EXPECT_EQ(r.stopTheWorld.worstAt, 65'537u);
    EXPECT_GE(r.stopTheWorld.worstCost, 65'537u);
    EXPECT_LE(r.stopTheWorld.worstCost, 65'537u + r.stopTheWorld.longestChain);
    EXPECT_EQ(r.stopTheWorld.moved, (std::uint64_t{1} << 17) - 8);
    // Incremental: one insert moves at most one bucket (≤ the longest chain L) and compares with
    // at most one chain in each table (≤ 2L), then places its key: every cost ≤ 3L + 1, where L is
    // ~8 for 10^5 keys at α ≤ 1 (balls in bins: ln n / ln ln n).
    const auto hashes = seededHashes(c.seed, c.inserts);
    const RehashRun inc = runRehash(true, c.initialM, hashes);
    const auto worst = *std::max_element(inc.costs.begin(), inc.costs.end());
    EXPECT_EQ(worst, r.incremental.worstCost);
    EXPECT_LE(worst, 3 * inc.longestChain + 1);
    EXPECT_LT(r.incremental.worstCost * 1000, r.stopTheWorld.worstCost);
    // The last incremental rehash (started at insert 65,537) is still running: fewer keys moved.
    EXPECT_LT(r.incremental.moved, r.stopTheWorld.moved);
    EXPECT_GT(r.incremental.moved, r.stopTheWorld.moved - 65'536);
    // The windows: 1000 inserts each, each holding its largest cost; the series' max is the worst.
    EXPECT_EQ(r.window, 1000u);
    ASSERT_EQ(r.incremental.worst.size(), 100u);
    EXPECT_EQ(*std::max_element(r.stopTheWorld.worst.begin(), r.stopTheWorld.worst.end()),
              r.stopTheWorld.worstCost);
    EXPECT_EQ(r.stopTheWorld.at[65], 65'537u);
    double sum = 0;
    for (std::uint32_t v : inc.costs)
        sum += v;
    EXPECT_DOUBLE_EQ(r.incremental.mean, sum / double(c.inserts));
}

TEST(ResizeStats, RefusesBadParametersAndIsDeterministic) {
    ResizeConfig c;
    c.initialM = 12;
    EXPECT_EQ(measureResizing(c).error().parameter, "m");
    c.initialM = 8;
    c.inserts = ResizeConfig::kMaxInserts + 1;
    EXPECT_EQ(measureResizing(c).error().parameter, "inserts");
    c.inserts = 1000;
    c.linearGrowAt = 1.0;
    EXPECT_EQ(measureResizing(c).error().parameter, "grow-at");
    RehashConfig rc;
    rc.inserts = 0;
    EXPECT_EQ(measureRehash(rc).error().parameter, "inserts");
    rc.inserts = 5000;
    rc.windows = 0;
    EXPECT_EQ(measureRehash(rc).error().parameter, "windows");
    rc.windows = 50;
    const auto a = measureRehash(rc).value(), b = measureRehash(rc).value();
    EXPECT_EQ(a.incremental.worst, b.incremental.worst);
    EXPECT_EQ(a.stopTheWorld.worst, b.stopTheWorld.worst);
    rc.seed = 2;
    EXPECT_NE(measureRehash(rc)->incremental.worst, a.incremental.worst);
    c.linearGrowAt = 0.75;
    c.seed = 3;
    EXPECT_DOUBLE_EQ(measureResizing(c)->linear.points.back().probes,
                     measureResizing(c)->linear.points.back().probes);
}

TEST(ResizeStats, CancelStopsWithAnError) {
    std::atomic<bool> stop{true};
    const hashlab::Progress cancelled(&stop, {});
    EXPECT_FALSE(measureResizing(ResizeConfig{}, cancelled).ok());
    EXPECT_FALSE(measureRehash(RehashConfig{}, cancelled).ok());
}

TEST(ResizeStats, LogSpacedCounts) {
    EXPECT_EQ(logSpacedCounts(100, 2), (std::vector<std::uint64_t>{1, 3, 10, 32, 100}));
    EXPECT_EQ(logSpacedCounts(50, 1), (std::vector<std::uint64_t>{1, 10, 50}));
}

} // namespace

// The real-speed sweep with tiny tables: every kind gives a positive time per hit and per miss,
// stores exactly the keys asked for, finds every hit and no miss, and reports its memory; a
// cancel stops it; bad configs are refused naming the parameter. No timing is asserted: the
// numbers depend on the machine.
#include "hashlab/tables/speed_sweep.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>

namespace {

using namespace hashlab::tables;

SpeedSweepConfig tiny() {
    SpeedSweepConfig c;
    c.sizes = {1, 100, 3000};
    c.lookups = 5000;
    return c;
}

TEST(SpeedSweep, EveryKindAtEverySizeInOrder) {
    const SpeedSweepConfig c = tiny();
    std::vector<SpeedPoint> streamed;
    std::vector<double> fractions;
    const hashlab::Progress progress(nullptr, [&](double f) { fractions.push_back(f); });
    auto r = measureSpeed(c, progress, [&](const SpeedPoint& p) { streamed.push_back(p); });
    ASSERT_TRUE(r.ok()) << r.error().text();
    ASSERT_EQ(r->points.size(), c.sizes.size() * allSpeedKinds().size());
    ASSERT_EQ(streamed.size(), r->points.size());
    std::size_t i = 0;
    for (std::uint64_t n : c.sizes)
        for (SpeedKind kind : allSpeedKinds()) {
            const SpeedPoint& p = r->points[i];
            EXPECT_EQ(p.kind, kind);
            EXPECT_EQ(p.keys, n) << speedKindName(kind);
            EXPECT_GT(p.nsHit, 0) << speedKindName(kind) << " " << n;
            EXPECT_GT(p.nsMiss, 0) << speedKindName(kind) << " " << n;
            EXPECT_EQ(p.hitsFound, c.lookups) << speedKindName(kind) << " " << n;
            EXPECT_EQ(p.missesFound, 0u) << speedKindName(kind) << " " << n;
            // A 64-bit key takes 8 bytes at least.
            EXPECT_GE(p.bytes, n * 8) << speedKindName(kind);
            EXPECT_DOUBLE_EQ(p.bytesPerKey, double(p.bytes) / double(n));
            EXPECT_EQ(streamed[i].keys, p.keys);
            EXPECT_EQ(streamed[i].kind, p.kind);
            ++i;
        }
    ASSERT_FALSE(fractions.empty());
    EXPECT_TRUE(std::is_sorted(fractions.begin(), fractions.end()));
    EXPECT_NEAR(fractions.back(), 1.0, 1e-9);
}

TEST(SpeedSweep, MemoryOfTheLibraryMapsIsTheirLayout) {
    // libstdc++ node: next pointer + 16-byte pair = 24 bytes, a 32-byte glibc chunk.
    EXPECT_EQ(unorderedMapNodeBytes(), 32u);
    SpeedSweepConfig c;
    c.sizes = {800, 1000};
    c.lookups = 100;
    c.kinds = {SpeedKind::AbslFlatHashMap, SpeedKind::Linear};
    auto r = measureSpeed(c);
    ASSERT_TRUE(r.ok());
    // absl's capacities are 2^k − 1 filled to at most 7/8 (1023 slots hold 896 keys), each slot a
    // 16-byte pair and a control byte, plus 16 control bytes: 800 keys in 1023 slots, 1000 in
    // 2047. The lab's linear set (9 bytes a slot, at most 7/8 full): 1024 and 2048 slots.
    EXPECT_EQ(r->points[0].bytes, 1023u * 17 + 16);
    EXPECT_EQ(r->points[1].bytes, 1024u * 9);
    EXPECT_EQ(r->points[2].bytes, 2047u * 17 + 16);
    EXPECT_EQ(r->points[3].bytes, 2048u * 9);
}

TEST(SpeedSweep, TheLabsTablesGrowAtTheirMaximumLoad) {
    SpeedSweepConfig c;
    c.sizes = {300, 600};
    c.lookups = 100;
    c.kinds = {SpeedKind::Chaining, SpeedKind::Linear, SpeedKind::RobinHood, SpeedKind::Cuckoo};
    auto r = measureSpeed(c);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r->points.size(), 8u);
    // Chaining (α ≤ 1): 512 and 1024 four-byte heads, 12 bytes a node. Linear and Robin Hood
    // (α ≤ 7/8): 512 and 1024 slots of 9 and 10 bytes.
    EXPECT_EQ(r->points[0].bytes, 512u * 4 + 300 * 12);
    EXPECT_EQ(r->points[1].bytes, 512u * 9);
    EXPECT_EQ(r->points[2].bytes, 512u * 10);
    EXPECT_EQ(r->points[4].bytes, 1024u * 4 + 600 * 12);
    EXPECT_EQ(r->points[5].bytes, 1024u * 9);
    EXPECT_EQ(r->points[6].bytes, 1024u * 10);
    // Cuckoo grows when the pair of tables would pass α = n/2m = ½: 300 keys fit two tables of
    // 512 slots (9 bytes each), 600 keys two of 1024, 30.72 bytes a key both times (a table
    // growing at α = ¼ would take twice that).
    EXPECT_EQ(r->points[3].bytes, 2u * 512 * 9);
    EXPECT_EQ(r->points[7].bytes, 2u * 1024 * 9);
    EXPECT_DOUBLE_EQ(r->points[3].bytesPerKey, 2.0 * 512 * 9 / 300);
    EXPECT_DOUBLE_EQ(r->points[7].bytesPerKey, 2.0 * 1024 * 9 / 600);
}

TEST(SpeedSweep, SameKindsInTheOrderAsked) {
    SpeedSweepConfig c = tiny();
    c.kinds = {SpeedKind::Cuckoo, SpeedKind::StdUnorderedMap};
    auto r = measureSpeed(c);
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(r->points.size(), 6u);
    EXPECT_EQ(r->points[0].kind, SpeedKind::Cuckoo);
    EXPECT_EQ(r->points[1].kind, SpeedKind::StdUnorderedMap);
    EXPECT_EQ(r->points[5].keys, 3000u);
}

TEST(SpeedSweep, CancelStopsIt) {
    SpeedSweepConfig c;
    c.sizes = {1000, 10'000'000}; // the second point would take seconds
    c.lookups = 1000;
    std::atomic<bool> cancel{false};
    std::size_t points = 0;
    const hashlab::Progress progress(&cancel, [](double) {});
    auto r = measureSpeed(c, progress, [&](const SpeedPoint&) {
        if (++points == allSpeedKinds().size())
            cancel = true; // after the first size: the 10^7 tables must not be finished
    });
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().message, "cancelled");
    EXPECT_EQ(points, allSpeedKinds().size());
}

TEST(SpeedSweep, BadConfigsNameTheParameter) {
    const auto refused = [](SpeedSweepConfig c) {
        auto r = measureSpeed(c);
        return r.ok() ? std::string("accepted") : r.error().parameter;
    };
    SpeedSweepConfig c = tiny();
    c.sizes = {};
    EXPECT_EQ(refused(c), "sizes");
    c.sizes = {0, 10};
    EXPECT_EQ(refused(c), "sizes");
    c.sizes = {10, 10};
    EXPECT_EQ(refused(c), "sizes");
    c.sizes = {100, 10};
    EXPECT_EQ(refused(c), "sizes");
    c.sizes = {SpeedSweepConfig::kMaxKeys + 1};
    EXPECT_EQ(refused(c), "sizes");
    c = tiny();
    c.kinds = {};
    EXPECT_EQ(refused(c), "kinds");
    c.kinds = {SpeedKind::Linear, SpeedKind::Linear};
    EXPECT_EQ(refused(c), "kinds");
    c = tiny();
    c.lookups = 0;
    EXPECT_EQ(refused(c), "lookups");
    c.lookups = SpeedSweepConfig::kMaxLookups + 1;
    EXPECT_EQ(refused(c), "lookups");
}

TEST(SpeedSweep, CacheMarksAreTheLinearTablesThatFit) {
    // 48 KiB: 4096 slots × 9 B = 36,864 B fit, 8192 × 9 do not; 4096 × 7/8 = 3584 keys.
    EXPECT_EQ(linearKeysFittingIn(48 * 1024), 3584u);
    // 1 MiB: 65,536 × 9 = 589,824 B fit -> 57,344 keys. 16 MiB: 2^20 slots -> 917,504 keys.
    EXPECT_EQ(linearKeysFittingIn(1024 * 1024), 57'344u);
    EXPECT_EQ(linearKeysFittingIn(16 * 1024 * 1024), 917'504u);
    EXPECT_EQ(linearKeysFittingIn(16 * 9), 14u);
    EXPECT_EQ(linearKeysFittingIn(16 * 9 - 1), 0u);
    // And it agrees with the table itself: that many keys fit, one more key doubles it.
    SpeedSweepConfig c;
    c.sizes = {3584, 3585};
    c.lookups = 10;
    c.kinds = {SpeedKind::Linear};
    auto r = measureSpeed(c);
    ASSERT_TRUE(r.ok());
    EXPECT_LE(r->points[0].bytes, 48u * 1024);
    EXPECT_GT(r->points[1].bytes, 48u * 1024);
}

TEST(SpeedSweep, DecadesAreOneTwoFive) {
    EXPECT_EQ(SpeedSweepConfig::decades(1000, 1'000'000),
              (std::vector<std::uint64_t>{1000, 2000, 5000, 10'000, 20'000, 50'000, 100'000,
                                          200'000, 500'000, 1'000'000}));
    EXPECT_EQ(SpeedSweepConfig::decades(1000, 10'000'000).size(), 13u);
    EXPECT_EQ(speedKindName(SpeedKind::AbslFlatHashMap), "absl_flat_hash_map");
}

} // namespace

// Each hash-table preset does what its one-sentence lesson says.
#include "hashlab/tables/table_presets.h"

#include <gtest/gtest.h>

#include <set>

namespace {

using namespace hashlab::tables;

std::vector<OpTrace> run(const char* id, HashTable* out = nullptr) {
    const TablePreset* p = findTablePreset(id);
    EXPECT_NE(p, nullptr) << id;
    HashTable t = HashTable::create(p->config).value();
    std::vector<OpTrace> traces;
    for (const std::string& k : p->keys)
        traces.push_back(t.apply(OpKind::Insert, k).value());
    if (out)
        *out = t;
    return traces;
}

TEST(TablePresets, EveryPresetBuildsAndHasAUniqueId) {
    std::set<std::string> ids;
    for (const TablePreset& p : tablePresets()) {
        EXPECT_TRUE(ids.insert(p.id).second) << p.id;
        EXPECT_FALSE(run(p.id.c_str()).empty());
    }
}

TEST(TablePresets, BucketOverflowSendsFifteenToBucketTwo) {
    const auto t = run("bucket_overflow");
    EXPECT_EQ(t[3].at, (Cell{0, 1})); // 10 beside 1
    EXPECT_EQ(t[4].at, (Cell{0, 2})); // 15 past two full buckets
}

TEST(TablePresets, RobinHoodFortyTakesSlotThreeFromOne) {
    const auto t = run("robinhood_swap");
    EXPECT_EQ(t.back().at, (Cell{0, 3}));
    ASSERT_FALSE(t.back().moves.empty());
    EXPECT_EQ(t.back().moves.front().key, "1");
}

TEST(TablePresets, CuckooCycleFailsWithNoPlacement) {
    const auto t = run("cuckoo_cycle");
    EXPECT_EQ(t.back().outcome, Outcome::Failed);
    EXPECT_EQ(t.back().reason, "cycle");
    for (std::size_t i = 0; i + 1 < t.size(); ++i)
        EXPECT_EQ(t[i].outcome, Outcome::Placed) << i;
}

TEST(TablePresets, DoublingMovesFourOfNineKeysEachToIOrIPlusEight) {
    const auto t = run("doubling_half");
    ASSERT_TRUE(t.back().resize);
    const Resize& r = *t.back().resize;
    EXPECT_EQ(r.fromM, 8u);
    EXPECT_EQ(r.toM, 16u);
    EXPECT_EQ(r.moved, 4u);
    for (const KeyMove& mv : r.moves)
        EXPECT_TRUE(mv.to->slot == mv.from->slot || mv.to->slot == mv.from->slot + 8) << mv.key;
}

TEST(TablePresets, IncrementalRehashStartsAtTheFifthKeyAndMovesABucketPerLaterInsert) {
    HashTable table = HashTable::create(findTablePreset("incremental_rehash")->config).value();
    const auto t = run("incremental_rehash", &table);
    ASSERT_TRUE(t[4].resize);
    EXPECT_EQ(t[4].resize->toM, 8u);
    EXPECT_FALSE(t[5].rehashMoves.empty());
    EXPECT_FALSE(t[6].rehashMoves.empty());
    EXPECT_EQ(table.tables().size(), 2u); // still rehashing after seven keys
}

} // namespace

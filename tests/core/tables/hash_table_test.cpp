// The hash-table lab's schemes against hand-worked textbook tables: CLRS exercise 11.2-2 for
// chaining, a Robin Hood table worked on paper, the cuckoo example of Pagh and Rodler's
// presentation (m = 11, h1 = k mod 11, h2 = ⌊k/11⌋ mod 11) with its failures checked by bipartite
// matching, bucket overflow and tombstones, and growth (stop-the-world and incremental).
#include "hashlab/tables/hash_table.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

namespace {

using namespace hashlab::tables;
using Keys = std::vector<std::string>;

TableConfig textbook(Scheme s, std::int64_t m, std::string h1 = "k % m", std::string h2 = "") {
    TableConfig c;
    c.scheme = s;
    c.probe.m = m;
    c.probe.source = HashSource::Textbook;
    c.probe.h1 = std::move(h1);
    if (!h2.empty())
        c.probe.h2 = std::move(h2);
    return c;
}

HashTable filled(const TableConfig& c, const std::vector<int>& keys) {
    HashTable t = HashTable::create(c).value();
    for (int k : keys) {
        auto r = t.apply(OpKind::Insert, std::to_string(k));
        EXPECT_TRUE(r) << k;
    }
    return t;
}

// Slot contents of table i as lists of keys.
std::vector<Keys> slots(const HashTable& t, std::size_t i = 0) {
    std::vector<Keys> out;
    const auto tables = t.tables(); // kept: a range-for over tables().at(i) would dangle
    for (const SlotView& v : tables.at(i))
        out.push_back(v.keys);
    return out;
}

TEST(Chaining, ClrsExercise11_2_2InsertsAtTheHead) {
    const std::vector<int> keys = {5, 28, 19, 15, 20, 33, 12, 17, 10};
    HashTable t = filled(textbook(Scheme::Chaining, 9), keys);
    const std::vector<Keys> expected = {{},    {"10", "19", "28"}, {"20"}, {"12"}, {},
                                        {"5"}, {"33", "15"},       {},     {"17"}};
    EXPECT_EQ(slots(t), expected);
    EXPECT_DOUBLE_EQ(t.loadFactor(), 1.0);
    // find 28 walks slot 1's chain: 10, 19, 28.
    auto f = t.apply(OpKind::Find, "28").value();
    EXPECT_EQ(f.outcome, Outcome::Found);
    EXPECT_EQ(f.compares, 3u);
    ASSERT_EQ(f.path.size(), 1u);
    EXPECT_EQ(f.path[0], (Cell{0, 1}));
    auto miss = t.apply(OpKind::Find, "37").value(); // 37 mod 9 = 1: the whole chain
    EXPECT_EQ(miss.outcome, Outcome::NotFound);
    EXPECT_EQ(miss.compares, 3u);
    EXPECT_EQ(t.apply(OpKind::Delete, "19").value().outcome, Outcome::Deleted);
    EXPECT_EQ(slots(t)[1], (Keys{"10", "28"}));
    EXPECT_EQ(t.apply(OpKind::Insert, "10").value().outcome, Outcome::Duplicate);
    EXPECT_EQ(t.count(), 8u);
}

TEST(Chaining, AtTheTailKeepsInsertionOrderAndAlphaMayPassOne) {
    TableConfig c = textbook(Scheme::Chaining, 3);
    c.chainAtTail = true;
    HashTable t = filled(c, {5, 28, 19, 15, 20, 33, 12, 17, 10});
    EXPECT_EQ(slots(t)[1], (Keys{"28", "19", "10"}));
    EXPECT_DOUBLE_EQ(t.loadFactor(), 3.0);
}

TEST(RobinHood, SwapsWithACloserResidentAndCarriesItOn) {
    // m = 10, h = k mod 10. 10, 20, 30 sit at 0, 1, 2 (distances 0, 1, 2); 1 goes to 3 at
    // distance 2; 3 to 4 at distance 1. Inserting 40 (home 0) passes 10, 20, 30 (equal
    // distances never swap), takes slot 3 from 1 (2 < 3), 1 takes slot 4 from 3 (1 < 3) and 3
    // lands in the empty slot 5.
    HashTable t = filled(textbook(Scheme::RobinHood, 10), {10, 20, 30, 1, 3});
    auto r = t.apply(OpKind::Insert, "40").value();
    EXPECT_EQ(r.outcome, Outcome::Placed);
    EXPECT_EQ(r.at, (Cell{0, 3}));
    ASSERT_EQ(r.moves.size(), 2u);
    EXPECT_EQ(r.moves[0].key, "1");
    EXPECT_EQ(r.moves[0].from, (Cell{0, 3}));
    EXPECT_EQ(r.moves[0].to, (Cell{0, 4}));
    EXPECT_EQ(r.moves[1].key, "3");
    EXPECT_EQ(r.moves[1].to, (Cell{0, 5}));
    std::vector<std::uint64_t> slotsVisited;
    for (const Cell& c : r.path)
        slotsVisited.push_back(c.slot);
    EXPECT_EQ(slotsVisited, (std::vector<std::uint64_t>{0, 1, 2, 3, 4, 5}));
    const auto view = t.tables()[0];
    const std::vector<std::uint64_t> distances = {0, 1, 2, 3, 3, 2};
    for (std::size_t s = 0; s < distances.size(); ++s)
        EXPECT_EQ(view[s].distance, distances[s]) << s;
}

TEST(RobinHood, FindStopsAtACloserResidentAndDeleteShiftsBack) {
    HashTable t = filled(textbook(Scheme::RobinHood, 10), {10, 20, 30, 1, 3, 40});
    // 22 (home 2): 30 (distance 2 >= 0), 40 (3 >= 1), 1 (3 >= 2), then 3 at distance 2 < 3:
    // 22 would have displaced it, so it is not in the table.
    auto f = t.apply(OpKind::Find, "22").value();
    EXPECT_EQ(f.outcome, Outcome::NotFound);
    EXPECT_EQ(f.path.size(), 4u);
    EXPECT_EQ(f.compares, 3u);
    auto d = t.apply(OpKind::Delete, "20").value();
    EXPECT_EQ(d.outcome, Outcome::Deleted);
    EXPECT_EQ(d.moves.size(), 4u); // 30, 40, 1, 3 each move back one slot
    const std::vector<Keys> expected = {{"10"}, {"30"}, {"40"}, {"1"}, {"3"}, {}, {}, {}, {}, {}};
    EXPECT_EQ(slots(t), expected);
    const auto tables = t.tables();
    for (const SlotView& v : tables[0])
        EXPECT_FALSE(v.tombstone);
    EXPECT_EQ(t.apply(OpKind::Find, "3").value().outcome, Outcome::Found);
}

TableConfig paghRodler(std::uint32_t maxLoop = tablelimits::kDefaultMaxLoop) {
    TableConfig c = textbook(Scheme::Cuckoo, 11, "k % m", "(k / m) % m");
    c.maxLoop = maxLoop;
    return c;
}

const std::vector<int> kPaghRodlerKeys = {20, 50, 53, 75, 100, 67, 105, 3, 36, 39};

TEST(Cuckoo, PlacesTheClassicExampleAsWorkedByHand) {
    HashTable t = filled(paghRodler(), kPaghRodlerKeys);
    auto at = [](std::vector<std::pair<int, int>> cells) {
        std::vector<Keys> out(11);
        for (auto [slot, key] : cells)
            out[static_cast<std::size_t>(slot)] = {std::to_string(key)};
        return out;
    };
    EXPECT_EQ(slots(t, 0), at({{1, 100}, {3, 36}, {6, 50}, {9, 75}}));
    EXPECT_EQ(slots(t, 1), at({{0, 3}, {1, 20}, {3, 39}, {4, 53}, {6, 67}, {9, 105}}));
    EXPECT_DOUBLE_EQ(t.loadFactor(), 10.0 / 22.0);
    auto f = t.apply(OpKind::Find, "53").value(); // T1[9] holds 75, T2[4] holds 53
    EXPECT_EQ(f.outcome, Outcome::Found);
    EXPECT_EQ(f.path, (std::vector<Cell>{{0, 9}, {1, 4}}));
}

TEST(Cuckoo, AFailureIsACycleWhenNoPlacementExists) {
    // Bipartite matching of the 11 keys to their two cells each finds no placement with 6.
    HashTable t = filled(paghRodler(), kPaghRodlerKeys);
    auto r = t.apply(OpKind::Insert, "6").value();
    EXPECT_EQ(r.outcome, Outcome::Failed);
    EXPECT_EQ(r.reason, "cycle");
    EXPECT_EQ(r.nestless, "6");
    // All eleven keys share one component of ten cells (worked with union-find by hand).
    EXPECT_EQ(r.component.size(), 11u);
    EXPECT_EQ(r.component.back(), "6");
    EXPECT_EQ(r.componentCells, 10u);
    EXPECT_EQ(t.count(), 10u);
    EXPECT_FALSE(r.moves.empty());
    EXPECT_FALSE(r.moves.back().to); // the nestless key's last move leads nowhere
}

TEST(Cuckoo, AFailureIsMaxLoopWhenAPlacementExists) {
    // With MaxLoop = 2 the tenth key, 39, gives up with 75 in hand; MaxLoop = 100 places all
    // ten (above), so a placement exists.
    HashTable t = HashTable::create(paghRodler(2)).value();
    OpTrace last;
    for (int k : kPaghRodlerKeys) {
        last = t.apply(OpKind::Insert, std::to_string(k)).value();
        if (last.outcome == Outcome::Failed)
            break;
    }
    EXPECT_EQ(last.key, "39");
    EXPECT_EQ(last.reason, "max_loop");
    EXPECT_EQ(last.nestless, "75");
    EXPECT_EQ(t.count(), 9u);
}

TEST(Cuckoo, SeededHashesRehashInsteadOfFailing) {
    TableConfig c;
    c.scheme = Scheme::Cuckoo;
    c.probe.m = 8;
    c.probe.source = HashSource::Xxh3;
    c.maxLoop = 4;
    HashTable t = HashTable::create(c).value();
    std::uint32_t rehashes = 0;
    for (int k = 0; k < 12; ++k) { // α = 12/16
        auto r = t.apply(OpKind::Insert, "key" + std::to_string(k)).value();
        rehashes += r.rehashes;
        EXPECT_NE(r.outcome, Outcome::Failed) << k;
    }
    EXPECT_EQ(t.count(), 12u);
    for (int k = 0; k < 12; ++k)
        EXPECT_EQ(t.apply(OpKind::Find, "key" + std::to_string(k)).value().outcome, Outcome::Found);
    EXPECT_GT(rehashes, 0u); // at 75 % with MaxLoop 4 some insert needed new seeds
}

TEST(Bucket, OverflowsToTheNextBucketAndTombstonesKeepSearchesGoing) {
    TableConfig c = textbook(Scheme::Bucket, 5);
    c.bucketSize = 2;
    HashTable t = filled(c, {0, 5, 10});
    EXPECT_EQ(slots(t)[0], (Keys{"0", "5"}));
    EXPECT_EQ(slots(t)[1], (Keys{"10"}));
    EXPECT_EQ(t.apply(OpKind::Delete, "5").value().outcome, Outcome::Deleted);
    auto f = t.apply(OpKind::Find, "10").value();
    EXPECT_EQ(f.outcome, Outcome::Found);
    EXPECT_EQ(f.path, (std::vector<Cell>{{0, 0}, {0, 1}}));
    EXPECT_TRUE(t.tables()[0][0].tombstone);
    EXPECT_EQ(t.apply(OpKind::Insert, "15").value().at, (Cell{0, 0})); // reuses the tombstone
    EXPECT_DOUBLE_EQ(t.loadFactor(), 3.0 / 10.0);
}

TEST(Growth, DoublingMovesEachKeyToIOrIPlusM) {
    TableConfig c;
    c.scheme = Scheme::Chaining;
    c.probe.m = 64;
    c.probe.source = HashSource::Xxh3;
    c.growAt = hashlab::Decimal{1, 0};
    HashTable t = HashTable::create(c).value();
    std::optional<Resize> r;
    for (int k = 0; k < 65 && !r; ++k)
        r = t.apply(OpKind::Insert, "k" + std::to_string(k)).value().resize;
    ASSERT_TRUE(r);
    EXPECT_EQ(r->fromM, 64u);
    EXPECT_EQ(r->toM, 128u);
    ASSERT_EQ(r->moves.size(), 65u);
    std::uint64_t moved = 0;
    for (const KeyMove& mv : r->moves) {
        EXPECT_TRUE(mv.to->slot == mv.from->slot || mv.to->slot == mv.from->slot + 64) << mv.key;
        moved += mv.to->slot != mv.from->slot;
    }
    EXPECT_EQ(moved, r->moved);
    EXPECT_GT(moved, 65u / 4); // about half; 65 fair coins land below 17 heads with p < 10^-4
    EXPECT_LT(moved, 65u * 3 / 4);
}

TEST(Growth, LinearGrowsPastThreeQuartersAndPrimeSizesArePrime) {
    TableConfig c = textbook(Scheme::Linear, 8);
    c.growAt = hashlab::Decimal{75, 2};
    HashTable t = HashTable::create(c).value();
    for (int k = 0; k < 6; ++k)
        EXPECT_FALSE(t.apply(OpKind::Insert, std::to_string(k)).value().resize);
    auto r = t.apply(OpKind::Insert, "6").value(); // 7/8 > 3/4
    ASSERT_TRUE(r.resize);
    EXPECT_EQ(t.m(), 16u);
    c = textbook(Scheme::Double, 7, "k % m", "1 + k % (m - 1)");
    c.growAt = hashlab::Decimal{5, 1};
    c.growTo = GrowTo::Prime;
    t = HashTable::create(c).value();
    for (int k = 0; k < 4; ++k)
        t.apply(OpKind::Insert, std::to_string(k * 7)).value();
    EXPECT_EQ(t.m(), 17u); // the least prime >= 14
    for (int k = 0; k < 4; ++k)
        EXPECT_EQ(t.apply(OpKind::Find, std::to_string(k * 7)).value().outcome, Outcome::Found);
}

TEST(Growth, IncrementalRehashMovesOneBucketPerOperationAndFindsEveryKeyMeanwhile) {
    TableConfig c = textbook(Scheme::Chaining, 4);
    c.growAt = hashlab::Decimal{1, 0};
    c.incremental = true;
    HashTable t = HashTable::create(c).value();
    for (int k = 0; k < 4; ++k)
        t.apply(OpKind::Insert, std::to_string(k)).value();
    auto start = t.apply(OpKind::Insert, "4").value(); // α = 5/4: a second table of 8 slots
    ASSERT_TRUE(start.resize);
    EXPECT_EQ(start.resize->toM, 8u);
    EXPECT_EQ(t.tables().size(), 2u);
    // Buckets 0 (4, 0), 1, 2, 3 of the old table move one per operation; finds see every key.
    std::vector<std::size_t> movedPerOp;
    for (int op = 0; op < 4; ++op) {
        auto f = t.apply(OpKind::Find, std::to_string(op)).value();
        EXPECT_EQ(f.outcome, Outcome::Found) << op;
        movedPerOp.push_back(f.rehashMoves.size());
    }
    EXPECT_EQ(movedPerOp, (std::vector<std::size_t>{2, 1, 1, 1}));
    EXPECT_EQ(t.tables().size(), 1u);
    EXPECT_EQ(t.m(), 8u);
    EXPECT_EQ(slots(t)[4], (Keys{"4"}));
    EXPECT_EQ(slots(t)[0], (Keys{"0"}));
}

TEST(HashTableConfig, RefusesWhatCannotWork) {
    TableConfig c = textbook(Scheme::Bucket, 5);
    c.bucketSize = 0;
    EXPECT_EQ(HashTable::create(c).error().parameter, "b");
    c = textbook(Scheme::Linear, 8);
    c.growAt = hashlab::Decimal{1, 0};
    EXPECT_EQ(HashTable::create(c).error().parameter, "grow-at");
    c = textbook(Scheme::Linear, 8);
    c.growAt = hashlab::Decimal{5, 1};
    c.incremental = true;
    EXPECT_EQ(HashTable::create(c).error().parameter, "incremental");
    c = paghRodler(0);
    EXPECT_EQ(HashTable::create(c).error().parameter, "max-loop");
    EXPECT_FALSE(parseScheme("hopscotch"));
    EXPECT_EQ(*parseScheme("robinhood"), Scheme::RobinHood);
    EXPECT_EQ(nextPrime(14), 17u);
}

TEST(HashTableSchemes, LinearQuadraticAndDoubleKeepTheProbeTablesBehaviour) {
    // Seed example of the probe lab: m = 7, double hashing 14, 21, 28 with h2 = 5 - k % 5.
    TableConfig c = textbook(Scheme::Double, 7, "k % m", "5 - k % 5");
    HashTable t = HashTable::create(c).value();
    Table probe = Table::create(c.probe).value();
    for (const char* k : {"14", "21", "28", "35"}) {
        auto a = t.apply(OpKind::Insert, k).value();
        auto b = probe.insert(k).value();
        EXPECT_EQ(a.outcome, b.outcome) << k;
        ASSERT_EQ(a.path.size(), b.probes.size()) << k;
        for (std::size_t i = 0; i < a.path.size(); ++i)
            EXPECT_EQ(a.path[i].slot, b.probes[i].slot);
    }
}

} // namespace

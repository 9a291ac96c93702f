// The step player's frames of a hash-table operation: replaying a trace's events onto the table
// before it must give the table after it (keys, chain order and Robin Hood's distances), for
// every scheme, over random operation sequences; and the hand-worked Robin Hood and cuckoo
// inserts show the displaced key in hand at the cell where it was displaced.
#include "hashlab/tables/trace_frames.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

namespace {

using namespace hashlab::tables;

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

std::vector<std::vector<std::string>> keysOf(const Tables& t, std::size_t from = 0) {
    std::vector<std::vector<std::string>> out;
    for (std::size_t i = from; i < t.size(); ++i)
        for (const SlotView& v : t[i])
            out.push_back(v.keys);
    return out;
}

std::vector<std::uint64_t> distancesOf(const Tables& t) {
    std::vector<std::uint64_t> out;
    for (const auto& table : t)
        for (const SlotView& v : table)
            out.push_back(v.keys.empty() ? 0 : v.distance);
    return out;
}

struct Case {
    const char* name;
    TableConfig config;
};

std::vector<Case> cases() {
    std::vector<Case> out;
    out.push_back({"chaining", textbook(Scheme::Chaining, 7)});
    TableConfig tail = textbook(Scheme::Chaining, 7);
    tail.chainAtTail = true;
    out.push_back({"chaining-tail", tail});
    TableConfig grow = textbook(Scheme::Chaining, 4);
    grow.growAt = hashlab::Decimal{1, 0};
    out.push_back({"chaining-grow", grow});
    TableConfig incremental = grow;
    incremental.incremental = true;
    out.push_back({"chaining-incremental", incremental});
    TableConfig bucket = textbook(Scheme::Bucket, 5);
    bucket.bucketSize = 2;
    out.push_back({"bucket", bucket});
    out.push_back({"linear", textbook(Scheme::Linear, 11)});
    out.push_back({"robinhood", textbook(Scheme::RobinHood, 11)});
    TableConfig rhGrow = textbook(Scheme::RobinHood, 8);
    rhGrow.growAt = hashlab::Decimal{75, 2};
    out.push_back({"robinhood-grow", rhGrow});
    out.push_back({"cuckoo", textbook(Scheme::Cuckoo, 11, "k % m", "(k / m) % m")});
    TableConfig cuckooGrow = textbook(Scheme::Cuckoo, 5, "k % m", "(k / m) % m");
    cuckooGrow.growAt = hashlab::Decimal{5, 1};
    out.push_back({"cuckoo-grow", cuckooGrow});
    return out;
}

TEST(TraceFrames, ReplayingEveryOperationGivesTheTableAfterIt) {
    for (const Case& c : cases()) {
        HashTable table = HashTable::create(c.config).value();
        std::mt19937_64 rng(7);
        for (int i = 0; i < 120; ++i) {
            const auto roll = rng() % 10;
            const OpKind op = roll < 6 ? OpKind::Insert : roll < 8 ? OpKind::Find : OpKind::Delete;
            const std::string key = std::to_string(rng() % 60);
            const Tables before = table.tables();
            auto applied = table.apply(op, key);
            ASSERT_TRUE(applied) << c.name << " " << key;
            const OpTrace& t = *applied;
            const Tables after = table.tables();
            const auto stages = traceStages(t);
            ASSERT_GE(stages.size(), 2u);
            SCOPED_TRACE(std::string(c.name) + " op " + std::to_string(i) + " key " + key);
            EXPECT_EQ(stages.front().kind, StageKind::Start);
            EXPECT_EQ(stages.back().kind, StageKind::Done);
            EXPECT_EQ(keysOf(traceFrame(before, after, t, stages.front(), c.config).tables),
                      keysOf(before));
            EXPECT_EQ(keysOf(traceFrame(before, after, t, stages.back(), c.config).tables),
                      keysOf(after));
            // The last stage before Done has applied every event of the operation.
            const Stage last = stages[stages.size() - 2];
            const TraceFrame f = traceFrame(before, after, t, last, c.config);
            if (last.kind == StageKind::Resize) {
                EXPECT_TRUE(f.resizing);
                EXPECT_EQ(keysOf(f.tables, f.oldTables), keysOf(after));
                for (std::size_t k = 0; k < f.oldTables; ++k)
                    for (const SlotView& v : f.tables[k])
                        EXPECT_TRUE(v.keys.empty()) << "the old table still holds a key";
            } else if (t.rehashes == 0 && !t.resize &&
                       (c.config.scheme == Scheme::RobinHood ||
                        c.config.scheme == Scheme::Cuckoo)) {
                // Schemes that move keys mid-operation: the events alone rebuild the table.
                if (t.outcome == Outcome::Failed && !t.nestless.empty()) {
                    // A cuckoo insert whose kicks gave up: the last cell shows them done, the
                    // nestless key in hand; Done shows them undone, the new key left out.
                    EXPECT_EQ(f.inHand, std::vector<std::string>{t.nestless});
                    EXPECT_EQ(keysOf(after), keysOf(before));
                    const TraceFrame done = traceFrame(before, after, t, stages.back(), c.config);
                    EXPECT_EQ(done.inHand, std::vector<std::string>{t.key});
                } else {
                    EXPECT_EQ(keysOf(f.tables), keysOf(after));
                    EXPECT_EQ(distancesOf(f.tables), distancesOf(after));
                    EXPECT_TRUE(f.inHand.empty());
                }
            } else if (last.kind == StageKind::Rehash && t.path.empty()) {
                ADD_FAILURE() << "a rehash stage without a path";
            }
        }
    }
}

TEST(TraceFrames, RobinHoodCarriesTheDisplacedKeyInHand) {
    // m = 10, h = k mod 10: 10, 20, 30, 1, 3 at slots 0..4. Inserting 40 visits 0..5: at slot 3
    // it takes 1's place (distance 2 < 3) and 1 is in hand; at 4, 1 displaces 3; at 5, 3 lands.
    const TableConfig c = textbook(Scheme::RobinHood, 10);
    HashTable t = HashTable::create(c).value();
    for (const char* k : {"10", "20", "30", "1", "3"})
        t.apply(OpKind::Insert, k).value();
    const Tables before = t.tables();
    const OpTrace r = t.apply(OpKind::Insert, "40").value();
    const Tables after = t.tables();
    const auto stages = traceStages(r);
    ASSERT_EQ(stages.size(), 8u); // start, six cells, done
    auto frame = [&](std::size_t visit) {
        return traceFrame(before, after, r, Stage{StageKind::Visit, visit}, c);
    };
    EXPECT_EQ(frame(2).inHand, std::vector<std::string>{});
    EXPECT_EQ(frame(2).tables[0][3].keys, std::vector<std::string>{"1"});
    const TraceFrame atSlot3 = frame(3);
    EXPECT_EQ(atSlot3.current, (Cell{0, 3}));
    EXPECT_EQ(atSlot3.tables[0][3].keys, std::vector<std::string>{"40"});
    EXPECT_EQ(atSlot3.tables[0][3].distance, 3u);
    EXPECT_EQ(atSlot3.inHand, std::vector<std::string>{"1"});
    const TraceFrame atSlot4 = frame(4);
    EXPECT_EQ(atSlot4.tables[0][4].keys, std::vector<std::string>{"1"});
    EXPECT_EQ(atSlot4.tables[0][4].distance, 3u);
    EXPECT_EQ(atSlot4.inHand, std::vector<std::string>{"3"});
    EXPECT_EQ(frame(5).tables[0][5].distance, 2u);
    EXPECT_TRUE(frame(5).inHand.empty());
}

TEST(TraceFrames, RobinHoodDeleteShiftsTheFollowingKeysBackOneAtATime) {
    const TableConfig c = textbook(Scheme::RobinHood, 10);
    HashTable t = HashTable::create(c).value();
    for (const char* k : {"10", "20", "30", "1", "3", "40"})
        t.apply(OpKind::Insert, k).value();
    const Tables before = t.tables();
    const OpTrace d = t.apply(OpKind::Delete, "20").value();
    const Tables after = t.tables();
    // Path: 0, 1 (found), then the shifted keys' cells 2, 3, 4, 5.
    const TraceFrame found = traceFrame(before, after, d, Stage{StageKind::Visit, 1}, c);
    EXPECT_TRUE(found.tables[0][1].keys.empty()); // 20 has left; 30 has not moved yet
    EXPECT_EQ(found.tables[0][2].keys, std::vector<std::string>{"30"});
    const TraceFrame shifted = traceFrame(before, after, d, Stage{StageKind::Visit, 2}, c);
    EXPECT_EQ(shifted.tables[0][1].keys, std::vector<std::string>{"30"});
    EXPECT_EQ(shifted.tables[0][1].distance, 1u);
    EXPECT_TRUE(shifted.tables[0][2].keys.empty());
}

TEST(TraceFrames, ACuckooInsertKicksAlongItsPath) {
    // Pagh and Rodler's example with m = 11: 20 sits at T1[9]; 75 (h1 = 9) kicks it to
    // T2[h2(20)] = T2[1].
    const TableConfig c = textbook(Scheme::Cuckoo, 11, "k % m", "(k / m) % m");
    HashTable t = HashTable::create(c).value();
    t.apply(OpKind::Insert, "20").value();
    const Tables before = t.tables();
    const OpTrace r = t.apply(OpKind::Insert, "75").value();
    const Tables after = t.tables();
    // Path: the duplicate check T1[9], T2[6]; the swap at T1[9]; 20 goes to T2[1].
    ASSERT_EQ(r.path, (std::vector<Cell>{{0, 9}, {1, 6}, {0, 9}, {1, 1}}));
    const TraceFrame swap = traceFrame(before, after, r, Stage{StageKind::Visit, 2}, c);
    EXPECT_EQ(swap.tables[0][9].keys, std::vector<std::string>{"75"});
    EXPECT_EQ(swap.inHand, std::vector<std::string>{"20"});
    const TraceFrame landed = traceFrame(before, after, r, Stage{StageKind::Visit, 3}, c);
    EXPECT_EQ(landed.tables[1][1].keys, std::vector<std::string>{"20"});
    EXPECT_TRUE(landed.inHand.empty());
}

TEST(TraceFrames, ADoublingRehashMovesOneKeyPerStageFromTheOldTableToTheNew) {
    TableConfig c = textbook(Scheme::Chaining, 2);
    c.growAt = hashlab::Decimal{1, 0};
    HashTable t = HashTable::create(c).value();
    t.apply(OpKind::Insert, "1").value();
    t.apply(OpKind::Insert, "2").value();
    const Tables before = t.tables();
    const OpTrace r = t.apply(OpKind::Insert, "3").value(); // α = 3/2 > 1: grow to 4
    const Tables after = t.tables();
    ASSERT_TRUE(r.resize);
    const auto stages = traceStages(r);
    ASSERT_EQ(stages.size(), 1 + r.path.size() + 3 + 1);
    const TraceFrame first = traceFrame(before, after, r, stages[1 + r.path.size()], c);
    ASSERT_TRUE(first.resizing);
    ASSERT_EQ(first.oldTables, 1u);
    ASSERT_EQ(first.tables.size(), 2u);
    EXPECT_EQ(first.tables[0].size(), 2u);
    EXPECT_EQ(first.tables[1].size(), 4u);
    EXPECT_EQ(first.movesShown, 1u);
    // Old table: slot 0 holds 2, slot 1 holds 3 then 1 (head insertion); the first key moved is 2.
    EXPECT_EQ(first.tables[1][2].keys, std::vector<std::string>{"2"});
    EXPECT_TRUE(first.tables[0][0].keys.empty());
    EXPECT_EQ(first.tables[0][1].keys, (std::vector<std::string>{"3", "1"}));
    EXPECT_EQ(first.current, (Cell{1, 2}));
}

TEST(TraceFrames, AnIncrementalRehashStepMovesItsBucketBeforeThePath) {
    TableConfig c = textbook(Scheme::Chaining, 2);
    c.growAt = hashlab::Decimal{1, 0};
    c.incremental = true;
    HashTable t = HashTable::create(c).value();
    for (const char* k : {"1", "2", "3"})
        t.apply(OpKind::Insert, k).value(); // the third starts a rehash into 4 slots
    ASSERT_EQ(t.tables().size(), 2u);
    const Tables before = t.tables();
    const OpTrace f = t.apply(OpKind::Find, "3").value(); // moves bucket 0 (key 2) first
    const Tables after = t.tables();
    const auto stages = traceStages(f);
    ASSERT_EQ(stages[1].kind, StageKind::Rehash);
    const TraceFrame moved = traceFrame(before, after, f, stages[1], c);
    EXPECT_TRUE(moved.tables[0][0].keys.empty());
    EXPECT_EQ(moved.tables[1][2].keys, std::vector<std::string>{"2"});
}

} // namespace

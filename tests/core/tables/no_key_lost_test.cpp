// Issue 28 item 5: no key is ever lost by a table. A failed insert leaves the table exactly as
// before it — tables, count, and for seeded cuckoo the seed — and says so; with --grow-at a
// cuckoo table grows instead of failing. The two reproductions of the issue first.
#include "hashlab/tables/hash_table.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using namespace hashlab::tables;

struct Snapshot {
    std::vector<std::vector<SlotView>> tables;
    std::uint64_t count = 0;
    std::vector<std::vector<Cell>> cells; // every stored key's two cuckoo cells: the seed
};

std::vector<std::vector<std::string>> keysOf(const std::vector<std::vector<SlotView>>& tables) {
    std::vector<std::vector<std::string>> out;
    for (const auto& t : tables)
        for (const SlotView& s : t)
            out.push_back(s.keys);
    return out;
}

Snapshot snapshot(const HashTable& t) {
    Snapshot s{t.tables(), t.count(), {}};
    for (const std::string& k : t.keys())
        s.cells.push_back(t.cuckooCells(k));
    return s;
}

void expectSame(const Snapshot& a, const Snapshot& b) {
    EXPECT_EQ(keysOf(a.tables), keysOf(b.tables));
    EXPECT_EQ(a.count, b.count);
    EXPECT_EQ(a.cells, b.cells);
}

OpTrace apply(HashTable& t, OpKind op, const std::string& key) {
    auto r = t.apply(op, key);
    EXPECT_TRUE(r) << key;
    return r ? *r : OpTrace{};
}

TableConfig seeded(std::int64_t m, std::uint32_t maxLoop) {
    TableConfig c;
    c.scheme = Scheme::Cuckoo;
    c.probe.m = m;
    c.probe.source = HashSource::Xxh3;
    c.maxLoop = maxLoop;
    return c;
}

TableConfig textbook(std::int64_t m) {
    TableConfig c;
    c.scheme = Scheme::Cuckoo;
    c.probe.m = m;
    c.probe.h1 = "k % m";
    c.probe.h2 = "(k / m) % m";
    return c;
}

// hashlab table --scheme cuckoo --m 4 --hash xxh3 --max-loop 4 --ops i:1,…,i:9,f:1,…,f:9: the
// ninth insert runs out of seeds; today 9 was then found and 3 was not, the count still 8.
TEST(NoKeyLost, ASeededCuckooInsertThatRunsOutOfSeedsChangesNothing) {
    HashTable t = HashTable::create(seeded(4, 4)).value();
    for (int k = 1; k <= 8; ++k)
        ASSERT_EQ(apply(t, OpKind::Insert, std::to_string(k)).outcome, Outcome::Placed) << k;
    const Snapshot before = snapshot(t);
    const OpTrace r = apply(t, OpKind::Insert, "9");
    EXPECT_EQ(r.outcome, Outcome::Failed);
    EXPECT_FALSE(r.at);
    EXPECT_FALSE(r.moves.empty());   // the kicks that were tried stay in the trace
    expectSame(before, snapshot(t)); // the old tables, count and seed
    for (int k = 1; k <= 8; ++k)
        EXPECT_EQ(apply(t, OpKind::Find, std::to_string(k)).outcome, Outcome::Found) << k;
    EXPECT_EQ(apply(t, OpKind::Find, "9").outcome, Outcome::NotFound);
    EXPECT_EQ(t.count(), 8u);
    EXPECT_NE(r.explanation.english().find("as it was"), std::string::npos)
        << r.explanation.english();
}

// m = 11, h1 = k mod 11, h2 = ⌊k/11⌋ mod 11 (the command line's defaults): after the CLRS keys,
// delete 17 and insert 1 and 122, inserting 243 fails; today the key left in hand, 1, was lost.
TEST(NoKeyLost, ATextbookCuckooInsertThatFailsUndoesItsKicks) {
    HashTable t = HashTable::create(textbook(11)).value();
    for (int k : {10, 22, 31, 4, 15, 28, 17, 88, 59})
        ASSERT_EQ(apply(t, OpKind::Insert, std::to_string(k)).outcome, Outcome::Placed) << k;
    ASSERT_EQ(apply(t, OpKind::Delete, "17").outcome, Outcome::Deleted);
    for (int k : {1, 122})
        ASSERT_EQ(apply(t, OpKind::Insert, std::to_string(k)).outcome, Outcome::Placed) << k;
    const Snapshot before = snapshot(t);
    const OpTrace r = apply(t, OpKind::Insert, "243");
    EXPECT_EQ(r.outcome, Outcome::Failed);
    EXPECT_EQ(r.reason, "cycle");
    EXPECT_EQ(r.nestless, "1"); // the kicks ended with 1 in hand …
    ASSERT_FALSE(r.moves.empty());
    EXPECT_FALSE(r.moves.back().to);
    expectSame(before, snapshot(t)); // … and were undone
    for (int k : {10, 22, 31, 4, 15, 28, 88, 59, 1, 122})
        EXPECT_EQ(apply(t, OpKind::Find, std::to_string(k)).outcome, Outcome::Found) << k;
    EXPECT_EQ(apply(t, OpKind::Find, "243").outcome, Outcome::NotFound);
    EXPECT_EQ(t.count(), 10u);
}

// With --grow-at an insert that would fail grows the tables instead, once: the textbook
// sequence above, and a seeded table with MaxLoop = 1 whose fifteenth key finds no seed at
// α = 14/16. The threshold is above every α these keys reach, so only the failures grow.
TEST(NoKeyLost, WithGrowAtACuckooTableGrowsInsteadOfFailing) {
    const std::vector<std::string> textbookOps = {"10", "22", "31",  "4", "15",  "28", "17",
                                                  "88", "59", "-17", "1", "122", "243"};
    std::vector<std::string> seededOps;
    for (int k = 1; k <= 15; ++k)
        seededOps.push_back(std::to_string(k));
    for (TableConfig c : {textbook(11), seeded(8, 1)}) {
        c.growAt = hashlab::Decimal{95, 2};
        HashTable t = HashTable::create(c).value();
        const bool formulas = c.probe.source == HashSource::Textbook;
        const std::uint64_t m = t.m();
        std::uint64_t grown = 0;
        std::vector<std::string> stored;
        for (const std::string& op : formulas ? textbookOps : seededOps) {
            if (op.front() == '-') { // "-17": delete 17
                EXPECT_EQ(apply(t, OpKind::Delete, op.substr(1)).outcome, Outcome::Deleted);
                std::erase(stored, op.substr(1));
                continue;
            }
            const OpTrace r = apply(t, OpKind::Insert, op);
            EXPECT_EQ(r.outcome, Outcome::Placed) << op;
            stored.push_back(op);
            if (r.resize) {
                ++grown;
                EXPECT_EQ(r.key, formulas ? "243" : "15");
                EXPECT_EQ(r.resize->fromM, m);
                EXPECT_EQ(r.resize->toM, 2 * m);
                ASSERT_TRUE(r.at);
                EXPECT_EQ(r.resize->moves.back().key, r.key); // the new key comes in last
                EXPECT_EQ(r.resize->moves.back().to, r.at);
                EXPECT_TRUE(r.reason.empty());
                EXPECT_NE(r.explanation.english().find("instead of failing"), std::string::npos)
                    << r.explanation.english();
            }
        }
        EXPECT_EQ(grown, 1u) << formulas;
        EXPECT_EQ(t.m(), 2 * m);
        EXPECT_EQ(t.count(), stored.size());
        for (const std::string& k : stored)
            EXPECT_EQ(apply(t, OpKind::Find, k).outcome, Outcome::Found) << k;
    }
}

} // namespace

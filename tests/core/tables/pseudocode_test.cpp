// Which pseudocode line each stage of a trace highlights, on traces worked by hand: Robin Hood's
// insert of 40 (hash_table_test.cpp), Pagh and Rodler's cuckoo example with its failing insert
// of 6, CLRS 11.2-2's chains, and the probing lab's own traces with tombstones.
#include "hashlab/tables/pseudocode.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using namespace hashlab::tables;

TableConfig textbook(Scheme s, std::int64_t m, std::string h1 = "k % m", std::string h2 = "") {
    TableConfig c;
    c.scheme = s;
    c.probe.m = m;
    c.probe.h1 = std::move(h1);
    if (!h2.empty())
        c.probe.h2 = std::move(h2);
    return c;
}

HashTable filled(const TableConfig& c, const std::vector<int>& keys) {
    HashTable t = HashTable::create(c).value();
    for (int k : keys)
        EXPECT_TRUE(t.apply(OpKind::Insert, std::to_string(k)));
    return t;
}

template <typename E>
CodeLine line(Listing l, E e) {
    return {l, static_cast<int>(e)};
}

Stage visit(std::size_t i) {
    return {StageKind::Visit, i};
}
const Stage kStart{StageKind::Start, 0};
const Stage kDone{StageKind::Done, 0};

TEST(Pseudocode, RobinHoodInsertSwapsAtSlot3AndPlacesAtTheEnd) {
    // 10, 20, 30 at 0, 1, 2; 1 at 3 (d 2); 3 at 4 (d 1). 40 (home 0) passes 0–2 (distances
    // 0, 1, 2 are not smaller than 40's), takes slot 3 from 1 (2 < 3), 1 takes slot 4 from 3,
    // 3 lands in the empty slot 5.
    const TableConfig c = textbook(Scheme::RobinHood, 10);
    HashTable t = filled(c, {10, 20, 30, 1, 3});
    const OpTrace tr = t.apply(OpKind::Insert, "40").value();
    const Listing l = Listing::RobinHoodInsert;
    EXPECT_EQ(pseudocodeLine(c, tr, kStart), line(l, code::RobinHoodInsert::Start));
    for (std::size_t i : {0u, 1u, 2u})
        EXPECT_EQ(pseudocodeLine(c, tr, visit(i)), line(l, code::RobinHoodInsert::Richer)) << i;
    EXPECT_EQ(pseudocodeLine(c, tr, visit(3)), line(l, code::RobinHoodInsert::Swap));
    EXPECT_EQ(pseudocodeLine(c, tr, visit(4)), line(l, code::RobinHoodInsert::Swap));
    EXPECT_EQ(pseudocodeLine(c, tr, visit(5)), line(l, code::RobinHoodInsert::PlaceEmpty));
    EXPECT_EQ(pseudocodeLine(c, tr, kDone), line(l, code::RobinHoodInsert::PlaceEmpty));
    // A duplicate stops at its own slot.
    const OpTrace dup = t.apply(OpKind::Insert, "1").value();
    EXPECT_EQ(pseudocodeLine(c, dup, kDone), line(l, code::RobinHoodInsert::Duplicate));
}

TEST(Pseudocode, RobinHoodFindStopsAndDeleteShiftsBack) {
    const TableConfig c = textbook(Scheme::RobinHood, 10);
    HashTable t = filled(c, {10, 20, 30, 1, 3, 40});
    // 22 (home 2) stops at slot 5, where 3 (distance 2) is closer to home than 22 would be (3).
    const OpTrace miss = t.apply(OpKind::Find, "22").value();
    const Listing f = Listing::RobinHoodFind;
    EXPECT_EQ(pseudocodeLine(c, miss, visit(0)), line(f, code::RobinHoodFind::Next));
    EXPECT_EQ(pseudocodeLine(c, miss, visit(3)), line(f, code::RobinHoodFind::Stop));
    EXPECT_EQ(pseudocodeLine(c, miss, kDone), line(f, code::RobinHoodFind::Stop));
    // Delete 20 (slot 1): search 0, 1, then 30, 40, 1, 3 shift back from slots 2–5.
    const OpTrace del = t.apply(OpKind::Delete, "20").value();
    const Listing d = Listing::RobinHoodDelete;
    ASSERT_EQ(del.path.size(), 6u);
    EXPECT_EQ(pseudocodeLine(c, del, visit(0)), line(d, code::RobinHoodDelete::Search));
    EXPECT_EQ(pseudocodeLine(c, del, visit(1)), line(d, code::RobinHoodDelete::Empty));
    for (std::size_t i = 2; i < 6; ++i)
        EXPECT_EQ(pseudocodeLine(c, del, visit(i)), line(d, code::RobinHoodDelete::ShiftBack));
    EXPECT_EQ(pseudocodeLine(c, del, kDone), line(d, code::RobinHoodDelete::While));
}

TEST(Pseudocode, CuckooKicksAndGivesUpAfterMaxLoop) {
    const TableConfig c = textbook(Scheme::Cuckoo, 11, "k % m", "(k / m) % m");
    HashTable t = HashTable::create(c).value();
    const Listing l = Listing::CuckooInsert;
    bool sawKick = false;
    for (int k : {20, 50, 53, 75, 100, 67, 105, 3, 36, 39}) {
        const OpTrace tr = t.apply(OpKind::Insert, std::to_string(k)).value();
        ASSERT_EQ(tr.outcome, Outcome::Placed);
        EXPECT_EQ(pseudocodeLine(c, tr, visit(0)), line(l, code::CuckooInsert::Duplicate));
        // The path after the duplicate check alternates T1, T2, T1, … one cell per swap.
        for (std::size_t i = 2; i < tr.path.size(); ++i)
            EXPECT_EQ(pseudocodeLine(c, tr, visit(i)),
                      line(l, i % 2 == 0 ? code::CuckooInsert::SwapT1 : code::CuckooInsert::SwapT2))
                << k << " " << i;
        sawKick = sawKick || !tr.moves.empty();
        const auto done =
            tr.path.back().table == 0 ? code::CuckooInsert::DoneT1 : code::CuckooInsert::DoneT2;
        EXPECT_EQ(pseudocodeLine(c, tr, kDone), line(l, done)) << k;
    }
    EXPECT_TRUE(sawKick);
    // After 20, 50, 53 (53 took T1[9] and kicked 20 to T2[1]), 75 (h1 = 9, h2 = 6) checks T1[9],
    // T2[6], swaps into T1[9] (the kick line) and 53 lands in the empty T2[h2(53) = 4].
    HashTable again = filled(c, {20, 50, 53});
    const OpTrace kick = again.apply(OpKind::Insert, "75").value();
    ASSERT_EQ(kick.path.size(), 4u);
    EXPECT_EQ(kick.path[2], (Cell{0, 9}));
    EXPECT_EQ(pseudocodeLine(c, kick, visit(2)), line(l, code::CuckooInsert::SwapT1));
    EXPECT_EQ(pseudocodeLine(c, kick, visit(3)), line(l, code::CuckooInsert::SwapT2));
    EXPECT_EQ(pseudocodeLine(c, kick, kDone), line(l, code::CuckooInsert::DoneT2));

    const OpTrace fail = t.apply(OpKind::Insert, "6").value();
    ASSERT_EQ(fail.outcome, Outcome::Failed);
    EXPECT_EQ(pseudocodeLine(c, fail, kDone), line(l, code::CuckooInsert::GiveUp));
    const OpTrace find = t.apply(OpKind::Find, "53").value(); // T2[4]
    EXPECT_EQ(pseudocodeLine(c, find, visit(1)), (CodeLine{Listing::CuckooFind, 2}));
    EXPECT_EQ(pseudocodeLine(c, find, kDone), (CodeLine{Listing::CuckooFind, 2}));
}

TEST(Pseudocode, ChainingWalksTheChain) {
    const TableConfig c = textbook(Scheme::Chaining, 9);
    HashTable t = filled(c, {5, 28, 19, 15, 20, 33, 12, 17, 10});
    const OpTrace f = t.apply(OpKind::Find, "28").value();
    const Listing l = Listing::ChainingFind;
    EXPECT_EQ(pseudocodeLine(c, f, kStart), line(l, code::ChainingFind::Hash));
    EXPECT_EQ(pseudocodeLine(c, f, visit(0)), line(l, code::ChainingFind::Walk));
    EXPECT_EQ(pseudocodeLine(c, f, kDone), line(l, code::ChainingFind::Found));
    const OpTrace miss = t.apply(OpKind::Find, "37").value();
    EXPECT_EQ(pseudocodeLine(c, miss, kDone), line(l, code::ChainingFind::NotFound));
    const OpTrace ins = t.apply(OpKind::Insert, "1").value();
    EXPECT_EQ(pseudocodeLine(c, ins, kDone),
              line(Listing::ChainingInsert, code::ChainingInsert::Link));
}

TEST(Pseudocode, ProbingLabTracesUseTheSlotStates) {
    // Linear, m = 9: 28 at 1, 19 at 2. Deleting 28 leaves a tombstone at 1.
    ProbeConfig pc;
    pc.m = 9;
    pc.strategy = Strategy::Linear;
    pc.h1 = "k % m";
    Table t = Table::create(pc).value();
    for (const char* k : {"28", "19"})
        ASSERT_TRUE(t.insert(k));
    const Trace ins = t.insert("10").value(); // probes 1 (28), 2 (19), 3 (empty)
    const Listing l = Listing::OpenInsert;
    EXPECT_EQ(pseudocodeLine(ins, 0), line(l, code::OpenInsert::Free));
    EXPECT_EQ(pseudocodeLine(ins, 1), line(l, code::OpenInsert::Probe));
    EXPECT_EQ(pseudocodeLine(ins, 3), line(l, code::OpenInsert::Put));
    ASSERT_TRUE(t.erase("28"));
    const Trace find = t.find("19").value(); // 1 (tombstone), 2 (19)
    EXPECT_EQ(pseudocodeLine(find, 1), line(Listing::OpenFind, code::OpenFind::PassOn));
    EXPECT_EQ(pseudocodeLine(find, 2), line(Listing::OpenFind, code::OpenFind::Found));
    const Trace again = t.insert("37").value(); // 1 (tombstone), 2, 3, 4 (empty): reuses 1
    EXPECT_EQ(pseudocodeLine(again, 1), line(l, code::OpenInsert::Tombstone));
    EXPECT_EQ(pseudocodeLine(again, 2), line(l, code::OpenInsert::Probe));
    EXPECT_EQ(pseudocodeLine(again, static_cast<int>(again.probes.size())),
              line(l, code::OpenInsert::Put));
    const Trace gone = t.find("46").value(); // home 1: … up to the empty slot 5
    EXPECT_EQ(pseudocodeLine(gone, static_cast<int>(gone.probes.size())),
              line(Listing::OpenFind, code::OpenFind::Empty));
}

TEST(Pseudocode, GrowthAndIncrementalRehashHaveTheirListings) {
    TableConfig c = textbook(Scheme::Chaining, 2);
    c.growAt = hashlab::Decimal{1, 0};
    HashTable t = filled(c, {1, 2});
    const OpTrace grow = t.apply(OpKind::Insert, "3").value(); // α = 3/2 > 1: grows to 4
    ASSERT_TRUE(grow.resize);
    const auto stages = traceStages(grow);
    bool sawResize = false;
    for (const Stage& s : stages)
        if (s.kind == StageKind::Resize) {
            sawResize = true;
            EXPECT_EQ(pseudocodeLine(c, grow, s), line(Listing::Grow, code::Grow::Reinsert));
        }
    EXPECT_TRUE(sawResize);
    c.incremental = true;
    HashTable inc = filled(c, {1, 2, 3}); // the third insert starts the rehash
    const OpTrace step = inc.apply(OpKind::Find, "1").value();
    ASSERT_FALSE(step.rehashMoves.empty());
    EXPECT_EQ(pseudocodeLine(c, step, Stage{StageKind::Rehash, 0}),
              line(Listing::RehashStep, code::RehashStep::Move));
}

TEST(Pseudocode, EveryStageOfEveryScheme_IsALineOfItsListing) {
    for (Scheme s : {Scheme::Chaining, Scheme::Bucket, Scheme::Linear, Scheme::Quadratic,
                     Scheme::Double, Scheme::RobinHood, Scheme::Cuckoo}) {
        TableConfig c = textbook(s, 13, "k % m", s == Scheme::Cuckoo ? "(k / m) % m" : "");
        HashTable t = HashTable::create(c).value();
        int k = 0;
        for (int i = 0; i < 40; ++i) {
            k = (k * 7 + 11) % 50;
            const OpKind op = i % 5 == 3   ? OpKind::Delete
                              : i % 5 == 4 ? OpKind::Find
                                           : OpKind::Insert;
            const OpTrace tr = t.apply(op, std::to_string(k)).value();
            for (const Stage& st : traceStages(tr)) {
                const CodeLine at = pseudocodeLine(c, tr, st);
                EXPECT_GE(at.line, 0);
                EXPECT_LT(at.line, static_cast<int>(listingLength(at.listing)));
                if (st.kind == StageKind::Visit || st.kind == StageKind::Done ||
                    st.kind == StageKind::Start) {
                    EXPECT_EQ(at.listing, listingFor(s, op));
                }
            }
        }
    }
}

} // namespace

// The dedup store (docs/references.md "Dedup store"): the write path, the three strategies, the
// audit, and the promise that reject and coexist never lose a record while naive loses exactly the
// ones it overwrites.
#include "hashlab/collisions/dedup_store.h"

#include "hashlab/collisions/canonical_json.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

namespace {

using namespace hashlab::collisions;

DedupStore make(Strategy s, int bits) {
    auto r = DedupStore::create(s, bits);
    EXPECT_TRUE(r.ok());
    return std::move(r.value());
}

TEST(DedupStore, NewThenDuplicateTouchesUpdatedAt) {
    DedupStore s = make(Strategy::Coexist, 128);
    auto a = s.writeText(R"({"b": 2, "a": 1})");
    ASSERT_TRUE(a.ok());
    EXPECT_EQ(a->outcome, Outcome::Inserted);
    EXPECT_EQ(a->hashId, hashIdOfCanonical(R"({"a":1,"b":2})"));
    EXPECT_EQ(a->steps.size(), 5u); // canonicalise, hash, truncate, lookup, apply
    auto b = s.writeText(R"({"a":1,"b":2})");
    EXPECT_EQ(b->outcome, Outcome::Duplicate);
    EXPECT_EQ(b->recordId, a->recordId);
    EXPECT_EQ(s.records().size(), 1u);
    EXPECT_EQ(s.records()[0].createdAt, 1u);
    EXPECT_EQ(s.records()[0].updatedAt, 2u);
    EXPECT_EQ(s.counters().duplicates, 1u);
    EXPECT_EQ(b->steps.back().kind, StepKind::Apply);
}

TEST(DedupStore, RefusesNonObjectsAndBadJsonWithoutChange) {
    DedupStore s = make(Strategy::Naive, 8);
    for (const char* bad : {"[1,2]", "42", "\"x\"", "{\"a\":", "", "{\"a\": NaN}"}) {
        auto r = s.writeText(bad);
        ASSERT_FALSE(r.ok()) << bad;
        EXPECT_EQ(r.error().parameter, "json");
    }
    EXPECT_EQ(s.counters().written, 0u);
    EXPECT_EQ(s.tick(), 0u);
    EXPECT_FALSE(DedupStore::create(Strategy::Naive, 0).ok());
    EXPECT_FALSE(DedupStore::create(Strategy::Naive, 129).ok());
    EXPECT_FALSE(parseStrategy("merge").ok());
}

TEST(DedupStore, TruncateHexKeepsTheFirstBits) {
    EXPECT_EQ(truncateHex("3fa2c1", 24), "3fa2c1");
    EXPECT_EQ(truncateHex("3fa2c1", 14), "3fa0");
    EXPECT_EQ(truncateHex("3fa2c1", 1), "0");
    EXPECT_EQ(truncateHex("ffff", 3), "e");
}

TEST(DedupStore, EachStrategyOnACollision) {
    for (Strategy st : {Strategy::Naive, Strategy::Reject, Strategy::Coexist}) {
        DedupStore s = make(st, 2); // 4 hash_ids: the 5th distinct record at the latest collides
        WriteTrace t;
        for (int i = 0; i < 5 && t.matches.empty(); ++i)
            t = *s.write({{"i", i}});
        ASSERT_FALSE(t.matches.empty());
        EXPECT_EQ(s.counters().collisions, 1u);
        const auto& c = s.counters();
        EXPECT_EQ(c.written, c.stored + c.duplicates + c.rejected + c.lost) << strategyName(st);
        switch (st) {
        case Strategy::Naive:
            EXPECT_EQ(t.outcome, Outcome::Overwritten);
            ASSERT_TRUE(t.lostId.has_value());
            EXPECT_TRUE(s.find(*t.lostId)->lost);
            EXPECT_EQ(s.find(*t.lostId)->overwrittenBy, t.recordId);
            EXPECT_TRUE(s.audit().empty());
            break;
        case Strategy::Reject:
            EXPECT_EQ(t.outcome, Outcome::Rejected);
            ASSERT_FALSE(s.alerts().empty());
            EXPECT_EQ(s.alerts().back().incomingData, t.canonical);
            EXPECT_EQ(s.alerts().back().existingData, s.find(t.matches.front())->canonical);
            break;
        case Strategy::Coexist:
            EXPECT_EQ(t.outcome, Outcome::InsertedFlagged);
            EXPECT_TRUE(s.find(t.recordId)->collisionFlag);
            ASSERT_FALSE(s.audit().empty());
            break;
        }
    }
}

// 10^5 random writes (with re-writes) at 12 bits, so collisions happen by the thousand.
struct Outcomes {
    std::map<std::string, int> timesWritten; // canonical -> accepted writes
    DedupStore store;
    std::vector<WriteTrace> traces;
};

Outcomes writeMany(Strategy st) {
    Outcomes o{{}, make(st, 12), {}};
    std::uint64_t state = 12345;
    for (std::uint64_t i = 0; i < 100'000; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const std::uint64_t which = (i > 0 && (state >> 60) == 0) ? (state >> 20) % i : i;
        auto t = o.store.write(randomRecord(1, which), false);
        EXPECT_TRUE(t.ok());
        o.traces.push_back(std::move(*t));
    }
    return o;
}

TEST(DedupStore, RejectAndCoexistNeverLoseARecord) {
    for (Strategy st : {Strategy::Reject, Strategy::Coexist}) {
        Outcomes o = writeMany(st);
        const auto& c = o.store.counters();
        EXPECT_GT(c.collisions, 1000u) << strategyName(st);
        EXPECT_EQ(c.lost, 0u);
        EXPECT_TRUE(o.store.lostRecords().empty());
        // Every record whose first write was accepted is still there, with its exact data.
        std::set<std::string> live;
        for (const auto& r : o.store.records()) {
            EXPECT_FALSE(r.lost);
            live.insert(r.canonical);
        }
        std::set<std::string> accepted;
        for (const auto& t : o.traces)
            if (t.outcome != Outcome::Rejected)
                accepted.insert(t.canonical);
        EXPECT_EQ(live, accepted);
        if (st == Strategy::Reject) {
            EXPECT_EQ(c.rejected, c.collisions);
            EXPECT_EQ(o.store.alerts().size(), c.rejected);
        } else {
            EXPECT_EQ(c.rejected, 0u);
            EXPECT_EQ(c.stored, o.store.records().size());
            std::size_t flagged = 0;
            for (const auto& r : o.store.records())
                flagged += r.collisionFlag;
            EXPECT_EQ(flagged, c.collisions);
            std::size_t inGroups = 0;
            for (const auto& g : o.store.audit())
                inGroups += g.ids.size();
            EXPECT_GE(inGroups, flagged);
        }
        EXPECT_EQ(c.written, c.stored + c.duplicates + c.rejected + c.lost);
    }
}

TEST(DedupStore, NaiveLosesExactlyTheOverwrittenRecordsAndReportsEach) {
    Outcomes o = writeMany(Strategy::Naive);
    const auto& c = o.store.counters();
    EXPECT_GT(c.lost, 1000u);
    EXPECT_EQ(c.lost, c.collisions);
    // The traces name every victim; the store marks exactly those records lost.
    std::set<std::uint64_t> victims;
    for (const auto& t : o.traces)
        if (t.lostId) {
            EXPECT_EQ(t.outcome, Outcome::Overwritten);
            EXPECT_TRUE(victims.insert(*t.lostId).second);
        }
    std::set<std::uint64_t> marked;
    for (const auto* r : o.store.lostRecords()) {
        marked.insert(r->id);
        EXPECT_EQ(o.store.find(r->overwrittenBy)->hashId, r->hashId);
    }
    EXPECT_EQ(victims, marked);
    EXPECT_EQ(marked.size(), c.lost);
    // At most one live record per hash_id: the hash is the primary key.
    EXPECT_TRUE(o.store.audit().empty());
    EXPECT_EQ(c.written, c.stored + c.duplicates + c.lost);
}

TEST(DedupStore, SimulationIsReproducibleAndCountsAddUp) {
    auto a = simulateDedup(Strategy::Coexist, 20000, 14, 3);
    auto b = simulateDedup(Strategy::Coexist, 20000, 14, 3);
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_EQ(a->counters.toJson(), b->counters.toJson());
    EXPECT_EQ(a->counters.written, 20000u);
    EXPECT_GT(a->counters.duplicates, 1000u);
    EXPECT_GT(a->counters.collisions, 0u);
    auto full = simulateDedup(Strategy::Naive, 20000, 128, 3);
    EXPECT_EQ(full->counters.collisions, 0u);
    EXPECT_EQ(simulateDedup(Strategy::Naive, kMaxDedupRecords + 1, 8, 0).error().parameter,
              "records");
}

} // namespace

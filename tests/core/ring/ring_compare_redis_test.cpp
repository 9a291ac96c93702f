// Redis Cluster's row of the comparison against the slot functions run here key by key: each
// key's owner is the owner of its CRC16 slot in tables built with createSlots, addNode and
// removeNode, never through the comparison's own placements.
#include "hashlab/ring/compare.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

namespace {

using namespace hashlab::ring;

struct Expected {
    double moved = 0, maxOverMean = 0, requestMaxOverMean = 0, join = 0, leave = 0;
};

std::vector<std::string> ownersOf(const redis::SlotMap& map, const KeySource& keys) {
    std::vector<std::string> out;
    for (std::uint64_t k = 0; k < keys.size(); ++k)
        out.push_back(map.nodes[map.owner[redis::keySlot(keys.text(k))]]);
    return out;
}

double movedBetween(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    std::size_t moved = 0;
    for (std::size_t k = 0; k < a.size(); ++k)
        moved += a[k] != b[k];
    return static_cast<double>(moved) / static_cast<double>(a.size());
}

// Max over mean of per-node sums: keys (weight 1 each) or requests (perKey).
double maxOverMean(const std::vector<std::string>& owners, std::size_t nodes,
                   const std::vector<std::uint64_t>* perKey) {
    std::map<std::string, std::uint64_t> load;
    std::uint64_t total = 0;
    for (std::size_t k = 0; k < owners.size(); ++k) {
        const std::uint64_t w = perKey ? (*perKey)[k] : 1;
        load[owners[k]] += w;
        total += w;
    }
    std::uint64_t top = 0;
    for (const auto& [name, l] : load)
        top = std::max(top, l);
    return static_cast<double>(top) * static_cast<double>(nodes) / static_cast<double>(total);
}

Expected expected(const redis::SlotMap& from, const redis::SlotMap& to, const KeySource& keys,
                  const CompareWorkload& w) {
    Workload zipf;
    zipf.kind = Workload::Kind::Zipf;
    zipf.s = w.zipfS;
    const auto perKey = sampleRequests(zipf, keys.size(), w.requests, w.seed);
    const auto before = ownersOf(from, keys), after = ownersOf(to, keys);
    Expected e;
    e.moved = movedBetween(before, after);
    e.maxOverMean = maxOverMean(after, to.nodes.size(), nullptr);
    e.requestMaxOverMean = maxOverMean(after, to.nodes.size(), &perKey);
    e.join = movedBetween(before, ownersOf(*redis::addNode(from, kJoinNodeName), keys));
    e.leave = movedBetween(before, ownersOf(*redis::removeNode(from, from.nodes.back()), keys));
    return e;
}

CompareRow redisRow(const std::vector<CompareRow>& rows) {
    const auto it = std::find_if(rows.begin(), rows.end(),
                                 [](const CompareRow& r) { return r.algo == Algo::RedisCluster; });
    EXPECT_NE(it, rows.end());
    return it == rows.end() ? CompareRow{} : *it;
}

void expectRow(const CompareRow& row, const Expected& e, std::size_t nodesAfter) {
    ASSERT_TRUE(row.refused.empty()) << row.refused.english();
    EXPECT_DOUBLE_EQ(row.movedFraction, e.moved);
    EXPECT_DOUBLE_EQ(row.maxOverMean, e.maxOverMean);
    EXPECT_DOUBLE_EQ(row.requestMaxOverMean, e.requestMaxOverMean);
    EXPECT_DOUBLE_EQ(row.joinMovedFraction, e.join);
    EXPECT_DOUBLE_EQ(row.leaveMovedFraction, e.leave);
    // The slot table, one 4-byte owner index per slot, over the nodes after the change.
    EXPECT_DOUBLE_EQ(row.bytesPerNode, 16384.0 * 4 / static_cast<double>(nodesAfter));
    EXPECT_GT(row.lookupNs, 0);
}

Config nodes(std::initializer_list<const char*> names) {
    Config c;
    c.vnodes = 20;
    for (const char* n : names)
        c.nodes.push_back({n, 1});
    return c;
}

TEST(RingCompareRedis, AJoinOnAFreshClusterMatchesTheSlotFunctions) {
    const Config before = nodes({"A", "B", "C", "D", "E"});
    const Config after = nodes({"A", "B", "C", "D", "E", "F"});
    const auto keys = KeySource::generated(3000);
    CompareWorkload w;
    w.zipfS = 1.2;
    w.requests = 50000;
    w.seed = 7;
    const auto rows = compareAlgorithms(before, after, keys, {}, w);
    ASSERT_EQ(rows.size(), compareAlgos().size());
    EXPECT_EQ(rows.back().algo, Algo::RedisCluster);
    const auto from = *redis::createSlots({"A", "B", "C", "D", "E"});
    const auto to = *redis::addNode(from, "F");
    const CompareRow row = redisRow(rows);
    expectRow(row, expected(from, to, keys, w), 6);
    EXPECT_DOUBLE_EQ(row.idealFraction, 1.0 / 6);
    // F took ⌊16384/6⌋ = 2,730 whole slots; the keys followed their slots (not more than a
    // fraction of 0.05 off the slots' share with 3,000 keys).
    EXPECT_NEAR(row.movedFraction, 2730.0 / 16384, 0.05);
}

TEST(RingCompareRedis, ALeaveStartsFromTheTableTheHistoryBuilt) {
    // A, B, C created, D joined: D's slots are the bottom of each range, not a fresh range.
    const auto history = *redis::addNode(*redis::createSlots({"A", "B", "C"}), "D");
    ASSERT_NE(history.owner, redis::createSlots({"A", "B", "C", "D"})->owner);
    const Config before = nodes({"A", "B", "C", "D"});
    const Config after = nodes({"B", "C", "D"});
    const auto keys = KeySource::generated(2000);
    const CompareWorkload w;
    const auto withHistory = compareAlgorithms(before, after, keys, {}, w, history);
    expectRow(redisRow(withHistory), expected(history, *redis::removeNode(history, "A"), keys, w),
              3);
    // Without the table the row starts from a freshly created cluster.
    const auto fresh = *redis::createSlots({"A", "B", "C", "D"});
    const auto rows = compareAlgorithms(before, after, keys, {}, w);
    expectRow(redisRow(rows), expected(fresh, *redis::removeNode(fresh, "A"), keys, w), 3);
    EXPECT_NE(redisRow(rows).joinMovedFraction, redisRow(withHistory).joinMovedFraction);
}

TEST(RingCompareRedis, WeightsAndASingleNodeSayWhy) {
    Config weighted = nodes({"A", "B", "C"});
    weighted.nodes[1].weight = 2;
    Config more = weighted;
    more.nodes.push_back({"D", 2});
    const auto keys = KeySource::generated(500);
    const CompareRow refused = redisRow(compareAlgorithms(weighted, more, keys));
    EXPECT_NE(refused.refused.english().find("cannot weight"), std::string::npos)
        << refused.refused.english();
    // All of weight 2: Redis runs, but the joining node of weight 1 cannot join among them.
    Config two = nodes({"A", "B"});
    for (Node& n : two.nodes)
        n.weight = 2;
    Config three = two;
    three.nodes.push_back({"C", 2});
    const CompareRow row = redisRow(compareAlgorithms(two, three, keys));
    EXPECT_TRUE(row.refused.empty());
    EXPECT_EQ(row.joinMovedFraction, -1);
    EXPECT_NE(row.joinRefused.english().find("cannot weight"), std::string::npos);
    EXPECT_GT(row.leaveMovedFraction, 0);
    // One node: nothing can leave, and the row says so.
    const CompareRow one = redisRow(compareAlgorithms(nodes({"A"}), nodes({"A", "B"}), keys));
    EXPECT_EQ(one.leaveMovedFraction, -1);
    EXPECT_FALSE(one.leaveRefused.empty());
    EXPECT_DOUBLE_EQ(
        one.movedFraction,
        movedBetween(ownersOf(*redis::createSlots({"A"}), keys),
                     ownersOf(*redis::addNode(*redis::createSlots({"A"}), "B"), keys)));
}

TEST(RingCompareRedis, ReshardAddsInOrderThenRemoves) {
    const auto map = *redis::createSlots({"A", "B", "C"});
    const auto r = redis::reshard(map, {"C", "E", "A", "D"});
    ASSERT_TRUE(r);
    const auto want = *redis::removeNode(*redis::addNode(*redis::addNode(map, "E"), "D"), "B");
    EXPECT_EQ(r->nodes, want.nodes);
    EXPECT_EQ(r->owner, want.owner);
    EXPECT_EQ(redis::reshard(map, {"A", "B", "C"})->owner, map.owner);
}

} // namespace

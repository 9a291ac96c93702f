// redis-cli 7.0.15's rebalance, predicted from the recorded `cluster nodes` of real clusters and
// compared with what the real `redis-cli --cluster rebalance --cluster-simulate` printed for
// the same cluster and options (tests/fixtures/redis/rebalance_*.json). The live comparison on
// freshly started servers is in tests/redis/.
#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_rebalance.h"
#include "redis_test_cluster.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>

namespace {

using namespace hashlab::ring::redis;

nlohmann::json fixture(const std::string& name) {
    std::ifstream in(std::string(HASHLAB_SOURCE_DIR) + "/tests/fixtures/redis/" + name);
    return nlohmann::json::parse(in);
}

// redis-cli's options as the plan takes them.
RedisCliOptions optionsOf(const ClusterState& s, const std::vector<std::string>& args) {
    RedisCliOptions o;
    std::vector<std::string> weights;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--cluster-threshold")
            o.threshold = std::stod(args[++i]);
        else if (args[i] == "--cluster-use-empty-masters")
            o.useEmptyMasters = true;
        else if (args[i] == "--cluster-weight")
            while (i + 1 < args.size() && args[i + 1].rfind("--", 0) != 0)
                weights.push_back(args[++i]);
    }
    auto w = parseWeights(s, weights);
    EXPECT_TRUE(w) << w.error().text();
    o.weights = *w;
    return o;
}

std::vector<std::string> simulateLines(const ClusterState& s, const RebalancePlan& p) {
    std::vector<std::string> lines;
    for (const PlanMove& m : p.moves)
        lines.push_back("Moving " + std::to_string(m.slotIds.size()) + " slots from " +
                        s.masters[m.from].address + " to " + s.masters[m.to].address);
    for (const auto& note : p.notes)
        lines.push_back(note.english());
    return lines;
}

class RecordedRebalance : public ::testing::TestWithParam<std::string> {};

TEST_P(RecordedRebalance, MovesEqualRedisClisSimulation) {
    const nlohmann::json f = fixture("rebalance_" + GetParam() + ".json");
    auto state = parseClusterNodes(f["cluster_nodes"].get<std::string>());
    ASSERT_TRUE(state) << state.error().text();
    for (const auto& c : f["cases"]) {
        const auto args = c["options"].get<std::vector<std::string>>();
        auto plan = planRedisCli(*state, optionsOf(*state, args));
        ASSERT_TRUE(plan) << plan.error().text();
        std::vector<std::string> expected;
        for (std::string line : c["simulate"].get<std::vector<std::string>>()) {
            if (auto esc = line.find("*** "); esc != std::string::npos)
                line = line.substr(esc + 4); // the colour codes before the warning
            expected.push_back(line);
        }
        EXPECT_EQ(simulateLines(*state, *plan), expected) << nlohmann::json(args).dump();
        // Slots leave each giver from its bottom, and every slot stays owned.
        std::uint32_t moved = 0;
        for (const PlanMove& m : plan->moves) {
            EXPECT_TRUE(std::is_sorted(m.slotIds.begin(), m.slotIds.end()));
            moved += static_cast<std::uint32_t>(m.slotIds.size());
        }
        EXPECT_EQ(plan->slotsMoved, moved);
        EXPECT_EQ(std::count(plan->ownerAfter.begin(), plan->ownerAfter.end(), kNoOwner), 0);
    }
}

INSTANTIATE_TEST_SUITE_P(RedisCli, RecordedRebalance,
                         ::testing::Values("3_masters_replicas", "5_masters_and_empty",
                                           "7_masters_and_empty"));

ClusterState equalCluster(std::uint32_t masters, std::uint32_t empty) {
    ClusterState s = hashlab::testing::createdCluster(masters);
    s.slotKeys.clear(); // redis-cli's plan counts slots only
    return *withEmptyMasters(s, empty);
}

// #3001 "a slot left behind by rounding": with 4 equal masters and one empty, each should hold
// (int)(16384 / 5) = 3276; the 4 slots truncation leaves over go to the first master at or below
// its share, the empty one, which ends with 3280.
TEST(RedisCliRebalance, TheRoundingLeftoverGoesToTheFirstMasterBelowItsShare) {
    RedisCliOptions o;
    o.useEmptyMasters = true;
    auto plan = planRedisCli(equalCluster(4, 1), o);
    ASSERT_TRUE(plan) << plan.error().text();
    ClusterState after = equalCluster(4, 1);
    after.owner = plan->ownerAfter;
    EXPECT_EQ(after.slotCounts(), (std::vector<std::uint32_t>{3276, 3276, 3276, 3276, 3280}));
    // Without --cluster-use-empty-masters the empty master takes no part: nothing to move.
    auto without = planRedisCli(equalCluster(4, 1), {});
    ASSERT_TRUE(without);
    EXPECT_TRUE(without->moves.empty());
    ASSERT_EQ(without->notes.size(), 1u);
    EXPECT_EQ(without->notes[0].english(),
              "No rebalancing needed! All nodes are within the 2.00% threshold.");
}

TEST(RedisCliRebalance, OpenOrUncoveredSlotsAreRefusedAsRedisCliRefusesThem) {
    ClusterState s = equalCluster(3, 0);
    s.openSlots.push_back({5, SlotState::Migrating, "m0", "m1"});
    auto open = planRedisCli(s, {});
    ASSERT_FALSE(open);
    EXPECT_NE(open.error().message.find("open slots (slot 5 first)"), std::string::npos);
    s.openSlots.clear();
    s.owner[100] = kNoOwner;
    auto uncovered = planRedisCli(s, {});
    ASSERT_FALSE(uncovered);
    EXPECT_NE(uncovered.error().message.find("slot 100 is not"), std::string::npos);
    s = equalCluster(3, 0);
    s.masters[1].health = "fail";
    EXPECT_FALSE(planRedisCli(s, {}));
}

TEST(RedisCliRebalance, WeightsAreMatchedByIdPrefixAndChecked) {
    ClusterState s = equalCluster(3, 0);
    auto w = parseWeights(s, {"M1=2.5"}); // case-insensitive, as redis-cli lowercases
    ASSERT_TRUE(w);
    EXPECT_EQ(*w, (std::vector<double>{1, 2.5, 1}));
    EXPECT_FALSE(parseWeights(s, {"zz=1"}));
    EXPECT_FALSE(parseWeights(s, {"m1"}));
    EXPECT_FALSE(parseWeights(s, {"m1=-1"}));
    EXPECT_FALSE(parseWeights(s, {"m1=1", "m1=2"}));
    auto zero = planRedisCli(s, {std::vector<double>{0, 0, 0}, 2, false});
    ASSERT_FALSE(zero);
}

// Stepping a plan: after k moves the owners are those of the first k moves only.
TEST(RedisCliRebalance, OwnersAfterEachMoveStepTowardsTheEnd) {
    RedisCliOptions o;
    o.useEmptyMasters = true;
    const ClusterState s = equalCluster(3, 2);
    auto plan = planRedisCli(s, o);
    ASSERT_TRUE(plan);
    ASSERT_GE(plan->moves.size(), 2u);
    EXPECT_EQ(ownerAfterMoves(s, *plan, 0), s.owner);
    EXPECT_EQ(ownerAfterMoves(s, *plan, plan->moves.size()), plan->ownerAfter);
    const auto one = ownerAfterMoves(s, *plan, 1);
    for (std::uint32_t slot : plan->moves[0].slotIds)
        EXPECT_EQ(one[slot], plan->moves[0].to);
    for (std::uint32_t slot : plan->moves[1].slotIds)
        EXPECT_EQ(one[slot], s.owner[slot]);
}

} // namespace

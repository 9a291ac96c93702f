// HashLab's rebalance by keys (redis_key_plan.h): every master within the threshold of its
// weighted share of keys, whole slots moved once each, an oversized slot named.
#include "hashlab/ring/redis_key_plan.h"
#include "hashlab/ring/redis_rebalance.h"
#include "redis_test_cluster.h"

#include <gtest/gtest.h>

#include <set>

namespace {

using namespace hashlab::ring::redis;

ClusterState cluster(std::uint32_t masters) {
    return hashlab::testing::createdCluster(masters);
}

std::vector<std::uint64_t> loadsAfter(const ClusterState& s, const RebalancePlan& p) {
    ClusterState after = s;
    after.owner = p.ownerAfter;
    return after.totals(s.slotKeys);
}

// Each slot moves at most once, from the owner it had, and the plan's totals add up.
void expectConsistent(const ClusterState& s, const RebalancePlan& p) {
    std::set<std::uint32_t> seen;
    std::uint64_t keys = 0;
    std::uint32_t slots = 0;
    for (const PlanMove& m : p.moves) {
        std::uint64_t moveKeys = 0;
        for (std::uint32_t slot : m.slotIds) {
            EXPECT_TRUE(seen.insert(slot).second) << "slot " << slot << " moves twice";
            EXPECT_EQ(s.owner[slot], m.from);
            EXPECT_EQ(p.ownerAfter[slot], m.to);
            moveKeys += s.slotKeys[slot];
        }
        EXPECT_EQ(m.keys, moveKeys);
        keys += moveKeys;
        slots += static_cast<std::uint32_t>(m.slotIds.size());
    }
    EXPECT_EQ(p.keysMoved, keys);
    EXPECT_EQ(p.slotsMoved, slots);
    for (std::uint32_t slot = 0; slot < kSlots; ++slot) {
        if (!seen.count(slot)) {
            EXPECT_EQ(p.ownerAfter[slot], s.owner[slot]);
        }
    }
}

TEST(KeyPlan, SkewedKeysEndWithinTheThresholdOfEachShare) {
    ClusterState s = cluster(4);
    for (std::uint32_t slot = 0; slot < 200; ++slot)
        s.slotKeys[slot] = 50; // all on m0: 13,896 keys where the share is 6,546
    for (double threshold : {2.0, 5.0, 10.0}) {
        KeyPlanOptions o;
        o.threshold = threshold;
        auto plan = planKeys(s, o);
        ASSERT_TRUE(plan) << plan.error().text();
        expectConsistent(s, *plan);
        const auto loads = loadsAfter(s, *plan);
        const double share = (16384.0 + 200 * 49) / 4;
        for (std::uint64_t l : loads) {
            EXPECT_LE(static_cast<double>(l), share * (1 + threshold / 100)) << threshold;
            EXPECT_GE(static_cast<double>(l), share * (1 - threshold / 100)) << threshold;
        }
        // It moves about what m0 holds above its band, not more than one slot beyond.
        const double excess = 13896 - share * (1 + threshold / 100);
        EXPECT_GE(static_cast<double>(plan->keysMoved), excess);
        EXPECT_LE(static_cast<double>(plan->keysMoved), 13896 - share * (1 - threshold / 100));
        EXPECT_TRUE(plan->notes.empty());
    }
    // redis-cli sees 4,096 slots each: nothing to move, however the keys lie.
    auto cli = planRedisCli(s, {});
    ASSERT_TRUE(cli);
    EXPECT_TRUE(cli->moves.empty());
}

TEST(KeyPlan, ASlotLargerThanAnyShareIsNamedAndTheRestBalanced) {
    ClusterState s = cluster(3);
    s.slotKeys[6000] = 100000; // m1's
    auto plan = planKeys(s, {});
    ASSERT_TRUE(plan) << plan.error().text();
    expectConsistent(s, *plan);
    ASSERT_EQ(plan->notes.size(), 1u);
    EXPECT_NE(plan->notes[0].english().find("slot 6000 alone holds 100000"), std::string::npos)
        << plan->notes[0].english();
    const auto loads = loadsAfter(s, *plan);
    EXPECT_EQ(loads[1], 100000u); // m1 keeps the big slot and gives its other keys away
    const double share = (16384.0 - 1) / 2;
    for (std::uint32_t i : {0u, 2u}) {
        EXPECT_LE(static_cast<double>(loads[i]), share * 1.02);
        EXPECT_GE(static_cast<double>(loads[i]), share * 0.98);
    }
}

TEST(KeyPlan, AMasterOfWeightZeroGivesEverySlot) {
    ClusterState s = cluster(4);
    for (std::uint32_t slot = 0; slot < kSlots; slot += 3)
        s.slotKeys[slot] = 0; // a third of the slots are empty: they must leave too
    KeyPlanOptions o;
    o.weights = {1, 1, 0, 1};
    auto plan = planKeys(s, o);
    ASSERT_TRUE(plan) << plan.error().text();
    expectConsistent(s, *plan);
    ClusterState after = s;
    after.owner = plan->ownerAfter;
    EXPECT_EQ(after.slotCount(2), 0u);
    const auto loads = after.totals(s.slotKeys);
    const double share = static_cast<double>(loads[0] + loads[1] + loads[3]) / 3;
    for (std::uint32_t i : {0u, 1u, 3u})
        EXPECT_NEAR(static_cast<double>(loads[i]), share, share * 0.02);
    // The empty slots are shared out too: no master ends with most of them.
    const auto counts = after.slotCounts();
    for (std::uint32_t i : {0u, 1u, 3u})
        EXPECT_NEAR(counts[i], kSlots / 3.0, kSlots * 0.05);
}

TEST(KeyPlan, WeightsSetTheShares) {
    ClusterState s = cluster(3);
    KeyPlanOptions o;
    o.weights = {2, 1, 1};
    auto plan = planKeys(s, o);
    ASSERT_TRUE(plan);
    const auto loads = loadsAfter(s, *plan);
    EXPECT_NEAR(static_cast<double>(loads[0]), 8192, 8192 * 0.02);
    EXPECT_NEAR(static_cast<double>(loads[1]), 4096, 4096 * 0.02);
}

TEST(KeyPlan, CpuNeedsCpuFiguresAndKeysNeedKeyCounts) {
    ClusterState s = cluster(3);
    KeyPlanOptions cpu;
    cpu.metric = PlanKind::Cpu;
    auto none = planKeys(s, cpu);
    ASSERT_FALSE(none);
    EXPECT_NE(none.error().message.find("cpu"), std::string::npos);
    s.slotCpuUsec.assign(kSlots, 10);
    for (std::uint32_t slot = 0; slot < 100; ++slot)
        s.slotCpuUsec[slot] = 5000;
    auto plan = planKeys(s, cpu);
    ASSERT_TRUE(plan) << plan.error().text();
    EXPECT_EQ(plan->kind, PlanKind::Cpu);
    EXPECT_GT(plan->slotsMoved, 0u);
    ClusterState after = s;
    after.owner = plan->ownerAfter;
    const auto cpuLoads = after.totals(s.slotCpuUsec);
    const double share = (16384.0 * 10 + 100 * 4990) / 3;
    for (std::uint64_t l : cpuLoads)
        EXPECT_NEAR(static_cast<double>(l), share, share * 0.02);
    s.slotKeys.clear();
    EXPECT_FALSE(planKeys(s, {}));
}

TEST(KeyPlan, ABalancedClusterNeedsNoMove) {
    auto plan = planKeys(cluster(5), {});
    ASSERT_TRUE(plan);
    EXPECT_TRUE(plan->moves.empty());
    ASSERT_EQ(plan->notes.size(), 1u);
    EXPECT_NE(plan->notes[0].english().find("nothing to move"), std::string::npos);
}

} // namespace

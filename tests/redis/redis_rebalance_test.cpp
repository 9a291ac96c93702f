// redis-cli's rebalance predicted from a live read equals what the real Debian 12 redis-cli
// 7.0.15 prints with --cluster-simulate, for 3, 4, 5 and 7 masters, with and without weights and
// after a real add-node of an empty master; three cases then run the real rebalance and the
// cluster's CLUSTER SLOTS must equal the predicted layout.
#include "support/redis_cluster_fixture.h"

#include "hashlab/ring/redis_live_reader.h"
#include "hashlab/ring/redis_rebalance.h"

#include <gtest/gtest.h>

#include <iostream>
#include <sstream>

namespace {

using namespace hashlab::ring::redis;
using hashlab::testing::RedisCluster;

struct Variant {
    std::string name;
    // --cluster-weight items as "index=weight" over the masters in redis-cli's order.
    std::vector<std::pair<std::uint32_t, std::string>> weights;
    bool addEmpty = false; // a real add-node first, then --cluster-use-empty-masters
    bool realRun = false;
};

struct Layout {
    std::vector<std::uint32_t> slots;
    std::vector<Variant> variants;
};

std::vector<std::string> movingLines(const std::string& output) {
    std::vector<std::string> lines;
    std::istringstream in(output);
    for (std::string line; std::getline(in, line);) {
        const std::size_t at = line.find("Moving ");
        if (at != std::string::npos && line.find(" slots from ") != std::string::npos) {
            lines.push_back(line.substr(at));
        }
    }
    return lines;
}

void check(RedisCluster& c, const Variant& v) {
    SCOPED_TRACE(v.name);
    if (v.addEmpty) {
        ASSERT_TRUE(c.addEmptyMaster()) << c.error();
    }
    auto live = readLive(*parseHostPort(c.entry()));
    ASSERT_TRUE(live) << live.error().text();
    RedisCliOptions o;
    o.useEmptyMasters = v.addEmpty;
    std::vector<std::string> args = {"--cluster", "rebalance", c.entry()};
    std::vector<std::string> items;
    for (const auto& [index, w] : v.weights)
        items.push_back(live->masters.at(index).id.substr(0, 8) + "=" + w);
    if (!items.empty()) {
        args.push_back("--cluster-weight");
        args.insert(args.end(), items.begin(), items.end());
    }
    if (v.addEmpty)
        args.push_back("--cluster-use-empty-masters");
    auto weights = parseWeights(*live, items);
    ASSERT_TRUE(weights);
    o.weights = *weights;
    auto plan = planRedisCli(*live, o);
    ASSERT_TRUE(plan) << plan.error().text();
    std::vector<std::string> predicted;
    for (const PlanMove& m : plan->moves)
        predicted.push_back("Moving " + std::to_string(m.slotIds.size()) + " slots from " +
                            live->masters[m.from].address + " to " + live->masters[m.to].address);

    std::vector<std::string> simulate = args;
    simulate.push_back("--cluster-simulate");
    std::string out;
    ASSERT_EQ(c.redisCli(simulate, out), 0) << out;
    EXPECT_EQ(movingLines(out), predicted) << out;
    std::cout << "[ " << live->masters.size() << " masters, " << v.name << " ] " << predicted.size()
              << " moves, " << plan->slotsMoved << " slots: as redis-cli --cluster-simulate "
              << (movingLines(out) == predicted ? "prints" : "does NOT print") << "\n";
    if (!v.realRun)
        return;
    ASSERT_EQ(c.redisCli(args, out), 0) << out;
    ASSERT_TRUE(c.waitConsistent()) << c.error();
    const auto owners = c.slotOwners();
    std::uint32_t differ = 0;
    for (std::uint32_t s = 0; s < kSlots; ++s)
        differ += owners[s] != live->masters[plan->ownerAfter[s]].address;
    EXPECT_EQ(differ, 0u) << "slots whose owner after the real rebalance is not the predicted one";
    std::cout << "  real rebalance: CLUSTER SLOTS " << (differ == 0 ? "equal" : "differ from")
              << " the predicted layout\n";
}

class RedisCliRebalanceLive : public ::testing::TestWithParam<Layout> {};

TEST_P(RedisCliRebalanceLive, PredictionEqualsRedisCli) {
    if (!hashlab::testing::haveRedisServer())
        GTEST_SKIP() << "redis-server is not installed";
    const Layout& layout = GetParam();
    RedisCluster c(layout.slots);
    ASSERT_EQ(c.error(), "");
    for (const Variant& v : layout.variants) {
        check(c, v);
        if (HasFatalFailure())
            return;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Masters, RedisCliRebalanceLive,
    ::testing::Values(Layout{{6000, 5500, 4884},
                             {{"weights 1.1 and 0.5", {{0, "1.1"}, {2, "0.5"}}},
                              {"equal weights", {}, false},
                              {"weight 1.1, real run", {{0, "1.1"}}, false, true},
                              {"an empty master added", {}, true}}},
                      Layout{{5000, 4500, 4000, 2884},
                             {{"weights 2 and 0", {{1, "2"}, {3, "0"}}},
                              {"equal weights, real run", {}, false, true},
                              {"an empty master added", {}, true}}},
                      Layout{{1000, 5000, 3000, 4000, 3384},
                             {{"equal weights", {}},
                              {"weights 3, 0.1 and 2.5", {{0, "3"}, {1, "0.1"}, {4, "2.5"}}},
                              {"an empty master added", {}, true}}},
                      Layout{{4000, 500, 3000, 2000, 2500, 2384, 2000},
                             {{"equal weights", {}},
                              {"weights 1.5 and 0", {{2, "1.5"}, {6, "0"}}},
                              {"an empty master added, real run", {}, true, true}}}),
    [](const auto& p) { return std::to_string(p.param.slots.size()) + "Masters"; });

} // namespace

// A live read of a real cluster (3 masters with a replica each, skewed slots, keys) equals the
// imports of `redis-cli cluster nodes` and of `redis-cli --json cluster shards` (RESP3 and -2) of
// the same cluster, and each master's keys add up to its DBSIZE.
#include "support/redis_cluster_fixture.h"
#include "support/redis_state_order.h"
#include "support/run_hashlab.h"

#include "hashlab/ring/redis_live_reader.h"
#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_shards_parser.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <thread>

namespace {

using namespace hashlab::ring::redis;
using hashlab::testing::byId;
using hashlab::testing::RedisCluster;

TEST(RedisLiveRead, EqualsTheTextImportsAndEachMastersKeysItsDbsize) {
    if (!hashlab::testing::haveRedisServer())
        GTEST_SKIP() << "redis-server is not installed";
    RedisCluster c({6000, 5000, 5384}, 1);
    ASSERT_EQ(c.error(), "");
    std::map<std::string, std::string> kv;
    for (int i = 0; i < 3000; ++i)
        kv["user:" + std::to_string(i)] = "v" + std::to_string(i);
    for (int i = 0; i < 500; ++i)
        kv["{hot}:" + std::to_string(i)] = "h";
    ASSERT_TRUE(c.write(kv));

    LiveTarget t = *parseHostPort(c.entry());
    // A replica reports "loading" (CLUSTER SHARDS) until it has synced once.
    hashlab::Result<ClusterState> live = hashlab::makeError("", "not read");
    for (int attempt = 0; attempt < 100; ++attempt) {
        live = readLive(t);
        ASSERT_TRUE(live) << live.error().text();
        bool online = true;
        for (const ClusterMaster& m : live->masters)
            for (const ClusterReplica& r : m.replicas)
                online = online && r.health == "online";
        if (online)
            break;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    auto nodes = parseClusterNodes(c.cli(0, {"cluster", "nodes"}));
    auto resp3 = parseClusterShards(c.cli(0, {"--json", "cluster", "shards"}));
    auto resp2 = parseClusterShards(c.cli(0, {"-2", "--json", "cluster", "shards"}));
    ASSERT_TRUE(nodes) << nodes.error().text();
    ASSERT_TRUE(resp3) << resp3.error().text();
    ASSERT_TRUE(resp2) << resp2.error().text();
    // Same order as the cluster nodes text (the node read first); the shards in theirs.
    EXPECT_TRUE(live->sameLayout(*nodes));
    EXPECT_TRUE(byId(*live).sameLayout(byId(*resp3)));
    EXPECT_TRUE(byId(*live).sameLayout(byId(*resp2)));
    ASSERT_EQ(live->masters.size(), 3u);
    for (const ClusterMaster& m : live->masters)
        EXPECT_EQ(m.replicas.size(), 1u);

    ASSERT_TRUE(live->hasKeys());
    const auto totals = live->totals(live->slotKeys);
    std::uint64_t sum = 0;
    for (std::uint32_t i = 0; i < live->masters.size(); ++i) {
        std::size_t node = 0;
        while (c.nodes()[node].address() != live->masters[i].address)
            ++node;
        EXPECT_EQ(std::to_string(totals[i]) + "\n", c.cli(node, {"dbsize"}))
            << live->masters[i].address;
        sum += totals[i];
    }
    EXPECT_EQ(sum, kv.size());
    std::uint64_t inHotSlot = 0; // the 500 tagged keys, and any other key the slot holds
    for (const auto& [k, v] : kv)
        inHotSlot += keySlot(k) == keySlot("{hot}");
    EXPECT_GE(inHotSlot, 500u);
    EXPECT_EQ(live->slotKeys[keySlot("{hot}")], inHotSlot);

    // The command line prints the same cluster.
    auto r = hashlab::test::runHashlab({"cluster", "redis", "--connect", c.entry(), "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["schema"], 1);
    EXPECT_EQ(j["source"], "live");
    ASSERT_EQ(j["slot_keys"].size(), kSlots);
    EXPECT_EQ(j["slot_keys"][keySlot("{hot}")], inHotSlot);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(j["masters"][i]["id"], live->masters[i].id);
        EXPECT_EQ(j["masters"][i]["keys"], totals[i]);
        EXPECT_EQ(j["masters"][i]["replicas"].size(), 1u);
    }
}

} // namespace

// `hashlab cluster redis` on recorded redis-cli output (no server needed): the cluster's JSON,
// both plans, the what-ifs, the exported script's refusal for a master not added yet, and the
// error contract. The live read runs against real servers in tests/redis/.
#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"
#include "support/run_json.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <set>

namespace {

using hashlab::test::expectUsageError;
using hashlab::test::runHashlab;
using hashlab::test::runJson;

std::string fixture(const std::string& name) {
    return std::string(HASHLAB_SOURCE_DIR) + "/tests/fixtures/redis/" + name;
}

std::string nodesOf(const std::string& recorded) {
    std::ifstream in(fixture(recorded));
    const auto j = nlohmann::json::parse(in);
    const std::string path = ::testing::TempDir() + recorded + ".nodes.txt";
    std::ofstream(path) << j["cluster_nodes"].get<std::string>();
    return path;
}

TEST(CliCluster, TheHelpListsTheSubcommand) {
    auto r = runHashlab({"--help"});
    EXPECT_NE(r.out.find("  cluster   a real Redis Cluster"), std::string::npos) << r.out;
    for (const auto& args : {std::vector<std::string>{"cluster", "--help"},
                             std::vector<std::string>{"cluster", "redis", "--help"}}) {
        auto h = runHashlab(args);
        EXPECT_EQ(h.exitCode, 0);
        EXPECT_EQ(h.out.rfind("Usage: hashlab cluster redis", 0), 0u) << h.out;
    }
}

TEST(CliCluster, ANodesFileReadsAsTheClusterJson) {
    auto j = runJson({"cluster", "redis", "--cluster-nodes-file", fixture("open_slots_nodes.txt")});
    EXPECT_EQ(j["schema"], 1);
    EXPECT_EQ(j["source"], "nodes");
    ASSERT_EQ(j["masters"].size(), 3u);
    const auto& first = j["masters"][0];
    EXPECT_EQ(first["address"], "127.0.0.1:33001");
    EXPECT_EQ(first["slot_ranges"], nlohmann::json::parse("[[0,6999]]"));
    EXPECT_EQ(first["slots"], 7000);
    EXPECT_TRUE(first["keys"].is_null()); // the text has no key counts
    EXPECT_EQ(first["replicas"].size(), 1u);
    EXPECT_EQ(first["replicas"][0]["health"], "online");
    EXPECT_TRUE(j["slot_keys"].is_null());
    EXPECT_EQ(j["open_slots"], nlohmann::json::parse(R"([
        {"slot":77,"state":"migrating","node":"9ac39dbbe164eafab2560129cb7c154e5829dae7",
         "peer":"05879630bebd38085339e3b7b7faf1c6672c52ee"},
        {"slot":7093,"state":"importing","node":"9ac39dbbe164eafab2560129cb7c154e5829dae7",
         "peer":"05879630bebd38085339e3b7b7faf1c6672c52ee"}])"));
    EXPECT_DOUBLE_EQ(j["max_over_mean"]["slots"].get<double>(), 7000.0 * 3 / 16384);
    // The same cluster from its shards JSON: the same masters, in the shards' order.
    auto s = runJson({"cluster", "redis", "--shards-json", fixture("replicas_shards_resp2.json")});
    EXPECT_EQ(s["source"], "shards");
    std::set<std::string> ids, shardIds;
    for (const auto& m : j["masters"])
        ids.insert(m["id"].get<std::string>());
    for (const auto& m : s["masters"])
        shardIds.insert(m["id"].get<std::string>());
    EXPECT_EQ(ids, shardIds);
}

TEST(CliCluster, RedisClisPlanAndItsWhatIfs) {
    const std::string nodes = nodesOf("rebalance_3_masters_replicas.json");
    auto j = runJson({"cluster", "redis", "--cluster-nodes-file", nodes, "--plan", "redis-cli"});
    const auto& plan = j["plan"];
    EXPECT_EQ(plan["kind"], "redis-cli");
    // As the recorded redis-cli --cluster-simulate: 1078 then 461 slots, from 33001.
    ASSERT_EQ(plan["moves"].size(), 2u);
    EXPECT_EQ(plan["moves"][0]["slots"], 1078);
    EXPECT_EQ(plan["moves"][1]["slots"], 461);
    EXPECT_EQ(plan["moves"][0]["from"], j["masters"][0]["id"]);
    EXPECT_EQ(plan["moves"][0]["slot_ranges"], nlohmann::json::parse("[[0,1077]]"));
    EXPECT_TRUE(plan["moves"][0]["keys"].is_null());
    EXPECT_EQ(plan["slots_moved"], 1539);
    std::uint32_t total = 0;
    for (const auto& [id, a] : plan["after"].items())
        total += a["slots"].get<std::uint32_t>();
    EXPECT_EQ(total, 16384u);

    // Add an empty master (it gets slots: add-node + --cluster-use-empty-masters) ...
    const std::string script = ::testing::TempDir() + "cluster_cli_plan.sh";
    auto added = runJson({"cluster", "redis", "--cluster-nodes-file", nodes, "--plan", "redis-cli",
                          "--add-empty", "1"});
    EXPECT_EQ(added["masters"].size(), 4u);
    EXPECT_EQ(added["plan"]["after"]["new-1"]["slots"], 4096);
    // ... which cannot be exported until it exists.
    expectUsageError(runHashlab({"cluster", "redis", "--cluster-nodes-file", nodes, "--plan",
                                 "redis-cli", "--add-empty", "1", "--export-script", script}),
                     "new-1");
    // Remove one: weight 0, then del-node; it is left out of "after".
    const std::string id = j["masters"][2]["id"];
    auto removed = runJson({"cluster", "redis", "--cluster-nodes-file", nodes, "--plan",
                            "redis-cli", "--remove", id.substr(0, 6)});
    EXPECT_EQ(removed["plan"]["removed"], nlohmann::json::array({id}));
    EXPECT_FALSE(removed["plan"]["after"].contains(id));
    EXPECT_EQ(removed["plan"]["slots_moved"], j["masters"][2]["slots"]);
    // An exportable plan is written as a script.
    auto exported = runJson({"cluster", "redis", "--cluster-nodes-file", nodes, "--plan",
                             "redis-cli", "--export-script", script});
    EXPECT_EQ(exported["script"], script);
    std::ifstream in(script);
    std::string firstLine;
    std::getline(in, firstLine);
    EXPECT_EQ(firstLine, "#!/usr/bin/env bash");
}

TEST(CliCluster, BadInputIsOneErrorLineAndExitCodeTwo) {
    const std::string nodes = fixture("replicas_nodes.txt");
    const std::string bad = ::testing::TempDir() + "cluster_cli_bad_nodes.txt";
    {
        std::ifstream in(nodes);
        std::string first;
        std::getline(in, first);
        std::ofstream(bad) << first << "\nnot a node line\n";
    }
    const std::string big = ::testing::TempDir() + "cluster_cli_big.txt";
    {
        std::ofstream f(big, std::ios::binary);
        f.seekp(16 << 20);
        f.put('\n');
    }
    struct Case {
        std::vector<std::string> args;
        std::string mentions;
    };
    const std::vector<Case> cases = {
        {{"cluster"}, "Usage"},
        {{"cluster", "memcached"}, "unknown cluster kind 'memcached'"},
        {{"cluster", "redis"}, "exactly one of --connect"},
        {{"cluster", "redis", "--cluster-nodes-file", nodes, "--shards-json", nodes},
         "exactly one"},
        {{"cluster", "redis", "--cluster-nodes-file", "/nonexistent/x"}, "--cluster-nodes-file"},
        {{"cluster", "redis", "--cluster-nodes-file", bad}, "line 2: 4 fields"},
        {{"cluster", "redis", "--cluster-nodes-file", big}, "16777217 bytes"},
        {{"cluster", "redis", "--shards-json", nodes}, "line 1: not JSON"},
        {{"cluster", "redis", "--cluster-nodes-file", nodes, "--threshold", "5"}, "needs --plan"},
        {{"cluster", "redis", "--cluster-nodes-file", nodes, "--plan", "best"}, "--plan"},
        {{"cluster", "redis", "--cluster-nodes-file", nodes, "--plan", "keys"},
         "no key counts per slot"},
        {{"cluster", "redis", "--cluster-nodes-file", nodes, "--plan", "redis-cli", "--weight",
          "zz=2"},
         "--weight: no master's id starts with 'zz'"},
        {{"cluster", "redis", "--cluster-nodes-file", nodes, "--plan", "redis-cli", "--threshold",
          "-1"},
         "--threshold"},
        {{"cluster", "redis", "--cluster-nodes-file", nodes, "--plan", "redis-cli", "--add-empty",
          "101"},
         "--add-empty"},
        {{"cluster", "redis", "--cluster-nodes-file", nodes, "--user", "u"},
         "--user applies to --connect only"},
        {{"cluster", "redis", "--connect", "localhost"}, "is not HOST:PORT"},
        {{"cluster", "redis", "--cluster-nodes-file", fixture("open_slots_nodes.txt"), "--plan",
          "redis-cli"},
         "open slots (slot 77 first)"},
    };
    for (const Case& c : cases) {
        if (c.mentions == "Usage") {
            EXPECT_EQ(runHashlab(c.args).exitCode, 0);
            continue;
        }
        SCOPED_TRACE(c.mentions);
        expectUsageError(runHashlab(c.args), c.mentions);
    }
}

TEST(CliCluster, ARefusedConnectionIsOneSentence) {
    // Port 1 on loopback: nothing listens there unprivileged.
    auto r = runHashlab({"cluster", "redis", "--connect", "127.0.0.1:1"});
    expectUsageError(r, "127.0.0.1:1 refused the connection: is a Redis server listening there?");
}

} // namespace

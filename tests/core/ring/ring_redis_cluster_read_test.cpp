// The text of `redis-cli cluster nodes` and the JSON of `redis-cli --json cluster shards`, as
// recorded from real Redis 7.0.15 clusters (tests/fixtures/redis/), read into one ClusterState.
#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_shards_parser.h"
#include "support/redis_state_order.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace {

using namespace hashlab::ring::redis;

std::string fixture(const std::string& name) {
    std::ifstream in(std::string(HASHLAB_SOURCE_DIR) + "/tests/fixtures/redis/" + name);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

using hashlab::testing::byId;

TEST(RedisClusterRead, NodesTextGivesMastersInRedisClisOrderWithTheirReplicas) {
    auto s = parseClusterNodes(fixture("replicas_nodes.txt"));
    ASSERT_TRUE(s) << s.error().text();
    EXPECT_EQ(s->source, ClusterSource::Nodes);
    ASSERT_EQ(s->masters.size(), 3u);
    // The myself line (33001) comes first although the text lists it last, then the others in
    // the text's order, as clusterManagerLoadInfoFromNode builds its list.
    EXPECT_EQ(s->masters[0].address, "127.0.0.1:33001");
    EXPECT_EQ(s->masters[1].address, "127.0.0.1:33003");
    EXPECT_EQ(s->masters[2].address, "127.0.0.1:33002");
    EXPECT_EQ(s->ranges(0), (std::vector<SlotRange>{{0, 6999}}));
    EXPECT_EQ(s->slotCounts(), (std::vector<std::uint32_t>{7000, 4384, 5000}));
    EXPECT_EQ(s->unassignedSlots(), 0u);
    for (const ClusterMaster& m : s->masters) {
        ASSERT_EQ(m.replicas.size(), 1u) << m.id;
        EXPECT_EQ(m.replicas[0].health, "online");
    }
    EXPECT_EQ(s->masters[0].replicas[0].address, "127.0.0.1:33004");
    EXPECT_FALSE(s->hasKeys());
    EXPECT_TRUE(s->openSlots.empty());
}

TEST(RedisClusterRead, OpenSlotsAreReadFromTheMyselfLine) {
    auto s = parseClusterNodes(fixture("open_slots_nodes.txt"));
    ASSERT_TRUE(s) << s.error().text();
    const std::string a = s->masters[0].id, b = "05879630bebd38085339e3b7b7faf1c6672c52ee";
    ASSERT_EQ(s->openSlots.size(), 2u);
    EXPECT_EQ(s->openSlots[0], (OpenSlot{77, SlotState::Migrating, a, b}));
    EXPECT_EQ(s->openSlots[1], (OpenSlot{7093, SlotState::Importing, a, b}));
    // The peer's own view holds the other half of each move.
    auto peer = parseClusterNodes(fixture("open_slots_nodes_peer.txt"));
    ASSERT_TRUE(peer) << peer.error().text();
    ASSERT_EQ(peer->openSlots.size(), 2u);
    EXPECT_EQ(peer->openSlots[0], (OpenSlot{77, SlotState::Importing, b, a}));
    EXPECT_EQ(peer->openSlots[1], (OpenSlot{7093, SlotState::Migrating, b, a}));
    // An open slot keeps its owner: slot 77 is still the migrating node's.
    EXPECT_EQ(s->owner[77], 0u);
}

TEST(RedisClusterRead, FlagsGiveHealthAndHandshakesAreSkipped) {
    auto s = parseClusterNodes(fixture("health_nodes.txt"));
    ASSERT_TRUE(s) << s.error().text();
    ASSERT_EQ(s->masters.size(), 3u);
    EXPECT_EQ(s->masters[0].health, "online");
    EXPECT_EQ(s->masters[0].address, "127.0.0.1:30001"); // the hostname after ',' is not dialled
    EXPECT_EQ(s->masters[1].health, "pfail");
    EXPECT_EQ(s->masters[2].health, "fail");
    ASSERT_EQ(s->masters[1].replicas.size(), 1u);
    EXPECT_EQ(s->masters[1].replicas[0].health, "fail");
}

TEST(RedisClusterRead, ShardsJsonInResp3AndResp2EqualsTheNodesText) {
    auto nodes = parseClusterNodes(fixture("replicas_nodes.txt"));
    auto resp3 = parseClusterShards(fixture("replicas_shards_resp3.json"));
    auto resp2 = parseClusterShards(fixture("replicas_shards_resp2.json"));
    ASSERT_TRUE(nodes && resp3 && resp2) << resp3.error().text() << resp2.error().text();
    EXPECT_EQ(resp3->source, ClusterSource::Shards);
    EXPECT_TRUE(byId(*resp3).sameLayout(byId(*nodes)));
    EXPECT_TRUE(resp2->sameLayout(*resp3));
}

struct BadInput {
    std::string text, mustMention;
};

TEST(RedisClusterRead, BadNodesLinesAreNamedByNumber) {
    const std::string ok =
        "e7d1eecce10fd6bb5eb35b9f99a514335d9ba9ca 127.0.0.1:30001@31001 myself,master - 0 0 1 "
        "connected 0-16383\n";
    const std::string id2 = "67ed2db8d677e59ec4a4cefb06858cf2a1a89fa1";
    const std::vector<BadInput> cases = {
        {"", "no node lines"},
        {ok + "\n" + id2 + " 127.0.0.1:30002@31002 master - 0 0", "line 3: 6 fields"},
        {ok + "xyz 127.0.0.1:1@2 master - 0 0 1 connected", "line 2: node id 'xyz'"},
        {ok + id2 + " 127.0.0.1@31002 master - 0 0 1 connected", "line 2: address"},
        {ok + id2 + " 127.0.0.1:30002@31002 noflags - 0 0 1 connected", "line 2: flags"},
        {ok + id2 + " 127.0.0.1:30002@31002 master - 0 0 1 connected 16384", "line 2: '16384'"},
        {ok + id2 + " 127.0.0.1:30002@31002 master - 0 0 1 connected 9-8", "line 2: '9-8'"},
        {ok + id2 + " 127.0.0.1:30002@31002 master - 0 0 1 connected [5->-x]", "line 2: open"},
        {ok + id2 + " 127.0.0.1:30002@31002 master - 0 0 1 connected 100",
         "line 2: slot 100 is already served by e7d1eecce10fd6bb5eb35b9f99a514335d9ba9ca (line "
         "1)"},
        {ok + id2 + " 127.0.0.1:30002@31002 slave nope 0 0 1 connected", "line 2: a replica"},
        {ok + ok, "line 2: node e7d1"},
    };
    for (const BadInput& c : cases) {
        auto s = parseClusterNodes(c.text);
        ASSERT_FALSE(s) << c.text;
        EXPECT_NE(s.error().text().find(c.mustMention), std::string::npos)
            << s.error().text() << " / " << c.mustMention;
    }
    // Carriage returns (a file saved on Windows) are no error.
    std::string crlf = ok;
    crlf.insert(crlf.size() - 1, "\r");
    EXPECT_TRUE(parseClusterNodes(crlf));
}

TEST(RedisClusterRead, BadShardsAreNamedByShardAndNode) {
    const std::vector<BadInput> cases = {
        {"{", "line 1: not JSON"},
        {"[\n{\"slots\":[0,16383],\n\"nodes\":[]}\n,", "line 4: not JSON"},
        {"[{\"slots\":[0,1e999]}]", "not JSON"}, // out_of_range, not parse_error
        {"{}", "not an array"},
        {"[{\"slots\":[0],\"nodes\":[]}]", "shard 1: needs"},
        {"[{\"slots\":[5,4],\"nodes\":[]}]", "shard 1: slots 5-4"},
        {"[{\"slots\":[0,16383],\"nodes\":[]}]", "shard 1: no master"},
        {"[{\"slots\":[0,16383],\"nodes\":[{\"id\":\"x\"}]}]", "shard 1: node 1: no id"},
        {"[{\"slots\":[0,16383],\"nodes\":[{\"id\":\"e7d1eecce10fd6bb5eb35b9f99a514335d9ba9ca\","
         "\"ip\":\"127.0.0.1\",\"port\":1,\"role\":\"boss\"}]}]",
         "shard 1: node 1: role"},
    };
    for (const BadInput& c : cases) {
        auto s = parseClusterShards(c.text);
        ASSERT_FALSE(s) << c.text;
        EXPECT_NE(s.error().text().find(c.mustMention), std::string::npos)
            << s.error().text() << " / " << c.mustMention;
    }
}

TEST(RedisClusterRead, FilesOverSixteenMebibytesAreRefusedBeforeReading) {
    const std::string path = ::testing::TempDir() + "big_nodes.txt";
    {
        std::ofstream f(path, std::ios::binary);
        f.seekp(static_cast<std::streamoff>(kMaxClusterFileBytes));
        f.put('\n'); // a sparse file one byte over the limit
    }
    auto r = readClusterFile(path);
    ASSERT_FALSE(r);
    EXPECT_NE(r.error().message.find("16777217 bytes"), std::string::npos) << r.error().message;
    std::remove(path.c_str());
}

} // namespace

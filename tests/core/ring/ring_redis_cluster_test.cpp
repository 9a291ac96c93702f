// Redis Cluster: CRC16 slots against the values Redis documents and computes, and the slot table
// as redis-cli creates it and reshards it when a node joins or leaves.
#include "hashlab/ring/redis_cluster.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using namespace hashlab::ring::redis;

std::vector<std::string> names(std::size_t n) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < n; ++i)
        out.push_back("n" + std::to_string(i));
    return out;
}

// CRC-16/XMODEM bit by bit, straight from its definition, to check the table-driven one.
std::uint16_t crc16Bitwise(const std::string& s) {
    unsigned crc = 0;
    for (unsigned char c : s) {
        crc ^= static_cast<unsigned>(c) << 8;
        for (int b = 0; b < 8; ++b)
            crc = (crc & 0x8000) ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
    return static_cast<std::uint16_t>(crc);
}

TEST(RedisCluster, Crc16IsXmodemsCheckValue) {
    EXPECT_EQ(crc16("123456789"), 0x31C3);
    std::string s;
    for (int i = 0; i < 300; ++i) {
        s.push_back(static_cast<char>((i * 37 + 11) & 0xff));
        EXPECT_EQ(crc16(s), crc16Bitwise(s)) << i;
    }
}

// The values the issue quotes from Redis (CLUSTER KEYSLOT).
TEST(RedisCluster, SlotsAgreeWithRedis) {
    EXPECT_EQ(keySlot("somekey"), 11058u);
    EXPECT_EQ(keySlot("foo{hash_tag}"), 2515u);
    EXPECT_EQ(keySlot("bar{hash_tag}"), 2515u);
    EXPECT_EQ(keySlot("foo{}{bar}"), 8363u);
    EXPECT_EQ(keySlot("foo{{bar}}zap"), 4015u);
    EXPECT_EQ(keySlot("foo{bar}{zap}"), 5061u);
}

TEST(RedisCluster, HashTagRule) {
    EXPECT_EQ(hashedPart("foo{hash_tag}"), "hash_tag");
    EXPECT_EQ(hashedPart("foo{}{bar}"), "foo{}{bar}"); // nothing between the first { and }
    EXPECT_EQ(hashedPart("foo{{bar}}zap"), "{bar");    // the first '{', the first '}' after it
    EXPECT_EQ(hashedPart("foo{bar}{zap}"), "bar");
    EXPECT_EQ(hashedPart("foo{bar"), "foo{bar");
    EXPECT_EQ(hashedPart("foo}bar{"), "foo}bar{");
    EXPECT_EQ(hashedPart("{a}"), "a");
    EXPECT_EQ(hashedPart(""), "");
    EXPECT_EQ(keySlot("{user1000}.following"), keySlot("{user1000}.followers"));
}

TEST(RedisCluster, ThreeNodesGetRedisClisRanges) {
    auto map = createSlots({"A", "B", "C"});
    ASSERT_TRUE(map.ok());
    EXPECT_EQ(map->ranges(0), (std::vector<SlotRange>{{0, 5460}}));
    EXPECT_EQ(map->ranges(1), (std::vector<SlotRange>{{5461, 10922}}));
    EXPECT_EQ(map->ranges(2), (std::vector<SlotRange>{{10923, 16383}}));
}

TEST(RedisCluster, EveryNodeCountGetsOneContiguousRangeOfFloorOrCeil) {
    for (std::uint32_t n = 1; n <= 1000; n += (n < 64 ? 1 : 37)) {
        auto map = createSlots(names(n));
        ASSERT_TRUE(map.ok()) << n;
        const std::uint32_t lo = kSlots / n, hi = (kSlots + n - 1) / n;
        // Node i's slots are one run right after node i - 1's: owners never decrease and step
        // by one.
        std::vector<std::uint32_t> size(n, 0);
        for (std::uint32_t s = 0; s < kSlots; ++s) {
            if (s > 0) {
                ASSERT_TRUE(map->owner[s] == map->owner[s - 1] ||
                            map->owner[s] == map->owner[s - 1] + 1)
                    << n << " " << s;
            }
            ++size[map->owner[s]];
        }
        EXPECT_EQ(map->owner[0], 0u);
        EXPECT_EQ(map->owner[kSlots - 1], n - 1);
        for (std::uint32_t i = 0; i < n; ++i)
            EXPECT_TRUE(size[i] == lo || size[i] == hi) << n << " " << i << " " << size[i];
    }
}

TEST(RedisCluster, AJoiningNodeLeavesEveryNodeWithAnEqualShareAsRedisCliDoes) {
    auto map = createSlots({"A", "B", "C"});
    auto next = addNode(*map, "D");
    ASSERT_TRUE(next.ok());
    // redis-cli --cluster add-node + rebalance --cluster-use-empty-masters: each should hold
    // 4096; B (5462) gives 1366, then C and A 1365 each, every one from the bottom of its range.
    // (Until issue 32 A gave the extra slot and ended with 4095, B with 4097.)
    EXPECT_EQ(next->counts(), (std::vector<std::uint32_t>{4096, 4096, 4096, 4096}));
    EXPECT_EQ(next->ranges(3), (std::vector<SlotRange>{{0, 1364}, {5461, 6826}, {10923, 12287}}));
    const auto moves = slotMoves(*map, *next);
    ASSERT_EQ(moves.size(), 3u);
    EXPECT_EQ(moves[0].from, "A");
    EXPECT_EQ(moves[0].to, "D");
    EXPECT_EQ(moves[0].count, 1365u);
    EXPECT_EQ(moves[1].count, 1366u);
    EXPECT_EQ(moves[2].ranges, (std::vector<SlotRange>{{10923, 12287}}));
}

TEST(RedisCluster, AJoinEndsWithEveryNodeAtItsShareAndTheLeftoverOnTheFirstBelowIt) {
    for (std::size_t n : {1u, 2u, 4u, 5u, 7u, 100u, 127u, 999u}) {
        auto map = createSlots(names(n));
        auto next = addNode(*map, "new");
        ASSERT_TRUE(next.ok());
        const auto share = static_cast<std::uint32_t>(kSlots / (n + 1));
        const auto counts = next->counts();
        std::uint32_t total = 0;
        for (std::uint32_t c : counts) {
            EXPECT_GE(c, share) << n;
            total += c;
        }
        EXPECT_EQ(total, kSlots);
        // Up to 127 old nodes every old node is above its share before the join, so only the
        // joiner is at or below it: it takes every slot and the whole rounding leftover.
        if (n <= 127) {
            for (std::uint32_t i = 0; i < n; ++i)
                EXPECT_EQ(counts[i], share) << n << " " << i;
            for (std::uint32_t s = 0; s < kSlots; ++s) {
                if (next->owner[s] != map->owner[s]) {
                    ASSERT_EQ(next->owner[s], n) << "slot " << s << " moved to an old node";
                }
            }
        }
    }
    // 4 equal nodes + 1: 3276 each and the joiner 3280 (#3001's leftover, as the real cluster).
    auto four = addNode(*createSlots(names(4)), "new");
    EXPECT_EQ(four->counts(), (std::vector<std::uint32_t>{3276, 3276, 3276, 3276, 3280}));
}

TEST(RedisCluster, ALeavingNodesSlotsAreDealtEquallyToTheRest) {
    auto map = createSlots({"A", "B", "C", "D"});
    auto next = removeNode(*map, "B");
    ASSERT_TRUE(next.ok());
    EXPECT_EQ(next->nodes, (std::vector<std::string>{"A", "C", "D"}));
    // B held 4096..8191: 1366 to A, 1365 to C, 1365 to D, contiguous, in node order.
    EXPECT_EQ(next->ranges(0), (std::vector<SlotRange>{{0, 5461}}));
    EXPECT_EQ(next->ranges(1), (std::vector<SlotRange>{{5462, 6826}, {8192, 12287}}));
    EXPECT_EQ(next->ranges(2), (std::vector<SlotRange>{{6827, 8191}, {12288, 16383}}));
    for (const SlotMove& m : slotMoves(*map, *next))
        EXPECT_EQ(m.from, "B");
}

TEST(RedisCluster, BadNodeChangesAreRefusedNamingTheParameter) {
    auto map = createSlots({"A"});
    EXPECT_EQ(addNode(*map, "A").error().parameter, "add");
    EXPECT_EQ(removeNode(*map, "Z").error().parameter, "remove");
    EXPECT_EQ(removeNode(*map, "A").error().parameter, "remove");
    EXPECT_EQ(createSlots({}).error().parameter, "nodes");
    EXPECT_EQ(createSlots({"A", "A"}).error().parameter, "nodes");
    EXPECT_EQ(createSlots(names(1001)).error().parameter, "nodes");
}

} // namespace

namespace {

// The map as a Placement: a key's "hash" is its slot and its owner the slot's owner, for any
// table, including one a join has reshaped.
TEST(RedisCluster, PlacementLooksUpTheSlotTable) {
    auto map = createSlots(names(3));
    ASSERT_TRUE(map);
    auto joined = addNode(*map, "n3");
    ASSERT_TRUE(joined);
    const auto p = makePlacement(*joined);
    EXPECT_EQ(p->config().algo, hashlab::ring::Algo::RedisCluster);
    EXPECT_EQ(p->spaceBits(), 14);
    for (const std::string key : {"somekey", "foo{hash_tag}", "user:{42}:name", "x", ""}) {
        auto h = p->keyHash(key);
        ASSERT_TRUE(h);
        EXPECT_EQ(*h, keySlot(key));
        EXPECT_EQ(p->lookup(*h), joined->owner[keySlot(key)]);
    }
    const auto shares = p->exactShares();
    ASSERT_TRUE(shares);
    const auto counts = joined->counts();
    for (std::size_t i = 0; i < counts.size(); ++i)
        EXPECT_EQ(static_cast<std::uint64_t>(shares->measure[i]), counts[i]);
    EXPECT_EQ(static_cast<std::uint64_t>(shares->total), kSlots);
}

// build() of a RedisCluster config is a freshly created cluster of its nodes.
TEST(RedisCluster, BuildIsAFreshCluster) {
    hashlab::ring::Config c;
    c.algo = hashlab::ring::Algo::RedisCluster;
    for (const std::string& n : names(5))
        c.nodes.push_back({n, 1.0});
    auto p = hashlab::ring::build(c);
    ASSERT_TRUE(p);
    auto map = createSlots(names(5));
    ASSERT_TRUE(map);
    for (std::uint32_t s = 0; s < kSlots; s += 7)
        EXPECT_EQ((*p)->lookup(s), map->owner[s]) << s;
}

} // namespace

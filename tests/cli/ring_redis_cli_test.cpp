// `hashlab ring --slot` and `--algo redis-cluster`: slots as Redis computes them, keys following
// their slots, and a join shown as slot moves.
#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"
#include "support/run_json.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <string>
#include <unistd.h>

namespace {

using hashlab::test::expectUsageError;
using hashlab::test::runHashlab;
using hashlab::test::runJson;

TEST(CliRedis, SlotPrintsTheKeyTheHashedBytesAndTheSlot) {
    auto j = runJson({"ring", "--slot", "foo{hash_tag}"});
    EXPECT_EQ(j, nlohmann::json::parse(
                     R"({"schema":2,"key":"foo{hash_tag}","hashed":"hash_tag","slot":2515})"));
    EXPECT_EQ(runJson({"ring", "--slot", "somekey"})["slot"], 11058);
    EXPECT_EQ(runJson({"ring", "--slot", "bar{hash_tag}"})["slot"], 2515);
    EXPECT_EQ(runJson({"ring", "--slot", "foo{}{bar}"})["hashed"], "foo{}{bar}");
    EXPECT_EQ(runJson({"ring", "--slot", "foo{}{bar}"})["slot"], 8363);
    EXPECT_EQ(runJson({"ring", "--slot", "foo{{bar}}zap"})["hashed"], "{bar");
    EXPECT_EQ(runJson({"ring", "--slot", "foo{{bar}}zap"})["slot"], 4015);
    EXPECT_EQ(runJson({"ring", "--slot", "foo{bar}{zap}"})["slot"], 5061);
    EXPECT_EQ(runJson({"ring", "--slot", "123456789"})["slot"], 0x31C3);
}

TEST(CliRedis, SlotTakesNoOtherOption) {
    expectUsageError(runHashlab({"ring", "--slot", "a", "--nodes", "A"}), "--slot");
}

TEST(CliRedis, KeysFollowTheirSlotsAndAJoinMovesWholeSlots) {
    // Slots: somekey 11058 (C), foo{hash_tag} 2515 (A), foo{}{bar} 8363 (B), 123456789 12739 (C),
    // foo{{bar}}zap 4015 (A), foo{bar}{zap} 5061 (A).
    // Per process: other builds of this suite may run at the same time on the machine.
    const std::string path =
        ::testing::TempDir() + "redis_keys_" + std::to_string(::getpid()) + ".txt";
    {
        std::ofstream out(path);
        out << "somekey\nfoo{hash_tag}\nfoo{}{bar}\n123456789\nfoo{{bar}}zap\nfoo{bar}{zap}\n";
    }
    auto j = runJson({"ring", "--algo", "redis-cluster", "--nodes", "A,B,C", "--key-file", path,
                      "--add", "D", "--owners"});
    EXPECT_EQ(j["algo"], "redis-cluster");
    EXPECT_EQ(j["slots"], nlohmann::json::parse(R"({"A":5461,"B":5462,"C":5461})"));
    EXPECT_EQ(j["slot_ranges"]["B"], nlohmann::json::parse("[[5461,10922]]"));
    EXPECT_EQ(j["owners"], nlohmann::json::parse(R"(["C","A","B","C","A","A"])"));
    EXPECT_EQ(j["load"], nlohmann::json::parse(R"({"A":3,"B":1,"C":2})"));
    const auto& a = j["after"];
    // As redis-cli's rebalance: D takes 0..1364 from A, 5461..6826 from B, 10923..12287 from C,
    // 4096 each; only somekey (11058) moves.
    EXPECT_EQ(a["slot_ranges"]["D"], nlohmann::json::parse("[[0,1364],[5461,6826],[10923,12287]]"));
    EXPECT_EQ(a["slots"], nlohmann::json::parse(R"({"A":4096,"B":4096,"C":4096,"D":4096})"));
    EXPECT_EQ(a["owners"], nlohmann::json::parse(R"(["D","A","B","C","A","A"])"));
    EXPECT_EQ(a["moved"], 1);
    EXPECT_EQ(a["slots_moved"], 4096);
    EXPECT_DOUBLE_EQ(a["ideal_fraction"].get<double>(), 0.25);
    ASSERT_EQ(a["slot_moves"].size(), 3u);
    EXPECT_EQ(a["slot_moves"][0],
              nlohmann::json::parse(R"({"from":"A","to":"D","slots":1365,"ranges":[[0,1364]]})"));
}

TEST(CliRedis, GeneratedKeysMoveExactlyWithTheirSlots) {
    auto j = runJson({"ring", "--algo", "redis-cluster", "--nodes", "A,B,C,D", "--keys", "20000",
                      "--remove", "B"});
    const auto& a = j["after"];
    // Only B's keys move, and B's keys all move.
    EXPECT_EQ(a["moved"], j["load"]["B"]);
    EXPECT_EQ(a["slots_moved"], 4096);
    std::uint64_t sum = 0;
    for (auto& [node, count] : a["load"].items())
        sum += count.get<std::uint64_t>();
    EXPECT_EQ(sum, 20000u);
}

TEST(CliRedis, RingOnlyOptionsAreRefused) {
    expectUsageError(runHashlab({"ring", "--algo", "redis-cluster", "--nodes", "A,B", "--vnodes",
                                 "10", "--keys", "10"}),
                     "--vnodes");
    expectUsageError(
        runHashlab({"ring", "--algo", "redis-cluster", "--nodes", "A,A", "--keys", "10"}),
        "--nodes");
    expectUsageError(runHashlab({"ring", "--algo", "redis-cluster", "--nodes", "A", "--keys", "10",
                                 "--remove", "A"}),
                     "--remove");
}

} // namespace

// The live reader against a loopback server replaying replies recorded in the documented format
// of CLUSTER SLOT-STATS (Redis 8.2 / Valkey 8: Debian 12's Redis 7.0 has no such command), and
// its one-sentence errors against real servers: wrong password, not a cluster, nothing
// listening, a server killed in the middle of the read.
#include "redis/fake_redis_server.h"
#include "support/redis_cluster_fixture.h"
#include "support/run_hashlab.h"

#include "hashlab/ring/redis_live_reader.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <thread>

namespace {

using namespace hashlab::ring::redis;
using hashlab::testing::FakeRedisServer;
using hashlab::testing::RedisCluster;

std::string fakeFixture(const std::string& name) {
    return std::string(HASHLAB_SOURCE_DIR) + "/tests/fixtures/redis/fake/" + name + ".json";
}

LiveTarget target(int port) {
    LiveTarget t;
    t.port = port;
    t.connectTimeoutMs = 2000;
    t.readTimeoutMs = 5000;
    return t;
}

TEST(RedisReader, SlotStatsGiveKeysCpuAndNetworkPerSlot) {
    FakeRedisServer fake;
    fake.replay(fakeFixture("slot_stats_enabled"));
    auto s = readLive(target(fake.port()));
    ASSERT_TRUE(s) << s.error().text();
    EXPECT_EQ(s->source, ClusterSource::Live);
    ASSERT_EQ(s->masters.size(), 1u);
    EXPECT_EQ(s->masters[0].address, "127.0.0.1:" + std::to_string(fake.port()));
    EXPECT_EQ(s->unassignedSlots(), kSlots - 5);
    ASSERT_TRUE(s->hasKeys());
    EXPECT_EQ(s->slotKeys[12426], 45u);
    EXPECT_EQ(s->slotKeys[13902], 20u);
    EXPECT_EQ(s->slotKeys[1], 3u);
    EXPECT_EQ(s->totals(s->slotKeys)[0], 68u);
    ASSERT_TRUE(s->hasCpu());
    EXPECT_EQ(s->slotCpuUsec[12426], 1376u);
    ASSERT_EQ(s->slotNetBytesIn.size(), kSlots);
    EXPECT_EQ(s->slotNetBytesIn[13902], 1120u);
    EXPECT_EQ(s->slotNetBytesOut[12426], 5184u);
    // Asked per range of the master's own slots; never slot by slot.
    for (const std::string& c : fake.received())
        EXPECT_EQ(c.find("COUNTKEYSINSLOT"), std::string::npos) << c;
}

TEST(RedisReader, WithoutSlotStatsEnabledOnlyKeysAreKnown) {
    FakeRedisServer fake;
    fake.replay(fakeFixture("slot_stats_key_count_only"));
    auto s = readLive(target(fake.port()));
    ASSERT_TRUE(s) << s.error().text();
    EXPECT_EQ(s->slotKeys[12426], 45u);
    EXPECT_FALSE(s->hasCpu());
    EXPECT_TRUE(s->slotNetBytesIn.empty());
}

TEST(RedisReader, AServerWithoutShardsOrSlotStatsIsCountedSlotBySlot) {
    FakeRedisServer fake;
    fake.replay(fakeFixture("redis6_count_keys"));
    auto s = readLive(target(fake.port()));
    ASSERT_TRUE(s) << s.error().text();
    EXPECT_EQ(s->slotKeys[12426], 45u);
    EXPECT_EQ(s->slotKeys[13902], 20u);
    EXPECT_FALSE(s->hasCpu());
    const auto got = fake.received();
    EXPECT_NE(std::find(got.begin(), got.end(), "CLUSTER COUNTKEYSINSLOT 13902"), got.end());
}

TEST(RedisReader, AServerThatDiesMidReadIsOneSentenceAndNoCluster) {
    FakeRedisServer fake("CLUSTER SLOT-STATS");
    fake.replay(fakeFixture("slot_stats_enabled"));
    auto s = readLive(target(fake.port()));
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().message, "127.0.0.1:" + std::to_string(fake.port()) +
                                     " closed the connection in the middle of the read (did the "
                                     "server stop?): nothing was read");
}

TEST(RedisReader, CancelStopsBetweenBatches) {
    FakeRedisServer fake;
    fake.replay(fakeFixture("slot_stats_enabled"));
    std::atomic<bool> cancel{false};
    std::vector<double> reported;
    hashlab::Progress progress(&cancel, [&](double f) {
        reported.push_back(f);
        cancel = true; // the first report comes once the layout is read
    });
    auto s = readLive(target(fake.port()), progress);
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().message, "the read was cancelled");
    ASSERT_FALSE(reported.empty());
    EXPECT_LT(reported.back(), 1.0);
}

TEST(RedisReader, NothingListeningIsRefused) {
    int port = 0;
    {
        FakeRedisServer closed; // its port, free again once it is gone
        port = closed.port();
    }
    auto s = readLive(target(port));
    ASSERT_FALSE(s);
    EXPECT_NE(s.error().message.find("refused the connection"), std::string::npos)
        << s.error().message;
}

TEST(RedisReader, WrongOrMissingPasswordsAndPlainServersAreNamed) {
    if (!hashlab::testing::haveRedisServer())
        GTEST_SKIP() << "redis-server is not installed";
    RedisCluster secured({16384}, 0, "right pw");
    ASSERT_EQ(secured.error(), "");
    LiveTarget t = target(secured.nodes()[0].port);
    auto none = readLive(t);
    ASSERT_FALSE(none);
    EXPECT_EQ(none.error().message, secured.entry() + " needs a password: give --user and "
                                                      "--password-file");
    t.password = "wrong";
    auto wrong = readLive(t);
    ASSERT_FALSE(wrong);
    EXPECT_EQ(wrong.error().message, secured.entry() + " refused the user name and password");
    t.password = "right pw";
    auto right = readLive(t);
    ASSERT_TRUE(right) << right.error().text();
    EXPECT_EQ(right->masters.size(), 1u);
    // The command line says the same, on stderr with exit code 2.
    const std::string pw = ::testing::TempDir() + "redis_wrong_pw";
    std::ofstream(pw) << "wrong\n";
    auto r = hashlab::test::runHashlab(
        {"cluster", "redis", "--connect", secured.entry(), "--password-file", pw});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.err,
              "hashlab: error: " + secured.entry() + " refused the user name and password\n");

    RedisCluster plain({}, 0, "", false);
    ASSERT_EQ(plain.error(), "");
    auto notCluster = readLive(target(plain.nodes()[0].port));
    ASSERT_FALSE(notCluster);
    EXPECT_EQ(notCluster.error().message,
              plain.entry() + " is a Redis server not in cluster mode (cluster-enabled no)");
}

TEST(RedisReader, AServerKilledDuringTheReadIsOneSentence) {
    if (!hashlab::testing::haveRedisServer())
        GTEST_SKIP() << "redis-server is not installed";
    RedisCluster c({8000, 8384});
    ASSERT_EQ(c.error(), "");
    bool killed = false;
    hashlab::Progress progress(nullptr, [&](double) {
        if (!killed) { // once the layout is read, before any key is counted
            c.kill(0);
            killed = true;
        }
    });
    auto s = readLive(target(c.nodes()[0].port), progress);
    ASSERT_FALSE(s);
    EXPECT_TRUE(killed);
    EXPECT_EQ(s.error().message.rfind(c.entry(), 0), 0u) << s.error().message;
    EXPECT_TRUE(s.error().message.find("closed the connection in the middle of the read") !=
                    std::string::npos ||
                s.error().message.find("refused the connection") != std::string::npos)
        << s.error().message;
}

} // namespace

// A server that takes the connection and never answers (its listen backlog completes the
// handshake; nothing accepts): Cancel ends the wait for the first reply, well before the read
// timeout, whose error would be a different sentence.
TEST(RedisReader, CancelEndsTheWaitForASilentServer) {
    const int silent = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof a;
    ASSERT_EQ(bind(silent, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
    ASSERT_EQ(getsockname(silent, reinterpret_cast<sockaddr*>(&a), &len), 0);
    ASSERT_EQ(listen(silent, 4), 0);
    LiveTarget t = target(ntohs(a.sin_port));
    t.readTimeoutMs = 20000;
    std::atomic<bool> cancel{false};
    hashlab::Progress progress(&cancel, [](double) {});
    // The user's Cancel, pressed while the read waits.
    std::thread user([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        cancel = true;
    });
    auto s = readLive(t, progress);
    user.join();
    close(silent);
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().message, "the read was cancelled");
}

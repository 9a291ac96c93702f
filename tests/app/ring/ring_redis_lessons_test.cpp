// The two Redis Cluster lessons walked through the window's lesson runner: every number a
// question asks for is what core's planners give for the step's cluster, run here on their own
// from the lesson file's "redis" object, and the player stops at the stage each step names.
#include "labs/ring/redis_cluster_view.h"
#include "labs/ring/ring_lab.h"
#include "shell/step_player.h"
#include "support/lesson_window.h"

#include "hashlab/ring/redis_key_plan.h"
#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_rebalance.h"

#include <QFile>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;
using namespace hashlab::app::testing;
namespace redis = hashlab::ring::redis;

// The lesson's first step's cluster, read from the file by core alone.
redis::ClusterState lessonCluster(const char* lesson) {
    QFile f(QStringLiteral(HASHLAB_SOURCE_DIR "/resources/scenarios/") +
            QString::fromLatin1(lesson) + QStringLiteral(".json"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    const auto doc = nlohmann::json::parse(f.readAll().toStdString());
    const auto& r = doc["steps"][0]["state"]["redis"];
    auto state = redis::parseClusterNodes(r["nodes"].get<std::string>());
    EXPECT_TRUE(state.ok());
    state.value().slotKeys.assign(redis::kSlots, 0);
    for (const auto& run : r["slot_keys"])
        for (auto s = run[0].get<std::uint32_t>(); s <= run[1].get<std::uint32_t>(); ++s)
            state.value().slotKeys[s] = run[2].get<std::uint64_t>();
    return *state;
}

std::vector<std::uint64_t> keysAfter(const redis::ClusterState& c, const redis::RebalancePlan& p) {
    std::vector<std::uint64_t> keys(c.masters.size(), 0);
    for (std::uint32_t s = 0; s < redis::kSlots; ++s)
        keys[p.ownerAfter[s]] += c.slotKeys[s];
    return keys;
}

TEST(RingRedisLessons, WhatRebalanceReallyMovesAsksForCoresFigures) {
    const redis::ClusterState cluster = lessonCluster("ring_redis_rebalance_moves");
    const auto cli = redis::planRedisCli(cluster, {});
    const auto keys = redis::planKeys(cluster, {});
    ASSERT_TRUE(cli.ok() && keys.ok());

    LessonWindow w("ring_redis_rebalance_moves");
    auto* lab = w.labAt<RingLab>(0);
    ASSERT_TRUE(lab->redisShown());
    EXPECT_EQ(w.step().question->answer, double(cli->slotsMoved));
    EXPECT_EQ(lab->stepPlayer()->count(), int(cli->moves.size()));

    lab = w.labAt<RingLab>(1);
    EXPECT_EQ(lab->stepPlayer()->index(), int(cli->moves.size()));
    // redis-cli's plan leaves the busiest master far above the mean: the right answer is "no".
    const auto after = keysAfter(cluster, *cli);
    EXPECT_GT(redis::maxOverMean(after), 1.5);
    EXPECT_EQ(w.step().question->correct, 1u);

    lab = w.labAt<RingLab>(2);
    EXPECT_EQ(lab->redisView()->shownPlan(), RedisClusterView::KeyPlan);
    EXPECT_EQ(w.step().question->answer, double(keys->keysMoved));
    EXPECT_LT(redis::maxOverMean(keysAfter(cluster, *keys)), 1.03);
    // redis-cli moved cold slots, few keys: balance by keys costs more moved keys.
    EXPECT_GT(keys->keysMoved, cli->keysMoved);

    lab = w.labAt<RingLab>(3);
    EXPECT_EQ(lab->stepPlayer()->index(), int(keys->moves.size()));
}

TEST(RingRedisLessons, AddingAMasterMovesAQuarterOfTheKeys) {
    const redis::ClusterState three = lessonCluster("ring_redis_adding_master");
    auto four = redis::withEmptyMasters(three, 1);
    ASSERT_TRUE(four.ok());
    redis::RedisCliOptions options;
    options.useEmptyMasters = true;
    const auto cli = redis::planRedisCli(*four, options);
    const auto keys = redis::planKeys(*four, {});
    ASSERT_TRUE(cli.ok() && keys.ok());

    LessonWindow w("ring_redis_adding_master");
    auto* lab = w.labAt<RingLab>(0);
    EXPECT_EQ(w.step().question->answer, double(cli->slotsMoved));
    lab = w.labAt<RingLab>(1);
    EXPECT_EQ(lab->redisView()->planned().masters.size(), 4u);
    EXPECT_EQ(w.step().question->answer, double(cli->keysMoved));
    EXPECT_EQ(cli->keysMoved * 4,
              std::accumulate(three.slotKeys.begin(), three.slotKeys.end(), std::uint64_t(0)));
    lab = w.labAt<RingLab>(2);
    EXPECT_EQ(lab->stepPlayer()->index(), int(cli->moves.size()));
    lab = w.labAt<RingLab>(3);
    EXPECT_EQ(lab->stepPlayer()->index(), int(keys->moves.size()));
    // The caption's claim: a little less than redis-cli, within 2 % of the keys.
    EXPECT_LE(keys->keysMoved, cli->keysMoved);
    EXPECT_GE(double(keys->keysMoved), 0.98 * double(cli->keysMoved));
}

} // namespace

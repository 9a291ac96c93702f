// The Redis view's weights (issue 32's --weight and --remove what-ifs, in the window): typed as
// redis-cli's --cluster-weight items, both plans are made with them, as core's planners make
// them here on their own; weight 0 empties a master, as `--remove` does before del-node; a bad
// item is explained under the plans and nothing else changes.
#include "labs/ring/redis_cluster_view.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/inline_message.h"
#include "shell/step_player.h"

#include "hashlab/ring/redis_key_plan.h"
#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_rebalance.h"

#include <QFile>
#include <QLineEdit>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;
namespace redis = hashlab::ring::redis;

std::string nodesFixture() {
    QFile f(QStringLiteral(HASHLAB_SOURCE_DIR "/tests/fixtures/redis/replicas_nodes.txt"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return f.readAll().toStdString();
}

void type(QLineEdit* edit, const QString& text) {
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
    QCoreApplication::processEvents();
}

TEST(RingRedisWhatIf, WeightsAndARemovedMasterPlanAsCoreDoes) {
    RingLab lab;
    lab.resize(1280, 720);
    lab.show();
    lab.model()->waitIdle();
    nlohmann::json state = lab.saveState();
    state["redis"] = {{"nodes", nodesFixture()}, {"slot_keys", {{0, 16383, 2}}}};
    ASSERT_EQ(lab.loadState(state).toStdString(), "");
    RedisClusterView& view = *lab.redisView();
    auto cluster = redis::parseClusterNodes(nodesFixture());
    ASSERT_TRUE(cluster.ok());
    cluster.value().slotKeys.assign(redis::kSlots, 2);
    ASSERT_EQ(cluster->masters.size(), 3u);
    const std::string second = cluster->masters[1].id.substr(0, 8);
    const std::string third = cluster->masters[2].id.substr(0, 8);

    // Remove the third master: weight 0; the second weighs twice the first.
    type(view.weightsEdit(), QString::fromStdString(third + "=0, " + second + "=2"));
    redis::RedisCliOptions cli;
    cli.weights = {1, 2, 0};
    const auto expected = redis::planRedisCli(*cluster, cli);
    ASSERT_TRUE(expected.ok());
    redis::KeyPlanOptions keys;
    keys.weights = {1, 2, 0};
    const auto expectedKeys = redis::planKeys(*cluster, keys);
    ASSERT_TRUE(expectedKeys.ok());
    const auto* got = view.plan(RedisClusterView::CliPlan);
    ASSERT_TRUE(got && *got);
    EXPECT_EQ((*got)->ownerAfter, expected->ownerAfter);
    EXPECT_EQ(std::count(expected->ownerAfter.begin(), expected->ownerAfter.end(), 2u), 0);
    const auto* gotKeys = view.plan(RedisClusterView::KeyPlan);
    ASSERT_TRUE(gotKeys && *gotKeys);
    EXPECT_EQ((*gotKeys)->ownerAfter, expectedKeys->ownerAfter);
    EXPECT_EQ(view.plansTable()->item(1, 0)->text(), QLocale().toString(expected->slotsMoved));
    EXPECT_EQ(view.player()->count(), int(expected->moves.size()));
    EXPECT_FALSE(view.message()->isError());
    // The scenario keeps them.
    EXPECT_EQ(lab.saveState()["redis"].value("weights", std::string()),
              third + "=0, " + second + "=2");

    // An id no master has: explained, and the plans are made with every weight 1.
    type(view.weightsEdit(), QStringLiteral("zzzz=3"));
    EXPECT_TRUE(view.message()->isError());
    EXPECT_TRUE(view.message()->text().contains(QStringLiteral("zzzz")))
        << view.message()->text().toStdString();
    const auto plain = redis::planRedisCli(*cluster, {});
    ASSERT_TRUE(plain.ok());
    EXPECT_EQ((*view.plan(RedisClusterView::CliPlan))->ownerAfter, plain->ownerAfter);
}

// An empty master added (the "add empty masters" what-if, as `--cluster add-node` leaves it) is
// online in the masters table with no slot before the plan, as CLUSTER SHARDS and CLUSTER NODES
// of Redis 7.0.15 report a node just added.
TEST(RingRedisWhatIf, AnAddedEmptyMasterIsOnlineWithNoSlots) {
    RingLab lab;
    lab.resize(1280, 720);
    lab.show();
    lab.model()->waitIdle();
    nlohmann::json state = lab.saveState();
    state["redis"] = {{"nodes", nodesFixture()}, {"slot_keys", {{0, 16383, 2}}}, {"add_empty", 1}};
    ASSERT_EQ(lab.loadState(state).toStdString(), "");
    RedisClusterView& view = *lab.redisView();
    QTableWidget* masters = view.mastersTable();
    ASSERT_EQ(masters->rowCount(), 4);
    EXPECT_EQ(masters->item(3, 0)->text(), QStringLiteral("new-1"));
    EXPECT_EQ(masters->item(3, 1)->text(), QStringLiteral("online"));
    EXPECT_EQ(masters->item(3, 2)->text(), QStringLiteral("0"));
    // After redis-cli's plan (with empty masters, as the what-if asks) it holds a quarter.
    view.player()->toEnd();
    EXPECT_EQ(masters->item(3, 1)->text(), QStringLiteral("online"));
    EXPECT_EQ(masters->item(3, 2)->text(), QLocale().toString(4096));
}

} // namespace

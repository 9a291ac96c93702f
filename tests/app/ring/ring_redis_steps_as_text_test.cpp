// Issue 31's accessible steps in the ring lab's Redis Cluster view (issue 32): while a cluster is
// on show, the step keys move the view's own player, a screen reader hears each move's caption,
// and "Steps as text" (the View menu's key) lists the stepped plan's moves, one row each, with the
// move on the circle selected; a row chosen steps the circle there.
#include "labs/ring/redis_cluster_view.h"
#include "labs/ring/ring_lab.h"
#include "support/step_access.h"

#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_rebalance.h"

#include <QFile>

namespace {

using namespace hashlab;
using namespace hashlab::app;
using hashlab::app::testing::LabOnScreen;
using hashlab::app::testing::StepAccess;
namespace redis = hashlab::ring::redis;

std::string nodesFixture() {
    QFile f(QStringLiteral(HASHLAB_SOURCE_DIR "/tests/fixtures/redis/replicas_nodes.txt"));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return f.readAll().toStdString();
}

TEST(RingRedisStepsAsText, TheMovesCaptionAndTableFollowTheViewsPlayer) {
    LabOnScreen<RingLab> screen("ring");
    RingLab* lab = screen.lab;
    // Three masters, C's first thousand slots hot (20 keys each): redis-cli's plan moves slots.
    nlohmann::json state = lab->saveState();
    state["redis"] = {{"nodes", nodesFixture()},
                      {"slot_keys", {{0, 12287, 1}, {12288, 13311, 20}, {13312, 16383, 2}}}};
    ASSERT_EQ(lab->loadState(state).toStdString(), "");
    ASSERT_TRUE(lab->redisShown());
    RedisClusterView& view = *lab->redisView();
    ASSERT_EQ(lab->stepPlayer(), view.player());
    StepAccess& a = screen.access;
    a.player = lab->stepPlayer();

    // The plan the player steps, made by core on its own.
    auto cluster = redis::parseClusterNodes(nodesFixture());
    ASSERT_TRUE(cluster.ok());
    cluster.value().slotKeys.assign(redis::kSlots, 1);
    for (std::uint32_t s = 12288; s < redis::kSlots; ++s)
        cluster.value().slotKeys[s] = s <= 13311 ? 20 : 2;
    const auto cli = redis::planRedisCli(*cluster, {});
    ASSERT_TRUE(cli.ok());
    const int moves = static_cast<int>(cli->moves.size());
    ASSERT_GT(moves, 1);
    const QLocale loc;

    a.press(Qt::Key_Home);
    EXPECT_EQ(a.name(), view.caption()->text());
    EXPECT_EQ(a.description(), QStringLiteral("Step 0 of %1").arg(moves));
    a.press(Qt::Key_Right);
    EXPECT_EQ(view.player()->index(), 1);
    EXPECT_TRUE(a.name().contains(QStringLiteral("move 1 of %1").arg(moves)))
        << a.name().toStdString();
    EXPECT_EQ(a.name(), view.caption()->text());
    EXPECT_EQ(a.description(), QStringLiteral("Step 1 of %1").arg(moves));

    QTableWidget* table = a.openTable();
    ASSERT_NE(table, nullptr);
    ASSERT_EQ(StepAccess::rows(table), moves);
    for (int r = 0; r < moves; ++r) {
        const redis::PlanMove& move = cli->moves[std::size_t(r)];
        EXPECT_TRUE(StepAccess::cell(table, r, 0)
                        .startsWith(QStringLiteral("move %1 of %2: ").arg(r + 1).arg(moves)));
        EXPECT_EQ(StepAccess::cell(table, r, 2),
                  QStringLiteral("%1 slots, %2 keys")
                      .arg(loc.toString(qulonglong(move.slotIds.size())),
                           loc.toString(qulonglong(move.keys))));
    }
    // The last move leaves the balance the plans table gives for the whole plan.
    EXPECT_EQ(StepAccess::cell(table, moves - 1, 3),
              QStringLiteral("keys max/mean after: %1").arg(view.plansTable()->item(4, 0)->text()));
    EXPECT_EQ(StepAccess::selectedRow(table), 0);
    a.press(Qt::Key_End);
    EXPECT_EQ(StepAccess::selectedRow(table), moves - 1);

    StepAccess::clickRow(table, 0);
    EXPECT_EQ(view.player()->index(), 1);
    EXPECT_EQ(a.name(), view.caption()->text());
    // The ring's own player, hidden under the view, opened nothing.
    EXPECT_EQ(lab->player()->stepsAsText(), nullptr);
}

} // namespace

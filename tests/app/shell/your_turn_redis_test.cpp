// Issue 31's Your turn in the ring lab, taken over by a Redis Cluster: File → Import Redis
// Cluster… (redis-cli's output in a file) or File → Connect to Redis Cluster… (a real one-master
// cluster on a loopback port of its own) while a student works ends the exercise and leaves the
// cluster shown, as a file or a lesson opened then does: Stop and Esc put nothing back over it.
// A dialog cancelled changes nothing and the exercise goes on.
#include "labs/ring/redis_cluster_dialogs.h"
#include "labs/ring/ring_lab.h"
#include "support/import_driver.h"
#include "support/redis_cluster_fixture.h"
#include "support/your_turn_driver.h"

#include "hashlab/ring/redis_live_reader.h"

#include <QAction>
#include <QLineEdit>
#include <QTimer>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::app::testing::YourTurnWindow;

RingLab* ring(YourTurnWindow& w) {
    return qobject_cast<RingLab*>(w.window.lab(QStringLiteral("ring")));
}

// The lab's File menu item `name`, triggered with `drive` run on its dialog once it is open.
template <typename Dialog, typename Drive>
void triggerWith(YourTurnWindow& w, const char* name, Drive drive) {
    auto* action = w.window.findChild<QAction*>(QString::fromLatin1(name));
    ASSERT_NE(action, nullptr) << name;
    QTimer::singleShot(0, [drive] {
        if (auto* d = qobject_cast<Dialog*>(QApplication::activeModalWidget()))
            drive(*d);
    });
    action->trigger();
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents();
}

// After the cluster took the lab over: the exercise is over and nothing puts its state back.
void expectTheClusterStays(YourTurnWindow& w) {
    ASSERT_TRUE(QTest::qWaitFor([&] { return !w.bar()->active(); }));
    EXPECT_FALSE(w.bar()->isVisible());
    ASSERT_TRUE(ring(w)->redisShown());
    const nlohmann::json cluster = ring(w)->saveState();
    ASSERT_TRUE(cluster.contains("redis"));
    w.bar()->stop();
    w.press(Qt::Key_Escape);
    QApplication::processEvents();
    EXPECT_TRUE(ring(w)->redisShown());
    EXPECT_EQ(ring(w)->saveState(), cluster);
}

TEST(YourTurnTakenOver, ARedisClusterImportedMidExerciseEndsItAndStays) {
    YourTurnWindow w;
    ASSERT_EQ(w.startExercise("ring", "owner", 5, 1), QString());
    ASSERT_FALSE(ring(w)->redisShown());
    // Cancelled: the exercise goes on.
    triggerWith<RedisImportDialog>(w, "importRedisCluster",
                                   [](RedisImportDialog& d) { d.reject(); });
    EXPECT_TRUE(w.bar()->active());
    EXPECT_FALSE(ring(w)->redisShown());
    // redis-cli's `cluster nodes` of three masters with replicas.
    const QString path =
        QStringLiteral(HASHLAB_SOURCE_DIR "/tests/fixtures/redis/replicas_nodes.txt");
    triggerWith<RedisImportDialog>(w, "importRedisCluster", [path](RedisImportDialog& d) {
        hashlab::test::importFile(d, path);
    });
    expectTheClusterStays(w);
}

TEST(YourTurnTakenOver, ARedisClusterConnectedMidExerciseEndsItAndStays) {
    if (!hashlab::ring::redis::canReadLive())
        GTEST_SKIP() << "built without hiredis";
    if (!hashlab::testing::haveRedisServer())
        GTEST_SKIP() << "redis-server or redis-cli is not installed";
    hashlab::testing::RedisCluster cluster({16384});
    ASSERT_EQ(cluster.error(), "");
    YourTurnWindow w;
    ASSERT_EQ(w.startExercise("ring", "moved", 5, 1), QString());
    const QString address = QString::fromStdString(cluster.entry());
    triggerWith<RedisConnectDialog>(w, "connectRedisCluster", [address](RedisConnectDialog& d) {
        d.addressEdit()->setText(address);
        QTest::mouseClick(d.connectButton(), Qt::LeftButton);
        d.job()->wait();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    });
    expectTheClusterStays(w);
}

} // namespace

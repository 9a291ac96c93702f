// The ring lab's Redis Cluster view, driven as a user drives it: redis-cli's output imported
// through its dialog (a bad line named, a file over 16 MiB refused, the cluster shown kept), the
// slot circle and heat strip read back pixel by pixel at a slot's angle, both plans beside each
// other checked against core's planners run here on their own, a plan stepped move by move on
// the circle, saved as a script, and the view in a scenario without any password.
#include "labs/ring/redis_cluster_dialogs.h"
#include "labs/ring/redis_cluster_view.h"
#include "labs/ring/redis_heat_strip.h"
#include "labs/ring/redis_slot_circle.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/inline_message.h"
#include "shell/step_player.h"
#include "shell/theme.h"
#include "support/import_driver.h"

#include "hashlab/ring/redis_key_plan.h"
#include "hashlab/ring/redis_live_reader.h"
#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_rebalance.h"

#include <QFile>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;
namespace redis = hashlab::ring::redis;

QByteArray fixture(const char* name) {
    QFile f(QStringLiteral(HASHLAB_SOURCE_DIR "/tests/fixtures/redis/") + QString::fromUtf8(name));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << name;
    return f.readAll();
}

void settle() {
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

struct Lab {
    RingLab lab;
    Lab() {
        lab.resize(1280, 720);
        lab.show();
        lab.model()->waitIdle();
        settle();
    }
    RedisClusterView& view() { return *lab.redisView(); }
    // File → Import Redis Cluster… with this text in a file; the dialog's message.
    QString import(const QTemporaryDir& dir, const char* name, const QByteArray& text,
                   bool* accepted = nullptr) {
        RedisImportDialog d(
            [this](redis::ClusterState s, const QString& from) {
                lab.showRedisCluster(std::move(s), from);
            },
            &lab);
        hashlab::test::importFile(d, hashlab::test::writeImportFile(dir, name, text));
        settle();
        if (accepted)
            *accepted = d.result() == QDialog::Accepted;
        return d.message()->isError() ? d.message()->text() : QString();
    }
};

QColor pixel(QWidget* w, QPointF at) {
    return w->grab().toImage().pixelColor(at.toPoint());
}

int distance(QColor a, QColor b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
           std::abs(a.blue() - b.blue());
}

// A layout with keys: A holds 0-8191 (1 key a slot), B 8192-12287 (1), C 12288-16383 with the
// hot slots 12288-13311 (20 keys each) and 2 keys in the rest.
nlohmann::json skewed() {
    const QByteArray nodes = fixture("replicas_nodes.txt");
    nlohmann::json j;
    j["nodes"] = nodes.toStdString();
    j["slot_keys"] = {{0, 12287, 1}, {12288, 13311, 20}, {13312, 16383, 2}};
    return j;
}

TEST(RingRedisView, AnImportedClusterIsDrawnOnTheSlotCircleInItsMastersColours) {
    QTemporaryDir dir;
    Lab l;
    EXPECT_FALSE(l.lab.redisShown());
    ASSERT_EQ(l.import(dir, "nodes.txt", fixture("replicas_nodes.txt")).toStdString(), "");
    ASSERT_TRUE(l.lab.redisShown());
    EXPECT_EQ(l.lab.canvasPart(), l.view().circle());
    EXPECT_EQ(l.lab.stepPlayer(), l.view().player());
    // The fixture read by core on its own: the view holds the same layout.
    auto expected = redis::parseClusterNodes(fixture("replicas_nodes.txt").toStdString());
    ASSERT_TRUE(expected.ok());
    EXPECT_TRUE(l.view().cluster().sameLayout(*expected));
    ASSERT_EQ(l.view().mastersTable()->rowCount(), 3);
    // Every slot's middle, on the ring, has its owner's colour (sampled every 97 slots).
    const QImage image = l.view().circle()->grab().toImage();
    const ThemePalette& pal = ThemeManager::instance().palette();
    int checked = 0;
    for (std::uint32_t s = 40; s < redis::kSlots; s += 97) {
        const std::uint32_t o = expected->owner[s];
        // Skip slots next to a range border (the border line is drawn there).
        if (s > 0 && (expected->owner[s - 40] != o ||
                      expected->owner[std::min(s + 40, redis::kSlots - 1)] != o))
            continue;
        const QColor got = image.pixelColor(l.view().circle()->slotPoint(s).toPoint());
        EXPECT_LT(distance(got, pal.seriesColor(int(o))), 40)
            << "slot " << s << " owner " << o << " drawn " << got.name().toStdString();
        ++checked;
    }
    EXPECT_GT(checked, 100);
    // Text has no key counts: the heat strip says so, HashLab's plan asks for them.
    EXPECT_EQ(l.view().plan(RedisClusterView::KeyPlan), nullptr);
}

TEST(RingRedisView, OpenSlotsAreMarkedOutsideTheRing) {
    QTemporaryDir dir;
    Lab l;
    ASSERT_EQ(l.import(dir, "open.txt", fixture("open_slots_nodes.txt")).toStdString(), "");
    const auto& open = l.view().cluster().openSlots;
    ASSERT_FALSE(open.empty());
    const ThemePalette& pal = ThemeManager::instance().palette();
    // Just outside the ring's outer edge at the open slot's angle: the mark's colour.
    const QPointF at = l.view().circle()->slotPoint(open.front().slot, 1.25);
    EXPECT_LT(distance(pixel(l.view().circle(), at), pal.bad), 60);
    // redis-cli refuses to rebalance such a cluster: the plans table says why.
    const QString why = l.view().plansTable()->item(5, 0)->text();
    EXPECT_TRUE(why.contains(QStringLiteral("open slots"))) << why.toStdString();
}

TEST(RingRedisView, ABadLineIsNamedAndTheClusterShownStays) {
    QTemporaryDir dir;
    Lab l;
    ASSERT_EQ(l.import(dir, "nodes.txt", fixture("replicas_nodes.txt")).toStdString(), "");
    const redis::ClusterState before = l.view().cluster();
    QByteArray bad = fixture("replicas_nodes.txt");
    bad.insert(bad.indexOf('\n') + 1, "this is not a node line at all\n");
    bool accepted = true;
    const QString error = l.import(dir, "bad.txt", bad, &accepted);
    EXPECT_FALSE(accepted);
    EXPECT_TRUE(error.contains(QStringLiteral("line 2"))) << error.toStdString();
    EXPECT_TRUE(l.view().cluster().sameLayout(before));
    EXPECT_TRUE(l.lab.redisShown());
}

TEST(RingRedisView, AFileOver16MiBIsRefusedBeforeItIsRead) {
    QTemporaryDir dir;
    Lab l;
    const QString path = dir.filePath(QStringLiteral("huge.txt"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    ASSERT_TRUE(f.resize(qint64(redis::kMaxClusterFileBytes) + 1));
    f.close();
    RedisImportDialog d([&](redis::ClusterState s, const QString& from) {
        l.lab.showRedisCluster(std::move(s), from);
    });
    hashlab::test::importFile(d, path);
    settle();
    EXPECT_TRUE(d.message()->isError());
    EXPECT_TRUE(d.message()->text().contains(QStringLiteral("limit")))
        << d.message()->text().toStdString();
    EXPECT_FALSE(l.lab.redisShown());
}

TEST(RingRedisView, BothPlansSideBySideEqualCoresAndStepOnTheCircle) {
    Lab l;
    nlohmann::json state = l.lab.saveState();
    state["redis"] = skewed();
    ASSERT_EQ(l.lab.loadState(state).toStdString(), "");
    ASSERT_TRUE(l.lab.redisShown());
    RedisClusterView& v = l.view();
    // Core's planners on the same cluster, run here.
    auto cluster = redis::parseClusterNodes(skewed()["nodes"].get<std::string>());
    ASSERT_TRUE(cluster.ok());
    cluster.value().slotKeys.assign(redis::kSlots, 1);
    for (std::uint32_t s = 12288; s < redis::kSlots; ++s)
        cluster.value().slotKeys[s] = s <= 13311 ? 20 : 2;
    const auto cli = redis::planRedisCli(*cluster, {});
    const auto keys = redis::planKeys(*cluster, {});
    ASSERT_TRUE(cli.ok() && keys.ok());
    const QLocale loc;
    EXPECT_EQ(v.plansTable()->item(1, 0)->text(), loc.toString(cli->slotsMoved));
    EXPECT_EQ(v.plansTable()->item(2, 0)->text(), loc.toString(qulonglong(cli->keysMoved)));
    EXPECT_EQ(v.plansTable()->item(1, 1)->text(), loc.toString(keys->slotsMoved));
    EXPECT_EQ(v.plansTable()->item(2, 1)->text(), loc.toString(qulonglong(keys->keysMoved)));

    // Step redis-cli's plan: the first move's slots change colour on the circle.
    ASSERT_EQ(v.player()->count(), int(cli->moves.size()));
    ASSERT_FALSE(cli->moves.empty());
    const redis::PlanMove& first = cli->moves.front();
    const std::uint32_t slot = first.slotIds[first.slotIds.size() / 2];
    const ThemePalette& pal = ThemeManager::instance().palette();
    v.player()->setIndex(0);
    settle();
    EXPECT_LT(
        distance(pixel(v.circle(), v.circle()->slotPoint(slot)), pal.seriesColor(int(first.from))),
        40);
    v.player()->setIndex(1);
    settle();
    EXPECT_LT(
        distance(pixel(v.circle(), v.circle()->slotPoint(slot)), pal.seriesColor(int(first.to))),
        40);
    EXPECT_TRUE(v.caption()->text().contains(QStringLiteral("move 1 of")))
        << v.caption()->text().toStdString();

    // The other plan steps its own moves.
    v.planBox()->setCurrentIndex(RedisClusterView::KeyPlan);
    settle();
    EXPECT_EQ(v.player()->count(), int(keys->moves.size()));
}

TEST(RingRedisView, TheHeatStripShowsTheHotSlotsInTheirMastersColour) {
    Lab l;
    nlohmann::json state = l.lab.saveState();
    state["redis"] = skewed();
    ASSERT_EQ(l.lab.loadState(state).toStdString(), "");
    RedisHeatStrip* strip = l.view().heatStrip();
    const QImage image = strip->grab().toImage();
    const QRectF area = strip->plotArea();
    const ThemePalette& pal = ThemeManager::instance().palette();
    // Near the top of the plot: the hot slots (12288-13311, C: master 0 of the fixture's order
    // is 33001; C is the third) reach it, the cold ones (0-8191) do not.
    const auto column = [&](std::uint32_t s) {
        return area.left() + area.width() * (s + 0.5) / redis::kSlots;
    };
    const double nearTop = area.top() + area.height() * 0.1;
    const std::uint32_t hotOwner = l.view().cluster().owner[12800];
    EXPECT_LT(distance(image.pixelColor(QPointF(column(12800), nearTop).toPoint()),
                       pal.seriesColor(int(hotOwner))),
              40);
    EXPECT_LT(distance(image.pixelColor(QPointF(column(4000), nearTop).toPoint()), pal.surface),
              40);
}

TEST(RingRedisView, TheScenarioKeepsTheClusterAndTheStepButNoPassword) {
    Lab l;
    nlohmann::json state = l.lab.saveState();
    state["redis"] = skewed();
    state["redis"]["step"] = 1;
    ASSERT_EQ(l.lab.loadState(state).toStdString(), "");
    const nlohmann::json saved = l.lab.saveState();
    ASSERT_TRUE(saved.contains("redis"));
    EXPECT_EQ(saved["redis"]["step"], 1);
    EXPECT_EQ(saved.dump().find("password"), std::string::npos);
    Lab other;
    ASSERT_EQ(other.lab.loadState(saved).toStdString(), "");
    EXPECT_TRUE(other.view().cluster().sameLayout(l.view().cluster()));
    EXPECT_EQ(other.view().cluster().slotKeys, l.view().cluster().slotKeys);
    EXPECT_EQ(other.view().player()->index(), 1);
    // Back to the ring: the scenario has no cluster any more.
    QTest::mouseClick(other.view().backButton(), Qt::LeftButton);
    settle();
    EXPECT_FALSE(other.lab.redisShown());
    EXPECT_FALSE(other.lab.saveState().contains("redis"));
    // A bad cluster in a scenario is refused with its field, and nothing changes.
    nlohmann::json bad = saved;
    bad["redis"]["slot_keys"] = {{5, 2, 1}};
    EXPECT_TRUE(l.lab.loadState(bad).startsWith(QStringLiteral("redis.slot_keys")));
    EXPECT_EQ(l.lab.saveState(), saved);
}

TEST(RingRedisView, TheStatusLineIsTheClustersWhileItIsShown) {
    Lab l;
    QSignalSpy status(&l.lab, &LabPage::statusMessage);
    nlohmann::json state = l.lab.saveState();
    state["redis"] = skewed();
    ASSERT_EQ(l.lab.loadState(state).toStdString(), "");
    // The ring's own snapshot of the state arrives after the view: it must not take the line.
    l.lab.model()->waitIdle();
    settle();
    ASSERT_FALSE(status.isEmpty());
    EXPECT_EQ(status.last().at(0).toString(), l.view().headline()->text());
    QTest::mouseClick(l.view().backButton(), Qt::LeftButton);
    settle();
    EXPECT_EQ(status.last().at(0).toString(), l.lab.counterText());
}

TEST(RingRedisView, TheSteppedPlanIsSavedAsTheScript) {
    QTemporaryDir dir;
    Lab l;
    nlohmann::json state = l.lab.saveState();
    state["redis"] = skewed();
    state["redis"]["plan"] = "keys";
    ASSERT_EQ(l.lab.loadState(state).toStdString(), "");
    const QString path = dir.filePath(QStringLiteral("plan.sh"));
    ASSERT_EQ(l.view().saveScript(path).toStdString(), "");
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray script = f.readAll();
    EXPECT_TRUE(script.startsWith("#!")) << script.left(80).toStdString();
    EXPECT_TRUE(script.contains("SETSLOT"));
    EXPECT_TRUE(script.contains("127.0.0.1:33003")); // the hot master gives
    EXPECT_TRUE(f.permissions() & QFileDevice::ExeOwner);
}

TEST(RingRedisView, ARefusedConnectionIsOneSentenceAndNothingChanges) {
    if (!redis::canReadLive())
        GTEST_SKIP() << "built without hiredis";
    QTemporaryDir dir;
    Lab l;
    ASSERT_EQ(l.import(dir, "nodes.txt", fixture("replicas_nodes.txt")).toStdString(), "");
    const redis::ClusterState before = l.view().cluster();
    RedisConnectDialog d([&](redis::ClusterState s, const QString& from) {
        l.lab.showRedisCluster(std::move(s), from);
    });
    // Port 1 on loopback: nothing listens there without root.
    d.addressEdit()->setText(QStringLiteral("127.0.0.1:1"));
    d.passwordEdit()->setText(QStringLiteral("secret"));
    QTest::mouseClick(d.connectButton(), Qt::LeftButton);
    d.job()->wait();
    settle();
    EXPECT_TRUE(d.message()->isError());
    EXPECT_FALSE(d.message()->text().isEmpty());
    EXPECT_TRUE(l.view().cluster().sameLayout(before));
    // A bad address is refused before anything runs.
    d.addressEdit()->setText(QStringLiteral("no port here"));
    QTest::mouseClick(d.connectButton(), Qt::LeftButton);
    EXPECT_TRUE(d.message()->isError());
}

} // namespace

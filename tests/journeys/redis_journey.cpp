// An engineer connects the window to their own Redis Cluster (issue 32), with real X input at
// 1280×720: File → Connect to Redis Cluster…, the node's address typed, Connect. The cluster is a
// real one (three redis-server processes on free loopback ports, tests/support/
// redis_cluster_fixture.h) with keys written unevenly; the window must show its masters, their
// key totals as each server's DBSIZE gives them, and step redis-cli's plan with the step keys. A
// connection refused is one sentence in the dialog and the cluster shown stays. Skipped, as the
// other `redis` tests are, where redis-server is not installed.
#include "journeys/driver.h"
#include "support/redis_cluster_fixture.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace journeys;

namespace {

bool modalOpen(Session& s) {
    return s.state().contains(QStringLiteral("modal"));
}

QJsonObject named(Session& s, const QString& cls, const QString& name, const QString& within = {}) {
    for (const QJsonObject& w : s.findAll(cls, within))
        if (w.value(QStringLiteral("name")).toString() == name)
            return w;
    return {};
}

// File → Connect to Redis Cluster…, `address` typed, Connect clicked.
bool connectTo(Session& s, const QString& address) {
    if (!s.chooseMenu({QStringLiteral("File"), QStringLiteral("Connect to Redis Cluster…")}))
        return false;
    if (!s.waitFor([&] { return modalOpen(s); }))
        return false;
    const QString dialog = QStringLiteral("RedisConnectDialog");
    s.replaceText(named(s, QStringLiteral("QLineEdit"), QStringLiteral("redisAddress"), dialog),
                  address);
    s.click(s.find(QStringLiteral("QPushButton"), QStringLiteral("Connect"), dialog));
    return true;
}

QStringList tableRows(Session& s, const QString& header) {
    for (const QJsonObject& w : s.findAll(QStringLiteral("QTableWidget"))) {
        QStringList rows;
        for (const auto& r : w.value(QStringLiteral("rows")).toArray())
            rows << r.toString();
        if (!rows.isEmpty() && rows.join(QLatin1Char('\n')).contains(header))
            return rows;
    }
    return {};
}

} // namespace

TEST(RedisJourney, TheWindowConnectsToARealClusterAndStepsItsRebalance) {
    if (!hashlab::testing::haveRedisServer())
        GTEST_SKIP() << "redis-server or redis-cli is not installed";
    // Skewed slots (8,192 on the first master) and keys: redis-cli has moves to make.
    hashlab::testing::RedisCluster cluster({8192, 4096, 4096});
    ASSERT_TRUE(cluster.error().empty()) << cluster.error();
    std::map<std::string, std::string> keys;
    for (int i = 0; i < 600; ++i)
        keys["user:" + std::to_string(i)] = "v" + std::to_string(i);
    ASSERT_TRUE(cluster.write(keys));

    Session s({QStringLiteral("redis"),
               1280,
               720,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("ring")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();

    ASSERT_TRUE(connectTo(s, QString::fromStdString(cluster.entry())));
    ASSERT_TRUE(s.waitFor([&] { return !modalOpen(s); }, 20000))
        << "the dialog stayed open: "
        << s.find(QStringLiteral("InlineMessage"))
               .value(QStringLiteral("text"))
               .toString()
               .toStdString();
    // The slot circle is the lab's canvas now.
    ASSERT_TRUE(s.waitFor([&] {
        const auto canvases = s.canvases();
        return !canvases.isEmpty() && canvases.front().name == QLatin1String("RedisSlotCircle");
    }));
    // Every master, by address, with its DBSIZE as its keys.
    const QStringList rows = tableRows(s, QStringLiteral("127.0.0.1:"));
    ASSERT_EQ(rows.size(), 3) << rows.join(QLatin1Char('|')).toStdString();
    for (std::size_t i = 0; i < 3; ++i) {
        const auto& node = cluster.nodes()[i];
        std::string dbsize = cluster.cli(i, {"DBSIZE"});
        dbsize.erase(std::remove_if(dbsize.begin(), dbsize.end(), ::isspace), dbsize.end());
        const QString want = QString::fromStdString(node.address());
        bool found = false;
        for (const QString& row : rows) {
            const QStringList cells = row.split(QLatin1Char('\t'));
            if (cells.size() > 3 && cells[0] == want) {
                found = true;
                EXPECT_EQ(QString(cells[3]).remove(QLatin1Char(',')).toStdString(), dbsize)
                    << row.toStdString();
            }
        }
        EXPECT_TRUE(found) << node.address() << " not in "
                           << rows.join(QLatin1Char('|')).toStdString();
    }
    s.screenshot(QStringLiteral("connected"));

    // redis-cli's plan: the first master gives; the step keys walk it.
    const int moves = s.playerCount();
    ASSERT_GT(moves, 0);
    EXPECT_TRUE(s.stepKey(QStringLiteral("Right"), 1));
    EXPECT_TRUE(s.stepKey(QStringLiteral("End"), moves));
    s.screenshot(QStringLiteral("stepped"));

    // A node nobody listens on: one sentence, the dialog stays, the cluster shown stays.
    cluster.kill(2);
    ASSERT_TRUE(connectTo(s, QString::fromStdString(cluster.nodes()[2].address())));
    QString message;
    EXPECT_TRUE(s.waitFor(
        [&] {
            message =
                s.find(QStringLiteral("InlineMessage"), {}, QStringLiteral("RedisConnectDialog"))
                    .value(QStringLiteral("text"))
                    .toString();
            return !message.isEmpty() && !message.startsWith(QLatin1String("Reading"));
        },
        15000))
        << message.toStdString();
    EXPECT_TRUE(modalOpen(s));
    s.screenshot(QStringLiteral("refused"));
    s.key(QStringLiteral("Escape"));
    EXPECT_TRUE(s.waitFor([&] { return !modalOpen(s); }));
    EXPECT_EQ(tableRows(s, QStringLiteral("127.0.0.1:")).size(), 3);
    EXPECT_TRUE(s.appAlive());
}

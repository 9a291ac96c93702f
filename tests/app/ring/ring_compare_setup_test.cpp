// Issue 30, item 2: the Compare view compares what the lab shows, failed nodes, replicas and
// racks included. A user sets R = 3, types racks, turns rack-aware on, fails two nodes and adds
// one; each compared algorithm's row then gives the numbers `hashlab ring --algo <it> --fail ...
// --replicas 3 --racks ... --rack-aware --add ...` prints, and a row that cannot honour part of
// the setup says so in the view.
#include "labs/ring/ring_compare_view.h"
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "ring_form_driver.h"
#include "shell/background_job.h"

#include "support/run_json.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

void settle(RingLab& lab) {
    hashlab::app::testing::settleRing(lab);
}

void select(RingControls* c, const QString& name) {
    hashlab::app::testing::selectNode(c, name);
}

QString rackOf(int i) {
    return QStringLiteral("r%1").arg(i % 3);
}

int column(QTableWidget* t, const QString& header) {
    for (int c = 0; c < t->columnCount(); ++c)
        if (t->horizontalHeaderItem(c) && t->horizontalHeaderItem(c)->text() == header)
            return c;
    return -1;
}

TEST(RingCompareSetup, FailedNodesReplicasAndRacksAreComparedAsTheCommandLineCountsThem) {
    RingState s;
    s.config.vnodes = 40;
    for (int i = 1; i <= 8; ++i)
        s.config.nodes.push_back({"cache0" + std::to_string(i), 1});
    s.keyCount = 4000;
    s.workload.on = true;
    s.workload.kind = ring::Workload::Kind::Zipf;
    s.workload.s = 0.99;
    s.workload.requests = 50'000;
    s.workload.seed = 3;
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    lab.resize(1400, 900);
    lab.show();
    settle(lab);

    // As a user: R = 3, a rack per node, rack-aware, two nodes failed, one node added.
    RingControls* c = lab.controls();
    c->replicasBox()->setFocus();
    c->replicasBox()->selectAll();
    QTest::keyClicks(c->replicasBox(), QStringLiteral("3"));
    QTest::keyClick(c->replicasBox(), Qt::Key_Enter);
    settle(lab);
    for (int i = 1; i <= 8; ++i) {
        select(c, QStringLiteral("cache0%1").arg(i));
        c->rackEdit()->setFocus();
        c->rackEdit()->selectAll();
        QTest::keyClicks(c->rackEdit(), rackOf(i));
        QTest::keyClick(c->rackEdit(), Qt::Key_Return);
        settle(lab);
    }
    QTest::mouseClick(c->rackAwareBox(), Qt::LeftButton, {},
                      QPoint(6, c->rackAwareBox()->height() / 2));
    settle(lab);
    for (const char* name : {"cache01", "cache05"}) {
        select(c, QString::fromLatin1(name));
        QTest::mouseClick(c->failButton(), Qt::LeftButton);
        settle(lab);
    }
    c->nameEdit()->clear();
    QTest::keyClicks(c->nameEdit(), QStringLiteral("cache09"));
    QTest::mouseClick(c->addButton(), Qt::LeftButton);
    settle(lab);
    const RingState& now = lab.model()->state();
    ASSERT_EQ(now.replicas, 3);
    ASSERT_TRUE(now.rackAware);
    ASSERT_EQ(now.failed, (std::vector<std::string>{"cache01", "cache05"}));
    ASSERT_EQ(now.config.nodes.size(), 9u);

    RingCompareView* v = lab.compareView();
    v->job()->wait();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QTableWidget* t = v->table();
    const auto& rows = v->rows();
    ASSERT_EQ(t->rowCount(), static_cast<int>(rows.size()));
    const int copiesColumn = column(t, QStringLiteral("Copies moved"));
    ASSERT_GE(copiesColumn, 0) << "no copies-moved column with R = 3";
    EXPECT_FALSE(t->isColumnHidden(copiesColumn));

    // The caption says what every row was given: the failures stay failures (9 → 9 nodes would
    // read 7 → 8 with the failed nodes dropped).
    QString all;
    for (QLabel* l : v->findChildren<QLabel*>())
        all += l->text() + QLatin1Char('\n');
    EXPECT_TRUE(all.contains(QStringLiteral("(8 → 9 nodes)"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("failed nodes 2 → 2"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("3 copies per key"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("rack-aware over 4 racks"))) << all.toStdString();

    std::string nodes, racks;
    for (int i = 1; i <= 8; ++i) {
        nodes += (i > 1 ? "," : "") + std::string("cache0") + std::to_string(i);
        racks += (i > 1 ? "," : "") + std::string("cache0") + std::to_string(i) + ":" +
                 rackOf(i).toStdString();
    }
    const QLocale loc;
    auto pct = [&](double f) { return loc.toString(100.0 * f, 'f', 1) + QStringLiteral(" %"); };
    int checked = 0;
    for (int r = 0; r < t->rowCount(); ++r) {
        const ring::CompareRow& row = rows[static_cast<std::size_t>(r)];
        if (row.algo == ring::Algo::RedisCluster) {
            // It cannot fail a master in place: the row refuses and says why, in the view.
            EXPECT_FALSE(row.refused.empty());
            EXPECT_TRUE(all.contains(QStringLiteral("redis-cluster cannot make this change")))
                << all.toStdString();
            continue;
        }
        if (row.algo == ring::Algo::Bounded) {
            // One copy by capacity: the row says R = 3 and the racks are not used.
            EXPECT_EQ(t->item(r, 0)->text(), QStringLiteral("bounded *"));
            EXPECT_TRUE(all.contains(QStringLiteral("* bounded: bounded places one copy")))
                << all.toStdString();
            EXPECT_EQ(t->item(r, copiesColumn)->text(), QStringLiteral("—"));
            continue;
        }
        if (row.algo == ring::Algo::Ketama || row.algo == ring::Algo::Cassandra)
            continue; // their command lines place their own points (ring_compare_columns_test)
        ASSERT_TRUE(row.refused.empty()) << r;
        EXPECT_TRUE(row.notHonoured.empty()) << r;
        std::vector<std::string> args = {"ring",
                                         "--nodes",
                                         nodes,
                                         "--algo",
                                         std::string(ring::algoName(row.algo)),
                                         "--keys",
                                         "4000",
                                         "--fail",
                                         "cache01,cache05",
                                         "--replicas",
                                         "3",
                                         "--racks",
                                         racks,
                                         "--rack-aware",
                                         "--workload",
                                         "zipf:0.99",
                                         "--requests",
                                         "50000",
                                         "--seed",
                                         "3",
                                         "--add",
                                         "cache09"};
        if (row.algo == ring::Algo::Ring)
            args.insert(args.end(), {"--vnodes", "40"});
        const nlohmann::json j = hashlab::test::runJson(args)["after"];
        ASSERT_FALSE(j.is_null()) << r;
        EXPECT_DOUBLE_EQ(row.movedFraction, j["moved_fraction"].get<double>()) << r;
        EXPECT_DOUBLE_EQ(row.idealFraction, j["ideal_fraction"].get<double>()) << r;
        EXPECT_DOUBLE_EQ(row.maxOverMean, j["max_over_mean"].get<double>()) << r;
        EXPECT_DOUBLE_EQ(row.requestMaxOverMean, j["requests"]["max_over_mean"].get<double>()) << r;
        EXPECT_EQ(row.copiesMoved, j["replicas"]["copies_moved"].get<std::int64_t>()) << r;
        // What the user reads is those numbers.
        EXPECT_EQ(t->item(r, 1)->text(), pct(j["moved_fraction"].get<double>())) << r;
        EXPECT_EQ(t->item(r, 3)->text(), loc.toString(j["max_over_mean"].get<double>(), 'f', 3));
        EXPECT_EQ(t->item(r, copiesColumn)->text(),
                  loc.toString(j["replicas"]["copies_moved"].get<qlonglong>()))
            << r;
        ++checked;
    }
    EXPECT_EQ(checked, 5); // ring, jump, rendezvous, maglev, modulo

    // The lab's own counter for its algorithm (ring) is the Ring row's.
    EXPECT_DOUBLE_EQ(rows[0].movedFraction, lab.model()->snapshot()->migration.movedFraction);
}

} // namespace

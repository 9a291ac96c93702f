// Redis Cluster's row in the Compare tab, driven as a user: switch the lab to Redis Cluster, add
// a node, remove another, open the Compare tab; the row shows the numbers of core's slot
// functions run here key by key on the table that history built.
#include "labs/ring/ring_compare_view.h"
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/background_job.h"

#include "hashlab/ring/redis_cluster.h"

#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

#include <map>

namespace {

using namespace hashlab;
using namespace hashlab::app;
namespace redis = hashlab::ring::redis;

constexpr int kKeys = 2000;

void settle(RingLab& lab) {
    lab.model()->waitIdle();
    QCoreApplication::processEvents();
}

std::vector<std::string> owners(const redis::SlotMap& map) {
    std::vector<std::string> out;
    for (int k = 0; k < kKeys; ++k)
        out.push_back(map.nodes[map.owner[redis::keySlot("key-" + std::to_string(k))]]);
    return out;
}

double moved(const redis::SlotMap& a, const redis::SlotMap& b) {
    const auto oa = owners(a), ob = owners(b);
    int n = 0;
    for (int k = 0; k < kKeys; ++k)
        n += oa[static_cast<std::size_t>(k)] != ob[static_cast<std::size_t>(k)];
    return static_cast<double>(n) / kKeys;
}

double maxOverMean(const redis::SlotMap& map, const std::vector<std::uint64_t>& perKey) {
    std::map<std::string, std::uint64_t> load;
    std::uint64_t total = 0;
    const auto o = owners(map);
    for (int k = 0; k < kKeys; ++k) {
        const std::uint64_t w = perKey.empty() ? 1 : perKey[static_cast<std::size_t>(k)];
        load[o[static_cast<std::size_t>(k)]] += w;
        total += w;
    }
    std::uint64_t top = 0;
    for (const auto& [name, l] : load)
        top = std::max(top, l);
    return static_cast<double>(top) * static_cast<double>(map.nodes.size()) /
           static_cast<double>(total);
}

TEST(RingCompareRedis, TheCompareTabShowsRedisClusterFromTheLabsSlotTable) {
    RingLab lab;
    lab.resize(1400, 900);
    lab.show();
    RingState s;
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}};
    s.keyCount = kKeys;
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    settle(lab);
    QComboBox* algo = lab.controls()->algoBox();
    // Redis Cluster is offered once, beside the algorithms of allAlgos().
    EXPECT_EQ(algo->count(), static_cast<int>(ring::allAlgos().size()) + 1);
    algo->setFocus();
    QTest::keyClicks(algo, QStringLiteral("Redis"));
    settle(lab);
    ASSERT_TRUE(lab.model()->state().isRedis());
    lab.controls()->nameEdit()->setText(QStringLiteral("D"));
    QTest::mouseClick(lab.controls()->addButton(), Qt::LeftButton);
    settle(lab);
    lab.controls()->nodeList()->setCurrentRow(0); // A
    QTest::mouseClick(lab.controls()->removeButton(), Qt::LeftButton);
    settle(lab);
    ASSERT_EQ(lab.model()->state().config.nodes.size(), 3u);

    auto* tabs = lab.findChild<QTabWidget*>();
    ASSERT_NE(tabs, nullptr);
    RingCompareView* v = lab.compareView();
    tabs->setCurrentWidget(v); // runs the comparison, as a click on the tab does
    QCoreApplication::processEvents();
    v->job()->wait();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();

    QTableWidget* t = v->table();
    ASSERT_EQ(t->rowCount(), static_cast<int>(ring::compareAlgos().size()));
    int r = 0;
    while (r < t->rowCount() && t->item(r, 0)->text() != QStringLiteral("redis-cluster"))
        ++r;
    ASSERT_LT(r, t->rowCount());

    // The history: A, B, C created, D joined (the bottom of each range), A left.
    const auto joined = *redis::addNode(*redis::createSlots({"A", "B", "C"}), "D");
    const auto left = *redis::removeNode(joined, "A");
    ring::Workload zipf;
    zipf.kind = ring::Workload::Kind::Zipf;
    zipf.s = v->workload().zipfS;
    const auto perKey =
        ring::sampleRequests(zipf, kKeys, v->workload().requests, v->workload().seed);
    const QLocale loc;
    auto pct = [&](double f) {
        return (loc.toString(100.0 * f, 'f', 1) + QStringLiteral(" %")).toStdString();
    };
    auto cell = [&](int c) { return t->item(r, c)->text().toStdString(); };
    EXPECT_EQ(cell(1), pct(moved(joined, left)));
    // The lab's own headline number for that change is the same.
    EXPECT_DOUBLE_EQ(v->rows()[static_cast<std::size_t>(r)].movedFraction,
                     lab.model()->snapshot()->migration.movedFraction);
    EXPECT_EQ(cell(2), pct(0.25)); // one of four equal nodes left
    EXPECT_EQ(cell(3), loc.toString(maxOverMean(left, {}), 'f', 3).toStdString());
    EXPECT_EQ(cell(4), loc.toString(maxOverMean(left, perKey), 'f', 3).toStdString());
    EXPECT_EQ(cell(5), pct(moved(joined, *redis::addNode(joined, ring::kJoinNodeName))));
    EXPECT_EQ(cell(6), pct(moved(joined, *redis::removeNode(joined, "D"))));
    EXPECT_EQ(cell(7), loc.toString(16384.0 * 4 / 3, 'f', 0).toStdString());
    EXPECT_TRUE(t->item(r, 7)->toolTip().contains(loc.toString(16384)));
    EXPECT_EQ(cell(8),
              loc.toString(v->rows()[static_cast<std::size_t>(r)].lookupNs, 'f', 1).toStdString());
}

TEST(RingCompareRedis, ADashSaysWhyNothingCanLeaveOneNode) {
    RingLab lab;
    RingState s;
    s.config.nodes = {{"A", 1}};
    s.keyCount = 500;
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    lab.compareView()->run();
    lab.compareView()->job()->wait();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QTableWidget* t = lab.compareView()->table();
    ASSERT_GT(t->rowCount(), 0);
    for (int r = 0; r < t->rowCount(); ++r) {
        EXPECT_EQ(t->item(r, 6)->text(), QStringLiteral("—"));
        EXPECT_FALSE(t->item(r, 6)->toolTip().isEmpty()) << r;
    }
}

} // namespace

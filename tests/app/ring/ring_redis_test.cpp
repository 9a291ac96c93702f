// Redis Cluster in the ring lab, driven as a user drives it: the slot table, its moves on a join
// and the key owners against core's redis functions run independently here (the functions
// `hashlab ring --algo redis-cluster` prints), undo and scenarios giving back the exact table
// (which depends on the history, not only on the nodes), and Redis's own reference slots as the
// lab computes and shows them.
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"

#include "hashlab/ring/redis_cluster.h"
#include "ring_test_access.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;
namespace redis = hashlab::ring::redis;

void settle(RingLab& lab) {
    lab.model()->waitIdle();
    QCoreApplication::processEvents();
}

// A lab on nodes A, B, C (ring), switched to Redis Cluster through the algorithm box.
void startRedis(RingLab& lab) {
    lab.resize(1400, 900);
    lab.show();
    RingState s;
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}};
    s.keyCount = 2000;
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    settle(lab);
    QComboBox* algo = lab.controls()->algoBox();
    algo->setFocus();
    QTest::keyClicks(algo, QStringLiteral("Redis"));
    settle(lab);
    ASSERT_TRUE(lab.model()->state().isRedis());
}

std::vector<std::string> ownerNames(const RingSnapshot& s) {
    std::vector<std::string> out;
    for (std::uint32_t o : s.owners)
        out.push_back(s.placement->config().nodes[o].name);
    return out;
}

std::vector<std::string> expectedOwners(const redis::SlotMap& map, int keys) {
    std::vector<std::string> out;
    for (int k = 0; k < keys; ++k)
        out.push_back(map.nodes[map.owner[redis::keySlot("key-" + std::to_string(k))]]);
    return out;
}

TEST(RingRedis, AJoinMovesAnEqualShareOfSlotsAndTheKeysOfThoseSlots) {
    RingLab lab;
    startRedis(lab);
    const auto created = redis::createSlots({"A", "B", "C"});
    ASSERT_TRUE(created);
    EXPECT_EQ(lab.model()->state().slotOwners, created->owner);
    EXPECT_EQ(ownerNames(*lab.model()->snapshot()), expectedOwners(*created, 2000));
    // The node list gives each node's slots; the note says who holds ⌈16384/3⌉ = 5,462.
    const QLocale loc;
    const auto counts = created->counts();
    for (int i = 0; i < 3; ++i)
        EXPECT_TRUE(lab.controls()->nodeList()->item(i)->text().contains(
            QStringLiteral("%1 slots").arg(loc.toString(counts[static_cast<std::size_t>(i)]))))
            << lab.controls()->nodeList()->item(i)->text().toStdString();
    QLabel* note = lab.controls()->findChild<QLabel*>(QStringLiteral("algoNote"));
    ASSERT_TRUE(note);
    EXPECT_TRUE(note->isVisible());
    std::string larger;
    for (std::size_t i = 0; i < counts.size(); ++i)
        if (counts[i] == redis::kSlots / 3 + 1)
            larger += (larger.empty() ? "" : ", ") + created->nodes[i];
    EXPECT_TRUE(note->text().contains(
        QStringLiteral("%1 slots: %2.")
            .arg(loc.toString(redis::kSlots / 3 + 1), QString::fromStdString(larger))))
        << note->text().toStdString();

    lab.controls()->nameEdit()->setText(QStringLiteral("D"));
    QTest::mouseClick(lab.controls()->addButton(), Qt::LeftButton);
    settle(lab);
    const auto joined = redis::addNode(*created, "D");
    ASSERT_TRUE(joined);
    const auto snap = lab.model()->snapshot();
    ASSERT_TRUE(snap->hasChange);
    EXPECT_EQ(lab.model()->state().slotOwners, joined->owner);
    EXPECT_EQ(ownerNames(*snap), expectedOwners(*joined, 2000));
    std::uint32_t moved = 0;
    for (const redis::SlotMove& m : redis::slotMoves(*created, *joined)) {
        EXPECT_EQ(m.to, "D");
        moved += m.count;
    }
    EXPECT_EQ(snap->slotsMoved(), moved);
    // Keys move exactly when their slot does.
    std::uint64_t keysMoved = 0;
    const auto before = expectedOwners(*created, 2000), after = expectedOwners(*joined, 2000);
    for (std::size_t k = 0; k < before.size(); ++k)
        keysMoved += before[k] != after[k];
    EXPECT_EQ(snap->migration.moved, keysMoved);
    const QString text = lab.counterText();
    EXPECT_TRUE(text.contains(QStringLiteral("slots moved: %1 of %2 (%3 %)")
                                  .arg(loc.toString(moved), loc.toString(redis::kSlots),
                                       loc.toString(100.0 * moved / redis::kSlots, 'f', 1))))
        << text.toStdString();
    EXPECT_TRUE(text.contains(
        QStringLiteral("moved %1 of %2")
            .arg(loc.toString(qulonglong(keysMoved)), loc.toString(qulonglong(2000)))))
        << text.toStdString();

    // Undo gives back the exact table, redo the joined one.
    lab.model()->undoStack()->undo();
    settle(lab);
    EXPECT_EQ(lab.model()->state().slotOwners, created->owner);
    EXPECT_EQ(ownerNames(*lab.model()->snapshot()), expectedOwners(*created, 2000));
    lab.model()->undoStack()->redo();
    settle(lab);
    EXPECT_EQ(lab.model()->state().slotOwners, joined->owner);
}

TEST(RingRedis, ScenariosKeepTheTableTheHistoryBuilt) {
    RingLab lab;
    startRedis(lab);
    ASSERT_TRUE(lab.model()->addNode(QStringLiteral("D"), 1).isEmpty());
    ASSERT_TRUE(lab.model()->removeNode(QStringLiteral("A")).isEmpty());
    settle(lab);
    auto map = redis::createSlots({"A", "B", "C"});
    ASSERT_TRUE(map);
    map = redis::addNode(*map, "D");
    ASSERT_TRUE(map);
    map = redis::removeNode(*map, "A");
    ASSERT_TRUE(map);
    const RingState s = lab.model()->state();
    ASSERT_EQ(s.slotMap().nodes, map->nodes);
    EXPECT_EQ(s.slotOwners, map->owner);
    // Not what a fresh cluster of B, C, D would hold: the file must carry the table.
    EXPECT_NE(s.slotOwners, redis::createSlots({"B", "C", "D"})->owner);

    RingLab other;
    ASSERT_TRUE(other.loadState(lab.saveState()).isEmpty());
    settle(other);
    EXPECT_EQ(other.model()->state(), s);
    EXPECT_EQ(ownerNames(*other.model()->snapshot()), expectedOwners(*map, 2000));

    // A file without a table is a fresh cluster; a table with a slot owned twice is refused.
    nlohmann::json j = s.toJson();
    j.erase("slots");
    auto fresh = RingState::fromJson(j);
    ASSERT_TRUE(fresh);
    EXPECT_EQ(fresh->slotOwners, redis::createSlots({"B", "C", "D"})->owner);
    j = s.toJson();
    j["slots"]["B"].push_back({0, 0});
    EXPECT_FALSE(RingState::fromJson(j).ok());
    j = s.toJson();
    j["slots"]["B"] = nlohmann::json::array();
    EXPECT_FALSE(RingState::fromJson(j).ok()); // B's slots have no owner

    // Failures are refused, nothing changed.
    EXPECT_FALSE(lab.model()->setFailed(QStringLiteral("B"), true).isEmpty());
    EXPECT_EQ(lab.model()->state(), s);
}

TEST(RingRedis, RedisReferenceSlotsAsTheLabComputesAndShowsThem) {
    RingLab lab;
    startRedis(lab);
    // Redis's documented values (cluster spec, CRC16 check value), not computed here.
    const std::vector<std::string> keys = {"123456789",     "somekey",    "foo{hash_tag}",
                                           "bar{hash_tag}", "foo{}{bar}", "foo{{bar}}zap",
                                           "foo{bar}{zap}"};
    const std::vector<std::uint64_t> wanted = {0x31C3 % 16384, 11058, 2515, 2515, 8363, 4015, 5061};
    ASSERT_TRUE(lab.model()->importKeys(keys, {}).isEmpty());
    settle(lab);
    EXPECT_EQ(*lab.model()->snapshot()->hashes, wanted);

    RingView* view = lab.view();
    QCoreApplication::processEvents();
    auto hover = [&](std::uint64_t k) {
        view->hoverAt(RingViewTestAccess::keyPosition(*view, k));
        return view->hoverText();
    };
    const QLocale loc;
    const QString crc = hover(0);
    EXPECT_TRUE(crc.contains(QStringLiteral("CRC16 0x31c3"))) << crc.toStdString();
    EXPECT_TRUE(crc.contains(QStringLiteral("the whole key"))) << crc.toStdString();
    const QString tagged = hover(2);
    EXPECT_TRUE(tagged.contains(QStringLiteral("hashed: \"hash_tag\""))) << tagged.toStdString();
    EXPECT_TRUE(tagged.contains(QStringLiteral("slot %1").arg(loc.toString(2515))))
        << tagged.toStdString();
    const QString some = hover(1);
    EXPECT_TRUE(some.contains(QStringLiteral("slot %1").arg(loc.toString(11058))))
        << some.toStdString();
}

} // namespace

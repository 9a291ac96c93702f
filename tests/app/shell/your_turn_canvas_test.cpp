// Issue 31's Your turn on the canvas: as right answers come the operation is performed there (the
// inserted key lands in its slot, the kicked key moves to the other table, the word's bits light
// up), and a ring exercise about a join or a failure shows the node that joins or fails.
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_model.h"
#include "labs/tables/probing_lab.h"
#include "labs/tables/scheme_model.h"
#include "support/your_turn_driver.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::app::testing::YourTurnWindow;
using nlohmann::json;

// What the table on the canvas holds in `cell` ("slot:3", "t2:0").
std::vector<std::string> keysIn(ProbingLab* lab, const QString& cell) {
    const auto* table = lab->schemeModel()->table();
    if (!table)
        return {};
    const bool second = cell.startsWith(QLatin1String("t2:"));
    const auto slot = cell.section(QLatin1Char(':'), 1).toULongLong();
    return table->tables().at(second ? 1 : 0).at(slot).keys;
}

std::string keyOf(const json& op) {
    return op["key"].is_string() ? op["key"].get<std::string>() : op["key"].dump();
}

TEST(YourTurnCanvas, TheInsertedKeyLandsInItsSlotOnceItsLastProbeIsRight) {
    YourTurnWindow w;
    auto* lab = qobject_cast<ProbingLab*>(w.window.lab(QStringLiteral("probing")));
    // Linear 41 at level 2: insert 68 (one probe), then insert 79 (two).
    ASSERT_EQ(w.startExercise("probing", "linear", 41, 2), QString());
    const auto& e = w.bar()->run()->exercise();
    for (std::size_t i = 0; i < e.steps.size(); ++i) {
        const QString cell = QString::fromStdString(w.clickId(e.steps[i].answer));
        const std::string key = keyOf(e.setup["ops"][e.steps[i].op]);
        const bool last = i + 1 == e.steps.size() || e.steps[i + 1].op != e.steps[i].op;
        w.answer(e.steps[i].answer);
        const auto held = keysIn(lab, cell);
        // The key is in its final slot once the insert's last probe is answered, not before.
        EXPECT_EQ(std::find(held.begin(), held.end(), key) != held.end(), last)
            << "step " << i << " " << cell.toStdString();
    }
    ASSERT_TRUE(w.bar()->finished());
}

TEST(YourTurnCanvas, ACuckooKickMovesTheKickedKeyToTheOtherTable) {
    YourTurnWindow w;
    auto* lab = qobject_cast<ProbingLab*>(w.window.lab(QStringLiteral("probing")));
    // Seed 3 at level 2: insert 10 takes T1[3] and kicks 3 to T2[0].
    ASSERT_EQ(w.startExercise("probing", "cuckoo", 3, 2), QString());
    const auto& steps = w.bar()->run()->exercise().steps;
    ASSERT_GE(steps.size(), 2u);
    ASSERT_EQ(steps[1].op, 0u);
    const QString kickedTo = QString::fromStdString(w.clickId(steps[1].answer));
    ASSERT_TRUE(kickedTo.startsWith(QLatin1String("t2:")));
    const QString taken = QString::fromStdString(w.clickId(steps[0].answer));
    const std::vector<std::string> before = keysIn(lab, taken);
    ASSERT_EQ(before.size(), 1u); // the key that will be kicked
    w.answer(steps[0].answer);
    w.answer(steps[1].answer);
    EXPECT_EQ(keysIn(lab, kickedTo), before);
    EXPECT_EQ(keysIn(lab, taken),
              std::vector<std::string>{keyOf(w.bar()->run()->exercise().setup["ops"][0])});
}

TEST(YourTurnCanvas, AWordsBitsLightUpOnceAllItsCellsAreRight) {
    YourTurnWindow w;
    auto* lab = qobject_cast<BloomLab*>(w.window.lab(QStringLiteral("bloom")));
    ASSERT_EQ(w.startExercise("bloom", "cells", 8, 1), QString());
    const auto steps = w.bar()->run()->exercise().steps;
    auto lit = [&](const std::string& bit) {
        return lab->model()->filter().cell(std::stoull(bit.substr(4))) > 0;
    };
    for (const auto& s : steps)
        EXPECT_FALSE(lit(s.answer)) << s.answer; // an empty filter
    std::size_t i = 0;
    for (; i < steps.size() && steps[i].op == 0; ++i) {
        EXPECT_FALSE(lit(steps[i].answer));
        w.answer(steps[i].answer);
    }
    for (std::size_t j = 0; j < i; ++j)
        EXPECT_TRUE(lit(steps[j].answer)) << steps[j].answer;
}

// The ring's nodes as the lab holds them: name -> failed.
std::map<std::string, bool> ringNodes(LabPage* lab) {
    std::map<std::string, bool> out;
    const json state = lab->saveState();
    for (const auto& n : state["nodes"])
        out[n["name"].get<std::string>()] = n.value("failed", false);
    return out;
}

TEST(YourTurnCanvas, TheNodeThatJoinsOrFailsIsOnTheRingDuringTheExercise) {
    bool sawAdd = false, sawFail = false;
    for (quint64 seed = 1; seed < 40 && !(sawAdd && sawFail); ++seed) {
        YourTurnWindow w;
        LabPage* lab = w.window.lab(QStringLiteral("ring"));
        ASSERT_EQ(w.startExercise("ring", "moved", seed, 1), QString());
        const json change = w.bar()->run()->exercise().setup["change"];
        const auto nodes = ringNodes(lab);
        if (change.contains("add")) {
            sawAdd = true;
            const std::string joins = change["add"].get<std::string>();
            ASSERT_TRUE(nodes.count(joins)) << joins;
            EXPECT_FALSE(nodes.at(joins));
            // Drawn: the ring offers its point.
            bool drawn = false;
            for (const auto& t : lab->clickTargets().targets)
                drawn = drawn || t.id == QStringLiteral("node:") + QString::fromStdString(joins);
            EXPECT_TRUE(drawn);
        } else if (change.contains("fail")) {
            sawFail = true;
            const std::string fails = change["fail"].get<std::string>();
            ASSERT_TRUE(nodes.count(fails)) << fails;
            EXPECT_TRUE(nodes.at(fails));
        }
    }
    EXPECT_TRUE(sawAdd);
    EXPECT_TRUE(sawFail);
}

} // namespace

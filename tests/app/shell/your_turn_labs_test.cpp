// Issue 31: Your turn in the ring, Bloom and collisions labs, driven as a student does (the Hash
// tables lab's own tests are tests/app/tables/your_turn_tables_test.cpp). The ring: the
// exercise's nodes on the lab's ring, owners and preference lists clicked on the ring's points,
// "does it move?" answered Yes / No. Bloom: the exercise's filter in the lab, each bit clicked,
// a query's answer Yes / No, the cuckoo filter's buckets typed. Collisions: Base62 digits typed,
// truncated hashes Yes / No, the lab's own state left as it was.
#include "support/your_turn_driver.h"

#include <gtest/gtest.h>

namespace {

using hashlab::app::testing::YourTurnWindow;

TEST(YourTurnRing, TheExercisesNodesAreOnTheRingAndOwnersAreClickedThere) {
    YourTurnWindow w;
    ASSERT_EQ(w.startExercise("ring", "owner", 5, 1), QString());
    const auto& nodes = w.bar()->run()->exercise().setup["nodes"];
    const nlohmann::json state = w.window.lab(QStringLiteral("ring"))->saveState();
    ASSERT_EQ(state["nodes"].size(), nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i)
        EXPECT_EQ(state["nodes"][i]["name"], nodes[i]);
    EXPECT_TRUE(w.bar()->picker()->active());
    EXPECT_TRUE(w.bar()->picker()->ids().contains(QStringLiteral("node:") +
                                                  QString::fromStdString(w.step().answer)));
}

TEST(YourTurnRing, EveryKindIsPerformedWrongThenRight) {
    for (const char* kind : {"owner", "moved", "preference"}) {
        YourTurnWindow w;
        w.wrongThenRight("ring", kind, 12);
    }
}

TEST(YourTurnBloom, TheExercisesFilterIsLoadedAndItsBitsAreClicked) {
    YourTurnWindow w;
    ASSERT_EQ(w.startExercise("bloom", "cells", 8, 1), QString());
    const auto& setup = w.bar()->run()->exercise().setup;
    const nlohmann::json state = w.window.lab(QStringLiteral("bloom"))->saveState();
    EXPECT_EQ(state["model"]["filter"]["m"], setup["m"]);
    EXPECT_EQ(state["model"]["filter"]["k"], setup["k"]);
    EXPECT_TRUE(w.bar()->picker()->active());
    EXPECT_TRUE(w.bar()->picker()->ids().contains(QString::fromStdString(w.step().answer)));
}

TEST(YourTurnBloom, EveryKindIsPerformedWrongThenRight) {
    for (const char* kind : {"cells", "query", "cuckoo-filter"}) {
        YourTurnWindow w;
        w.wrongThenRight("bloom", kind, 8);
    }
}

TEST(YourTurnCollisions, DigitsAreTypedAndTheLabStaysAsItWas) {
    YourTurnWindow w;
    const nlohmann::json before = w.window.lab(QStringLiteral("collisions"))->saveState();
    ASSERT_EQ(w.startExercise("collisions", "base62", 4, 1), QString());
    EXPECT_FALSE(w.bar()->picker()->active());
    EXPECT_TRUE(w.bar()->answerField()->isVisible());
    EXPECT_EQ(w.window.lab(QStringLiteral("collisions"))->saveState(), before);
}

TEST(YourTurnCollisions, EveryKindIsPerformedWrongThenRight) {
    for (const char* kind : {"base62", "truncated"}) {
        YourTurnWindow w;
        w.wrongThenRight("collisions", kind, 4);
    }
}

} // namespace

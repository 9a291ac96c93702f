// Issue 31: Your turn in the ring lab: the exercise's nodes on the lab's ring, owners and
// preference lists clicked on the ring's points, "does it move?" answered Yes / No.
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

} // namespace

// Issue 31: Your turn in the collisions lab: a Base62 id's digits typed one by one, whether two
// truncated hashes collide answered Yes / No; the lab's own state stays as it was.
#include "support/your_turn_driver.h"

#include <gtest/gtest.h>

namespace {

using hashlab::app::testing::YourTurnWindow;

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

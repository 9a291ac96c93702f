// Issue 31: Your turn in the Bloom lab: the exercise's filter in the lab, each bit a word sets or
// tests clicked on the canvas, a query's answer Yes / No, the cuckoo filter's buckets typed.
#include "support/your_turn_driver.h"

#include <gtest/gtest.h>

namespace {

using hashlab::app::testing::YourTurnWindow;

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

} // namespace

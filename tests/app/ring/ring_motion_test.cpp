// Reduced motion (issue 15, accessibility): with View → Reduce motion the keys of a node change
// land at once when the player reaches the last stage; without it they fly there.
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_view.h"
#include "shell/scenario_io.h"
#include "shell/step_player.h"
#include "shell/theme.h"
#include "support/lesson_window.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

double animationAtTheLastStage(bool reduced) {
    ThemeManager::instance().setReducedMotion(reduced);
    RingLab lab;
    hashlab::scenario::Scenario s;
    EXPECT_EQ(readScenarioFile(hashlab::app::testing::v1Lesson("ring_node_dies"), &s), QString());
    EXPECT_EQ(lab.loadState(s.state), QString());
    lab.settleForExport();
    StepPlayer* player = lab.stepPlayer();
    player->setIndex(2);
    player->setIndex(3);
    const double t = lab.view()->animation();
    ThemeManager::instance().setReducedMotion(false);
    return t;
}

TEST(ReducedMotion, KeysLandAtOnceInsteadOfFlying) {
    EXPECT_LT(animationAtTheLastStage(false), 1.0); // the flight has just begun
    EXPECT_EQ(animationAtTheLastStage(true), 1.0);
}

} // namespace

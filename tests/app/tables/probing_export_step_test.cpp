// The window's export shows the probe the player is on (issue 12, item 2).
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_view.h"
#include "shell/scenario_io.h"
#include "support/export_compare.h"
#include "support/lesson_window.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

TEST(ProbingExport, TheDialogExportsTheTraceAtTheProbeOnShow) {
    ProbingLab lab;
    scenario::Scenario s;
    ASSERT_EQ(readScenarioFile(hashlab::app::testing::v1Lesson("probing_gcd_trap"), &s), QString());
    ASSERT_EQ(applyScenario(&lab, s), QString());
    const int count = lab.player()->count();
    ASSERT_GE(count, 3);
    test::clickPlayerButton(lab.player(), QStringLiteral("To start"));
    test::clickPlayerButton(lab.player(), QStringLiteral("Step forward"));
    ASSERT_EQ(lab.player()->index(), 1);

    const QSize size(1400, 900);
    const QImage exported = test::exportThroughDialog(&lab, size);
    const QImage live = test::exportLive(&lab, size);
    EXPECT_EQ(lab.player()->index(), 1);
    EXPECT_LT(test::differingFraction(exported, live, test::rectInPage(lab.view(), &lab)), 0.01);
    EXPECT_LT(test::differingFraction(exported, live, test::rectInPage(lab.player(), &lab)), 0.01);
}

} // namespace

// The window's export shows the derived index the player is on (issue 12, item 2).
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_view.h"
#include "support/export_compare.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

TEST(BloomExport, TheDialogExportsTheTraceAtTheStepOnShow) {
    BloomLab lab; // the default example ends on a query: its k derived indices are a trace
    ASSERT_GE(lab.player()->count(), 2);
    test::clickPlayerButton(lab.player(), QStringLiteral("To start"));
    test::clickPlayerButton(lab.player(), QStringLiteral("Step forward"));
    ASSERT_EQ(lab.player()->index(), 1);

    const QSize size(1400, 900);
    const QImage exported = test::exportThroughDialog(&lab, size);
    const QImage live = test::exportLive(&lab, size);
    EXPECT_EQ(lab.player()->index(), 1);
    EXPECT_LT(test::differingFraction(exported, live, test::rectInPage(lab.view(), &lab)), 0.01);
    EXPECT_LT(test::differingFraction(exported, live, test::rectInPage(lab.player(), &lab)), 0.01);
    // And the step survives a scenario round trip; old states without it end at the end.
    BloomLab copy;
    ASSERT_EQ(copy.loadState(lab.saveState()), QString());
    EXPECT_EQ(copy.player()->index(), 1);
    nlohmann::json old = lab.saveState();
    old.erase("step");
    ASSERT_EQ(copy.loadState(old), QString());
    EXPECT_EQ(copy.player()->index(), copy.player()->count());
}

} // namespace

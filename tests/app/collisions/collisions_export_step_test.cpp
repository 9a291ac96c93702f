// The window's export shows the write-path step on show (issue 12, item 2).
#include "labs/collisions/collisions_lab.h"
#include "labs/collisions/collisions_view.h"
#include "support/export_compare.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

TEST(CollisionsExport, TheDialogExportsTheWritePathAtTheStepOnShow) {
    CollisionsLab lab; // the default example's last write is a collision: a trace to step
    ASSERT_GE(lab.stepPlayer()->count(), 3);
    test::clickPlayerButton(lab.stepPlayer(), QStringLiteral("To start"));
    test::clickPlayerButton(lab.stepPlayer(), QStringLiteral("Step forward"));
    ASSERT_EQ(lab.stepPlayer()->index(), 1);

    const QSize size(1400, 900);
    const QImage exported = test::exportThroughDialog(&lab, size);
    const QImage live = test::exportLive(&lab, size);
    EXPECT_EQ(lab.stepPlayer()->index(), 1);
    EXPECT_LT(test::differingFraction(exported, live, test::rectInPage(lab.pathView(), &lab)),
              0.01);
    CollisionsLab copy;
    ASSERT_EQ(copy.loadState(lab.saveState()), QString());
    EXPECT_EQ(copy.stepPlayer()->index(), 1);
    nlohmann::json bad = lab.saveState();
    bad["step"] = "one";
    EXPECT_NE(copy.loadState(bad), QString());
}

} // namespace

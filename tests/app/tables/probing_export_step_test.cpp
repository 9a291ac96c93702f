// The window's export shows the probe the player is on (issue 12, item 2).
#include "export/export_part.h"
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_plot.h"
#include "labs/tables/probing_view.h"
#include "shell/scenario_io.h"
#include "support/export_compare.h"
#include "support/lesson_window.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

QImage liveCanvas(LabPage* page, QSize size) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("live.png"));
    EXPECT_EQ(exportLabPart(page, ExportPart::Canvas, {path, size, 1.0}), QString());
    return QImage(path);
}

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

    // The canvas, both times through exportLabPart (the dialog on its fresh copy, here on the
    // live page): whole pages could not be compared pixel for pixel, because the copy's splitters
    // keep the proportions of the copy's first layout, and a row then sits a few pixels apart.
    lab.plot()->waitForIt();
    const QSize size(1000, 480);
    const QImage exported = test::exportThroughDialog(&lab, size, 1);
    EXPECT_EQ(lab.player()->index(), 1);
    const QImage live = liveCanvas(&lab, size);
    EXPECT_LT(test::differingFraction(exported, live, exported.rect()), 0.01);
    // It is the step on show: the first step's picture is another.
    test::clickPlayerButton(lab.player(), QStringLiteral("To start"));
    EXPECT_GT(test::differingFraction(exported, liveCanvas(&lab, size), exported.rect()), 0.01);
}

} // namespace

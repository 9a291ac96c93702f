// Issue 31, accessible steps, in the ring lab: the stages of a node change reach a screen reader
// from the step player's status element as the step keys move, and "Steps as text" lists the
// three stages (points, arcs, keys) with the stage on screen selected; a row chosen moves the lab.
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "support/step_access.h"
#include "support/wait_until.h"

namespace {

using namespace hashlab;
using namespace hashlab::app;
using hashlab::app::testing::LabOnScreen;
using hashlab::app::testing::StepAccess;

TEST(RingStepsAsText, TheStageCaptionAndTheTableFollowTheStepKeys) {
    LabOnScreen<RingLab> screen("ring");
    RingLab* lab = screen.lab;
    StepAccess& a = screen.access;
    // The lab opens on a node change (E joins); its trace is computed in the background.
    HASHLAB_WAIT_UNTIL(lab->model()->snapshot() && lab->model()->snapshot()->hasChange &&
                           lab->player()->count() == 3,
                       20000);
    const auto summary = lab->model()->snapshot()->trace.summary;
    auto stage = [&](int i) { return QString::fromStdString(summary[std::size_t(i)].english()); };

    a.press(Qt::Key_Home);
    EXPECT_EQ(a.name(), QStringLiteral("Before the change."));
    EXPECT_EQ(a.description(), QStringLiteral("Step 0 of 3"));
    for (int i = 1; i <= 3; ++i) {
        a.press(Qt::Key_Right);
        EXPECT_EQ(a.name(), QStringLiteral("Stage %1 of 3 — %2").arg(i).arg(stage(i - 1)));
        EXPECT_EQ(a.description(), QStringLiteral("Step %1 of 3").arg(i));
    }

    QTableWidget* table = a.openTable();
    ASSERT_NE(table, nullptr);
    ASSERT_EQ(StepAccess::rows(table), 3);
    EXPECT_EQ(StepAccess::cell(table, 0, 0), QStringLiteral("nodes A, B, C, D → A, B, C, D, E"));
    EXPECT_EQ(StepAccess::cell(table, 0, 1), QStringLiteral("stage 1: points"));
    EXPECT_EQ(StepAccess::cell(table, 1, 1), QStringLiteral("stage 2: arcs"));
    EXPECT_EQ(StepAccess::cell(table, 2, 1), QStringLiteral("stage 3: keys"));
    EXPECT_EQ(StepAccess::cell(table, 2, 2),
              QStringLiteral("%1 keys move")
                  .arg(QLocale().toString(qulonglong(lab->model()->snapshot()->migration.moved))));
    for (int r = 0; r < 3; ++r)
        EXPECT_EQ(StepAccess::cell(table, r, 3), stage(r));
    EXPECT_EQ(StepAccess::selectedRow(table), 2);

    a.press(Qt::Key_Left);
    EXPECT_EQ(StepAccess::selectedRow(table), 1);
    a.press(Qt::Key_Home);
    EXPECT_EQ(StepAccess::selectedRow(table), -1);

    StepAccess::clickRow(table, 1);
    EXPECT_EQ(lab->player()->index(), 2);
    EXPECT_EQ(a.name(), QStringLiteral("Stage 2 of 3 — %1").arg(stage(1)));
}

} // namespace

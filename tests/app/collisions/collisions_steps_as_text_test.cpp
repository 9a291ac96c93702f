// Issue 31, accessible steps, in the Collisions lab: each card of the write path reaches a screen
// reader from the step player's status element as the step keys move, and "Steps as text" lists
// the cards (the step, the records it looks at, what it decides) with the step on screen
// selected; a row chosen moves the lab.
#include "labs/collisions/collisions_lab.h"
#include "labs/collisions/collisions_model.h"
#include "labs/collisions/collisions_view.h"
#include "labs/collisions/dedup_panel.h"
#include "support/step_access.h"

#include <QPlainTextEdit>
#include <QPushButton>

namespace {

using namespace hashlab;
using namespace hashlab::app;
using hashlab::app::testing::LabOnScreen;
using hashlab::app::testing::StepAccess;

TEST(CollisionsStepsAsText, TheCardCaptionAndTheTableFollowTheStepKeys) {
    LabOnScreen<CollisionsLab> screen("collisions");
    CollisionsLab* lab = screen.lab;
    StepAccess& a = screen.access;
    DedupPanel* panel = lab->dedupPanel();
    panel->editor()->clear();
    QTest::keyClicks(panel->editor(), QStringLiteral("{\"a\": 2}"));
    QTest::mouseClick(panel->writeButton(), Qt::LeftButton);
    ASSERT_TRUE(lab->model()->lastTrace());
    const collisions::WriteTrace t = *lab->model()->lastTrace();
    const int n = static_cast<int>(t.steps.size());
    ASSERT_GE(n, 4);
    ASSERT_EQ(lab->stepPlayer()->count(), n);

    a.press(Qt::Key_Home);
    EXPECT_EQ(a.description(), QStringLiteral("Step 0 of %1").arg(n));
    EXPECT_EQ(a.name(), a.description()); // no card yet: the position is all there is to say
    for (int i = 1; i <= n; ++i) {
        a.press(Qt::Key_Right);
        const auto& step = t.steps[std::size_t(i - 1)];
        EXPECT_EQ(a.name(), lab->pathView()->stepTitle(step) + QStringLiteral(": ") +
                                lab->pathView()->stepBody(step));
        EXPECT_EQ(a.description(), QStringLiteral("Step %1 of %2").arg(i).arg(n));
    }
    EXPECT_TRUE(a.name().startsWith(QStringLiteral("Apply"))) << a.name().toStdString();

    QTableWidget* table = a.openTable();
    ASSERT_NE(table, nullptr);
    ASSERT_EQ(StepAccess::rows(table), n);
    EXPECT_EQ(StepAccess::cell(table, 0, 0), QStringLiteral("write at t%1").arg(t.tick));
    EXPECT_TRUE(StepAccess::cell(table, 0, 1).startsWith(QStringLiteral("Canonicalise")));
    EXPECT_EQ(StepAccess::cell(table, 1, 2), QString::fromStdString(t.fullHash));
    EXPECT_TRUE(StepAccess::cell(table, n - 1, 3).contains(QStringLiteral("inserted")))
        << StepAccess::cell(table, n - 1, 3).toStdString();
    EXPECT_EQ(StepAccess::selectedRow(table), n - 1);

    a.press(Qt::Key_Left);
    EXPECT_EQ(StepAccess::selectedRow(table), n - 2);
    a.press(Qt::Key_Home);
    EXPECT_EQ(StepAccess::selectedRow(table), -1);

    StepAccess::clickRow(table, 1);
    EXPECT_EQ(lab->stepPlayer()->index(), 2);
    EXPECT_TRUE(a.name().startsWith(QStringLiteral("Hash"))) << a.name().toStdString();
    EXPECT_EQ(StepAccess::selectedRow(table), 1);
}

} // namespace

// Issue 31, accessible steps, in the Bloom lab: each derived cell of the operation on screen
// reaches a screen reader from the step player's status element as the step keys move (its
// formula and the cell's value, the verdict at the end), and "Steps as text" lists the cells
// with the step on screen selected; a row chosen moves the lab.
#include "labs/bloom/bloom_cuckoo_view.h"
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_model.h"
#include "labs/bloom/filters_model.h"
#include "support/step_access.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>

namespace {

using namespace hashlab;
using namespace hashlab::app;
using hashlab::app::testing::LabOnScreen;
using hashlab::app::testing::StepAccess;

TEST(BloomStepsAsText, TheCellCaptionAndTheTableFollowTheStepKeys) {
    LabOnScreen<BloomLab> screen("bloom");
    BloomLab* lab = screen.lab;
    StepAccess& a = screen.access;
    lab->wordEdit()->setFocus();
    lab->wordEdit()->clear();
    QTest::keyClicks(lab->wordEdit(), QStringLiteral("kiwi"));
    QTest::mouseClick(lab->queryButton(), Qt::LeftButton);
    ASSERT_TRUE(lab->model()->trace());
    const bloom::OpTrace t = *lab->model()->trace();
    const int k = static_cast<int>(t.steps.size());
    ASSERT_GE(k, 2);
    ASSERT_EQ(lab->stepPlayer()->count(), k);

    a.press(Qt::Key_Home);
    EXPECT_EQ(a.description(), QStringLiteral("Step 0 of %1").arg(k));
    for (int i = 1; i <= k; ++i) {
        a.press(Qt::Key_Right);
        const bloom::IndexStep& s = t.steps[std::size_t(i - 1)];
        EXPECT_TRUE(a.name().startsWith(QString::fromStdString(s.formula.english())))
            << i << ": " << a.name().toStdString();
        EXPECT_TRUE(a.name().contains(QStringLiteral("%1 → %2").arg(s.before).arg(s.after)));
        EXPECT_EQ(a.description(), QStringLiteral("Step %1 of %2").arg(i).arg(k));
    }
    EXPECT_TRUE(a.name().contains(QStringLiteral("Verdict: "))) << a.name().toStdString();

    QTableWidget* table = a.openTable();
    ASSERT_NE(table, nullptr);
    ASSERT_EQ(StepAccess::rows(table), k);
    for (int r = 0; r < k; ++r) {
        const bloom::IndexStep& s = t.steps[std::size_t(r)];
        EXPECT_EQ(StepAccess::cell(table, r, 0), QStringLiteral("query “kiwi”"));
        EXPECT_EQ(StepAccess::cell(table, r, 1), QStringLiteral("bit %1").arg(s.index));
        EXPECT_EQ(StepAccess::cell(table, r, 3).startsWith(QStringLiteral("0: ")), s.before == 0);
    }
    EXPECT_TRUE(StepAccess::cell(table, k - 1, 3).contains(QStringLiteral("Verdict: ")));
    EXPECT_EQ(StepAccess::selectedRow(table), k - 1);

    a.press(Qt::Key_Left);
    EXPECT_EQ(StepAccess::selectedRow(table), k - 2);
    a.press(Qt::Key_Home);
    EXPECT_EQ(StepAccess::selectedRow(table), -1);

    StepAccess::clickRow(table, 0);
    EXPECT_EQ(lab->stepPlayer()->index(), 1);
    EXPECT_TRUE(a.name().startsWith(QString::fromStdString(t.steps[0].formula.english())));
    EXPECT_EQ(StepAccess::selectedRow(table), 0);
}

} // namespace

// Under the cuckoo filter the steps are the canvas's lines (derivation, kicks, result): the
// status element says the line on screen, the table lists each step's, and reading the rows
// leaves the canvas at the player's step.
TEST(BloomStepsAsText, TheCuckooFiltersStepsAreTheCanvasLines) {
    LabOnScreen<BloomLab> screen("bloom");
    BloomLab* lab = screen.lab;
    StepAccess& a = screen.access;
    lab->variantCombo()->setCurrentIndex(
        lab->variantCombo()->findData(BloomLab::kindData(FilterKind::Cuckoo)));
    QTest::mouseClick(lab->applyButton(), Qt::LeftButton);
    lab->wordEdit()->setFocus();
    lab->wordEdit()->clear();
    QTest::keyClicks(lab->wordEdit(), QStringLiteral("kiwi"));
    QTest::mouseClick(lab->insertButton(), Qt::LeftButton);
    const int n = lab->stepPlayer()->count();
    ASSERT_GE(n, 1);
    CuckooView* canvas = lab->cuckooView();
    a.press(Qt::Key_Home);
    QTableWidget* table = a.openTable();
    ASSERT_NE(table, nullptr);
    ASSERT_EQ(StepAccess::rows(table), n);
    EXPECT_EQ(canvas->step(), 0);
    for (int i = 1; i <= n; ++i) {
        a.press(Qt::Key_Right);
        EXPECT_EQ(canvas->step(), i);
        EXPECT_EQ(a.name(), canvas->lines().back());
        EXPECT_EQ(StepAccess::selectedRow(table), i - 1);
        EXPECT_EQ(StepAccess::cell(table, i - 1, 3), canvas->lines().back());
        EXPECT_EQ(StepAccess::cell(table, i - 1, 0), QStringLiteral("“kiwi”"));
    }
}

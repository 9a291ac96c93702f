// Issue 31, accessible steps, in the Hash tables lab: a screen reader hears each probe's caption
// from the step player's status element as the step keys move, and "Steps as text" lists the
// probes (slot, what it held, the verdict) with the step on screen selected; a row chosen there
// moves the lab.
#include "labs/tables/operations_panel.h"
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_model.h"
#include "support/step_access.h"

#include <QLineEdit>
#include <QPushButton>

namespace {

using namespace hashlab;
using namespace hashlab::app;
using hashlab::app::testing::LabOnScreen;
using hashlab::app::testing::StepAccess;

void insert(ProbingLab* lab, const QString& key) {
    QLineEdit* edit = lab->operations()->keyEdit();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, key);
    QTest::mouseClick(lab->operations()->insertButton(), Qt::LeftButton);
}

QString formula(const tables::Trace& t, int probe) {
    return QString::fromStdString(t.probes[static_cast<std::size_t>(probe)].formula.english());
}

TEST(TablesStepsAsText, TheCaptionAndTheTableFollowTheStepKeys) {
    LabOnScreen<ProbingLab> screen("probing");
    ProbingLab* lab = screen.lab;
    StepAccess& a = screen.access;
    insert(lab, QStringLiteral("15"));
    insert(lab, QStringLiteral("22")); // 22 mod 7 = 15 mod 7: a collision, two probes at least
    ASSERT_TRUE(lab->model()->trace());
    const tables::Trace t = *lab->model()->trace();
    const int n = static_cast<int>(t.probes.size());
    ASSERT_GE(n, 2);
    ASSERT_EQ(lab->player()->count(), n);

    a.press(Qt::Key_Home);
    EXPECT_EQ(a.description(), QStringLiteral("Step 0 of %1").arg(n));
    EXPECT_TRUE(a.name().contains(QStringLiteral("22"))) << a.name().toStdString();
    for (int i = 1; i <= n; ++i) {
        a.press(Qt::Key_Right);
        EXPECT_EQ(a.description(), QStringLiteral("Step %1 of %2").arg(i).arg(n));
        EXPECT_TRUE(a.name().contains(formula(t, i - 1))) << i << ": " << a.name().toStdString();
    }

    QTableWidget* table = a.openTable();
    ASSERT_NE(table, nullptr);
    EXPECT_TRUE(table->isVisible());
    ASSERT_EQ(StepAccess::rows(table), n);
    for (int r = 0; r < n; ++r) {
        EXPECT_EQ(StepAccess::cell(table, r, 0), QStringLiteral("insert “22”"));
        EXPECT_EQ(StepAccess::cell(table, r, 1),
                  QStringLiteral("slot %1").arg(t.probes[static_cast<std::size_t>(r)].slot));
    }
    EXPECT_EQ(StepAccess::cell(table, 0, 2), QStringLiteral("“15”"));
    EXPECT_TRUE(StepAccess::cell(table, 0, 3).startsWith(QStringLiteral("collision")));
    EXPECT_TRUE(StepAccess::cell(table, n - 1, 3).contains(QStringLiteral("placed in slot")));
    EXPECT_EQ(StepAccess::selectedRow(table), n - 1);

    a.press(Qt::Key_Left);
    EXPECT_EQ(StepAccess::selectedRow(table), n - 2);
    a.press(Qt::Key_Home);
    EXPECT_EQ(StepAccess::selectedRow(table), -1); // before the first probe: no row

    StepAccess::clickRow(table, 0);
    EXPECT_EQ(lab->player()->index(), 1);
    EXPECT_TRUE(a.name().contains(formula(t, 0))) << a.name().toStdString();
    EXPECT_EQ(StepAccess::selectedRow(table), 0);
}

} // namespace

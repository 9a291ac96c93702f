// The window's export shows what the window shows: the pending node change at the stage the
// player is on, not the idle ring (issue 12, item 2). Also: a saved scenario keeps that change.
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"
#include "support/export_compare.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

void addNodeThroughGui(RingLab& lab, const QString& name) {
    lab.controls()->nameEdit()->clear();
    QTest::keyClicks(lab.controls()->nameEdit(), name);
    QTest::mouseClick(lab.controls()->addButton(), Qt::LeftButton);
    lab.model()->waitIdle();
}

TEST(RingExport, TheDialogExportsThePendingChangeAtTheStageOnShow) {
    RingLab lab;
    addNodeThroughGui(lab, QStringLiteral("F"));
    ASSERT_TRUE(lab.model()->snapshot()->hasChange);
    test::clickPlayerButton(lab.player(), QStringLiteral("Step back"));
    ASSERT_EQ(lab.player()->index(), 2);
    const QString stage = lab.stageLabel()->text();
    const QString counter = lab.counterLabel()->text();
    ASSERT_TRUE(counter.startsWith(QStringLiteral("moved "))) << counter.toStdString();

    const QSize size(1400, 900);
    const QImage exported = test::exportThroughDialog(&lab, size);
    const QImage live = test::exportLive(&lab, size);
    ASSERT_EQ(exported.size(), size);
    // The live page is where it was: the export changed nothing in it.
    EXPECT_EQ(lab.player()->index(), 2);
    EXPECT_EQ(lab.stageLabel()->text(), stage);
    // Canvas, counter and stage line are the same pictures (the idle ring at 0/0 differed in
    // most of the canvas and in every text).
    for (QWidget* w : {static_cast<QWidget*>(lab.view()), static_cast<QWidget*>(lab.counterLabel()),
                       static_cast<QWidget*>(lab.stageLabel())})
        EXPECT_LT(test::differingFraction(exported, live, test::rectInPage(w, &lab)), 0.01)
            << w->metaObject()->className();
}

TEST(RingExport, ASavedChangeReloadsAtItsStageWithTheSameNumbersAndOldFilesStillLoad) {
    RingLab lab;
    addNodeThroughGui(lab, QStringLiteral("F"));
    test::clickPlayerButton(lab.player(), QStringLiteral("Step back"));
    test::clickPlayerButton(lab.player(), QStringLiteral("Step back"));
    const nlohmann::json saved = lab.saveState();
    RingLab copy;
    ASSERT_EQ(copy.loadState(saved), QString());
    copy.model()->waitIdle();
    ASSERT_TRUE(copy.model()->snapshot()->hasChange);
    EXPECT_EQ(copy.player()->index(), 1);
    EXPECT_EQ(copy.counterLabel()->text(), lab.counterLabel()->text());
    EXPECT_EQ(copy.stageLabel()->text(), lab.stageLabel()->text());
    EXPECT_EQ(copy.model()->snapshot()->migration.moved, lab.model()->snapshot()->migration.moved);
    EXPECT_EQ(copy.model()->state(), lab.model()->state());
    // F keeps its colour in the copy.
    EXPECT_EQ(copy.model()->nodeColor("F"), lab.model()->nodeColor("F"));
    // A state without "step" or "colors" (every file written before) loads as it did.
    nlohmann::json old = lab.model()->state().toJson();
    RingLab again;
    ASSERT_EQ(again.loadState(old), QString());
    EXPECT_FALSE(again.model()->snapshot()->hasChange);
    nlohmann::json bad = saved;
    bad["step"] = 7;
    EXPECT_NE(again.loadState(bad), QString());
}

} // namespace

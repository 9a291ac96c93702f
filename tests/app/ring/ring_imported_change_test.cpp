// A node change on show survives every way out of the window whatever the keys are (issue 28,
// item 6): generated keys, a key file, a key CSV with counts, each × the PNG export of the step
// on screen, the animation, the storyboard, and save → reopen. With imported keys the copy an
// export or a reopened file builds held its own copy of the key list, the snapshot took it for
// new keys, and the change was dropped: the export showed the idle ring at 0/0, the animation
// refused ("its step player is empty"), a reopened file lost its step.
#include "export/animation_dialog.h"
#include "labs/ring/ring_controls.h"
#include "labs/ring/ring_import_dialog.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"
#include "shell/inline_message.h"
#include "shell/scenario_io.h"
#include "shell/settings.h"
#include "support/export_compare.h"
#include "support/import_driver.h"

#include <QComboBox>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include <gif_lib.h>
#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

enum class Keys { Generated, KeyFile, CountedCsv };

std::string keysName(const ::testing::TestParamInfo<Keys>& info) {
    switch (info.param) {
    case Keys::Generated:
        return "Generated";
    case Keys::KeyFile:
        return "KeyFile";
    case Keys::CountedCsv:
        return "CountedCsv";
    }
    return "Unknown";
}

// The lab as a user leaves it: three nodes, the keys of `keys` (File → Import… for a file), a
// node F added with the form, and the player stepped back to stage 2 of 3 (the arcs have a new
// owner, the keys not yet): a step that is neither the start nor the end.
struct ChangedLab {
    QTemporaryDir dir;
    RingLab lab;

    explicit ChangedLab(Keys keys) {
        RingState s;
        s.config.vnodes = 40;
        s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}};
        s.keyCount = 400;
        EXPECT_EQ(lab.model()->resetTo(s), QString());
        if (keys != Keys::Generated)
            importKeys(keys == Keys::CountedCsv);
        lab.controls()->nameEdit()->clear();
        QTest::keyClicks(lab.controls()->nameEdit(), QStringLiteral("F"));
        QTest::mouseClick(lab.controls()->addButton(), Qt::LeftButton);
        lab.model()->waitIdle();
        EXPECT_TRUE(lab.model()->snapshot()->hasChange);
        test::clickPlayerButton(lab.player(), QStringLiteral("Step back"));
        EXPECT_EQ(lab.player()->index(), 2);
        EXPECT_EQ(lab.player()->count(), 3);
    }

    void importKeys(bool counted) {
        RingImportDialog d(lab.model());
        QByteArray text = counted ? "user,hits\n" : "";
        for (int i = 0; i < 400; ++i)
            text += "user:" + QByteArray::number(i) +
                    (counted ? "," + QByteArray::number((i * 37) % 101) : QByteArray()) + "\n";
        d.kindBox()->setCurrentIndex(
            d.kindBox()->findData(counted ? RingImportDialog::KeyCsv : RingImportDialog::KeyLines));
        if (counted) {
            QTest::keyClicks(d.columnEdit(), QStringLiteral("user"));
            QTest::keyClicks(d.countColumnEdit(), QStringLiteral("hits"));
        }
        test::importFile(d, test::writeImportFile(dir, counted ? "keys.csv" : "keys.txt", text));
        EXPECT_FALSE(d.message()->isError()) << d.message()->text().toStdString();
        lab.model()->waitIdle();
        EXPECT_TRUE(lab.model()->state().keys.imported());
        EXPECT_EQ(lab.model()->state().keys.counts != nullptr, counted);
    }
};

int gifImages(const QString& path) {
    int error = 0;
    GifFileType* gif = DGifOpenFileName(QFile::encodeName(path).constData(), &error);
    if (!gif)
        return -1;
    const int images = DGifSlurp(gif) == GIF_OK ? gif->ImageCount : -1;
    DGifCloseFile(gif, &error);
    return images;
}

// File → Export animation's dialog on the page, of `kind` ("gif" or "png", the storyboard), at
// 160x90 to keep the test fast. Returns the dialog's error ("" when it wrote the file).
QString exportAnimation(RingLab& lab, const QString& kind, const QString& path) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    AnimationDialog d(&lab, settings);
    d.show();
    d.kindCombo()->setCurrentIndex(d.kindCombo()->findData(kind));
    d.pathEdit()->setText(path);
    d.widthSpin()->setValue(160);
    d.heightSpin()->setValue(90);
    QTest::mouseClick(d.exportButton(), Qt::LeftButton);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !d.running(); }, 20000));
    return d.lastError();
}

class RingImportedChange : public ::testing::TestWithParam<Keys> {};

TEST_P(RingImportedChange, ThePngExportShowsTheStepOnScreen) {
    ChangedLab c(GetParam());
    RingLab& lab = c.lab;
    lab.resize(1200, 800);
    lab.show();
    QCoreApplication::processEvents();
    const QSize size = lab.view()->size();
    const QImage exported = test::exportThroughDialog(&lab, size, 1); // the canvas alone
    ASSERT_EQ(exported.size(), size);
    EXPECT_EQ(lab.player()->index(), 2); // the export changed nothing in the live page
    EXPECT_LT(test::differingFraction(exported, lab.view()->grab().toImage(), exported.rect()),
              0.01);
    // The comparison tells the stages apart: the end of the change is another picture.
    test::clickPlayerButton(lab.player(), QStringLiteral("To end"));
    EXPECT_GT(test::differingFraction(exported, lab.view()->grab().toImage(), exported.rect()),
              0.01);
}

TEST_P(RingImportedChange, TheAnimationHasEveryStageOfTheChange) {
    ChangedLab c(GetParam());
    const QString gif = c.dir.filePath(QStringLiteral("change.gif"));
    ASSERT_EQ(exportAnimation(c.lab, QStringLiteral("gif"), gif).toStdString(), "");
    // Stages 0 to 3 held, and 0.9 s of the keys changing colour at the default 10 fps.
    EXPECT_EQ(gifImages(gif), 4 + 9);
    EXPECT_EQ(c.lab.player()->index(), 2); // the live page kept its step
}

TEST_P(RingImportedChange, TheStoryboardHasEveryStageOfTheChange) {
    ChangedLab c(GetParam());
    const QString png = c.dir.filePath(QStringLiteral("board.png"));
    ASSERT_EQ(exportAnimation(c.lab, QStringLiteral("png"), png).toStdString(), "");
    // Four stages in a 2 x 2 grid of 160 px cells with 8 px gaps.
    EXPECT_EQ(QImageReader(png).size().width(), 2 * 160 + 3 * 8);
}

TEST_P(RingImportedChange, ASavedFileReopensAtTheSameStep) {
    ChangedLab c(GetParam());
    const QString path = c.dir.filePath(QStringLiteral("saved.hashlab.json"));
    ASSERT_EQ(saveScenarioFile(path, c.lab), QString());
    scenario::Scenario read;
    ASSERT_EQ(readScenarioFile(path, &read), QString());
    RingLab reopened;
    ASSERT_EQ(applyScenario(&reopened, read), QString());
    reopened.model()->waitIdle();
    ASSERT_TRUE(reopened.model()->snapshot()->hasChange);
    EXPECT_EQ(reopened.player()->index(), 2);
    EXPECT_EQ(reopened.player()->count(), 3);
    EXPECT_EQ(reopened.counterLabel()->text(), c.lab.counterLabel()->text());
    EXPECT_EQ(reopened.stageLabel()->text(), c.lab.stageLabel()->text());
    EXPECT_EQ(reopened.model()->state(), c.lab.model()->state());
    EXPECT_EQ(reopened.model()->snapshot()->migration.moved,
              c.lab.model()->snapshot()->migration.moved);
}

INSTANTIATE_TEST_SUITE_P(EachKeySource, RingImportedChange,
                         ::testing::Values(Keys::Generated, Keys::KeyFile, Keys::CountedCsv),
                         keysName);

} // namespace

// File → Export animation, driven like a user on the offscreen platform: the GIF it writes has
// every stage of the ring's trace and its in-between frames, Cancel stops it with nothing
// written, and the storyboard kind writes a PNG.
#include "export/animation_dialog.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/language.h"
#include "shell/settings.h"
#include "shell/step_player.h"
#include "support/wait_until.h"
#include "window/main_window.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gif_lib.h>
#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

void typeInto(QLineEdit* edit, const QString& text) {
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

void setSpin(QSpinBox* spin, int value) {
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Tab);
}

// A small export, to keep the test fast.
void fillIn(AnimationDialog* d, const QString& path) {
    typeInto(d->pathEdit(), path);
    setSpin(d->widthSpin(), 320);
    setSpin(d->heightSpin(), 180);
}

int gifImages(const QString& path, int* width = nullptr) {
    int error = 0;
    GifFileType* gif = DGifOpenFileName(QFile::encodeName(path).constData(), &error);
    if (!gif)
        return -1;
    const int images = DGifSlurp(gif) == GIF_OK ? gif->ImageCount : -1;
    if (width)
        *width = gif->SWidth;
    DGifCloseFile(gif, &error);
    return images;
}

TEST(AnimationDialog, TheFileMenuExportsTheRingsMigrationAsAGif) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    MainWindow window(settings); // not shown: the dialog needs only its parent, and a shown
                                 // window takes seconds to settle offscreen
    window.showLab(QStringLiteral("ring"));
    auto* action = window.findChild<QAction*>(QStringLiteral("exportAnimation"));
    ASSERT_NE(action, nullptr);
    EXPECT_FALSE(action->text().isEmpty());
    const QString gif = dir.filePath(QStringLiteral("migration.gif"));
    bool ran = false;
    QTimer::singleShot(0, &window, [&] {
        auto* d = qobject_cast<AnimationDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(d, nullptr);
        fillIn(d, gif);
        QTest::mouseClick(d->exportButton(), Qt::LeftButton);
        EXPECT_TRUE(d->running());
        EXPECT_FALSE(d->exportButton()->isEnabled());
        HASHLAB_WAIT_UNTIL(!d->isVisible(), 20000);
        EXPECT_EQ(d->lastError(), QString());
        ran = true;
    });
    action->trigger();
    EXPECT_TRUE(ran);
    // Stages 0 to 3 held, and 0.9 s of the keys changing colour at the default 10 fps.
    int width = 0;
    EXPECT_EQ(gifImages(gif, &width), 4 + 9);
    EXPECT_EQ(width, 320);
    // The live page was not touched: it still shows the last stage.
    auto* ring = qobject_cast<RingLab*>(window.currentLab());
    ASSERT_NE(ring, nullptr);
    EXPECT_EQ(ring->player()->index(), ring->player()->count());
}

// The dialog on a ring page of its own (no main window).
struct OnRing {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    RingLab ring;
    AnimationDialog d{&ring, settings};
    OnRing() { d.show(); }
};

TEST(AnimationDialog, CancelStopsTheExportAndWritesNothing) {
    OnRing on;
    auto& d = on.d;
    const auto& dir = on.dir;
    const QString gif = dir.filePath(QStringLiteral("cancelled.gif"));
    fillIn(&d, gif);
    QTest::mouseClick(d.exportButton(), Qt::LeftButton);
    ASSERT_TRUE(d.running());
    EXPECT_TRUE(d.progressBar()->isVisible());
    QTest::mouseClick(d.cancelButton(), Qt::LeftButton);
    EXPECT_FALSE(d.running());
    EXPECT_TRUE(d.isVisible()); // Cancel stopped the export, not the dialog
    EXPECT_FALSE(d.lastError().isEmpty());
    EXPECT_TRUE(d.errorLabel()->isVisible());
    EXPECT_TRUE(d.exportButton()->isEnabled());
    // A wait that asserts nothing happens: no late frame of the cancelled export writes the file.
    QTest::qWait(50);
    EXPECT_FALSE(QFile::exists(gif));
}

TEST(AnimationDialog, StoryboardKindWritesOnePngWithEveryStage) {
    OnRing on;
    auto& d = on.d;
    const auto& dir = on.dir;
    d.kindCombo()->setFocus();
    for (int i = 0; i < d.kindCombo()->count() && d.kindCombo()->currentData() != "png"; ++i)
        QTest::keyClick(d.kindCombo(), Qt::Key_Down); // to the storyboard, as a keyboard user
    EXPECT_TRUE(d.pathEdit()->text().endsWith(QLatin1String(".png")));
    EXPECT_FALSE(d.fpsCombo()->isEnabled());
    const QString png = dir.filePath(QStringLiteral("board.png"));
    fillIn(&d, png);
    QTest::mouseClick(d.exportButton(), Qt::LeftButton);
    HASHLAB_WAIT_UNTIL(!d.running(), 20000);
    EXPECT_EQ(d.lastError(), QString());
    const QSize size = QImageReader(png).size();
    // Two columns of 320 px with 8 px gaps: the four stages in a 2 x 2 grid.
    EXPECT_EQ(size.width(), 2 * 320 + 3 * 8);
    EXPECT_GT(size.height(), 2 * 180);
}

} // namespace

namespace {

// A ring with no node change has no stages to animate: the dialog says so, in full — the wrapped
// message was clipped to one and a half lines at 1280x720 in Chinese until the dialog grew for it.
TEST(AnimationDialog, ALabWithoutStagesIsExplainedOnEveryLine) {
    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        RingLab ring;
        ASSERT_EQ(ring.model()->setVnodes(12), QString()); // no node change: no stages
        ring.settleForExport();
        ASSERT_EQ(ring.stepPlayer()->count(), 0);
        AnimationDialog d{&ring, settings};
        d.show();
        fillIn(&d, dir.filePath(QStringLiteral("none.gif")));
        QTest::mouseClick(d.exportButton(), Qt::LeftButton);
        QApplication::processEvents();
        ASSERT_FALSE(d.lastError().isEmpty());
        QLabel* error = d.errorLabel();
        ASSERT_TRUE(error->isVisible());
        EXPECT_GE(error->height(), error->heightForWidth(error->width()))
            << "the message is cut: " << d.lastError().toStdString();
        EXPECT_LE(error->geometry().bottom(), d.height());
    }
    setLanguage(QStringLiteral("en"));
}

} // namespace

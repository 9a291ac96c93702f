#include "export/exporter.h"
#include "fake_lab.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

TEST(Exporter, PngHasExactlyThePixelSizeAskedAtEveryScale) {
    QTemporaryDir dir;
    for (double scale : {1.0, 2.0, 3.0}) {
        hashlab::test::FakeLab lab;
        const QString path = dir.filePath(QStringLiteral("x%1.png").arg(scale));
        ASSERT_EQ(exportWidget(&lab, {path, QSize(1600, 900), scale}), QString());
        QImage image(path);
        EXPECT_EQ(image.size(), QSize(1600, 900)) << scale;
        // The widget's top-left quarter is blue: the render really happened, at the right scale.
        EXPECT_EQ(image.pixelColor(100, 100), QColor(0, 114, 178));
        EXPECT_EQ(image.pixelColor(1500, 100), QColor(Qt::white));
    }
}

TEST(Exporter, APageLargerThanSizeOverScaleIsShrunkToFitNotCropped) {
    // 1280x720 at scale 2 leaves 640x360 to lay out; the page needs 900x500. Cropping would show
    // only its top-left part (the blue quarter would fill 900 of the 1280 pixels).
    QTemporaryDir dir;
    hashlab::test::FakeLab lab;
    lab.setMinimumSize(900, 500);
    const QString path = dir.filePath(QStringLiteral("fit.png"));
    double applied = 0;
    ASSERT_EQ(exportWidget(&lab, {path, QSize(1280, 720), 2.0}, &applied), QString());
    EXPECT_NEAR(applied, 1280.0 / 900.0, 0.01);
    EXPECT_GE(lab.width(), 900);
    EXPECT_GE(lab.height(), 500);
    QImage image(path);
    ASSERT_EQ(image.size(), QSize(1280, 720));
    // The whole page is in the picture: its blue quarter ends at half the output width and
    // height, and its bottom-right corner (painted white) is at the picture's corner.
    EXPECT_EQ(image.pixelColor(630, 100), QColor(0, 114, 178));
    EXPECT_EQ(image.pixelColor(650, 100), QColor(Qt::white));
    EXPECT_EQ(image.pixelColor(100, 350), QColor(0, 114, 178));
    EXPECT_EQ(image.pixelColor(100, 370), QColor(Qt::white));
    EXPECT_EQ(image.pixelColor(1275, 715), QColor(Qt::white));
}

TEST(Exporter, APageThatFitsKeepsTheScaleAsked) {
    QTemporaryDir dir;
    hashlab::test::FakeLab lab;
    lab.setMinimumSize(300, 200);
    double applied = 0;
    ASSERT_EQ(exportWidget(&lab, {dir.filePath(QStringLiteral("a.png")), QSize(1280, 720), 2.0},
                           &applied),
              QString());
    EXPECT_DOUBLE_EQ(applied, 2.0);
    EXPECT_EQ(lab.size(), QSize(640, 360));
}

TEST(Exporter, SvgKeepsTextAsTextAndPdfIsAPdf) {
    QTemporaryDir dir;
    hashlab::test::FakeLab lab;
    lab.setValue(42);
    const QString svg = dir.filePath(QStringLiteral("a.svg"));
    ASSERT_EQ(exportWidget(&lab, {svg, QSize(800, 600), 1.0}), QString());
    QFile f(svg);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    EXPECT_TRUE(text.contains("<svg"));
    EXPECT_TRUE(text.contains("value 42")); // a <text> element, not outlines
    const QString pdf = dir.filePath(QStringLiteral("a.pdf"));
    ASSERT_EQ(exportWidget(&lab, {pdf, QSize(800, 600), 2.0}), QString());
    QFile p(pdf);
    ASSERT_TRUE(p.open(QIODevice::ReadOnly));
    EXPECT_TRUE(p.read(5) == "%PDF-");
}

TEST(Exporter, RefusesUnknownFormatsBadSizesAndUnwritablePaths) {
    hashlab::test::FakeLab lab;
    EXPECT_NE(exportWidget(&lab, {QStringLiteral("/tmp/x.gif"), QSize(100, 100), 1.0}), QString());
    EXPECT_NE(exportWidget(&lab, {QStringLiteral("/tmp/x.png"), QSize(8, 100), 1.0}), QString());
    EXPECT_NE(exportWidget(&lab, {QStringLiteral("/tmp/x.png"), QSize(100, 100), 9.0}), QString());
    const QString error =
        exportWidget(&lab, {QStringLiteral("/nonexistent/dir/x.png"), QSize(100, 100), 1.0});
    EXPECT_TRUE(error.contains(QStringLiteral("cannot write"))) << error.toStdString();
}

} // namespace

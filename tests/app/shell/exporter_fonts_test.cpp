// Exported SVGs name fonts a browser or librsvg can find; exported PDFs embed the Simplified
// Chinese face for Chinese text (issue 12, item 11).
#include "export/exporter.h"
#include "shell/language.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWidget>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

// White, with one line of mixed Chinese and Latin text in a known box.
class TextWidget : public QWidget {
public:
    static QRect box() { return {50, 100, 500, 100}; }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.fillRect(rect(), Qt::white);
        QFont f = font(); // the application's font, as every lab's text has
        f.setPixelSize(48);
        p.setFont(f);
        p.setPen(Qt::black);
        p.drawText(box(), Qt::AlignCenter, QStringLiteral("哈希 Hash"));
    }
};

int inkIn(const QImage& image, QRect area) {
    int ink = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            ink += qGray(image.pixel(x, y)) < 128 && qAlpha(image.pixel(x, y)) > 128;
    return ink;
}

TEST(ExporterFonts, SvgNamesRealFamiliesWithAGenericFallbackAndRsvgDrawsTheText) {
    setLanguage(QStringLiteral("en"));
    QTemporaryDir dir;
    TextWidget widget;
    const QString svg = dir.filePath(QStringLiteral("text.svg"));
    ASSERT_EQ(exportWidget(&widget, {svg, QSize(600, 300), 1.0}), QString());
    QFile f(svg);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    int found = 0;
    for (auto it = family.globalMatch(text); it.hasNext();) {
        const QString value = it.next().captured(1);
        ++found;
        EXPECT_TRUE(value.endsWith(QLatin1String("sans-serif")) ||
                    value.endsWith(QLatin1String("monospace")) ||
                    value.endsWith(QLatin1String("serif")))
            << value.toStdString();
        EXPECT_FALSE(value.contains(QLatin1String("Sans Serif"))) << value.toStdString();
        EXPECT_TRUE(value.contains(QLatin1String("Noto Sans CJK SC")) ||
                    value.contains(QLatin1String("Mono CJK SC")))
            << value.toStdString();
    }
    EXPECT_GT(found, 0);

    const QString rsvg = QStandardPaths::findExecutable(QStringLiteral("rsvg-convert"));
    ASSERT_FALSE(rsvg.isEmpty()) << "rsvg-convert (librsvg2-bin, installed by tools/setup.sh)";
    const QString png = dir.filePath(QStringLiteral("text.png"));
    QProcess convert;
    convert.start(rsvg, {QStringLiteral("-o"), png, svg});
    ASSERT_TRUE(convert.waitForFinished(30000));
    ASSERT_EQ(convert.exitCode(), 0) << convert.readAllStandardError().toStdString();
    const QImage image(png);
    ASSERT_EQ(image.size(), QSize(600, 300));
    // The text is drawn where it belongs (a fallback to a font without the glyphs, or no text,
    // leaves the box nearly empty) and nowhere else.
    EXPECT_GT(inkIn(image, TextWidget::box()), 1500);
    EXPECT_EQ(inkIn(image, QRect(0, 220, 600, 80)), 0);
}

TEST(ExporterFonts, PdfEmbedsTheSimplifiedChineseFace) {
    setLanguage(QStringLiteral("zh_CN"));
    QTemporaryDir dir;
    TextWidget widget;
    const QString pdf = dir.filePath(QStringLiteral("text.pdf"));
    ASSERT_EQ(exportWidget(&widget, {pdf, QSize(600, 300), 1.0}), QString());
    setLanguage(QStringLiteral("en"));
    const QString pdffonts = QStandardPaths::findExecutable(QStringLiteral("pdffonts"));
    ASSERT_FALSE(pdffonts.isEmpty()) << "pdffonts (poppler-utils, installed by tools/setup.sh)";
    QProcess list;
    list.start(pdffonts, {pdf});
    ASSERT_TRUE(list.waitForFinished(30000));
    const QString fonts = QString::fromUtf8(list.readAllStandardOutput());
    EXPECT_TRUE(fonts.contains(QLatin1String("CJKsc"))) << fonts.toStdString();
    EXPECT_FALSE(fonts.contains(QLatin1String("CJKjp"))) << fonts.toStdString();
}

} // namespace

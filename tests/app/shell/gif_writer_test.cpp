// The GIF encoder of animated exports: delta frames (only the changed rectangle, unchanged pixels
// transparent), per-frame median-cut palettes, delays and the loop, read back with giflib.
#include "export/gif_writer.h"
#include "export/median_cut.h"

#include <QFont>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

#include <gif_lib.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

using namespace hashlab::app;

struct MemoryReader {
    const QByteArray* bytes;
    int at = 0;
};

int readMemory(GifFileType* gif, GifByteType* out, int length) {
    auto* r = static_cast<MemoryReader*>(gif->UserData);
    const int n = std::min(length, static_cast<int>(r->bytes->size()) - r->at);
    std::memcpy(out, r->bytes->constData() + r->at, static_cast<std::size_t>(n));
    r->at += n;
    return n;
}

// Plays the GIF: the screen after each frame (frames drawn over the last, transparent pixels
// leaving it as it was), plus each frame's rectangle and delay.
struct Played {
    std::vector<QImage> screens;
    std::vector<QRect> rects;
    std::vector<int> delays;
};

Played play(const QByteArray& bytes) {
    Played p;
    MemoryReader reader{&bytes};
    int error = 0;
    GifFileType* gif = DGifOpen(&reader, readMemory, &error);
    EXPECT_NE(gif, nullptr);
    if (!gif)
        return p;
    EXPECT_EQ(DGifSlurp(gif), GIF_OK);
    QImage screen(gif->SWidth, gif->SHeight, QImage::Format_RGB32);
    screen.fill(Qt::black);
    for (int i = 0; i < gif->ImageCount; ++i) {
        const SavedImage& image = gif->SavedImages[i];
        GraphicsControlBlock control;
        DGifSavedExtensionToGCB(gif, i, &control);
        const GifImageDesc& d = image.ImageDesc;
        const ColorMapObject* map = d.ColorMap ? d.ColorMap : gif->SColorMap;
        for (int y = 0; y < d.Height; ++y)
            for (int x = 0; x < d.Width; ++x) {
                const int index = image.RasterBits[y * d.Width + x];
                if (index == control.TransparentColor)
                    continue;
                const GifColorType c = map->Colors[index];
                screen.setPixel(d.Left + x, d.Top + y, qRgb(c.Red, c.Green, c.Blue));
            }
        p.screens.push_back(screen);
        p.rects.push_back(QRect(d.Left, d.Top, d.Width, d.Height));
        p.delays.push_back(control.DelayTime);
    }
    DGifCloseFile(gif, &error);
    return p;
}

QImage flatFrame(QColor box, QPoint at) {
    QImage image(120, 80, QImage::Format_RGB32);
    image.fill(QColor(250, 250, 245));
    QPainter p(&image);
    p.fillRect(QRect(10, 10, 30, 20), QColor(30, 90, 200));
    p.fillRect(QRect(at, QSize(12, 8)), box);
    return image;
}

TEST(GifWriter, FlatColoursComeBackExactWithOnlyTheChangedRectangleWritten) {
    GifWriter writer(QSize(120, 80));
    const std::vector<QImage> frames = {
        flatFrame(QColor(200, 40, 40), QPoint(60, 40)),
        flatFrame(QColor(40, 160, 60), QPoint(60, 40)),
        flatFrame(QColor(40, 160, 60), QPoint(60, 40)), // nothing changed
        flatFrame(QColor(40, 160, 60), QPoint(70, 50))};
    for (std::size_t i = 0; i < frames.size(); ++i)
        ASSERT_EQ(writer.addFrame(frames[i], 10 * int(i + 1)), QString());
    ASSERT_EQ(writer.finish(), QString());
    EXPECT_EQ(writer.frames(), 4);
    const Played played = play(writer.bytes());
    ASSERT_EQ(played.screens.size(), frames.size());
    for (std::size_t i = 0; i < frames.size(); ++i) {
        EXPECT_EQ(played.screens[i], frames[i]) << "frame " << i;
        EXPECT_EQ(played.delays[i], 10 * int(i + 1));
    }
    EXPECT_EQ(played.rects[0], QRect(0, 0, 120, 80));
    EXPECT_EQ(played.rects[1], QRect(60, 40, 12, 8));  // the box that changed colour
    EXPECT_EQ(played.rects[2], QRect(0, 0, 1, 1));     // a still frame: one transparent pixel
    EXPECT_EQ(played.rects[3], QRect(60, 40, 22, 18)); // where it was and where it went
    EXPECT_TRUE(writer.bytes().contains("NETSCAPE2.0"));
}

TEST(GifWriter, TextAndGradientsStayCloseToTheirColours) {
    // More colours than a palette holds: anti-aliased text over a two-way gradient.
    QImage image(256, 96, QImage::Format_RGB32);
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            image.setPixel(x, y, qRgb(x, 255 - x, y * 2));
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::TextAntialiasing);
        QFont font;
        font.setPixelSize(18);
        p.setFont(font);
        p.setPen(Qt::black);
        p.drawText(QPoint(8, 40), QStringLiteral("moved 136 of 1,500"));
    }
    GifWriter writer(image.size());
    ASSERT_EQ(writer.addFrame(image, 10), QString());
    ASSERT_EQ(writer.finish(), QString());
    const Played played = play(writer.bytes());
    ASSERT_EQ(played.screens.size(), 1u);
    long long error = 0;
    int worstText = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb a = image.pixel(x, y), b = played.screens[0].pixel(x, y);
            const int d = std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) +
                          std::abs(qBlue(a) - qBlue(b));
            error += d;
            // The text's own pixels (darker than any gradient pixel) stay dark: legible.
            if (qRed(a) + qGreen(a) + qBlue(a) < 128)
                worstText = std::max(worstText, d);
        }
    // 255 colours for a 256 x 96 gradient: about one entry per 10 x 10 pixels of it.
    EXPECT_LT(double(error) / (image.width() * image.height()), 12.0);
    EXPECT_LT(worstText, 48);
}

TEST(MedianCut, FewColoursAreKeptExactlyAndManyAreCut) {
    MedianCutPalette palette;
    const std::vector<QRgb> few = {qRgb(0, 0, 0), qRgb(255, 255, 255), qRgb(231, 76, 60),
                                   qRgb(46, 204, 113)};
    for (int i = 0; i < 100; ++i)
        palette.add(few[std::size_t(i) % few.size()]);
    palette.build(255);
    ASSERT_EQ(palette.colours().size(), few.size());
    for (QRgb c : few)
        EXPECT_EQ(palette.colours()[std::size_t(palette.indexOf(c))], c);
    palette.clear();
    for (int r = 0; r < 256; r += 4)
        for (int g = 0; g < 256; g += 4)
            palette.add(qRgb(r, g, 128));
    palette.build(16);
    EXPECT_EQ(palette.colours().size(), 16u);
}

} // namespace

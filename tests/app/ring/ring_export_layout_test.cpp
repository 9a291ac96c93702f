// The ring canvas exported at 1920x1080 (where "0 = 2^64" was cut by the top edge) and small at
// 1280x720 scale 2 in Chinese: nothing drawn touches the canvas's edges.
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_view.h"
#include "support/export_layout.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::test::ExportLook;

// Pixels differing from `ground` in a band `band` px wide along the image's four edges.
int inkAtEdges(const QImage& image, const QColor& ground, int band) {
    const int w = image.width(), h = image.height();
    return hashlab::test::inkedPixels(image, QRect(0, 0, w, band), ground) +
           hashlab::test::inkedPixels(image, QRect(0, h - band, w, band), ground) +
           hashlab::test::inkedPixels(image, QRect(0, band, band, h - 2 * band), ground) +
           hashlab::test::inkedPixels(image, QRect(w - band, band, band, h - 2 * band), ground);
}

struct Case {
    ThemeKind theme;
    const char* language;
    QSize size;
    double scale;
};

class RingExportLayout : public ::testing::TestWithParam<Case> {};

TEST_P(RingExportLayout, QuarterLabelsAndTheRingStayInsideTheCanvas) {
    const Case c = GetParam();
    ExportLook look(c.theme, QString::fromLatin1(c.language));
    RingLab lab;
    lab.settleForExport();
    const QImage image = hashlab::test::exportPng(&lab, c.size, c.scale);
    ASSERT_EQ(image.size(), c.size);
    RingView* view = lab.view();
    const QImage canvas = view->grab().toImage();
    EXPECT_EQ(inkAtEdges(canvas, ThemeManager::instance().palette().background, 3), 0);
    const QStringList clipped = hashlab::test::clippedTexts(&lab);
    EXPECT_TRUE(clipped.isEmpty()) << clipped.join(QLatin1Char('\n')).toStdString();
}

INSTANTIATE_TEST_SUITE_P(Looks, RingExportLayout,
                         ::testing::Values(Case{ThemeKind::Dark, "en", QSize(1920, 1080), 1.0},
                                           Case{ThemeKind::Light, "en", QSize(1920, 1080), 1.0},
                                           Case{ThemeKind::Classroom, "zh_CN", QSize(1280, 720),
                                                2.0}));

} // namespace

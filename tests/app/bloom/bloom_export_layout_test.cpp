// The Bloom page exported small (1280x720 at scale 2, classroom) in both languages: no text runs
// off the canvas, and the FP plot's legend sits beside the data, not on it, and is not clipped.
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_plot_panel.h"
#include "labs/bloom/bloom_view.h"
#include "support/export_layout.h"

#include <gtest/gtest.h>

#include <qcustomplot.h>

namespace {

using namespace hashlab::app;
using hashlab::test::ExportLook;

class BloomExportLayout : public ::testing::TestWithParam<const char*> {};

TEST_P(BloomExportLayout, TextStaysOnTheCanvasAndTheLegendOffTheData) {
    ExportLook look(ThemeKind::Classroom, QString::fromLatin1(GetParam()));
    BloomLab lab;
    lab.settleForExport();
    double applied = 0;
    const QImage image = hashlab::test::exportPng(&lab, QSize(1280, 720), 2.0, &applied);
    ASSERT_EQ(image.size(), QSize(1280, 720));
    EXPECT_GE(lab.width(), lab.minimumSizeHint().width());

    // The canvas keeps an 8 px margin right of the grid; before, the step's formula line ("... =
    // 20   bit 1 -> 1") ran to the edge and was cut. No pixel there may differ from the ground.
    BloomView* view = lab.view();
    const QImage canvas = view->grab().toImage();
    const double ratio = canvas.devicePixelRatio();
    const QColor ground = ThemeManager::instance().palette().background;
    const int inked = hashlab::test::inkedPixels(
        canvas, QRect(canvas.width() - int(5 * ratio), 0, int(5 * ratio), canvas.height()), ground);
    EXPECT_EQ(inked, 0) << "text pixels at the canvas's right edge";

    // Legend: outside the axis rect, every entry as wide as its text needs.
    QCustomPlot* plot = lab.plotPanel()->findChild<QCustomPlot*>();
    ASSERT_NE(plot, nullptr);
    ASSERT_TRUE(plot->legend->visible());
    EXPECT_GE(plot->legend->itemCount(), 6);
    EXPECT_FALSE(plot->legend->outerRect().intersects(plot->axisRect()->rect()));
    EXPECT_TRUE(plot->rect().contains(plot->legend->outerRect()));
    for (int i = 0; i < plot->legend->itemCount(); ++i) {
        QCPAbstractLegendItem* item = plot->legend->item(i);
        EXPECT_GE(item->outerRect().width(), item->minimumOuterSizeHint().width()) << i;
        EXPECT_LE(item->outerRect().right(), plot->width()) << i;
    }
    const QStringList clipped = hashlab::test::clippedTexts(&lab);
    EXPECT_TRUE(clipped.isEmpty()) << clipped.join(QLatin1Char('\n')).toStdString();
}

INSTANTIATE_TEST_SUITE_P(Languages, BloomExportLayout, ::testing::Values("en", "zh_CN"));

} // namespace

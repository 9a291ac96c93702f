// The Bloom page exported small (1280x720 at scale 2, classroom) in both languages: no text runs
// off the canvas, and the FP plot's legend sits beside the data, not on it, and is not clipped.
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_plot_panel.h"
#include "labs/bloom/bloom_view.h"
#include "support/export_layout.h"

#include "hashlab/bloom/filter.h"

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
    // One entry for the classic curve, then one per measured variant (the default double,
    // blocked, bad-step): its points and its theory curve share it.
    EXPECT_EQ(plot->legend->itemCount(), 4);
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

// A variant's legend entry shows its theory's dashes across the icon behind the measured dot:
// the icon's left quarter, clear of the dot, has the variant's colour where there is a formula
// (double, blocked) and none for bad-step, which has no theory curve.
TEST_P(BloomExportLayout, EachVariantsLegendEntryCarriesItsTheoryDashes) {
    ExportLook look(ThemeKind::Light, QString::fromLatin1(GetParam()));
    BloomLab lab;
    lab.settleForExport();
    lab.resize(1280, 720);
    QCustomPlot* plot = lab.plotPanel()->plot();
    plot->resize(600, 420);
    plot->replot();
    const QImage image = plot->toPixmap(600, 420, 1.0).toImage();
    int variants = 0;
    for (int i = 0; i < plot->legend->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i));
        ASSERT_NE(item, nullptr);
        const QString name = item->plottable()->name();
        const auto variant = hashlab::bloom::parseVariant(name.toStdString());
        if (!variant)
            continue; // the classic curve
        ++variants;
        const QColor want = BloomPlotPanel::variantColor(variant.value());
        const QRect icon(item->rect().topLeft(), plot->legend->iconSize());
        int coloured = 0;
        for (int x = icon.left(); x < icon.left() + icon.width() / 4; ++x)
            for (int y = item->rect().top(); y <= item->rect().bottom(); ++y) {
                const QColor c = image.pixelColor(x, y);
                coloured += std::abs(c.red() - want.red()) + std::abs(c.green() - want.green()) +
                                std::abs(c.blue() - want.blue()) <
                            40;
            }
        if (variant.value() == hashlab::bloom::Variant::BadStep)
            EXPECT_EQ(coloured, 0) << name.toStdString();
        else
            EXPECT_GT(coloured, 2) << name.toStdString() << ": no dashes left of the dot";
    }
    EXPECT_EQ(variants, 3);
}

INSTANTIATE_TEST_SUITE_P(Languages, BloomExportLayout, ::testing::Values("en", "zh_CN"));

} // namespace

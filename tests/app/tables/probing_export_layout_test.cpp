// The probing page exported small and in Chinese (1280x720 at scale 2, classroom): the table,
// its labels, the footer and the plots each keep their own room.
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_plot.h"
#include "labs/tables/probing_view.h"
#include "support/export_layout.h"
#include "tables_test_access.h"

#include <QLabel>

#include <gtest/gtest.h>

#include <qcustomplot.h>

namespace {

using namespace hashlab::app;
using hashlab::test::ExportLook;

class ProbingExportLayout : public ::testing::TestWithParam<const char*> {};

TEST_P(ProbingExportLayout, TableFooterLegendAndPlotsDoNotOverlapAt1280x720Scale2) {
    ExportLook look(ThemeKind::Classroom, QString::fromLatin1(GetParam()));
    ProbingLab lab;
    lab.settleForExport();
    double applied = 0;
    const QImage image = hashlab::test::exportPng(&lab, QSize(1280, 720), 2.0, &applied);
    ASSERT_EQ(image.size(), QSize(1280, 720));
    // The page did not fit 640x360: it was laid out larger, at its minimum size, not cropped.
    EXPECT_LT(applied, 2.0);
    EXPECT_GE(lab.width(), lab.minimumSizeHint().width());
    EXPECT_GE(lab.height(), lab.minimumSizeHint().height());

    ProbingView* view = lab.view();
    EXPECT_GE(view->height(), view->minimumSizeHint().height());
    // Slots with their index and p_i badge lines end above the footer's text.
    const QRectF grid = ProbingViewTestAccess::gridBounds(*view);
    EXPECT_GT(view->slotRect(0).height(), 20.0);
    EXPECT_LE(grid.bottom(), ProbingViewTestAccess::footerTop(*view));
    EXPECT_GE(grid.top(), 0.0);
    // The legend (wrapped if need be) stays inside the canvas.
    const QRectF legend = ProbingViewTestAccess::legendBounds(*view);
    EXPECT_TRUE(QRectF(view->rect()).contains(legend))
        << legend.right() << " > " << view->width() << " or " << legend.bottom() << " > "
        << view->height();
    EXPECT_GT(legend.top(), ProbingViewTestAccess::footerTop(*view));

    // Plots keep their minimum height and do not run into the caption under them.
    const auto plots = lab.plot()->findChildren<QCustomPlot*>();
    ASSERT_EQ(plots.size(), 2);
    const auto labels = lab.plot()->findChildren<QLabel*>();
    for (QCustomPlot* plot : plots) {
        EXPECT_GE(plot->height(), plot->minimumHeight());
        const QRect r = hashlab::test::rectIn(plot, &lab);
        for (QLabel* label : labels)
            if (label->isVisible()) {
                EXPECT_FALSE(r.intersects(hashlab::test::rectIn(label, &lab)))
                    << label->text().left(40).toStdString();
            }
        // No legend inside the axis rect: it used to cover the curves on short plots.
        EXPECT_FALSE(plot->legend->visible());
    }
    const QStringList clipped = hashlab::test::clippedTexts(&lab);
    EXPECT_TRUE(clipped.isEmpty()) << clipped.join(QLatin1Char('\n')).toStdString();
}

INSTANTIATE_TEST_SUITE_P(Languages, ProbingExportLayout, ::testing::Values("en", "zh_CN"));

} // namespace

// A scrolled tab page: the mouse wheel over one of its plots scrolls the page (QCustomPlot kept
// the wheel events it does not zoom with, so the page did not move), and a plot that zooms with
// the wheel keeps its events.
#include "shell/scrolled_page.h"

#include <QScrollBar>
#include <QTest>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <gtest/gtest.h>
#include <qcustomplot.h>

namespace {

using namespace hashlab::app;

void wheelDown(QWidget* w) {
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                  Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(w, &e);
}

TEST(ScrolledPage, TheWheelOverAPlotScrollsThePage) {
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* plot = new QCustomPlot;
    plot->setMinimumHeight(600);
    auto* zooming = new QCustomPlot;
    zooming->setMinimumHeight(600);
    zooming->setInteractions(QCP::iRangeZoom);
    layout->addWidget(plot);
    layout->addWidget(zooming);
    std::unique_ptr<QScrollArea> area(scrolledPage(page));
    area->resize(400, 300);
    area->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(area.get()));
    QScrollBar* bar = area->verticalScrollBar();
    ASSERT_GT(bar->maximum(), 0);
    ASSERT_EQ(bar->value(), 0);
    wheelDown(plot);
    EXPECT_GT(bar->value(), 0) << "the page did not scroll";

    const int before = bar->value();
    const QCPRange range = zooming->xAxis->range();
    wheelDown(zooming);
    EXPECT_EQ(bar->value(), before) << "a zooming plot's wheel scrolled the page";
    EXPECT_NE(zooming->xAxis->range().size(), range.size()) << "the zooming plot did not zoom";
}

} // namespace

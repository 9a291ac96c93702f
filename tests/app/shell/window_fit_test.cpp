// The window on a 1280×720 projector, in presentation mode (type ×1.5) and in both languages:
// the window's minimum size fits the screen (a lab that is larger scrolls inside it), no button or
// one-line label of any lab is narrower than its text (Qt would clip it), and in the normal mode
// every lab fits 1280×720 without scrolling.
#include "app/bloom/bloom_test_access.h"
#include "labs/bloom/bloom_pipeline_panel.h"
#include "labs/bloom/bloom_plot_panel.h"
#include "labs/bloom/filter_chart_view.h"
#include "labs/ring/ring_load_panel.h"
#include "shell/lab_page.h"
#include "shell/language.h"
#include "shell/settings.h"
#include "shell/theme.h"
#include "support/export_layout.h"
#include "support/settle.h"
#include "window/main_window.h"

#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>
#include <qcustomplot.h>

namespace {

using namespace hashlab::app;

const QSize kProjector(1280, 720);

QScrollArea* scrollAreaOf(LabPage* page) {
    for (QWidget* p = page->parentWidget(); p; p = p->parentWidget())
        if (auto* s = qobject_cast<QScrollArea*>(p))
            return s;
    return nullptr;
}

// Visits every lab and every page of its inner tab widget, calling check(where).
template <typename F>
void forEveryLabPage(MainWindow& window, F&& check) {
    for (const QString& id : {QStringLiteral("ring"), QStringLiteral("probing"),
                              QStringLiteral("bloom"), QStringLiteral("collisions")}) {
        window.showLab(id);
        QList<QTabWidget*> tabs = window.currentLab()->findChildren<QTabWidget*>();
        const int pages = tabs.isEmpty() ? 1 : tabs.front()->count();
        for (int i = 0; i < pages; ++i) {
            if (!tabs.isEmpty())
                tabs.front()->setCurrentIndex(i);
            hashlab::test::settlePosted();
            check(QStringLiteral("%1, tab %2").arg(id).arg(i));
        }
    }
}

void checkAtProjectorSize(bool presentation) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    const QString shots = qEnvironmentVariable("HASHLAB_SCREENSHOT_DIR");
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(setLanguage(lang));
        MainWindow window(settings);
        // What presentation mode does to the content on a full screen of 1280×720 (the offscreen
        // test screen is 800×800, so the window is sized instead of made full screen).
        ThemeManager::instance().setPresentation(presentation);
        window.setDrawerOpen(true); // the form and plots, in the drawer since issue 29
        window.resize(kProjector);
        window.show();
        forEveryLabPage(window, [&](const QString& where) {
            const std::string at =
                (where + QStringLiteral(" (") + lang +
                 (presentation ? QStringLiteral(", presentation)") : QStringLiteral(")")))
                    .toStdString();
            EXPECT_LE(window.minimumSizeHint().width(), kProjector.width()) << at;
            EXPECT_LE(window.minimumSizeHint().height(), kProjector.height()) << at;
            EXPECT_EQ(window.size(), kProjector) << at;
            const QStringList bad = hashlab::test::clippedTexts(window.currentLab());
            EXPECT_TRUE(bad.isEmpty()) << at << ":\n" << bad.join(QLatin1Char('\n')).toStdString();
            for (QCustomPlot* plot : window.currentLab()->findChildren<QCustomPlot*>()) {
                if (plot->isVisible()) { // the axes span the plot (an empty legend had capped them)
                    EXPECT_GE(plot->axisRect()->outerRect().width(), plot->width() - 2)
                        << at << ": plot in " << plot->parentWidget()->metaObject()->className();
                }
            }
            const QStringList cut = hashlab::test::cutOffWidgets(window.currentLab());
            EXPECT_TRUE(cut.isEmpty()) << at << ":\n" << cut.join(QLatin1Char('\n')).toStdString();
            if (!presentation) {
                QScrollArea* scroll = scrollAreaOf(window.currentLab());
                ASSERT_NE(scroll, nullptr);
                EXPECT_FALSE(scroll->horizontalScrollBar()->isVisible()) << at << " scrolls";
                EXPECT_FALSE(scroll->verticalScrollBar()->isVisible()) << at << " scrolls";
            }
            if (!shots.isEmpty())
                window.grab().save(
                    QStringLiteral("%1/fit-%2-%3-%4.png")
                        .arg(shots,
                             QString(where).replace(QStringLiteral(", "), QStringLiteral("-")),
                             lang)
                        .arg(presentation ? QStringLiteral("pres") : QStringLiteral("normal")));
        });
        ThemeManager::instance().setPresentation(false);
    }
    setLanguage(QStringLiteral("en"));
}

TEST(WindowFit, EveryLabFits1280x720WithoutScrollingOrClippedText) {
    checkAtProjectorSize(false);
}

TEST(WindowFit, PresentationModeAt1280x720ClipsNoTextAndScrollsWhatIsTooLarge) {
    checkAtProjectorSize(true);
}

// A lab in presentation mode at 1280×720, in English then Chinese: check(window, lang).
template <typename F>
void inPresentation(const QString& lab, F&& check) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(setLanguage(lang));
        MainWindow window(settings);
        ThemeManager::instance().setPresentation(true);
        window.setDrawerOpen(true); // the plots, in the drawer since issue 29
        window.resize(kProjector);
        window.show();
        window.showLab(lab);
        check(window, lang.toStdString());
        ThemeManager::instance().setPresentation(false);
    }
    setLanguage(QStringLiteral("en"));
}

template <typename F>
void inPresentationBloom(F&& check) {
    inPresentation(QStringLiteral("bloom"), std::forward<F>(check));
}

// The ring's Load tab in presentation mode at 1280×720, both languages: its two plots keep axes a
// class can read (the spread plot's had 65 px under its legend), and the tab scrolls instead.
TEST(WindowFit, TheRingLoadPlotsKeepTheirHeightInPresentationMode) {
    inPresentation(QStringLiteral("ring"), [](MainWindow& window, const std::string& lang) {
        auto* load = window.currentLab()->findChild<RingLoadPanel*>();
        ASSERT_NE(load, nullptr);
        ASSERT_TRUE(load->isVisible()) << lang;
        hashlab::test::settlePosted();
        for (QCustomPlot* plot : {load->barsPlot(), load->sweepPlot()}) {
            plot->replot();
            EXPECT_GE(plot->height(), plot->minimumHeight()) << lang;
            EXPECT_GE(plot->axisRect()->height(), 120) << lang;
        }
    });
}

// The read path after a run, in presentation mode at 1280×720, in both languages: its eight
// counter lines and the wrapped title take more height than the column has, so the lab scrolls;
// every label keeps its lines (a wrapped title sized by one line squeezed the counters under it).
TEST(WindowFit, TheReadPathAfterARunKeepsEveryLineInPresentationMode) {
    inPresentationBloom([](MainWindow& window, const std::string& lang) {
        auto* panel = window.currentLab()->findChild<BloomPipelinePanel*>();
        ASSERT_NE(panel, nullptr);
        QTabWidget* tabs = window.currentLab()->findChildren<QTabWidget*>().front();
        tabs->setCurrentIndex(tabs->indexOf(panel->parentWidget()) >= 0
                                  ? tabs->indexOf(panel->parentWidget())
                                  : tabs->indexOf(panel));
        ASSERT_TRUE(panel->isVisible());
        QTest::mouseClick(panel->runButton(), Qt::LeftButton);
        BloomPipelinePanelTestAccess::waitForRun(*panel);
        ASSERT_TRUE(panel->counters().has_value());
        hashlab::test::settlePosted();
        const QStringList squeezed = hashlab::test::squeezedLabels(window.currentLab());
        EXPECT_TRUE(squeezed.isEmpty()) << lang << ":\n"
                                        << squeezed.join(QLatin1Char('\n')).toStdString();
    });
}

// "Choosing a filter" in presentation mode at 1280×720, both languages: the chart keeps its
// minimum height (its eight-entry legend had left the axes 50 px) and does not run under the table;
// the tab scrolls instead.
TEST(WindowFit, TheChoosingChartKeepsItsHeightInPresentationMode) {
    inPresentationBloom([](MainWindow& window, const std::string& lang) {
        auto* chart = window.currentLab()->findChild<FilterChartView*>();
        ASSERT_NE(chart, nullptr);
        QTabWidget* tabs = window.currentLab()->findChildren<QTabWidget*>().front();
        tabs->setCurrentIndex(3);
        ASSERT_TRUE(chart->isVisible()) << lang;
        hashlab::test::settlePosted();
        QCustomPlot* plot = chart->plot();
        auto* table = chart->findChild<QTableWidget*>();
        ASSERT_NE(table, nullptr);
        // As wide as the window makes it, then as narrow as a smaller screen or a dragged
        // splitter would (the legend then takes one column, twice the rows).
        for (const int width : {0, 380}) {
            if (width > 0)
                tabs->setMaximumWidth(width);
            hashlab::test::settlePosted();
            plot->replot();
            const std::string at = lang + ", tabs " + std::to_string(tabs->width()) + " px";
            EXPECT_GE(plot->height(), plot->minimumHeight()) << at;
            const QRect p(plot->mapTo(chart, QPoint(0, 0)), plot->size());
            const QRect t(table->mapTo(chart, QPoint(0, 0)), table->size());
            EXPECT_FALSE(p.intersects(t)) << at << ": the chart runs under the table";
            EXPECT_GE(plot->axisRect()->height(), 100)
                << at << ", legend in " << plot->legend->wrap() << " columns";
        }
    });
}

// The Bloom FP plot in presentation mode at 1280×720, both languages: its legend leaves the axes
// little height, and the y axis's decade labels printed over each other. Adjacent labels are now
// at least a line apart.
TEST(WindowFit, TheFpPlotsDecadeLabelsDoNotOverlapInPresentationMode) {
    inPresentationBloom([](MainWindow& window, const std::string& lang) {
        auto* panel = window.currentLab()->findChild<BloomPlotPanel*>();
        ASSERT_NE(panel, nullptr);
        ASSERT_TRUE(panel->isVisible());
        QCustomPlot* plot = panel->plot();
        // As tall as the window makes it, then as short as a smaller screen or a longer legend
        // would (the axes' share then shrinks first).
        for (const int height : {plot->height(), 300, 260}) {
            plot->setFixedHeight(height);
            hashlab::test::settlePosted();
            plot->replot(); // lays the axes out at their size
            plot->replot(); // with the tick count for that size
            const QVector<double> ticks = plot->yAxis->tickVector();
            ASSERT_GE(ticks.size(), 2) << lang;
            const int line = QFontMetrics(plot->yAxis->tickLabelFont()).height();
            for (int i = 1; i < ticks.size(); ++i)
                EXPECT_GE(std::abs(plot->yAxis->coordToPixel(ticks[i]) -
                                   plot->yAxis->coordToPixel(ticks[i - 1])),
                          line)
                    << lang << ": labels " << ticks[i - 1] << " and " << ticks[i]
                    << " overlap (plot " << height << " px, axes " << plot->axisRect()->height()
                    << " px)";
        }
    });
}

} // namespace

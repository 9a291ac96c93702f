#include "plot_style.h"

#include "theme.h"

#include <qcustomplot.h>

#include <algorithm>
#include <vector>

namespace hashlab::app {

double plotLineWidth() {
    return 2.0 * ThemeManager::instance().palette().strokeScale;
}

void applyPlotTheme(QCustomPlot* plot) {
    const ThemePalette& p = ThemeManager::instance().palette();
    plot->setBackground(QBrush(p.background));
    QFont font = plot->font();
    font.setPointSizeF(9.5 * p.fontScale);
    QFont labelFont = font;
    labelFont.setPointSizeF(10.5 * p.fontScale);
    const QList<QCPAxis*> axes = plot->axisRect() ? plot->axisRect()->axes() : QList<QCPAxis*>{};
    for (QCPAxis* axis : axes) {
        axis->setBasePen(QPen(p.text, 1.0 * p.strokeScale));
        axis->setTickPen(QPen(p.text, 1.0 * p.strokeScale));
        axis->setSubTickPen(QPen(p.mutedText, 0.8 * p.strokeScale));
        axis->setTickLabelColor(p.text);
        axis->setLabelColor(p.text);
        axis->setTickLabelFont(font);
        axis->setLabelFont(labelFont);
        axis->grid()->setPen(QPen(p.grid, 0.8 * p.strokeScale, Qt::DotLine));
        axis->grid()->setSubGridPen(Qt::NoPen);
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
    if (plot->legend) {
        plot->legend->setFont(font);
        plot->legend->setTextColor(p.text);
        plot->legend->setBrush(QBrush(p.background));
        plot->legend->setBorderPen(QPen(p.grid));
    }
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void placeLegendBelowAxes(QCustomPlot* plot) {
    if (!plot->axisRect()->insetLayout()->take(plot->legend))
        return; // already moved
    plot->plotLayout()->addElement(plot->plotLayout()->rowCount(), 0, plot->legend);
    plot->plotLayout()->setRowStretchFactor(plot->plotLayout()->rowCount() - 1, 0.001);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot->legend->setMargins(QMargins(6, 2, 6, 2));
    // A layout column is no wider than the narrowest maximum among its elements, and an empty
    // legend's maximum is its margins: before a first run (failure trials) the axes shrank to
    // their minimum, 50 px of a 456 px plot. A bounded but huge maximum lifts that cap (QCP reads
    // an unbounded one as "use the size hint").
    plot->legend->setMaximumSize(1 << 20, QWIDGETSIZE_MAX);
}

void fitLegendColumns(QCustomPlot* plot) {
    QCPLegend* legend = plot->legend;
    const QFontMetrics metrics(legend->font());
    std::vector<int> widths; // an item: icon, padding, text and the gap between columns
    for (int i = 0; i < legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
            widths.push_back(metrics.horizontalAdvance(item->plottable()->name()) +
                             legend->iconSize().width() + legend->iconTextPadding() + 16);
    // The most columns whose widest items fit side by side (wider ones were clipped mid-word).
    int columns = 1;
    for (int c = 3; c > 1 && columns == 1; --c) {
        int total = 0;
        for (int col = 0; col < c; ++col) {
            int widest = 0;
            for (std::size_t i = std::size_t(col); i < widths.size(); i += std::size_t(c))
                widest = std::max(widest, widths[i]);
            total += widest;
        }
        if (total <= plot->width() - 16)
            columns = c;
    }
    if (legend->wrap() != columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    }
}

void keepAxesHeight(QCustomPlot* plot, int axes) {
    const int legend = plot->legend->visible() ? plot->legend->minimumOuterSizeHint().height() : 0;
    const int labels = 3 * QFontMetrics(plot->xAxis->tickLabelFont()).height() +
                       QFontMetrics(plot->xAxis->labelFont()).height();
    plot->setMinimumHeight(legend + labels + axes);
}

} // namespace hashlab::app

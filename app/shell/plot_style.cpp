#include "plot_style.h"

#include "theme.h"

#include <qcustomplot.h>

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

} // namespace hashlab::app

#include "ring_bar_names.h"

#include <QFontMetricsF>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace hashlab::app {

void layoutBarNames(QCustomPlot* plot, const QStringList& names) {
    QCPAxis* x = plot->xAxis;
    const QFontMetricsF fm(x->tickLabelFont());
    const int n = static_cast<int>(names.size());
    // The axis rect's width at the plot's current size (its margins as last laid out).
    QCPAxisRect* rect = x->axisRect();
    const double width = plot->width() - (rect->outerRect().width() - rect->width());
    const double perBar = std::max(1.0, width) / std::max(1.0, x->range().size());
    double widest = 0;
    for (const QString& name : names)
        widest = std::max(widest, fm.horizontalAdvance(name));
    const bool flat = widest + fm.averageCharWidth() <= perBar;
    x->setTickLabelRotation(flat ? 0 : 90);
    const int every =
        flat ? 1 : std::max(1, static_cast<int>(std::ceil((fm.height() + 2) / perBar)));
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < n; i += every)
        ticker->addTick(i, names[i]);
    x->setTicker(ticker);
}

} // namespace hashlab::app

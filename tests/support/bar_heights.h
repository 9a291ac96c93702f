#pragma once
// Reads a bar chart back as a user sees it: each bar's tick label and height (the ring lab's
// load and request charts, one QCPBars per bar).
#include <QString>

#include <qcustomplot.h>

#include <map>

namespace hashlab::test {

// Tick label -> bar height; `drop` is removed from the labels (the request chart's " !").
inline std::map<QString, double> barHeights(QCustomPlot* plot, const QString& drop = {}) {
    auto ticker = plot->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    std::map<QString, double> out;
    for (int i = 0; i < plot->plottableCount(); ++i) {
        auto* b = qobject_cast<QCPBars*>(plot->plottable(i));
        if (!b || b->data()->isEmpty())
            continue;
        QString name = ticker->ticks().value(b->data()->at(0)->key);
        if (!drop.isEmpty())
            name.remove(drop);
        out[name] = b->data()->at(0)->value;
    }
    return out;
}

} // namespace hashlab::test

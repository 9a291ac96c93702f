// TableTheoryPlot's five drawings: measured values (markers with 95 % bars, or the running
// averages as lines) beside their theory, plus the caption that says what is plotted.
// Every graph has an objectName ("theory-successful", "measured-linear-max", …) for the tests.
#include "table_theory_plot.h"

#include "shell/plot_style.h"
#include "shell/theme.h"

#include <QLocale>

#include <qcustomplot.h>

#include <algorithm>

namespace hashlab::app {
namespace {

using namespace hashlab::tables;

QCPGraph* addLine(QCustomPlot* plot, const QVector<double>& x, const QVector<double>& y,
                  const QColor& color, Qt::PenStyle style, const char* id, double width = 1.0) {
    QCPGraph* g = plot->addGraph();
    g->setObjectName(QLatin1String(id));
    g->setData(x, y, true);
    QPen pen(color, width * plotLineWidth());
    pen.setStyle(style);
    g->setPen(pen);
    return g;
}

// Markers, optionally joined by a thin line, with 95 % bars (minus, plus) when given.
QCPGraph* addPoints(QCustomPlot* plot, const QVector<double>& x, const QVector<double>& y,
                    const QColor& color, QCPScatterStyle::ScatterShape shape, const char* id,
                    const QVector<double>& minus = {}, const QVector<double>& plus = {},
                    bool joined = false, double size = 8) {
    const ThemePalette& pal = ThemeManager::instance().palette();
    QCPGraph* g = plot->addGraph();
    g->setObjectName(QLatin1String(id));
    g->setData(x, y, true);
    g->setLineStyle(joined ? QCPGraph::lsLine : QCPGraph::lsNone);
    g->setPen(QPen(color, 0.6 * plotLineWidth()));
    g->setScatterStyle(QCPScatterStyle(shape, QPen(color, 1.5 * pal.strokeScale), Qt::NoBrush,
                                       size * pal.strokeScale));
    if (!minus.isEmpty()) {
        auto* bars = new QCPErrorBars(plot->xAxis, plot->yAxis);
        bars->setObjectName(QLatin1String(id) + QLatin1String("-bars"));
        bars->setDataPlottable(g);
        bars->setData(minus, plus.isEmpty() ? minus : plus);
        bars->setPen(QPen(color, 1.2 * pal.strokeScale));
    }
    return g;
}

void addText(QCustomPlot* plot, double x, double y, const QString& text, const QColor& color,
             Qt::Alignment align) {
    auto* t = new QCPItemText(plot);
    t->position->setCoords(x, y);
    t->setPositionAlignment(align);
    t->setText(text);
    t->setColor(color);
    QFont f = plot->font();
    f.setPointSizeF(9.5 * ThemeManager::instance().palette().fontScale);
    t->setFont(f);
    t->setPadding(QMargins(4, 2, 4, 2));
}

void clear(QCustomPlot* plot) {
    plot->clearPlottables();
    plot->clearItems();
}

QString swatch(const QColor& color, const QString& symbol, const QString& text) {
    return QStringLiteral("<span style=\"color:%1\">%2</span> %3")
        .arg(color.name(), symbol, text.toHtmlEscaped());
}

const QString kLine = QStringLiteral("\u2501\u2501");
const QString kDash = QStringLiteral("\u254d\u254d");

QString number(double v, int decimals) {
    return QLocale().toString(v, 'f', decimals);
}

QString count(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}

// A log axis ticked at 1, 10, 100, … written out in full with the locale's digit groups
// (1,000,000), not as 1E+06.
void setPowersOfTen(QCPAxis* axis) {
    axis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    for (qulonglong v = 1; v <= 100'000'000ULL; v *= 10)
        ticker->addTick(double(v), QLocale().toString(v));
    axis->setTicker(ticker);
}

// Insert counts up to 10^6 written out in full, not as 1E+06.
void setWholeNumbers(QCPAxis* axis) {
    axis->setNumberFormat(QStringLiteral("f"));
    axis->setNumberPrecision(0);
}

} // namespace

void TableTheoryPlot::showChaining() {
    const auto& pts = *m_results.chaining;
    const std::uint64_t m = m_results.chainingConfig.m;
    const ThemePalette& pal = ThemeManager::instance().palette();
    QCustomPlot* plot = m_plots[Chaining][0];
    clear(plot);
    const double last = pts.back().alpha;
    // With n = αm keys, α/(2n) = 1/(2m): the successful line is 1 + α/2 − 1/(2m).
    QVector<double> tx, ts, tu;
    for (int i = 0; i <= 200; ++i) {
        const double a = last * std::max(i, 1) / 200.0;
        tx << a;
        ts << 1 + a / 2 - 1 / (2.0 * double(m));
        tu << a;
    }
    addLine(plot, tx, ts, pal.seriesColor(0), Qt::SolidLine, "theory-successful");
    addLine(plot, tx, tu, pal.seriesColor(1), Qt::SolidLine, "theory-unsuccessful");
    QVector<double> x, s, sci, u, uci;
    double top = 1, widest = 0;
    for (const ChainingPoint& p : pts) {
        x << p.alpha;
        s << p.successful.mean;
        sci << p.successful.ci;
        u << p.unsuccessful.mean;
        uci << p.unsuccessful.ci;
        top = std::max(
            {top, p.successful.mean + p.successful.ci, p.unsuccessful.mean + p.unsuccessful.ci});
        widest = std::max(widest, p.successful.ci / p.successful.mean);
    }
    addPoints(plot, x, s, pal.seriesColor(0), QCPScatterStyle::ssCircle, "measured-successful",
              sci);
    addPoints(plot, x, u, pal.seriesColor(1), QCPScatterStyle::ssSquare, "measured-unsuccessful",
              uci);
    plot->xAxis->setRange(0, last * 1.04);
    plot->yAxis->setRange(0, top * 1.1);
    m_legends[Chaining] = {
        swatch(pal.seriesColor(0), kLine + QStringLiteral(" \u25cb"),
               tr("successful search: 1 + \u03b1/2 \u2212 \u03b1/(2n)")),
        swatch(pal.seriesColor(1), kLine + QStringLiteral(" \u25a1"),
               tr("unsuccessful search: \u03b1")),
    };
    m_captions[Chaining] =
        tr("Each key is put at the head of one of m = %1 chains. A search for a stored key "
           "compares on average 1 + \u03b1/2 \u2212 \u03b1/(2n) keys (CLRS Theorem 11.2); a "
           "search for an absent key compares all keys of its chain, \u03b1 on average (Theorem "
           "11.1, plus 1 for looking at the slot). Lines: the formulas; markers: means of %2 "
           "random tables per \u03b1 with 95 % bars (widest \u00b1%3 %).")
            .arg(count(m))
            .arg(m_results.chainingConfig.trials)
            .arg(number(100 * widest, 1));
}

void TableTheoryPlot::showDistances() {
    const auto& pts = *m_results.distances;
    const ThemePalette& pal = ThemeManager::instance().palette();
    const double last = pts.back().alpha;
    struct Panel {
        MeanCi DistancePoint::*linear;
        MeanCi DistancePoint::*robin;
        const char* linearId;
        const char* robinId;
    };
    const Panel panels[3] = {
        {&DistancePoint::linearMean, &DistancePoint::robinMean, "measured-linear-mean",
         "measured-robin-mean"},
        {&DistancePoint::linearVariance, &DistancePoint::robinVariance, "measured-linear-variance",
         "measured-robin-variance"},
        {&DistancePoint::linearMax, &DistancePoint::robinMax, "measured-linear-max",
         "measured-robin-max"},
    };
    for (int i = 0; i < 3; ++i) {
        QCustomPlot* plot = m_plots[Distances][std::size_t(i)];
        clear(plot);
        double top = 1;
        if (i == 0) {
            QVector<double> tx, ty;
            for (int j = 0; j <= 200; ++j) {
                const double a = last * j / 200.0;
                tx << a;
                ty << 0.5 * (1 + 1 / (1 - a)) - 1;
            }
            addLine(plot, tx, ty, pal.text, Qt::DashLine, "theory-mean", 0.8);
            top = ty.back();
        }
        QVector<double> x, lin, linCi, rh, rhCi;
        for (const DistancePoint& p : pts) {
            x << p.alpha;
            lin << (p.*panels[i].linear).mean;
            linCi << (p.*panels[i].linear).ci;
            rh << (p.*panels[i].robin).mean;
            rhCi << (p.*panels[i].robin).ci;
            top = std::max({top, lin.back() + linCi.back(), rh.back() + rhCi.back()});
        }
        // The means are equal (same total displacement): the hollow circle rings the square.
        addPoints(plot, x, lin, pal.seriesColor(0), QCPScatterStyle::ssCircle, panels[i].linearId,
                  linCi, {}, i != 0, 14);
        addPoints(plot, x, rh, pal.seriesColor(1), QCPScatterStyle::ssSquare, panels[i].robinId,
                  rhCi, {}, i != 0);
        plot->xAxis->setRange(0, 1);
        plot->yAxis->setRange(0, top * 1.1);
    }
    m_legends[Distances] = {
        swatch(pal.seriesColor(0), QStringLiteral("\u25cb"), tr("linear probing")),
        swatch(pal.seriesColor(1), QStringLiteral("\u25a1"), tr("Robin Hood")),
        swatch(pal.text, kDash, tr("Knuth's mean: \u00bd(1 + 1/(1 \u2212 \u03b1)) \u2212 1")),
    };
    m_captions[Distances] =
        tr("A key's probe distance is how many slots past its home slot it sits. Robin Hood "
           "inserts like linear probing but takes the slot of a key that is closer to its home, "
           "so the total (and the mean) is the same while the spread and the longest distance "
           "shrink. Markers: averages over %1 random tables of m = %2 slots, with 95 % bars; "
           "dashed: Knuth's mean, the limit for large m (near \u03b1 = 1 a table of m slots "
           "stays below it).")
            .arg(m_results.distancesConfig.trials)
            .arg(count(m_results.distancesConfig.m));
}

void TableTheoryPlot::showCuckoo() {
    const auto& pts = *m_results.cuckoo;
    const ThemePalette& pal = ThemeManager::instance().palette();
    QCustomPlot* plot = m_plots[Cuckoo][0];
    clear(plot);
    QVector<double> x, rate, minus, plus;
    for (const CuckooPoint& p : pts) {
        x << p.alpha;
        rate << p.rate;
        minus << p.rate - p.lo;
        plus << p.hi - p.rate;
    }
    addPoints(plot, x, rate, pal.seriesColor(0), QCPScatterStyle::ssCircle, "measured-rate", minus,
              plus, true);
    auto* half = new QCPItemStraightLine(plot);
    half->setObjectName(QStringLiteral("threshold"));
    half->point1->setCoords(0.5, 0);
    half->point2->setCoords(0.5, 1);
    half->setPen(QPen(pal.bad, plotLineWidth(), Qt::DashLine));
    addText(plot, 0.5, 0.55, tr("load \u00bd"), pal.bad, Qt::AlignLeft | Qt::AlignVCenter);
    plot->xAxis->setRange(0, std::max(0.75, x.back() + 0.03));
    plot->yAxis->setRange(0, 1.05);
    m_legends[Cuckoo] = {
        swatch(pal.seriesColor(0), kLine + QStringLiteral(" \u25cb"),
               tr("measured share, 95 % Wilson bars")),
        swatch(pal.bad, kDash, tr("threshold: load \u00bd")),
    };
    m_captions[Cuckoo] =
        tr("Two tables of m = %1 slots each hold n keys: load = n / 2m. A marker is the share of "
           "%2 random runs in which every one of the n inserts found a place within %3 rounds "
           "of kicks (no rehash needed). Past load \u00bd the cuckoo graph (slots as vertices, "
           "keys as edges) of a large table almost surely has a part with more keys than slots, so "
           "some insert "
           "must fail.")
            .arg(count(m_results.cuckooConfig.m))
            .arg(m_results.cuckooConfig.trials)
            .arg(m_results.cuckooConfig.maxLoop);
}

void TableTheoryPlot::showResizing() {
    const ResizeResult& r = *m_results.resize;
    const ThemePalette& pal = ThemeManager::instance().palette();
    QCustomPlot* moves = m_plots[Resizing][0];
    QCustomPlot* probes = m_plots[Resizing][1];
    clear(moves);
    clear(probes);
    const double n = double(r.config.inserts);
    double probeTop = 1;
    const ResizeSeries* series[2] = {&r.chaining, &r.linear};
    const char* ids[2][4] = {
        {"moves-chaining", "relocated-chaining", "probes-chaining", "theory-chaining"},
        {"moves-linear", "relocated-linear", "probes-linear", "theory-linear"},
    };
    for (int s = 0; s < 2; ++s) {
        QVector<double> x, mv, rel, pr, th;
        for (const ResizePoint& p : series[s]->points) {
            x << double(p.inserts);
            mv << p.moves;
            rel << p.relocated;
            pr << p.probes;
            th << p.theoryProbes;
            probeTop = std::max({probeTop, p.probes, p.theoryProbes});
        }
        const QColor c = pal.seriesColor(s);
        addLine(moves, x, mv, c, Qt::SolidLine, ids[s][0]);
        addLine(moves, x, rel, c, Qt::DashLine, ids[s][1], 0.6);
        addLine(probes, x, pr, c, Qt::SolidLine, ids[s][2]);
        addLine(probes, x, th, c, Qt::DashLine, ids[s][3]);
    }
    addLine(moves, {1.0, n}, {2.0, 2.0}, pal.bad, Qt::DashLine, "bound");
    addText(moves, 1.2, 2.0, tr("bound: 2 moves per insert"), pal.bad,
            Qt::AlignLeft | Qt::AlignBottom);
    for (QCustomPlot* plot : {moves, probes}) {
        setPowersOfTen(plot->xAxis);
        plot->xAxis->setRange(1, n);
    }
    moves->yAxis->setRange(0, 2.4);
    probes->yAxis->setRange(0, probeTop * 1.15);
    m_legends[Resizing] = {
        swatch(pal.seriesColor(0), kLine,
               tr("chaining (doubles when \u03b1 would pass %1)")
                   .arg(number(r.config.chainingGrowAt, 2))),
        swatch(pal.seriesColor(1), kLine,
               tr("linear probing (doubles when \u03b1 would pass %1)")
                   .arg(number(r.config.linearGrowAt, 2))),
        swatch(pal.bad, kDash, tr("the doubling bound")),
    };
    m_captions[Resizing] =
        tr("One run of %1 inserts from m = %2. Left: keys rehashed into the bigger table so far "
           "divided by the inserts so far; doubling copies 1 + 2 + 4 + \u2026 < 2n keys, so the "
           "average stays below 2 (highest here: chaining %3, linear %4; CLRS's \u2264 3 also "
           "counts the insert). Thin dashed: keys whose slot changed \u2014 about half, since "
           "slot i goes to i or i + m. Right: probes per insert, measured (solid) against theory "
           "(dashed) at the load each insert saw: chaining 1 + \u03b1, linear probing "
           "\u00bd(1 + 1/(1 \u2212 \u03b1)\u00b2).")
            .arg(count(r.config.inserts))
            .arg(count(r.config.initialM))
            .arg(number(r.chaining.worstAverage, 5)) // 1.99998, not a rounded 2.000
            .arg(number(r.linear.worstAverage, 5));
}

void TableTheoryPlot::showRehash() {
    const RehashResult& r = *m_results.rehash;
    const ThemePalette& pal = ThemeManager::instance().palette();
    QCustomPlot* plot = m_plots[Rehash][0];
    clear(plot);
    const RehashSeries* series[2] = {&r.incremental, &r.stopTheWorld};
    const char* ids[2][2] = {{"cost-incremental", "worst-incremental"},
                             {"cost-stop-the-world", "worst-stop-the-world"}};
    const QColor colors[2] = {pal.seriesColor(0), pal.seriesColor(1)};
    // Stop-the-world first, so the incremental line is drawn over its flat stretches.
    for (int s : {1, 0}) {
        QVector<double> x, y;
        for (std::size_t i = 0; i < series[s]->at.size(); ++i) {
            x << double(series[s]->at[i]);
            y << double(series[s]->worst[i]);
        }
        addLine(plot, x, y, colors[s], Qt::SolidLine, ids[s][0], 0.7);
        addPoints(plot, {double(series[s]->worstAt)}, {double(series[s]->worstCost)}, colors[s],
                  QCPScatterStyle::ssDisc, ids[s][1]);
        addText(plot, double(series[s]->worstAt), double(series[s]->worstCost),
                tr("worst: %1").arg(count(series[s]->worstCost)), colors[s],
                (series[s]->worstAt > r.config.inserts / 2 ? Qt::AlignRight : Qt::AlignLeft) |
                    Qt::AlignBottom);
    }
    setPowersOfTen(plot->yAxis);
    setWholeNumbers(plot->xAxis);
    plot->xAxis->setRange(0, double(r.config.inserts) * 1.02);
    plot->yAxis->setRange(0.8, double(r.stopTheWorld.worstCost) * 4);
    m_legends[Rehash] = {
        swatch(colors[0], kLine, tr("incremental (one bucket per insert)")),
        swatch(colors[1], kLine, tr("stop-the-world (all keys at once)")),
    };
    m_captions[Rehash] =
        tr("Chaining from m = %1, doubling when \u03b1 reaches 1, %2 inserts. Cost of an insert = "
           "keys moved + keys compared + 1 for placing it; plotted: the largest cost in each "
           "window of %3 inserts. Stop-the-world moves all n keys at once: worst %4 at insert %5, "
           "mean %6. Incremental (as Redis does) keeps two tables and moves one bucket per "
           "insert: worst %7, mean %8.")
            .arg(count(r.config.initialM))
            .arg(count(r.config.inserts))
            .arg(count(r.window))
            .arg(count(r.stopTheWorld.worstCost))
            .arg(count(r.stopTheWorld.worstAt))
            .arg(number(r.stopTheWorld.mean, 2))
            .arg(count(r.incremental.worstCost))
            .arg(number(r.incremental.mean, 2));
}

} // namespace hashlab::app

#include "probing_plot.h"

#include "shell/background_job.h"
#include "shell/plot_style.h"
#include "shell/progress_panel.h"
#include "shell/theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <memory>

namespace hashlab::app {
namespace {

using namespace hashlab::tables;

QString strategyLabel(Strategy s) {
    switch (s) {
    case Strategy::Linear:
        return ProbingPlot::tr("linear");
    case Strategy::Quadratic:
        return ProbingPlot::tr("quadratic");
    case Strategy::Double:
        return ProbingPlot::tr("double");
    }
    return {};
}

} // namespace

ProbingPlot::ProbingPlot(QWidget* parent) : QWidget(parent), m_job(new BackgroundJob(this)) {
    m_job->deferWhileHidden(this); // computed when first shown or exported
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // The legend and the two plots in one widget: the plot export draws it alone, without the
    // caption and the button under it.
    m_chart = new QWidget(this);
    auto* chart = new QVBoxLayout(m_chart);
    chart->setContentsMargins(0, 0, 0, 0);
    // The legend is a line of text above the plots, not an inset: on a short plot (1280x720 at
    // scale 2, or Chinese labels) an inset covered the curves it names.
    m_legend = new QLabel(m_chart);
    m_legend->setAlignment(Qt::AlignCenter);
    m_legend->setWordWrap(true);
    chart->addWidget(m_legend);
    auto* row = new QHBoxLayout;
    for (auto*& plot : m_plots) {
        plot = new QCustomPlot(m_chart);
        plot->setMinimumSize(240, 170);
        plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
        if (plot == m_plots[0]) {
            // 1, 2, 5, 10: the log ticker's 2, 4, 6, 8, 10 ran into each other on short plots.
            auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
            for (double v : {1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0})
                ticker->addTick(v, QLocale().toString(v));
            plot->yAxis->setTicker(ticker);
        } else {
            plot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        }
        plot->xAxis->setRange(0, 1);
        plot->yAxis->setRange(1, 250);
        plot->legend->setVisible(false);
        // A title row names the search; the y label stays short enough for short plots.
        plot->plotLayout()->insertRow(0);
        auto* title = new QCPTextElement(plot, QString());
        plot->plotLayout()->addElement(0, 0, title);
        m_titles[plot == m_plots[0] ? 0 : 1] = title;
        row->addWidget(plot, 1);
    }
    chart->addLayout(row, 1);
    layout->addWidget(m_chart, 1);
    auto* bottom = new QHBoxLayout;
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    m_again = new QPushButton(this);
    bottom->addWidget(m_caption, 1);
    bottom->addWidget(new ProgressPanel(m_job, this));
    bottom->addWidget(m_again);
    layout->addLayout(bottom);
    connect(m_again, &QPushButton::clicked, this, &ProbingPlot::measure);
    connect(m_job, &BackgroundJob::finished, this, [this] {
        if (m_pending && *m_pending && !m_job->wasCancelled())
            show(**m_pending);
        m_pending.reset();
        m_again->setEnabled(true);
    });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, [this] {
        restyle();
        if (m_result)
            show(*m_result);
    });
    retranslate();
    restyle();
    measure();
}

void ProbingPlot::measure() {
    ++m_seed;
    m_pending.reset();
    m_again->setEnabled(false);
    StatsConfig config; // m = 10,007; 20 load factors; trials for ±2 %
    config.seed = m_seed;
    // Each run writes into its own slot: a cancelled run that still finishes cannot overwrite
    // the next run's result. Read on the GUI thread after finished().
    auto slot = std::make_shared<std::optional<StatsResult>>();
    m_pending = slot;
    m_job->start([slot, config](const Progress& progress) {
        auto r = measureProbeCounts(config, progress);
        if (r)
            *slot = std::move(r.value());
    });
}

void ProbingPlot::waitForIt() {
    m_job->wait();
    QCoreApplication::sendPostedEvents(m_job);
    QCoreApplication::processEvents();
    if (m_pending && *m_pending) { // finished() not delivered yet
        show(**m_pending);
        m_pending.reset();
        m_again->setEnabled(true);
    }
}

void ProbingPlot::show(const StatsResult& r) {
    m_result = r;
    const ThemePalette& pal = ThemeManager::instance().palette();
    for (int which = 0; which < 2; ++which) {
        QCustomPlot* plot = m_plots[which];
        plot->clearPlottables();
        double top = 2;
        for (std::size_t s = 0; s < r.series.size(); ++s) {
            const StatsSeries& series = r.series[s];
            const QColor color = pal.seriesColor(static_cast<int>(s));
            // Theory: a smooth line from α = 0 to the last measured load factor.
            QVector<double> tx, ty;
            const double last = series.points.back().alpha;
            for (int i = 0; i <= 200; ++i) {
                const double a = last * i / 200.0;
                const TheoryPoint t = theory(series.strategy, a);
                tx << a;
                ty << (which == 0 ? t.successful : t.unsuccessful);
            }
            QCPGraph* line = plot->addGraph();
            line->setData(tx, ty, true);
            line->setPen(QPen(color, plotLineWidth()));
            line->setName(strategyLabel(series.strategy));
            QVector<double> mx, my, err;
            for (const StatsPoint& p : series.points) {
                mx << p.alpha;
                my << (which == 0 ? p.successful : p.unsuccessful);
                err << (which == 0 ? p.successfulCi : p.unsuccessfulCi);
                top = std::max(top, my.back() + err.back());
            }
            QCPGraph* dots = plot->addGraph();
            dots->setData(mx, my, true);
            dots->setLineStyle(QCPGraph::lsNone);
            dots->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, pal.background,
                                                  7 * pal.strokeScale));
            dots->removeFromLegend(); // one legend row per strategy; the caption explains
            auto* bars = new QCPErrorBars(plot->xAxis, plot->yAxis);
            bars->removeFromLegend();
            bars->setDataPlottable(dots);
            bars->setData(err);
            bars->setPen(QPen(color, 1.2 * pal.strokeScale));
        }
        plot->xAxis->setRange(0, 1);
        plot->yAxis->setRange(1, top * 1.15);
        plot->replot();
    }
    QStringList legend;
    for (std::size_t s = 0; s < r.series.size(); ++s)
        legend << QStringLiteral("<span style=\"color:%1\">\u2501\u2501 \u25cb</span> %2")
                      .arg(pal.seriesColor(static_cast<int>(s)).name(),
                           strategyLabel(r.series[s].strategy).toHtmlEscaped());
    m_legend->setText(legend.join(QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;")));
    const StatsConfig& c = r.config;
    m_caption->setText(
        tr("Lines: Knuth's formulas; circles: measured on m = %1 (%2 random fills per strategy, "
           "linear %3; 95 % bars, widest \u00b1%4 %). Double: step uniform in [1, m\u2212"
           "1]; "
           "quadratic: c1 = %5, c2 = %6.")
            .arg(QLocale().toString(static_cast<qlonglong>(c.m)))
            .arg(c.trials)
            .arg(c.linearTrials)
            .arg(QLocale().toString(100 * r.maxRelativeCi(), 'f', 1))
            .arg(c.c1)
            .arg(c.c2));
}

void ProbingPlot::restyle() {
    const ThemePalette& pal = ThemeManager::instance().palette();
    for (QCustomPlot* plot : m_plots)
        applyPlotTheme(plot);
    for (QCPTextElement* title : m_titles) {
        QFont f = font();
        f.setPointSizeF(10.5 * pal.fontScale);
        f.setBold(true);
        title->setFont(f);
        title->setTextColor(pal.text);
    }
    QFont legendFont = font();
    legendFont.setPointSizeF(10 * pal.fontScale);
    m_legend->setFont(legendFont);
    // Layouts do not ask a word-wrapped label for its height at the width it gets: reserve the
    // three lines the caption takes on a narrow page, or it is drawn over the plots' axes.
    m_caption->setMinimumHeight(3 * m_caption->fontMetrics().lineSpacing());
}

void ProbingPlot::retranslate() {
    for (int which = 0; which < 2; ++which) {
        QCustomPlot* plot = m_plots[which];
        plot->xAxis->setLabel(tr("load factor \u03b1 = n / m"));
        plot->yAxis->setLabel(tr("average probes"));
        m_titles[which]->setText(which == 0 ? tr("Successful search (key present)")
                                            : tr("Unsuccessful search (key absent)"));
    }
    m_again->setText(tr("Measure again"));
    m_again->setToolTip(tr("Repeat the random fills with a new seed"));
    if (m_result)
        show(*m_result);
}

void ProbingPlot::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

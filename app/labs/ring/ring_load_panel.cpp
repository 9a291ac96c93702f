#include "ring_load_panel.h"

#include "ring_model.h"
#include "shell/background_job.h"
#include "shell/plot_style.h"
#include "shell/progress_panel.h"
#include "shell/theme.h"

#include "hashlab/ring/compare.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>

namespace hashlab::app {

struct RingLoadPanel::Result {
    std::vector<ring::VnodeSweepPoint> points;
};

namespace {
const std::vector<int> kSweepVnodes = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000};
}

RingLoadPanel::RingLoadPanel(RingModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_bars(new QCustomPlot), m_sweep(new QCustomPlot),
      m_caption(new QLabel), m_stats(new QLabel), m_job(new BackgroundJob(this)),
      m_progress(new ProgressPanel(m_job)) {
    m_caption->setWordWrap(true);
    m_stats->setWordWrap(true); // on one line it ran past the panel in Chinese
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bars, 1);
    layout->addWidget(m_stats);
    layout->addWidget(m_sweep, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_caption);
    m_bars->setMinimumHeight(160);
    m_sweep->setMinimumHeight(240); // its legend is a row under the axes
    m_sweep->xAxis->setScaleType(QCPAxis::stLogarithmic);
    m_sweep->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    m_sweep->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_sweep->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    m_sweep->legend->setVisible(true);
    // Under the axes: in the lower-left inset it covered the curves on a short or narrow panel.
    placeLegendBelowAxes(m_sweep);
    connect(model, &RingModel::snapshotChanged, this, [this] {
        refreshBars();
        startSweep();
    });
    connect(m_job, &BackgroundJob::finished, this, &RingLoadPanel::showSweep);
    reserveTextLines();
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, [this] {
        reserveTextLines();
        refreshBars();
        showSweep();
    });
    retranslate();
    refreshBars();
    startSweep();
}

// Layouts do not ask a wrapped label for its height at the width it gets: reserve the lines the
// stats and the caption take in the narrowest panel, or they are drawn over the plots.
void RingLoadPanel::reserveTextLines() {
    m_stats->setMinimumHeight(2 * m_stats->fontMetrics().lineSpacing());
    m_caption->setMinimumHeight(3 * m_caption->fontMetrics().lineSpacing());
}

void RingLoadPanel::refreshBars() {
    applyPlotTheme(m_bars);
    m_bars->clearPlottables();
    m_bars->clearItems();
    const auto s = m_model->snapshot();
    if (!s)
        return;
    const auto& nodes = s->placement->config().nodes;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    double top = 0;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        auto* bar = new QCPBars(m_bars->xAxis, m_bars->yAxis);
        const QColor c = m_model->nodeColor(nodes[i].name);
        bar->setBrush(c);
        bar->setPen(QPen(c.darker(130)));
        bar->setWidth(0.7);
        bar->addData(static_cast<double>(i), static_cast<double>(s->load.counts[i]));
        // Many nodes: label every k-th bar so the names stay readable.
        const std::size_t every = (nodes.size() + 15) / 16;
        if (i % every == 0)
            ticker->addTick(static_cast<double>(i), QString::fromStdString(nodes[i].name));
        top = std::max(top, static_cast<double>(s->load.counts[i]));
    }
    auto* mean = new QCPItemStraightLine(m_bars);
    mean->point1->setCoords(0, s->load.mean);
    mean->point2->setCoords(1, s->load.mean);
    mean->setPen(QPen(ThemeManager::instance().palette().text, plotLineWidth(), Qt::DashLine));
    m_bars->xAxis->setTicker(ticker);
    m_bars->xAxis->setRange(-0.6, static_cast<double>(nodes.size()) - 0.4);
    m_bars->yAxis->setRange(0, std::max(1.0, top * 1.15));
    const QLocale loc;
    m_bars->plotLayout()->setRowSpacing(0);
    m_bars->xAxis->setLabel(tr("keys per node (dashed: mean)"));
    m_stats->setText(
        tr("mean %1 · stddev %2 · CV %3 · max/mean %4")
            .arg(loc.toString(s->load.mean, 'f', 1), loc.toString(s->load.stddev, 'f', 1),
                 loc.toString(s->load.cv, 'f', 3), loc.toString(s->load.maxOverMean, 'f', 3)));
    m_bars->replot();
}

void RingLoadPanel::startSweep() {
    const auto s = m_model->snapshot();
    if (!s)
        return;
    ring::Config c = s->placement->config();
    std::string key = std::string(ring::keyHashName(c.hash));
    for (const auto& n : c.nodes)
        key += "|" + n.name + ":" + std::to_string(n.weight);
    if (key == m_sweepKey)
        return;
    m_sweepKey = key;
    auto result = std::make_shared<Result>();
    m_result = result;
    m_job->start([c, result](const hashlab::Progress& p) {
        result->points = ring::vnodeSweep(c, kSweepVnodes, p);
    });
}

void RingLoadPanel::showSweep() {
    applyPlotTheme(m_sweep);
    m_sweep->clearGraphs();
    if (!m_result || m_job->isRunning())
        return;
    const ThemePalette& pal = ThemeManager::instance().palette();
    auto* cv = m_sweep->addGraph();
    auto* mm = m_sweep->addGraph();
    auto* theory = m_sweep->addGraph();
    cv->setName(tr("CV of shares (measured)"));
    mm->setName(tr("max/mean − 1 (measured)"));
    theory->setName(tr("1/√V"));
    cv->setPen(QPen(pal.seriesColor(0), plotLineWidth()));
    cv->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
    mm->setPen(QPen(pal.seriesColor(1), plotLineWidth()));
    mm->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 6));
    theory->setPen(QPen(pal.mutedText, plotLineWidth(), Qt::DashLine));
    for (const auto& p : m_result->points) {
        cv->addData(p.vnodes, std::max(1e-4, p.cv));
        mm->addData(p.vnodes, std::max(1e-4, p.maxOverMean - 1.0));
        theory->addData(p.vnodes, 1.0 / std::sqrt(static_cast<double>(p.vnodes)));
    }
    m_sweep->xAxis->setRange(0.8, 1250);
    m_sweep->yAxis->setRange(0.005, 3);
    fitLegendColumns(m_sweep);
    m_sweep->replot();
}

void RingLoadPanel::retranslate() {
    m_sweep->xAxis->setLabel(tr("vnodes per node V"));
    m_sweep->yAxis->setLabel(tr("spread"));
    m_caption->setText(tr("Lower plot: these nodes' exact arc shares (not a key sample) for V "
                          "points per node; their spread falls like 1/√V."));
    showSweep();
}

void RingLoadPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitLegendColumns(m_sweep);
    m_sweep->replot(QCustomPlot::rpQueuedReplot);
}

void RingLoadPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refreshBars();
    }
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

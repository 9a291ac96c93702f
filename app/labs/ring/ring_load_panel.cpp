#include "ring_load_panel.h"
#include "ring_bar_names.h"

#include "shell/lesson_figures.h"

#include "ring_model.h"
#include "ring_request_panel.h"
#include "ring_stage.h"
#include "shell/background_job.h"
#include "shell/plot_style.h"
#include "shell/progress_panel.h"
#include "shell/theme.h"

#include "hashlab/ring/bounded.h"
#include "hashlab/ring/compare.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
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
    layout->addWidget(new RingRequestPanel(model), 1);
    layout->addWidget(m_sweep, 1);
    layout->addWidget(m_progress);
    layout->addWidget(m_caption);
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
    connect(model, &RingModel::shownStepChanged, this, &RingLoadPanel::refreshBars);
    connect(&LessonFigures::instance(), &LessonFigures::changed, this, &RingLoadPanel::refreshBars);
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
// stats and the caption take in the narrowest panel, or they are drawn over the plots. The plots'
// labels (and the spread plot's legend rows) grow with the type: at fixed heights the presentation
// type left the spread plot's axes 65 px at 1280×720; the tab scrolls instead (RingLab).
void RingLoadPanel::reserveTextLines() {
    m_stats->setMinimumHeight(2 * m_stats->fontMetrics().lineSpacing());
    m_caption->setMinimumHeight(3 * m_caption->fontMetrics().lineSpacing());
    const double fs = ThemeManager::instance().palette().fontScale;
    m_bars->setMinimumHeight(int(160 * fs));
    m_sweep->setMinimumHeight(int(240 * fs));
}

void RingLoadPanel::refreshBars() {
    applyPlotTheme(m_bars);
    m_bars->clearPlottables();
    m_bars->clearItems();
    const auto s = m_model->snapshot();
    if (!s)
        return;
    // The nodes holding keys at the stage shown: a failed node keeps its bar until its keys move,
    // a joining node has one (empty) from the moment its points are on the ring.
    const RingStage stage = ringStage(*s, m_model->shownStep());
    std::vector<RingStageRow> rows;
    for (const RingStageRow& r : stage.rows)
        if (!r.failed || r.keys > 0)
            rows.push_back(r);
    QStringList names;
    double top = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        auto* bar = new QCPBars(m_bars->xAxis, m_bars->yAxis);
        const QColor c = m_model->nodeColor(rows[i].name);
        bar->setName(QString::fromStdString(rows[i].name));
        bar->setBrush(c);
        bar->setPen(QPen(c.darker(130)));
        bar->setWidth(0.7);
        bar->addData(static_cast<double>(i), static_cast<double>(rows[i].keys));
        names << QString::fromStdString(rows[i].name);
        top = std::max(top, static_cast<double>(rows[i].keys));
    }
    top = std::max(top, drawCapacities(stage, names));
    auto* mean = new QCPItemStraightLine(m_bars);
    mean->point1->setCoords(0, stage.load->mean);
    mean->point2->setCoords(1, stage.load->mean);
    mean->setPen(QPen(ThemeManager::instance().palette().text, plotLineWidth(), Qt::DashLine));
    m_bars->xAxis->setRange(-0.6, static_cast<double>(rows.size()) - 0.4);
    m_bars->yAxis->setRange(0, std::max(1.0, top * 1.15));
    const QLocale loc;
    m_bars->plotLayout()->setRowSpacing(0);
    m_bars->xAxis->setLabel(tr("keys per node (dashed: mean)"));
    m_barNames = names;
    layoutBarLabels();
    const ring::LoadStats& load = *stage.load;
    m_stats->setText(maskFigures(
        tr("mean %1 · stddev %2 · CV %3 · max/mean %4")
            .arg(loc.toString(load.mean, 'f', 1), loc.toString(load.stddev, 'f', 1),
                 loc.toString(load.cv, 'f', 3), loc.toString(load.maxOverMean, 'f', 3))));
    m_bars->replot();
}

double RingLoadPanel::drawCapacities(const RingStage& stage, const QStringList& names) {
    // Bounded loads: a thick line across each bar at its node's capacity, which the assignment
    // never passes, labelled once above the first bar (on the axis label it was cut off).
    const ring::Placement* owners = stage.keyOwners;
    if (!owners || owners->config().algo != ring::Algo::Bounded)
        return 0;
    std::uint64_t keys = 0;
    for (std::uint64_t c : stage.load->counts)
        keys += c;
    const auto cap = ring::boundedCapacities(owners->config(), keys);
    const QPen pen(ThemeManager::instance().palette().highlight, 2 * plotLineWidth());
    double top = 0;
    std::vector<double> shown;
    for (int i = 0; i < names.size(); ++i)
        for (std::size_t n = 0; n < owners->nodeCount(); ++n)
            if (QString::fromStdString(owners->config().nodes[n].name) == names[i]) {
                auto* line = new QCPItemLine(m_bars);
                const double x = i, y = static_cast<double>(cap[n]);
                line->start->setCoords(x - 0.45, y);
                line->end->setCoords(x + 0.45, y);
                line->setPen(pen);
                top = std::max(top, y);
                shown.push_back(y);
            }
    if (shown.empty())
        return top;
    const bool equal =
        std::all_of(shown.begin(), shown.end(), [&](double y) { return y == shown[0]; });
    auto* label = new QCPItemText(m_bars);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    label->position->setCoords(-0.45, shown[0]);
    label->setColor(ThemeManager::instance().palette().text);
    label->setFont(m_bars->xAxis->tickLabelFont());
    label->setText(equal ? tr("capacity %1").arg(QLocale().toString(shown[0], 'f', 0))
                         : tr("capacity ∝ weight"));
    return top * 1.1; // room for the label above the line
}

void RingLoadPanel::layoutBarLabels() {
    layoutBarNames(m_bars, m_barNames);
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
    layoutBarLabels();
    m_bars->replot(QCustomPlot::rpQueuedReplot);
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

#include "ring_trials_view.h"

#include "ring_model.h"
#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/plot_style.h"
#include "shell/progress_panel.h"
#include "shell/sub_progress.h"
#include "shell/theme.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <limits>

namespace hashlab::app {

RingTrialsView::RingTrialsView(RingModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_replicas(new QSpinBox), m_racks(new QSpinBox),
      m_trialsBox(new QSpinBox), m_seedBox(new QSpinBox), m_replicasLabel(new QLabel),
      m_racksLabel(new QLabel), m_trialsLabel(new QLabel), m_seedLabel(new QLabel),
      m_run(new QPushButton), m_caption(new QLabel), m_summary(new QLabel), m_plot(new QCustomPlot),
      m_job(new BackgroundJob(this)), m_progress(new ProgressPanel(m_job)) {
    m_replicas->setRange(1, ring::limits::kMaxReplicas);
    m_replicas->setValue(3);
    m_racks->setRange(1, ringlimits::kMaxGuiNodes);
    m_racks->setValue(3);
    m_trialsBox->setRange(1, kMaxTrials);
    m_trialsBox->setValue(1000);
    m_trialsBox->setGroupSeparatorShown(true);
    m_seedBox->setRange(0, std::numeric_limits<int>::max());
    m_seedBox->setValue(static_cast<int>(kSeed));
    m_caption->setWordWrap(true);
    m_summary->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(m_replicasLabel, m_replicas);
    form->addRow(m_racksLabel, m_racks);
    form->addRow(m_trialsLabel, m_trialsBox);
    form->addRow(m_seedLabel, m_seedBox);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addLayout(form);
    layout->addWidget(m_run);
    layout->addWidget(m_progress);
    layout->addWidget(m_summary);
    layout->addWidget(m_plot, 1);
    placeLegendBelowAxes(m_plot);
    // The y axis's name in a row above the axes, as wide as the plot: written up the axis it
    // needs more height than a 1280×720 projector leaves the plot, and its ends were cut.
    m_plot->plotLayout()->insertRow(0);
    m_yTitle = new QCPTextElement(m_plot, QString());
    m_plot->plotLayout()->addElement(0, 0, m_yTitle);
    // Failures are counted: whole-number ticks (before a first run the axis is 0..1, and the
    // default ticker labelled it 0.2, 0.4, …).
    auto ticks = QSharedPointer<QCPAxisTickerFixed>(new QCPAxisTickerFixed);
    ticks->setTickStep(1);
    ticks->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_plot->xAxis->setTicker(ticks);
    connect(m_run, &QPushButton::clicked, this, &RingTrialsView::run);
    connect(m_job, &BackgroundJob::finished, this, [this] {
        m_cancelled = m_job->wasCancelled();
        if (!m_cancelled && m_pending) {
            m_plain = m_pending->plain;
            m_aware = m_pending->aware;
        }
        showResult();
    });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &RingTrialsView::showResult);
    connect(m_model, &RingModel::snapshotChanged, this, &RingTrialsView::followRacks);
    retranslate();
    showResult();
}

ring::ReplicaSetup RingTrialsView::setupFor(const RingState& state, int replicas, int racks,
                                            bool rackAware) {
    ring::ReplicaSetup s;
    s.replicas = replicas;
    s.rackAware = rackAware;
    const auto& nodes = state.config.nodes;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        s.racks.push_back(state.racks.empty() ? std::string("rack ").append(std::to_string(
                                                    i % static_cast<std::size_t>(racks) + 1))
                                              : state.rackOf(nodes[i].name));
        s.failed.push_back(state.isFailed(nodes[i].name));
    }
    return s;
}

void RingTrialsView::followRacks() {
    // Racks set on the nodes (Set rack, an imported node file) are the racks the trials use.
    const bool own = !m_model->state().racks.empty();
    m_racks->setEnabled(!own);
    m_racks->setToolTip(own ? tr("The nodes' own racks are used (Set rack in the form)")
                            : tr("Nodes are dealt round-robin into this many racks"));
}

void RingTrialsView::run() {
    const auto s = m_model->snapshot();
    if (!s)
        return;
    const ring::Config config = s->state.config; // every node: failed ones keep their place
    const ring::ReplicaSetup plain =
        setupFor(s->state, m_replicas->value(), m_racks->value(), false);
    ring::ReplicaSetup aware = plain;
    aware.rackAware = true;
    m_refused.clear();
    m_cancelled = false;
    if (s->state.isRedis()) {
        // Its masters' copies live on replica nodes of their own, which the lab does not hold.
        m_refused = tr("Redis Cluster has no replica order among its masters: no trials");
        m_plain.reset();
        m_aware.reset();
        showResult();
        return;
    }
    if (Status st = ring::validate(plain, config); !st) {
        m_refused = coreError(st.error());
        m_plain.reset();
        m_aware.reset();
        showResult();
        return;
    }
    auto out = std::make_shared<Outcome>();
    m_pending = out;
    const ring::KeySource keys = labKeys(s->state);
    const int trials = m_trialsBox->value();
    const auto seed = static_cast<std::uint64_t>(m_seedBox->value());
    m_job->start([config, keys, plain, aware, trials, seed, out](const hashlab::Progress& p) {
        std::atomic<bool> stop{false};
        auto placement = ring::build(config);
        if (!placement)
            return;
        const auto hashes = (*placement)->hashKeys(keys, subProgress(p, stop, 0, 0.1));
        if (!hashes || p.cancelled())
            return;
        auto a = ring::runFailureTrials(**placement, plain, *hashes, trials, seed,
                                        subProgress(p, stop, 0.1, 0.55));
        auto b = ring::runFailureTrials(**placement, aware, *hashes, trials, seed,
                                        subProgress(p, stop, 0.55, 1));
        if (a && b) {
            out->plain = *a;
            out->aware = *b;
        }
    });
}

void RingTrialsView::showResult() {
    const QLocale loc;
    const ThemePalette& pal = ThemeManager::instance().palette();
    // Its labels grow with the type; the tab scrolls where the screen is short (RingLab).
    m_plot->setMinimumHeight(int(180 * pal.fontScale));
    applyPlotTheme(m_plot);
    m_plot->clearGraphs();
    QStringList lines;
    if (!m_refused.isEmpty())
        lines << m_refused;
    if (m_cancelled)
        lines << tr("Cancelled: the plot still shows the last finished run.");
    std::size_t width = 1;
    auto addSeries = [&](const std::optional<ring::FailureTrials>& t, const QString& name,
                         int color) {
        if (!t || t->failures.empty())
            return;
        auto* g = m_plot->addGraph();
        g->setName(name);
        g->setPen(QPen(pal.seriesColor(color), plotLineWidth()));
        g->setLineStyle(QCPGraph::lsStepLeft);
        for (std::size_t k = 0; k < t->histogram.size(); ++k)
            g->addData(static_cast<double>(k), 100.0 * t->cdf(k));
        width = std::max(width, t->histogram.size() - 1);
        const auto [lo, hi] = std::minmax_element(t->failures.begin(), t->failures.end());
        lines << tr("%1: mean %2 failures until a key is unavailable (min %3, max %4; %5 distinct "
                    "replica sets)")
                     .arg(name, loc.toString(t->mean(), 'f', 2))
                     .arg(*lo)
                     .arg(*hi)
                     .arg(loc.toString(qulonglong(t->distinctSets)));
    };
    addSeries(m_plain, tr("plain"), 0);
    addSeries(m_aware, tr("rack-aware"), 1);
    m_summary->setText(lines.join(QLatin1Char('\n')));
    m_summary->setVisible(!lines.isEmpty());
    m_plot->xAxis->setLabel(tr("random node failures"));
    m_yTitle->setText(tr("% of trials with a key unavailable"));
    m_yTitle->setFont(m_plot->xAxis->labelFont());
    m_yTitle->setTextColor(pal.text);
    m_plot->xAxis->setRange(0, static_cast<double>(width));
    m_plot->yAxis->setRange(0, 100);
    m_plot->legend->setVisible(m_plot->graphCount() > 0);
    fitLegendColumns(m_plot);
    m_plot->replot();
}

void RingTrialsView::retranslate() {
    m_caption->setText(
        tr("How many random node failures until the first key has no live copy? Each trial fails "
           "the live nodes one at a time in a random order (the ring's failed nodes are down from "
           "the start), with the ring's keys and nodes, in the nodes' own racks (without any, "
           "nodes are dealt round-robin into the racks below)."));
    followRacks();
    m_replicasLabel->setText(tr("Replicas R"));
    m_racksLabel->setText(tr("Racks"));
    m_trialsLabel->setText(tr("Trials"));
    m_seedLabel->setText(tr("Seed"));
    m_seedBox->setToolTip(tr("The same seed gives the same random failure orders"));
    m_run->setText(tr("Run failure trials"));
}

nlohmann::json RingTrialsView::settings() const {
    return {{"replicas", m_replicas->value()},
            {"racks", m_racks->value()},
            {"trials", m_trialsBox->value()},
            {"seed", m_seedBox->value()}};
}

QString RingTrialsView::setSettings(const nlohmann::json& j) {
    if (!j.is_object())
        return tr("trials: must be an object of replicas, racks, trials and seed");
    std::vector<std::pair<QSpinBox*, int>> values;
    auto field = [&](const char* name, QSpinBox* box, int first) {
        int v = first;
        if (j.contains(name)) {
            const auto& f = j.at(name);
            if (!f.is_number_integer() || f.get<std::int64_t>() < box->minimum() ||
                f.get<std::int64_t>() > box->maximum())
                return tr("trials: %1 must be an integer from %2 to %3")
                    .arg(QString::fromLatin1(name))
                    .arg(box->minimum())
                    .arg(box->maximum());
            v = f.get<int>();
        }
        values.emplace_back(box, v);
        return QString();
    };
    for (const QString& e :
         {field("replicas", m_replicas, 3), field("racks", m_racks, 3),
          field("trials", m_trialsBox, 1000), field("seed", m_seedBox, static_cast<int>(kSeed))})
        if (!e.isEmpty())
            return e;
    for (auto [box, v] : values)
        box->setValue(v);
    return {};
}

void RingTrialsView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showResult();
    }
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

#include "ring_compare_view.h"

#include "ring_model.h"
#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/plot_style.h"
#include "shell/progress_panel.h"
#include "shell/theme.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <optional>

namespace hashlab::app {

RingCompareView::RingCompareView(RingModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_run(new QPushButton), m_zipf(new QDoubleSpinBox),
      m_caption(new QLabel), m_zipfLabel(new QLabel), m_table(new QTableWidget(0, 10)),
      m_notes(new QLabel), m_plot(new QCustomPlot), m_job(new BackgroundJob(this)),
      m_progress(new ProgressPanel(m_job)) {
    m_job->deferWhileHidden(this); // computed when first shown or exported
    m_caption->setWordWrap(true);
    m_table->verticalHeader()->setVisible(false);
    // Ten columns do not fit the tab's width: each as wide as its text, scrolled sideways.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_zipf->setRange(0, ring::limits::kMaxZipfS);
    m_zipf->setDecimals(2);
    m_zipf->setSingleStep(0.01);
    m_zipf->setValue(ring::CompareWorkload{}.zipfS);
    m_notes->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; the arrows move inside it
    auto* top = new QHBoxLayout;
    top->addWidget(m_run);
    top->addWidget(m_zipfLabel);
    top->addWidget(m_zipf);
    top->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_caption); // under the button row: the whole width, fewer lines
    layout->addWidget(m_progress);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_notes);
    layout->addWidget(m_plot, 2); // the plot needs the height: names under it, legend below it
    m_plot->setMinimumHeight(180);
    // Below the axes, in as many columns as fit: inset at the top it ran past the right edge at
    // 1280x720 in presentation mode and covered the bars.
    placeLegendBelowAxes(m_plot);
    connect(m_run, &QPushButton::clicked, this, &RingCompareView::run);
    connect(m_job, &BackgroundJob::finished, this, [this] {
        if (!m_job->wasCancelled() && m_pending)
            m_rows = *m_pending;
        showRows();
    });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &RingCompareView::showRows);
    // Every change of the lab's state (an edit, File → Open, an undo) computes the comparison
    // again, and the rows of the state before go at once: the view never shows another state's
    // result. While the tab is hidden the run waits (deferWhileHidden).
    connect(m_model, &RingModel::snapshotChanged, this, [this] {
        m_rows.clear();
        showRows();
        run();
    });
    retranslate();
}

void RingCompareView::run() {
    const auto s = m_model->snapshot();
    if (!s)
        return;
    // The states' configs with every node, failed ones included (down, not gone), and the lab's
    // replicas, racks and failures: each algorithm gets them where it can, and the rows say
    // where it cannot. A Redis Cluster placement carries only its nodes, and the other rows need
    // the lab's vnodes, key hash, ε and maglev size.
    ring::Config before, after;
    ring::CompareSetups setups;
    if (s->hasChange) {
        before = s->beforeState.config;
        after = s->state.config;
        setups = {s->beforeState.replicaSetup(), s->state.replicaSetup()};
        m_change = Change::Last;
    } else {
        before = s->state.config;
        after = before;
        after.nodes.push_back({"new", 1.0});
        RingState joined = s->state;
        joined.config = after;
        setups = {s->state.replicaSetup(), joined.replicaSetup()};
        m_change = Change::AddOne;
    }
    // Redis Cluster starts from the slot table the lab's history built, as the lab's own panels
    // do; the other algorithms' placements follow from the nodes alone.
    std::optional<ring::redis::SlotMap> table;
    if (const RingState& from = s->hasChange ? s->beforeState : s->state; from.isRedis()) {
        table = from.slotMap();
        if (table->owner.size() != ring::redis::kSlots ||
            !std::equal(table->nodes.begin(), table->nodes.end(), before.nodes.begin(),
                        before.nodes.end(),
                        [](const std::string& a, const ring::Node& b) { return a == b.name; }))
            table.reset();
    }
    m_nodesBefore = before.nodes.size();
    m_nodesAfter = after.nodes.size();
    m_setup = setups.after;
    m_failedBefore = std::count(setups.before.failed.begin(), setups.before.failed.end(), true);
    auto out = std::make_shared<std::vector<ring::CompareRow>>();
    m_pending = out;
    const ring::KeySource keys = labKeys(s->state);
    m_workload = ring::CompareWorkload{};
    m_workload.zipfS = m_zipf->value();
    // The lab's requests when it has a workload (sampled or a file's counts): the view compares
    // what the lab shows; Zipf(s) from the box only without one.
    const bool labRequests = s->state.workload.on && s->requests;
    if (labRequests)
        m_workload.perKey = *s->requests;
    m_zipf->setEnabled(!labRequests);
    m_job->start(
        [before, after, keys, out, w = m_workload, table, setups](const hashlab::Progress& p) {
            *out = ring::compareAlgorithms(before, after, keys, p, w, table, setups);
        });
    retranslate();
}

void RingCompareView::showRows() {
    const QLocale loc;
    const ThemePalette& pal = ThemeManager::instance().palette();
    m_table->setRowCount(static_cast<int>(m_rows.size()));
    auto pct = [&](double f) { return loc.toString(100.0 * f, 'f', 1) + QStringLiteral(" %"); };
    QStringList notes;
    for (int r = 0; r < static_cast<int>(m_rows.size()); ++r) {
        const ring::CompareRow& row = m_rows[static_cast<std::size_t>(r)];
        const bool ran = row.refused.empty();
        const QString name = QString::fromUtf8(ring::algoName(row.algo).data());
        const QString reason = coreText(row.refused);
        auto ratio = [&](double v) { return ran ? loc.toString(v, 'f', 3) : QStringLiteral("—"); };
        auto moved = [&](double f) { return ran && f >= 0 ? pct(f) : QStringLiteral("—"); };
        const QStringList cells = {
            name,
            ran ? pct(row.movedFraction) : tr("cannot"),
            pct(row.idealFraction),
            ratio(row.maxOverMean),
            ratio(row.requestMaxOverMean),
            moved(row.joinMovedFraction),
            moved(row.leaveMovedFraction),
            ran ? loc.toString(row.bytesPerNode, 'f', 0) : QStringLiteral("—"),
            ran ? loc.toString(row.lookupNs, 'f', 1) : QStringLiteral("—"),
            ran && row.copiesMoved >= 0 ? loc.toString(static_cast<qlonglong>(row.copiesMoved))
                                        : QStringLiteral("—")};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (!ran) {
                item->setForeground(pal.bad);
                item->setToolTip(reason);
            }
            m_table->setItem(r, c, item);
        }
        // A dash that is no refusal of the whole row says why in its own cell.
        if (ran && row.joinMovedFraction < 0)
            m_table->item(r, 5)->setToolTip(coreText(row.joinRefused));
        if (ran && row.leaveMovedFraction < 0)
            m_table->item(r, 6)->setToolTip(coreText(row.leaveRefused));
        if (ran && row.algo == ring::Algo::RedisCluster)
            m_table->item(r, 7)->setToolTip(
                tr("The slot table, %1 slots × %2 bytes (each slot's owner index), over the "
                   "nodes: a lookup reads nothing per node")
                    .arg(loc.toString(ring::redis::kSlots))
                    .arg(sizeof(std::uint32_t)));
        if (ran && row.copiesMoved < 0)
            m_table->item(r, 9)->setToolTip(coreText(row.copiesRefused));
        if (!ran)
            notes << tr("%1 cannot make this change: %2").arg(name, reason);
        // Said inline, on the row and under the table: the row's numbers leave this part of
        // the lab's setup out.
        QStringList left;
        for (const Text& t : row.notHonoured)
            left << coreText(t);
        if (!left.isEmpty()) {
            m_table->item(r, 0)->setText(name + QStringLiteral(" *"));
            m_table->item(r, 0)->setToolTip(left.join(QLatin1Char('\n')));
            notes << tr("* %1: %2").arg(name, left.join(QStringLiteral("; ")));
        }
    }
    // Copies moved only mean something with more than one copy per key.
    m_table->setColumnHidden(9, m_setup.replicas <= 1);
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
    applyPlotTheme(m_plot);
    m_plot->clearPlottables();
    auto* group = new QCPBarsGroup(m_plot);
    auto makeBars = [&](const QString& name, const QColor& color) {
        auto* b = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        b->setName(name);
        b->setBrush(color);
        b->setPen(QPen(color.darker(130)));
        b->setWidth(0.25);
        b->setBarsGroup(group);
        return b;
    };
    QCPBars* moved = makeBars(tr("moved %"), pal.seriesColor(0));
    QCPBars* ideal = makeBars(tr("ideal %"), pal.mutedText);
    QCPBars* excess = makeBars(tr("max/mean − 1, %"), pal.seriesColor(2));
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const auto& row = m_rows[i];
        const double x = static_cast<double>(i);
        ticker->addTick(x, QString::fromUtf8(ring::algoName(row.algo).data()) +
                               (row.refused.empty() ? QString() : tr(" (cannot)")));
        ideal->addData(x, 100.0 * row.idealFraction);
        if (row.refused.empty()) {
            moved->addData(x, 100.0 * row.movedFraction);
            excess->addData(x, 100.0 * (row.maxOverMean - 1.0));
        }
    }
    m_plot->xAxis->setTicker(ticker);
    // Upright names hang straight under their bars: turned 60 degrees, the last ("bounded") ran
    // past the plot's right edge and was cut off.
    m_plot->xAxis->setTickLabelRotation(90);
    m_plot->xAxis->setRange(-0.6,
                            static_cast<double>(std::max<std::size_t>(1, m_rows.size())) - 0.4);
    double top = 100;
    for (const auto& row : m_rows)
        if (row.refused.empty())
            top = std::max({top, 100.0 * row.movedFraction, 100.0 * (row.maxOverMean - 1.0)});
    m_plot->yAxis->setRange(0, top * 1.05);
    m_plot->yAxis->setLabel(tr("% of keys"));
    m_plot->legend->setVisible(true);
    fitLegendColumns(m_plot);
    m_plot->replot();
}

void RingCompareView::retranslate() {
    m_run->setText(tr("Compare algorithms"));
    m_table->setHorizontalHeaderLabels({tr("Algorithm"), tr("Moved"), tr("Ideal"), tr("Max/mean"),
                                        tr("Requests max/mean"), tr("Join moves"),
                                        tr("Leave moves"), tr("Bytes/node"), tr("ns/lookup"),
                                        tr("Copies moved")});
    m_zipfLabel->setText(tr("Zipf s"));
    m_zipf->setToolTip(tr("Requests max/mean: %1 requests drawn from Zipf(s) over the keys (key "
                          "i−1 has rank i; s = 0.99 is YCSB's constant, 0 is uniform), counted "
                          "on the node serving each key after the change")
                           .arg(QLocale().toString(qulonglong(ring::CompareWorkload{}.requests))));
    const QString change =
        m_change == Change::Last
            ? tr("the last change on the ring (%1 → %2 nodes)").arg(m_nodesBefore).arg(m_nodesAfter)
            : tr("adding one node (%1 → %2 nodes)").arg(m_nodesBefore).arg(m_nodesAfter);
    m_caption->setText(m_change == Change::None
                           ? tr("Runs the same keys and node change under every algorithm.")
                           : tr("Same keys, same change: %1. Lookup time is measured on this "
                                "machine, key already hashed.")
                                     .arg(change) +
                                 setupSentence());
    // The added columns explain themselves in their headers' tooltips: the caption stays short
    // so that the plot keeps its height at 1280x720.
    const QStringList tips = {
        QString(),
        QString(),
        QString(),
        QString(),
        m_zipf->toolTip(),
        tr("Keys moved when one node joins the setup before the change"),
        tr("Keys moved when the last node leaves the setup before the change"),
        tr("Bytes of the structure a lookup reads, as HashLab holds it, per node"),
        QString(),
        tr("Replica copies the change must create: over all keys, the nodes in a key's new "
           "preference list that were not in its old one")};
    for (int c = 0; c < tips.size(); ++c)
        if (auto* h = m_table->horizontalHeaderItem(c))
            h->setToolTip(tips[c]);
}

QString RingCompareView::setupSentence() const {
    QStringList parts;
    const auto failedAfter = std::count(m_setup.failed.begin(), m_setup.failed.end(), true);
    if (m_failedBefore > 0 || failedAfter > 0)
        parts << tr("failed nodes %1 → %2, their keys served by the node taking over")
                     .arg(m_failedBefore)
                     .arg(failedAfter);
    if (m_setup.replicas > 1)
        parts << tr("%1 copies per key").arg(m_setup.replicas);
    if (m_setup.rackAware) {
        std::vector<std::string> racks = m_setup.racks;
        std::sort(racks.begin(), racks.end());
        const auto count = std::unique(racks.begin(), racks.end()) - racks.begin();
        parts << tr("rack-aware over %1 racks").arg(count);
    }
    if (parts.isEmpty())
        return {};
    return QLatin1Char(' ') + tr("As in the lab: %1.").arg(parts.join(QStringLiteral(", ")));
}

void RingCompareView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitLegendColumns(m_plot);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RingCompareView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showRows();
    }
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

#include "filter_chart_view.h"

#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/plot_style.h"
#include "shell/progress_panel.h"
#include "shell/theme.h"

#include <QBoxLayout>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace hashlab::app {

using namespace hashlab::bloom;

namespace {
// Wider than this, the table sits beside the plot; narrower (the lab's tab), under it.
constexpr int kBesideWidth = 900;
// The axes' least height, under however many legend rows the width and the type make.
constexpr int kAxesHeight = 150;
} // namespace

const QStringList& FilterChartView::filters() {
    static const QStringList ids = {QStringLiteral("classic"),  QStringLiteral("blocked"),
                                    QStringLiteral("counting"), QStringLiteral("cuckoo"),
                                    QStringLiteral("scalable"), QStringLiteral("xor")};
    return ids;
}

FilterChartView::FilterChartView(QWidget* parent)
    : QWidget(parent), m_job(new BackgroundJob(this)) {
    m_job->deferWhileHidden(this); // computed when first shown or exported
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_plot = new QCustomPlot(this);
    // Its least height follows its legend (keepAxesHeight): at a fixed 260 px its eight entries
    // left the axes 50 px at 1280×720. The tab scrolls instead where the screen is shorter.
    m_plot->setMinimumWidth(320);
    placeLegendBelowAxes(m_plot);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->setMinimumHeight(160);
    m_statusLabel = new QLabel(this);
    m_statusLabel->setWordWrap(true);
    m_run = new QPushButton(this);
    m_progress = new ProgressPanel(m_job, this);

    m_body = new QBoxLayout(QBoxLayout::TopToBottom);
    m_body->addWidget(m_plot, 3);
    m_body->addWidget(m_table, 2);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_statusLabel, 1);
    bottom->addWidget(m_progress);
    bottom->addWidget(m_run);
    auto* v = new QVBoxLayout(this);
    v->addWidget(m_title);
    v->addLayout(m_body, 1);
    v->addLayout(bottom);

    connect(m_run, &QPushButton::clicked, this, &FilterChartView::measure);
    connect(m_job, &BackgroundJob::finished, this, &FilterChartView::finish);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &FilterChartView::redraw);
    retranslate();
}

FilterChartView::~FilterChartView() = default;

void FilterChartView::measure() {
    const ChartConfig c = m_config;
    if (hashlab::Status s = validate(c); !s) {
        m_status = State::Failed;
        m_failure = coreError(s.error());
        showStatus();
        return;
    }
    // Each run writes into its own slot: a cancelled run that still finishes cannot overwrite
    // the next run's result. Read on the GUI thread after finished().
    auto slot = std::make_shared<std::optional<Result<ChartResult>>>();
    m_pending = slot;
    m_status = State::Measuring;
    m_run->setEnabled(false);
    showStatus();
    m_job->start([c, slot](const hashlab::Progress& p) { *slot = measureChart(c, p); });
}

void FilterChartView::cancel() {
    m_job->cancel();
}

bool FilterChartView::isMeasuring() const {
    return m_job->isRunning();
}

void FilterChartView::waitForIt() {
    if (!m_pending && !m_result)
        measure();
    m_job->wait();
    finish();
}

void FilterChartView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (!m_pending && !m_result && m_status == State::Idle)
        measure();
}

void FilterChartView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    m_body->setDirection(width() > kBesideWidth ? QBoxLayout::LeftToRight
                                                : QBoxLayout::TopToBottom);
    fitLegendColumns(m_plot);
    keepAxesHeight(m_plot, kAxesHeight);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void FilterChartView::finish() {
    if (!m_pending || !m_pending->has_value())
        return;
    const auto pending = std::move(m_pending);
    m_run->setEnabled(true);
    const Result<ChartResult>& r = **pending;
    if (!r) {
        // A cancelled run leaves the previous chart as it was.
        m_status = r.error().message == "cancelled" ? State::Cancelled : State::Failed;
        m_failure = coreError(r.error());
        showStatus();
        return;
    }
    m_result = r.value();
    m_status = State::Done;
    showStatus();
    redraw();
    fillTable();
}

QCPGraph* FilterChartView::filterGraph(const QString& filter) const {
    const auto i = filters().indexOf(filter);
    return i < 0 || i >= m_graphs.size() ? nullptr : m_graphs.at(i);
}

void FilterChartView::redraw() {
    applyPlotTheme(m_plot);
    m_title->setMinimumHeight(2 * m_title->fontMetrics().lineSpacing());
    m_plot->clearPlottables();
    m_graphs.clear();
    const ThemePalette& pal = ThemeManager::instance().palette();
    const double lw = plotLineWidth();
    double lo = 1e-3, hi = 0.05, top = 16;
    if (m_result) {
        for (const ChartPoint& p : m_result->points) {
            lo = std::min(lo, p.row.eps);
            if (p.falsePositives > 0)
                lo = std::min(lo, p.measured);
            hi = std::max(hi, std::max(p.row.eps, p.measured));
            top = std::max(top, p.bitsPerKey);
        }
    }
    lo /= 2;
    hi = std::min(1.0, hi * 2);
    // The two bounds as curves over the whole axis, 64 points evenly spaced in log ε.
    QVector<double> xs, lower, bloomLine;
    for (int i = 0; i <= 64; ++i) {
        const double e = lo * std::pow(hi / lo, i / 64.0);
        xs.push_back(e);
        lower.push_back(std::log2(1 / e));
        bloomLine.push_back(std::numbers::log2e * std::log2(1 / e));
    }
    m_lowerBound = m_plot->addGraph();
    m_lowerBound->setData(xs, lower);
    m_lowerBound->setPen(QPen(pal.text, lw, Qt::SolidLine));
    m_lowerBound->setName(tr("lower bound log\u2082(1/\u03b5)"));
    m_bloomBound = m_plot->addGraph();
    m_bloomBound->setData(xs, bloomLine);
    m_bloomBound->setPen(QPen(pal.mutedText, lw, Qt::DashLine));
    m_bloomBound->setName(tr("Bloom 1.44\u00b7log\u2082(1/\u03b5)"));
    const QCPScatterStyle::ScatterShape shapes[] = {
        QCPScatterStyle::ssDisc,     QCPScatterStyle::ssSquare, QCPScatterStyle::ssDiamond,
        QCPScatterStyle::ssTriangle, QCPScatterStyle::ssCross,  QCPScatterStyle::ssStar};
    const QString names[] = {tr("classic"), tr("blocked"),  tr("counting"),
                             tr("cuckoo"),  tr("scalable"), tr("xor")};
    for (int f = 0; f < filters().size(); ++f) {
        QVector<double> x, y;
        if (m_result)
            for (const ChartPoint& p : m_result->points)
                if (QString::fromStdString(p.row.filter) == filters().at(f) &&
                    p.falsePositives > 0) { // a log axis has no place for 0 hits
                    x.push_back(p.measured);
                    y.push_back(p.bitsPerKey);
                }
        QCPGraph* g = m_plot->addGraph();
        g->setData(x, y);
        g->setLineStyle(QCPGraph::lsNone);
        const QColor c = pal.seriesColor(f);
        g->setScatterStyle(QCPScatterStyle(shapes[f], c, c, 8 * pal.strokeScale));
        g->setName(names[f]);
        m_graphs.push_back(g);
    }
    m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    m_plot->setLocale(QLocale::c()); // its exponent is a lowercase e, which "eb" beautifies
    m_plot->xAxis->setNumberFormat(QStringLiteral("eb"));
    m_plot->xAxis->setNumberPrecision(0);
    m_plot->xAxis->setRangeReversed(true); // smaller ε to the right, where the bits go up
    m_plot->xAxis->setRange(lo, hi);
    m_plot->yAxis->setRange(0, std::ceil(top * 1.1));
    m_plot->xAxis->setLabel(tr("false-positive rate \u03b5 (measured)"));
    m_plot->yAxis->setLabel(tr("bits per key"));
    m_plot->legend->setVisible(true);
    fitLegendColumns(m_plot);
    keepAxesHeight(m_plot, kAxesHeight);
    m_plot->replot();
}

void FilterChartView::fillTable() {
    const QLocale loc;
    m_table->setRowCount(m_result ? int(m_result->points.size()) : 0);
    if (!m_result)
        return;
    const auto yes = [this](bool b) { return b ? tr("yes") : tr("no"); };
    int row = 0;
    for (const ChartPoint& p : m_result->points) {
        const SpaceRow& r = p.row;
        const QString id = QString::fromStdString(r.filter);
        QString params;
        if (id == QLatin1String("classic"))
            params = tr("k = %1").arg(r.k);
        else if (id == QLatin1String("blocked"))
            params = tr("k = %1, 256-bit split blocks").arg(r.k);
        else if (id == QLatin1String("counting"))
            params = tr("k = %1, 4-bit counters").arg(r.k);
        else if (id == QLatin1String("cuckoo"))
            params = tr("f = %1, b = 4").arg(r.fingerprintBits);
        else if (id == QLatin1String("scalable"))
            params = tr("P0 = %1, n0 = %2, s = %3, r = %4")
                         .arg(loc.toString(r.scalable.p, 'g', 3))
                         .arg(loc.toString(qulonglong(r.scalable.initial)))
                         .arg(r.scalable.growth)
                         .arg(loc.toString(r.scalable.tightening, 'g', 3));
        else
            params = tr("f = %1").arg(r.fingerprintBits);
        const QString cells[ColumnCount] = {
            m_graphs.size() == filters().size() ? m_graphs.at(filters().indexOf(id))->name() : id,
            params,
            loc.toString(r.eps, 'g', 3),
            loc.toString(p.measured, 'g', 3),
            loc.toString(p.bitsPerKey, 'f', 2),
            loc.toString(r.cacheLines, 'g', 3),
            yes(r.deletes),
            yes(r.grows),
            loc.toString(p.nsPerLookup, 'f', 1)};
        for (int c = 0; c < ColumnCount; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c >= Target)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, c, item);
        }
        ++row;
    }
    m_table->resizeColumnsToContents();
}

QString FilterChartView::statusText() const {
    return m_statusLabel->text();
}

void FilterChartView::showStatus() {
    const QLocale loc;
    switch (m_status) {
    case State::Idle:
        m_statusLabel->clear();
        return;
    case State::Measuring:
        m_statusLabel->setText(tr("Building every filter with %1 keys and asking %2 keys never "
                                  "inserted…")
                                   .arg(loc.toString(qulonglong(m_config.n)),
                                        loc.toString(qulonglong(m_config.queries))));
        return;
    case State::Cancelled:
        m_statusLabel->setText(tr("Cancelled: the previous chart stays."));
        return;
    case State::Failed:
        m_statusLabel->setText(m_failure);
        return;
    case State::Done:
        break;
    }
    std::uint64_t fn = 0;
    for (const ChartPoint& p : m_result->points)
        fn += p.falseNegatives;
    m_statusLabel->setText(
        tr("%1 filters built with %2 keys, %3 absent keys asked each (seed %4) · false "
           "negatives: %5. ns per lookup: this machine, one lookup at a time.")
            .arg(m_result->points.size())
            .arg(loc.toString(qulonglong(m_result->config.n)),
                 loc.toString(qulonglong(m_result->config.queries)))
            .arg(m_result->config.seed)
            .arg(loc.toString(qulonglong(fn))));
}

void FilterChartView::retranslate() {
    m_title->setText(tr("<b>Choosing a filter</b>: bits per key against the measured "
                        "false-positive rate, beside the lower bound and Bloom's 1.44\u00d7"));
    m_table->setHorizontalHeaderLabels({tr("filter"), tr("parameters"), tr("target \u03b5"),
                                        tr("measured \u03b5"), tr("bits/key"), tr("cache lines"),
                                        tr("deletes?"), tr("grows?"), tr("ns/lookup")});
    m_table->horizontalHeaderItem(Lines)->setToolTip(
        tr("cache lines a lookup that answers \u201cmaybe\u201d reads"));
    m_run->setText(tr("Measure again"));
    m_run->setToolTip(tr("Build and ask every filter again (the same seed gives the same "
                         "counts; only the nanoseconds change)"));
    showStatus();
    redraw();
    fillTable();
}

void FilterChartView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

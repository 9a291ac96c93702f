#include "bloom_plot_panel.h"

#include "bloom_plot_readout.h"

#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/inline_message.h"
#include "shell/plot_style.h"
#include "shell/progress_panel.h"
#include "shell/theme.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace hashlab::app {
namespace {

// A variant's measured points, whose legend entry also shows its theory curve's dashes: one entry
// per variant instead of two leaves the axes a legend row more (they got about 130 px in Chinese
// in presentation mode at 1280×720).
class MeasuredGraph : public QCPGraph {
public:
    MeasuredGraph(QCPAxis* key, QCPAxis* value, const QPen& theory)
        : QCPGraph(key, value), m_theory(theory) {}

protected:
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override {
        if (m_theory.style() != Qt::NoPen) {
            painter->setPen(m_theory);
            painter->drawLine(
                QLineF(rect.left(), rect.center().y(), rect.right(), rect.center().y()));
        }
        QCPGraph::drawLegendIcon(painter, rect);
    }

private:
    QPen m_theory;
};

} // namespace

using namespace hashlab::bloom;

BloomPlotPanel::BloomPlotPanel(QWidget* parent) : QWidget(parent), m_job(new BackgroundJob(this)) {
    m_job->deferWhileHidden(this); // computed when first shown or exported
    m_title = new QLabel(this);
    // Wraps: on one line it set the whole page's minimum width (1,040 px) in English.
    m_title->setWordWrap(true);
    m_plot = new QCustomPlot(this);
    m_plot->setMinimumSize(320, 260);
    // The legend sits in its own row under the axes, in columns: inside the axis rect it grew
    // with Chinese labels and the classroom font until it covered the measured points.
    placeLegendBelowAxes(m_plot);
    auto* boxes = new QGridLayout;
    int i = 0;
    for (Variant v : allVariants()) {
        auto* b = new QCheckBox(QString::fromLatin1(variantName(v).data()), this);
        b->setChecked(v == Variant::Double || v == Variant::Blocked || v == Variant::BadStep);
        connect(b, &QCheckBox::toggled, this, &BloomPlotPanel::redraw);
        boxes->addWidget(b, i / 4, i % 4);
        m_variants.push_back(b);
        ++i;
    }
    m_n = new QSpinBox(this);
    m_n->setRange(1, 1'000'000);
    m_n->setValue(10'000);
    m_n->setGroupSeparatorShown(true);
    m_queries = new QSpinBox(this);
    m_queries->setRange(1000, 10'000'000);
    m_queries->setValue(1'000'000);
    m_queries->setSingleStep(100'000);
    m_queries->setGroupSeparatorShown(true);
    m_nLabel = new QLabel(this);
    m_qLabel = new QLabel(this);
    m_run = new QPushButton(this);
    m_copyCsv = new QPushButton(this);
    m_copyCsv->setEnabled(false);
    m_readout = new BloomPlotReadout(m_plot);
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    m_status = new QLabel(this);
    m_message = new InlineMessage(this);
    m_progress = new ProgressPanel(m_job, this);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_nLabel);
    controls->addWidget(m_n);
    controls->addWidget(m_qLabel);
    controls->addWidget(m_queries);
    controls->addWidget(m_run);
    controls->addStretch();
    // The copy button sits on the status line, beside what it copies: on the measuring row it
    // made the page wider than a 1280-pixel projector in presentation mode.
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_copyCsv);
    auto* v = new QVBoxLayout(this);
    v->addWidget(m_title);
    v->addWidget(m_plot, 1);
    v->addLayout(boxes);
    v->addLayout(controls);
    v->addWidget(m_progress);
    v->addWidget(m_message);
    v->addLayout(statusRow);

    connect(m_run, &QPushButton::clicked, this, &BloomPlotPanel::startMeasurement);
    connect(m_copyCsv, &QPushButton::clicked, m_readout, &BloomPlotReadout::copyCsv);
    connect(m_plot, &QWidget::customContextMenuRequested, this, &BloomPlotPanel::showContextMenu);
    connect(m_job, &BackgroundJob::finished, this, &BloomPlotPanel::onFinished);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &BloomPlotPanel::redraw);
    // Eight decades of labels need about 8 lines of height. Where the axes get less (presentation
    // type at 1280×720: the legend's six rows leave them about 70 px) the labels printed over each
    // other; so label every second or third decade then, as many as fit 1.5 lines apart.
    connect(m_plot, &QCustomPlot::beforeReplot, this, [this] {
        auto ticker = m_plot->yAxis->ticker().dynamicCast<QCPAxisTickerLog>();
        if (!ticker)
            return;
        const int line = QFontMetrics(m_plot->yAxis->tickLabelFont()).height();
        ticker->setTickCount(std::max(2, int(m_plot->axisRect()->height() / (1.5 * line))));
    });
    retranslate();
    redraw();
}

BloomPlotPanel::~BloomPlotPanel() = default;

QCheckBox* BloomPlotPanel::variantBox(Variant v) const {
    return m_variants[std::size_t(v)];
}

void BloomPlotPanel::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    fitLegendColumns(m_plot);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void BloomPlotPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

void BloomPlotPanel::retranslate() {
    m_title->setText(tr("<b>False-positive rate</b>: measured (dots, 95 % Wilson interval) "
                        "against theory (dashes), k optimal per point"));
    m_nLabel->setText(tr("n keys"));
    m_qLabel->setText(tr("queries per point"));
    m_n->setToolTip(tr("keys inserted per point: 1 to 1,000,000"));
    m_queries->setToolTip(tr("negative queries per point: 1,000 to 10,000,000"));
    m_run->setText(tr("Measure"));
    m_copyCsv->setText(m_readout->copyActionText());
    m_copyCsv->setToolTip(tr("The plotted series, one row per point with a header line: the "
                             "same as hashlab bloom sweep --csv"));
    showStatus();
    redraw();
}

QString BloomPlotPanel::statusText() const {
    return m_status->text();
}

void BloomPlotPanel::showStatus() {
    switch (m_statusKind) {
    case StatusKind::Idle:
        m_status->clear();
        return;
    case StatusKind::Measuring:
        m_status->setText(tr("Measuring %1 variants × 30 points…").arg(m_measuringVariants));
        return;
    case StatusKind::Cancelled:
        m_status->setText(tr("Cancelled: the previous plot stays."));
        return;
    case StatusKind::Failed:
        m_status->setText(m_failure ? coreError(*m_failure) : QString());
        return;
    case StatusKind::Done:
        break;
    }
    if (!m_result)
        return;
    std::uint64_t fn = 0;
    std::size_t points = 0;
    for (const auto& s : m_result->series) {
        points += s.points.size();
        for (const auto& p : s.points)
            fn += p.result.falseNegatives;
    }
    m_status->setText(tr("%1 points measured · false negatives: %2")
                          .arg(points)
                          .arg(QLocale().toString(qulonglong(fn))));
}

void BloomPlotPanel::showContextMenu(const QPoint& at) {
    QMenu menu(this);
    QAction* copy = menu.addAction(m_readout->copyActionText());
    copy->setEnabled(m_readout->hasData());
    connect(copy, &QAction::triggered, m_readout, &BloomPlotReadout::copyCsv);
    menu.exec(m_plot->mapToGlobal(at));
}

SweepConfig BloomPlotPanel::config() const {
    SweepConfig c;
    c.variants.clear();
    for (Variant v : allVariants())
        if (variantBox(v)->isChecked())
            c.variants.push_back(v);
    c.n = std::uint64_t(m_n->value());
    c.queries = std::uint64_t(m_queries->value());
    return c;
}

void BloomPlotPanel::startMeasurement() {
    const SweepConfig c = config();
    if (Status s = validate(c); !s) {
        m_message->showError(s.error().parameter == "variants"
                                 ? tr("Select at least one variant to measure.")
                                 : coreError(s.error()));
        return;
    }
    m_message->clearMessage();
    auto pending = std::make_shared<std::optional<Result<SweepResult>>>();
    m_pending = pending;
    m_statusKind = StatusKind::Measuring;
    m_measuringVariants = c.variants.size();
    showStatus();
    m_job->start([c, pending](const hashlab::Progress& p) { *pending = sweep(c, p); });
}

bool BloomPlotPanel::isMeasuring() const {
    return m_job->isRunning() || m_job->isHeld(); // held: starts when shown or exported
}

void BloomPlotPanel::waitForMeasurement() {
    if (!m_pending)
        return;
    m_job->wait();
    onFinished();
}

void BloomPlotPanel::onFinished() {
    if (!m_pending || !m_pending->has_value())
        return;
    auto pending = std::move(m_pending);
    const Result<SweepResult>& r = **pending;
    if (!r) {
        m_statusKind =
            r.error().message == "cancelled" ? StatusKind::Cancelled : StatusKind::Failed;
        m_failure = r.error();
        showStatus();
        return;
    }
    m_result = r.value();
    m_statusKind = StatusKind::Done;
    showStatus();
    redraw();
}

// Distinct series colours; bad-step in the theme's "bad" colour, as the pitfall it is.
QColor BloomPlotPanel::variantColor(Variant v) {
    const ThemePalette& pal = ThemeManager::instance().palette();
    static const int slot[] = {4, 0, 2, 1, 3, 5, 0};
    return v == Variant::BadStep ? pal.bad : pal.seriesColor(slot[int(v)]);
}

void BloomPlotPanel::redraw() {
    applyPlotTheme(m_plot);
    // Layouts do not ask a wrapped label its height for the width it gets: reserve two lines.
    m_title->setMinimumHeight(2 * m_title->fontMetrics().lineSpacing());
    m_plot->clearPlottables();
    SweepResult plotted;
    const ThemePalette& pal = ThemeManager::instance().palette();
    const double lw = plotLineWidth();
    // The classic curve at the optimum k, dense, as the reference.
    {
        QVector<double> xs, ys;
        for (double b = 1; b <= 30.001; b += 0.25) {
            xs.push_back(b);
            const std::uint64_t n = 10'000, m = std::uint64_t(b * 10'000);
            ys.push_back(classicFp(m, n, optimalK(m, n)));
        }
        QCPGraph* g = m_plot->addGraph();
        g->setData(xs, ys);
        g->setPen(QPen(pal.mutedText, lw, Qt::DotLine));
        g->setName(tr("classic (1 − e^(−kn/m))^k"));
    }
    if (m_result) {
        for (const SweepSeries& s : m_result->series) {
            if (!variantBox(s.variant)->isChecked())
                continue;
            plotted.series.push_back(s);
            const QColor c = variantColor(s.variant);
            const QString name = QString::fromLatin1(variantName(s.variant).data());
            QVector<double> x, y, lo, hi, tx, ty;
            for (const SweepPoint& p : s.points) {
                tx.push_back(p.x);
                ty.push_back(std::max(1e-12, p.result.theory.variant));
                if (p.result.falsePositives == 0)
                    continue; // log scale: no point for 0 hits (below 1/Q)
                x.push_back(p.x);
                y.push_back(p.result.measured);
                lo.push_back(p.result.measured - p.result.ci95.lo);
                hi.push_back(p.result.ci95.hi - p.result.measured);
            }
            const bool theory = s.variant != Variant::BadStep; // it has no formula of its own
            const QPen dashes(c, lw, Qt::DashLine);
            if (theory) {
                QCPGraph* t = m_plot->addGraph();
                t->setData(tx, ty);
                t->setPen(dashes);
                t->setName(tr("%1 theory").arg(name));
                t->removeFromLegend();
            }
            auto* g =
                new MeasuredGraph(m_plot->xAxis, m_plot->yAxis, theory ? dashes : QPen(Qt::NoPen));
            g->setData(x, y);
            g->setLineStyle(QCPGraph::lsNone);
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, c, c, 6 * pal.strokeScale));
            g->setName(name); // the title says dots are measured, dashes theory
            auto* bars = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
            bars->removeFromLegend();
            bars->setDataPlottable(g);
            bars->setData(lo, hi);
            bars->setPen(QPen(c, lw));
        }
    }
    m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    m_plot->setLocale(QLocale::c()); // its exponent is a lowercase e, which "eb" beautifies
    m_plot->yAxis->setNumberFormat(QStringLiteral("eb"));
    m_plot->yAxis->setNumberPrecision(0);
    m_plot->xAxis->setLabel(tr("bits per key m/n"));
    m_plot->yAxis->setLabel(tr("false-positive rate"));
    m_plot->xAxis->setRange(0, 31);
    m_plot->yAxis->setRange(1e-7, 1);
    m_plot->legend->setVisible(true);
    fitLegendColumns(m_plot);
    if (m_result)
        plotted.axis = m_result->axis;
    m_readout->setPlotted(std::move(plotted));
    m_copyCsv->setEnabled(m_readout->hasData());
    m_plot->replot();
}

nlohmann::json BloomPlotPanel::saveState() const {
    nlohmann::json vs = nlohmann::json::array();
    for (Variant v : allVariants())
        if (variantBox(v)->isChecked())
            vs.push_back(variantName(v));
    return {{"variants", vs}, {"n", m_n->value()}, {"queries", m_queries->value()}};
}

QString BloomPlotPanel::loadState(const nlohmann::json& s, bool dryRun) {
    if (!s.is_object())
        return tr("“plot” must be an object");
    std::vector<Variant> vs;
    try {
        for (const auto& v : s.value("variants", nlohmann::json::array())) {
            auto p = parseVariant(v.get<std::string>());
            if (!p)
                return coreError(p.error());
            vs.push_back(*p);
        }
        const int n = s.value("n", m_n->value()), q = s.value("queries", m_queries->value());
        if (n < m_n->minimum() || n > m_n->maximum())
            return tr("plot n must be from 1 to 1,000,000");
        if (q < m_queries->minimum() || q > m_queries->maximum())
            return tr("plot queries must be from 1,000 to 10,000,000");
        if (dryRun)
            return {};
        if (s.contains("variants"))
            for (Variant v : allVariants())
                variantBox(v)->setChecked(std::find(vs.begin(), vs.end(), v) != vs.end());
        m_n->setValue(n);
        m_queries->setValue(q);
    } catch (const nlohmann::json::exception&) {
        return tr("“plot” has a field of the wrong type");
    }
    return {};
}

} // namespace hashlab::app

#include "birthday_plot.h"

#include "hashlab/collisions/birthday.h"
#include "hashlab/collisions/birthday_trials.h"
#include "hashlab/collisions/experiment.h"
#include "hashlab/common/wilson.h"

#include "code_space_inputs.h"
#include "shell/sub_progress.h"

#include "shell/background_job.h"
#include "shell/plot_style.h"
#include "shell/progress_panel.h"
#include "shell/theme.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <atomic>
#include <cmath>

namespace hashlab::app {
namespace {

constexpr double kMeasureAt[] = {0.05, 0.25, 0.5, 0.75, 0.95};
constexpr int kCurvePoints = 140;

// The x axis ends at a power of ten past every 50 % point and the user's n (1 .. 10^19).
double axisEnd(const std::vector<BirthdayRow>& rows, std::uint64_t n) {
    double hi = std::max(100.0, 1.5 * static_cast<double>(n));
    for (const auto& r : rows)
        hi = std::max(hi, 20 * r.nFor50);
    return std::pow(10.0, std::min(19.0, std::ceil(std::log10(hi))));
}

std::vector<BirthdaySeries> compute(collisions::PrefixHash hash, const CodeSpaces& spaces,
                                    int trials, const Progress& progress) {
    std::vector<BirthdayRow> rows;
    for (const auto& space : spaceRows(spaces))
        rows.push_back(birthdayRow(space, spaces.n));
    const double end = axisEnd(rows, spaces.n);
    std::vector<BirthdaySeries> out;
    const double count = static_cast<double>(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        BirthdaySeries s;
        s.row = rows[i];
        s.bits = rows[i].space.bits ? rows[i].space.size : 0;
        const double N = rows[i].space.space;
        for (int k = 0; k <= kCurvePoints; ++k) {
            const double n = std::pow(end, static_cast<double>(k) / kCurvePoints);
            s.n.push_back(n);
            s.p.push_back(
                collisions::birthdayInSpace(static_cast<std::uint64_t>(std::round(n)), N)->pAny);
        }
        s.nFor1 = rows[i].nFor1;
        s.nFor50 = rows[i].nFor50;
        // Measured points where a draw stays cheap: N ≤ 2^32 (at 95 %, n ≈ 160,000 keys).
        if (N <= static_cast<double>(collisions::kMaxTrialSpace)) {
            collisions::BirthdayTrialsConfig c;
            c.space = static_cast<std::uint64_t>(N);
            c.hash = hash;
            c.trials = static_cast<unsigned>(trials);
            c.seed = c.space; // the same space shows the same points whatever else is drawn
            c.threads = 2;
            for (double target : kMeasureAt)
                c.n.push_back(
                    static_cast<std::uint64_t>(*collisions::keysForProbabilityInSpace(target, N)));
            std::atomic<bool> stop{false};
            const double from = static_cast<double>(i) / count;
            auto measured = collisions::runBirthdayTrials(
                c, subProgress(progress, stop, from, from + 1 / count));
            if (progress.cancelled())
                return {};
            if (measured)
                for (const auto& point : *measured) {
                    s.measuredN.push_back(static_cast<double>(point.n));
                    s.measuredP.push_back(point.rate);
                    s.measuredLo.push_back(point.ci95.lo);
                    s.measuredHi.push_back(point.ci95.hi);
                }
        }
        if (progress.cancelled())
            return {};
        progress.report(static_cast<double>(i + 1) / count);
        out.push_back(std::move(s));
    }
    return out;
}

QString powerOfTen(int e) {
    static const char* const kNames[] = {"1", "10", "100", "1k", "10k", "100k", "1M", "10M"};
    return e < 8 ? QString::fromLatin1(kNames[e]) : QStringLiteral("10^%1").arg(e);
}

} // namespace

BirthdayPlot::BirthdayPlot(QWidget* parent)
    : QWidget(parent), m_plot(new QCustomPlot(this)), m_hash(new QComboBox(this)),
      m_run(new QPushButton(this)), m_summary(new QLabel(this)),
      m_inputs(new CodeSpaceInputs({}, this)), m_table(new BirthdayTable(this)),
      m_job(new BackgroundJob(this)), m_progress(new ProgressPanel(m_job, this)) {
    m_job->deferWhileHidden(this); // computed when first shown or exported
    for (auto h : {collisions::PrefixHash::Md5, collisions::PrefixHash::Murmur3,
                   collisions::PrefixHash::Xxh3})
        m_hash->addItem(QString::fromStdString(std::string(collisions::prefixHashName(h))),
                        static_cast<int>(h));
    m_hash->setCurrentIndex(2);
    m_inputs->setValue(m_spaces);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_hash);
    controls->addWidget(m_run);
    controls->addWidget(m_progress, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_inputs);
    layout->addLayout(controls);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_table);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_plot->setMinimumHeight(220);
    m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->yAxis->setRange(0, 1.02);
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);

    connect(m_run, &QPushButton::clicked, this, &BirthdayPlot::recompute);
    connect(m_hash, &QComboBox::currentIndexChanged, this, &BirthdayPlot::recompute);
    connect(m_inputs, &CodeSpaceInputs::edited, this,
            [this](const CodeSpaces& before, const CodeSpaces& after) {
                pushSpacesEdit(
                    m_undo, tr("Birthday spaces"), [this](const CodeSpaces& s) { setSpaces(s); },
                    before, after);
            });
    connect(m_job, &BackgroundJob::finished, this, [this] {
        if (!m_job->wasCancelled() && m_pending && !m_pending->empty()) {
            m_series = *m_pending;
            m_drawn = *m_pendingSpaces;
        }
        redraw();
    });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &BirthdayPlot::redraw);
    retranslate();
    recompute();
}

BirthdayPlot::~BirthdayPlot() = default;

void BirthdayPlot::setSpaces(const CodeSpaces& spaces) {
    m_spaces = spaces;
    if (!(m_inputs->value() == spaces))
        m_inputs->setValue(spaces);
    recompute();
}

void BirthdayPlot::recompute() {
    const auto hash = static_cast<collisions::PrefixHash>(m_hash->currentData().toInt());
    auto result = std::make_shared<std::vector<BirthdaySeries>>();
    m_pending = result;
    m_pendingSpaces = std::make_shared<CodeSpaces>(m_spaces);
    m_job->start([result, hash, spaces = m_spaces, trials = m_trials](const Progress& p) {
        *result = compute(hash, spaces, trials, p);
    });
}

void BirthdayPlot::waitForResults() {
    m_job->wait();
    QCoreApplication::processEvents(); // deliver finished() and draw
}

void BirthdayPlot::redraw() {
    m_plot->clearPlottables(); // graphs and their error bars
    m_plot->clearItems();      // the line at n
    const auto& pal = ThemeManager::instance().palette();
    std::vector<BirthdayRow> rows;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        const auto& s = m_series[i];
        rows.push_back(s.row);
        const QColor c = pal.seriesColor(static_cast<int>(i));
        auto* curve = m_plot->addGraph();
        curve->setData(QVector<double>(s.n.begin(), s.n.end()),
                       QVector<double>(s.p.begin(), s.p.end()), true);
        curve->setPen(QPen(c, plotLineWidth()));
        curve->setName(s.row.space.bits
                           ? tr("b = %1 bits").arg(s.bits)
                           : tr("L = %1 (%2)").arg(s.row.space.size).arg(s.row.space.label()));
        if (!s.measuredN.empty()) {
            auto* pts = m_plot->addGraph();
            pts->setData(QVector<double>(s.measuredN.begin(), s.measuredN.end()),
                         QVector<double>(s.measuredP.begin(), s.measuredP.end()), true);
            pts->setLineStyle(QCPGraph::lsNone);
            pts->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(c, 1.5),
                                                 QBrush(pal.background), 8 * pal.strokeScale));
            pts->removeFromLegend();
            auto* bars = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
            bars->removeFromLegend();
            bars->setDataPlottable(pts);
            QVector<double> minus, plus;
            for (std::size_t k = 0; k < s.measuredP.size(); ++k) {
                minus << s.measuredP[k] - s.measuredLo[k];
                plus << s.measuredHi[k] - s.measuredP[k];
            }
            bars->setData(minus, plus);
            bars->setPen(QPen(c, 1.0 * pal.strokeScale));
        }
    }
    // Powers of ten as a teacher writes them (1, 10, 100, 1k ... 10M, then 10^8 ...), at most
    // about eight of them.
    const double end = m_series.empty() ? 1e7 : m_series.front().n.back();
    const int decades = static_cast<int>(std::lround(std::log10(end)));
    const int every = std::max(1, (decades + 7) / 8);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int e = 0; e <= decades; e += every)
        ticker->addTick(std::pow(10.0, e), powerOfTen(e));
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setRange(1, end);
    if (!m_series.empty() && m_drawn.n >= 1) {
        auto* atN = new QCPItemStraightLine(m_plot);
        const double x = static_cast<double>(m_drawn.n);
        atN->point1->setCoords(x, 0);
        atN->point2->setCoords(x, 1);
        atN->setPen(QPen(pal.mutedText, 1.0 * pal.strokeScale, Qt::DashLine));
    }
    m_table->setRows(m_drawn.n, std::move(rows));
    m_summary->setText(tr("Dashed line: n = %1. Circles: fraction of %2 experiments (%3 hash, "
                          "random URLs) with at least one collision, with its 95 % Wilson "
                          "interval, where N ≤ 2^32.")
                           .arg(QLocale().toString(static_cast<qulonglong>(m_drawn.n)))
                           .arg(m_trials)
                           .arg(m_hash->currentText()));
    applyPlotTheme(m_plot);
    m_plot->replot();
}

nlohmann::json BirthdayPlot::saveState() const {
    nlohmann::json state = m_spaces.toJson();
    state["hash"] = m_hash->currentText().toStdString();
    return state;
}

QString BirthdayPlot::validateState(const nlohmann::json& state) const {
    if (!state.is_object() || !state.contains("hash") || !state["hash"].is_string() ||
        !collisions::parsePrefixHash(state["hash"].get<std::string>()).ok())
        return tr("birthday.hash: expected \"md5\", \"murmur3\" or \"xxh3\"");
    for (auto it = state.begin(); it != state.end(); ++it)
        if (!QStringList{"hash", "n", "space", "bits", "alphabet", "lengths"}.contains(
                QString::fromStdString(it.key())))
            return tr("birthday: unknown key '%1'").arg(QString::fromStdString(it.key()));
    CodeSpaces probe;
    return CodeSpaces::fromJson(state, CodeSpaces{}, UINT64_MAX, QStringLiteral("birthday"),
                                &probe);
}

void BirthdayPlot::loadState(const nlohmann::json& state) {
    // Keys a file leaves out take the defaults (files from before the spaces were settable).
    CodeSpaces spaces;
    CodeSpaces::fromJson(state, CodeSpaces{}, UINT64_MAX, QStringLiteral("birthday"), &spaces);
    const QString hash = QString::fromStdString(state["hash"].get<std::string>());
    // What is on show or being computed already (a guided lesson's next step, a save and load):
    // the experiments take seconds and would only draw other random circles.
    const bool computed = m_job->isRunning() ? m_pendingSpaces && *m_pendingSpaces == spaces
                                             : !m_series.empty() && m_drawn == spaces;
    if (computed && m_spaces == spaces && hash == m_hash->currentText()) {
        if (!(m_inputs->value() == spaces))
            m_inputs->setValue(spaces);
        return;
    }
    const QSignalBlocker block(m_hash); // one recompute, below
    m_hash->setCurrentText(hash);
    setSpaces(spaces);
}

void BirthdayPlot::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        redraw();
    }
    QWidget::changeEvent(event);
}

void BirthdayPlot::retranslate() {
    m_run->setText(tr("Run experiments again"));
    m_hash->setToolTip(tr("Hash for the measured points"));
    m_plot->xAxis->setLabel(tr("keys n (log scale)"));
    m_plot->yAxis->setLabel(tr("P(at least one collision)"));
}

} // namespace hashlab::app

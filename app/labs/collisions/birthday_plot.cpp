#include "birthday_plot.h"

#include "hashlab/common/wilson.h"
#include "hashlab/ids/birthday.h"
#include "hashlab/ids/experiment.h"

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
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>

namespace hashlab::app {
namespace {

constexpr int kWidths[] = {16, 24, 32, 40};
constexpr int kMeasuredUpTo = 32; // measured points only where trials stay cheap
constexpr double kMeasureAt[] = {0.05, 0.25, 0.5, 0.75, 0.95};

std::vector<BirthdaySeries> compute(ids::PrefixHash hash, const Progress& progress) {
    std::vector<BirthdaySeries> out;
    const int totalWork = 4 + 3 * 5;
    int done = 0;
    for (int bits : kWidths) {
        BirthdaySeries s;
        s.bits = bits;
        for (int i = 0; i <= 140; ++i) {
            const double n = std::pow(10.0, i * 7.0 / 140.0); // 1 .. 10^7
            s.n.push_back(n);
            s.p.push_back(ids::birthday(static_cast<std::uint64_t>(std::llround(n)), bits)->pAny);
        }
        s.nFor1 = *ids::keysForProbability(0.01, bits);
        s.nFor50 = *ids::keysForProbability(0.5, bits);
        progress.report(static_cast<double>(++done) / totalWork);
        if (bits <= kMeasuredUpTo) {
            for (std::size_t point = 0; point < std::size(kMeasureAt); ++point) {
                const double target = kMeasureAt[point];
                const auto n = static_cast<std::uint64_t>(*ids::keysForProbability(target, bits));
                int hits = 0;
                for (int t = 0; t < BirthdayPlot::kTrials; ++t) {
                    if (progress.cancelled())
                        return {};
                    auto r = ids::runCollisionExperiment(
                        // Fresh seeds per point: nested key sets would make the points move
                        // together.
                        {n, bits, hash, static_cast<std::uint64_t>((bits * 10 + point) * 1000 + t),
                         0, 1});
                    hits += r.ok() && r->collidingPairs > 0;
                }
                s.measuredN.push_back(static_cast<double>(n));
                s.measuredP.push_back(static_cast<double>(hits) / BirthdayPlot::kTrials);
                const auto [lo, hi] =
                    wilson(static_cast<std::uint64_t>(hits), BirthdayPlot::kTrials);
                s.measuredLo.push_back(lo);
                s.measuredHi.push_back(hi);
                progress.report(static_cast<double>(++done) / totalWork);
            }
        }
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace

BirthdayPlot::BirthdayPlot(QWidget* parent)
    : QWidget(parent), m_plot(new QCustomPlot(this)), m_hash(new QComboBox(this)),
      m_run(new QPushButton(this)), m_summary(new QLabel(this)), m_job(new BackgroundJob(this)),
      m_progress(new ProgressPanel(m_job, this)) {
    for (auto h : {ids::PrefixHash::Md5, ids::PrefixHash::Murmur3, ids::PrefixHash::Xxh3})
        m_hash->addItem(QString::fromStdString(std::string(ids::prefixHashName(h))),
                        static_cast<int>(h));
    m_hash->setCurrentIndex(2);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_hash);
    controls->addWidget(m_run);
    controls->addWidget(m_progress, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_plot, 1);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_plot->setMinimumHeight(220);
    m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    // Powers of ten as a teacher writes them: 1, 10, 100, 1k ... 10M.
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const char* const labels[] = {"1", "10", "100", "1k", "10k", "100k", "1M", "10M"};
    for (int e = 0; e < 8; ++e)
        ticker->addTick(std::pow(10.0, e), QString::fromLatin1(labels[e]));
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setRange(1, 1e7);
    m_plot->yAxis->setRange(0, 1.02);
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);

    connect(m_run, &QPushButton::clicked, this, &BirthdayPlot::recompute);
    connect(m_hash, &QComboBox::currentIndexChanged, this, &BirthdayPlot::recompute);
    connect(m_job, &BackgroundJob::finished, this, [this] {
        if (!m_job->wasCancelled() && m_pending && !m_pending->empty())
            m_series = *m_pending;
        redraw();
    });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &BirthdayPlot::redraw);
    retranslate();
    recompute();
}

BirthdayPlot::~BirthdayPlot() = default;

void BirthdayPlot::recompute() {
    const auto hash = static_cast<ids::PrefixHash>(m_hash->currentData().toInt());
    auto result = std::make_shared<std::vector<BirthdaySeries>>();
    m_pending = result;
    m_job->start([result, hash](const Progress& p) { *result = compute(hash, p); });
}

void BirthdayPlot::waitForResults() {
    m_job->wait();
    QCoreApplication::processEvents(); // deliver finished() and draw
}

void BirthdayPlot::redraw() {
    m_plot->clearPlottables(); // graphs and their error bars
    const auto& pal = ThemeManager::instance().palette();
    QLocale locale;
    QStringList summary;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        const auto& s = m_series[i];
        const QColor c = pal.seriesColor(static_cast<int>(i));
        auto* curve = m_plot->addGraph();
        curve->setData(QVector<double>(s.n.begin(), s.n.end()),
                       QVector<double>(s.p.begin(), s.p.end()), true);
        curve->setPen(QPen(c, plotLineWidth()));
        curve->setName(tr("b = %1 bits").arg(s.bits));
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
        summary << tr("%1 bits: 1 % at n = %2, 50 % at n = %3")
                       .arg(s.bits)
                       .arg(locale.toString(s.nFor1, 'f', 0))
                       .arg(locale.toString(s.nFor50, 'f', 0));
    }
    m_summary->setText(summary.join(QStringLiteral(" · ")) + QStringLiteral("\n") +
                       tr("Circles: fraction of %1 experiments (%2 hash, random URLs) with at "
                          "least one collision, with its 95 % Wilson interval.")
                           .arg(kTrials)
                           .arg(m_hash->currentText()));
    applyPlotTheme(m_plot);
    m_plot->replot();
}

nlohmann::json BirthdayPlot::saveState() const {
    return {{"hash", m_hash->currentText().toStdString()}};
}

QString BirthdayPlot::validateState(const nlohmann::json& state) const {
    if (!state.is_object() || !state.contains("hash") || !state["hash"].is_string() ||
        !ids::parsePrefixHash(state["hash"].get<std::string>()).ok())
        return tr("birthday.hash: expected \"md5\", \"murmur3\" or \"xxh3\"");
    return {};
}

void BirthdayPlot::loadState(const nlohmann::json& state) {
    m_hash->setCurrentText(QString::fromStdString(state["hash"].get<std::string>()));
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

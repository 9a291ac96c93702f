#include "real_speed_tab.h"

#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/plot_style.h"
#include "shell/progress_panel.h"
#include "shell/theme.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace hashlab::app {

using namespace hashlab::tables;

namespace {

constexpr std::uint64_t kFirstKeys = 1000;
constexpr std::uint64_t kQuickLast = 1'000'000;
constexpr std::uint64_t kFullLast = 10'000'000;
constexpr double kMargin = 1.6; // the key axis reaches this factor past the first and last size

std::size_t index(SpeedKind k) {
    return static_cast<std::size_t>(k);
}

} // namespace

RealSpeedTab::RealSpeedTab(QWidget* parent)
    : QWidget(parent), m_job(new BackgroundJob(this)), m_machine(currentMachineInfo()),
      m_error(std::make_shared<std::optional<hashlab::Error>>()) {
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    auto* row = new QHBoxLayout;
    m_sweep = new QComboBox(this);
    m_sweep->addItem(QString());
    m_sweep->addItem(QString());
    m_logTime = new QCheckBox(this);
    m_logTime->setChecked(true);
    m_start = new QPushButton(this);
    m_progress = new ProgressPanel(m_job, this);
    m_copy = new QPushButton(this);
    m_copy->setEnabled(false);
    row->addWidget(m_sweep);
    row->addWidget(m_logTime);
    row->addWidget(m_start);
    row->addWidget(m_progress, 1);
    row->addStretch();
    row->addWidget(m_copy);
    layout->addLayout(row);

    m_plot = new QCustomPlot(this);
    m_plot->installEventFilter(this);
    m_plot->setMinimumSize(320, 220);
    m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    // Powers of ten written 10³, 10⁴, …: QCustomPlot's own exponent format printed "1E+03".
    auto xTicker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
    const QString superscripts =
        QStringLiteral("\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079");
    double power = 1;
    for (int k = 0; k <= 8; ++k, power *= 10)
        xTicker->addTick(power, QStringLiteral("10") + superscripts[k]);
    m_plot->xAxis->setTicker(xTicker);
    for (std::size_t i = 0; i < allSpeedKinds().size(); ++i) {
        m_hit.push_back(m_plot->addGraph());
        m_miss.push_back(m_plot->addGraph());
        m_miss.back()->removeFromLegend(); // the legend names the kind once; a key row the style
    }
    m_hitKey = m_plot->addGraph();
    m_missKey = m_plot->addGraph();
    m_plot->legend->setVisible(true);
    placeLegendBelowAxes(m_plot);
    layout->addWidget(m_plot, 1);
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_caption);

    connect(m_start, &QPushButton::clicked, this, &RealSpeedTab::start);
    connect(m_copy, &QPushButton::clicked, this, &RealSpeedTab::copyCsv);
    connect(m_job, &BackgroundJob::finished, this, &RealSpeedTab::onFinished);
    connect(m_logTime, &QCheckBox::toggled, this, [this] { rescale(); });
    connect(m_sweep, &QComboBox::currentIndexChanged, this, [this] {
        if (m_result.points.empty())
            redraw(); // the empty axis shows the range the sweep will cover
    });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, [this] {
        restyle();
        redraw();
    });
    retranslate();
    restyle();
    redraw();
}

RealSpeedTab::~RealSpeedTab() {
    // The measuring thread posts points to this object: it must be gone before the members.
    m_job->cancel();
    m_job->wait();
}

std::vector<std::uint64_t> RealSpeedTab::sizes() const {
    if (m_testSizes)
        return *m_testSizes;
    return SpeedSweepConfig::decades(kFirstKeys, sweep() == Sweep::Full ? kFullLast : kQuickLast);
}

void RealSpeedTab::setSizesForTest(std::vector<std::uint64_t> sizes, std::uint64_t lookups) {
    m_testSizes = std::move(sizes);
    m_lookups = lookups;
    if (m_result.points.empty())
        redraw();
}

void RealSpeedTab::start() {
    SpeedSweepConfig config;
    config.sizes = sizes();
    config.lookups = m_lookups;
    const std::uint64_t run = ++m_run;
    m_result = SpeedSweepResult{};
    m_result.config = config;
    m_complete = false;
    m_running = true;
    auto error = std::make_shared<std::optional<hashlab::Error>>();
    m_error = error;
    m_start->setEnabled(false);
    m_copy->setEnabled(false);
    redraw();
    updateCaption();
    QPointer<RealSpeedTab> self(this);
    m_job->start([self, run, config, error](const Progress& progress) {
        auto r = measureSpeed(config, progress, [self, run](const SpeedPoint& p) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, run, p] {
                    if (self && self->m_run == run)
                        self->addPoint(p);
                },
                Qt::QueuedConnection);
        });
        if (!r && !progress.cancelled())
            *error = r.error();
    });
}

void RealSpeedTab::cancel() {
    m_job->cancel();
}

bool RealSpeedTab::running() const {
    return m_running;
}

void RealSpeedTab::waitForIt() {
    m_job->wait();
    QCoreApplication::sendPostedEvents(); // the points, then finished()
    QCoreApplication::processEvents();
}

void RealSpeedTab::addPoint(const SpeedPoint& p) {
    m_result.points.push_back(p);
    m_hit[index(p.kind)]->addData(double(p.keys), p.nsHit);
    m_miss[index(p.kind)]->addData(double(p.keys), p.nsMiss);
    m_copy->setEnabled(true);
    rescale();
    updateCaption();
    emit pointMeasured();
}

void RealSpeedTab::onFinished() {
    m_running = false;
    m_complete =
        !m_job->wasCancelled() && !*m_error &&
        m_result.points.size() == m_result.config.sizes.size() * m_result.config.kinds.size();
    m_start->setEnabled(true);
    updateCaption();
    emit finished();
}

QCPGraph* RealSpeedTab::hitGraph(SpeedKind k) const {
    return m_hit.at(index(k));
}

QCPGraph* RealSpeedTab::missGraph(SpeedKind k) const {
    return m_miss.at(index(k));
}

void RealSpeedTab::redraw() {
    for (std::size_t i = 0; i < m_hit.size(); ++i) {
        m_hit[i]->data()->clear();
        m_miss[i]->data()->clear();
    }
    for (const SpeedPoint& p : m_result.points) {
        m_hit[index(p.kind)]->addData(double(p.keys), p.nsHit);
        m_miss[index(p.kind)]->addData(double(p.keys), p.nsMiss);
    }
    rescale();
}

void RealSpeedTab::rescale() {
    const std::vector<std::uint64_t> range =
        m_result.config.sizes.empty() ? sizes() : m_result.config.sizes;
    m_plot->xAxis->setRange(double(range.front()) / kMargin, double(range.back()) * kMargin);
    double lo = 0, hi = 0;
    for (const SpeedPoint& p : m_result.points) {
        const double a = std::min(p.nsHit, p.nsMiss), b = std::max(p.nsHit, p.nsMiss);
        lo = lo == 0 ? a : std::min(lo, a);
        hi = std::max(hi, b);
    }
    if (hi == 0) { // nothing measured yet
        lo = 1;
        hi = 200;
    }
    if (logTime()) {
        m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
        auto ticker = QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText);
        for (double decade = 0.1; decade <= 1e5; decade *= 10)
            for (double m : {1.0, 2.0, 5.0})
                ticker->addTick(m * decade, QLocale().toString(m * decade, 'g', 3));
        m_plot->yAxis->setTicker(ticker);
        m_plot->yAxis->setRange(std::max(0.1, lo / 1.5), hi * 1.5);
    } else {
        m_plot->yAxis->setScaleType(QCPAxis::stLinear);
        m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        m_plot->yAxis->setRange(0, hi * 1.1);
    }
    drawCacheMarks();
    m_plot->replot();
}

std::vector<RealSpeedTab::CacheMark> RealSpeedTab::cacheMarks() const {
    std::vector<CacheMark> marks;
    const QCPRange x = m_plot->xAxis->range();
    const std::pair<const char*, const std::optional<std::uint64_t>*> levels[] = {
        {"L1d", &m_machine.l1d}, {"L2", &m_machine.l2}, {"L3", &m_machine.l3}};
    for (const auto& [name, bytes] : levels) {
        if (!*bytes)
            continue;
        const std::uint64_t keys = linearKeysFittingIn(**bytes);
        if (keys > 0 && double(keys) >= x.lower && double(keys) <= x.upper)
            marks.push_back(
                {QStringLiteral("%1 %2").arg(QLatin1String(name), cacheSizeText(**bytes)), keys});
    }
    return marks;
}

void RealSpeedTab::drawCacheMarks() {
    for (QCPItemStraightLine* line : m_markLines)
        m_plot->removeItem(line);
    for (QCPItemText* text : m_markTexts)
        m_plot->removeItem(text);
    m_markLines.clear();
    m_markTexts.clear();
    const ThemePalette& pal = ThemeManager::instance().palette();
    QFont font = m_plot->xAxis->tickLabelFont();
    for (const CacheMark& mark : cacheMarks()) {
        auto* line = new QCPItemStraightLine(m_plot);
        line->point1->setCoords(double(mark.keys), 1);
        line->point2->setCoords(double(mark.keys), 2);
        line->setPen(QPen(pal.mutedText, 1.2 * pal.strokeScale, Qt::DotLine));
        auto* text = new QCPItemText(m_plot);
        text->position->setTypeX(QCPItemPosition::ptPlotCoords);
        text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        text->position->setCoords(double(mark.keys), 0.0);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        text->setPadding(QMargins(4, 2, 4, 2));
        text->setFont(font);
        text->setColor(pal.mutedText);
        text->setText(mark.label);
        m_markLines.push_back(line);
        m_markTexts.push_back(text);
    }
}

QString RealSpeedTab::cacheSizeText(std::uint64_t bytes) {
    constexpr std::uint64_t kKi = 1024, kMi = 1024 * 1024;
    if (bytes >= kMi)
        return tr("%1 MiB").arg(QLocale().toString(double(bytes) / double(kMi), 'g', 4));
    if (bytes >= kKi)
        return tr("%1 KiB").arg(QLocale().toString(double(bytes) / double(kKi), 'g', 4));
    return tr("%1 bytes").arg(bytes);
}

QString RealSpeedTab::kindLabel(SpeedKind k) {
    switch (k) {
    case SpeedKind::Chaining:
        return tr("chaining");
    case SpeedKind::Linear:
        return tr("linear probing");
    case SpeedKind::RobinHood:
        return tr("Robin Hood");
    case SpeedKind::Cuckoo:
        return tr("cuckoo");
    case SpeedKind::StdUnorderedMap:
        return QStringLiteral("std::unordered_map");
    case SpeedKind::AbslFlatHashMap:
        return QStringLiteral("absl::flat_hash_map");
    }
    return {};
}

QString RealSpeedTab::csv() const {
    if (m_result.points.empty())
        return {};
    QString model = QString::fromStdString(m_machine.cpuModel);
    model.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    QString out =
        QStringLiteral("kind,keys,ns_per_hit,ns_per_miss,bytes,bytes_per_key,cpu_model\n");
    for (const SpeedPoint& p : m_result.points)
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,\"%7\"\n")
                   .arg(QString::fromUtf8(speedKindName(p.kind)))
                   .arg(p.keys)
                   .arg(QString::number(p.nsHit, 'f', 2), QString::number(p.nsMiss, 'f', 2))
                   .arg(p.bytes)
                   .arg(QString::number(p.bytesPerKey, 'f', 2), model);
    return out;
}

void RealSpeedTab::copyCsv() const {
    if (!m_result.points.empty())
        QGuiApplication::clipboard()->setText(csv());
}

RealSpeedTab::Sweep RealSpeedTab::sweep() const {
    return m_sweep->currentIndex() == 1 ? Sweep::Full : Sweep::Quick;
}

void RealSpeedTab::setSweep(Sweep s) {
    m_sweep->setCurrentIndex(s == Sweep::Full ? 1 : 0);
}

bool RealSpeedTab::logTime() const {
    return m_logTime->isChecked();
}

void RealSpeedTab::setLogTime(bool on) {
    m_logTime->setChecked(on); // toggled() rescales
}

void RealSpeedTab::setMachineInfo(const MachineInfo& info) {
    m_machine = info;
    rescale();
    updateCaption();
}

nlohmann::json RealSpeedTab::save() const {
    return {{"sweep", sweep() == Sweep::Full ? "full" : "quick"}, {"log_time", logTime()}};
}

QString RealSpeedTab::load(const nlohmann::json& state) {
    if (!state.is_object())
        return tr("real_speed: expected an object");
    for (auto it = state.begin(); it != state.end(); ++it)
        if (it.key() != "sweep" && it.key() != "log_time")
            return tr("real_speed: unknown key '%1'").arg(QString::fromStdString(it.key()));
    Sweep s = Sweep::Quick;
    if (state.contains("sweep")) {
        const auto& v = state["sweep"];
        if (!v.is_string() || (v != "quick" && v != "full"))
            return tr("real_speed.sweep: expected \"quick\" or \"full\"");
        s = v == "full" ? Sweep::Full : Sweep::Quick;
    }
    bool log = true;
    if (state.contains("log_time")) {
        if (!state["log_time"].is_boolean())
            return tr("real_speed.log_time: expected true or false");
        log = state["log_time"].get<bool>();
    }
    setSweep(s);
    setLogTime(log);
    return {};
}

void RealSpeedTab::updateCaption() {
    QStringList caches;
    const std::pair<const char*, const std::optional<std::uint64_t>*> levels[] = {
        {"L1d", &m_machine.l1d}, {"L2", &m_machine.l2}, {"L3", &m_machine.l3}};
    for (const auto& [name, bytes] : levels)
        caches << QStringLiteral("%1 %2").arg(QLatin1String(name),
                                              *bytes ? cacheSizeText(**bytes) : tr("unknown"));
    QString state;
    const std::size_t total = m_result.config.sizes.size() * m_result.config.kinds.size();
    if (*m_error)
        state = tr("The sweep failed: %1").arg(coreError(**m_error));
    else if (m_running)
        state = tr("Measuring: %1 of %2 points.").arg(m_result.points.size()).arg(total);
    else if (m_complete)
        state = tr("Measured %1 points.").arg(total);
    else if (total > 0)
        state = tr("Cancelled after %1 of %2 points.").arg(m_result.points.size()).arg(total);
    else
        state = tr("Nothing measured yet: press Start.");
    m_caption->setText(
        tr("<b>%1</b> CPU: %2; caches %3. Solid lines: successful lookups (key present), dashed: "
           "unsuccessful (key absent); each point times %4 random lookups after an untimed "
           "warm-up (the median over batches of 4096). The lab's four tables store 64-bit keys "
           "only; the two library maps "
           "store a 64-bit key and a 64-bit value. Dotted lines: the most keys the linear-probing "
           "table (9 bytes a slot, at most 7/8 full) holds within each cache; the CSV gives every "
           "table's bytes per key.")
            .arg(state.toHtmlEscaped(), QString::fromStdString(m_machine.cpuModel).toHtmlEscaped(),
                 caches.join(QStringLiteral(", ")), QLocale().toString(qulonglong(m_lookups))));
}

void RealSpeedTab::restyle() {
    applyPlotTheme(m_plot);
    const ThemePalette& pal = ThemeManager::instance().palette();
    for (std::size_t i = 0; i < m_hit.size(); ++i) {
        const QColor color = pal.seriesColor(static_cast<int>(i));
        const QCPScatterStyle dot(QCPScatterStyle::ssCircle, color, pal.background,
                                  5 * pal.strokeScale);
        m_hit[i]->setPen(QPen(color, plotLineWidth()));
        m_hit[i]->setScatterStyle(dot);
        m_miss[i]->setPen(QPen(color, plotLineWidth(), Qt::DashLine));
        m_miss[i]->setScatterStyle(dot);
    }
    m_hitKey->setPen(QPen(pal.text, plotLineWidth()));
    m_missKey->setPen(QPen(pal.text, plotLineWidth(), Qt::DashLine));
    m_caption->setMinimumHeight(3 * m_caption->fontMetrics().lineSpacing());
}

void RealSpeedTab::retranslate() {
    m_intro->setText(tr(
        "How fast are these tables on this computer? Each point builds a table of random "
        "64-bit keys and times lookups of keys it holds and of keys it does not. Nothing runs "
        "until you press Start: the quick sweep (10³ to 10⁶ keys) takes some seconds, the "
        "full sweep (10³ to 10⁷ keys) may take one to two minutes and about 1 GB of memory. Other "
        "programs running at the same time slow it down."));
    m_sweep->setItemText(0, tr("Quick: 10³ to 10⁶ keys"));
    m_sweep->setItemText(1, tr("Full: 10³ to 10⁷ keys"));
    m_sweep->setToolTip(tr("Table sizes to measure"));
    m_logTime->setText(tr("Logarithmic time axis"));
    m_start->setText(tr("Start"));
    m_start->setToolTip(tr("Measure the lookups on this computer"));
    m_copy->setText(tr("Copy as CSV"));
    m_copy->setToolTip(tr("Copy the measured points to the clipboard"));
    m_plot->xAxis->setLabel(tr("keys in the table (log scale)"));
    m_plot->yAxis->setLabel(tr("ns per lookup"));
    for (SpeedKind k : allSpeedKinds())
        m_hit[index(k)]->setName(kindLabel(k));
    m_hitKey->setName(tr("successful (key present)"));
    m_missKey->setName(tr("unsuccessful (key absent)"));
    fitLegendColumns(m_plot);
    updateCaption();
    m_plot->replot();
}

void RealSpeedTab::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// The legend's columns follow the plot's own width: an export of the plot alone resizes the plot,
// not this tab. QCustomPlot's own resize handling replots after this.
bool RealSpeedTab::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_plot && event->type() == QEvent::Resize)
        fitLegendColumns(m_plot);
    return QWidget::eventFilter(watched, event);
}

} // namespace hashlab::app

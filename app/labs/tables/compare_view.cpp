#include "compare_view.h"

#include "hashlab/common/primes.h"
#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/inline_message.h"
#include "shell/plot_style.h"
#include "shell/progress_panel.h"
#include "shell/theme.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace hashlab::app {
namespace {

using namespace hashlab::tables;

QString schemeLabel(Scheme s) {
    switch (s) {
    case Scheme::Chaining:
        return CompareView::tr("chaining");
    case Scheme::Bucket:
        return CompareView::tr("bucketed");
    case Scheme::Linear:
        return CompareView::tr("linear");
    case Scheme::Quadratic:
        return CompareView::tr("quadratic");
    case Scheme::Double:
        return CompareView::tr("double");
    case Scheme::RobinHood:
        return CompareView::tr("Robin Hood");
    case Scheme::Cuckoo:
        return CompareView::tr("cuckoo");
    }
    return {};
}

QString opLabel(const WorstOp& w) {
    if (w.op == OpKind::Insert)
        return CompareView::tr("insert");
    return w.successful ? CompareView::tr("find (hit)") : CompareView::tr("find (miss)");
}

QString number(double v) {
    return QLocale().toString(v, 'f', 2);
}

QString count(std::uint64_t v) {
    return QLocale().toString(static_cast<qulonglong>(v));
}

} // namespace

CompareView::CompareView(QWidget* parent)
    : QWidget(parent), m_mode(new QComboBox), m_keys(new QLineEdit), m_count(new QSpinBox),
      m_seed(new QSpinBox), m_m(new QSpinBox), m_misses(new QSpinBox), m_source(new QComboBox),
      m_compute(new QPushButton), m_keysLabel(new QLabel), m_countLabel(new QLabel),
      m_seedLabel(new QLabel), m_mLabel(new QLabel), m_missesLabel(new QLabel),
      m_sourceLabel(new QLabel), m_message(new InlineMessage), m_caption(new QLabel),
      m_table(new QTableWidget(0, ColumnCount)), m_plot(new QCustomPlot),
      m_job(new BackgroundJob(this)) {
    m_job->deferWhileHidden(this); // computed when first shown or exported
    m_mode->addItems({QString(), QString()});
    m_source->addItems({QString(), QStringLiteral("murmur3"), QStringLiteral("xxh3")});
    m_keys->setText(QStringLiteral("5, 28, 19, 15, 20, 33, 12, 17, 10")); // CLRS 11.2-2
    m_count->setRange(1, static_cast<int>(comparelimits::kMaxKeys));
    m_count->setValue(1000);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    m_m->setRange(1, static_cast<int>(kMaxSlots));
    m_m->setValue(11);
    m_misses->setRange(1, static_cast<int>(comparelimits::kMaxMisses));
    m_misses->setValue(static_cast<int>(comparelimits::kDefaultMisses));
    for (QLabel* l :
         {m_keysLabel, m_countLabel, m_seedLabel, m_mLabel, m_missesLabel, m_sourceLabel})
        l->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Two rows that read left to right: the keys and Compute, then the numbers that go with them.
    auto* first = new QHBoxLayout;
    first->addWidget(m_mode);
    first->addWidget(m_keysLabel);
    first->addWidget(m_keys, 1);
    first->addWidget(m_compute);
    auto* second = new QHBoxLayout;
    for (auto [label, field] : {std::pair<QLabel*, QWidget*>{m_countLabel, m_count},
                                {m_seedLabel, m_seed},
                                {m_mLabel, m_m},
                                {m_missesLabel, m_misses},
                                {m_sourceLabel, m_source}}) {
        label->setBuddy(field);
        second->addWidget(label);
        second->addWidget(field);
        second->addSpacing(12);
    }
    second->addStretch(1);
    auto* form = new QVBoxLayout;
    form->addLayout(first);
    form->addLayout(second);
    m_caption->setWordWrap(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ColWorst, QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);
    m_table->setMinimumHeight(120);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(new ProgressPanel(m_job, this));
    layout->addWidget(m_caption);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_plot, 2);
    m_plot->setMinimumHeight(200);
    placeLegendBelowAxes(m_plot);
    connect(m_compute, &QPushButton::clicked, this, &CompareView::compute);
    connect(m_keys, &QLineEdit::returnPressed, this, &CompareView::compute);
    connect(m_mode, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &CompareView::updateModeFields);
    connect(m_source, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &CompareView::retranslate);
    connect(m_job, &BackgroundJob::finished, this, [this] { waitForIt(); });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &CompareView::showResult);
    retranslate();
    updateModeFields();
}

void CompareView::setKeys(const QStringList& keys, std::int64_t m) {
    m_mode->setCurrentIndex(0);
    m_keys->setText(keys.join(QStringLiteral(", ")));
    m_m->setValue(static_cast<int>(std::clamp<std::int64_t>(m, 1, kMaxSlots)));
}

void CompareView::updateModeFields() {
    const bool typed = m_mode->currentIndex() == 0;
    m_keys->setEnabled(typed);
    m_count->setEnabled(!typed);
    m_seed->setEnabled(!typed);
}

CompareView::Inputs CompareView::inputs() const {
    return {m_mode->currentIndex(), m_keys->text(),    m_count->value(),        m_seed->value(),
            m_m->value(),           m_misses->value(), m_source->currentIndex()};
}

void CompareView::apply(const Inputs& in) {
    m_mode->setCurrentIndex(in.mode);
    m_keys->setText(in.keys);
    m_count->setValue(in.n);
    m_seed->setValue(in.seed);
    m_m->setValue(in.m);
    m_misses->setValue(in.misses);
    m_source->setCurrentIndex(in.source);
}

std::optional<CompareConfig> CompareView::configFor(const Inputs& in, QString* error) {
    CompareConfig c;
    if (in.mode == 0) {
        const QStringList keys =
            in.keys.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
        if (keys.isEmpty()) {
            *error = tr("Type at least one key, e.g. 5, 28, 19.");
            return std::nullopt;
        }
        for (const QString& k : keys)
            c.keys.push_back(k.toStdString());
    } else {
        c.randomCount = static_cast<std::uint64_t>(in.n);
    }
    c.seed = static_cast<std::uint64_t>(in.seed);
    c.misses = static_cast<std::uint64_t>(in.misses);
    c.probe.m = in.m;
    c.probe.source = static_cast<HashSource>(in.source);
    if (auto checked = compareKeys(c); !checked) {
        *error = coreError(checked.error());
        return std::nullopt;
    }
    return c;
}

void CompareView::compute() {
    QString error;
    auto config = configFor(inputs(), &error);
    if (!config) {
        m_message->showError(error);
        return;
    }
    const std::uint64_t n = config->keys.empty() ? config->randomCount : config->keys.size();
    const std::uint64_t ops = config->schemes.size() * (2 * n + config->misses);
    auto pending = std::make_shared<Pending>();
    m_pending = pending;
    auto work = [pending, c = *config](const hashlab::Progress& p) {
        auto r = compareSchemes(c, p);
        if (r)
            pending->result = std::move(r.value());
        else
            pending->error = r.error();
    };
    if (ops <= kBackgroundOps) {
        work({});
        waitForIt();
        return;
    }
    m_compute->setEnabled(false);
    m_job->start(work);
}

void CompareView::waitForIt() {
    if (m_job->isRunning())
        m_job->wait();
    m_compute->setEnabled(true);
    const std::shared_ptr<Pending> p = std::move(m_pending);
    m_pending.reset();
    if (!p || (m_job->wasCancelled() && !p->result && !p->error))
        return;
    if (p->error) {
        if (p->error->message != "cancelled")
            m_message->showError(coreError(*p->error));
        return; // the old numbers stay
    }
    if (!p->result)
        return;
    m_result = std::move(p->result);
    const std::int64_t m = m_result->schemes.front().config.probe.m;
    const bool hasDouble =
        std::any_of(m_result->schemes.begin(), m_result->schemes.end(),
                    [](const SchemeComparison& s) { return s.scheme == Scheme::Double; });
    if (hasDouble && (m < 2 || !isPrime(std::uint64_t(m))))
        m_message->showInfo(tr("m = %1 is not prime: double hashing's steps may not reach every "
                               "slot, so some of its inserts can fail.")
                                .arg(m));
    else
        m_message->clearMessage();
    showResult();
}

void CompareView::showResult() {
    retranslate();
    if (!m_result) {
        m_table->setRowCount(0);
        showPlot();
        return;
    }
    const ThemePalette& pal = ThemeManager::instance().palette();
    const auto& rows = m_result->schemes;
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const SchemeComparison& s = rows[static_cast<std::size_t>(r)];
        QString failures = count(s.failures);
        QStringList why;
        if (s.cycleFailures)
            why << tr("%1 cycle").arg(s.cycleFailures);
        if (s.maxLoopFailures)
            why << tr("%1 MaxLoop").arg(s.maxLoopFailures);
        if (s.tableFullFailures)
            why << tr("%1 table full").arg(s.tableFullFailures);
        if (!why.isEmpty())
            failures += QStringLiteral(" (") + why.join(QStringLiteral(", ")) + QLatin1Char(')');
        if (s.rehashes)
            failures += tr(", %1 rehash(es)").arg(s.rehashes);
        const QString worst =
            tr("%1 %2: %3 cells")
                .arg(opLabel(s.worst), QString::fromStdString(s.worst.key), count(s.worst.cells));
        const QStringList cells = {schemeLabel(s.scheme),
                                   tr("%1 cells").arg(number(s.insert.meanCells())),
                                   tr("%1 cells").arg(number(s.hit.meanCells())),
                                   tr("%1 cells").arg(number(s.miss.meanCells())),
                                   QStringLiteral("%1 / %2").arg(number(s.hit.meanCompares()),
                                                                 number(s.miss.meanCompares())),
                                   worst,
                                   count(s.moved),
                                   failures,
                                   number(s.loadFactor),
                                   tr("%1 B/key").arg(QLocale().toString(s.bytesPerKey(), 'f', 1))};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == ColFailures && s.failures)
                item->setForeground(pal.bad);
            if (c != ColScheme)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    showPlot();
}

void CompareView::showPlot() {
    const ThemePalette& pal = ThemeManager::instance().palette();
    applyPlotTheme(m_plot);
    m_plot->clearPlottables();
    m_plot->clearItems();
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
    QCPBars* bars[3] = {makeBars(tr("insert"), pal.seriesColor(0)),
                        makeBars(tr("successful find"), pal.seriesColor(1)),
                        makeBars(tr("unsuccessful find"), pal.seriesColor(2))};
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    double top = 1;
    const std::size_t n = m_result ? m_result->schemes.size() : 0;
    for (std::size_t i = 0; i < n; ++i) {
        const SchemeComparison& s = m_result->schemes[i];
        const double x = static_cast<double>(i);
        ticker->addTick(x, schemeLabel(s.scheme));
        const double v[3] = {s.insert.meanCells(), s.hit.meanCells(), s.miss.meanCells()};
        for (int b = 0; b < 3; ++b)
            bars[b]->addData(x, v[b]);
        top = std::max({top, v[0], v[1], v[2]});
    }
    // The worst operation is usually many times the means: a label above each group says it
    // instead of a bar that would flatten the others.
    for (std::size_t i = 0; i < n; ++i) {
        const SchemeComparison& s = m_result->schemes[i];
        const double groupTop =
            std::max({s.insert.meanCells(), s.hit.meanCells(), s.miss.meanCells()});
        auto* label = new QCPItemText(m_plot);
        label->position->setCoords(static_cast<double>(i), groupTop + 0.04 * top * 1.25);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setText(tr("worst %1").arg(count(s.worst.cells)));
        label->setColor(pal.text);
        QFont f = font();
        f.setPointSizeF(9.5 * pal.fontScale);
        label->setFont(f);
        label->setClipToAxisRect(true);
    }
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setRange(-0.6, static_cast<double>(std::max<std::size_t>(1, n)) - 0.4);
    m_plot->yAxis->setRange(0, top * 1.3);
    m_plot->yAxis->setLabel(tr("cells visited per operation (mean)"));
    m_plot->legend->setVisible(true);
    fitLegendColumns(m_plot);
    m_plot->replot();
}

void CompareView::retranslate() {
    m_mode->setItemText(0, tr("Typed keys"));
    m_mode->setItemText(1, tr("Random keys"));
    m_source->setItemText(0, tr("textbook formulas"));
    m_keysLabel->setText(tr("Keys"));
    m_countLabel->setText(tr("n"));
    m_seedLabel->setText(tr("Seed"));
    m_mLabel->setText(tr("m"));
    m_missesLabel->setText(tr("Misses"));
    m_sourceLabel->setText(tr("Hash"));
    m_compute->setText(tr("Compute"));
    m_keys->setToolTip(tr("Keys separated by commas or spaces; textbook formulas read integers"));
    m_misses->setToolTip(tr("Unsuccessful finds of keys known to be absent"));
    m_table->setHorizontalHeaderLabels(
        {tr("Scheme"), tr("Insert"), tr("Hit"), tr("Miss"), tr("Keys compared (hit / miss)"),
         tr("Worst operation"), tr("Keys moved"), tr("Failures"), tr("Load α"), tr("Memory")});
    const bool textbook = m_source->currentIndex() == static_cast<int>(HashSource::Textbook);
    const QString hashes =
        textbook ? tr("h(k) = k mod m; double: step k mod (m − 1) + 1; cuckoo: h2 = ⌊k/m⌋ mod m, "
                      "MaxLoop %1.")
                       .arg(tablelimits::kDefaultMaxLoop)
                 : tr("%1 splits into h1 and h2 (double: step h2 mod (m − 1) + 1); cuckoo: xxh3 "
                      "with seeds, MaxLoop %2, re-seeded after a failure.")
                       .arg(m_source->currentText())
                       .arg(tablelimits::kDefaultMaxLoop);
    m_caption->setText(
        tr("Every scheme gets the same keys at the same m, growth off: the inserts, a find of "
           "every stored key, then finds of absent keys. Cells: slots read (chaining: the head "
           "and each node; cuckoo: both tables). %1 Memory: 8-byte keys and pointers; open "
           "addressing m · 9 bytes, cuckoo 2m · 9, chaining m · 8 + n · 16.")
            .arg(hashes));
}

nlohmann::json CompareView::save() const {
    nlohmann::json keys = nlohmann::json::array();
    const QStringList typed =
        m_keys->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    for (const QString& k : typed)
        keys.push_back(k.toStdString());
    return {
        {"mode", m_mode->currentIndex() == 0 ? "typed" : "random"},
        {"keys", keys},
        {"n", m_count->value()},
        {"seed", m_seed->value()},
        {"m", m_m->value()},
        {"misses", m_misses->value()},
        {"source", std::string(hashSourceName(static_cast<HashSource>(m_source->currentIndex())))}};
}

QString CompareView::load(const nlohmann::json& j) {
    if (!j.is_object())
        return tr("compare: expected an object");
    Inputs in = inputs();
    auto integer = [&](const char* name, const QSpinBox* box, int* out) -> bool {
        if (!j.contains(name))
            return true;
        const auto& v = j.at(name);
        if (!v.is_number_integer() || v.get<std::int64_t>() < box->minimum() ||
            v.get<std::int64_t>() > box->maximum())
            return false;
        *out = static_cast<int>(v.get<std::int64_t>());
        return true;
    };
    for (auto [name, box, out] :
         {std::tuple{"n", m_count, &in.n}, std::tuple{"seed", m_seed, &in.seed},
          std::tuple{"m", m_m, &in.m}, std::tuple{"misses", m_misses, &in.misses}})
        if (!integer(name, box, out))
            return tr("compare: %1 must be an integer from %2 to %3")
                .arg(QString::fromLatin1(name))
                .arg(box->minimum())
                .arg(box->maximum());
    if (j.contains("mode")) {
        const auto& v = j.at("mode");
        if (!v.is_string() || (v != "typed" && v != "random"))
            return tr("compare: mode must be \"typed\" or \"random\"");
        in.mode = v == "typed" ? 0 : 1;
    }
    if (j.contains("source")) {
        const auto& v = j.at("source");
        std::optional<HashSource> parsed;
        if (v.is_string())
            if (auto p = parseHashSource(v.get<std::string>()); p)
                parsed = *p;
        if (!parsed)
            return tr("compare: source must be textbook, murmur3 or xxh3");
        in.source = static_cast<int>(*parsed);
    }
    if (j.contains("keys")) {
        const auto& v = j.at("keys");
        if (!v.is_array())
            return tr("compare: keys must be a list");
        QStringList keys;
        for (const auto& k : v) {
            if (!k.is_string())
                return tr("compare: every key must be a string");
            keys << QString::fromStdString(k.get<std::string>());
        }
        in.keys = keys.join(QStringLiteral(", "));
    }
    QString error;
    if (!configFor(in, &error))
        return tr("compare: %1").arg(error);
    apply(in);
    compute();
    return {};
}

// The legend's columns follow the plot's own width: an export of the plot alone resizes the plot,
// not this tab. QCustomPlot's own resize handling replots after this.
bool CompareView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_plot && event->type() == QEvent::Resize)
        fitLegendColumns(m_plot);
    return QWidget::eventFilter(watched, event);
}

void CompareView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        showResult();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

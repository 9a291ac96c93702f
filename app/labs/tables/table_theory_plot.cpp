#include "table_theory_plot.h"

#include "shell/background_job.h"
#include "shell/plot_style.h"
#include "shell/progress_panel.h"
#include "shell/theme.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace hashlab::app {

using namespace hashlab::tables;

const char* TableTheoryPlot::key(int kind) {
    static const char* const keys[KindCount] = {"chaining", "distances", "cuckoo", "resizing",
                                                "rehash"};
    return kind >= 0 && kind < KindCount ? keys[kind] : "";
}

TableTheoryPlot::TableTheoryPlot(QWidget* parent)
    : QWidget(parent), m_job(new BackgroundJob(this)) {
    m_job->deferWhileHidden(this); // computed when first shown or exported
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* top = new QHBoxLayout;
    m_selectorLabel = new QLabel(this);
    m_selector = new QComboBox(this);
    // Long plot names must not widen the page: the popup still shows them in full.
    m_selector->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_selector->setMinimumContentsLength(24);
    for (int k = 0; k < KindCount; ++k)
        m_selector->addItem(QString());
    m_selectorLabel->setBuddy(m_selector);
    top->addWidget(m_selectorLabel);
    top->addWidget(m_selector, 1);
    layout->addLayout(top);
    // The legend is a line of text above the plots, not an inset (see ProbingPlot). Both in one
    // widget: the plot export draws it alone, without the selector, caption and button.
    m_chart = new QWidget(this);
    auto* chart = new QVBoxLayout(m_chart);
    chart->setContentsMargins(0, 0, 0, 0);
    m_legend = new QLabel(m_chart);
    m_legend->setAlignment(Qt::AlignCenter);
    m_legend->setWordWrap(true);
    chart->addWidget(m_legend);
    m_pages = new QStackedWidget(m_chart);
    const int panels[KindCount] = {1, 3, 1, 2, 1};
    for (int k = 0; k < KindCount; ++k) {
        auto* page = new QWidget(m_pages);
        auto* row = new QHBoxLayout(page);
        row->setContentsMargins(0, 0, 0, 0);
        for (int i = 0; i < panels[k]; ++i) {
            auto* plot = new QCustomPlot(page);
            plot->setMinimumSize(220, 170);
            plot->legend->setVisible(false);
            plot->plotLayout()->insertRow(0);
            auto* title = new QCPTextElement(plot, QString());
            plot->plotLayout()->addElement(0, 0, title);
            m_plots[std::size_t(k)].push_back(plot);
            m_titles[std::size_t(k)].push_back(title);
            row->addWidget(plot, 1);
        }
        m_pages->addWidget(page);
    }
    chart->addWidget(m_pages, 1);
    layout->addWidget(m_chart, 1);
    auto* bottom = new QHBoxLayout;
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    m_again = new QPushButton(this);
    m_progress = new ProgressPanel(m_job, this);
    bottom->addWidget(m_caption, 1);
    bottom->addWidget(m_progress);
    bottom->addWidget(m_again);
    layout->addLayout(bottom);

    connect(m_selector, &QComboBox::currentIndexChanged, this, [this](int kind) {
        m_pages->setCurrentIndex(kind);
        setLegend(m_legends[std::size_t(kind)]);
        m_caption->setText(m_captions[std::size_t(kind)]);
        // Shown for the first time: measure it (a job for another plot is replaced).
        if (!hasResult(kind) && m_pendingKind != kind && isVisible())
            measure();
    });
    connect(m_again, &QPushButton::clicked, this, &TableTheoryPlot::measure);
    connect(m_job, &BackgroundJob::finished, this, &TableTheoryPlot::finish);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, [this] {
        restyle();
        for (int k = 0; k < KindCount; ++k)
            if (hasResult(k))
                draw(k);
    });
    retranslate();
    restyle();
}

int TableTheoryPlot::current() const {
    return m_selector->currentIndex();
}

void TableTheoryPlot::setCurrent(int kind) {
    if (kind >= 0 && kind < KindCount)
        m_selector->setCurrentIndex(kind);
}

bool TableTheoryPlot::hasResult(int kind) const {
    switch (kind) {
    case Chaining:
        return m_results.chaining.has_value();
    case Distances:
        return m_results.distances.has_value();
    case Cuckoo:
        return m_results.cuckoo.has_value();
    case Resizing:
        return m_results.resize.has_value();
    case Rehash:
        return m_results.rehash.has_value();
    }
    return false;
}

void TableTheoryPlot::measure() {
    const int kind = current();
    // The next seed after the shown plot's: a cancelled run does not use one up.
    const std::uint64_t seed = m_seeds[std::size_t(kind)] + 1;
    m_pendingSeed = seed;
    m_again->setEnabled(false);
    // Each run writes into its own slot: a cancelled run that still finishes cannot overwrite
    // the next run's result. Read on the GUI thread after finished().
    auto slot = std::make_shared<Results>();
    m_pending = slot;
    m_pendingKind = kind;
    Params p = m_params;
    m_job->start([slot, p, kind, seed](const Progress& progress) mutable {
        switch (kind) {
        case Chaining:
            p.chaining.seed = seed;
            slot->chainingConfig = p.chaining;
            if (auto r = measureChaining(p.chaining, progress))
                slot->chaining = std::move(r.value());
            break;
        case Distances:
            p.distances.seed = seed;
            slot->distancesConfig = p.distances;
            if (auto r = measureDistances(p.distances, progress))
                slot->distances = std::move(r.value());
            break;
        case Cuckoo:
            p.cuckoo.seed = seed;
            slot->cuckooConfig = p.cuckoo;
            if (auto r = measureCuckooSuccess(p.cuckoo, progress))
                slot->cuckoo = std::move(r.value());
            break;
        case Resizing:
            p.resize.seed = seed;
            if (auto r = measureResizing(p.resize, progress))
                slot->resize = std::move(r.value());
            break;
        case Rehash:
            p.rehash.seed = seed;
            if (auto r = measureRehash(p.rehash, progress))
                slot->rehash = std::move(r.value());
            break;
        }
    });
}

void TableTheoryPlot::finish() {
    const int kind = m_pendingKind;
    auto pending = std::move(m_pending);
    m_pendingKind = -1;
    m_again->setEnabled(true);
    if (!pending || m_job->wasCancelled())
        return; // a cancelled run leaves the previous plot as it was
    switch (kind) {
    case Chaining:
        if (!pending->chaining)
            return;
        m_results.chaining = std::move(pending->chaining);
        m_results.chainingConfig = pending->chainingConfig;
        break;
    case Distances:
        if (!pending->distances)
            return;
        m_results.distances = std::move(pending->distances);
        m_results.distancesConfig = pending->distancesConfig;
        break;
    case Cuckoo:
        if (!pending->cuckoo)
            return;
        m_results.cuckoo = std::move(pending->cuckoo);
        m_results.cuckooConfig = pending->cuckooConfig;
        break;
    case Resizing:
        if (!pending->resize)
            return;
        m_results.resize = std::move(pending->resize);
        break;
    case Rehash:
        if (!pending->rehash)
            return;
        m_results.rehash = std::move(pending->rehash);
        break;
    default:
        return;
    }
    m_seeds[std::size_t(kind)] = m_pendingSeed;
    draw(kind);
}

void TableTheoryPlot::waitForIt() {
    if (m_pendingKind != current() && !hasResult(current()))
        measure();
    m_job->wait();
    QCoreApplication::sendPostedEvents(m_job);
    QCoreApplication::processEvents();
    if (m_pending && !m_job->isRunning()) // finished() not delivered yet
        finish();
}

void TableTheoryPlot::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_pendingKind != current() && !hasResult(current()))
        measure();
}

void TableTheoryPlot::draw(int kind) {
    switch (kind) {
    case Chaining:
        showChaining();
        break;
    case Distances:
        showDistances();
        break;
    case Cuckoo:
        showCuckoo();
        break;
    case Resizing:
        showResizing();
        break;
    case Rehash:
        showRehash();
        break;
    default:
        return;
    }
    for (QCustomPlot* plot : m_plots[std::size_t(kind)])
        plot->replot();
    if (kind == current()) {
        setLegend(m_legends[std::size_t(kind)]);
        m_caption->setText(m_captions[std::size_t(kind)]);
    }
}

void TableTheoryPlot::setLegend(const QStringList& entries) {
    m_legend->setText(entries.join(QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;")));
}

QString TableTheoryPlot::caption() const {
    return m_caption->text();
}

nlohmann::json TableTheoryPlot::save() const {
    return {{"plot", key(current())}};
}

QString TableTheoryPlot::load(const nlohmann::json& state) {
    if (!state.is_object() || !state.contains("plot") || !state["plot"].is_string())
        return tr("The theory plot's state needs \"plot\", one of: %1.")
            .arg(QStringLiteral("chaining, distances, cuckoo, resizing, rehash"));
    const std::string name = state["plot"].get<std::string>();
    for (int k = 0; k < KindCount; ++k)
        if (name == key(k)) {
            setCurrent(k);
            return {};
        }
    return tr("Unknown theory plot \"%1\"; expected one of: %2.")
        .arg(QString::fromStdString(name),
             QStringLiteral("chaining, distances, cuckoo, resizing, rehash"));
}

void TableTheoryPlot::restyle() {
    const ThemePalette& pal = ThemeManager::instance().palette();
    for (int k = 0; k < KindCount; ++k) {
        for (QCustomPlot* plot : m_plots[std::size_t(k)])
            applyPlotTheme(plot);
        for (QCPTextElement* title : m_titles[std::size_t(k)]) {
            QFont f = font();
            f.setPointSizeF(10.5 * pal.fontScale);
            f.setBold(true);
            title->setFont(f);
            title->setTextColor(pal.text);
        }
    }
    QFont legendFont = font();
    legendFont.setPointSizeF(10 * pal.fontScale);
    m_legend->setFont(legendFont);
    // A word-wrapped label is not asked for its height at the width it gets: reserve the four
    // lines the longest caption takes on a narrow page, or it is drawn over the plots' axes.
    m_caption->setMinimumHeight(4 * m_caption->fontMetrics().lineSpacing());
}

void TableTheoryPlot::retranslate() {
    m_selectorLabel->setText(tr("Plot:"));
    const QString names[KindCount] = {
        tr("Chaining: keys compared per search"),
        tr("Robin Hood vs linear probing: probe distance"),
        tr("Cuckoo: inserts that succeed without a rehash"),
        tr("Resizing: moves per insert"),
        tr("Incremental vs stop-the-world rehash"),
    };
    for (int k = 0; k < KindCount; ++k)
        m_selector->setItemText(k, names[k]);
    const QString titles[KindCount][3] = {
        {tr("Keys compared per search")},
        {tr("Mean probe distance"), tr("Variance of the distance"), tr("Largest distance")},
        {tr("Runs with no failed insert")},
        {tr("Keys moved per insert (running average)"), tr("Probes per insert (running average)")},
        {tr("Cost of each insert (largest per window)")},
    };
    for (int k = 0; k < KindCount; ++k)
        for (std::size_t i = 0; i < m_titles[std::size_t(k)].size(); ++i)
            m_titles[std::size_t(k)][i]->setText(titles[k][i]);
    for (QCustomPlot* plot : m_plots[Chaining]) {
        plot->xAxis->setLabel(tr("load factor \u03b1 = n / m"));
        plot->yAxis->setLabel(tr("keys compared"));
    }
    for (QCustomPlot* plot : m_plots[Distances]) {
        plot->xAxis->setLabel(tr("load factor \u03b1 = n / m"));
        plot->yAxis->setLabel(tr("slots past home"));
    }
    m_plots[Distances][1]->yAxis->setLabel(tr("slots\u00b2"));
    m_plots[Cuckoo][0]->xAxis->setLabel(tr("load n / 2m"));
    m_plots[Cuckoo][0]->yAxis->setLabel(tr("share of runs"));
    for (QCustomPlot* plot : m_plots[Resizing])
        plot->xAxis->setLabel(tr("inserts so far (log scale)"));
    m_plots[Resizing][0]->yAxis->setLabel(tr("keys moved / inserts"));
    m_plots[Resizing][1]->yAxis->setLabel(tr("probes / inserts"));
    m_plots[Rehash][0]->xAxis->setLabel(tr("insert number"));
    m_plots[Rehash][0]->yAxis->setLabel(tr("keys touched (log scale)"));
    m_again->setText(tr("Measure again"));
    m_again->setToolTip(tr("Repeat this plot's random runs with a new seed"));
    for (int k = 0; k < KindCount; ++k)
        if (hasResult(k))
            draw(k);
}

void TableTheoryPlot::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

#include "bloom_lab.h"

#include "bloom_import_dialog.h"
#include "bloom_model.h"
#include "bloom_pipeline_panel.h"
#include "bloom_plot_panel.h"
#include "bloom_sizing_panel.h"
#include "bloom_view.h"
#include "filter_chart_view.h"
#include "filters_model.h"
#include "shell/inline_message.h"
#include "shell/scrolled_page.h"
#include "shell/step_player.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace hashlab::app {

using namespace hashlab::bloom;

namespace {
// Words for the default example: inserted fruits, and candidates to query for a false positive.
const char* kFruits[] = {"apple", "banana", "cherry", "damson", "elder", "fig", "grape", "kiwi"};
const char* kCandidates[] = {
    "zebra",  "otter",  "lynx",   "panda",  "tiger",  "koala",   "moose",  "bison",  "camel",
    "dingo",  "eagle",  "ferret", "gecko",  "heron",  "ibis",    "jackal", "lemur",  "marten",
    "newt",   "ocelot", "puma",   "quail",  "raven",  "sloth",   "tapir",  "urchin", "viper",
    "walrus", "yak",    "badger", "coyote", "donkey", "egret",   "falcon", "gibbon", "hyena",
    "iguana", "jaguar", "kudu",   "llama",  "macaw",  "narwhal", "okapi",  "parrot", "rhino",
    "seal",   "toad",   "vole",   "wombat", "zebu"};
} // namespace

BloomLab::BloomLab(QWidget* parent) : LabPage(parent), m_model(new BloomModel(this)) {
    m_view = new BloomView(m_model, this);
    m_player = new StepPlayer(this);
    m_plot = new BloomPlotPanel(this);
    m_sizing = new BloomSizingPanel(this);
    m_pipeline = new BloomPipelinePanel(this);
    m_chart = new FilterChartView(this);
    m_word = new QLineEdit(this);
    m_word->setMaxLength(BloomModel::kMaxWordLength);
    m_insert = new QPushButton(this);
    m_query = new QPushButton(this);
    m_remove = new QPushButton(this);
    m_clearBits = new QPushButton(this);
    m_demo = new QPushButton(this);
    m_apply = new QPushButton(this);
    m_variant = new QComboBox(this);
    for (Variant v : allVariants())
        m_variant->addItem(QString::fromLatin1(variantName(v).data()), int(v));
    m_m = new QSpinBox(this);
    m_m->setRange(1, int(BloomModel::kMaxCanvasCells));
    m_k = new QSpinBox(this);
    m_k->setRange(1, int(kMaxK));
    m_mLabel = new QLabel(this);
    m_kLabel = new QLabel(this);
    m_demoText = new QLabel(this);
    m_demoText->setWordWrap(true);
    m_message = new InlineMessage(this);

    auto* wordRow = new QHBoxLayout;
    wordRow->addWidget(m_word, 1);
    for (QPushButton* b : {m_insert, m_query, m_remove, m_clearBits})
        wordRow->addWidget(b);
    auto* configRow = new QHBoxLayout;
    configRow->addWidget(m_variant);
    configRow->addWidget(m_mLabel);
    configRow->addWidget(m_m);
    configRow->addWidget(m_kLabel);
    configRow->addWidget(m_k);
    configRow->addWidget(m_apply);
    configRow->addStretch();
    configRow->addWidget(m_demo);
    auto* left = new QWidget(this);
    auto* lv = new QVBoxLayout(left);
    lv->setContentsMargins(0, 0, 0, 0);
    m_form = new QWidget(left);
    auto* form = new QVBoxLayout(m_form);
    form->setContentsMargins(0, 0, 0, 0);
    form->addLayout(configRow);
    form->addLayout(wordRow);
    lv->addWidget(m_form);
    lv->addWidget(m_message);
    lv->addWidget(setupFilters(configRow, wordRow), 1);
    lv->addWidget(m_player);
    lv->addWidget(m_demoText);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_plot, QString());
    m_tabs->addTab(m_sizing, QString());
    m_tabs->addTab(m_pipeline, QString());
    m_chartPage = scrolledPage(m_chart);
    m_tabs->addTab(m_chartPage, QString());
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(m_tabs);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 4);
    auto* root = new QVBoxLayout(this);
    root->addWidget(split);

    connect(m_player, &StepPlayer::indexChanged, m_view, &BloomView::setStep);
    connect(m_player, &StepPlayer::indexChanged, this, &BloomLab::updateStatus);
    connect(m_model, &BloomModel::changed, this, &BloomLab::onModelChanged);
    connect(m_insert, &QPushButton::clicked, this, [this] {
        act(filtersShown() ? m_filters->insert(m_word->text()) : m_model->insert(m_word->text()));
    });
    connect(m_word, &QLineEdit::returnPressed, m_insert, &QPushButton::click);
    connect(m_query, &QPushButton::clicked, this, [this] {
        act(filtersShown() ? m_filters->query(m_word->text()) : m_model->query(m_word->text()));
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        act(filtersShown() ? m_filters->remove(m_word->text()) : m_model->remove(m_word->text()));
    });
    connect(m_clearBits, &QPushButton::clicked, this,
            [this] { act(m_model->naiveDelete(m_word->text())); });
    connect(m_apply, &QPushButton::clicked, this, &BloomLab::applyConfig);
    connect(m_demo, &QPushButton::clicked, this,
            [this] { filtersShown() ? runCuckooHazardDemo() : runDemoStage(); });
    connect(m_view, &BloomView::cellClicked, this, &BloomLab::describeClickedBit);
    connect(m_view, &BloomView::cellDoubleClicked, this, &BloomLab::clearClickedBit);
    retranslate();
    loadDefaultExample();
    m_player->setCaptionSource([this] { return spokenCaption(); });
    m_player->setRowSource([this] { return stepRows(); });
}

void BloomLab::showImport(QWidget* parent) {
    BloomImportDialog dialog(m_model, parent);
    dialog.exec();
}

QUndoStack* BloomLab::undoStack() {
    return m_model->undoStack();
}

void BloomLab::act(const QString& error) {
    if (error.isEmpty())
        m_message->clearMessage();
    else
        m_message->showError(error);
}

// A click names what a cell holds and changes nothing: lecturers click the canvas to step it with
// the keys, and a click that cleared a bit broke the filter on show behind their back.
void BloomLab::describeClickedBit(quint64 index) {
    const QStringList users = m_model->wordsUsingCell(index);
    QStringList quoted;
    for (const QString& w : users)
        quoted << QStringLiteral("“%1”").arg(w);
    const bool counting = m_model->filter().variant() == Variant::Counting;
    const auto value = m_model->filter().cell(index);
    if (value == 0)
        m_demoText->setText(tr("Bit %1 is 0: no stored word sets it.").arg(index));
    else if (counting)
        m_demoText->setText(tr("Counter %1 is %2, held up by %3.")
                                .arg(index)
                                .arg(value)
                                .arg(QLocale().createSeparatedList(quoted)));
    else
        m_demoText->setText(
            users.isEmpty()
                ? tr("Bit %1 is set, by no word stored now. Double-click it to clear it.")
                      .arg(index)
                : tr("Bit %1 is set, used by %2. Double-click it to clear it: each becomes a "
                     "false negative.")
                      .arg(index)
                      .arg(QLocale().createSeparatedList(quoted)));
}

// A double-click on a set bit of a plain filter clears it: the words that used it are named,
// because each is now a false negative (the lesson of "Why not delete?", one bit at a time).
void BloomLab::clearClickedBit(quint64 index) {
    const QStringList victims = m_model->wordsUsingCell(index);
    const QString error = m_model->clearBit(index);
    act(error);
    if (!error.isEmpty())
        return;
    QStringList quoted;
    for (const QString& w : victims)
        quoted << QStringLiteral("“%1”").arg(w);
    m_demoText->setText(
        victims.isEmpty()
            ? tr("Cleared bit %1. No stored word used it, so nothing breaks yet; the bit may have "
                 "been set by a word you deleted.")
                  .arg(index)
            : tr("Cleared bit %1. Stored words that used it now read “definitely not” — false "
                 "negatives: %2. Query one to see it.")
                  .arg(index)
                  .arg(QLocale().createSeparatedList(quoted)));
}

void BloomLab::syncConfigControls() {
    if (filtersShown())
        return syncFilterControls();
    const FilterConfig& c = m_model->filter().config();
    // Only when the filter itself changed (New filter, undo, a file): a variant or m and k the
    // user has picked but not applied yet survive an insert or a query (they used to snap back,
    // and the next word went silently into the old filter).
    const QString shown = QStringLiteral("bloom %1 %2 %3").arg(int(c.variant)).arg(c.m).arg(c.k);
    if (shown != m_shownConfig) {
        m_shownConfig = shown;
        m_variant->setCurrentIndex(m_variant->findData(int(c.variant)));
        m_m->setValue(int(c.m));
        m_k->setValue(int(c.k));
        snapToVariant();
    }
    const bool counting = c.variant == Variant::Counting;
    m_remove->setEnabled(counting);
    m_clearBits->setEnabled(!counting);
    syncFilterControls();
}

void BloomLab::onModelChanged() {
    if (filtersShown())
        return; // the Bloom model changes only while it is shown
    syncConfigControls();
    const auto& t = m_model->trace();
    m_player->setCount(t ? int(t->steps.size()) : 0);
    if (t && !t->steps.empty() && isVisible())
        m_player->play(); // animate the derived indices; stepping back is exact
    else
        m_player->toEnd();
    m_view->setStep(m_player->index());
    updateStatus();
}

// The words and fill of the step on screen, as the canvas header shows them.
void BloomLab::updateStatus() {
    if (filtersShown()) {
        m_status = m_canvases->currentWidget()->property("statusLine").toString();
        emit statusMessage(m_status);
        return;
    }
    const BloomModel::Shown shown = m_model->shownAt(m_player->index());
    m_status = tr("%1 words · fill %2 %")
                   .arg(shown.words)
                   .arg(QLocale().toString(100 * shown.fillRatio, 'f', 1));
    emit statusMessage(m_status);
}

void BloomLab::loadDefaultExample() {
    nlohmann::json ops = nlohmann::json::array();
    for (const char* w : kFruits)
        ops.push_back({{"op", "insert"}, {"key", w}});
    // Query the first candidate the filter answers "maybe" for: a false positive to look at.
    auto probe = *BloomFilter::create({Variant::Double, 64, 3, 1, 4});
    for (const char* w : kFruits)
        probe.add(w);
    std::string fp = "zebra";
    for (const char* w : kCandidates)
        if (probe.mayContain(w)) {
            fp = w;
            break;
        }
    ops.push_back({{"op", "query"}, {"key", fp}});
    const nlohmann::json state = {
        {"filter", {{"variant", "double"}, {"m", 64}, {"k", 3}, {"seed", 1}, {"shards", 4}}},
        {"ops", ops}};
    m_model->loadState(state);
    m_player->toEnd();
    m_view->setStep(m_player->index());
}

nlohmann::json BloomLab::saveState() const {
    return {{"model", m_model->saveState()},
            {"filters", m_filters->saveState()},
            {"plot", m_plot->saveState()},
            {"tab", currentPageTab().toStdString()},
            {"step", m_player->index()}};
}

QString BloomLab::loadState(const nlohmann::json& state) {
    if (!state.is_object())
        return tr("the bloom state must be an object");
    // The step the last operation's trace is shown at (absent: its end).
    if (state.contains("step") &&
        (!state["step"].is_number_integer() || state["step"].get<int>() < 0))
        return tr("step: must be a whole number, 0 or more");
    // The tab on show (absent in files from before it was saved: the tab stays as it is).
    if (state.contains("tab") &&
        (!state["tab"].is_string() ||
         !pageTabs().contains(QString::fromStdString(state["tab"].get<std::string>()))))
        return tr("tab: must be one of %1").arg(pageTabs().join(QStringLiteral(", ")));
    if (state.contains("plot"))
        if (QString e = m_plot->loadState(state["plot"], true); !e.isEmpty())
            return e;
    if (state.contains("model"))
        if (QString e = m_model->loadState(state["model"]); !e.isEmpty())
            return e;
    // Absent in files from before the cuckoo, scalable and xor filters: the Bloom filter shows.
    if (QString e = m_filters->loadState(state.value("filters", nlohmann::json::object()));
        !e.isEmpty())
        return e;
    m_demoStage = 0; // a lesson's "press Why not delete? twice" starts from the plain stage
    if (state.contains("plot"))
        m_plot->loadState(state["plot"]);
    m_player->pause();
    if (state.contains("step"))
        m_player->setIndex(std::min(state["step"].get<int>(), m_player->count()));
    else
        m_player->toEnd();
    m_view->setStep(m_player->index());
    emit m_player->indexChanged(m_player->index());
    if (state.contains("tab"))
        showPageTab(QString::fromStdString(state["tab"].get<std::string>()));
    return {};
}

void BloomLab::settleForExport() {
    settleTab(m_tabs->currentWidget());
}

void BloomLab::settlePlot() {
    settleTab(plotTab());
}

void BloomLab::startSettling(ExportPart part) {
    const QWidget* shown = part == ExportPart::Page   ? m_tabs->currentWidget()
                           : part == ExportPart::Plot ? plotTab()
                                                      : nullptr;
    if (shown == m_plot && !m_plot->result() && !m_plot->isMeasuring())
        m_plot->startMeasurement(); // the page is not shown: showEvent never started it
}

// The tab whose plot plotPart() is: the chart's on "Choosing a filter", the FP plot elsewhere.
QWidget* BloomLab::plotTab() const {
    return m_tabs->currentWidget() == m_chartPage ? static_cast<QWidget*>(m_chart) : m_plot;
}

// The FP plot's measurement and the chart's 17 filters take seconds each: an export waits only
// for the one it draws (`shown`: the current tab for a page, the plot part's tab for the plot).
void BloomLab::settleTab(const QWidget* shown) {
    m_player->pause();
    m_view->setStep(m_player->index());
    if (shown == m_plot) {
        if (!m_plot->result() && !m_plot->isMeasuring())
            m_plot->startMeasurement();
        m_plot->waitForMeasurement();
    }
    if (shown == m_chart || shown == m_chartPage)
        m_chart->waitForIt();
}

void BloomLab::settleCanvas() {
    m_player->pause();
    m_view->setStep(m_player->index());
}

QWidget* BloomLab::canvasPart() {
    return shownCanvas();
}

QList<QWidget*> BloomLab::drawerParts() const {
    return {m_form, m_tabs};
}

QList<QWidget*> BloomLab::modelControls() const {
    // The form's rows: Insert, Query, Remove, the filter's kind, m, k, Apply, the demo.
    return {m_form};
}

QWidget* BloomLab::plotPart() {
    // On the "Choosing a filter" tab the plot a user means is the chart's.
    return m_tabs->currentWidget() == m_chartPage ? static_cast<QWidget*>(m_chart->plot())
                                                  : m_plot->plot();
}

void BloomLab::showEvent(QShowEvent* e) {
    LabPage::showEvent(e);
    if (!m_shownOnce) {
        m_shownOnce = true;
        if (!m_plot->result() && !m_plot->isMeasuring())
            m_plot->startMeasurement();
    }
}

void BloomLab::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    LabPage::changeEvent(e);
}

void BloomLab::retranslate() {
    if (!m_status.isEmpty())
        updateStatus();
    m_word->setPlaceholderText(tr("a word (1 to 64 characters); Enter inserts"));
    m_word->setAccessibleName(tr("Word"));
    m_insert->setText(tr("Insert"));
    m_query->setText(tr("Query"));
    m_remove->setText(tr("Remove"));
    m_clearBits->setText(tr("Clear its bits"));
    m_clearBits->setToolTip(
        tr("a naive delete of a stored word on a plain filter: see what it breaks"));
    m_view->setToolTip(
        tr("Double-click a set bit of a plain filter to clear it and see which words "
           "become false negatives"));
    m_demo->setText(tr("Why not delete?"));
    m_apply->setText(tr("New filter"));
    m_mLabel->setText(tr("m"));
    m_kLabel->setText(tr("k"));
    m_m->setToolTip(tr("cells on the canvas: 1 to 4,096"));
    m_k->setToolTip(tr("hash positions: 1 to 64"));
    m_tabs->setTabText(0, tr("FP plot"));
    m_tabs->setTabText(1, tr("Sizing"));
    m_tabs->setTabText(2, tr("Read path"));
    m_tabs->setTabText(3, tr("Choosing a filter"));
    retranslateFilters();
}

} // namespace hashlab::app

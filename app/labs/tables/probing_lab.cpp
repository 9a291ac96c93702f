#include "probing_lab.h"

#include "compare_view.h"
#include "config_panel.h"
#include "operations_panel.h"
#include "probing_model.h"
#include "probing_plot.h"
#include "probing_view.h"
#include "pseudocode_panel.h"
#include "real_speed_tab.h"
#include "scheme_model.h"
#include "scheme_view.h"
#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/lesson_figures.h"
#include "shell/scrolled_page.h"
#include "shell/side_form_scroller.h"
#include "shell/size_to_current.h"
#include "shell/step_player.h"
#include "shell/theme.h"
#include "table_theory_plot.h"

#include "hashlab/tables/table_presets.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace hashlab::app {

namespace {

// The figures a lesson may hide and quote (scenario/lesson_figures.h), as the canvas's step line
// writes them: the period of the last key's probe sequence under double hashing, "8/2 = 4"
// (m / gcd(step, m) = the slots it reaches; the gcd trap asks for it).
LessonFigures::Values tableFigures(const ProbingModel& model) {
    LessonFigures::Values f;
    const auto& trace = model.trace();
    if (trace && model.table().scheme().config().strategy == tables::Strategy::Double) {
        const tables::KeyHashes& h = trace->hashes;
        f.insert(QStringLiteral("period"),
                 {QStringLiteral("%1/%2 = %3").arg(model.table().size()).arg(h.gcd).arg(h.period)});
    }
    return f;
}

} // namespace

ProbingLab::ProbingLab(QWidget* parent)
    : LabPage(parent), m_model(new ProbingModel(this)),
      m_scheme(new SchemeModel(m_model->undoStack(), this)) {
    auto* root = new QHBoxLayout(this);
    // Left: configuration and operations, scrollable on small screens.
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    m_configTitle = new QLabel(left);
    m_config = new ConfigPanel(left);
    m_opsTitle = new QLabel(left);
    m_ops = new OperationsPanel(m_model, left);
    m_ops->setSchemeModel(m_scheme);
    // Operations first: in class they are used far more than the configuration, and on a
    // 720-line projector the configuration's many rows would push them out of sight.
    leftLayout->addWidget(m_opsTitle);
    leftLayout->addWidget(m_ops);
    leftLayout->addSpacing(12);
    leftLayout->addWidget(m_configTitle);
    leftLayout->addWidget(m_config);
    leftLayout->addStretch(1);
    m_form = new SideFormScroller(left, 316, this);
    root->addWidget(m_form);

    // Right: canvas + step player above the plot.
    auto* splitter = new QSplitter(Qt::Vertical, this);
    auto* top = new QWidget(splitter);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    // The canvas, with the pseudocode of the operation on screen beside it (collapsible).
    auto* codeSplit = new QSplitter(Qt::Horizontal, top);
    m_canvas = new QStackedWidget(codeSplit);
    m_view = new ProbingView(m_model, m_canvas);
    m_schemeView = new SchemeView(m_scheme, m_canvas);
    m_canvas->addWidget(m_view);
    m_canvas->addWidget(m_schemeView);
    m_code = new PseudocodePanel(codeSplit);
    codeSplit->addWidget(m_canvas);
    codeSplit->addWidget(m_code);
    codeSplit->setStretchFactor(0, 3);
    codeSplit->setStretchFactor(1, 1);
    codeSplit->setCollapsible(0, false);
    // Wide enough for whole lines at a readable size (placeCode), the canvas keeps the rest.
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &ProbingLab::placeCode);
    m_player = new StepPlayer(top);
    placeCode();
    topLayout->addWidget(codeSplit, 1);
    topLayout->addWidget(m_player);
    // The plots under the canvas, one tab each.
    m_plots = new QTabWidget(splitter);
    m_plot = new ProbingPlot;
    m_plotScroll = scrolledPage(m_plot);
    m_plots->addTab(m_plotScroll, QString());

    m_theory = new TableTheoryPlot;
    m_plots->addTab(scrolledPage(m_theory), QString());
    m_compare = new CompareView;
    m_plots->addTab(scrolledPage(m_compare), QString());
    connect(m_plots, &QTabWidget::currentChanged, this, &ProbingLab::sizeToCurrent);
    // The compare view starts from the lab's keys when it is opened after they changed.
    connect(m_plots, &QTabWidget::currentChanged, this, [this](int index) {
        if (page(index) != m_compare)
            return;
        QStringList keys;
        std::int64_t m = 0;
        if (m_scheme->active()) {
            for (const std::string& k : m_scheme->table()->keys())
                keys << QString::fromStdString(k);
            m = static_cast<std::int64_t>(m_scheme->table()->m());
        } else {
            for (const auto& c : m_model->table().contents())
                if (c.state == tables::SlotState::Occupied)
                    keys << QString::fromStdString(c.key);
            m = static_cast<std::int64_t>(m_model->table().size());
        }
        if (keys.isEmpty() || (keys == m_comparedKeys && m == m_comparedM))
            return;
        m_comparedKeys = keys;
        m_comparedM = m;
        m_compare->setKeys(keys, m);
    });
    // Measured on the user's machine, only when asked: its figures are not part of a scenario.
    m_speed = new RealSpeedTab;
    m_plots->addTab(scrolledPage(m_speed), QString());
    sizeToCurrent(0);
    // In the normal mode the probe plot shares the height and scrolls inside its tab if it must
    // (the page fits 1280×720); on the projector it keeps its full size under the canvas, which
    // takes the screen's height, and the page scrolls to it.
    auto placePlot = [this] {
        const bool bare = ThemeManager::instance().presentation();
        const int index = m_plots->currentIndex();
        const QString text = m_plots->tabText(0);
        if (bare == (m_plots->widget(0) == m_plot))
            return;
        m_plots->blockSignals(true);
        m_plots->removeTab(0);
        if (bare) {
            m_plotScroll->takeWidget();
            m_plots->insertTab(0, m_plot, text);
        } else {
            m_plotScroll->setWidget(m_plot);
            m_plots->insertTab(0, m_plotScroll, text);
        }
        m_plots->setCurrentIndex(index);
        m_plots->blockSignals(false);
        sizeToCurrent(index);
    };
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, placePlot);
    placePlot();
    splitter->addWidget(top);
    splitter->addWidget(m_plots);
    // Neither part may be squeezed below its minimum (the table vanished and the plot's axis
    // labels ran into the caption in small exports); the page's minimum size then tells the
    // exporter how much room it really needs.
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 5);
    splitter->setStretchFactor(1, 4);
    root->addWidget(splitter, 1);

    connect(m_player, &StepPlayer::indexChanged, m_view, &ProbingView::setStep);
    connect(m_player, &StepPlayer::indexChanged, m_schemeView, &SchemeView::setStep);
    connect(m_player, &StepPlayer::indexChanged, this, &ProbingLab::updateStatus);
    connect(m_player, &StepPlayer::indexChanged, this, &ProbingLab::updateCode);
    connect(m_model, &ProbingModel::changed, this, &ProbingLab::syncFromModel);
    connect(m_scheme, &SchemeModel::changed, this, &ProbingLab::syncFromModel);
    connect(m_config, &ConfigPanel::applyRequested, this, &ProbingLab::applyConfig);
    connect(m_config, &ConfigPanel::presetRequested, this, &ProbingLab::loadPreset);
    // A lesson's question hid a figure, or its answer was revealed: the texts again.
    LessonFigures::instance().watch(
        this, [this] { return tableFigures(*m_model); },
        [this] {
            m_view->update();
            m_schemeView->update();
            updateStatus();
        });
    retranslate();
    syncFromModel();
    m_player->setCaptionSource([this] { return stepCaption(); });
    m_player->setRowSource([this] { return stepRows(); });
}

bool ProbingLab::schemeActive() const {
    return m_scheme->active();
}

// Plain probing keeps the probing model's formulas and reachable slots; everything else (and any
// growth) needs the hash-table model. One undo macro switches models and configures.
void ProbingLab::applyConfig(const tables::TableConfig& c) {
    using tables::Scheme;
    const bool probing = !c.growAt && (c.scheme == Scheme::Linear ||
                                       c.scheme == Scheme::Quadratic || c.scheme == Scheme::Double);
    QString error;
    if (probing) {
        // Checked first, so that a refusal leaves no half macro on the undo stack.
        if (auto t = tables::Table::create(c.probe); !t) {
            m_config->showError(coreError(t.error()));
            return;
        }
        m_model->undoStack()->beginMacro(tr("Set up m = %1 probing").arg(c.probe.m));
        m_scheme->deactivate();
        error = m_model->applyConfig(c.probe);
        m_model->undoStack()->endMacro();
    } else {
        error = m_scheme->applyConfig(c);
    }
    if (!error.isEmpty())
        m_config->showError(error);
}

void ProbingLab::loadPreset(const QString& id) {
    QString error;
    if (tables::findPreset(id.toStdString())) {
        m_model->undoStack()->beginMacro(tr("Preset"));
        m_scheme->deactivate();
        error = m_model->loadPreset(id);
        m_model->undoStack()->endMacro();
    } else {
        error = m_scheme->loadPreset(id);
    }
    if (!error.isEmpty())
        m_config->showError(error);
}

// A model changed (an action, undo or redo): show the active one's configuration and restart the
// player on its trace at the step the state asks for. Only the canvas on show asks for room: the
// probing canvas's minimum made the cuckoo lesson's page scroll at 1280x720.
void ProbingLab::syncFromModel() {
    const bool scheme = m_scheme->active();
    m_canvas->setCurrentWidget(scheme ? static_cast<QWidget*>(m_schemeView) : m_view);
    hashlab::app::sizeToCurrent({m_view, m_schemeView}, m_canvas->currentWidget());
    if (scheme)
        m_config->setTableConfig(m_scheme->table()->config());
    else
        m_config->setConfig(m_model->table().scheme().config());
    m_config->showPreset(
        QString::fromStdString(scheme ? m_scheme->state().preset : m_model->preset()));
    const int count = scheme ? m_scheme->stepCount() : m_model->stepCount();
    const int step = scheme ? m_scheme->state().step : m_model->state().step;
    m_player->setCount(count, step < 0);
    if (step >= 0)
        m_player->setIndex(std::min(step, count));
    m_view->setStep(m_player->index());
    m_schemeView->setStep(m_player->index());
    updateStatus();
    updateCode();
}

// On the projector plain probing shows each probe as its filled-in formula, large, and its slots
// need the width (no smaller than in the normal mode): the listing steps aside. The other
// schemes keep it beside their tables.
void ProbingLab::placeCode() {
    const bool presentation = ThemeManager::instance().presentation();
    m_code->setVisible(!drawerFolded() && (m_scheme->active() || !presentation));
    // With the drawer open on a 1280-pixel projector the form, this panel and the page's scroll
    // bar left the tables 575 px (3-digit keys elided in cuckoo's cells); its lines wrap instead.
    m_code->setMinimumWidth(presentation ? 240 : 290);
}

// The pseudocode is in the drawer too: a folded drawer leaves the table the whole width.
QList<QWidget*> ProbingLab::drawerParts() const {
    return {m_form, m_plots};
}

QList<QWidget*> ProbingLab::modelControls() const {
    // Insert, Delete, Find, Resize and the configuration (their scroller still scrolls).
    return {static_cast<QScrollArea*>(m_form)->widget()};
}

// The pseudocode follows the step on screen, for either model.
void ProbingLab::updateCode() {
    placeCode();
    if (m_scheme->active()) {
        const SchemeFrame f = m_scheme->frame(m_player->index());
        m_code->show(m_scheme->table()->config(), f.op ? &f.op->trace : nullptr, f.stage);
    } else {
        const ProbingFrame f = m_model->frame(m_player->index());
        m_code->showProbe(f.trace, f.step);
    }
}

// The counts of the step on screen: the slot an operation changes is not counted as changed
// before its last step, as the canvas draws it.
void ProbingLab::updateStatus() {
    if (m_scheme->active()) {
        const SchemeFrame f = m_scheme->frame(m_player->index());
        std::uint64_t keys = 0, cells = 0;
        for (const auto& t : f.frame.tables)
            for (const auto& v : t) {
                keys += v.keys.size();
                ++cells;
            }
        m_status = tr("%1 keys in %2 slots (this step)").arg(keys).arg(cells);
        emit statusMessage(m_status);
        return;
    }
    const ProbingFrame f = m_model->frame(m_player->index());
    m_status = tr("%1 of %2 slots occupied, %3 tombstones")
                   .arg(f.occupied)
                   .arg(f.table->size())
                   .arg(f.tombstones);
    emit statusMessage(m_status);
}

nlohmann::json ProbingLab::saveState() const {
    nlohmann::json j =
        m_scheme->active() ? m_scheme->save(m_player->index()) : m_model->save(m_player->index());
    if (m_plots->currentIndex() > 0)
        j["plot_tab"] = m_plots->currentIndex();
    if (m_theory->current() != 0)
        j["theory"] = m_theory->save();
    return j;
}

// A state with "scheme" is the hash-table model's; the probing lab's files have none.
QString ProbingLab::loadState(const nlohmann::json& state) {
    if (state.is_object() && state.contains("plot_tab")) {
        const auto& tab = state["plot_tab"];
        // Signed too: saveState() writes an int, which the export dialog's copy reads unparsed.
        if (!tab.is_number_integer() || tab.get<std::int64_t>() < 0 ||
            tab.get<std::int64_t>() >= std::int64_t(m_plots->count()))
            return tr("plot_tab must be a tab number from 0 to %1").arg(m_plots->count() - 1);
    }
    if (state.is_object() && state.contains("theory")) {
        // Checked before anything loads, so that a bad file changes nothing.
        const auto& t = state["theory"];
        bool known = false;
        for (int i = 0; i < TableTheoryPlot::KindCount; ++i)
            known = known || (t.is_object() && t.value("plot", nlohmann::json()) ==
                                                   std::string(TableTheoryPlot::key(i)));
        if (!known)
            return tr("theory must be {\"plot\": one of the theory plots}");
    }
    const QString error = loadModels(state);
    if (!error.isEmpty())
        return error;
    m_plots->setCurrentIndex(state.value("plot_tab", 0));
    m_theory->setCurrent(0);
    if (state.contains("theory"))
        m_theory->load(state["theory"]);
    return {};
}

QString ProbingLab::loadModels(const nlohmann::json& state) {
    int step = -1;
    if (state.is_object() && state.contains("scheme"))
        return m_scheme->load(state, &step);
    const QString error = m_model->load(state, &step);
    if (error.isEmpty() && m_scheme->active()) {
        SchemeState off = m_scheme->state();
        off.active = false;
        m_scheme->setState(std::move(off));
    }
    return error;
}

QUndoStack* ProbingLab::undoStack() {
    return m_model->undoStack();
}

// The canvas's two lines for the step ("p₁ = (0 + 1·2) mod 7 = 2", "slot 2 is empty → …"): a
// storyboard cell's caption.
QString ProbingLab::stepCaption() const {
    const QString headline = m_scheme->active() ? m_schemeView->headline() : m_view->headline();
    const QString detail = m_scheme->active() ? m_schemeView->detail() : m_view->detail();
    return detail.isEmpty() ? headline : headline + QStringLiteral(" — ") + detail;
}

// The tab widget is as tall as its current page, not its tallest: hidden pages are ignored.
void ProbingLab::sizeToCurrent(int current) {
    QList<QWidget*> pages;
    for (int i = 0; i < m_plots->count(); ++i)
        pages << m_plots->widget(i);
    hashlab::app::sizeToCurrent(pages, m_plots->widget(current));
    m_plots->updateGeometry();
}

// An export draws the page, not a window the user scrolls: the tab shown leaves its scroll area
// so that its whole height (the Real speed caption under its plot) counts in the page's minimum
// size, and the exporter lays the page out large enough for it instead of cutting it off.
void ProbingLab::unscrollShownTab() {
    const int index = m_plots->currentIndex();
    auto* scroll = qobject_cast<QScrollArea*>(m_plots->widget(index));
    if (!scroll)
        return;
    const QString text = m_plots->tabText(index);
    m_plots->blockSignals(true);
    m_plots->removeTab(index);
    QWidget* bare = scroll->takeWidget();
    m_plots->insertTab(index, bare, text);
    m_plots->setCurrentIndex(index);
    m_plots->blockSignals(false);
    if (scroll != m_plotScroll)
        scroll->deleteLater();
    sizeToCurrent(index);
}

void ProbingLab::settleForExport() {
    unscrollShownTab();
    m_player->pause();
    m_plot->waitForIt();
    if (page(m_plots->currentIndex()) == m_theory)
        m_theory->waitForIt();
    // The comparison waits for its view to be shown, which a plot export never does: start it.
    if (page(m_plots->currentIndex()) == m_compare) {
        m_compare->job()->release();
        m_compare->waitForIt();
    }
}

void ProbingLab::settleCanvas() {
    m_player->pause();
}

QWidget* ProbingLab::canvasPart() {
    return m_canvas;
}

// The plot of the tab shown, without the controls and captions around it.
QWidget* ProbingLab::plotPart() {
    const QWidget* shown = page(m_plots->currentIndex());
    if (shown == m_theory)
        return m_theory->chart();
    if (shown == m_compare)
        return m_compare->plot();
    if (shown == m_speed)
        return m_speed->plot();
    return m_plot->chart();
}

QStringList ProbingLab::pageTabs() const {
    // In the order the tabs are added (the saved "plot_tab" is the same index).
    return {QStringLiteral("probe_plot"), QStringLiteral("theory"), QStringLiteral("compare"),
            QStringLiteral("real_speed")};
}

bool ProbingLab::showPageTab(const QString& id) {
    const auto i = pageTabs().indexOf(id);
    if (i < 0 || i >= m_plots->count())
        return false;
    m_plots->setCurrentIndex(int(i));
    return true;
}

// The widget of a plot tab (the probe counts, or the one inside a tab's scroll area).
QWidget* ProbingLab::page(int index) const {
    QWidget* w = m_plots->widget(index);
    if (auto* s = qobject_cast<QScrollArea*>(w))
        return s->widget();
    return w;
}

void ProbingLab::retranslate() {
    if (!m_status.isEmpty())
        updateStatus();
    m_configTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Table and scheme")));
    m_opsTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Operations")));
    m_plots->setTabText(0, tr("Probe counts"));
    m_plots->setTabText(1, tr("Schemes vs theory"));
    m_plots->setTabText(2, tr("Compare schemes"));
    m_plots->setTabText(3, tr("Real speed"));
}

void ProbingLab::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    LabPage::changeEvent(event);
}

} // namespace hashlab::app

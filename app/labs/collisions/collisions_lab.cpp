#include "collisions_lab.h"

#include "birthday_plot.h"
#include "collisions_model.h"
#include "collisions_view.h"
#include "dedup_panel.h"
#include "dedup_table_model.h"
#include "experiment_panel.h"
#include "short_link_panel.h"

#include "hashlab/collisions/dedup_store.h"
#include "shell/lesson_figures.h"
#include "shell/size_to_current.h"

#include "shell/step_player.h"

#include <QEvent>

#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>

#include <set>

namespace hashlab::app {
namespace {

QWidget* titled(QLabel* title, QWidget* body, QWidget* extra = nullptr) {
    auto* box = new QWidget;
    auto* l = new QVBoxLayout(box);
    l->setContentsMargins(6, 4, 6, 4);
    QFont f = title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    title->setFont(f);
    l->addWidget(title);
    l->addWidget(body, 1);
    if (extra)
        l->addWidget(extra);
    return box;
}

// The teacher's first example: records written at 6 bits (64 hash_ids), one written twice with
// its keys in another order (a duplicate, not a collision); the last one, carol's, shares its
// hash_id with bob's record (coexist keeps both and flags carol's), so the write path on show is
// a collision.
nlohmann::json defaultDedupState() {
    return {{"strategy", "coexist"},
            {"bits", 6},
            {"writes",
             {R"({"user":"alice","event":"login"})", R"({"user":"bob","event":"login"})",
              R"({"event":"login","user":"alice"})", R"({"user":"dave","event":"view"})",
              R"({"user":"erin","event":"share"})", R"({"user":"frank","event":"like"})",
              R"({"user":"grace","event":"view"})",
              R"({"user":"carol","event":"buy","amount":12.5})"}}};
}

} // namespace

CollisionsLab::CollisionsLab(QWidget* parent)
    : LabPage(parent), m_model(new CollisionsModel(this)), m_dedup(new DedupPanel(m_model, this)),
      m_view(new WritePathView(this)), m_player(new StepPlayer(this)),
      m_plot(new BirthdayPlot(this)), m_experiment(new ExperimentPanel(this)),
      m_links(new ShortLinkPanel(this)), m_dedupTitle(new QLabel(this)),
      m_plotTitle(new QLabel(this)), m_linksTitle(new QLabel(this)), m_tabs(new QTabWidget(this)) {
    // Three tabs, each with the whole page to itself: the four panels side by side needed
    // 1181x786 (1606x834 in presentation mode), more than a 1280x720 projector or a laptop has.
    auto* dedup = new QSplitter(Qt::Horizontal);
    dedup->setChildrenCollapsible(false); // a table squeezed to one row helps no one
    m_dedupBox = titled(m_dedupTitle, m_dedup);
    dedup->addWidget(m_dedupBox);
    auto* path = new QWidget;
    auto* pl = new QVBoxLayout(path);
    pl->setContentsMargins(6, 4, 6, 4);
    pl->addWidget(m_view, 1);
    pl->addWidget(m_player);
    dedup->addWidget(path);
    dedup->setStretchFactor(0, 3);
    dedup->setStretchFactor(1, 2);
    m_tabs->addTab(dedup, QString());
    m_tabs->addTab(titled(m_plotTitle, m_plot, m_experiment), QString());
    m_tabs->addTab(titled(m_linksTitle, m_links), QString());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    // Only the tab on show asks for room: a tab widget is otherwise as tall as its tallest page,
    // and the birthday tab's plot, table and experiment made the dedup tab scroll at 1280x720.
    auto sizeToTab = [this] {
        QList<QWidget*> pages;
        for (int i = 0; i < m_tabs->count(); ++i)
            pages << m_tabs->widget(i);
        sizeToCurrent(pages, m_tabs->currentWidget());
    };
    connect(m_tabs, &QTabWidget::currentChanged, this, sizeToTab);
    sizeToTab();

    // One undo stack for the lab: the dedup edits, the birthday spaces, the hash-code lengths.
    m_plot->setUndoStack(m_model->undoStack());
    m_links->setUndoStack(m_model->undoStack());
    connect(m_model, &CollisionsModel::changed, this, &CollisionsLab::onModelChanged);
    connect(m_player, &StepPlayer::indexChanged, this, &CollisionsLab::onStep);
    // A lesson's question hid a figure, or its answer was revealed: the table again. Its rows
    // come from a background job, so their figures are read again when they arrive.
    BirthdayTable* table = m_plot->table();
    LessonFigures::instance().watch(
        this,
        [this, table] {
            LessonFigures::Values f = birthdayFigures(table->rows());
            // The experiment's count in 24 bits is as good an answer as the bound.
            if (const auto* r = m_experiment->result(); r && r->bits == 24)
                f.insert(QStringLiteral("measured_pairs_24"),
                         {QLocale().toString(static_cast<qulonglong>(r->collidingPairs))});
            return f;
        },
        [this, table] {
            table->fill();
            m_experiment->refresh();
        });
    connect(table, &BirthdayTable::rowsChanged, this,
            [this] { LessonFigures::instance().reread(this); });
    connect(m_experiment, &ExperimentPanel::resultShown, this,
            [this] { LessonFigures::instance().reread(this); });
    retranslate();
    m_model->loadState(defaultDedupState());
    m_player->setCaptionSource([this] { return spokenCaption(); });
    m_player->setRowSource([this] { return stepRows(); });
}

void CollisionsLab::onModelChanged() {
    const auto& trace = m_model->lastTrace();
    m_view->setTrace(trace, m_model->bits(), m_model->strategy());
    m_player->setCount(trace ? static_cast<int>(trace->steps.size()) : 0, true);
    onStep(m_player->index());
}

void CollisionsLab::onStep(int index) {
    m_view->setStepIndex(index);
    m_dedup->showStep(index);
    // The counters of the store on screen: the write counts from its last step on.
    const auto& c = m_model->storeAt(index).counters();
    m_status = tr("%1 written, %2 stored, %3 collisions, %4 lost")
                   .arg(c.written)
                   .arg(c.stored)
                   .arg(c.collisions)
                   .arg(c.lost);
    emit statusMessage(m_status);
    std::set<std::uint64_t> records;
    const auto& trace = m_model->lastTrace();
    if (trace && index > 0 && index <= static_cast<int>(trace->steps.size())) {
        const auto& step = trace->steps[static_cast<std::size_t>(index - 1)];
        records.insert(step.records.begin(), step.records.end());
    }
    m_dedup->tableModel()->setStepRecords(std::move(records));
}

nlohmann::json CollisionsLab::saveState() const {
    return {{"dedup", m_model->saveState()},
            {"birthday", m_plot->saveState()},
            {"short_links", m_links->saveState()},
            {"tab", currentTab().toStdString()},
            {"step", m_player->index()}};
}

QString CollisionsLab::loadState(const nlohmann::json& state) {
    if (!state.is_object())
        return tr("collisions: the state must be an object");
    for (auto it = state.begin(); it != state.end(); ++it)
        if (it.key() != "dedup" && it.key() != "birthday" && it.key() != "short_links" &&
            it.key() != "tab" && it.key() != "step")
            return tr("collisions: unknown key '%1'").arg(QString::fromStdString(it.key()));
    // The tab on show: a lesson names the part it is about.
    QString tab;
    if (state.contains("tab")) {
        if (!state["tab"].is_string() ||
            !tabIds().contains(QString::fromStdString(state["tab"].get<std::string>())))
            return tr("collisions: “tab” must be one of %1")
                .arg(tabIds().join(QStringLiteral(", ")));
        tab = QString::fromStdString(state["tab"].get<std::string>());
    }
    if (state.contains("step") &&
        (!state["step"].is_number_integer() || state["step"].get<int>() < 0))
        return tr("collisions: “step” must be a whole number, 0 or more");
    // Validate every part before changing any (the model validates its part itself, and only
    // changes on success; it goes last).
    if (state.contains("birthday"))
        if (QString e = m_plot->validateState(state["birthday"]); !e.isEmpty())
            return e;
    if (state.contains("short_links"))
        if (QString e = m_links->validateState(state["short_links"]); !e.isEmpty())
            return e;
    if (state.contains("dedup")) {
        CollisionsModel probe; // validate without touching the live model
        if (QString e = probe.loadState(state["dedup"]); !e.isEmpty())
            return e;
        m_model->loadState(state["dedup"]);
    }
    if (state.contains("birthday"))
        m_plot->loadState(state["birthday"]);
    if (state.contains("short_links"))
        m_links->loadState(state["short_links"]);
    if (!tab.isEmpty())
        showTab(tab);
    // A loaded scenario is a new start: Undo does not go back into the previous one.
    m_model->undoStack()->clear();
    // The write path's step on show (absent: the end of the last write).
    if (state.contains("step"))
        m_player->setIndex(std::min(state["step"].get<int>(), m_player->count()));
    return {};
}

QUndoStack* CollisionsLab::undoStack() {
    return m_model->undoStack();
}

void CollisionsLab::settleForExport() {
    // Each tab's measurements take seconds (birthday trials, the short-link comparison): only
    // the shown tab's are waited for.
    if (m_plot->isVisibleTo(this))
        m_plot->waitForResults();
    if (m_experiment->isVisibleTo(this))
        m_experiment->waitForResults();
    if (m_links->isVisibleTo(this))
        m_links->waitForResults();
    m_player->pause();
}

void CollisionsLab::settlePlot() {
    m_plot->waitForResults();
    m_player->pause();
}

void CollisionsLab::settleCanvas() {
    m_player->pause();
}

QWidget* CollisionsLab::canvasPart() {
    return m_view;
}

QList<QWidget*> CollisionsLab::drawerParts() const {
    return {m_dedupBox};
}

QList<QWidget*> CollisionsLab::modelControls() const {
    // The dedup writes, the birthday spaces and experiment, the short links' inputs.
    return {m_dedupBox, m_plot, m_experiment, m_links};
}

QWidget* CollisionsLab::plotPart() {
    return m_plot->plot();
}

const QStringList& CollisionsLab::tabIds() {
    static const QStringList ids = {QStringLiteral("dedup"), QStringLiteral("birthday"),
                                    QStringLiteral("short_links")};
    return ids;
}

bool CollisionsLab::showTab(const QString& id) {
    const int i = static_cast<int>(tabIds().indexOf(id));
    if (i < 0)
        return false;
    m_tabs->setCurrentIndex(i);
    return true;
}

QString CollisionsLab::currentTab() const {
    return tabIds().at(m_tabs->currentIndex());
}

void CollisionsLab::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    LabPage::changeEvent(event);
}

void CollisionsLab::retranslate() {
    m_dedupTitle->setText(tr("Dedup store: physical id + hash_id"));
    m_plotTitle->setText(tr("Birthday bound: P(collision) for n keys in b bits"));
    m_linksTitle->setText(tr("Short links: Base62 ids against hash codes"));
    m_tabs->setTabText(0, tr("Dedup store"));
    m_tabs->setTabText(1, tr("Birthday bound"));
    m_tabs->setTabText(2, tr("Short links"));
    if (!m_status.isEmpty())
        onStep(m_player->index());
}

} // namespace hashlab::app

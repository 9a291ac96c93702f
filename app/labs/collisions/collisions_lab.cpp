#include "collisions_lab.h"

#include "birthday_plot.h"
#include "collisions_model.h"
#include "collisions_view.h"
#include "dedup_panel.h"
#include "dedup_table_model.h"
#include "experiment_panel.h"
#include "short_link_panel.h"

#include "hashlab/ids/dedup_store.h"

#include "shell/step_player.h"

#include <QEvent>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

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
      m_plotTitle(new QLabel(this)), m_linksTitle(new QLabel(this)) {
    auto* top = new QSplitter(Qt::Horizontal);
    top->addWidget(titled(m_dedupTitle, m_dedup));
    auto* path = new QWidget;
    auto* pl = new QVBoxLayout(path);
    pl->setContentsMargins(6, 4, 6, 4);
    pl->addWidget(m_view, 1);
    pl->addWidget(m_player);
    top->addWidget(path);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);
    auto* bottom = new QSplitter(Qt::Horizontal);
    bottom->addWidget(titled(m_plotTitle, m_plot, m_experiment));
    bottom->addWidget(titled(m_linksTitle, m_links));
    bottom->setStretchFactor(0, 1);
    bottom->setStretchFactor(1, 1);
    // No part may be squeezed below its minimum (tables to a single row, captions over plots).
    top->setChildrenCollapsible(false);
    bottom->setChildrenCollapsible(false);
    auto* split = new QSplitter(Qt::Vertical);
    split->setChildrenCollapsible(false);
    split->addWidget(top);
    split->addWidget(bottom);
    m_bottom = bottom;
    split->setStretchFactor(0, 6);
    split->setStretchFactor(1, 5);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // As a top-level widget (export) the page must take the size it is given, so that
    // resizeEvent can choose the compact layout instead of the layout growing the page.
    layout->setSizeConstraint(QLayout::SetNoConstraint);
    layout->addWidget(split);

    m_player->installShortcuts(this);
    connect(m_model, &CollisionsModel::changed, this, &CollisionsLab::onModelChanged);
    connect(m_player, &StepPlayer::indexChanged, this, &CollisionsLab::onStep);
    retranslate();
    m_model->loadState(defaultDedupState());
}

void CollisionsLab::onModelChanged() {
    const auto& trace = m_model->lastTrace();
    m_view->setTrace(trace, m_model->bits(), m_model->strategy());
    m_player->setCount(trace ? static_cast<int>(trace->steps.size()) : 0, true);
    onStep(m_player->index());
    const auto& c = m_model->store().counters();
    emit statusMessage(tr("%1 written, %2 stored, %3 collisions, %4 lost")
                           .arg(c.written)
                           .arg(c.stored)
                           .arg(c.collisions)
                           .arg(c.lost));
}

void CollisionsLab::onStep(int index) {
    m_view->setStepIndex(index);
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
            {"short_links", m_links->saveState()}};
}

QString CollisionsLab::loadState(const nlohmann::json& state) {
    if (!state.is_object())
        return tr("collisions: the state must be an object");
    for (auto it = state.begin(); it != state.end(); ++it)
        if (it.key() != "dedup" && it.key() != "birthday" && it.key() != "short_links")
            return tr("collisions: unknown key '%1'").arg(QString::fromStdString(it.key()));
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
    return {};
}

QUndoStack* CollisionsLab::undoStack() {
    return m_model->undoStack();
}

void CollisionsLab::settleForExport() {
    m_plot->waitForResults();
    m_experiment->waitForResults();
    m_links->waitForResults();
    m_player->pause();
    m_player->toEnd();
}

void CollisionsLab::resizeEvent(QResizeEvent* event) {
    // The full page (dedup, write path, birthday plot, short links) needs about 44 lines of text
    // in height: at 1280x720 it squeezed its tables to one row and its captions over the plots
    // (worse in Chinese and in the classroom theme's larger type). Below that, the compact page
    // shows the dedup store and its write path, large.
    const int line = fontMetrics().lineSpacing();
    m_bottom->setVisible(width() >= 1000 && height() >= 44 * line);
    LabPage::resizeEvent(event);
}

void CollisionsLab::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    LabPage::changeEvent(event);
}

void CollisionsLab::retranslate() {
    m_dedupTitle->setText(tr("Dedup store (seed 000): physical id + hash_id"));
    m_plotTitle->setText(tr("Birthday bound: P(collision) for n keys in b bits"));
    m_linksTitle->setText(tr("Short links (seed 004): Base62 ids against hash codes"));
}

} // namespace hashlab::app

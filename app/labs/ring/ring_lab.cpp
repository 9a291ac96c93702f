#include "ring_lab.h"

#include "redis_cluster_view.h"
#include "ring_compare_view.h"
#include "ring_controls.h"
#include "ring_import_dialog.h"
#include "ring_load_panel.h"
#include "ring_model.h"
#include "ring_slots.h"
#include "ring_stage.h"
#include "ring_trials_view.h"
#include "ring_view.h"
#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/lesson_figures.h"
#include "shell/progress_panel.h"
#include "shell/scrolled_page.h"
#include "shell/side_form_scroller.h"
#include "shell/step_player.h"
#include "shell/theme.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QVariantAnimation>
#include <qcustomplot.h>

#include <algorithm>
#include <utility>

namespace hashlab::app {
namespace {

constexpr int kAnimationMs = 900;

// The page's first picture: four nodes, then a fifth joins and the keys it takes move.
RingState lessonBefore() {
    RingState s;
    s.config.vnodes = 10;
    s.config.nodes = {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}};
    s.keyCount = 1500;
    return s;
}

Result<std::pair<RingState, std::optional<RingState>>> parseScenario(const nlohmann::json& j) {
    auto base = RingState::fromJson(j);
    if (!base)
        return base.error();
    if (!j.contains("change"))
        return std::pair<RingState, std::optional<RingState>>{*base, std::nullopt};
    // Optional "change": {"add": [{"name", "weight"}], "remove": [names], "fail": [names]}, shown
    // as the migration the page opens on.
    RingState after = *base;
    try {
        const auto& c = j.at("change");
        // "nodes": the whole node list after the change (what a saved page writes: exact for
        // any change, node order included).
        if (c.contains("nodes")) {
            nlohmann::json whole = after.toJson();
            whole["nodes"] = c.at("nodes");
            // Redis Cluster: the table after the change (without it, a fresh cluster).
            whole.erase("slots");
            if (c.contains("slots"))
                whole["slots"] = c.at("slots");
            auto r = RingState::fromJson(whole);
            if (!r)
                return r.error();
            after = *r;
        }
        for (const auto& a : c.value("add", nlohmann::json::array())) {
            auto r = ring::withAdded(after.config,
                                     {{a.at("name").get<std::string>(), a.value("weight", 1.0)}});
            if (!r)
                return r.error();
            after.config = *r;
        }
        for (const auto& name : c.value("remove", nlohmann::json::array())) {
            auto r = ring::withRemoved(after.config, {name.get<std::string>()});
            if (!r)
                return r.error();
            after.config = *r;
        }
        for (const auto& name : c.value("fail", nlohmann::json::array())) {
            auto r = ring::withRemoved(after.activeConfig(), {name.get<std::string>()});
            if (!r)
                return r.error();
            after.failed.push_back(name.get<std::string>());
        }
        // "add" / "remove" on a Redis Cluster: its slots move as redis-cli moves them.
        if (after.isRedis() && !c.contains("nodes")) {
            auto table = followSlots(*base, after);
            if (!table)
                return table.error();
            after.slotOwners = std::move(*table);
        }
    } catch (const nlohmann::json::exception& e) {
        return makeError("change", e.what());
    }
    auto checked = RingState::fromJson(after.toJson());
    if (!checked)
        return checked.error();
    return std::pair<RingState, std::optional<RingState>>{*base, after};
}

} // namespace

namespace {

// The figures a lesson may hide and quote (scenario/lesson_figures.h): the change's result (the
// last stage), written as the headline, legend and load panel write them.
LessonFigures::Values ringFigures(const RingModel& model) {
    const auto s = model.snapshot();
    if (!s)
        return {};
    const QLocale loc;
    auto count = [&loc](std::uint64_t n) { return loc.toString(qulonglong(n)); };
    LessonFigures::Values f;
    const RingStage end = ringStage(*s, 3);
    if (s->hasChange)
        f.insert(QStringLiteral("moved"), {count(s->migration.moved)});
    if (end.load && !end.load->counts.empty()) {
        f.insert(QStringLiteral("max_over_mean"), {loc.toString(end.load->maxOverMean, 'f', 2),
                                                   loc.toString(end.load->maxOverMean, 'f', 3)});
        f.insert(QStringLiteral("busiest_keys"),
                 {count(*std::max_element(end.load->counts.begin(), end.load->counts.end()))});
    }
    // With a workload: the busiest node's requests and their ratio to the mean, as the request
    // panel writes them (a question on the one gives the other away, the mean being known).
    if (end.requests && !end.requests->perNode.empty()) {
        f.insert(QStringLiteral("busiest_requests"), {count(end.requests->max)});
        f.insert(QStringLiteral("requests_max_over_mean"),
                 {loc.toString(end.requests->maxOverMean, 'f', 3)});
    }
    if (end.replicas && end.replicas->live.size() > 1) {
        f.insert(QStringLiteral("one_copy"), {count(end.replicas->live[1])});
        f.insert(QStringLiteral("under_replicated"), {count(end.replicas->underReplicated)});
        f.insert(QStringLiteral("unavailable"), {count(end.replicas->unavailable)});
    }
    return f;
}

// With replicas: the live copies at the stage shown ("A rack dies" asks about them).
QString liveCopiesText(const RingModel& model) {
    const auto s = model.snapshot();
    if (!s)
        return {};
    const RingStage stage = ringStage(*s, model.shownStep());
    if (!stage.replicas || !stage.keyState || stage.keyState->replicas <= 1 ||
        stage.replicas->live.size() < 2)
        return {};
    const QLocale loc;
    const ring::ReplicaReport& r = *stage.replicas;
    return RingLab::tr(" — live copies: %1 keys under-replicated, %2 with one copy, %3 unavailable")
        .arg(loc.toString(qulonglong(r.underReplicated)), loc.toString(qulonglong(r.live[1])),
             loc.toString(qulonglong(r.unavailable)));
}

} // namespace

RingLab::RingLab(QWidget* parent)
    : LabPage(parent), m_model(new RingModel(this)), m_controls(new RingControls(m_model)),
      m_view(new RingView(m_model)), m_player(new StepPlayer), m_counter(new QLabel),
      m_stage(new QLabel), m_sample(new QLabel), m_progress(new ProgressPanel(m_model->job())),
      m_tabs(new QTabWidget), m_load(new RingLoadPanel(m_model)),
      m_compare(new RingCompareView(m_model)), m_trials(new RingTrialsView(m_model)),
      m_animation(new QVariantAnimation(this)), m_pages(new QStackedWidget) {
    // No fixed minimum width: 200 px squeezed the form's labels ("Vnodes (1–1,000)", longer in
    // Chinese) to a few characters in small exports; the form's own minimum holds them. It is
    // 330 px wide where that holds it (SideFormScroller, below).
    m_tabs->addTab(scrolledPage(m_load), QString());
    m_tabs->addTab(m_compare, QString());
    m_tabs->addTab(scrolledPage(m_trials), QString());
    m_tabs->setMinimumWidth(320); // the load plots' axis labels need it
    m_tabs->setMaximumWidth(460);
    m_counter->setWordWrap(true);
    m_stage->setWordWrap(true);
    m_sample->setWordWrap(true);
    QFont big = m_counter->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_counter->setFont(big);

    // The ring takes every pixel the column has (alone in it on a projector, a preferred size let
    // the box layout leave it at its minimum width).
    m_view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    auto* center = new QVBoxLayout;
    center->addWidget(m_counter);
    center->addWidget(m_view, 1);
    center->addWidget(m_stage);
    m_stageRow = new QHBoxLayout;
    m_stageRow->addWidget(m_player, 1);
    center->addLayout(m_stageRow);
    center->addWidget(m_sample);
    center->addWidget(m_progress);
    // The form (nodes, racks, replicas, requests …) is taller than a 720-line projector in
    // presentation mode: it scrolls on its own, so the ring and its step player stay in sight.
    m_form = new SideFormScroller(m_controls, 330);
    auto* ringPage = new QWidget;
    auto* layout = new QHBoxLayout(ringPage);
    layout->addWidget(m_form);
    layout->addLayout(center, 1);
    layout->addWidget(m_tabs);
    m_pages->addWidget(ringPage);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_pages);
    buildRedis();

    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setDuration(kAnimationMs);
    connect(m_animation, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& v) { m_view->setAnimation(v.toDouble()); });
    connect(m_model, &RingModel::snapshotChanged, this, &RingLab::onSnapshot);
    connect(m_player, &StepPlayer::indexChanged, this, &RingLab::onStep);
    // A lesson's question hid a figure, or its answer was revealed: the texts again.
    LessonFigures::instance().watch(
        this, [this] { return redisShown() ? redisFigures() : ringFigures(*m_model); },
        [this] {
            if (!m_model->snapshot())
                return;
            showCounter(counterText());
            m_view->update();
            emitStatus(m_counter->text());
        });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int i) {
        if (m_tabs->widget(i) == m_compare && m_compare->rows().empty())
            m_compare->run();
    });
    m_model->resetWithChange(lessonBefore(), [] {
        RingState s = lessonBefore();
        s.config.nodes.push_back({"E", 1});
        return s;
    }());
    retranslate();
    m_player->setCaptionSource([this] { return stepCaption(); });
    m_player->setRowSource([this] { return stepRows(); });
}

QString RingLab::title() const {
    return QCoreApplication::translate("Labs", "Ring");
}

QUndoStack* RingLab::undoStack() {
    return m_model->undoStack();
}

QString RingLab::counterText() const {
    const auto s = m_model->snapshot();
    if (!s)
        return {};
    // What the class sees: with replicas the live copies, and a lesson's hidden figures as "?".
    const auto shown = [this](const QString& text) {
        return maskFigures(text + liveCopiesText(*m_model));
    };
    const QLocale loc;
    auto pct = [&](double f) { return loc.toString(100.0 * f, 'f', 1) + QStringLiteral(" %"); };
    if (!s->hasChange)
        return shown(
            tr("%1 keys on %2 nodes — max/mean %3 — add, remove or fail a node to see keys move")
                .arg(loc.toString(qulonglong(s->owners.size())))
                .arg(s->placement->nodeCount())
                .arg(loc.toString(s->load.maxOverMean, 'f', 2)));
    const RingStage stage = ringStage(*s, m_model->shownStep());
    if (!stage.keysMoved())
        return shown(tr("%1 keys on %2 nodes — max/mean %3 — the keys have not moved yet")
                         .arg(loc.toString(qulonglong(s->owners.size())))
                         .arg(stage.load->counts.size())
                         .arg(loc.toString(stage.load->maxOverMean, 'f', 2)));
    const auto& m = s->migration;
    QString text =
        tr("moved %1 of %2 (%3) — ideal %4")
            .arg(loc.toString(qulonglong(m.moved)), loc.toString(qulonglong(m.before.size())),
                 pct(m.movedFraction), pct(m.idealFraction));
    if (s->state.isRedis() && s->beforeState.isRedis())
        text += tr(" — slots moved: %1 of %2 (%3)")
                    .arg(loc.toString(s->slotsMoved()), loc.toString(ring::redis::kSlots),
                         pct(static_cast<double>(s->slotsMoved()) / ring::redis::kSlots));
    if (s->moduloMovedFraction >= 0 && s->placement->config().algo != ring::Algo::Modulo)
        text += tr(" — modulo would move %1").arg(pct(s->moduloMovedFraction));
    return shown(text);
}

void RingLab::onSnapshot() {
    const auto s = m_model->snapshot();
    showCounter(counterText());
    showSampleText();
    m_animation->stop();
    m_lastStep = 0;
    if (s->hasChange) {
        m_player->setCount(3, true); // arrive at the end: keys migrate (animated)
        if (m_pendingStep >= 0)
            m_player->setIndex(std::exchange(m_pendingStep, -1));
    } else {
        m_player->setCount(0);
        onStep(0);
    }
    placeStageRows();
    emitStatus(m_counter->text());
}

// On a projector with the drawer folded the ring takes every row it can: a ring without a change
// has no stages to play and its stage line only tells a mouse user what hovering shows (both rows
// give their 60 px to the ring); a change's stage line shares the player's row, and the headline
// moves into the canvas, beside the ring.
void RingLab::placeStageRows() {
    const auto s = m_model->snapshot();
    const bool staged = s && s->hasChange;
    const bool folded = drawerFolded();
    m_player->setVisible(staged || !folded);
    m_stage->setVisible(staged || !folded);
    const bool inRow = m_stageRow->indexOf(m_stage) >= 0;
    if (folded != inRow) {
        auto* center = static_cast<QBoxLayout*>(m_stageRow->parent());
        if (folded) {
            center->removeWidget(m_stage);
            m_stageRow->insertWidget(0, m_stage, 1);
        } else {
            m_stageRow->removeWidget(m_stage);
            center->insertWidget(center->indexOf(m_view) + 1, m_stage);
        }
    }
    showCounter(m_counter->text());
}

void RingLab::showCounter(const QString& text) {
    m_counter->setText(text);
    m_counter->setVisible(!drawerFolded());
    m_view->setHeadline(drawerFolded() ? text : QString());
}

void RingLab::showSampleText() {
    const auto s = m_model->snapshot();
    if (!s)
        return;
    const int stride = m_view->sampleStride();
    m_sample->setText(stride > 1 ? tr("Drawing a sample of %1 of %2 keys (every %3th); counts "
                                      "and plots use all keys.")
                                       .arg(QLocale().toString(m_view->drawnKeys()),
                                            QLocale().toString(qulonglong(s->owners.size())))
                                       .arg(stride)
                                 : QString());
    m_sample->setVisible(stride > 1);
}

void RingLab::onStep(int index) {
    const auto s = m_model->snapshot();
    const bool change = s && s->hasChange;
    m_model->setShownStep(change ? index : 3); // the node list and load chart follow it
    m_view->setStep(change ? index : 3);
    const QString counter = counterText();
    if (counter != m_counter->text()) {
        showCounter(counter);
        emitStatus(counter);
    }
    if (change && index == 3 && m_lastStep < 3 && !ThemeManager::instance().reducedMotion()) {
        m_view->setAnimation(0.0);
        m_animation->start();
    } else {
        m_animation->stop();
        m_view->setAnimation(1.0);
    }
    m_lastStep = index;
    showStageText(index);
}

void RingLab::showStageText(int index) {
    const auto s = m_model->snapshot();
    if (!s || !s->hasChange) {
        m_stage->setText(tr("Hover a key to see its hash and the clockwise walk to its point; "
                            "hover a point to see its arc share."));
        return;
    }
    const QStringList stages = {tr("Before the change."), tr("Stage 1 of 3 — %1"),
                                tr("Stage 2 of 3 — %1"), tr("Stage 3 of 3 — %1")};
    m_stage->setText(index == 0 ? stages[0]
                                : stages[index].arg(coreText(
                                      s->trace.summary[static_cast<std::size_t>(index - 1)])));
}

void RingLab::settleForExport() {
    m_model->waitIdle();
    m_load->sweepJob()->wait();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    m_animation->stop();
    m_view->setAnimation(1.0);
}

nlohmann::json RingLab::saveState() const {
    const auto s = m_model->snapshot();
    nlohmann::json j;
    if (s && s->hasChange && s->state == m_model->state()) {
        // The change on show, as a lesson writes it (the state before it, then the change), and
        // the stage the player is at: a scenario or an export shows what the window shows.
        j = s->beforeState.toJson();
        const nlohmann::json now = m_model->state().toJson();
        j["change"] = {{"nodes", now["nodes"]}};
        if (now.contains("slots"))
            j["change"]["slots"] = now["slots"];
        j["step"] = m_player->index();
    } else {
        j = m_model->state().toJson();
    }
    j["colors"] = m_model->colorOrder();
    j["trials"] = m_trials->settings();
    if (redisShown())
        j["redis"] = m_redis->saveState();
    return j;
}

void RingLab::showImport(QWidget* parent) {
    RingImportDialog dialog(m_model, parent);
    dialog.exec();
}

QString RingLab::loadState(const nlohmann::json& whole) {
    // The Redis view's cluster (ring_lab_redis.cpp) rides beside the ring's own state.
    nlohmann::json state = whole;
    if (state.is_object())
        state.erase("redis");
    auto parsed = parseScenario(state);
    if (!parsed)
        return coreError(parsed.error());
    int step = -1;
    if (state.contains("step")) {
        if (!state["step"].is_number_integer() || state["step"].get<int>() < 0 ||
            state["step"].get<int>() > 3)
            return tr("step: must be an integer from 0 to 3");
        step = state["step"].get<int>();
    }
    // Files from before the trials were saved: the tab as it starts.
    if (QString e = m_trials->setSettings(state.value("trials", nlohmann::json::object()));
        !e.isEmpty())
        return e;
    if (state.contains("colors")) {
        const auto& colors = state["colors"];
        if (!colors.is_array() ||
            !std::all_of(colors.begin(), colors.end(), [](const auto& c) { return c.is_string(); }))
            return tr("colors: must be a list of node names");
        for (const auto& name : colors)
            m_model->colorIndex(name.get<std::string>());
    }
    if (whole.is_object() && whole.contains("redis")) {
        if (QString e = m_redis->loadState(whole["redis"]); !e.isEmpty())
            return e;
    }
    showRedisPage(whole.is_object() && whole.contains("redis"));
    // Applied when the change's snapshot lands (at once, or after a background computation).
    m_pendingStep = parsed->second ? step : -1;
    if (parsed->second)
        m_model->resetWithChange(parsed->first, *parsed->second);
    else
        m_model->resetTo(parsed->first);
    return {};
}

// Stage 3 is where the keys change colour (the QVariantAnimation in onStep).
int RingLab::transitionMs(int index) const {
    if (redisShown())
        return 0;
    const auto s = m_model->snapshot();
    return s && s->hasChange && index == 3 ? kAnimationMs : 0;
}

void RingLab::showInBetween(double t) {
    m_animation->stop();
    m_view->setAnimation(std::clamp(t, 0.0, 1.0));
}

QString RingLab::stepCaption() const {
    return redisShown() ? redisCaption() : m_stage->text();
}

QWidget* RingLab::canvasPart() {
    return redisShown() ? redisCanvas() : m_view;
}

// The page on show's: a part on the hidden page is never visible, and the shell (and the class)
// asks whether the drawer's parts show. showRedisPage() folds the other page's alike.
QList<QWidget*> RingLab::drawerParts() const {
    if (redisShown())
        return {redisSidePanel()};
    return {m_form, m_tabs};
}

QList<QWidget*> RingLab::modelControls() const {
    // Nodes, failures, racks, replicas, requests: the whole form (its scroller still scrolls).
    return {m_controls};
}

QWidget* RingLab::plotPart() {
    return m_load->barsPlot();
}

void RingLab::retranslate() {
    m_tabs->setTabText(0, tr("Load"));
    m_tabs->setTabText(1, tr("Compare"));
    m_tabs->setTabText(2, tr("Failure trials"));
    retranslateRedis();
    // Texts only: a language switch keeps the step shown (it used to jump to the last stage).
    if (!m_model->snapshot())
        return;
    showCounter(counterText());
    showSampleText();
    showStageText(m_player->index());
    emitStatus(m_counter->text());
}

void RingLab::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    LabPage::changeEvent(event);
}

} // namespace hashlab::app

#include "redis_cluster_view.h"

#include "redis_heat_strip.h"
#include "redis_slot_circle.h"
#include "shell/core_text.h"
#include "shell/inline_message.h"
#include "shell/lesson_figures.h"
#include "shell/std_qstring.h"
#include "shell/step_player.h"
#include "shell/theme.h"

#include "hashlab/ring/redis_key_plan.h"
#include "hashlab/ring/redis_rebalance.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace hashlab::app {

namespace redis = ring::redis;

namespace {

enum Metric { Keys = 0, Cpu = 1, NetIn = 2, NetOut = 3 };

// Per master: the slots and the per-slot figure summed under `owner`.
std::vector<std::uint64_t> perMaster(const std::vector<std::uint32_t>& owner,
                                     const std::vector<std::uint64_t>* perSlot, std::size_t n) {
    std::vector<std::uint64_t> out(n, 0);
    if (perSlot && perSlot->size() != owner.size())
        return out; // unknown (a text import has no key counts)
    for (std::uint32_t s = 0; s < owner.size(); ++s)
        if (owner[s] < n)
            out[owner[s]] += perSlot ? (*perSlot)[s] : 1;
    return out;
}

QString count(std::uint64_t n) {
    return QLocale().toString(qulonglong(n));
}

QString ratio(double r) {
    return QLocale().toString(r, 'f', 2);
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment align = Qt::AlignLeft) {
    auto* item = new QTableWidgetItem(maskFigures(text));
    item->setTextAlignment(align | Qt::AlignVCenter);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

QTableWidget* readOnlyTable() {
    auto* t = new QTableWidget;
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    t->verticalHeader()->setVisible(false);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setWordWrap(true);
    return t;
}

} // namespace

RedisClusterView::RedisClusterView(QWidget* parent)
    : QWidget(parent), m_headline(new QLabel), m_caption(new QLabel), m_planLabel(new QLabel),
      m_thresholdLabel(new QLabel), m_addLabel(new QLabel), m_metricLabel(new QLabel),
      m_weightsLabel(new QLabel), m_circle(new RedisSlotCircle), m_strip(new RedisHeatStrip),
      m_player(new StepPlayer), m_planBox(new QComboBox), m_metricBox(new QComboBox),
      m_threshold(new QDoubleSpinBox), m_addEmpty(new QSpinBox), m_weights(new QLineEdit),
      m_plans(readOnlyTable()), m_masters(readOnlyTable()), m_save(new QPushButton),
      m_back(new QPushButton), m_message(new InlineMessage), m_side(new QWidget),
      m_left(new QVBoxLayout), m_playerRow(new QHBoxLayout) {
    m_headline->setWordWrap(true);
    m_caption->setWordWrap(true);
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_headline->setFont(big);
    m_planBox->addItems({QString(), QString()});
    m_threshold->setRange(0, 1000);
    m_threshold->setDecimals(1);
    m_threshold->setValue(2);
    m_threshold->setSuffix(QStringLiteral(" %"));
    m_addEmpty->setRange(0, 10);
    m_plans->setColumnCount(2);
    m_plans->setRowCount(6);
    m_plans->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_masters->setColumnCount(6);

    auto* top = new QHBoxLayout;
    top->addWidget(m_headline, 1);
    top->addWidget(m_back, 0, Qt::AlignTop);
    auto* metricRow = new QHBoxLayout;
    metricRow->addWidget(m_metricLabel);
    metricRow->addWidget(m_metricBox, 1);
    m_left->addLayout(top);
    m_left->addWidget(m_circle, 1);
    m_left->addLayout(metricRow);
    m_left->addWidget(m_strip);
    m_playerRow->addWidget(m_player, 1);
    m_left->addLayout(m_playerRow);
    m_left->addWidget(m_caption);

    auto* form = new QFormLayout;
    form->addRow(m_planLabel, m_planBox);
    form->addRow(m_thresholdLabel, m_threshold);
    form->addRow(m_addLabel, m_addEmpty);
    form->addRow(m_weightsLabel, m_weights);
    auto* side = new QVBoxLayout(m_side);
    side->setContentsMargins(0, 0, 0, 0);
    side->addLayout(form);
    side->addWidget(m_plans, 2);
    side->addWidget(m_save);
    side->addWidget(m_message);
    side->addWidget(m_masters, 3);
    m_side->setMinimumWidth(360);
    m_side->setMaximumWidth(560);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_left, 3);
    layout->addWidget(m_side, 2);

    connect(m_player, &StepPlayer::indexChanged, this, &RedisClusterView::showStep);
    // What a screen reader hears of each move and reads as a table: the caption under the circle.
    m_player->setCaptionSource([this] { return m_caption->text(); });
    m_player->setRowSource([this] { return stepRows(); });
    connect(m_planBox, &QComboBox::currentIndexChanged, this, [this] {
        fillPlans();
        m_player->setCount(0);
        const auto* p = plan(PlanColumn(shownPlan()));
        m_player->setCount(p && *p ? static_cast<int>((*p)->moves.size()) : 0);
        showStep(0);
    });
    connect(m_metricBox, &QComboBox::currentIndexChanged, this,
            [this] { showStep(m_player->index()); });
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, [this] { replan(); });
    connect(m_addEmpty, &QSpinBox::valueChanged, this, [this] { replan(); });
    connect(m_weights, &QLineEdit::editingFinished, this, [this] { replan(); });
    connect(m_back, &QPushButton::clicked, this, &RedisClusterView::backToRing);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save the plan as a script"), QStringLiteral("rebalance.sh"),
            tr("Shell scripts (*.sh);;All files (*)"));
        if (path.isEmpty())
            return;
        if (const QString e = saveScript(path); !e.isEmpty())
            m_message->showError(e);
        else
            m_message->showInfo(tr("Saved %1: it prints what it would do; run it with --execute "
                                   "to move the slots.")
                                    .arg(path));
    });
    // Presentation mode changes the type: the tables fit their columns to it again (queued, as
    // the application font changes after the palette).
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, [this] {
        QMetaObject::invokeMethod(
            this, [this] { showStep(m_player->index()); }, Qt::QueuedConnection);
    });
    connect(&LessonFigures::instance(), &LessonFigures::changed, this, [this] {
        if (m_hasCluster) {
            fillPlans();
            showStep(m_player->index());
        }
    });
    retranslate();
}

const Result<redis::RebalancePlan>* RedisClusterView::plan(PlanColumn which) const {
    const auto& p = which == CliPlan ? m_cli : m_keys;
    return p ? &*p : nullptr;
}

int RedisClusterView::shownPlan() const {
    return std::max(0, m_planBox->currentIndex());
}

void RedisClusterView::showPlan(int which) {
    m_planBox->setCurrentIndex(std::clamp(which, 0, 1));
}

void RedisClusterView::setThreshold(double percent) {
    m_threshold->setValue(percent);
}

void RedisClusterView::setAddedMasters(int count) {
    m_addEmpty->setValue(count);
}

void RedisClusterView::setCluster(redis::ClusterState state, const QString& readFrom) {
    m_state = std::move(state);
    m_readFrom = readFrom;
    m_hasCluster = true;
    m_message->clearMessage();
    fillMetrics();
    replan();
}

void RedisClusterView::fillMetrics() {
    const QSignalBlocker block(m_metricBox);
    m_metricBox->clear();
    const bool net = m_state.slotNetBytesIn.size() == redis::kSlots &&
                     m_state.slotNetBytesOut.size() == redis::kSlots;
    if (m_state.hasKeys())
        m_metricBox->addItem(tr("keys per slot"), Keys);
    if (m_state.hasCpu())
        m_metricBox->addItem(tr("cpu-usec per slot"), Cpu);
    if (net) {
        m_metricBox->addItem(tr("network bytes in per slot"), NetIn);
        m_metricBox->addItem(tr("network bytes out per slot"), NetOut);
    }
    m_metricBox->setEnabled(m_metricBox->count() > 1);
}

void RedisClusterView::replan() {
    if (!m_hasCluster)
        return;
    m_planned = m_state;
    if (m_addEmpty->value() > 0)
        if (auto more = redis::withEmptyMasters(m_state, std::uint32_t(m_addEmpty->value())))
            m_planned = std::move(*more);
    // The weights, as redis-cli's --cluster-weight takes them; a bad item is explained and the
    // plans are made without any.
    std::vector<double> weights;
    std::vector<std::string> items;
    for (const QString& item : m_weights->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!item.trimmed().isEmpty())
            items.push_back(item.trimmed().toStdString());
    if (auto w = redis::parseWeights(m_planned, items)) {
        weights = std::move(*w);
        if (m_message->isError()) // a bad item corrected
            m_message->clearMessage();
    } else
        m_message->showError(tr("Weights: %1").arg(coreError(w.error())));
    redis::RedisCliOptions cli;
    cli.weights = weights;
    cli.threshold = m_threshold->value();
    // An added master is empty: redis-cli gives it slots only with --cluster-use-empty-masters,
    // which is how `--cluster add-node` is followed by a rebalance.
    cli.useEmptyMasters = m_addEmpty->value() > 0;
    m_cli = redis::planRedisCli(m_planned, cli);
    m_keys.reset();
    if (m_planned.hasKeys()) {
        redis::KeyPlanOptions keys;
        keys.threshold = m_threshold->value();
        keys.weights = weights;
        m_keys = redis::planKeys(m_planned, keys);
    }
    fillPlans();
    const auto* p = plan(PlanColumn(shownPlan()));
    m_player->setCount(0);
    m_player->setCount(p && *p ? static_cast<int>((*p)->moves.size()) : 0);
    showStep(0);
}

QString RedisClusterView::healthText(const std::string& health) {
    if (health == "online")
        return tr("online");
    if (health == "fail")
        return tr("failed");
    if (health == "pfail")
        return tr("suspected failing");
    if (health == "loading")
        return tr("loading (not synced yet)");
    return q(health);
}

QString RedisClusterView::masterName(std::uint32_t master) const {
    const auto& m = m_planned.masters.at(master);
    return m.address.empty() ? q(m.id) : q(m.address);
}

void RedisClusterView::fillPlans() {
    const QStringList rows = {tr("Moves"),
                              tr("Slots moved"),
                              tr("Keys moved"),
                              tr("Slots max/mean after"),
                              tr("Keys max/mean after"),
                              tr("Notes")};
    m_plans->setVerticalHeaderLabels(rows);
    m_plans->verticalHeader()->setVisible(true);
    const std::size_t n = m_planned.masters.size();
    for (int column : {CliPlan, KeyPlan}) {
        const auto* p = plan(PlanColumn(column));
        QStringList values(rows.size(), QStringLiteral("—"));
        if (!p) {
            values[5] = tr("needs key counts: connect to the cluster to read them");
        } else if (!*p) {
            values[5] = coreError(p->error());
        } else {
            const redis::RebalancePlan& plan = p->value();
            values[0] = count(plan.moves.size());
            values[1] = count(plan.slotsMoved);
            values[2] = m_planned.hasKeys() ? count(plan.keysMoved) : QStringLiteral("—");
            values[3] = ratio(redis::maxOverMean(perMaster(plan.ownerAfter, nullptr, n)));
            if (m_planned.hasKeys())
                values[4] =
                    ratio(redis::maxOverMean(perMaster(plan.ownerAfter, &m_planned.slotKeys, n)));
            QStringList notes;
            for (const Text& t : plan.notes)
                notes << coreText(t);
            values[5] = notes.isEmpty() ? QStringLiteral("—") : notes.join(QLatin1Char(' '));
        }
        for (int r = 0; r < rows.size(); ++r)
            m_plans->setItem(r, column, cell(values[r], r < 5 ? Qt::AlignRight : Qt::AlignLeft));
    }
    m_plans->resizeRowsToContents();
    // The comparison is what the view is for: whole, with the masters' table taking what is left.
    m_plans->setMinimumHeight(m_plans->verticalHeader()->length() +
                              m_plans->horizontalHeader()->height() + 2 * m_plans->frameWidth());
    m_save->setEnabled(m_cli.has_value());
}

RedisScene RedisClusterView::sceneAt(int index) const {
    const ThemePalette& pal = ThemeManager::instance().palette();
    RedisScene scene;
    for (std::uint32_t m = 0; m < m_planned.masters.size(); ++m) {
        scene.names.push_back(masterName(m));
        scene.colors.push_back(pal.seriesColor(static_cast<int>(m)));
    }
    const auto* p = plan(PlanColumn(shownPlan()));
    const bool stepping = p && *p && index > 0;
    scene.owner = stepping ? redis::ownerAfterMoves(m_planned, p->value(), std::size_t(index))
                           : m_planned.owner;
    for (const auto& o : m_planned.openSlots)
        scene.openSlots.push_back(o.slot);
    std::sort(scene.openSlots.begin(), scene.openSlots.end());
    switch (m_metricBox->currentData().toInt()) {
    case Cpu:
        scene.metric = m_planned.slotCpuUsec;
        break;
    case NetIn:
        scene.metric = m_planned.slotNetBytesIn;
        break;
    case NetOut:
        scene.metric = m_planned.slotNetBytesOut;
        break;
    default:
        scene.metric = m_planned.slotKeys;
    }
    scene.metricName = m_metricBox->currentText();
    if (stepping) {
        const redis::PlanMove& move = p->value().moves[std::size_t(index - 1)];
        scene.hasMove = true;
        scene.moveFrom = move.from;
        scene.moveTo = move.to;
        scene.moveSlots = move.slotIds;
        std::sort(scene.moveSlots.begin(), scene.moveSlots.end());
    }
    const int moves = p && *p ? static_cast<int>(p->value().moves.size()) : 0;
    scene.centre = tr("%1 slots").arg(QLocale().toString(redis::kSlots)) + QLatin1Char('\n') +
                   (moves == 0   ? tr("no moves")
                    : index == 0 ? tr("before the plan")
                                 : tr("move %1 of %2").arg(index).arg(moves));
    return scene;
}

void RedisClusterView::showStep(int index) {
    if (!m_hasCluster)
        return;
    const RedisScene scene = sceneAt(index);
    m_circle->setScene(scene);
    m_strip->setScene(scene);
    const std::size_t n = m_planned.masters.size();
    const auto slotCounts = perMaster(scene.owner, nullptr, n);
    const auto keys = perMaster(scene.owner, &m_planned.slotKeys, n);
    const bool known = m_planned.hasKeys();

    // The masters at this step.
    m_masters->setRowCount(static_cast<int>(n));
    for (std::uint32_t m = 0; m < n; ++m) {
        const auto& master = m_planned.masters[m];
        const int r = static_cast<int>(m);
        auto* name = cell(masterName(m));
        name->setData(Qt::DecorationRole, scene.colors[m]);
        m_masters->setItem(r, 0, name);
        m_masters->setItem(r, 1, cell(healthText(master.health)));
        QStringList replicas;
        for (const auto& rep : master.replicas)
            replicas << q(rep.address) + QLatin1Char(' ') + healthText(rep.health);
        m_masters->setItem(
            r, 5, cell(replicas.isEmpty() ? tr("none") : replicas.join(QLatin1Char('\n'))));
        m_masters->setItem(r, 2, cell(count(slotCounts[m]), Qt::AlignRight));
        m_masters->setItem(r, 3,
                           cell(known ? count(keys[m]) : QStringLiteral("—"), Qt::AlignRight));
        std::vector<std::uint32_t> mine;
        for (std::uint32_t s = 0; s < redis::kSlots; ++s)
            if (scene.owner[s] == m)
                mine.push_back(s);
        m_masters->setItem(r, 4, cell(rangesText(std::move(mine))));
    }
    m_masters->resizeColumnsToContents();
    m_masters->resizeRowsToContents();

    std::size_t replicas = 0;
    for (const auto& m : m_planned.masters)
        replicas += m.replicas.size();
    QString head = tr("%1 masters, %2 replicas — slots max/mean %3")
                       .arg(n)
                       .arg(replicas)
                       .arg(ratio(redis::maxOverMean(slotCounts)));
    if (known)
        head += tr(" — %1 keys, max/mean %2")
                    .arg(count(std::accumulate(keys.begin(), keys.end(), std::uint64_t(0))),
                         ratio(redis::maxOverMean(keys)));
    if (!m_planned.openSlots.empty())
        head += tr(" — %1 open slots").arg(m_planned.openSlots.size());
    m_headline->setText(maskFigures(head + tr(" — read from %1").arg(m_readFrom)));
    m_circle->setHeadline(m_folded ? m_headline->text() : QString());

    const auto* p = plan(PlanColumn(shownPlan()));
    const QString who = shownPlan() == CliPlan ? tr("redis-cli's plan") : tr("HashLab's plan");
    QString caption;
    if (!p)
        caption = tr("HashLab's plan needs each slot's keys: connect to the cluster to read them.");
    else if (!*p)
        caption = coreError(p->error());
    else if (p->value().moves.empty())
        caption = tr("%1 moves nothing.").arg(who);
    else if (index == 0)
        caption = tr("Before %1: %2 moves, %3 slots, %4 keys.")
                      .arg(who, count(p->value().moves.size()), count(p->value().slotsMoved),
                           known ? count(p->value().keysMoved) : QStringLiteral("—"));
    else {
        const redis::PlanMove& move = p->value().moves[std::size_t(index - 1)];
        caption =
            tr("%1, move %2 of %3: %4 slots (%5 keys) from %6 to %7.")
                .arg(who, count(std::size_t(index)), count(p->value().moves.size()),
                     count(move.slotIds.size()), known ? count(move.keys) : QStringLiteral("—"),
                     masterName(move.from), masterName(move.to));
    }
    m_caption->setText(maskFigures(caption));
    emit stepShown();
}

QMap<QString, QStringList> RedisClusterView::figures() const {
    QMap<QString, QStringList> f;
    const auto* p = plan(PlanColumn(shownPlan()));
    if (!m_hasCluster || !p || !*p)
        return f;
    f.insert(QStringLiteral("slots_moved"), {count(p->value().slotsMoved)});
    if (m_planned.hasKeys()) {
        f.insert(QStringLiteral("keys_moved"), {count(p->value().keysMoved)});
        const double r = redis::maxOverMean(
            perMaster(p->value().ownerAfter, &m_planned.slotKeys, m_planned.masters.size()));
        f.insert(QStringLiteral("max_over_mean"), {ratio(r)});
    }
    return f;
}

void RedisClusterView::retranslate() {
    m_planLabel->setText(tr("Step through"));
    m_planBox->setItemText(CliPlan, tr("redis-cli 7.0.15's plan"));
    m_planBox->setItemText(KeyPlan, tr("HashLab's plan (keys)"));
    m_thresholdLabel->setText(tr("Threshold"));
    m_addLabel->setText(tr("Add empty masters"));
    m_weightsLabel->setText(tr("Weights"));
    m_weights->setPlaceholderText(tr("id=weight, … (0 empties a master, as before del-node)"));
    m_metricLabel->setText(tr("Heat strip"));
    m_plans->setHorizontalHeaderLabels({tr("redis-cli 7.0.15"), tr("HashLab: keys")});
    m_masters->setHorizontalHeaderLabels(
        {tr("Master"), tr("Health"), tr("Slots"), tr("Keys"), tr("Ranges"), tr("Replicas")});
    m_save->setText(tr("Save the stepped plan as a script…"));
    m_back->setText(tr("Back to the ring"));
    if (m_hasCluster) {
        const int metric = m_metricBox->currentIndex();
        fillMetrics();
        m_metricBox->setCurrentIndex(metric);
        fillPlans();
        showStep(m_player->index());
    }
}

// On a 1280x720 projector the headline's two lines, the heat strip's metric row and the caption's
// own row took a third of the column from the circle.
void RedisClusterView::setFolded(bool folded) {
    m_folded = folded;
    for (QWidget* w : {static_cast<QWidget*>(m_headline), static_cast<QWidget*>(m_back),
                       static_cast<QWidget*>(m_metricLabel), static_cast<QWidget*>(m_metricBox)})
        w->setVisible(!folded);
    if (folded && m_playerRow->indexOf(m_caption) < 0) {
        m_left->removeWidget(m_caption);
        m_playerRow->insertWidget(0, m_caption, 3); // a caption's line is longer than the player
    } else if (!folded && m_playerRow->indexOf(m_caption) >= 0) {
        m_playerRow->removeWidget(m_caption);
        m_left->addWidget(m_caption);
    }
    m_circle->setHeadline(folded ? m_headline->text() : QString());
    m_strip->setCompact(folded);
    m_left->setSpacing(folded ? 0 : -1);
}

void RedisClusterView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

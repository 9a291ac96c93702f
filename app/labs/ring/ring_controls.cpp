#include "ring_controls.h"

#include "ring_model.h"
#include "ring_slots.h"
#include "ring_stage.h"
#include "ring_workload_controls.h"
#include "shell/core_text.h"
#include "shell/inline_message.h"
#include "shell/theme.h"
#include "shell/vector_icon.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPixmap>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace hashlab::app {

namespace {

struct NodeListRow {
    QString name;
    QString text;
    QIcon icon;
};

// Brings the node list to `rows` keeping each node's item, so that the node a user chose stays the
// current item without being made current again. Qt tells a screen reader that the focus went to a
// list's new current item even when the list has no keyboard focus (QListView::currentChanged
// sends QAccessible::Focus), so a list cleared and refilled on every step took Orca away from the
// step player's caption to "A   weight 1".
void keepNodeItems(QListWidget* list, const std::vector<NodeListRow>& rows) {
    const auto nameAt = [list](int i) { return list->item(i)->data(Qt::UserRole).toString(); };
    for (int i = list->count() - 1; i >= 0; --i) {
        const QString name = nameAt(i);
        if (std::none_of(rows.begin(), rows.end(), [&](const auto& r) { return r.name == name; })) {
            if (list->currentRow() == i)
                list->setCurrentItem(nullptr); // else Qt makes a neighbour current
            delete list->takeItem(i);
        }
    }
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) {
        const NodeListRow& row = rows[static_cast<std::size_t>(i)];
        int at = i;
        while (at < list->count() && nameAt(at) != row.name)
            ++at;
        QListWidgetItem* item = nullptr;
        if (at == list->count()) {
            item = new QListWidgetItem;
            item->setData(Qt::UserRole, row.name);
            list->insertItem(i, item);
        } else if (at != i) { // a node that moved in the order (not a step's doing)
            const bool current = list->currentRow() == at;
            item = list->takeItem(at);
            list->insertItem(i, item);
            if (current)
                list->setCurrentItem(item);
        } else {
            item = list->item(i);
        }
        if (item->text() != row.text)
            item->setText(row.text);
        item->setIcon(row.icon);
    }
}

} // namespace

RingControls::RingControls(RingModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_nodes(new QListWidget), m_name(new QLineEdit),
      m_weight(new QLineEdit(QStringLiteral("1"))), m_add(new QPushButton),
      m_remove(new QPushButton), m_fail(new QPushButton), m_addMany(new QPushButton),
      m_count(new QSpinBox), m_countLabel(new QLabel), m_vnodes(new QSpinBox), m_keys(new QSpinBox),
      m_hash(new QComboBox), m_algo(new QComboBox), m_epsilon(new QDoubleSpinBox),
      m_epsilonLabel(new QLabel), m_replicas(new QSpinBox), m_replicasLabel(new QLabel),
      m_replicaCounts(new QLabel), m_nodesLabel(new QLabel), m_nameLabel(new QLabel),
      m_weightLabel(new QLabel), m_vnodesLabel(new QLabel), m_keysLabel(new QLabel),
      m_hashLabel(new QLabel), m_algoLabel(new QLabel), m_rack(new QLineEdit),
      m_setRack(new QPushButton), m_failRack(new QPushButton), m_rackAware(new QCheckBox),
      m_rackLabel(new QLabel), m_message(new InlineMessage) {
    configureBoxes();
    buildLayout();
    connectNodeActions();
    connectSettings();
    retranslate();
    syncFromModel();
}

// Names (for the accessibility tree and the journeys' test hook), ranges and choices.
void RingControls::configureBoxes() {
    m_count->setObjectName(QStringLiteral("nodeCount"));
    m_vnodes->setObjectName(QStringLiteral("vnodes"));
    m_keys->setObjectName(QStringLiteral("keys"));
    m_epsilon->setObjectName(QStringLiteral("epsilon"));
    m_replicas->setObjectName(QStringLiteral("replicas"));
    m_name->setObjectName(QStringLiteral("nodeName"));
    m_replicaCounts->setObjectName(QStringLiteral("replicaCounts"));
    m_replicas->setRange(1, ring::limits::kMaxReplicas);
    m_replicas->setKeyboardTracking(false);
    m_replicaCounts->setWordWrap(true);
    // Two decimals are what a lecture uses (0.25, 0.1); the model keeps the decimal exactly.
    m_epsilon->setRange(0.0, ring::limits::kMaxEpsilon);
    m_epsilon->setDecimals(2);
    m_epsilon->setSingleStep(0.05);
    m_epsilon->setKeyboardTracking(false);
    m_count->setRange(1, ringlimits::kMaxGuiNodes);
    m_count->setValue(3);
    m_vnodes->setRange(1, ringlimits::kMaxGuiVnodes);
    m_keys->setRange(ringlimits::kMinKeys, ringlimits::kMaxKeys);
    m_keys->setSingleStep(1000);
    m_keys->setGroupSeparatorShown(true);
    m_vnodes->setKeyboardTracking(false);
    m_keys->setKeyboardTracking(false);
    for (ring::KeyHash h : ring::allKeyHashes())
        m_hash->addItem(QString::fromUtf8(ring::keyHashName(h).data()), static_cast<int>(h));
    for (ring::Algo a : ring::allAlgos())
        m_algo->addItem(QString::fromUtf8(ring::algoName(a).data()), static_cast<int>(a));
    m_algo->addItem(QString(), static_cast<int>(ring::Algo::RedisCluster)); // named in retranslate
    m_weight->setMaximumWidth(60);
    m_name->setMinimumWidth(50);
    m_nodes->setMinimumHeight(140);
}

// The node list with its buttons, the rack, add and add-N rows, then the form of settings.
void RingControls::buildLayout() {
    auto* addRow = new QHBoxLayout;
    addRow->addWidget(m_nameLabel);
    addRow->addWidget(m_name, 1);
    addRow->addWidget(m_weightLabel);
    addRow->addWidget(m_weight);
    addRow->addWidget(m_add);
    auto* manyRow = new QHBoxLayout;
    manyRow->addWidget(m_countLabel);
    manyRow->addWidget(m_count);
    manyRow->addWidget(m_addMany);
    manyRow->addStretch(1);
    auto* nodeButtons = new QHBoxLayout;
    nodeButtons->addWidget(m_remove);
    nodeButtons->addWidget(m_fail);
    nodeButtons->addWidget(m_failRack);
    auto* rackRow = new QHBoxLayout;
    rackRow->addWidget(m_rackLabel);
    rackRow->addWidget(m_rack, 1);
    rackRow->addWidget(m_setRack);
    m_rack->setObjectName(QStringLiteral("rack"));
    m_rackAware->setObjectName(QStringLiteral("rackAware"));
    m_rack->setMaxLength(static_cast<int>(ring::limits::kMaxRackLength));
    auto* form = new QFormLayout;
    form->addRow(m_vnodesLabel, m_vnodes);
    form->addRow(m_keysLabel, m_keys);
    form->addRow(m_hashLabel, m_hash);
    // ε sits beside the algorithm and shows only for bounded: no extra row on a projector.
    auto* algoRow = new QHBoxLayout;
    algoRow->addWidget(m_algo, 1);
    algoRow->addWidget(m_epsilonLabel);
    algoRow->addWidget(m_epsilon);
    form->addRow(m_algoLabel, algoRow);
    // What cassandra does with the form's boxes, said where they are (shown for cassandra only).
    m_algoNote = new QLabel(this);
    m_algoNote->setWordWrap(true);
    m_algoNote->setObjectName(QStringLiteral("algoNote"));
    form->addRow(m_algoNote);
    form->addRow(m_replicasLabel, m_replicas);
    // A row of its own: beside R it was cut off in presentation mode.
    form->addRow(m_rackAware);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_nodesLabel);
    layout->addWidget(m_nodes, 1);
    layout->addLayout(nodeButtons);
    layout->addLayout(rackRow);
    layout->addLayout(addRow);
    layout->addLayout(manyRow);
    layout->addLayout(form);
    layout->addWidget(m_replicaCounts);
    layout->addWidget(m_message);
    layout->addWidget(new RingWorkloadControls(m_model));
}

// Adding, removing and failing nodes and racks, each through one model call.
void RingControls::connectNodeActions() {
    connect(m_add, &QPushButton::clicked, this, [this] {
        auto w = ring::parseWeight(m_weight->text().trimmed().toStdString());
        if (!w) {
            report(tr("weight: %1").arg(coreText(w.error().what)));
            return;
        }
        report(m_model->addNode(m_name->text(), *w));
        if (!m_message->isError())
            m_name->clear();
    });
    connect(m_name, &QLineEdit::returnPressed, m_add, &QPushButton::click);
    connect(m_addMany, &QPushButton::clicked, this, [this] {
        m_count->interpretText(); // a typed number counts even before Enter
        report(m_model->addNodes(m_count->value()));
    });
    connect(m_count, &QSpinBox::valueChanged, this, [this] { retranslate(); });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (selectedNode().isEmpty())
            return report(tr("remove: select a node in the list first"));
        report(m_model->removeNode(selectedNode()));
    });
    connect(m_fail, &QPushButton::clicked, this, [this] {
        const QString n = selectedNode();
        if (n.isEmpty())
            return report(tr("fail: select a node in the list first"));
        report(m_model->setFailed(n, !m_model->state().isFailed(n.toStdString())));
    });
    connect(m_setRack, &QPushButton::clicked, this, [this] {
        if (selectedNode().isEmpty())
            return report(tr("rack: select a node in the list first"));
        report(m_model->setRack(selectedNode(), m_rack->text()));
    });
    connect(m_rack, &QLineEdit::returnPressed, m_setRack, &QPushButton::click);
    connect(m_failRack, &QPushButton::clicked, this, [this] {
        const QString n = selectedNode();
        if (n.isEmpty())
            return report(tr("fail rack: select a node of the rack in the list first"));
        const RingState& s = m_model->state();
        const std::string rack = s.rackOf(n.toStdString());
        // Restores the rack when every node in it is down, else fails the rest of it.
        bool allDown = true;
        for (const ring::Node& node : s.config.nodes)
            if (s.rackOf(node.name) == rack && !s.isFailed(node.name))
                allDown = false;
        report(m_model->setRackFailed(QString::fromStdString(rack), !allDown));
    });
}

// The settings boxes, the list's selection, and the model's and theme's changes.
void RingControls::connectSettings() {
    connect(m_rackAware, &QCheckBox::toggled, this,
            [this](bool on) { report(m_model->setRackAware(on)); });
    connect(m_vnodes, &QSpinBox::valueChanged, this,
            [this](int v) { report(m_model->setVnodes(v)); });
    connect(m_keys, &QSpinBox::valueChanged, this,
            [this](int v) { report(m_model->setKeyCount(v)); });
    connect(m_hash, &QComboBox::activated, this, [this](int i) {
        report(m_model->setHash(static_cast<ring::KeyHash>(m_hash->itemData(i).toInt())));
    });
    connect(m_algo, &QComboBox::activated, this, [this](int i) {
        report(m_model->setAlgo(static_cast<ring::Algo>(m_algo->itemData(i).toInt())));
    });
    connect(m_epsilon, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { report(m_model->setEpsilon(v)); });
    connect(m_replicas, &QSpinBox::valueChanged, this,
            [this](int r) { report(m_model->setReplicas(r)); });
    connect(m_nodes, &QListWidget::currentRowChanged, this, [this] {
        if (const QString n = selectedNode(); !n.isEmpty())
            m_rack->setText(QString::fromStdString(m_model->state().rackOf(n.toStdString())));
        retranslate();
    });
    connect(m_model, &RingModel::snapshotChanged, this, &RingControls::syncFromModel);
    connect(m_model->undoStack(), &QUndoStack::indexChanged, this, &RingControls::syncFromModel);
    connect(m_model, &RingModel::shownStepChanged, this, &RingControls::syncFromModel);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &RingControls::syncFromModel);
}

QString RingControls::selectedNode() const {
    const QListWidgetItem* item = m_nodes->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void RingControls::report(const QString& error) {
    if (error.isEmpty())
        m_message->clearMessage();
    else
        m_message->showError(error);
    syncFromModel(); // a refused change leaves the form showing the model's values
}

void RingControls::syncFromModel() {
    const RingState& s = m_model->state();
    {
        const QSignalBlocker b(m_nodes);
        // The nodes of the stage shown: before a change is stepped through, a new node is not
        // listed yet and a failing one is not failed yet.
        std::vector<RingStageRow> rows;
        const RingState* slotState = &s; // whose slot table the stage shows
        if (const auto snap = m_model->snapshot(); snap && snap->hasChange) {
            rows = ringStage(*snap, m_model->shownStep()).rows;
            if (m_model->shownStep() < 2) // slots change owner at stage 2, as arcs do
                slotState = &snap->beforeState;
        } else
            for (const ring::Node& n : s.config.nodes)
                rows.push_back({n.name, n.weight, s.isFailed(n.name), false, 0, std::nullopt});
        std::vector<NodeListRow> listed;
        for (const RingStageRow& n : rows) {
            const QString name = QString::fromStdString(n.name);
            QString text = tr("%1   weight %2").arg(name, QLocale().toString(n.weight));
            if (slotState->isRedis())
                text += tr("   %1 slots").arg(QLocale().toString(slotCount(*slotState, n.name)));
            if (s.racks.size() > 0)
                text += tr("   rack %1").arg(QString::fromStdString(s.rackOf(n.name)));
            if (n.leaving)
                text += tr("   (leaving)");
            else if (n.failed)
                text += tr("   (failed)");
            listed.push_back({name, text, swatchIcon(m_model->nodeColor(n.name), QSize(12, 12))});
        }
        keepNodeItems(m_nodes, listed);
    }
    const QSignalBlocker b1(m_vnodes), b2(m_keys), b3(m_hash), b4(m_algo), b5(m_epsilon),
        b6(m_replicas), b7(m_rackAware);
    m_rackAware->setChecked(s.rackAware);
    if (const QString n = selectedNode(); !n.isEmpty() && !m_rack->hasFocus())
        m_rack->setText(QString::fromStdString(s.rackOf(n.toStdString())));
    m_replicas->setValue(s.replicas);
    m_epsilon->setValue(s.config.epsilon.toDouble());
    m_epsilon->setVisible(s.config.algo == ring::Algo::Bounded);
    m_epsilonLabel->setVisible(s.config.algo == ring::Algo::Bounded);
    m_vnodes->setValue(s.config.vnodes);
    // An imported key list may be shorter than the generated minimum; it is shown as it is.
    m_keys->setMinimum(std::min(ringlimits::kMinKeys, s.keyCount));
    m_keys->setValue(s.keyCount);
    m_hash->setCurrentIndex(m_hash->findData(static_cast<int>(s.config.hash)));
    m_algo->setCurrentIndex(m_algo->findData(static_cast<int>(s.config.algo)));
    // ketama fixes its hash (md5) and its points (40 digests x 4); cassandra hashes keys with its
    // own Murmur3 and takes V as num_tokens; only ring, bounded and cassandra use V.
    m_hash->setEnabled(s.config.algo != ring::Algo::Ketama &&
                       s.config.algo != ring::Algo::Cassandra && !s.isRedis()); // Redis: CRC16
    m_vnodes->setEnabled(ring::hasVnodes(s.config.algo));
    // A Redis master's copies live on replica nodes of its own; failures are not modelled.
    m_replicas->setEnabled(!s.isRedis());
    m_fail->setEnabled(!s.isRedis());
    m_failRack->setEnabled(!s.isRedis());
    m_rackAware->setEnabled(!s.isRedis());
    m_algoNote->setVisible(s.config.algo == ring::Algo::Cassandra || s.isRedis());
    retranslate();
}

void RingControls::retranslate() {
    m_nodesLabel->setText(tr("Nodes"));
    m_nodes->setToolTip(tr("Select a node to remove it or mark it failed"));
    m_nameLabel->setText(tr("Name"));
    m_weightLabel->setText(tr("Weight"));
    m_name->setPlaceholderText(tr("e.g. E"));
    m_add->setText(tr("Add"));
    m_remove->setText(tr("Remove"));
    m_countLabel->setText(tr("Number of nodes"));
    m_count->setToolTip(tr("Adds this many nodes of weight 1, named A, B, C, … after the names "
                           "already taken, in one step (at most %1 nodes in all)")
                            .arg(ringlimits::kMaxGuiNodes));
    // "Add", as on the row above: "Add 3 nodes" did not fit beside its label in presentation mode.
    m_addMany->setText(tr("Add"));
    m_addMany->setToolTip(tr("Add %1 nodes").arg(m_count->value()));
    const QString n = selectedNode();
    m_fail->setText(!n.isEmpty() && m_model->state().isFailed(n.toStdString()) ? tr("Restore")
                                                                               : tr("Mark failed"));
    m_vnodesLabel->setText(tr("Vnodes (1–1,000)"));
    m_vnodes->setToolTip(
        tr("Ring points per node (per unit of weight) for ring and bounded; for cassandra, "
           "num_tokens"));
    m_keysLabel->setText(tr("Keys (10–10⁶)"));
    m_keys->setToolTip(
        m_model->state().keys.imported()
            ? tr("%1 keys imported from a file (File → Import…); a new number replaces them "
                 "with generated keys")
                  .arg(QLocale().toString(m_model->state().keyCount))
            : tr("10 to 1,000,000 keys; above 20,000 the canvas draws a sample"));
    m_hashLabel->setText(tr("Key hash"));
    m_algoLabel->setText(tr("Algorithm"));
    m_algoNote->setText(
        m_model->state().isRedis()
            ? redisNote()
            : tr("cassandra: Vnodes is num_tokens, random tokens per node; keys are "
                 "hashed by Cassandra's Murmur3Partitioner, not the key hash above."));
    m_algo->setItemText(m_algo->findData(static_cast<int>(ring::Algo::RedisCluster)),
                        tr("Redis Cluster (16,384 slots)"));
    m_epsilonLabel->setText(tr("ε"));
    m_replicasLabel->setText(tr("Replicas"));
    m_replicas->setToolTip(tr("Copies per key: the first R distinct nodes clockwise (rendezvous: "
                              "the R best scores). A failed node keeps its place and only stops "
                              "counting as a live copy"));
    m_rackLabel->setText(tr("Rack"));
    m_rack->setPlaceholderText(QString::fromUtf8(ring::kDefaultRack));
    m_rack->setToolTip(tr("The selected node's rack or zone (1 to 64 characters); empty puts it "
                          "back in the rack \"default\""));
    m_setRack->setText(tr("Set rack"));
    m_rackAware->setText(tr("Rack-aware"));
    m_rackAware->setToolTip(tr("Walk clockwise taking a node only if its rack is not used yet; "
                               "once every rack is used, the skipped nodes fill the rest in the "
                               "order met (Cassandra's NetworkTopologyStrategy)"));
    {
        const RingState& st = m_model->state();
        const QString rack =
            n.isEmpty() ? QString() : QString::fromStdString(st.rackOf(n.toStdString()));
        bool allDown = !n.isEmpty();
        for (const ring::Node& node : st.config.nodes)
            if (!n.isEmpty() && st.rackOf(node.name) == rack.toStdString() &&
                !st.isFailed(node.name))
                allDown = false;
        m_failRack->setText(allDown ? tr("Restore rack") : tr("Fail rack"));
        m_failRack->setToolTip(rack.isEmpty()
                                   ? tr("Mark every node of the selected node's rack failed")
                                   : tr("Mark every node of rack %1 failed (down in place, as "
                                        "\"Mark failed\"), or restore them")
                                         .arg(rack));
    }
    m_replicaCounts->setVisible(m_model->state().replicas > 1);
    m_replicaCounts->setText(replicaText());
    m_epsilon->setToolTip(
        tr("Bounded loads: each node holds at most ⌈(1 + ε)·keys·w/W⌉ keys; a key "
           "whose node is full goes on clockwise to the next node with room"));
    m_hash->setToolTip(tr("identity reads the keys 0, 1, 2, … as numbers; ketama always uses md5"));
    m_algo->setToolTip(tr("jump can only add or remove the last node; jump, maglev and modulo "
                          "refuse unequal weights"));
}

QString RingControls::redisNote() const {
    const RingState& s = m_model->state();
    const QLocale loc;
    const auto n = static_cast<std::uint32_t>(s.config.nodes.size());
    const std::uint32_t lo = ring::redis::kSlots / n, hi = lo + (ring::redis::kSlots % n ? 1 : 0);
    QStringList larger, uneven;
    for (const ring::Node& node : s.config.nodes) {
        const std::uint32_t c = slotCount(s, node.name);
        if (c == hi && hi != lo)
            larger << QString::fromStdString(node.name);
        else if (c != lo)
            uneven << QString::fromStdString(node.name);
    }
    QString text =
        tr("Redis Cluster: slot = CRC16(key) mod 16,384, hashing only the part between the first "
           "{ and the next } when it is not empty. Each node holds whole slots in contiguous "
           "ranges; %1 nodes: ⌊16384/%1⌋ = %2 or ⌈16384/%1⌉ = %3 slots each.")
            .arg(n)
            .arg(loc.toString(lo), loc.toString(hi));
    if (hi != lo)
        text += QLatin1Char(' ') +
                tr("%1 slots: %2.")
                    .arg(loc.toString(hi))
                    .arg(larger.isEmpty() ? tr("none") : larger.join(QStringLiteral(", ")));
    if (!uneven.isEmpty())
        text += QLatin1Char(' ') + tr("Neither (the history of adds and removes): %1.")
                                       .arg(uneven.join(QStringLiteral(", ")));
    text += QLatin1Char(' ') + tr("A joining node takes ⌊16384/(N+1)⌋ slots, an equal share from "
                                  "every node; a leaving node's slots are dealt out equally. The "
                                  "key hash, vnodes and replicas do not apply.");
    return text;
}

QString RingControls::replicaText() const {
    const auto snap = m_model->snapshot();
    if (!snap || !(snap->state == m_model->state()))
        return {};
    // The copies at the stage the player shows: before a change until its keys move.
    const RingStage stage = ringStage(*snap, m_model->shownStep());
    const RingState& s = *stage.keyState;
    if (s.replicas <= 1)
        return {};
    if (!stage.replicas)
        return tr("No replica counts: bounded loads have no replica order, and R must not exceed "
                  "the nodes");
    const QLocale locale;
    const ring::ReplicaReport& r = *stage.replicas;
    QString text = tr("%1 of %2 keys have fewer than %3 live copies; %4 have none")
                       .arg(locale.toString(static_cast<qulonglong>(r.underReplicated)),
                            locale.toString(s.keyCount), QString::number(s.replicas),
                            locale.toString(static_cast<qulonglong>(r.unavailable)));
    // Who serves the keys of each failed primary: the first live node of each key's list.
    const auto& nodes = s.config.nodes;
    for (std::size_t f = 0; f < r.takeover.size() && f < nodes.size(); ++f) {
        QStringList parts;
        for (std::size_t t = 0; t < r.takeover[f].size(); ++t)
            if (r.takeover[f][t] > 0)
                parts << tr("%1 takes %2")
                             .arg(QString::fromStdString(nodes[t].name),
                                  locale.toString(static_cast<qulonglong>(r.takeover[f][t])));
        if (!parts.isEmpty())
            text += QLatin1Char('\n') + tr("%1 failed: %2")
                                            .arg(QString::fromStdString(nodes[f].name),
                                                 parts.join(QStringLiteral(", ")));
    }
    return text;
}

void RingControls::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        syncFromModel(); // the node rows are translated text too
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

#include "ring_model.h"

#include "ring_keys.h"
#include "ring_slots.h"

#include "shell/background_job.h"
#include "shell/core_text.h"
#include "shell/theme.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <QUndoStack>

namespace hashlab::app {
namespace {

QString errorText(const Error& e) {
    return coreError(e);
}

// One user action: the whole state before and after (states are small; keys are a count).
class RingStateCommand : public QUndoCommand {
public:
    RingStateCommand(RingModel* model, RingState before, RingState after, bool nodeChange,
                     const QString& text)
        : QUndoCommand(text), m_model(model), m_before(std::move(before)),
          m_after(std::move(after)), m_nodeChange(nodeChange) {}
    void redo() override { m_model->applyState(m_after, m_nodeChange); }
    void undo() override { m_model->applyState(m_before, m_nodeChange); }

private:
    RingModel* m_model;
    RingState m_before, m_after;
    bool m_nodeChange;
};

// The identity hash reads a key as an unsigned 64-bit integer: imported keys must all be one.
Status identityKeys(const RingState& s) {
    if (!s.keys.imported() || s.config.hash != ring::KeyHash::Identity ||
        s.config.algo == ring::Algo::Ketama)
        return ok();
    auto placement = ring::build(s.activeConfig());
    if (!placement)
        return placement.error();
    for (const std::string& k : *s.keys.list)
        if (auto h = (*placement)->keyHash(k); !h)
            return h.error();
    return ok();
}

} // namespace

RingModel::RingModel(QObject* parent)
    : QObject(parent), m_undo(new QUndoStack(this)), m_job(new BackgroundJob(this)) {
    connect(m_job, &BackgroundJob::started, this, [this] { emit busyChanged(true); });
    connect(m_job, &BackgroundJob::finished, this, [this] {
        if (!m_job->wasCancelled() && m_pending && *m_pending)
            install(*m_pending);
        m_pending.reset();
        emit busyChanged(false);
    });
}

RingModel::~RingModel() {
    // The undo stack (a child) clears itself after this body, while the model's members are gone:
    // its indexChanged must not reach the widgets that read the model.
    m_undo->blockSignals(true);
    m_job->cancel();
    m_job->wait();
}

bool RingModel::busy() const {
    return m_job->isRunning();
}

void RingModel::waitIdle() {
    m_job->wait();
    QCoreApplication::sendPostedEvents(); // deliver finished() so the snapshot lands
    QCoreApplication::processEvents();
}

int RingModel::colorIndex(const std::string& name) {
    auto it = m_colors.find(name);
    if (it != m_colors.end())
        return it->second;
    const int next = static_cast<int>(m_colors.size());
    m_colors[name] = next;
    return next;
}

std::vector<std::string> RingModel::colorOrder() const {
    std::vector<std::string> names(m_colors.size());
    for (const auto& [name, index] : m_colors)
        names[static_cast<std::size_t>(index)] = name;
    return names;
}

QColor RingModel::nodeColor(const std::string& name) {
    const ThemePalette& pal = ThemeManager::instance().palette();
    const int i = colorIndex(name);
    const int n = static_cast<int>(pal.series.size());
    const int round = i / n;
    const QColor c = pal.seriesColor(i);
    return round == 0 ? c : (round % 2 == 1 ? c.darker(150) : c.lighter(135));
}

void RingModel::applyState(const RingState& state, bool nodeChange) {
    m_state = state;
    for (const ring::Node& n : state.config.nodes)
        colorIndex(n.name);
    auto prev = m_snapshot;
    if (state.keyCount <= ringlimits::kSyncKeys) {
        m_pending.reset();
        m_job->cancel();
        install(computeRingSnapshot(state, prev.get(), nodeChange, {}));
        return;
    }
    // Large key sets: off the GUI thread; the result replaces the snapshot when it lands.
    m_pending = std::make_shared<std::shared_ptr<const RingSnapshot>>();
    m_job->start([state, prev, nodeChange, out = m_pending](const hashlab::Progress& p) {
        *out = computeRingSnapshot(state, prev.get(), nodeChange, p);
    });
}

void RingModel::install(std::shared_ptr<const RingSnapshot> snapshot) {
    if (!snapshot)
        return;
    m_snapshot = std::move(snapshot);
    m_shownStep = 3; // a new trace arrives at its end; the player may then step back
    emit snapshotChanged();
}

QString RingModel::push(const RingState& proposed, bool nodeChange, const QString& text) {
    RingState next = proposed;
    if (next.isRedis() && !next.failed.empty())
        return QCoreApplication::translate(
            "hashlab::app::RingModel",
            "Redis Cluster: a failed master's slots go unserved until one of its own replicas "
            "takes over, which this lab does not model; remove the node instead");
    if (next.config.nodes.size() > static_cast<std::size_t>(ringlimits::kMaxGuiNodes))
        return QCoreApplication::translate("hashlab::app::RingModel",
                                           "nodes: at most %1 nodes in the lab")
            .arg(ringlimits::kMaxGuiNodes);
    if (Status s = ring::validate(next.config); !s)
        return errorText(s.error());
    if (Status s = ring::validate(next.activeConfig()); !s)
        return errorText(s.error());
    if (Status s = identityKeys(next); !s)
        return errorText(s.error());
    // The slot table follows the change as redis-cli reshards it (ring_slots.h).
    next.slotOwners.clear();
    if (next.isRedis()) {
        auto table = followSlots(m_state, next);
        if (!table)
            return errorText(table.error());
        next.slotOwners = std::move(*table);
    }
    if (next == m_state)
        return {};
    m_undo->push(new RingStateCommand(this, m_state, next, nodeChange, text));
    return {};
}

QString RingModel::addNode(const QString& name, double weight) {
    const std::string n = name.trimmed().toStdString();
    if (n.empty())
        return QCoreApplication::translate("hashlab::app::RingModel",
                                           "name: give the new node a name");
    auto added = ring::withAdded(m_state.config, {{n, weight}});
    if (!added)
        return errorText(added.error());
    RingState next = m_state;
    next.config = *added;
    return push(
        next, true,
        QCoreApplication::translate("hashlab::app::RingModel", "Add node %1").arg(name.trimmed()));
}

QString RingModel::addNodes(int count) {
    const int room = ringlimits::kMaxGuiNodes - static_cast<int>(m_state.config.nodes.size());
    if (count < 1 || count > room)
        return QCoreApplication::translate(
                   "hashlab::app::RingModel",
                   "number of nodes: %1 nodes are on the ring; at most %2 more fit (limit %3)")
            .arg(m_state.config.nodes.size())
            .arg(std::max(0, room))
            .arg(ringlimits::kMaxGuiNodes);
    std::vector<ring::Node> nodes;
    for (const std::string& n : freeNodeNames(m_state, count))
        nodes.push_back({n, 1.0});
    auto added = ring::withAdded(m_state.config, nodes);
    if (!added)
        return errorText(added.error());
    RingState next = m_state;
    next.config = *added;
    return push(next, true,
                QCoreApplication::translate("hashlab::app::RingModel", "Add %1 nodes").arg(count));
}

void RingModel::setShownStep(int step) {
    step = std::clamp(step, 0, 3);
    if (step == m_shownStep)
        return;
    m_shownStep = step;
    emit shownStepChanged(step);
}

QString RingModel::removeNode(const QString& name) {
    const std::string n = name.toStdString();
    RingState next = m_state;
    auto removed = ring::withRemoved(m_state.config, {n});
    if (!removed)
        return errorText(removed.error());
    next.config = *removed;
    std::erase(next.failed, n);
    next.racks.erase(n);
    if (next.activeConfig().nodes.empty())
        return QCoreApplication::translate("hashlab::app::RingModel",
                                           "remove: cannot remove the last working node");
    return push(next, !m_state.isFailed(n),
                QCoreApplication::translate("hashlab::app::RingModel", "Remove node %1").arg(name));
}

QString RingModel::setFailed(const QString& name, bool failed) {
    const std::string n = name.toStdString();
    RingState next = m_state;
    if (failed == m_state.isFailed(n))
        return {};
    if (failed) {
        // A failure is a removal from the active set: the same rules (jump: last bucket only).
        auto active = ring::withRemoved(m_state.activeConfig(), {n});
        if (!active)
            return errorText(active.error());
        next.failed.push_back(n);
    } else {
        std::erase(next.failed, n);
    }
    return push(
        next, true,
        failed
            ? QCoreApplication::translate("hashlab::app::RingModel", "Fail node %1").arg(name)
            : QCoreApplication::translate("hashlab::app::RingModel", "Restore node %1").arg(name));
}

QString RingModel::setVnodes(int vnodes) {
    if (vnodes < 1 || vnodes > ringlimits::kMaxGuiVnodes)
        return QCoreApplication::translate("hashlab::app::RingModel",
                                           "vnodes: must be from 1 to 1,000 in the lab");
    RingState next = m_state;
    next.config.vnodes = vnodes;
    return push(
        next, false,
        QCoreApplication::translate("hashlab::app::RingModel", "Set vnodes to %1").arg(vnodes));
}

QString RingModel::setKeyCount(int keys) {
    if (keys < ringlimits::kMinKeys || keys > ringlimits::kMaxKeys)
        return QCoreApplication::translate("hashlab::app::RingModel",
                                           "keys: must be from 10 to 1,000,000 in the lab");
    if (m_state.workload.on &&
        !ring::validate(m_state.workload.hot, static_cast<std::uint64_t>(keys)))
        return QCoreApplication::translate("hashlab::app::RingModel",
                                           "keys: the hot key must stay one of the keys");
    RingState next = m_state;
    next.keyCount = keys;
    // A number of keys means generated keys again: the imported ones (and their counts) go.
    next.keys = {};
    if (next.workload.counts)
        next.workload = {};
    return push(next, false,
                QCoreApplication::translate("hashlab::app::RingModel", "Set keys to %1").arg(keys));
}

QString RingModel::setHash(ring::KeyHash hash) {
    RingState next = m_state;
    next.config.hash = hash;
    return push(next, false,
                QCoreApplication::translate("hashlab::app::RingModel", "Hash keys with %1")
                    .arg(QString::fromUtf8(ring::keyHashName(hash).data())));
}

QString RingModel::setAlgo(ring::Algo algo) {
    RingState next = m_state;
    next.config.algo = algo;
    // ketama always hashes with md5; leaving ketama returns to xxh3.
    if (algo == ring::Algo::Ketama)
        next.config.hash = ring::KeyHash::Md5;
    else if (m_state.config.algo == ring::Algo::Ketama)
        next.config.hash = ring::KeyHash::Xxh3;
    return push(next, false,
                QCoreApplication::translate("hashlab::app::RingModel", "Use %1")
                    .arg(QString::fromUtf8(ring::algoName(algo).data())));
}

QString RingModel::setEpsilon(double epsilon) {
    const auto eps = shortestDecimal(epsilon);
    if (!eps || epsilon > ring::limits::kMaxEpsilon)
        return QCoreApplication::translate("hashlab::app::RingModel",
                                           "ε: must be from 0 to 10 with at most 6 decimals");
    if (*eps == m_state.config.epsilon)
        return {};
    RingState next = m_state;
    next.config.epsilon = *eps;
    return push(next, false,
                QCoreApplication::translate("hashlab::app::RingModel", "Set ε to %1")
                    .arg(QString::fromStdString(eps->toString())));
}

QString RingModel::setReplicas(int replicas) {
    if (replicas == m_state.replicas)
        return {};
    ring::ReplicaSetup setup;
    setup.replicas = replicas;
    if (Status s = ring::validate(setup, m_state.config); !s)
        return errorText(s.error());
    RingState next = m_state;
    next.replicas = replicas;
    return push(
        next, false,
        QCoreApplication::translate("hashlab::app::RingModel", "Set replicas to %1").arg(replicas));
}

QString RingModel::setRack(const QString& name, const QString& rack) {
    const std::string n = name.toStdString();
    std::string r = rack.trimmed().toStdString();
    if (r.empty())
        r = ring::kDefaultRack;
    RingState next = m_state;
    if (r == ring::kDefaultRack)
        next.racks.erase(n);
    else
        next.racks[n] = r;
    if (r.size() > ring::limits::kMaxRackLength)
        return QCoreApplication::translate("hashlab::app::RingModel",
                                           "rack: a rack name must have 1 to 64 characters");
    return push(next, false,
                QCoreApplication::translate("hashlab::app::RingModel", "Put node %1 in rack %2")
                    .arg(name, QString::fromStdString(r)));
}

QString RingModel::setRackAware(bool on) {
    RingState next = m_state;
    next.rackAware = on;
    return push(next, false,
                on ? QCoreApplication::translate("hashlab::app::RingModel", "Rack-aware replicas")
                   : QCoreApplication::translate("hashlab::app::RingModel", "Plain replicas"));
}

QString RingModel::setRackFailed(const QString& rack, bool failed) {
    const std::string r = rack.toStdString();
    RingState next = m_state;
    std::vector<std::string> names;
    for (const ring::Node& n : m_state.config.nodes)
        if (m_state.rackOf(n.name) == r && m_state.isFailed(n.name) != failed)
            names.push_back(n.name);
    if (names.empty())
        return {};
    if (failed) {
        // The same rules as one failure (jump: last buckets only), and one node must stay up.
        auto active = ring::withRemoved(m_state.activeConfig(), names);
        if (!active)
            return errorText(active.error());
        if (active->nodes.empty())
            return QCoreApplication::translate("hashlab::app::RingModel",
                                               "fail rack: at least one node must stay up");
        next.failed.insert(next.failed.end(), names.begin(), names.end());
    } else {
        for (const std::string& n : names)
            std::erase(next.failed, n);
    }
    return push(
        next, true,
        failed
            ? QCoreApplication::translate("hashlab::app::RingModel", "Fail rack %1").arg(rack)
            : QCoreApplication::translate("hashlab::app::RingModel", "Restore rack %1").arg(rack));
}

QString RingModel::setWorkload(const RingWorkload& workload) {
    if (workload.on && workload.counts && !m_state.keys.counts)
        return QCoreApplication::translate("hashlab::app::RingModel",
                                           "workload: import keys with a count column first");
    if (workload.on && !workload.counts) {
        if (workload.requests < 1 || workload.requests > ringlimits::kMaxGuiRequests)
            return QCoreApplication::translate("hashlab::app::RingModel",
                                               "requests: must be from 1 to 10,000,000 in the lab");
        if (!(workload.s >= 0 && workload.s <= ring::limits::kMaxZipfS))
            return QCoreApplication::translate("hashlab::app::RingModel",
                                               "s: must be from 0 to 10");
        if (Status s = ring::validate(workload.hot, static_cast<std::uint64_t>(m_state.keyCount));
            !s)
            return errorText(s.error());
    }
    RingState next = m_state;
    next.workload = workload;
    return push(next, false,
                QCoreApplication::translate("hashlab::app::RingModel", "Change the workload"));
}

QString RingModel::importKeys(std::vector<std::string> keys, std::vector<std::uint64_t> counts) {
    if (Status s = checkImportedKeys(keys, counts, "file"); !s)
        return errorText(s.error());
    RingState next = m_state;
    const std::size_t n = keys.size();
    next.keys.list = std::make_shared<const std::vector<std::string>>(std::move(keys));
    next.keys.counts = counts.empty()
                           ? nullptr
                           : std::make_shared<const std::vector<std::uint64_t>>(std::move(counts));
    next.keyCount = static_cast<int>(n);
    // Counts are the requests: the workload becomes them (the capacity stays). Without counts,
    // a sampled workload goes on over the new keys; a hot key past their end is dropped.
    if (next.keys.counts) {
        next.workload.on = true;
        next.workload.counts = true;
    } else if (next.workload.counts) {
        next.workload = {};
    }
    if (!ring::validate(next.workload.hot, n))
        next.workload.hot = {};
    return push(next, false,
                QCoreApplication::translate("hashlab::app::RingModel", "Import %1 keys").arg(n));
}

QString RingModel::importNodes(const std::vector<ring::Node>& nodes,
                               const std::vector<std::string>& racks) {
    if (nodes.empty())
        return QCoreApplication::translate("hashlab::app::RingModel",
                                           "file: the file lists no node");
    RingState next = m_state;
    next.config.nodes = nodes;
    next.failed.clear();
    next.racks.clear();
    for (std::size_t i = 0; i < nodes.size() && i < racks.size(); ++i)
        if (racks[i] != ring::kDefaultRack)
            next.racks[nodes[i].name] = racks[i];
    if (static_cast<std::size_t>(next.replicas) > nodes.size())
        next.replicas = static_cast<int>(nodes.size());
    return push(next, false,
                QCoreApplication::translate("hashlab::app::RingModel", "Import %1 nodes")
                    .arg(nodes.size()));
}

QString RingModel::resetTo(const RingState& state) {
    if (Status s = ring::validate(state.config); !s)
        return errorText(s.error());
    if (state.isRedis() && state.slotOwners.size() != ring::redis::kSlots)
        return QCoreApplication::translate("hashlab::app::RingModel",
                                           "slots: a Redis Cluster state needs its slot table");
    m_undo->clear();
    m_snapshot.reset();
    applyState(state, false);
    return {};
}

void RingModel::resetWithChange(const RingState& before, const RingState& after) {
    m_undo->clear();
    m_snapshot.reset();
    applyState(before, false);
    waitIdle();
    applyState(after, true);
}

} // namespace hashlab::app

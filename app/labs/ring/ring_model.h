#pragma once
// RingModel: the ring lab's state and everything computed from it.
//
// Data flow: a user action (add / remove / fail a node, change vnodes, keys, hash or algorithm)
// becomes one RingStateCommand on the undo stack holding the RingState before and after. Its
// redo/undo calls RingModel::applyState, which asks hashlab_core (computeRingSnapshot) for a new
// RingSnapshot: placement, owners, load, exact shares and, for node changes, the Migration, the
// three-stage ChangeTrace and what modulo hashing would have moved. Up to kSyncKeys keys this
// runs at once; above, in a BackgroundJob with progress and cancel. The canvas, load panel and
// compare view only read the snapshot (and the step index); they never compute placements.
#include "hashlab/common/progress.h"
#include "hashlab/ring/analysis.h"
#include "hashlab/ring/redis_cluster.h"
#include "hashlab/ring/replication.h"
#include "hashlab/ring/workload.h"

#include <QColor>
#include <QObject>
#include <QString>

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <optional>

class QUndoStack;

namespace hashlab::app {

class BackgroundJob;

// Requests over the lab's keys (docs/ring.md "Skewed load"). Off: the load panel counts keys
// only, as files from before workloads do.
struct RingWorkload {
    bool on = false;
    bool counts = false; // the imported key file's request counts instead of sampled requests
    ring::Workload::Kind kind = ring::Workload::Kind::Zipf;
    double s = 0.99; // Zipf exponent (YCSB's default)
    std::uint64_t requests = 100'000;
    ring::HotKey hot;           // share 0: no hot key
    std::uint64_t capacity = 0; // requests one node serves; 0: no capacity
    std::uint64_t seed = 1;
    ring::Workload workload() const;
    bool operator==(const RingWorkload&) const = default;
};

// Keys imported from a file (File → Import…), or none: key-0 ... key-(n-1). Shared, never
// changed in place: the undo stack's states hold the same lists.
struct RingKeys {
    std::shared_ptr<const std::vector<std::string>> list;
    std::shared_ptr<const std::vector<std::uint64_t>> counts; // requests per key, or none
    bool imported() const { return list != nullptr; }
    bool operator==(const RingKeys& o) const; // by content
};

struct RingState {
    ring::Config config;             // every node, failed ones included
    std::vector<std::string> failed; // names of failed nodes (they own nothing)
    int keyCount = 1000;             // with imported keys, their number
    RingKeys keys;
    int replicas = 1; // copies per key (1 to 5): the length of each key's preference list
    std::map<std::string, std::string> racks; // node name -> rack; unlisted: "default"
    bool rackAware = false;                   // Cassandra's NetworkTopologyStrategy walk
    RingWorkload workload;
    // Redis Cluster: the owner (index into config.nodes) of each of the 16,384 slots. It follows
    // from the history of adds and removes, not from the node set, so it is part of the state
    // (saved, undone); empty for the other algorithms.
    std::vector<std::uint32_t> slotOwners;

    bool isRedis() const { return config.algo == ring::Algo::RedisCluster; }
    ring::redis::SlotMap slotMap() const; // Redis Cluster only
    bool isFailed(const std::string& name) const;
    std::string rackOf(const std::string& name) const;
    ring::ReplicaSetup replicaSetup() const; // R, racks, rack-aware and failed, node order
    ring::Config activeConfig() const;       // config without the failed nodes
    nlohmann::json toJson() const;
    static Result<RingState> fromJson(const nlohmann::json& j); // validates everything
    bool operator==(const RingState&) const = default;
};

namespace ringlimits {
inline constexpr int kMinKeys = 10;
inline constexpr int kMaxKeys = 1'000'000;
inline constexpr int kMaxGuiVnodes = 1000;
inline constexpr int kSyncKeys = 100'000; // above this, computing runs in a BackgroundJob
inline constexpr int kMaxGuiNodes = 64;
inline constexpr std::uint64_t kMaxGuiRequests = 10'000'000; // drawn on the GUI thread below
// Imported keys are saved in the scenario itself, whose file is at most 10 MB.
inline constexpr std::size_t kMaxImportedKeys = 100'000;
inline constexpr std::size_t kMaxImportedKeyBytes = 4u << 20; // all keys' bytes together
} // namespace ringlimits

struct RingSnapshot {
    RingState state;
    std::shared_ptr<const ring::Placement> placement;
    std::shared_ptr<const std::vector<std::uint64_t>> hashes;
    std::vector<std::uint32_t> owners; // per key, index into placement's (active) nodes
    ring::LoadStats load;
    std::optional<ring::SpaceShares> shares;
    // The last node change (add / remove / fail / restore), if this snapshot came from one.
    bool hasChange = false;
    std::shared_ptr<const ring::Placement> before;
    // The side before the change: the panels at stage 0 (see ring_stage.h), and with hasChange
    // the state the change started from (saved in scenarios, exported).
    RingState beforeState;
    ring::LoadStats beforeLoad;
    std::optional<ring::SpaceShares> beforeShares;
    // The key-side results before the change (stages 0-2: the keys have not moved yet).
    std::vector<std::uint32_t> beforeOwners;
    std::optional<ring::ReplicaReport> beforeReplicas;
    std::optional<ring::RequestLoad> beforeRequestLoad;
    ring::Migration migration;
    ring::ChangeTrace trace;
    double moduloMovedFraction = -1; // same keys, same node change, hash mod n
    // Redis Cluster: the slots the change moved (whole slots, grouped by from -> to).
    std::vector<ring::redis::SlotMove> slotMoves;
    std::uint32_t slotsMoved() const;
    // With replicas > 1: live copies per key over every node, failed ones kept in their place
    // (down, not gone); none when the algorithm has no replica order or R exceeds the nodes.
    std::optional<ring::ReplicaReport> replicas;
    // With replicas and a failed node: each key's live copies (0 to R), which the canvas colours
    // the keys by ("A rack dies" asks how many keys keep one copy); before the change, the same
    // for the state it started from. Empty otherwise (every key has its R copies).
    std::shared_ptr<const std::vector<std::uint8_t>> liveCopies, beforeLiveCopies;
    // With replicas or a failed node: every node, failed too
    std::shared_ptr<const ring::Placement> fullPlacement;
    // With a workload: requests per key (reused while the workload and keys stay) and per node
    // of `placement`.
    std::shared_ptr<const std::vector<std::uint64_t>> requests;
    std::optional<ring::RequestLoad> requestLoad;
};

// The lab's keys: the imported ones, else key-0 ... key-(n-1), or the integers 0 ... n-1 under
// the identity hash.
ring::KeySource labKeys(const RingState& state);
QString keyLabel(const RingState& state, std::uint64_t index);
// The first `count` names of A, B, ..., Z, AA, AB, ... that `state` does not use yet.
std::vector<std::string> freeNodeNames(const RingState& state, int count);

// Pure: the snapshot for `next`; `prev` supplies the key hashes to reuse and, when
// `nodeChange`, the placement and owners the migration starts from. Null if cancelled.
std::shared_ptr<const RingSnapshot> computeRingSnapshot(const RingState& next,
                                                        const RingSnapshot* prev, bool nodeChange,
                                                        const hashlab::Progress& progress);

class RingModel : public QObject {
    Q_OBJECT
public:
    explicit RingModel(QObject* parent = nullptr);
    ~RingModel() override;

    const RingState& state() const { return m_state; }
    std::shared_ptr<const RingSnapshot> snapshot() const { return m_snapshot; }
    QUndoStack* undoStack() const { return m_undo; }
    BackgroundJob* job() const { return m_job; }
    bool busy() const;
    void waitIdle(); // tests and export: block until a background computation has landed

    // User actions: each validates first (returns the reason and changes nothing when refused)
    // and otherwise pushes one undo command. The reason is translated, for an InlineMessage.
    QString addNode(const QString& name, double weight);
    // Adds `count` nodes of weight 1 named after the first free names A, B, ... Z, AA, AB, ...
    // in one undo step.
    QString addNodes(int count);
    QString removeNode(const QString& name);
    QString setFailed(const QString& name, bool failed);
    QString setVnodes(int vnodes);
    QString setKeyCount(int keys);
    QString setHash(ring::KeyHash hash);
    QString setAlgo(ring::Algo algo);
    QString setEpsilon(double epsilon); // bounded loads; kept as the decimal shown
    QString setReplicas(int replicas);
    QString setRack(const QString& name, const QString& rack); // empty: back to "default"
    QString setRackAware(bool on);
    QString setRackFailed(const QString& rack, bool failed); // every node of the rack, one step
    QString setWorkload(const RingWorkload& workload);
    // Replaces the keys with a file's (and its request counts, which then become the workload);
    // one step. Refused past kMaxImportedKeys / kMaxImportedKeyBytes.
    QString importKeys(std::vector<std::string> keys, std::vector<std::uint64_t> counts);
    // Replaces every node (an imported CSV): racks one per node, failures cleared; one step.
    QString importNodes(const std::vector<ring::Node>& nodes,
                        const std::vector<std::string>& racks);
    // Replaces everything (scenario load, page start-up); clears the undo stack.
    QString resetTo(const RingState& state);
    // The start-up lesson: `before`, then the node change to `after`, not undoable.
    void resetWithChange(const RingState& before, const RingState& after);

    // The stage of the last node change the player shows (0..3; 3 when there is none): every
    // panel reads the state of this stage through ringStage().
    int shownStep() const { return m_shownStep; }
    void setShownStep(int step);

    // Called by RingStateCommand only.
    void applyState(const RingState& state, bool nodeChange);

    // A node's colour index: stable per name for the model's lifetime, so colours do not jump
    // when a node before it is removed.
    int colorIndex(const std::string& name);
    // The node's colour under the current theme: the theme's series, a darker round after it
    // runs out, so that eleven nodes never share a colour.
    QColor nodeColor(const std::string& name);
    // Every name that got a colour, in the order they got it (saved so that an exported copy of
    // the page gives each node the colour it has in the window).
    std::vector<std::string> colorOrder() const;

signals:
    void snapshotChanged(); // a new snapshot is in place
    void busyChanged(bool busy);
    void shownStepChanged(int step);

private:
    // Validates `next` and pushes it; a Redis Cluster state gets its slot table here, moved from
    // the current one as redis-cli would move it.
    QString push(const RingState& next, bool nodeChange, const QString& text);
    void install(std::shared_ptr<const RingSnapshot> snapshot);

    RingState m_state;
    std::shared_ptr<const RingSnapshot> m_snapshot;
    // Where the running job puts its result; replaced (not reused) by every new computation.
    std::shared_ptr<std::shared_ptr<const RingSnapshot>> m_pending;
    QUndoStack* m_undo;
    BackgroundJob* m_job;
    std::map<std::string, int> m_colors;
    int m_shownStep = 3;
};

} // namespace hashlab::app

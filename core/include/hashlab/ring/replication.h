#pragma once
// Replication (docs/references.md "Replication"): a key's preference list is the first R
// distinct nodes in its placement's preference order, the owner first: clockwise points on a
// ring (Dynamo), the highest scores for rendezvous, the successor buckets for jump and modulo,
// the following table slots for maglev. Rack-aware placement follows Cassandra's
// NetworkTopologyStrategy walk. Failed nodes keep their place (they are down, not gone): they
// stay in the lists and only stop counting as live copies.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"
#include "hashlab/ring/placement.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace hashlab::ring {

namespace limits {
inline constexpr int kMaxReplicas = 5;
inline constexpr std::size_t kMaxRackLength = 64;
// Preference lists kept for printing or diffing: keys x R entries of 4 bytes, checked before
// allocating (80 MB per side).
inline constexpr std::uint64_t kMaxListEntries = 20'000'000;
} // namespace limits

inline constexpr const char* kDefaultRack = "default";

struct ReplicaSetup {
    int replicas = 1; // R: 1 to kMaxReplicas and at most the number of nodes
    bool rackAware = false;
    std::vector<std::string> racks; // per node in config order; empty: every node in "default"
    std::vector<bool> failed;       // per node in config order; empty: none failed
};

// Whether an algorithm has an order to take replicas in (every one but bounded, whose owner
// depends on capacities the paper defines for one copy only).
bool hasReplicaOrder(Algo algo);
// R within range and the node count, racks and failed flags one per node (or empty), rack names
// of 1 to 64 characters; R > 1 refused for an algorithm without a replica order.
Status validate(const ReplicaSetup& setup, const Config& config);

// Takes nodes offered in preference order (repeats allowed) and keeps the preference list.
// Plain: the first R distinct nodes. Rack-aware: a node is taken only if its rack is not used
// yet, others are remembered in the order met; once every rack is used, the remembered nodes
// fill the remaining places in that order, then any node met is taken.
class ReplicaPicker {
public:
    // rackOf: rack index per node; rackCount: distinct racks among all nodes.
    ReplicaPicker(int replicas, bool rackAware, std::span<const std::uint32_t> rackOf,
                  std::uint32_t rackCount);
    void reset();
    // Returns true once the list is complete (R nodes).
    bool offer(std::uint32_t node);
    // After the order is exhausted: the remembered nodes fill what is left.
    void finish();
    const std::vector<std::uint32_t>& list() const { return m_list; }

private:
    void take(std::uint32_t node);
    void fillSkipped();
    std::size_t m_r;
    bool m_rackAware;
    std::span<const std::uint32_t> m_rackOf;
    std::uint32_t m_rackCount;
    std::vector<std::uint32_t> m_list, m_skipped;
    std::vector<std::uint8_t> m_seen, m_rackUsed; // per node / per rack
    std::vector<std::uint32_t> m_touched;         // nodes whose m_seen is set, for reset
    std::vector<std::uint32_t> m_touchedRacks;
    std::uint32_t m_racksUsed = 0;
};

// Preference lists of many keys against one placement (a placement and setup already checked).
class Replicator {
public:
    Replicator(const Placement& placement, const ReplicaSetup& setup);
    // The preference list of one hash, primary first: exactly R distinct nodes.
    const std::vector<std::uint32_t>& list(std::uint64_t hash);
    std::uint32_t rackOf(std::uint32_t node) const { return m_rackOf[node]; }
    std::uint32_t rackCount() const { return m_rackCount; }

private:
    const Placement& m_placement;
    std::uint32_t m_rackCount = 0; // before m_rackOf: filled while m_rackOf is built
    std::vector<std::uint32_t> m_rackOf;
    ReplicaPicker m_picker;
    bool m_rackAware;
    std::vector<std::uint32_t> m_top; // the placement's best nodes, when it can tell them at once
};

struct ReplicaReport {
    int replicas = 1;
    std::uint64_t underReplicated = 0; // keys with fewer than R live copies
    std::uint64_t unavailable = 0;     // keys with no live copy
    std::vector<std::uint64_t> live;   // keys with 0, 1, ..., R live copies
    std::vector<std::uint64_t> copies; // copies held per node (failed nodes included)
    // [failed primary][node]: keys whose primary failed, by the first live node of their list
    // (the one that takes over); keys with no live copy are in `unavailable` only.
    std::vector<std::vector<std::uint64_t>> takeover;
    std::vector<std::uint32_t> lists; // R per key when asked for, else empty
};
// Streams the keys; `keepLists` stores every list (R x 4 bytes per key). Empty if cancelled.
ReplicaReport replicate(const Placement& placement, const ReplicaSetup& setup,
                        std::span<const std::uint64_t> hashes, bool keepLists,
                        const Progress& progress = {});
// replicate() for `after`, a placement one node away from `before` (one node joined or one left,
// matched by name), given `before`'s report with its lists: the same report, faster where the
// order ranks nodes by independent scores (rendezvous with the same weights on both sides). A
// key's walk there can only change if the joining node outranks the last node its walk took, or
// if the leaving node is in its list; only those keys are walked again. Any other change, or
// lists not kept, walks every key.
ReplicaReport replicateAfter(const Placement& before, const ReplicaSetup& setupBefore,
                             const ReplicaReport& reportBefore, const Placement& after,
                             const ReplicaSetup& setupAfter, std::span<const std::uint64_t> hashes,
                             bool keepLists, const Progress& progress = {});
// Each key's owner from the lists a report kept: the first node of each list, as every
// placement with a replica order offers its owner first (the same as assign()). Empty if the
// lists were not kept.
std::vector<std::uint32_t> primaries(const ReplicaReport& report);
// Copies a change must create: over all keys, the nodes in the new list that were not in the
// old one (nodes matched by name). Lists as replicate() keeps them.
std::uint64_t copiesMoved(const Config& before, std::span<const std::uint32_t> listsBefore,
                          const Config& after, std::span<const std::uint32_t> listsAfter,
                          int replicas);

} // namespace hashlab::ring

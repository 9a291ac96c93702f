#pragma once
// The compare view's numbers: the same keys and the same node change under every algorithm.
#include "hashlab/ring/analysis.h"
#include "hashlab/ring/redis_cluster.h"
#include "hashlab/ring/replication.h"
#include "hashlab/ring/workload.h"

#include <optional>
#include <string>
#include <vector>

namespace hashlab::ring {

struct CompareRow {
    Algo algo{};
    Text refused; // why this algorithm cannot make the change; empty when it ran
    double movedFraction = 0, idealFraction = 0;
    double maxOverMean = 0; // after the change
    // Mean time of one lookup (key already hashed), measured here; under bounded loads against
    // the loads of the assignment (AssignedLookup), walking past full nodes.
    double lookupNs = 0;
    // Under the same request workload for every algorithm (after the change): the requests of
    // the keys each node owns, max over mean.
    double requestMaxOverMean = 0;
    // Disruption: keys moved when one node of weight 1 joins / the last node leaves the setup
    // before the change; -1 where the algorithm cannot (a single node cannot leave), with why.
    double joinMovedFraction = -1, leaveMovedFraction = -1;
    Text joinRefused, leaveRefused;
    double bytesPerNode = 0; // Placement::memoryBytes() over the nodes, after the change
    // With R > 1: the replica copies the change must create (copiesMoved(), as `hashlab ring
    // --replicas R` reports after.replicas.copies_moved); -1 with why where it cannot.
    std::int64_t copiesMoved = -1;
    Text copiesRefused;
    // The parts of the setup (failed nodes, replicas, racks) this algorithm cannot honour, one
    // sentence each: its numbers are computed without them, and the view says so.
    std::vector<Text> notHonoured;
};

// The rows of the comparison: allAlgos(), then Redis Cluster, whose slot table is not a
// function of the nodes (config.h) and so is built here from its history.
std::span<const Algo> compareAlgos();

// The request workload of the comparison: Zipf(s) over the keys (s = 0 is uniform).
struct CompareWorkload {
    double zipfS = 0.99;
    std::uint64_t requests = 1'000'000;
    std::uint64_t seed = 1;
    // Requests per key to count instead (the lab's own workload, or a file's counts, one per
    // key); empty: drawn from Zipf(zipfS).
    std::vector<std::uint64_t> perKey;
};
inline constexpr const char* kJoinNodeName = "joining-node";

// The replication and failures the lab runs, for `before`'s and `after`'s nodes in their order
// (failed nodes stay in the configs: down, not gone). Default: one copy, no racks, none failed.
// Load, requests and moved keys then count who serves a key (servingNodes(), serving.h), as the
// lab and `hashlab ring --fail` do.
struct CompareSetups {
    ReplicaSetup before, after;
};

// `before` and `after` differ in their nodes (or their failed flags) only; each algorithm is run
// with its own key hash (ketama: md5; the others: before.hash). Jump can only add or remove at the
// end of the node list and four algorithms cannot weight: those rows say so instead of running.
// Empty if cancelled. Redis Cluster starts from `beforeSlots`, the slot table the lab's history
// built for `before`'s nodes (its nodes must be before's), or else from a freshly created cluster;
// the change, the join and the leave then move its slots as redis::reshard, addNode and removeNode
// do, exactly as the lab and `hashlab ring --algo redis-cluster --add/--remove` move them.
std::vector<CompareRow> compareAlgorithms(const Config& before, const Config& after,
                                          const KeySource& keys, const Progress& progress = {},
                                          const CompareWorkload& workload = {},
                                          const std::optional<redis::SlotMap>& beforeSlots = {},
                                          const CompareSetups& setups = {});
// The joins and leaves the disruption columns measure (the setup before the change): one node
// of weight 1 named kJoinNodeName (with a digit appended while taken), or the last node gone.
Config joinedConfig(const Config& before);
std::optional<Config> leftConfig(const Config& before);

// Spread of a placement's exact space shares: each node's share divided by its fair share
// w / sum w; max/mean of those ratios (1 is perfectly even) and their coefficient of variation.
// Zero for placements without exact shares (jump, rendezvous).
struct ShareSpread {
    double maxOverMean = 0, cv = 0;
};
ShareSpread shareSpread(const Placement& placement);

// Spread of the exact space shares of a ring as vnodes grow (the load panel's second plot):
// each node's share divided by its fair share w / sum w; CV and max/mean of those ratios.
struct VnodeSweepPoint {
    int vnodes = 0;
    double cv = 0, maxOverMean = 0;
};
std::vector<VnodeSweepPoint> vnodeSweep(const Config& config, const std::vector<int>& vnodes,
                                        const Progress& progress = {});

} // namespace hashlab::ring

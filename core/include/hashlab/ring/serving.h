#pragma once
// Who serves a key when nodes have failed (docs/ring.md "Failed nodes"): one definition for the
// window and the command line. A failed node keeps its place in the placement (it is down, not
// gone), so it still *owns* its keys; they are *served* by the node that takes over, the first
// live node of the key's preference list. Load, requests and moved keys count who serves.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"
#include "hashlab/ring/placement.h"
#include "hashlab/ring/replication.h"

#include <cstdint>
#include <span>
#include <vector>

namespace hashlab::ring {

// The serving node of each key, an index into `full`'s nodes (failed ones included), given the
// owners `full` assigned. A live owner serves its keys. A failed owner's key goes to the first live
// node of its preference list (R nodes, rack-aware as `setup` says); when the whole list is down,
// to the first live node further along its preference order, the node a client falling through
// the order reaches. Bounded loads have no preference order: the live nodes share the keys by the
// bounded rule itself, as if the failed nodes were gone. `setup` must pass validate(); at least
// one node must be live. Empty if cancelled.
std::vector<std::uint32_t> servingNodes(const Placement& full, const ReplicaSetup& setup,
                                        std::span<const std::uint64_t> hashes,
                                        std::span<const std::uint32_t> owners,
                                        const Progress& progress = {});

// The serving nodes counted over the live nodes alone, as load, requests and moved keys are:
// `live` is `full` without its failed nodes (order kept) and `served` indexes `live`'s nodes.
struct LiveServing {
    Config live;
    std::vector<std::uint32_t> served;
};
Config liveConfig(const Config& full, const std::vector<bool>& failed);
LiveServing liveServing(const Config& full, const std::vector<bool>& failed,
                        std::span<const std::uint32_t> served);

} // namespace hashlab::ring

#pragma once
// A rebalance plan for a ClusterState: whole slots leaving one master for another, in the order
// they would move, so a view can step through them as through any trace. Both planners give one:
// redis-cli's (redis_rebalance.h) and HashLab's by keys or cpu (redis_key_plan.h).
#include "hashlab/common/result.h"
#include "hashlab/ring/redis_cluster_state.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace hashlab::ring::redis {

enum class PlanKind { RedisCli, Keys, Cpu };
const char* planKindName(PlanKind k); // "redis-cli", "keys", "cpu"

struct PlanMove {
    std::uint32_t from = 0, to = 0;     // indices into the planned state's masters
    std::vector<std::uint32_t> slotIds; // in the order they move ("slots" is a Qt keyword)
    std::uint64_t keys = 0;             // their keys when known, else 0
    std::vector<SlotRange> ranges() const;
};

struct RebalancePlan {
    PlanKind kind = PlanKind::RedisCli;
    std::vector<PlanMove> moves;
    std::vector<std::uint32_t> ownerAfter; // kSlots owners once every move is made
    std::uint32_t slotsMoved = 0;
    std::uint64_t keysMoved = 0;
    std::vector<Text> notes; // "No rebalancing needed", a slot too big for any share, …
};

// What redis-cli checks before it rebalances (clusterManagerCheckCluster), and HashLab's plan
// too: no open slot, and every slot served by a master that has not failed.
Status checkRebalanceable(const ClusterState& state);

// The owners after the first `movesMade` moves: a view steps a plan with this.
std::vector<std::uint32_t> ownerAfterMoves(const ClusterState& state, const RebalancePlan& plan,
                                           std::size_t movesMade);

// "ID=W" items (ID a unique-enough prefix of a master's id, as redis-cli's --cluster-weight
// takes it; W from 0 to 1000000) to one weight per master, 1 for those not named.
Result<std::vector<double>> parseWeights(const ClusterState& state,
                                         const std::vector<std::string>& items);

// What-ifs. `count` empty masters join at the end of the order (redis-cli --cluster add-node; the
// real node's place in CLUSTER NODES is the server's hash-table order), with ids new-1, new-2…
// and no address, so a plan that needs them cannot be exported until they exist.
Result<ClusterState> withEmptyMasters(const ClusterState& state, std::uint32_t count);

} // namespace hashlab::ring::redis

#pragma once
// The JSON of a read cluster and of a rebalance plan (docs/cli.md "cluster"), shared by
// `hashlab cluster redis` and any export of the window's cluster view.
#include "hashlab/ring/redis_cluster_state.h"
#include "hashlab/ring/redis_plan.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace hashlab::cli {

// {source, masters[{id, address, health, slot_ranges, slots, keys|null, cpu_usec?, replicas}],
//  open_slots[{slot, state, node, peer}], unassigned_slots, max_over_mean{slots, keys|null},
//  warnings, slot_keys: 16384 integers | null (only with withSlotKeys; else left out)}
nlohmann::json clusterJson(const ring::redis::ClusterState& state, bool withSlotKeys);

// {kind, moves[{from, to, slot_ranges, slots, keys|null}], slots_moved, keys_moved|null,
//  after{id: {slot_ranges, slots, keys|null}}, max_over_mean_after{slots, keys|null}, notes,
//  removed[ids]}: masters in `removed` (to be deleted after the plan) are left out of after.
nlohmann::json planJson(const ring::redis::ClusterState& state,
                        const ring::redis::RebalancePlan& plan,
                        const std::vector<std::uint32_t>& removed);

} // namespace hashlab::cli

#pragma once
// A cluster as redis-cli --cluster create leaves it, for the planners' tests: masters m0, m1, …
// with addresses 10.0.0.1:7000, :7001, …, contiguous ranges, one key per slot.
#include "hashlab/ring/redis_cluster_state.h"

namespace hashlab::testing {

inline ring::redis::ClusterState createdCluster(std::uint32_t masters) {
    namespace redis = ring::redis;
    std::vector<std::string> names;
    for (std::uint32_t i = 0; i < masters; ++i)
        names.push_back("m" + std::to_string(i));
    const auto map = redis::createSlots(names);
    redis::ClusterState s;
    for (std::uint32_t i = 0; i < masters; ++i)
        s.masters.push_back({names[i], "10.0.0.1:" + std::to_string(7000 + i), "online", {}});
    s.owner = map->owner;
    s.slotKeys.assign(redis::kSlots, 1);
    return s;
}

} // namespace hashlab::testing

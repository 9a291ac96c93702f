#pragma once
// A cluster's masters sorted by id, owners renumbered to match: CLUSTER SHARDS lists shards in
// the server's hash-table order and CLUSTER NODES puts the node read first, so two reads of one
// cluster compare equal only in one order.
#include "hashlab/ring/redis_cluster_state.h"

#include <algorithm>
#include <numeric>

namespace hashlab::testing {

inline ring::redis::ClusterState byId(ring::redis::ClusterState s) {
    std::vector<std::uint32_t> order(s.masters.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(),
              [&](auto a, auto b) { return s.masters[a].id < s.masters[b].id; });
    std::vector<std::uint32_t> newIndex(order.size());
    std::vector<ring::redis::ClusterMaster> masters;
    for (std::uint32_t k = 0; k < order.size(); ++k) {
        newIndex[order[k]] = k;
        masters.push_back(s.masters[order[k]]);
    }
    for (auto& o : s.owner)
        if (o != ring::redis::kNoOwner)
            o = newIndex[o];
    s.masters = std::move(masters);
    return s;
}

} // namespace hashlab::testing

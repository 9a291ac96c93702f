#include "redis_cluster_builder.h"

#include <algorithm>
#include <map>

namespace hashlab::ring::redis::detail {

bool isNodeId(std::string_view id) {
    return id.size() == 40 && std::all_of(id.begin(), id.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
           });
}

Result<ClusterState> assemble(std::vector<NodeRecord> records, ClusterSource source,
                              std::vector<OpenSlot> openSlots) {
    if (records.size() > kMaxClusterNodes)
        return makeError("", HASHLAB_TR("core", "more than %1 nodes"), kMaxClusterNodes);
    std::map<std::string, std::size_t> seen;
    for (std::size_t i = 0; i < records.size(); ++i)
        if (auto [it, fresh] = seen.try_emplace(records[i].id, i); !fresh)
            return makeError("", HASHLAB_TR("core", "%1: node %2 is listed again (first: %3)"),
                             records[i].where, records[i].id, records[it->second].where);
    // redis-cli --cluster puts the node it was pointed at first, then the others in the order
    // of that node's CLUSTER NODES.
    std::stable_partition(records.begin(), records.end(),
                          [](const NodeRecord& r) { return r.myself; });
    ClusterState state;
    state.source = source;
    std::map<std::string, std::uint32_t> masterIndex;
    for (const NodeRecord& r : records)
        if (r.master) {
            masterIndex[r.id] = static_cast<std::uint32_t>(state.masters.size());
            state.masters.push_back({r.id, r.address, r.health, {}});
        }
    if (state.masters.empty())
        return makeError("", HASHLAB_TR("core", "no master node in the cluster's description"));
    std::vector<const Text*> claimedAt(kSlots, nullptr);
    for (const NodeRecord& r : records) {
        if (!r.master) {
            auto m = masterIndex.find(r.masterId);
            if (m == masterIndex.end())
                state.warnings.push_back(
                    text(
                        HASHLAB_TR("core", "%1: replica %2 follows %3, which is not a master here"),
                        r.where, r.id, r.masterId)
                        .english());
            else
                state.masters[m->second].replicas.push_back({r.id, r.address, r.health});
            continue;
        }
        const std::uint32_t me = masterIndex.at(r.id);
        for (const auto& [first, last] : r.slots)
            for (std::uint32_t s = first; s <= last; ++s) {
                if (state.owner[s] != kNoOwner)
                    return makeError("",
                                     HASHLAB_TR("core", "%1: slot %2 is already served by %3 (%4)"),
                                     r.where, s, state.masters[state.owner[s]].id, *claimedAt[s]);
                state.owner[s] = me;
                claimedAt[s] = &r.where;
            }
    }
    // Replicas by id: CLUSTER NODES and CLUSTER SHARDS list them in different orders.
    for (ClusterMaster& m : state.masters)
        std::sort(m.replicas.begin(), m.replicas.end(),
                  [](const ClusterReplica& a, const ClusterReplica& b) { return a.id < b.id; });
    std::sort(openSlots.begin(), openSlots.end(), [](const OpenSlot& a, const OpenSlot& b) {
        return a.slot != b.slot ? a.slot < b.slot : a.node < b.node;
    });
    state.openSlots = std::move(openSlots);
    return state;
}

} // namespace hashlab::ring::redis::detail

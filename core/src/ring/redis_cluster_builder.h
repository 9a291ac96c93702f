#pragma once
// What both cluster parsers (the text of CLUSTER NODES, the JSON of CLUSTER SHARDS) and the live
// reader share: one record per node as read, then one assembly into a ClusterState that orders
// the masters as redis-cli does and refuses a slot owned twice, naming where each claim was read.
#include "hashlab/ring/redis_cluster_state.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hashlab::ring::redis::detail {

struct NodeRecord {
    Text where; // "line 3", "shard 2": named in errors
    std::string id, address, health = "online";
    bool master = true, myself = false;
    std::string masterId; // a replica's master
    std::vector<SlotRange> slots;
};

Result<ClusterState> assemble(std::vector<NodeRecord> records, ClusterSource source,
                              std::vector<OpenSlot> openSlots);

bool isNodeId(std::string_view id); // 40 hexadecimal digits, as Redis names nodes

} // namespace hashlab::ring::redis::detail

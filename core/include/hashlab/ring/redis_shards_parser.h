#pragma once
// CLUSTER SHARDS (Redis >= 7.0) as `redis-cli --json cluster shards` prints it: an array of
// shards, each a map of "slots" (flat [first, last, first, last…]) and "nodes" (maps of id, port
// or tls-port, ip, endpoint, hostname, role, replication-offset, health). Maps come as JSON
// objects with RESP3 (redis-cli's default) and as flat [key, value, …] arrays with RESP2 (`-2`,
// and the live reader's hiredis). Shards come in the server's hash-table order; CLUSTER SHARDS
// has no `myself` and no open slots, so the masters keep that order and no slot is open.
#include "hashlab/common/result.h"
#include "hashlab/ring/redis_cluster_state.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace hashlab::ring::redis {

Result<ClusterState> parseClusterShards(std::string_view jsonText);
Result<ClusterState> clusterFromShards(const nlohmann::json& shards, ClusterSource source);

} // namespace hashlab::ring::redis

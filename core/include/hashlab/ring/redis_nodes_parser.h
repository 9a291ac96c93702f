#pragma once
// The text of `redis-cli cluster nodes` (CLUSTER NODES, Redis 3 to 8): one line per node,
//   <id> <ip:port@cport[,hostname]> <flags> <master> <ping-sent> <pong-recv> <epoch> <link> <slot>…
// with slots as "5461", "0-5460", and open slots as "[77->-<id>]" (migrating to id) and
// "[93-<-<id>]" (importing from id), which a node prints on its own `myself` line only.
// Flags give the role (master, slave), health (fail, fail?) and the node read (myself); nodes
// in handshake are skipped. A bad line is refused with its number.
#include "hashlab/common/result.h"
#include "hashlab/ring/redis_cluster_state.h"

#include <string_view>

namespace hashlab::ring::redis {

Result<ClusterState> parseClusterNodes(std::string_view text);

} // namespace hashlab::ring::redis

#pragma once
// Reads a running Redis Cluster (docs/redis.md "Reading a cluster live"), never writing to it:
//  1. on the node given: AUTH when a password is given, CLUSTER NODES (the order redis-cli
//     --cluster uses, and the node's own open slots), CLUSTER SHARDS where the server has it
//     (Redis >= 7.0: the layout, replicas and their health);
//  2. on every master that has not failed: CLUSTER NODES (its own open slots, and a check that it
//     is still the master it was), then its slots' keys: CLUSTER SLOT-STATS SLOTSRANGE over its
//     own ranges where the server answers it (Redis >= 8.2, Valkey >= 8.0: key-count, and
//     cpu-usec and network bytes when cluster-slot-stats-enabled is on), otherwise CLUSTER
//     COUNTKEYSINSLOT for each of its slots, pipelined.
// The result is a whole cluster or an error of one sentence (refused, timed out, wrong password,
// not a cluster, closed mid-read, cancelled): never a half-read cluster. Blocking: run it off
// the GUI thread; `progress` reports the fraction of slots counted and its flag cancels between
// pipelined batches. No TLS: Debian 12's hiredis 0.14 has none.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"
#include "hashlab/ring/redis_cluster_state.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>

namespace hashlab::ring::redis {

struct LiveTarget {
    std::string host = "127.0.0.1";
    int port = 6379;
    std::string user;     // ACL user; empty: AUTH with the password alone
    std::string password; // empty: no AUTH. Held only for the read, never saved.
    int connectTimeoutMs = 3000;
    int readTimeoutMs = 10000;
};

Result<ClusterState> readLive(const LiveTarget& target, const Progress& progress = {});

// "host:port" (IPv6 as [addr]:port or addr:port, the port after the last colon).
Result<LiveTarget> parseHostPort(const std::string& text);

// One CLUSTER SLOT-STATS reply ([[slot, [name, value, …]], …] in RESP2, maps in RESP3) into the
// state's per-slot figures (created on first use). `seen` keeps whether every slot so far came
// with cpu-usec, and with both network figures. False when the reply has another shape.
struct SlotStatsSeen {
    bool cpu = true, network = true;
};
bool addSlotStats(const nlohmann::json& reply, ClusterState& state, SlotStatsSeen& seen);

// Whether this build can read live (false without hiredis).
bool canReadLive();

} // namespace hashlab::ring::redis

#pragma once
// A real Redis Cluster as HashLab reads it (docs/redis.md): its masters in the order redis-cli
// --cluster sees them, each slot's owner, open (migrating/importing) slots and, when read live,
// the keys (and, where the server keeps them, cpu and network figures) of every slot. Plain data:
// the live reader, both text parsers, both planners and the window all share it.
#include "hashlab/common/result.h"
#include "hashlab/ring/redis_cluster.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::ring::redis {

inline constexpr std::uint32_t kNoOwner = 0xffffffffu;
// Text and JSON exports of a cluster are refused above this size before a byte is read.
inline constexpr std::uint64_t kMaxClusterFileBytes = 16u << 20;
// A cluster larger than this is no cluster HashLab reads (Redis recommends at most 1000 nodes).
inline constexpr std::size_t kMaxClusterNodes = 1000;

// "online", "pfail" (suspected by the node read), "fail" or "loading" (a replica that has not
// synced yet, as CLUSTER SHARDS says).
struct ClusterReplica {
    std::string id, address, health;
    bool operator==(const ClusterReplica&) const = default;
};

struct ClusterMaster {
    std::string id;
    std::string address; // ip:port clients use; empty for a what-if master not yet added
    std::string health = "online";
    std::vector<ClusterReplica> replicas;
    bool operator==(const ClusterMaster&) const = default;
};

enum class SlotState { Migrating, Importing };

// A slot half-way through a move, as the node holding the state reports it: `node` migrates it
// to `peer`, or imports it from `peer` (both node ids).
struct OpenSlot {
    std::uint32_t slot = 0;
    SlotState state = SlotState::Migrating;
    std::string node, peer;
    bool operator==(const OpenSlot&) const = default;
};

enum class ClusterSource { Live, Nodes, Shards };
const char* sourceName(ClusterSource s); // "live", "nodes", "shards"

struct ClusterState {
    ClusterSource source = ClusterSource::Nodes;
    // In redis-cli's order: the node read first (the `myself` line), then the others as its
    // CLUSTER NODES lists them. The order decides redis-cli's ties and rounding leftovers.
    std::vector<ClusterMaster> masters;
    std::vector<std::uint32_t> owner = std::vector<std::uint32_t>(kSlots, kNoOwner);
    std::vector<OpenSlot> openSlots;
    // kSlots entries each, or empty when unknown (text imports carry no key counts; cpu and
    // network only where CLUSTER SLOT-STATS answers with them).
    std::vector<std::uint64_t> slotKeys, slotCpuUsec, slotNetBytesIn, slotNetBytesOut;
    std::vector<std::string> warnings; // what was read but could not be placed (orphan replicas)

    bool hasKeys() const { return slotKeys.size() == kSlots; }
    bool hasCpu() const { return slotCpuUsec.size() == kSlots; }
    std::uint32_t slotCount(std::uint32_t master) const;
    std::vector<std::uint32_t> slotCounts() const;
    std::vector<SlotRange> ranges(std::uint32_t master) const;
    // Per master, summed over its slots (zeros when the metric is unknown).
    std::vector<std::uint64_t> totals(const std::vector<std::uint64_t>& perSlot) const;
    std::uint32_t unassignedSlots() const;
    // The master whose id starts with `prefix` (case-insensitive, as redis-cli matches
    // --cluster-weight names); the first in order when several do.
    std::optional<std::uint32_t> findMaster(std::string_view prefix) const;
    // Layout equality: masters (ids, addresses, health, replicas), owners and open slots; not the
    // source nor the per-slot figures.
    bool sameLayout(const ClusterState& other) const;
};

// Max over mean of per-master values (0 when all are 0); a master of weight 0 counts in neither.
double maxOverMean(const std::vector<std::uint64_t>& values);

// The text of a file of at most kMaxClusterFileBytes, refused by its size before reading.
Result<std::string> readClusterFile(const std::string& path);

// Slot ranges ("0-5460", "[77->-id]") and a node's flags, shared by the parsers.
std::vector<SlotRange> rangesOf(const std::vector<std::uint32_t>& slotsAscending);

} // namespace hashlab::ring::redis

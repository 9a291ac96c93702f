#pragma once
// Redis Cluster's placement (docs/references.md "Redis Cluster"): no ring, 16,384 hash slots,
// slot = CRC16-XMODEM(key) mod 16384 with the hash-tag rule, and a table of slot owners that
// redis-cli builds in contiguous ranges and changes by moving whole slots. A key moves exactly
// when its slot does, so a change is described by its slot moves.
#include "hashlab/common/result.h"
#include "hashlab/ring/placement.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hashlab::ring::redis {

inline constexpr std::uint32_t kSlots = 16384;

// CRC-16/XMODEM (polynomial 0x1021, initial value 0, no reflection): the CRC Redis uses.
std::uint16_t crc16(std::string_view bytes);
// The bytes Redis hashes: those between the first '{' and the first '}' after it when at least
// one byte lies between them, otherwise the whole key.
std::string_view hashedPart(std::string_view key);
std::uint32_t keySlot(std::string_view key);

using SlotRange = std::pair<std::uint32_t, std::uint32_t>; // first, last (inclusive)

// Owner (index into nodes) of every slot.
struct SlotMap {
    std::vector<std::string> nodes;
    std::vector<std::uint32_t> owner; // kSlots entries
    std::vector<std::uint32_t> counts() const;
    std::vector<SlotRange> ranges(std::uint32_t node) const; // ascending, maximal runs
};

// redis-cli --cluster create: node i takes the contiguous slots up to lround(cursor + 16384/N - 1)
// with the cursor and the share in single-precision floats, as redis-cli computes them; the last
// node takes the rest. Every range holds ⌊16384/N⌋ or ⌈16384/N⌉ slots (tested for N ≤ 1000);
// which nodes get the larger ones follows from the rounding (3 nodes: 5461, 5462, 5461).
// Names are checked as the ring's are (1 to 1000 unique names of 1 to 64 characters).
Result<SlotMap> createSlots(std::vector<std::string> nodes);
// A new node joins as redis-cli --cluster add-node and then rebalance
// --cluster-use-empty-masters do it (planRedisCli, redis_rebalance.h): every node should hold
// (int)(16384/(N+1)) slots, the truncation's leftover goes to the first nodes at or below their
// share (so the joiner of 4 equal nodes takes 3280 = 4 × 820 slots, not 3276), and the nodes
// furthest above their share give first, each its lowest-numbered slots. From a freshly created
// table only the joiner gains (3 nodes + 1: 4096 each); with more than 127 nodes old nodes may
// trade a slot among themselves too, as the real rebalance does.
Result<SlotMap> addNode(const SlotMap& map, const std::string& name);
// The leaving node's slots, in ascending order, are dealt in contiguous equal shares to the
// remaining nodes in node order (the first S mod M get one more). The last node cannot leave.
Result<SlotMap> removeNode(const SlotMap& map, const std::string& name);

// The table after a node change, one node at a time as redis-cli reshards: the names `map`
// lacks join in the order of `names` (addNode), then the nodes `names` drops leave in the map's
// order (removeNode). The result's nodes are in that order of joins, not in the order of `names`.
Result<SlotMap> reshard(const SlotMap& map, const std::vector<std::string>& names);

struct SlotMove {
    std::string from, to;
    std::uint32_t count = 0; // slots moved ("slots" would clash with Qt's keyword in the app)
    std::vector<SlotRange> ranges;
};
// Slots whose owner's name differs between two maps, grouped by (from, to) in the order of
// their first slot.
std::vector<SlotMove> slotMoves(const SlotMap& before, const SlotMap& after);

// The map as a Placement (algo RedisCluster, equal weights), so the ring lab's keys, loads,
// migration and panels treat it as any other algorithm: keyHash gives the slot, lookup the
// slot's owner, exactShares the slot counts over 16,384. Its preference order is the owner and
// then the other masters in node order: Redis has no replica order among masters (a master's
// copies live on replica nodes of its own). `map` must be valid (as the functions above give).
std::unique_ptr<Placement> makePlacement(const SlotMap& map);

} // namespace hashlab::ring::redis

#pragma once
// Consistent hashing with bounded loads (Mirrokni, Thorup, Zadimoghaddam 2018; docs/references.md
// "Bounded loads"): a node's capacity counts keys, and a key whose ring node is full walks on
// clockwise to the next node with room. Which node owns a position therefore depends on the keys
// already placed; these helpers answer with those loads, so that every panel and every timed
// lookup describes the bounded assignment rather than the plain ring under it.
#include "hashlab/ring/placement.h"

#include <cstdint>
#include <span>
#include <vector>

namespace hashlab::ring {

// Capacity of every node (config order) for `keys` keys: ⌈(1 + ε)·keys·w_i / W⌉, computed exactly
// from the decimals ε and w_i (no floating point: (1 + 0.1)·100 is 110, not 111).
std::vector<std::uint64_t> boundedCapacities(const Config& config, std::uint64_t keys);

// Lookups against an assignment of a key set (owners in config order, as assign() gave them).
// For every algorithm but bounded, lookup() is the placement's own. Under bounded loads it is
// where the next key at that hash would go: the owning point's node if it has room for one more
// key (capacities for keys + 1), else the first point clockwise whose node has.
class AssignedLookup {
public:
    AssignedLookup(const Placement& placement, std::span<const std::uint32_t> owners);
    std::uint32_t lookup(std::uint64_t hash) const;
    // The point the next key at `hash` would land on; -1 without a ring.
    std::int64_t pointIndex(std::uint64_t hash) const;
    bool bounded() const { return m_bounded; }
    const std::vector<std::uint64_t>& loads() const { return m_load; }
    const std::vector<std::uint64_t>& capacities() const { return m_cap; } // for keys + 1

private:
    const Placement& m_placement;
    bool m_bounded = false;
    std::vector<std::uint64_t> m_load, m_cap;
    std::vector<std::uint32_t> m_pointNode; // owner of each point, unpacked for the walk
};

// The point a key of an assignment landed on: the point owning its hash or, under bounded loads,
// the first point clockwise that belongs to the key's owner. -1 without a ring.
std::int64_t landingPoint(const Placement& placement, std::uint64_t hash, std::uint32_t owner);

} // namespace hashlab::ring

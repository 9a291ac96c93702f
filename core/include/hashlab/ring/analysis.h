#pragma once
// What the lab measures: load statistics of an assignment, the migration between two
// configurations (who moved where, against the ideal), and the three-stage trace of a change that
// the step player walks through (points appear or vanish, arcs change owner, keys migrate).
#include "hashlab/ring/placement.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace hashlab::ring {

struct LoadStats {
    std::vector<std::uint64_t> counts;                    // per node, in config order
    double mean = 0, stddev = 0, cv = 0, maxOverMean = 0; // population standard deviation
};
LoadStats loadStats(std::span<const std::uint32_t> owners, std::size_t nodeCount);

// The ideal moved fraction, one definition everywhere (GUI, CLI, docs): the total-variation
// distance ½·Σ|p_i − q_i| between the nominal weight shares before (p) and after (q) the change,
// the least fraction any placement that gives each node its nominal share must move. Adding one
// equal node to N gives 1/(N+1); removing one of N gives 1/N; a weighted node leaving, its share.
double idealMovedFraction(const Config& before, const Config& after);

struct Migration {
    std::vector<std::string> fromNodes, toNodes;    // node names before / after
    std::vector<std::uint32_t> before, after;       // owner per key (indices into the lists above)
    std::vector<std::vector<std::uint64_t>> matrix; // [from][to] key counts
    std::uint64_t moved = 0;
    double movedFraction = 0, idealFraction = 0;
};
// Diff of two assignments of the same keys; a key moved when its owner's name changed.
Migration diffOwners(const Config& before, const Config& after,
                     std::vector<std::uint32_t> ownersBefore,
                     std::vector<std::uint32_t> ownersAfter);
// Assigns the keys under both placements and diffs. Empty result if cancelled.
Migration migrate(const Placement& before, const Placement& after,
                  std::span<const std::uint64_t> hashes, const Progress& progress = {});

struct PointChange {
    std::string node;
    std::uint32_t vnode = 0;
    std::uint64_t pos = 0;
    bool appears = true; // false: the point vanishes
};
// An arc (start, end] of the hash space (wrapping when start >= end) whose owner changes.
struct ArcChange {
    std::uint64_t start = 0, end = 0;
    U128 length = 0;
    std::string from, to;
};
struct KeyMove {
    std::uint64_t key = 0; // index in the key set
    std::uint64_t hash = 0;
    std::uint32_t from = 0, to = 0; // indices into Migration::fromNodes / toNodes
};

// The three stages of a node change, each with what it touches and a one-line summary with the
// numbers behind it. Stage 1 and 2 are empty for algorithms without a ring (their summaries say
// why); maglev's stage 2 counts the table slots that change owner.
struct ChangeTrace {
    std::vector<PointChange> points;
    std::vector<ArcChange> arcs;
    U128 arcLengthChanged = 0;
    std::uint64_t slotsChanged = 0;
    std::vector<KeyMove> keys;
    std::array<Text, 3> summary;
};
ChangeTrace traceChange(const Placement& before, const Placement& after, const Migration& migration,
                        std::span<const std::uint64_t> hashes);

// "9.1 %" style helpers shared by summaries.
std::string formatPercent(double fraction, int decimals = 1);
std::string formatCount(std::uint64_t n); // 9,102

} // namespace hashlab::ring

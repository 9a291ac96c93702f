#pragma once
// Failure trials (issue 16): "how many random node failures until the first key is unavailable?"
// Each trial fails the live nodes one at a time in a random order and stops when some key has no
// live replica left. Every key's preference list is computed once and only the distinct replica
// sets are kept, indexed by node: a failure looks only at the sets of the node it takes down (a
// set is lost when its last live member fails), so a trial costs no per-key work. The orders come
// from splitmix64 with Lemire's unbiased reduction (workload.h), so a seed gives the same trials
// everywhere.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"
#include "hashlab/ring/replication.h"

#include <cstdint>
#include <span>
#include <vector>

namespace hashlab::ring {

namespace limits {
inline constexpr int kMaxFailureTrials = 100'000;
} // namespace limits

struct FailureTrials {
    // Per trial, in trial order: the random failures (beyond the nodes already marked failed)
    // after which the first key had no live replica; 0 if one had none before any.
    std::vector<std::uint32_t> failures;
    // histogram[k]: trials that ended after exactly k failures, k = 0 .. live nodes.
    std::vector<std::uint64_t> histogram;
    std::uint64_t distinctSets = 0; // distinct replica sets among the keys
    double mean() const;
    // Fraction of trials ended after at most k failures (the CDF the plot draws).
    double cdf(std::size_t k) const;
};

// The order trial `trial` fails the live nodes in: a Fisher–Yates shuffle of `live` driven by
// splitmix64 seeded with mix64(seed + trial), each swap index from uniformBelow.
std::vector<std::uint32_t> failureOrder(std::span<const std::uint32_t> live, std::uint64_t seed,
                                        std::uint64_t trial);

// Runs `trials` (1 to kMaxFailureTrials) trials over the keys' preference lists under `setup`
// (R, racks, rack awareness; its failed nodes are down from the start). Checks setup and
// trials; returns an empty result (no failures) if cancelled.
Result<FailureTrials> runFailureTrials(const Placement& placement, const ReplicaSetup& setup,
                                       std::span<const std::uint64_t> hashes, int trials,
                                       std::uint64_t seed, const Progress& progress = {});

} // namespace hashlab::ring

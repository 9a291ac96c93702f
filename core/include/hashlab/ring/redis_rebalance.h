#pragma once
// `redis-cli --cluster rebalance` as redis-cli 7.0.15 (Debian 12's) plans it
// (clusterManagerCommandRebalance; docs/references.md "redis-cli's rebalance"), move by move:
// - the masters in redis-cli's order (ClusterState's), failed ones left out; masters without
//   slots take part only with --cluster-use-empty-masters (else their weight is 0);
// - each master should hold (int)(16384.0f / total weight * weight) slots, in single-precision
//   floats as redis-cli computes them; its balance is what it holds minus that;
// - nothing moves unless some master is off by more than the threshold, |100 - 100 * expected /
//   held| > threshold percent (a master holding nothing: expected > 1);
// - the slots truncation leaves over are handed, one at a time in order, to masters whose
//   balance is <= 0 (#3001: the rounding leftover);
// - the masters are sorted by balance (a stable sort: glibc's qsort is a merge sort), and the
//   most negative takes from the most positive, min(|take|, |give|) slots at a time, each taken
//   from the bottom of the giver's slots as they stand then.
// redis-cli refuses a cluster with open slots or uncovered slots; so does this.
#include "hashlab/common/result.h"
#include "hashlab/ring/redis_plan.h"

#include <vector>

namespace hashlab::ring::redis {

struct RedisCliOptions {
    std::vector<double> weights; // one per master (parseWeights); empty: all 1
    double threshold = 2.0;      // --cluster-threshold, percent
    bool useEmptyMasters = false;
};

Result<RebalancePlan> planRedisCli(const ClusterState& state, const RedisCliOptions& options);

} // namespace hashlab::ring::redis

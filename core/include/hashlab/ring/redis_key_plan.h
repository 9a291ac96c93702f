#pragma once
// HashLab's rebalance: balance what the masters hold (keys, or cpu-usec where CLUSTER SLOT-STATS
// gave it) rather than slot counts, still moving whole slots, and move few keys doing it.
// Each master of weight w should hold total * w / (sum of weights), within the threshold
// (percent of that share). A greedy in three passes (docs/redis.md "HashLab's plan"):
//  1. a slot larger than every master's upper bound cannot be balanced: its master keeps it
//     (a master of weight 0 hands it to the heaviest master), gives away its other slots that
//     hold keys and leaves the balancing, which goes on among the others (the plan says so);
//     the slots of masters of weight 0 (being removed) all move, busiest first, each to the
//     master furthest below its share (empty slots: to the master with fewest slots per weight);
//  2. while a master is above its upper bound, it gives a slot to the master with most room:
//     the smallest slot that brings it within bound, else its largest slot that does not
//     overshoot; never a slot that would push the receiver over its bound or itself under;
//  3. while a master is below its lower bound, the master with most to spare gives, the same way.
// A slot moves at most once. A master left out of bounds is named in the notes.
#include "hashlab/common/result.h"
#include "hashlab/ring/redis_plan.h"

#include <vector>

namespace hashlab::ring::redis {

struct KeyPlanOptions {
    std::vector<double> weights;      // one per master (parseWeights); empty: all 1
    double threshold = 2.0;           // percent of each master's share
    PlanKind metric = PlanKind::Keys; // Keys or Cpu
};

Result<RebalancePlan> planKeys(const ClusterState& state, const KeyPlanOptions& options);

} // namespace hashlab::ring::redis

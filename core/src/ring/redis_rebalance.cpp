#include "hashlab/ring/redis_rebalance.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace hashlab::ring::redis {
namespace {

struct Involved {
    std::uint32_t master;
    float weight;
    int balance = 0;
};

// The slots a giver hands over for one move: its lowest-numbered slots as they stand, as many as
// clusterManagerComputeReshardTable allows a single source (ceil of the float share).
Result<std::vector<std::uint32_t>> takeSlots(const std::vector<std::uint32_t>& owner,
                                             std::uint32_t src, int count, int held) {
    const float share =
        static_cast<float>(count) / static_cast<float>(held) * static_cast<float>(held);
    const int most = static_cast<int>(std::ceil(share));
    std::vector<std::uint32_t> slots;
    for (std::uint32_t s = 0; s < kSlots; ++s) {
        if (owner[s] != src)
            continue;
        if (static_cast<int>(slots.size()) >= std::min(most, count))
            break;
        slots.push_back(s);
    }
    if (static_cast<int>(slots.size()) != count)
        return makeError("",
                         HASHLAB_TR("core", "redis-cli would stop here: its reshard table "
                                            "has %1 slots where %2 should move"),
                         slots.size(), count);
    return slots;
}

} // namespace

Result<RebalancePlan> planRedisCli(const ClusterState& state, const RedisCliOptions& options) {
    if (!options.weights.empty() && options.weights.size() != state.masters.size())
        return makeError("weight", HASHLAB_TR("core", "one weight per master is needed"));
    if (Status s = checkRebalanceable(state); !s)
        return s.error();
    RebalancePlan plan;
    plan.kind = PlanKind::RedisCli;
    plan.ownerAfter = state.owner;
    std::vector<int> held(state.masters.size(), 0);
    for (std::uint32_t o : state.owner)
        ++held[o];

    std::vector<Involved> nodes;
    float totalWeight = 0;
    for (std::uint32_t i = 0; i < state.masters.size(); ++i) {
        if (state.masters[i].health == "fail")
            continue;
        const float w = options.weights.empty() ? 1.0f : static_cast<float>(options.weights[i]);
        if (!options.useEmptyMasters && held[i] == 0)
            continue;
        totalWeight += w;
        nodes.push_back({i, w});
    }
    if (nodes.empty() || totalWeight <= 0)
        return makeError("weight", HASHLAB_TR("core", "the masters' weights add up to 0"));

    const auto threshold = static_cast<float>(options.threshold);
    bool thresholdReached = false;
    int totalBalance = 0;
    for (Involved& n : nodes) {
        const int expected =
            static_cast<int>((static_cast<float>(kSlots) / totalWeight) * n.weight);
        n.balance = held[n.master] - expected;
        totalBalance += n.balance;
        bool over = false;
        if (threshold > 0) {
            if (held[n.master] > 0) {
                const auto errPercent =
                    static_cast<float>(std::fabs(100 - (100.0 * expected / held[n.master])));
                over = errPercent > threshold;
            } else {
                over = expected > 1;
            }
        }
        thresholdReached = thresholdReached || over;
    }
    if (!thresholdReached) {
        char pct[32];
        std::snprintf(pct, sizeof pct, "%.2f", static_cast<double>(threshold));
        plan.notes.push_back(text(HASHLAB_TR("core", "No rebalancing needed! All nodes are "
                                                     "within the %1% threshold."),
                                  std::string(pct)));
        return plan;
    }
    while (totalBalance > 0)
        for (Involved& n : nodes)
            if (n.balance <= 0 && totalBalance > 0) {
                --n.balance;
                --totalBalance;
            }
    std::stable_sort(nodes.begin(), nodes.end(),
                     [](const Involved& a, const Involved& b) { return a.balance < b.balance; });

    std::size_t dst = 0, src = nodes.size() - 1;
    std::size_t guard = 4 * nodes.size() + 2 * kSlots;
    while (dst < src) {
        if (guard-- == 0)
            return makeError("", HASHLAB_TR("core", "redis-cli's rebalance loop does not end "
                                                    "for these weights"));
        Involved &d = nodes[dst], &s = nodes[src];
        const int count = std::min(std::abs(d.balance), std::abs(s.balance));
        if (count > 0) {
            auto slots = takeSlots(plan.ownerAfter, s.master, count, held[s.master]);
            if (!slots)
                return slots.error();
            PlanMove move{s.master, d.master, std::move(slots).value(), 0};
            for (std::uint32_t slot : move.slotIds) {
                plan.ownerAfter[slot] = d.master;
                if (state.hasKeys())
                    move.keys += state.slotKeys[slot];
            }
            held[s.master] -= count;
            held[d.master] += count;
            plan.slotsMoved += static_cast<std::uint32_t>(count);
            plan.keysMoved += move.keys;
            plan.moves.push_back(std::move(move));
        }
        d.balance += count;
        s.balance -= count;
        if (d.balance == 0)
            ++dst;
        if (s.balance == 0)
            --src;
    }
    return plan;
}

} // namespace hashlab::ring::redis

#include "hashlab/ring/redis_plan.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace hashlab::ring::redis {

const char* planKindName(PlanKind k) {
    switch (k) {
    case PlanKind::RedisCli:
        return "redis-cli";
    case PlanKind::Keys:
        return "keys";
    case PlanKind::Cpu:
        return "cpu";
    }
    return "redis-cli";
}

std::vector<SlotRange> PlanMove::ranges() const {
    std::vector<std::uint32_t> sorted = slotIds;
    std::sort(sorted.begin(), sorted.end());
    return rangesOf(sorted);
}

Status checkRebalanceable(const ClusterState& state) {
    if (!state.openSlots.empty())
        return makeError("",
                         HASHLAB_TR("core", "redis-cli refuses to rebalance a cluster with "
                                            "open slots (slot %1 first): close them with "
                                            "redis-cli --cluster fix"),
                         state.openSlots.front().slot);
    for (std::uint32_t s = 0; s < kSlots; ++s) {
        const std::uint32_t o = state.owner[s];
        // redis-cli skips failed masters, so their slots count as not covered.
        if (o == kNoOwner || state.masters[o].health == "fail")
            return makeError("",
                             HASHLAB_TR("core", "redis-cli refuses to rebalance: not all "
                                                "16384 slots are covered by reachable "
                                                "masters (slot %1 is not)"),
                             s);
    }
    return ok();
}

std::vector<std::uint32_t> ownerAfterMoves(const ClusterState& state, const RebalancePlan& plan,
                                           std::size_t movesMade) {
    std::vector<std::uint32_t> owner = state.owner;
    for (std::size_t i = 0; i < std::min(movesMade, plan.moves.size()); ++i)
        for (std::uint32_t s : plan.moves[i].slotIds)
            owner[s] = plan.moves[i].to;
    return owner;
}

Result<std::vector<double>> parseWeights(const ClusterState& state,
                                         const std::vector<std::string>& items) {
    std::vector<double> weights(state.masters.size(), 1.0);
    std::vector<bool> named(state.masters.size(), false);
    for (const std::string& item : items) {
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos || eq == 0)
            return makeError("weight", HASHLAB_TR("core", "'%1' is not ID=WEIGHT"), item);
        const auto m = state.findMaster(std::string_view(item).substr(0, eq));
        if (!m)
            return makeError("weight", HASHLAB_TR("core", "no master's id starts with '%1'"),
                             item.substr(0, eq));
        if (named[*m])
            return makeError("weight", HASHLAB_TR("core", "master %1 is weighted twice"),
                             state.masters[*m].id);
        const std::string w = item.substr(eq + 1);
        double v = 0;
        const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
        if (w.empty() || ec != std::errc() || end != w.data() + w.size() || !std::isfinite(v) ||
            v < 0 || v > 1e6)
            return makeError("weight",
                             HASHLAB_TR("core", "weight '%1' of %2 must be a number "
                                                "from 0 to 1000000"),
                             w, state.masters[*m].id);
        weights[*m] = v;
        named[*m] = true;
    }
    return weights;
}

Result<ClusterState> withEmptyMasters(const ClusterState& state, std::uint32_t count) {
    if (state.masters.size() + count > kMaxClusterNodes)
        return makeError("add-empty", HASHLAB_TR("core", "more than %1 masters"), kMaxClusterNodes);
    ClusterState next = state;
    for (std::uint32_t i = 1; i <= count; ++i)
        next.masters.push_back({"new-" + std::to_string(i), "", "online", {}});
    return next;
}

} // namespace hashlab::ring::redis

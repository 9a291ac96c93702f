#include "hashlab/ring/failure_trials.h"

#include "hashlab/common/mix.h"
#include "hashlab/ring/workload.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace hashlab::ring {
namespace {

// A replica set as one integer: its nodes sorted, 10 bits each (nodes < 1024, R <= 5), so equal
// sets compare equal whatever order the walk took them in.
std::uint64_t packSet(const std::vector<std::uint32_t>& list) {
    std::uint32_t nodes[limits::kMaxReplicas];
    const std::size_t r = std::min<std::size_t>(list.size(), limits::kMaxReplicas);
    for (std::size_t i = 0; i < r; ++i) { // insertion sort: at most 5 entries
        std::size_t at = i;
        for (; at > 0 && nodes[at - 1] > list[i]; --at)
            nodes[at] = nodes[at - 1];
        nodes[at] = list[i];
    }
    std::uint64_t packed = 0;
    for (std::size_t i = 0; i < r; ++i)
        packed = (packed << 10) | nodes[i];
    return packed;
}

static_assert(limits::kMaxNodes < 1024 && limits::kMaxReplicas * 10 <= 64);

} // namespace

double FailureTrials::mean() const {
    if (failures.empty())
        return 0;
    const double sum = std::accumulate(failures.begin(), failures.end(), 0.0);
    return sum / static_cast<double>(failures.size());
}

double FailureTrials::cdf(std::size_t k) const {
    if (failures.empty())
        return 0;
    std::uint64_t upTo = 0;
    for (std::size_t i = 0; i <= k && i < histogram.size(); ++i)
        upTo += histogram[i];
    return static_cast<double>(upTo) / static_cast<double>(failures.size());
}

std::vector<std::uint32_t> failureOrder(std::span<const std::uint32_t> live, std::uint64_t seed,
                                        std::uint64_t trial) {
    std::vector<std::uint32_t> order(live.begin(), live.end());
    std::uint64_t state = mix64(seed + trial);
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[uniformBelow(state, i)]);
    return order;
}

Result<FailureTrials> runFailureTrials(const Placement& placement, const ReplicaSetup& setup,
                                       std::span<const std::uint64_t> hashes, int trials,
                                       std::uint64_t seed, const Progress& progress) {
    if (Status s = validate(setup, placement.config()); !s)
        return s.error();
    if (trials < 1 || trials > limits::kMaxFailureTrials)
        return makeError("failure-trials",
                         HASHLAB_TR("core", "must be an integer from 1 to 100000, got %1"), trials);
    const std::size_t n = placement.nodeCount();
    const auto r = static_cast<std::size_t>(setup.replicas);

    // Every key's replica set once (the slow part: a walk per key), then only the distinct ones.
    std::vector<std::uint64_t> packed;
    packed.reserve(hashes.size());
    Replicator replicator(placement, setup);
    for (std::size_t k = 0; k < hashes.size(); ++k) {
        if (k % 65536 == 0) {
            if (progress.cancelled())
                return FailureTrials{};
            progress.report(0.5 * static_cast<double>(k) / static_cast<double>(hashes.size()));
        }
        packed.push_back(packSet(replicator.list(hashes[k])));
    }
    std::sort(packed.begin(), packed.end());
    packed.erase(std::unique(packed.begin(), packed.end()), packed.end());
    std::vector<std::uint16_t> sets; // r nodes per distinct set
    sets.reserve(packed.size() * r);
    for (std::uint64_t p : packed)
        for (std::size_t i = r; i-- > 0;)
            sets.push_back(static_cast<std::uint16_t>((p >> (10 * i)) & 1023));

    std::vector<std::uint32_t> live;
    std::vector<std::uint8_t> down(n, 0);
    for (std::uint32_t i = 0; i < n; ++i) {
        down[i] = !setup.failed.empty() && setup.failed[i];
        if (!down[i])
            live.push_back(i);
    }
    const std::size_t setCount = packed.size();
    // Sets by node (compressed rows): a failure only needs to look at the sets of the node it
    // takes down, and a set is lost exactly when its last live member fails.
    std::vector<std::uint32_t> rowStart(n + 1, 0), bySet(sets.size());
    for (std::uint16_t v : sets)
        ++rowStart[v + 1];
    std::partial_sum(rowStart.begin(), rowStart.end(), rowStart.begin());
    std::vector<std::uint32_t> fill(rowStart.begin(), rowStart.end() - 1);
    for (std::size_t i = 0; i < sets.size(); ++i)
        bySet[fill[sets[i]]++] = static_cast<std::uint32_t>(i / r);
    auto allDown = [&](std::uint32_t set) {
        for (std::size_t i = 0; i < r; ++i)
            if (!down[sets[set * r + i]])
                return false;
        return true;
    };
    bool lostAtStart = false;
    for (std::uint32_t set = 0; set < setCount && !lostAtStart; ++set)
        lostAtStart = allDown(set);

    FailureTrials out;
    out.distinctSets = setCount;
    out.histogram.assign(live.size() + 1, 0);
    out.failures.reserve(static_cast<std::size_t>(trials));
    const std::vector<std::uint8_t> downAtStart = down;
    for (int t = 0; t < trials; ++t) {
        if (t % 16 == 0) {
            if (progress.cancelled())
                return FailureTrials{};
            progress.report(0.5 + 0.5 * t / trials);
        }
        // With no keys nothing is ever lost: every live node fails.
        auto first = static_cast<std::uint32_t>(live.size());
        if (lostAtStart) {
            first = 0;
        } else {
            const auto order = failureOrder(live, seed, static_cast<std::uint64_t>(t));
            for (std::size_t k = 0; k < order.size() && first == live.size(); ++k) {
                const std::uint32_t v = order[k];
                down[v] = 1;
                for (std::uint32_t i = rowStart[v]; i < rowStart[v + 1]; ++i)
                    if (allDown(bySet[i])) {
                        first = static_cast<std::uint32_t>(k + 1);
                        break;
                    }
            }
            std::copy(downAtStart.begin(), downAtStart.end(), down.begin());
        }
        out.failures.push_back(first);
        ++out.histogram[first];
    }
    progress.report(1.0);
    return out;
}

} // namespace hashlab::ring

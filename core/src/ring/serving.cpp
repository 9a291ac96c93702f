#include "hashlab/ring/serving.h"

#include <algorithm>

namespace hashlab::ring {
namespace {

bool anyFailed(const ReplicaSetup& setup) {
    return std::find(setup.failed.begin(), setup.failed.end(), true) != setup.failed.end();
}

// Bounded loads: the assignment of the live nodes alone, mapped back to `full`'s indices.
std::vector<std::uint32_t> boundedServing(const Placement& full, const ReplicaSetup& setup,
                                          std::span<const std::uint64_t> hashes,
                                          const Progress& progress) {
    Config live = full.config();
    live.nodes.clear();
    std::vector<std::uint32_t> toFull;
    for (std::uint32_t i = 0; i < full.nodeCount(); ++i)
        if (!setup.failed[i]) {
            live.nodes.push_back(full.config().nodes[i]);
            toFull.push_back(i);
        }
    auto placement = build(live);
    if (!placement)
        return {};
    std::vector<std::uint32_t> out(hashes.size());
    (*placement)->assign(hashes, out, progress);
    if (progress.cancelled())
        return {};
    for (std::uint32_t& o : out)
        o = toFull[o];
    return out;
}

} // namespace

std::vector<std::uint32_t> servingNodes(const Placement& full, const ReplicaSetup& setup,
                                        std::span<const std::uint64_t> hashes,
                                        std::span<const std::uint32_t> owners,
                                        const Progress& progress) {
    std::vector<std::uint32_t> out(owners.begin(), owners.end());
    if (!anyFailed(setup))
        return out;
    if (full.config().algo == Algo::Bounded)
        return boundedServing(full, setup, hashes, progress);
    Replicator replicator(full, setup);
    auto isLive = [&](std::uint32_t n) { return !setup.failed[n]; };
    for (std::size_t k = 0; k < out.size(); ++k) {
        if (isLive(out[k]))
            continue;
        if (k % 4096 == 0 && progress.cancelled())
            return {};
        const auto& list = replicator.list(hashes[k]);
        const auto it = std::find_if(list.begin(), list.end(), isLive);
        if (it != list.end()) {
            out[k] = *it;
            continue;
        }
        full.preferenceOrder(hashes[k], [&](std::uint32_t n) {
            if (!isLive(n))
                return false;
            out[k] = n;
            return true;
        });
    }
    return out;
}

Config liveConfig(const Config& full, const std::vector<bool>& failed) {
    Config live = full;
    live.nodes.clear();
    for (std::size_t i = 0; i < full.nodes.size(); ++i)
        if (i >= failed.size() || !failed[i])
            live.nodes.push_back(full.nodes[i]);
    return live;
}

LiveServing liveServing(const Config& full, const std::vector<bool>& failed,
                        std::span<const std::uint32_t> served) {
    LiveServing out{liveConfig(full, failed), {}};
    std::vector<std::uint32_t> toLive(full.nodes.size(), 0);
    std::uint32_t live = 0;
    for (std::size_t i = 0; i < full.nodes.size(); ++i)
        if (i >= failed.size() || !failed[i])
            toLive[i] = live++;
    out.served.reserve(served.size());
    for (std::uint32_t s : served)
        out.served.push_back(toLive[s]);
    return out;
}

} // namespace hashlab::ring

// `hashlab ring --fail A,B`: load, requests and moved keys count who serves a key (docs/cli.md),
// the same numbers the window shows; placement_load keeps what the placement alone gives.
#include "ring_common.h"

#include "hashlab/ring/analysis.h"

namespace hashlab::cli {

Serving servingOf(const ring::Placement& full, const std::optional<ring::ReplicaSetup>& setup,
                  const std::vector<std::uint64_t>& hashes,
                  const std::vector<std::uint32_t>& owners) {
    Serving s;
    const ring::Config& config = full.config();
    for (const ring::Node& n : config.nodes)
        s.names.push_back(n.name);
    s.failed.assign(s.names.size(), false);
    if (setup && !setup->failed.empty())
        s.failed = setup->failed;
    s.served = setup ? ring::servingNodes(full, *setup, hashes, owners) : owners;
    s.live = config;
    s.live.nodes.clear();
    std::vector<std::uint32_t> toLive(s.names.size(), 0);
    for (std::size_t i = 0; i < s.names.size(); ++i)
        if (!s.failed[i]) {
            toLive[i] = static_cast<std::uint32_t>(s.live.nodes.size());
            s.live.nodes.push_back(config.nodes[i]);
        }
    s.liveServed.reserve(s.served.size());
    for (std::uint32_t o : s.served)
        s.liveServed.push_back(toLive[o]);
    return s;
}

void addServedLoad(nlohmann::json& j, const Serving& s, const std::vector<std::uint32_t>& owners) {
    const ring::LoadStats live = ring::loadStats(s.liveServed, s.live.nodes.size());
    std::vector<std::uint64_t> served(s.names.size(), 0);
    for (std::uint32_t o : s.served)
        ++served[o];
    j["load"] = perNode(s.names, served);
    j["placement_load"] = perNode(s.names, ring::loadStats(owners, s.names.size()).counts);
    j["stddev"] = live.stddev;
    j["max_over_mean"] = live.maxOverMean;
}

} // namespace hashlab::cli

// `hashlab ring --replicas R [--rack-aware] [--racks A:r1,B:r2] [--fail A,B]`: preference lists,
// live copies under failures, and the copies a node change moves (hashlab/ring/replication.h).
#include "args.h"
#include "ring_common.h"

#include "hashlab/ring/failure_trials.h"

#include <algorithm>
#include <map>
#include <set>

namespace hashlab::cli {
namespace {

std::vector<std::string> namesOf(const ring::Config& c) {
    std::vector<std::string> names;
    for (const auto& n : c.nodes)
        names.push_back(n.name);
    return names;
}

} // namespace

bool wantsReplicas(const Args& args) {
    if (args.has("trials-seed") && !args.has("failure-trials"))
        throw UsageError("--trials-seed: only with --failure-trials");
    for (const char* o : {"replicas", "rack-aware", "racks", "fail", "failure-trials"})
        if (args.has(o))
            return true;
    return false;
}

ReplicaArgs parseReplicaArgs(const Args& args, const ring::Config& before,
                             const std::optional<ring::Config>& after,
                             const std::optional<ring::NodeImport>& imported) {
    ReplicaArgs out;
    if (imported)
        for (std::size_t i = 0; i < imported->nodes.size(); ++i)
            out.rackOf[imported->nodes[i].name] = imported->racks[i];
    std::set<std::string> named;
    out.replicas = static_cast<int>(args.integer("replicas", 1, ring::limits::kMaxReplicas, 1));
    out.rackAware = args.flag("rack-aware");
    std::set<std::string> known;
    for (const auto& c : {std::optional<ring::Config>(before), after})
        if (c)
            for (const auto& n : c->nodes)
                known.insert(n.name);
    if (args.has("racks"))
        for (const std::string& item : args.list("racks")) {
            const auto colon = item.find(':');
            if (colon == std::string::npos)
                throw UsageError("--racks: write each item as NODE:RACK, got '" + item + "'");
            const std::string node = item.substr(0, colon);
            if (!known.count(node))
                throw UsageError("--racks: unknown node '" + node + "'");
            if (!named.insert(node).second)
                throw UsageError("--racks: node '" + node + "' is given twice");
            out.rackOf[node] = item.substr(colon + 1);
        }
    if (args.has("fail"))
        for (const std::string& node : args.list("fail")) {
            if (!std::any_of(before.nodes.begin(), before.nodes.end(),
                             [&](const ring::Node& n) { return n.name == node; }))
                throw UsageError("--fail: unknown node '" + node + "' (name nodes of --nodes)");
            out.failed.insert(node);
        }
    return out;
}

ring::ReplicaSetup ReplicaArgs::setupFor(const ring::Config& config) const {
    ring::ReplicaSetup s;
    s.replicas = replicas;
    s.rackAware = rackAware;
    for (const auto& n : config.nodes) {
        const auto it = rackOf.find(n.name);
        s.racks.push_back(it == rackOf.end() ? ring::kDefaultRack : it->second);
        s.failed.push_back(failed.count(n.name) != 0);
    }
    if (Status st = ring::validate(s, config); !st)
        failRing(st.error());
    return s;
}

nlohmann::json replicaJson(const ring::ReplicaReport& rep, const ring::Config& config,
                           const ring::ReplicaSetup& setup) {
    const std::vector<std::string> names = namesOf(config);
    nlohmann::json failed = nlohmann::json::array(), takeover = nlohmann::json::object();
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (!setup.failed[i])
            continue;
        failed.push_back(names[i]);
        nlohmann::json to = nlohmann::json::object();
        for (std::size_t j = 0; j < names.size(); ++j)
            if (rep.takeover[i][j] > 0)
                to[names[j]] = rep.takeover[i][j];
        takeover[names[i]] = std::move(to);
    }
    return {{"replicas", rep.replicas},
            {"rack_aware", setup.rackAware},
            {"racks", perNode(names, setup.racks)},
            {"failed", std::move(failed)},
            {"under_replicated", rep.underReplicated},
            {"unavailable", rep.unavailable},
            {"live", rep.live},
            {"copies", perNode(names, rep.copies)},
            {"takeover", std::move(takeover)}};
}

nlohmann::json failureTrialsJson(const Args& args, const ring::Placement& placement,
                                 const ring::ReplicaSetup& setup,
                                 const std::vector<std::uint64_t>& hashes) {
    const auto trials =
        static_cast<int>(args.integer("failure-trials", 1, ring::limits::kMaxFailureTrials));
    const std::uint64_t seed = args.integer("trials-seed", 0, ~std::uint64_t{0}, 1);
    const auto result = ring::runFailureTrials(placement, setup, hashes, trials, seed);
    if (!result)
        failRing(result.error());
    return {{"trials", trials},
            {"seed", seed},
            {"distinct_sets", result->distinctSets},
            {"mean", result->mean()},
            {"histogram", result->histogram}};
}

nlohmann::json preferenceJson(const ring::ReplicaReport& rep, const ring::Config& config) {
    const std::vector<std::string> names = namesOf(config);
    const auto r = static_cast<std::size_t>(rep.replicas);
    nlohmann::json out = nlohmann::json::array();
    for (std::size_t k = 0; k * r < rep.lists.size(); ++k) {
        nlohmann::json list = nlohmann::json::array();
        for (std::size_t i = 0; i < r; ++i)
            list.push_back(names[rep.lists[k * r + i]]);
        out.push_back(std::move(list));
    }
    return out;
}

} // namespace hashlab::cli

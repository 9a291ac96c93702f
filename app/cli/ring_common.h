#pragma once
// What the `hashlab ring` files share: reading keys, turning a core error into the CLI's
// UsageError, and the per-node JSON objects every placement prints the same way.
#include "hashlab/common/result.h"
#include "hashlab/ring/import.h"
#include "hashlab/ring/placement.h"
#include "hashlab/ring/replication.h"
#include "hashlab/ring/workload.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hashlab::cli {

class Args;

[[noreturn]] void failRing(const Error& e);
// --keys N, --key-file F or --key-csv F --column C [--count-column C] (exactly one), limits
// checked before and while reading; counts: one per key with --count-column, else empty.
struct LoadedKeys {
    ring::KeySource keys;
    std::vector<std::uint64_t> counts;
};
LoadedKeys ringKeys(const Args& args);
// --node-file F: nodes (and their racks) instead of --nodes and --weights.
std::optional<ring::NodeImport> importNodes(const Args& args);
// {name: value} in node order.
template <typename T>
nlohmann::json perNode(const std::vector<std::string>& names, const std::vector<T>& values) {
    nlohmann::json out = nlohmann::json::object();
    for (std::size_t i = 0; i < names.size(); ++i)
        out[names[i]] = values[i];
    return out;
}
nlohmann::json ownersJson(const std::vector<std::string>& names,
                          const std::vector<std::uint32_t>& owners);
// load, stddev and max_over_mean of an assignment, added to `j`.
void addLoad(nlohmann::json& j, const std::vector<std::string>& names,
             const std::vector<std::uint32_t>& owners);

// --slot KEY: the Redis Cluster slot of one key.
nlohmann::json redisSlotJson(const Args& args);
// --algo redis-cluster: keys per node through the slot table, and the slot moves of --add/--remove.
nlohmann::json redisClusterJson(const Args& args);

// The replication options, checked against the nodes before and after a change.
bool wantsReplicas(const Args& args);
struct ReplicaArgs {
    int replicas = 1;
    bool rackAware = false;
    std::map<std::string, std::string> rackOf; // node -> rack; others in "default"
    std::set<std::string> failed;
    // The setup for one side of a change (failed nodes that left are simply gone).
    ring::ReplicaSetup setupFor(const ring::Config& config) const;
};
// Racks come from the node file, then --racks (which overrides the file's for the nodes it names).
ReplicaArgs parseReplicaArgs(const Args& args, const ring::Config& before,
                             const std::optional<ring::Config>& after,
                             const std::optional<ring::NodeImport>& imported);
nlohmann::json replicaJson(const ring::ReplicaReport& rep, const ring::Config& config,
                           const ring::ReplicaSetup& setup);
// --failure-trials T [--trials-seed S]: random failures until the first key is unavailable.
nlohmann::json failureTrialsJson(const Args& args, const ring::Placement& placement,
                                 const ring::ReplicaSetup& setup,
                                 const std::vector<std::uint64_t>& hashes);
// Each key's list of node names, primary first.
nlohmann::json preferenceJson(const ring::ReplicaReport& rep, const ring::Config& config);

// --workload, --requests and --seed: requests per node.
bool wantsWorkload(const Args& args);
struct RequestPlan {
    ring::Workload workload;
    std::uint64_t requests = 0, seed = 1;
    bool sampled = true; // false: the counts of --count-column
};
RequestPlan parseRequestPlan(const Args& args);
// The plan and requests per key of a run: sampled, from the key file's counts, or none.
std::optional<RequestPlan> requestPlan(const Args& args, const LoadedKeys& keys,
                                       std::vector<std::uint64_t>& perKey);
std::vector<std::uint64_t> sampleRequests(const RequestPlan& plan, std::uint64_t keys);
// {workload, requests, seed, load{node: requests}, max_over_mean, hottest_key{key, requests,
// node}} for an assignment of the keys (owners in node order).
nlohmann::json requestJson(const RequestPlan& plan, const std::vector<std::uint64_t>& perKey,
                           const std::vector<std::uint32_t>& owners,
                           const std::vector<std::string>& names, const ring::KeySource& keys);

} // namespace hashlab::cli

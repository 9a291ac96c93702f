#pragma once
// What the `hashlab ring` files share: reading keys, turning a core error into the CLI's
// UsageError, and the per-node JSON objects every placement prints the same way.
#include "hashlab/common/result.h"
#include "hashlab/ring/import.h"
#include "hashlab/ring/placement.h"
#include "hashlab/ring/replication.h"
#include "hashlab/ring/serving.h"
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

// Who serves each key of one side of a run (hashlab/ring/serving.h): a failed node's keys at the
// node that takes over.
struct Serving {
    std::vector<std::string> names;        // every node of the side, failed ones included
    std::vector<bool> failed;              // per node
    std::vector<std::uint32_t> served;     // per key, into names
    ring::Config live;                     // the live nodes only
    std::vector<std::uint32_t> liveServed; // per key, into live.nodes
};
// `setup` absent: nothing failed, every owner serves.
Serving servingOf(const ring::Placement& full, const std::optional<ring::ReplicaSetup>& setup,
                  const std::vector<std::uint64_t>& hashes,
                  const std::vector<std::uint32_t>& owners);
// load{node: keys served} (a failed node serves none), stddev and max_over_mean over the live
// nodes, and placement_load{node: keys owned}, added to `j`.
void addServedLoad(nlohmann::json& j, const Serving& s, const std::vector<std::uint32_t>& owners);

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
// node}} for an assignment of the keys (owners in node order); max_over_mean over `liveNodes`
// nodes (0: all of them), as the nodes that are down serve nothing.
nlohmann::json requestJson(const RequestPlan& plan, const std::vector<std::uint64_t>& perKey,
                           const std::vector<std::uint32_t>& owners,
                           const std::vector<std::string>& names, const ring::KeySource& keys,
                           std::size_t liveNodes = 0);

} // namespace hashlab::cli

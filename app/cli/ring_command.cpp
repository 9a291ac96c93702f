// `hashlab ring`: load and migration of a consistent-hashing setup (DESIGN.md, "The command
// line"). Everything is computed by hashlab_core; this file only parses, checks limits before
// allocating, and prints.
#include "args.h"
#include "cli.h"
#include "ring_common.h"

#include "hashlab/ring/analysis.h"
#include "hashlab/ring/bounded.h"
#include "hashlab/ring/cassandra.h"
#include "hashlab/ring/compare.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <ostream>

namespace hashlab::cli {
namespace {

const std::vector<OptionSpec> kRingSpecs = {
    {"nodes", "A,B,C",
     "node names, comma-separated (required; 1 to 1000 unique names of 1 to 64 "
     "characters)"},
    {"weights", "W,W,...", "one weight per node, each above 0 and at most 1000000 (default 1)"},
    {"vnodes", "V",
     "ring points per unit of weight, 1 to 10000, at most 2000000 points in all "
     "(ring and bounded; default 160)"},
    {"algo", "ALGO",
     "ring|ketama|jump|rendezvous|maglev|modulo|bounded|cassandra|redis-cluster (default ring)"},
    {"tokens", "N",
     "cassandra: random tokens per node (num_tokens) per unit of weight, 1 to 10000 (default 256)"},
    {"hash", "H",
     "key hash xxh3|murmur3|md5|identity (default xxh3; ketama always md5; identity reads each "
     "key as an unsigned 64-bit integer)"},
    {"epsilon", "E", "bounded-load slack: capacity ceil((1+E) keys/nodes), 0 to 10 (default 0.25)"},
    {"keys", "N", "use the keys key-0 ... key-(N-1), 1 to 10000000"},
    {"key-file", "F", "read keys from F, one per line (empty lines skipped; at most 10000000)"},
    {"add", "D,E", "then add these nodes (weight 1) and report the migration"},
    {"remove", "B", "then remove these nodes (jump: only the last ones) and report the migration"},
    {"owners", "", "also print each key's owner, in key order"},
    {"replicas", "R",
     "replication factor 1 to 5, at most the nodes (default 1): each key's preference list"},
    {"rack-aware", "", "take replicas on racks not yet used first (Cassandra's walk)"},
    {"racks", "A:r1,B:r2", "rack of each named node, 1 to 64 characters (others: default)"},
    {"fail", "A,B", "mark these nodes failed: they keep their place, their copies are not live"},
    {"failure-trials", "T",
     "1 to 100000 trials failing random live nodes until the first key has no live copy"},
    {"trials-seed", "S", "seed of the failure trials' orders, 0 to 2^64-1 (default 1)"},
    {"workload", "W", "uniform|zipf:S, S from 0 to 10 (key i-1 has rank i): requests per node"},
    {"requests", "N", "requests drawn from --workload, 1 to 1000000000 (default 1000000)"},
    {"seed", "S", "seed of the request generator, 0 to 2^64-1 (default 1)"},
    {"node-file", "F",
     "nodes from a CSV of name,weight,rack (instead of --nodes/--weights; at most 268435456 "
     "bytes)"},
    {"key-csv", "F",
     "keys from the column --column of a CSV with a header (at most 268435456 bytes)"},
    {"column", "C", "header of the key column of --key-csv"},
    {"count-column", "C",
     "header of a request-count column of --key-csv (each 0 to 1000000000000): the requests"},
    {"slot", "KEY", "only print the Redis Cluster hash slot of KEY (no other option)"},
};

// Why --vnodes means nothing to an algorithm without ring points.
std::string noPointsReason(ring::Algo algo) {
    switch (algo) {
    case ring::Algo::Jump:
        return "a key's bucket is computed from the bucket count alone";
    case ring::Algo::Rendezvous:
        return "each key scores every node";
    case ring::Algo::Maglev:
        return "its lookup table has 65537 slots whatever the nodes";
    default:
        return "a key goes to its hash mod the node count";
    }
}

ring::Config parseConfig(const Args& args, const std::optional<ring::NodeImport>& imported) {
    ring::Config c;
    const std::string algoText = args.optText("algo").value_or("ring");
    auto algo = ring::parseAlgo(algoText);
    if (!algo) // redis-cluster is no ring::Algo (it has no hash space): the CLI lists it too
        throw UsageError("--algo: must be ring, ketama, jump, rendezvous, maglev, modulo, bounded, "
                         "cassandra or redis-cluster, got '" +
                         algoText + "'");
    c.algo = *algo;
    const std::string defaultHash = c.algo == ring::Algo::Ketama      ? "md5"
                                    : c.algo == ring::Algo::Cassandra ? "murmur3"
                                                                      : "xxh3";
    if (c.algo == ring::Algo::Cassandra && args.optText("hash").value_or("murmur3") != "murmur3")
        throw UsageError("--hash: cassandra always hashes keys as Cassandra's Murmur3Partitioner "
                         "does (murmur3)");
    auto hash = ring::parseKeyHash(args.optText("hash").value_or(defaultHash));
    if (!hash)
        failRing(hash.error());
    c.hash = *hash;
    if (imported) {
        c.nodes = imported->nodes;
    } else {
        auto nodes =
            ring::parseNodes(args.list("nodes"), args.has("weights") ? args.list("weights")
                                                                     : std::vector<std::string>{});
        if (!nodes)
            failRing(nodes.error());
        c.nodes = *nodes;
    }
    if (c.algo == ring::Algo::Cassandra)
        c.vnodes =
            static_cast<int>(args.integer("tokens", 1, 10000, ring::kDefaultCassandraTokens));
    else if (args.has("tokens"))
        throw UsageError("--tokens applies to --algo cassandra only");
    if (args.has("vnodes")) {
        if (c.algo == ring::Algo::Cassandra)
            throw UsageError("--vnodes: cassandra takes --tokens (num_tokens per node)");
        if (c.algo == ring::Algo::Ketama)
            throw UsageError("--vnodes applies to --algo ring and bounded only (ketama always "
                             "places 40 MD5 digests x 4 points per server at equal weight)");
        if (c.algo != ring::Algo::Ring && c.algo != ring::Algo::Bounded)
            throw UsageError("--vnodes applies to --algo ring and bounded only (" +
                             std::string(ring::algoName(c.algo)) +
                             " places no points on a ring: " + noPointsReason(c.algo) + ")");
        c.vnodes = static_cast<int>(args.integer("vnodes", 1, 10000));
    }
    if (args.has("epsilon")) {
        if (c.algo != ring::Algo::Bounded)
            throw UsageError("--epsilon applies to --algo bounded only");
        // The range check words the error as every option does; then the decimal as typed (0.1
        // is 1/10), from which the capacities are computed exactly.
        (void)args.real("epsilon", 0, 10);
        auto e = parseDecimal(args.text("epsilon"), "epsilon");
        if (!e)
            failRing(e.error());
        c.epsilon = *e;
    }
    if (Status s = ring::validate(c); !s)
        failRing(s.error());
    return c;
}

void printHelp(std::ostream& out) {
    out << formatHelp(
        "hashlab ring --nodes A,B,C [--weights 1,1,2] [--vnodes V] [--algo ALGO] [--hash H]\n"
        "             [--epsilon E] (--keys N | --key-file F) [--add D,E] [--remove B] "
        "[--owners]\n"
        "             [--replicas R] [--rack-aware] [--racks A:r1,B:r2] [--fail A,B]\n"
        "             [--failure-trials T] [--trials-seed S] [--json]\n"
        "       hashlab ring --slot KEY [--json]",
        "Places keys on nodes and reports the load; with --add/--remove also the migration.\n"
        "Prints {algo, nodes, keys, load{node: keys it serves}, placement_load{node: keys it\n"
        "owns}, stddev, max_over_mean (over the live nodes), owners (with --owners, in key\n"
        "order), capacity{node: keys} (bounded: ceil((1+E)·keys·w/W), E the decimal as typed,\n"
        "at most 6 places), after{nodes, load, placement_load, moved, moved_fraction,\n"
        "ideal_fraction, owners}}. A failed node (--fail) still owns its keys but serves none:\n"
        "each is served by the first live node of its preference list (then of its preference\n"
        "order); load, requests.load and moved count who serves. ideal_fraction is\n"
        "½·Σ|p_i − q_i| over the live nodes' nominal weight shares before and after: the least\n"
        "any placement giving each node its share must move.\n"
        "--algo jump maps bucket b to the b-th node of --nodes and can only add or remove\n"
        "at the end; ketama places points exactly as libketama (32-bit MD5 continuum);\n"
        "jump, maglev (table 65537) and modulo take no weights.\n"
        "--algo cassandra: --tokens N random tokens per node (default 256) in the signed\n"
        "64-bit token space; key tokens as Cassandra's Murmur3Partitioner computes them\n"
        "(its MurmurHash3 x64_128, first 64 bits, signed tail bytes); adds tokens and\n"
        "ownership{max_over_mean, cv} of the exact token-range shares.\n"
        "--algo redis-cluster: slot = CRC16-XMODEM(key or its {hash tag}) mod 16384, slots in\n"
        "contiguous ranges as redis-cli --cluster create; a joining node takes an equal share\n"
        "of slots from each node; adds slots{node: count}, slot_ranges{node: [[first, last]]}\n"
        "and after{slots_moved, slot_moves[{from, to, slots, ranges}]}.\n"
        "hashlab ring --slot KEY [--json] prints {key, hashed, slot} alone.\n"
        "--replicas R: each key's preference list is the first R distinct nodes of its\n"
        "placement's order (ring: clockwise; rendezvous: top scores; jump, modulo: the next\n"
        "buckets; maglev: the next table slots; bounded: none). --rack-aware takes a node\n"
        "only on a rack not used yet, then the skipped ones in walk order. Adds replicas{\n"
        "replicas, rack_aware, racks, failed, under_replicated (< R live), unavailable (0 "
        "live),\n"
        "live[keys with 0..R live], copies{node}, takeover{failed: {node: keys}}} and, with\n"
        "--owners, preference[[names]]; after.replicas also has copies_moved.\n"
        "--failure-trials T adds replicas.failure_trials{trials, seed, distinct_sets, mean,\n"
        "histogram[trials ending after 0..live nodes failures]}: each trial fails the live "
        "nodes\n"
        "one at a time in a random order until some key has no live copy.\n"
        "--workload uniform|zipf:S draws --requests N keys (Zipf: P(key i-1) = i^-S / H_N,S,\n"
        "Vose alias table, splitmix64 from --seed) and adds requests{workload, requests,\n"
        "seed, load{node: requests to its keys}, max_over_mean, hottest_key{key, requests,\n"
        "node}}, also in after.",
        kRingSpecs);
}

// --add and --remove: the setup after the change, if there is one.
std::optional<ring::Config> changedConfig(const Args& args, const ring::Config& config) {
    if (!args.has("add") && !args.has("remove"))
        return std::nullopt;
    ring::Config c = config;
    if (args.has("add")) {
        std::vector<ring::Node> added;
        for (const std::string& n : args.list("add"))
            added.push_back({n, 1.0});
        auto r = ring::withAdded(c, added);
        if (!r)
            failRing(r.error());
        c = *r;
    }
    if (args.has("remove")) {
        auto r = ring::withRemoved(c, args.list("remove"));
        if (!r)
            failRing(r.error());
        c = *r;
    }
    return c;
}

// The replication options of a run (none without --replicas and its friends), checked against the
// nodes before and after the change.
struct Replication {
    std::optional<ReplicaArgs> args;
    std::optional<ring::ReplicaSetup> before, after;
    bool keepLists = false; // each key's list is kept: --owners prints it, a change diffs it
};

Replication replication(const Args& args, const ring::Config& config,
                        const std::optional<ring::Config>& next,
                        const std::optional<ring::NodeImport>& imported,
                        const ring::KeySource& keys) {
    Replication r;
    r.keepLists = args.flag("owners") || next.has_value();
    if (!wantsReplicas(args))
        return r;
    r.args = parseReplicaArgs(args, config, next, imported);
    r.before = r.args->setupFor(config);
    if (next)
        r.after = r.args->setupFor(*next);
    if (r.keepLists &&
        keys.size() * static_cast<std::uint64_t>(r.args->replicas) > ring::limits::kMaxListEntries)
        throw UsageError("--replicas: keys x R must be at most 20000000 when the lists are "
                         "kept (--owners, --add, --remove)");
    return r;
}

// The keys placed by one setup: their hashes, replica lists (with --replicas) and owners.
struct Placed {
    std::unique_ptr<ring::Placement> placement;
    std::vector<std::uint64_t> hashes;
    ring::ReplicaReport replicas;
    std::vector<std::uint32_t> owners;
    Serving serving;
};

std::unique_ptr<ring::Placement> buildPlacement(const ring::Config& config) {
    auto placement = ring::build(config);
    if (!placement)
        failRing(placement.error());
    return std::move(placement).value();
}

// Replicas first: where their lists are kept, the owners are the lists' first nodes, which spares
// a second pass over the keys (for rendezvous, a score of every node per key).
std::vector<std::uint32_t> ownersOf(const ring::Placement& placement,
                                    const ring::ReplicaReport& replicas,
                                    const std::vector<std::uint64_t>& hashes) {
    std::vector<std::uint32_t> owners = ring::primaries(replicas);
    if (owners.size() != hashes.size()) {
        owners.resize(hashes.size());
        placement.assign(hashes, owners);
    }
    return owners;
}

Placed placeKeys(const ring::Config& config, const ring::KeySource& keys, const Replication& rep) {
    Placed out;
    out.placement = buildPlacement(config);
    auto hashes = out.placement->hashKeys(keys);
    if (!hashes)
        throw UsageError("--" + hashes.error().text() + " (--hash " +
                         std::string(ring::keyHashName(config.hash)) + ")");
    out.hashes = std::move(hashes).value();
    if (rep.before)
        out.replicas = ring::replicate(*out.placement, *rep.before, out.hashes, rep.keepLists);
    out.owners = ownersOf(*out.placement, out.replicas, out.hashes);
    out.serving = servingOf(*out.placement, rep.before, out.hashes, out.owners);
    return out;
}

// What the run asks of both sides: the keys, the requests per key and the options.
struct RingRun {
    const Args& args;
    const ring::KeySource& keys;
    const std::optional<RequestPlan>& plan;
    const std::vector<std::uint64_t>& perKey;
};

nlohmann::json beforeJson(const RingRun& run, const ring::Config& config, const Placed& placed,
                          const Replication& rep) {
    const Args& args = run.args;
    const Serving& serving = placed.serving;
    const std::vector<std::string>& names = serving.names;
    nlohmann::json j = {{"algo", ring::algoName(config.algo)},
                        {"hash", ring::keyHashName(config.hash)},
                        {"nodes", names},
                        {"keys", run.keys.size()}};
    addServedLoad(j, serving, placed.owners);
    if (config.algo == ring::Algo::Bounded)
        j["capacity"] = perNode(names, ring::boundedCapacities(config, run.keys.size()));
    if (config.algo == ring::Algo::Cassandra) {
        const ring::ShareSpread spread = ring::shareSpread(*placed.placement);
        j["tokens"] = config.vnodes;
        j["ownership"] = {{"max_over_mean", spread.maxOverMean}, {"cv", spread.cv}};
    }
    if (args.flag("owners"))
        j["owners"] = ownersJson(names, placed.owners);
    if (run.plan)
        j["requests"] = requestJson(*run.plan, run.perKey, serving.served, names, run.keys,
                                    serving.live.nodes.size());
    if (rep.before) {
        j["replicas"] = replicaJson(placed.replicas, config, *rep.before);
        if (args.flag("owners"))
            j["preference"] = preferenceJson(placed.replicas, config);
        if (args.has("failure-trials"))
            j["replicas"]["failure_trials"] =
                failureTrialsJson(args, *placed.placement, *rep.before, placed.hashes);
    }
    return j;
}

// The "after" object: the setup after --add/--remove, and what moved. Takes the owners before.
nlohmann::json afterJson(const RingRun& run, const ring::Config& config, const ring::Config& next,
                         Placed& placed, const Replication& rep) {
    const Args& args = run.args;
    const std::unique_ptr<ring::Placement> after = buildPlacement(next);
    ring::ReplicaReport replicasAfter;
    if (rep.after)
        replicasAfter = ring::replicateAfter(*placed.placement, *rep.before, placed.replicas,
                                             *after, *rep.after, placed.hashes, rep.keepLists);
    const std::vector<std::uint32_t> afterOwners = ownersOf(*after, replicasAfter, placed.hashes);
    const Serving serving = servingOf(*after, rep.after, placed.hashes, afterOwners);
    // Moved and ideal count the live nodes on each side: who serves a key before and after.
    const ring::Migration m = ring::diffOwners(placed.serving.live, serving.live,
                                               placed.serving.liveServed, serving.liveServed);
    nlohmann::json a = {{"nodes", serving.names}};
    addServedLoad(a, serving, afterOwners);
    a["moved"] = m.moved;
    a["moved_fraction"] = m.movedFraction;
    a["ideal_fraction"] = m.idealFraction;
    if (next.algo == ring::Algo::Bounded)
        a["capacity"] = perNode(serving.names, ring::boundedCapacities(next, run.keys.size()));
    if (args.flag("owners"))
        a["owners"] = ownersJson(serving.names, afterOwners);
    if (run.plan)
        a["requests"] = requestJson(*run.plan, run.perKey, serving.served, serving.names, run.keys,
                                    serving.live.nodes.size());
    if (rep.after) {
        a["replicas"] = replicaJson(replicasAfter, next, *rep.after);
        a["replicas"]["copies_moved"] = ring::copiesMoved(config, placed.replicas.lists, next,
                                                          replicasAfter.lists, rep.args->replicas);
        if (args.flag("owners"))
            a["preference"] = preferenceJson(replicasAfter, next);
    }
    return a;
}

int runRing(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
    const Args args = Args::parse(argv, kRingSpecs);
    if (args.help()) {
        printHelp(out);
        return 0;
    }
    if (args.has("slot")) {
        printResult(out, redisSlotJson(args), args.json(), kRingSchema);
        return 0;
    }
    if (args.optText("algo") == "redis-cluster") {
        printResult(out, redisClusterJson(args), args.json(), kRingSchema);
        return 0;
    }
    const std::optional<ring::NodeImport> imported = importNodes(args);
    const ring::Config config = parseConfig(args, imported);
    const LoadedKeys loaded = ringKeys(args);
    const std::optional<ring::Config> next = changedConfig(args, config);
    const Replication rep = replication(args, config, next, imported, loaded.keys);
    std::vector<std::uint64_t> perKey;
    const std::optional<RequestPlan> plan = requestPlan(args, loaded, perKey);
    const RingRun run{args, loaded.keys, plan, perKey};

    Placed placed = placeKeys(config, loaded.keys, rep);
    nlohmann::json j = beforeJson(run, config, placed, rep);
    if (next)
        j["after"] = afterJson(run, config, *next, placed, rep);
    printResult(out, j, args.json(), kRingSchema);
    return 0;
}

} // namespace

Command ringCommand() {
    return {"ring",
            "consistent hashing: load and migration (ring, ketama, jump, rendezvous, maglev, "
            "modulo, bounded, cassandra, redis-cluster)",
            runRing};
}

} // namespace hashlab::cli

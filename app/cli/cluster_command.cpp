// `hashlab cluster redis`: a real Redis Cluster, read live (hiredis) or from redis-cli's output,
// and a rebalance plan for it: redis-cli's own (--plan redis-cli) or HashLab's by keys or cpu
// (docs/redis.md). HashLab reads clusters and writes plans; it never writes to a cluster.
#include "args.h"
#include "cli.h"
#include "cluster_json.h"

#include "hashlab/ring/redis_key_plan.h"
#include "hashlab/ring/redis_live_reader.h"
#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_plan_script.h"
#include "hashlab/ring/redis_rebalance.h"
#include "hashlab/ring/redis_shards_parser.h"

#include <cstdlib>
#include <fstream>
#include <ostream>

namespace hashlab::cli {
namespace {

namespace redis = ring::redis;

const std::vector<OptionSpec> kClusterSpecs = {
    {"connect", "HOST:PORT",
     "read the cluster live from this node (no TLS: Debian 12's hiredis "
     "0.14 has none)"},
    {"user", "U", "ACL user for --connect (with a password)"},
    {"password-file", "F",
     "--connect's password: the first line of F (else REDISCLI_AUTH, else none)"},
    {"connect-timeout", "MS", "--connect: 1 to 600000 ms to connect to each node (default 3000)"},
    {"read-timeout", "MS", "--connect: 1 to 600000 ms for each reply (default 10000)"},
    {"cluster-nodes-file", "F",
     "read the text of `redis-cli cluster nodes` from F (at most 16777216 bytes and 1000 "
     "nodes)"},
    {"shards-json", "F",
     "read `redis-cli --json cluster shards` (RESP3 or -2) from F (at most 16777216 bytes)"},
    {"plan", "KIND",
     "redis-cli|keys|cpu: redis-cli 7.0.15's rebalance, or HashLab's balancing keys (cpu-usec)"},
    {"threshold", "P",
     "percent, 0 to 1000: redis-cli's --cluster-threshold (default 2); keys/cpu: the band "
     "round each master's share (default 2)"},
    {"weight", "ID=W,...",
     "weights by master id prefix, each 0 to 1000000 (default 1; --cluster-weight)"},
    {"use-empty-masters", "",
     "redis-cli: masters without slots take part "
     "(--cluster-use-empty-masters)"},
    {"add-empty", "N", "what if 1 to 100 empty masters were added first (add-node)"},
    {"remove", "ID,...", "what if these masters were removed (weight 0, then del-node)"},
    {"export-script", "F",
     "write the plan as a bash script to F (prints what it would do; --execute runs it)"},
    {"script-user", "U", "ACL user the script authenticates as (default: --user)"},
};

std::string readPassword(const Args& args) {
    if (auto file = args.optText("password-file")) {
        auto text = redis::readClusterFile(*file);
        if (!text)
            throw UsageError("--password-file: " + text.error().text());
        std::string p = *text;
        p = p.substr(0, p.find('\n'));
        if (!p.empty() && p.back() == '\r')
            p.pop_back();
        if (p.empty())
            throw UsageError("--password-file: the first line of " + *file + " is empty");
        return p;
    }
    if (const char* env = std::getenv("REDISCLI_AUTH"))
        return env;
    return "";
}

redis::ClusterState readCluster(const Args& args, std::string& readFrom) {
    const int sources =
        args.has("connect") + args.has("cluster-nodes-file") + args.has("shards-json");
    if (sources != 1)
        throw UsageError("give exactly one of --connect, --cluster-nodes-file and --shards-json");
    if (!args.has("connect"))
        for (const char* o : {"user", "password-file", "connect-timeout", "read-timeout"})
            if (args.has(o))
                throw UsageError("--" + std::string(o) + " applies to --connect only");
    if (args.has("connect")) {
        auto target = redis::parseHostPort(args.text("connect"));
        if (!target)
            throw UsageError("--connect: " + target.error().message);
        target.value().user = args.optText("user").value_or("");
        target.value().password = readPassword(args);
        target.value().connectTimeoutMs =
            static_cast<int>(args.integer("connect-timeout", 1, 600000, 3000));
        target.value().readTimeoutMs =
            static_cast<int>(args.integer("read-timeout", 1, 600000, 10000));
        readFrom = "live " + args.text("connect");
        auto state = redis::readLive(*target);
        if (!state)
            throw UsageError(state.error().message);
        return *state;
    }
    const bool nodes = args.has("cluster-nodes-file");
    const std::string option = nodes ? "cluster-nodes-file" : "shards-json";
    const std::string path = args.text(option);
    readFrom = path;
    auto text = redis::readClusterFile(path);
    if (!text)
        throw UsageError("--" + option + ": " + text.error().text());
    auto state = nodes ? redis::parseClusterNodes(*text) : redis::parseClusterShards(*text);
    if (!state)
        throw UsageError("--" + option + ": " + path + ": " + state.error().text());
    return *state;
}

void fail(const Error& e) {
    throw UsageError(e.parameter.empty() ? e.message : "--" + e.parameter + ": " + e.message);
}

// The plan's options applied to the cluster; `removed` gets the masters --remove names.
redis::RebalancePlan plan(const Args& args, redis::ClusterState& state,
                          std::vector<std::uint32_t>& removed) {
    const std::string kind = args.choice("plan", {"redis-cli", "keys", "cpu"});
    if (args.has("add-empty")) {
        auto more = redis::withEmptyMasters(
            state, static_cast<std::uint32_t>(args.integer("add-empty", 1, 100)));
        if (!more)
            fail(more.error());
        state = std::move(more).value();
    }
    auto weights = redis::parseWeights(state, args.has("weight") ? args.list("weight")
                                                                 : std::vector<std::string>{});
    if (!weights)
        fail(weights.error());
    if (args.has("remove"))
        for (const std::string& id : args.list("remove")) {
            const auto m = state.findMaster(id);
            if (!m)
                throw UsageError("--remove: no master's id starts with '" + id + "'");
            if (std::find(removed.begin(), removed.end(), *m) != removed.end())
                throw UsageError("--remove: master " + state.masters[*m].id + " is named twice");
            removed.push_back(*m);
            weights.value()[*m] = 0;
        }
    const double threshold = args.real("threshold", 0, 1000, 2.0);
    if (kind == "redis-cli") {
        redis::RedisCliOptions o;
        o.weights = *weights;
        o.threshold = threshold;
        // A what-if master joins empty: redis-cli gives it slots only with empty masters.
        o.useEmptyMasters = args.flag("use-empty-masters") || args.has("add-empty");
        auto p = redis::planRedisCli(state, o);
        if (!p)
            fail(p.error());
        return *p;
    }
    if (args.flag("use-empty-masters"))
        throw UsageError("--use-empty-masters applies to --plan redis-cli (HashLab's plan always "
                         "fills empty masters)");
    redis::KeyPlanOptions o;
    o.weights = *weights;
    o.threshold = threshold;
    o.metric = kind == "cpu" ? redis::PlanKind::Cpu : redis::PlanKind::Keys;
    auto p = redis::planKeys(state, o);
    if (!p)
        fail(p.error());
    return *p;
}

int runCluster(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
    const std::string synopsis =
        "hashlab cluster redis (--connect HOST:PORT [--user U] [--password-file F]\n"
        "                       | --cluster-nodes-file F | --shards-json F)\n"
        "                      [--plan redis-cli|keys|cpu [--threshold P] [--weight ID=W,...]\n"
        "                       [--use-empty-masters] [--add-empty N] [--remove ID,...]\n"
        "                       [--export-script F [--script-user U]]] [--json]";
    const std::string description =
        "Reads a Redis Cluster, live (CLUSTER SHARDS or NODES, then every slot's keys with\n"
        "CLUSTER SLOT-STATS or COUNTKEYSINSLOT on its master) or from redis-cli's output, and\n"
        "prints {source, masters[{id, address, health, slot_ranges, slots, keys, replicas}],\n"
        "open_slots[{slot, state, node, peer}], unassigned_slots, max_over_mean{slots, keys},\n"
        "slot_keys (16384 integers or null; --json only)}. With --plan also plan{kind, "
        "moves[{from,\n"
        "to, slot_ranges, slots, keys}], slots_moved, keys_moved, after{id: {slot_ranges, slots,\n"
        "keys}}, max_over_mean_after, removed, notes}. HashLab never writes to the cluster: the\n"
        "exported script does, when run with --execute.";
    if (argv.empty() || argv[0] == "--help" || argv[0] == "-h") {
        out << formatHelp(synopsis, description, kClusterSpecs);
        return 0;
    }
    if (argv[0] != "redis")
        throw UsageError("unknown cluster kind '" + argv[0] + "' (only: redis)");
    const Args args = Args::parse({argv.begin() + 1, argv.end()}, kClusterSpecs);
    if (args.help()) {
        out << formatHelp(synopsis, description, kClusterSpecs);
        return 0;
    }
    if (!args.has("plan"))
        for (const char* o : {"threshold", "weight", "use-empty-masters", "add-empty", "remove",
                              "export-script", "script-user"})
            if (args.has(o))
                throw UsageError("--" + std::string(o) + " needs --plan");
    if (args.has("script-user") && !args.has("export-script"))
        throw UsageError("--script-user needs --export-script");
    std::string readFrom;
    redis::ClusterState state = readCluster(args, readFrom);
    nlohmann::json j;
    if (args.has("plan")) {
        std::vector<std::uint32_t> removed;
        const redis::RebalancePlan p = plan(args, state, removed);
        j = clusterJson(state, args.json());
        j["plan"] = planJson(state, p, removed);
        if (args.has("export-script")) {
            redis::ScriptOptions o;
            o.user = args.optText("script-user").value_or(args.optText("user").value_or(""));
            o.readFrom = readFrom;
            auto script = redis::planScript(state, p, o);
            if (!script)
                fail(script.error());
            const std::string path = args.text("export-script");
            std::ofstream f(path, std::ios::binary | std::ios::trunc);
            if (!(f << *script) || !f.flush())
                throw UsageError("--export-script: cannot write " + path);
            j["script"] = path;
        }
    } else {
        j = clusterJson(state, args.json());
    }
    printResult(out, j, args.json());
    return 0;
}

} // namespace

Command clusterCommand() {
    return {"cluster",
            "a real Redis Cluster: read it (live or redis-cli's output), plan a rebalance",
            runCluster};
}

} // namespace hashlab::cli

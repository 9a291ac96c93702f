// `hashlab ring`: load and migration of a consistent-hashing setup (DESIGN.md, "The command
// line"). Everything is computed by hashlab_core; this file only parses, checks limits before
// allocating, and prints.
#include "args.h"
#include "cli.h"

#include "hashlab/ring/analysis.h"
#include "hashlab/ring/bounded.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <ostream>

namespace hashlab::cli {
namespace {

const std::vector<OptionSpec> kSpecs = {
    {"nodes", "A,B,C",
     "node names, comma-separated (required; 1 to 1000 unique names of 1 to 64 "
     "characters)"},
    {"weights", "W,W,...", "one weight per node, each above 0 and at most 1000000 (default 1)"},
    {"vnodes", "V",
     "ring points per unit of weight, 1 to 10000, at most 2000000 points in all "
     "(ring and bounded; default 160)"},
    {"algo", "ALGO", "ring|ketama|jump|rendezvous|maglev|modulo|bounded (default ring)"},
    {"hash", "H",
     "key hash xxh3|murmur3|md5|identity (default xxh3; ketama always md5; identity reads each "
     "key as an unsigned 64-bit integer)"},
    {"epsilon", "E", "bounded-load slack: capacity ceil((1+E) keys/nodes), 0 to 10 (default 0.25)"},
    {"keys", "N", "use the keys key-0 ... key-(N-1), 1 to 10000000"},
    {"key-file", "F", "read keys from F, one per line (empty lines skipped; at most 10000000)"},
    {"add", "D,E", "then add these nodes (weight 1) and report the migration"},
    {"remove", "B", "then remove these nodes (jump: only the last ones) and report the migration"},
    {"owners", "", "also print each key's owner, in key order"},
};

std::vector<std::string> readKeyFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw UsageError("--key-file: cannot read '" + path + "'");
    std::vector<std::string> keys;
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty())
            continue;
        if (keys.size() == ring::limits::kMaxKeys)
            throw UsageError("--key-file: at most 10000000 keys, '" + path + "' has more");
        keys.push_back(std::move(line));
    }
    if (in.bad())
        throw UsageError("--key-file: cannot read '" + path + "'");
    if (keys.empty())
        throw UsageError("--key-file: '" + path + "' holds no keys");
    return keys;
}

[[noreturn]] void fail(const Error& e) {
    throw UsageError("--" + e.text());
}

nlohmann::json loadJson(const std::vector<std::string>& names, const ring::LoadStats& s) {
    nlohmann::json load = nlohmann::json::object();
    for (std::size_t i = 0; i < names.size(); ++i)
        load[names[i]] = s.counts[i];
    return load;
}

nlohmann::json capacityJson(const std::vector<std::string>& names,
                            const std::vector<std::uint64_t>& capacity) {
    nlohmann::json out = nlohmann::json::object();
    for (std::size_t i = 0; i < names.size(); ++i)
        out[names[i]] = capacity[i];
    return out;
}

nlohmann::json ownersJson(const std::vector<std::string>& names,
                          const std::vector<std::uint32_t>& owners) {
    nlohmann::json list = nlohmann::json::array();
    for (std::uint32_t o : owners)
        list.push_back(names[o]);
    return list;
}

ring::Config parseConfig(const Args& args) {
    ring::Config c;
    auto algo = ring::parseAlgo(args.optText("algo").value_or("ring"));
    if (!algo)
        fail(algo.error());
    c.algo = *algo;
    const std::string defaultHash = c.algo == ring::Algo::Ketama ? "md5" : "xxh3";
    auto hash = ring::parseKeyHash(args.optText("hash").value_or(defaultHash));
    if (!hash)
        fail(hash.error());
    c.hash = *hash;
    auto nodes =
        ring::parseNodes(args.list("nodes"),
                         args.has("weights") ? args.list("weights") : std::vector<std::string>{});
    if (!nodes)
        fail(nodes.error());
    c.nodes = *nodes;
    if (args.has("vnodes")) {
        if (c.algo != ring::Algo::Ring && c.algo != ring::Algo::Bounded)
            throw UsageError("--vnodes applies to --algo ring and bounded only (ketama always "
                             "places 40 MD5 digests x 4 points per server at equal weight)");
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
            fail(e.error());
        c.epsilon = *e;
    }
    if (Status s = ring::validate(c); !s)
        fail(s.error());
    return c;
}

int runRing(const std::vector<std::string>& argv, std::ostream& out, std::ostream&) {
    const Args args = Args::parse(argv, kSpecs);
    if (args.help()) {
        out << formatHelp(
            "hashlab ring --nodes A,B,C [--weights 1,1,2] [--vnodes V] [--algo ALGO] [--hash H]\n"
            "             [--epsilon E] (--keys N | --key-file F) [--add D,E] [--remove B] "
            "[--owners] [--json]",
            "Places keys on nodes and reports the load; with --add/--remove also the migration.\n"
            "Prints {algo, nodes, keys, load{node: count}, stddev, max_over_mean, owners (with\n"
            "--owners, in key order), capacity{node: keys} (bounded: ceil((1+E)·keys·w/W),\n"
            "E the decimal as typed, at most 6 places), after{nodes, load, moved, moved_fraction, "
            "ideal_fraction,\n"
            "owners}}. ideal_fraction is ½·Σ|p_i − q_i| over the nominal weight shares before and\n"
            "after: the least any placement giving each node its share must move.\n"
            "--algo jump maps bucket b to the b-th node of --nodes and can only add or remove\n"
            "at the end; ketama places points exactly as libketama (32-bit MD5 continuum);\n"
            "jump, maglev (table 65537) and modulo take no weights.",
            kSpecs);
        return 0;
    }
    ring::Config config = parseConfig(args);
    if (args.has("keys") == args.has("key-file"))
        throw UsageError("give exactly one of --keys N (1 to 10000000) or --key-file F");
    const ring::KeySource keys =
        args.has("keys")
            ? ring::KeySource::generated(args.integer("keys", 1, ring::limits::kMaxKeys))
            : ring::KeySource::list(readKeyFile(args.text("key-file")));

    std::optional<ring::Config> next;
    if (args.has("add") || args.has("remove")) {
        ring::Config c = config;
        if (args.has("add")) {
            std::vector<ring::Node> added;
            for (const std::string& n : args.list("add"))
                added.push_back({n, 1.0});
            auto r = ring::withAdded(c, added);
            if (!r)
                fail(r.error());
            c = *r;
        }
        if (args.has("remove")) {
            auto r = ring::withRemoved(c, args.list("remove"));
            if (!r)
                fail(r.error());
            c = *r;
        }
        next = c;
    }

    auto placement = ring::build(config);
    if (!placement)
        fail(placement.error());
    auto hashes = (*placement)->hashKeys(keys);
    if (!hashes)
        throw UsageError("--" + hashes.error().text() + " (--hash " +
                         std::string(ring::keyHashName(config.hash)) + ")");

    std::vector<std::string> names;
    for (const auto& n : config.nodes)
        names.push_back(n.name);
    std::vector<std::uint32_t> owners(hashes->size());
    (*placement)->assign(*hashes, owners);
    const ring::LoadStats stats = ring::loadStats(owners, names.size());

    nlohmann::json j = {{"algo", ring::algoName(config.algo)},
                        {"hash", ring::keyHashName(config.hash)},
                        {"nodes", names},
                        {"keys", keys.size()},
                        {"load", loadJson(names, stats)},
                        {"stddev", stats.stddev},
                        {"max_over_mean", stats.maxOverMean}};
    if (config.algo == ring::Algo::Bounded)
        j["capacity"] = capacityJson(names, ring::boundedCapacities(config, keys.size()));
    if (args.flag("owners"))
        j["owners"] = ownersJson(names, owners);

    if (next) {
        auto after = ring::build(*next);
        if (!after)
            fail(after.error());
        std::vector<std::uint32_t> afterOwners(hashes->size());
        (*after)->assign(*hashes, afterOwners);
        const ring::Migration m =
            ring::diffOwners(config, *next, std::move(owners), std::move(afterOwners));
        const ring::LoadStats afterStats = ring::loadStats(m.after, m.toNodes.size());
        nlohmann::json a = {{"nodes", m.toNodes},
                            {"load", loadJson(m.toNodes, afterStats)},
                            {"stddev", afterStats.stddev},
                            {"max_over_mean", afterStats.maxOverMean},
                            {"moved", m.moved},
                            {"moved_fraction", m.movedFraction},
                            {"ideal_fraction", m.idealFraction}};
        if (next->algo == ring::Algo::Bounded)
            a["capacity"] = capacityJson(m.toNodes, ring::boundedCapacities(*next, keys.size()));
        if (args.flag("owners"))
            a["owners"] = ownersJson(m.toNodes, m.after);
        j["after"] = std::move(a);
    }
    printResult(out, j, args.json());
    return 0;
}

} // namespace

Command ringCommand() {
    return {"ring",
            "consistent hashing: load and migration (ring, ketama, jump, rendezvous, maglev, "
            "modulo, bounded)",
            runRing};
}

} // namespace hashlab::cli

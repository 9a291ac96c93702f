#include "hashlab/ring/config.h"

#include "hashlab/common/format.h"
#include "hashlab/common/names.h"
#include "hashlab/common/primes.h"

#include "placements.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <set>

namespace hashlab::ring {
namespace {

constexpr std::array kAlgos = {Algo::Ring,   Algo::Ketama, Algo::Jump,    Algo::Rendezvous,
                               Algo::Maglev, Algo::Modulo, Algo::Bounded, Algo::Cassandra};
constexpr std::array kHashes = {KeyHash::Xxh3, KeyHash::Murmur3, KeyHash::Md5, KeyHash::Identity};

Status validateNodes(const std::vector<Node>& nodes, Algo algo) {
    if (nodes.empty())
        return makeError("nodes", HASHLAB_TR("core", "give at least one node"));
    if (nodes.size() > limits::kMaxNodes)
        return makeError("nodes", HASHLAB_TR("core", "at most %1 nodes, got %2"), limits::kMaxNodes,
                         nodes.size());
    std::set<std::string> seen;
    for (const Node& n : nodes) {
        if (n.name.empty())
            return makeError("nodes", HASHLAB_TR("core", "a node name is empty"));
        if (n.name.size() > limits::kMaxNameLength)
            return makeError("nodes",
                             HASHLAB_TR("core", "node name '%1...' is longer than %2 characters"),
                             n.name.substr(0, 16), limits::kMaxNameLength);
        if (!seen.insert(n.name).second)
            return makeError("nodes", HASHLAB_TR("core", "duplicate node name '%1'"), n.name);
        if (!(n.weight > 0) || !std::isfinite(n.weight) || n.weight > limits::kMaxWeight)
            return makeError("weights",
                             HASHLAB_TR("core", "weight of '%1' must be a number above 0 and at "
                                                "most %2, got %3"),
                             n.name, formatG(limits::kMaxWeight), formatG(n.weight));
        // Bounded capacities are computed from the weights as exact decimals.
        if (!shortestDecimal(n.weight))
            return makeError("weights",
                             HASHLAB_TR("core", "weight of '%1' has more than %2 digits after "
                                                "the decimal point, got %3"),
                             n.name, kMaxDecimalScale, formatG(n.weight));
    }
    if (!supportsWeights(algo)) {
        for (const Node& n : nodes)
            if (n.weight != nodes.front().weight)
                return makeError("weights",
                                 HASHLAB_TR("core", "%1 cannot weight nodes: give equal weights"),
                                 algoName(algo));
    }
    return ok();
}

} // namespace

std::uint64_t detail::pointsFor(const Config& c, std::size_t i) {
    const double v = std::round(static_cast<double>(c.vnodes) * c.nodes[i].weight);
    return v < 1 ? 1 : v > 1e15 ? std::uint64_t{1} << 50 : static_cast<std::uint64_t>(v);
}

std::span<const Algo> allAlgos() {
    return kAlgos;
}

std::string_view algoName(Algo algo) {
    switch (algo) {
    case Algo::Ring:
        return "ring";
    case Algo::Ketama:
        return "ketama";
    case Algo::Jump:
        return "jump";
    case Algo::Rendezvous:
        return "rendezvous";
    case Algo::Maglev:
        return "maglev";
    case Algo::Modulo:
        return "modulo";
    case Algo::Bounded:
        return "bounded";
    case Algo::Cassandra:
        return "cassandra";
    case Algo::RedisCluster:
        return "redis-cluster";
    }
    return "?";
}

Result<Algo> parseAlgo(std::string_view name) {
    if (auto a = enumNamed(name, kAlgos, algoName))
        return *a;
    return makeError("algo",
                     HASHLAB_TR("core", "must be ring, ketama, jump, rendezvous, maglev, modulo, "
                                        "bounded or cassandra, got '%1'"),
                     name);
}

std::span<const KeyHash> allKeyHashes() {
    return kHashes;
}

std::string_view keyHashName(KeyHash hash) {
    switch (hash) {
    case KeyHash::Xxh3:
        return "xxh3";
    case KeyHash::Murmur3:
        return "murmur3";
    case KeyHash::Md5:
        return "md5";
    case KeyHash::Identity:
        return "identity";
    }
    return "?";
}

Result<KeyHash> parseKeyHash(std::string_view name) {
    if (auto h = enumNamed(name, kHashes, keyHashName))
        return *h;
    return makeError("hash", HASHLAB_TR("core", "must be xxh3, murmur3, md5 or identity, got '%1'"),
                     name);
}

bool supportsWeights(Algo algo) {
    return algo == Algo::Ring || algo == Algo::Ketama || algo == Algo::Rendezvous ||
           algo == Algo::Bounded || algo == Algo::Cassandra;
}

bool isRingBased(Algo algo) {
    return algo == Algo::Ring || algo == Algo::Ketama || algo == Algo::Bounded ||
           algo == Algo::Cassandra;
}

bool hasVnodes(Algo algo) {
    return algo == Algo::Ring || algo == Algo::Bounded || algo == Algo::Cassandra;
}

Status validate(const Config& c) {
    if (Status s = validateNodes(c.nodes, c.algo); !s)
        return s;
    if (c.vnodes < limits::kMinVnodes || c.vnodes > limits::kMaxVnodes)
        return makeError("vnodes", HASHLAB_TR("core", "must be an integer from 1 to 10000, got %1"),
                         c.vnodes);
    if (c.algo == Algo::Ketama && c.hash != KeyHash::Md5)
        return makeError("hash",
                         HASHLAB_TR("core", "ketama always hashes with md5, as libketama does"));
    if (c.epsilon.scale < 0 || c.epsilon.scale > kMaxDecimalScale ||
        c.epsilon.toDouble() > limits::kMaxEpsilon)
        return makeError("epsilon", HASHLAB_TR("core", "must be a number from 0 to 10, got %1"),
                         c.epsilon.toString());
    if (c.algo == Algo::Maglev && (!isPrime(c.maglevSize) || c.maglevSize < c.nodes.size()))
        return makeError("maglev size",
                         HASHLAB_TR("core", "must be a prime at least the number of nodes, got %1"),
                         c.maglevSize);
    if (c.algo == Algo::Ring || c.algo == Algo::Bounded) {
        // Refuse before anything is allocated.
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < c.nodes.size() && total <= limits::kMaxPoints; ++i)
            total += detail::pointsFor(c, i);
        if (total > limits::kMaxPoints)
            return makeError(
                "vnodes",
                HASHLAB_TR("core", "vnodes x total weight must be at most 2,000,000 points"));
    }
    return ok();
}

Result<Config> withAdded(const Config& config, const std::vector<Node>& added) {
    if (added.empty())
        return makeError("add", HASHLAB_TR("core", "name at least one node to add"));
    Config next = config;
    for (const Node& n : added) {
        const bool exists = std::any_of(config.nodes.begin(), config.nodes.end(),
                                        [&](const Node& o) { return o.name == n.name; });
        if (exists)
            return makeError("add", HASHLAB_TR("core", "node '%1' already exists"), n.name);
        next.nodes.push_back(n);
    }
    if (Status s = validate(next); !s) {
        Error e = s.error();
        if (e.parameter == "nodes")
            e.parameter = "add";
        return e;
    }
    return next;
}

Result<Config> withRemoved(const Config& config, const std::vector<std::string>& removed) {
    if (removed.empty())
        return makeError("remove", HASHLAB_TR("core", "name at least one node to remove"));
    Config next = config;
    for (const std::string& name : removed) {
        auto it = std::find_if(next.nodes.begin(), next.nodes.end(),
                               [&](const Node& n) { return n.name == name; });
        if (it == next.nodes.end())
            return makeError("remove", HASHLAB_TR("core", "unknown node '%1'"), name);
        if (config.algo == Algo::Jump && it + 1 != next.nodes.end())
            return makeError("remove",
                             HASHLAB_TR("core", "jump hash can only remove the last bucket ('%1'), "
                                                "not '%2'"),
                             next.nodes.back().name, name);
        next.nodes.erase(it);
    }
    if (next.nodes.empty())
        return makeError("remove", HASHLAB_TR("core", "cannot remove the last node"));
    return next;
}

Result<double> parseWeight(std::string_view text) {
    double v = 0;
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || ec != std::errc() || p != end || !std::isfinite(v))
        return makeError("weights", HASHLAB_TR("core", "%1 is not a number"), detail::quoted(text));
    if (!(v > 0) || v > limits::kMaxWeight)
        return makeError(
            "weights",
            HASHLAB_TR("core", "each weight must be above 0 and at most 1000000, got %1"), text);
    if (!shortestDecimal(v))
        return makeError("weights",
                         HASHLAB_TR("core", "at most %1 digits after the decimal point, got %2"),
                         kMaxDecimalScale, text);
    return v;
}

Result<std::vector<Node>> parseNodes(const std::vector<std::string>& names,
                                     const std::vector<std::string>& weights) {
    if (!weights.empty() && weights.size() != names.size())
        return makeError("weights",
                         HASHLAB_TR("core", "give one weight per node: %1 nodes, %2 weights"),
                         names.size(), weights.size());
    std::vector<Node> nodes;
    for (std::size_t i = 0; i < names.size(); ++i) {
        Node n{names[i], 1.0};
        if (!weights.empty()) {
            auto w = parseWeight(weights[i]);
            if (!w)
                return w.error();
            n.weight = *w;
        }
        nodes.push_back(n);
    }
    return nodes;
}

} // namespace hashlab::ring

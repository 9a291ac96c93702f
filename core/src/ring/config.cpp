#include "hashlab/ring/config.h"

#include "placements.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <set>

namespace hashlab::ring {
namespace {

constexpr std::array kAlgos = {Algo::Ring,   Algo::Ketama, Algo::Jump,   Algo::Rendezvous,
                               Algo::Maglev, Algo::Modulo, Algo::Bounded};
constexpr std::array kHashes = {KeyHash::Xxh3, KeyHash::Murmur3, KeyHash::Md5, KeyHash::Identity};

std::string fmt(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

bool isPrime(std::uint32_t n) {
    if (n < 2)
        return false;
    for (std::uint32_t d = 2; static_cast<std::uint64_t>(d) * d <= n; ++d)
        if (n % d == 0)
            return false;
    return true;
}

Status validateNodes(const std::vector<Node>& nodes, Algo algo) {
    if (nodes.empty())
        return makeError("nodes", "give at least one node");
    if (nodes.size() > limits::kMaxNodes)
        return makeError("nodes", "at most " + std::to_string(limits::kMaxNodes) + " nodes, got " +
                                      std::to_string(nodes.size()));
    std::set<std::string> seen;
    for (const Node& n : nodes) {
        if (n.name.empty())
            return makeError("nodes", "a node name is empty");
        if (n.name.size() > limits::kMaxNameLength)
            return makeError("nodes", "node name '" + n.name.substr(0, 16) +
                                          "...' is longer than " +
                                          std::to_string(limits::kMaxNameLength) + " characters");
        if (!seen.insert(n.name).second)
            return makeError("nodes", "duplicate node name '" + n.name + "'");
        if (!(n.weight > 0) || !std::isfinite(n.weight) || n.weight > limits::kMaxWeight)
            return makeError("weights", "weight of '" + n.name +
                                            "' must be a number above 0 and "
                                            "at most " +
                                            fmt(limits::kMaxWeight) + ", got " + fmt(n.weight));
    }
    if (!supportsWeights(algo)) {
        for (const Node& n : nodes)
            if (n.weight != nodes.front().weight)
                return makeError("weights", std::string(algoName(algo)) +
                                                " cannot weight nodes: give equal weights");
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
    }
    return "?";
}

Result<Algo> parseAlgo(std::string_view name) {
    for (Algo a : kAlgos)
        if (algoName(a) == name)
            return a;
    return makeError("algo", "must be ring, ketama, jump, rendezvous, maglev, modulo or bounded, "
                             "got '" +
                                 std::string(name) + "'");
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
    for (KeyHash h : kHashes)
        if (keyHashName(h) == name)
            return h;
    return makeError("hash",
                     "must be xxh3, murmur3, md5 or identity, got '" + std::string(name) + "'");
}

bool supportsWeights(Algo algo) {
    return algo == Algo::Ring || algo == Algo::Ketama || algo == Algo::Rendezvous ||
           algo == Algo::Bounded;
}

bool isRingBased(Algo algo) {
    return algo == Algo::Ring || algo == Algo::Ketama || algo == Algo::Bounded;
}

Status validate(const Config& c) {
    if (Status s = validateNodes(c.nodes, c.algo); !s)
        return s;
    if (c.vnodes < limits::kMinVnodes || c.vnodes > limits::kMaxVnodes)
        return makeError("vnodes",
                         "must be an integer from 1 to 10000, got " + std::to_string(c.vnodes));
    if (c.algo == Algo::Ketama && c.hash != KeyHash::Md5)
        return makeError("hash", "ketama always hashes with md5, as libketama does");
    if (!(c.epsilon >= 0) || c.epsilon > limits::kMaxEpsilon)
        return makeError("epsilon", "must be a number from 0 to 10, got " + fmt(c.epsilon));
    if (c.algo == Algo::Maglev && (!isPrime(c.maglevSize) || c.maglevSize < c.nodes.size()))
        return makeError("maglev size", "must be a prime at least the number of nodes, got " +
                                            std::to_string(c.maglevSize));
    if (c.algo == Algo::Ring || c.algo == Algo::Bounded) {
        // Refuse before anything is allocated.
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < c.nodes.size() && total <= limits::kMaxPoints; ++i)
            total += detail::pointsFor(c, i);
        if (total > limits::kMaxPoints)
            return makeError("vnodes", "vnodes x total weight must be at most 2,000,000 points");
    }
    return ok();
}

Result<Config> withAdded(const Config& config, const std::vector<Node>& added) {
    if (added.empty())
        return makeError("add", "name at least one node to add");
    Config next = config;
    for (const Node& n : added) {
        const bool exists = std::any_of(config.nodes.begin(), config.nodes.end(),
                                        [&](const Node& o) { return o.name == n.name; });
        if (exists)
            return makeError("add", "node '" + n.name + "' already exists");
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
        return makeError("remove", "name at least one node to remove");
    Config next = config;
    for (const std::string& name : removed) {
        auto it = std::find_if(next.nodes.begin(), next.nodes.end(),
                               [&](const Node& n) { return n.name == name; });
        if (it == next.nodes.end())
            return makeError("remove", "unknown node '" + name + "'");
        if (config.algo == Algo::Jump && it + 1 != next.nodes.end())
            return makeError("remove", "jump hash can only remove the last bucket ('" +
                                           next.nodes.back().name + "'), not '" + name + "'");
        next.nodes.erase(it);
    }
    if (next.nodes.empty())
        return makeError("remove", "cannot remove the last node");
    return next;
}

Result<double> parseWeight(std::string_view text) {
    double v = 0;
    const char* end = text.data() + text.size();
    auto [p, ec] = std::from_chars(text.data(), end, v);
    if (text.empty() || ec != std::errc() || p != end || !std::isfinite(v))
        return makeError("weights", detail::quoted(text) + " is not a number");
    if (!(v > 0) || v > limits::kMaxWeight)
        return makeError("weights", "each weight must be above 0 and at most 1000000, got " +
                                        std::string(text));
    return v;
}

Result<std::vector<Node>> parseNodes(const std::vector<std::string>& names,
                                     const std::vector<std::string>& weights) {
    if (!weights.empty() && weights.size() != names.size())
        return makeError("weights", "give one weight per node: " + std::to_string(names.size()) +
                                        " nodes, " + std::to_string(weights.size()) + " weights");
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

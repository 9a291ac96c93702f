#pragma once
// What a consistent-hashing setup is made of: the algorithm, the key hash, the nodes with their
// weights, virtual nodes per node and the bounded-load slack. Validation lives here so that the
// CLI, the GUI and the scenario loader refuse exactly the same inputs with the same words.
#include "hashlab/common/decimal.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::ring {

// Cassandra: random vnode tokens and Murmur3Partitioner key tokens (cassandra.h).
// RedisCluster: CRC16 slots and a slot table that depends on the cluster's history of adds and
// removes (redis_cluster.h), so it is not in allAlgos(): `hashlab ring --algo redis-cluster` runs
// apart, and build() gives a freshly created cluster; redis::makePlacement takes any table. The
// comparison lists it after allAlgos() (compareAlgos(), compare.h) and builds its tables there.
enum class Algo {
    Ring,
    Ketama,
    Jump,
    Rendezvous,
    Maglev,
    Modulo,
    Bounded,
    Cassandra,
    RedisCluster
};
// The key hash: identity reads the key text as an unsigned 64-bit integer (an error otherwise).
enum class KeyHash { Xxh3, Murmur3, Md5, Identity };

std::span<const Algo> allAlgos();
// ring, ketama, jump, rendezvous, maglev, modulo, bounded, cassandra
std::string_view algoName(Algo algo);
Result<Algo> parseAlgo(std::string_view name);
std::span<const KeyHash> allKeyHashes();
std::string_view keyHashName(KeyHash hash); // xxh3, murmur3, md5, identity
Result<KeyHash> parseKeyHash(std::string_view name);

// Whether an algorithm honours unequal weights (jump, maglev and modulo do not).
bool supportsWeights(Algo algo);
// Whether an algorithm places points on a ring (ring, ketama, bounded, cassandra) and so has arcs.
bool isRingBased(Algo algo);
// Whether Config::vnodes sets its points per unit of weight (ring, bounded; cassandra: num_tokens).
bool hasVnodes(Algo algo);

namespace limits {
inline constexpr int kMinVnodes = 1;
inline constexpr int kMaxVnodes = 10000;
inline constexpr std::size_t kMaxNodes = 1000;
inline constexpr std::uint64_t kMaxKeys = 10'000'000;
// Total ring points (vnodes x sum of weights), checked before allocating.
inline constexpr std::uint64_t kMaxPoints = 2'000'000;
inline constexpr double kMaxWeight = 1e6;
inline constexpr double kMaxEpsilon = 10.0; // at most kMaxDecimalScale decimals, like weights
inline constexpr std::size_t kMaxNameLength = 64;
} // namespace limits

struct Node {
    std::string name;
    double weight = 1.0;
    bool operator==(const Node&) const = default;
};

struct Config {
    Algo algo = Algo::Ring;
    KeyHash hash = KeyHash::Xxh3; // ketama always hashes with md5, as libketama does
    std::vector<Node> nodes;
    // ring points per unit of weight (ring, bounded; cassandra's num_tokens); at least 1 per node
    int vnodes = 160;
    // bounded: capacity per node ceil((1 + epsilon) * keys * w / sum w), epsilon the decimal typed
    Decimal epsilon{25, 2};
    std::uint32_t maglevSize = 65537; // maglev lookup table size M (a prime)
    bool operator==(const Config&) const = default;
};

// Every rule of the "bad input" list; the error names the parameter and its range.
Status validate(const Config& config);
// A copy with `added` appended (names must be new) / `removed` taken out (names must exist and at
// least one node must remain). Jump can only remove its last buckets: the error says so.
Result<Config> withAdded(const Config& config, const std::vector<Node>& added);
Result<Config> withRemoved(const Config& config, const std::vector<std::string>& removed);

// Parses the CLI forms: "A,B,C" names and "1,1,2" weights (a list of the same length).
Result<std::vector<Node>> parseNodes(const std::vector<std::string>& names,
                                     const std::vector<std::string>& weights);
Result<double> parseWeight(std::string_view text);

} // namespace hashlab::ring

#pragma once
// Cassandra-style vnodes (docs/references.md "Cassandra vnodes"): each node takes num_tokens
// random tokens in the signed 64-bit token space of Murmur3Partitioner; a key's token is the
// partitioner's: the first 64 bits of MurmurHash3 x64_128 (seed 0) of the key's bytes, as
// Cassandra's own MurmurHash.hash3_x64_128 computes them, which differs from the reference
// implementation for keys whose last (length mod 16) bytes include one of 0x80 or above (Java's
// signed bytes are sign-extended there); Long.MIN_VALUE is mapped to Long.MAX_VALUE. The node
// owning a token is the one with the first token at or after it, wrapping, as on any ring.
#include "hashlab/ring/placement.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace hashlab::ring {

inline constexpr int kDefaultCassandraTokens = 256; // Cassandra's num_tokens before 4.0

// Murmur3Partitioner's token of a key (Cassandra's MurmurHash, then normalize).
std::int64_t cassandraToken(std::string_view key);
// Order-preserving map from the signed token space onto the ring's unsigned 64-bit positions.
inline std::uint64_t tokenPosition(std::int64_t token) {
    return static_cast<std::uint64_t>(token) ^ (std::uint64_t{1} << 63);
}
inline std::int64_t positionToken(std::uint64_t pos) {
    return static_cast<std::int64_t>(pos ^ (std::uint64_t{1} << 63));
}
// Node i's random tokens (round(num_tokens x weight), at least 1): splitmix64 seeded with the
// xxh3 of the node's name, each draw taken as a signed token (MIN mapped to MAX, as
// Murmur3Partitioner.getRandomToken does), so a node's tokens never depend on other nodes.
std::vector<std::int64_t> cassandraTokens(const Config& config, std::size_t node);

} // namespace hashlab::ring

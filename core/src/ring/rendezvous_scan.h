#pragma once
// The inner loop of rendezvous hashing: one 53-bit score per node for a key, keeping the nodes
// that score at or above a cut. It runs keys x nodes times (10^8 for a million keys on 100
// nodes), so it has a vector version, chosen at run time where the processor has AVX-512.
#include <cstdint>
#include <span>

namespace hashlab::ring::detail {

struct Candidate {
    std::uint64_t score; // mix64(hash ^ seed) >> 11
    std::uint32_t node;
};

// The score of one node: splitmix64's finaliser over the key hash and the node's seed, top 53 bits.
std::uint64_t rendezvousMix(std::uint64_t hash, std::uint64_t seed);

// Writes every node i with rendezvousMix(hash, seed[i]) >= cut[i] to `out` in node order (room for
// seed.size(); cut has one entry per seed); returns how many.
std::size_t scanAtLeast(std::uint64_t hash, std::span<const std::uint64_t> seed,
                        std::span<const std::uint64_t> cut, Candidate* out);
// The same without the vector version.
std::size_t scanAtLeastPortable(std::uint64_t hash, std::span<const std::uint64_t> seed,
                                std::span<const std::uint64_t> cut, Candidate* out);

} // namespace hashlab::ring::detail

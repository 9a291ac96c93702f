#pragma once
// The inner loop of rendezvous hashing: one 53-bit score per node for a key, keeping the nodes
// that score at or above a cut. It runs keys x nodes times (10^8 for a million keys on 100
// nodes), so it has a vector version, chosen at run time where the processor has AVX-512.
#include <cstdint>
#include <span>

namespace hashlab::ring::detail {

// The score of one node: splitmix64's finaliser over the key hash and the node's seed, top 53 bits.
std::uint64_t rendezvousMix(std::uint64_t hash, std::uint64_t seed);

// A candidate as one integer that orders like the preference order: score + 1 (never 0, so 0 can
// mean "empty"), then the node index reversed, so of equal scores the earlier node is higher.
// Ranking candidates is then comparing integers, with no separate tie rule.
inline constexpr std::uint32_t kMaxScanNodes = 1024;
inline std::uint64_t packCandidate(std::uint64_t score, std::uint32_t node) {
    return (score + 1) << 10 | (kMaxScanNodes - 1 - node);
}
inline std::uint32_t candidateNode(std::uint64_t packed) {
    return kMaxScanNodes - 1 - static_cast<std::uint32_t>(packed & (kMaxScanNodes - 1));
}
inline std::uint64_t candidateScore(std::uint64_t packed) {
    return (packed >> 10) - 1;
}

// Room scanAtLeast() needs in `out` for n nodes: the vector version stores whole groups of 8.
inline std::size_t scanRoom(std::size_t n) {
    return (n + 7) / 8 * 8;
}

// Writes every node i < kMaxScanNodes with rendezvousMix(hash, seed[i]) >= cut[i] to `out`,
// packed, in node order (room for scanRoom(seed.size()); cut has one entry per seed); returns how
// many.
std::size_t scanAtLeast(std::uint64_t hash, std::span<const std::uint64_t> seed,
                        std::span<const std::uint64_t> cut, std::uint64_t* out);
// The same without the vector version.
std::size_t scanAtLeastPortable(std::uint64_t hash, std::span<const std::uint64_t> seed,
                                std::span<const std::uint64_t> cut, std::uint64_t* out);

} // namespace hashlab::ring::detail

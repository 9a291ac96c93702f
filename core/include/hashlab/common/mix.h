#pragma once
// One 64-bit mixer for the whole core (experiment keys, block positions, generators): Steele,
// Lea and Flood's splitmix64 (OOPSLA 2014). Deterministic on every platform, unlike the standard
// library's distributions.
#include <cstdint>

namespace hashlab {

inline constexpr std::uint64_t kGoldenGamma = 0x9E3779B97F4A7C15ULL; // ⌊2^64 / φ⌋, odd

// splitmix64's finaliser: a bijection on 64 bits, so distinct inputs give distinct outputs.
inline std::uint64_t mix64(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// The generator: advance the state by the golden gamma, then mix it.
inline std::uint64_t splitmix64Next(std::uint64_t& state) {
    return mix64(state += kGoldenGamma);
}

// One generator step from z without keeping a state: mix64(z + γ) (the dedup simulation's draw).
inline std::uint64_t mixAfterGoldenStep(std::uint64_t z) {
    return mix64(z + kGoldenGamma);
}

// A uniform draw in [0, m) from the generator: the high word of a 64×64-bit product (Lemire's
// multiply-shift), which needs no division and no rejection loop.
inline std::uint64_t splitmix64Below(std::uint64_t& state, std::uint64_t m) {
    __extension__ typedef unsigned __int128 U128;
    return static_cast<std::uint64_t>((U128{splitmix64Next(state)} * m) >> 64);
}

} // namespace hashlab

#pragma once
// The kernels of the blocked variant, a split block Bloom filter (docs/bloom.md, "Blocked"):
// a key's block is ⌊(h1 >> 32)·blocks / 2^32⌋ and x = h1 mod 2^32; word w of the block gets bit
// ⌊(x·salt_w mod 2^32) / 2^27⌋. The portable kernel works on the block as four 64-bit words
// (word w is the half w mod 2 of 64-bit word w / 2, as the AVX2 kernel's 32-bit lanes see the same
// memory on a little-endian machine); the AVX2 kernel computes the eight bits in one register.
// Both set and test exactly the same bits (tests/core/bloom/split_block_test.cpp).
#include "hashlab/bloom/filter.h"

#include <immintrin.h>

#include <cstdint>

namespace hashlab::bloom::detail {

inline std::uint64_t splitBlockOf(std::uint64_t h1, std::uint64_t blocks) {
    return ((h1 >> 32) * blocks) >> 32;
}

inline unsigned splitBit(std::uint32_t x, unsigned word) {
    return static_cast<std::uint32_t>(x * kSplitSalts[word]) >> 27;
}

// The two words of 64-bit word j of a block, as one mask.
[[gnu::always_inline]] inline std::uint64_t splitPairMask(std::uint32_t x, unsigned j) {
    return (std::uint64_t{1} << splitBit(x, 2 * j)) |
           (std::uint64_t{1} << (32 + splitBit(x, 2 * j + 1)));
}

[[gnu::always_inline]] inline bool splitHasPortable(const std::uint64_t* block, std::uint32_t x) {
    std::uint64_t missing = 0;
    for (unsigned j = 0; j < 4; ++j) {
        const std::uint64_t mask = splitPairMask(x, j);
        missing |= mask & ~block[j];
    }
    return missing == 0;
}

[[gnu::always_inline]] inline void splitSetPortable(std::uint64_t* block, std::uint32_t x) {
    for (unsigned j = 0; j < 4; ++j)
        block[j] |= splitPairMask(x, j);
}

// Lane w = 1 << ⌊(x·salt_w mod 2^32) / 2^27⌋: one multiply, one shift, one variable shift.
[[gnu::always_inline, gnu::target("avx2")]] inline __m256i splitMaskAvx2(std::uint32_t x) {
    const __m256i salts =
        _mm256_setr_epi32(static_cast<int>(kSplitSalts[0]), static_cast<int>(kSplitSalts[1]),
                          static_cast<int>(kSplitSalts[2]), static_cast<int>(kSplitSalts[3]),
                          static_cast<int>(kSplitSalts[4]), static_cast<int>(kSplitSalts[5]),
                          static_cast<int>(kSplitSalts[6]), static_cast<int>(kSplitSalts[7]));
    const __m256i bits =
        _mm256_srli_epi32(_mm256_mullo_epi32(_mm256_set1_epi32(static_cast<int>(x)), salts), 27);
    return _mm256_sllv_epi32(_mm256_set1_epi32(1), bits);
}

// The block is 32-byte aligned (64-byte aligned words, 32-byte blocks).
[[gnu::always_inline, gnu::target("avx2")]] inline bool splitHasAvx2(const std::uint64_t* block,
                                                                     std::uint32_t x) {
    const __m256i b = _mm256_load_si256(reinterpret_cast<const __m256i*>(block));
    return _mm256_testc_si256(b, splitMaskAvx2(x)); // (~b & mask) == 0
}

[[gnu::always_inline, gnu::target("avx2")]] inline void splitSetAvx2(std::uint64_t* block,
                                                                     std::uint32_t x) {
    auto* p = reinterpret_cast<__m256i*>(block);
    _mm256_store_si256(p, _mm256_or_si256(_mm256_load_si256(p), splitMaskAvx2(x)));
}

// Whether this processor runs the AVX2 kernel, asked once.
inline bool cpuHasAvx2() {
    static const bool has = __builtin_cpu_supports("avx2");
    return has;
}

} // namespace hashlab::bloom::detail

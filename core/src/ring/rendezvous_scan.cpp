#include "rendezvous_scan.h"

#include "hashlab/common/mix.h"

#include <algorithm>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define HASHLAB_RENDEZVOUS_AVX512 1
#include <immintrin.h>
#endif

namespace hashlab::ring::detail {

std::uint64_t rendezvousMix(std::uint64_t hash, std::uint64_t seed) {
    return mix64(hash ^ seed) >> 11;
}

std::size_t scanAtLeastPortable(std::uint64_t hash, std::span<const std::uint64_t> seed,
                                std::span<const std::uint64_t> cut, Candidate* out) {
    // Written unconditionally, kept by advancing the count: no branch on a random score.
    std::size_t found = 0;
    for (std::size_t i = 0; i < seed.size(); ++i) {
        const std::uint64_t s = rendezvousMix(hash, seed[i]);
        out[found] = {s, static_cast<std::uint32_t>(i)};
        found += s >= cut[i];
    }
    return found;
}

#ifdef HASHLAB_RENDEZVOUS_AVX512
namespace {

// Eight nodes at a time: AVX-512DQ multiplies 64-bit lanes (vpmullq) and the compare gives a
// mask. The first pass has no branch (whether a group of eight holds a candidate is a coin toss
// a branch predictor loses half the time); the second reads back the set bits, about 10 of 100.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized" // GCC 12's own _mm512_srli_epi64
__attribute__((target("avx512f,avx512dq"))) std::size_t
scanAvx512(std::uint64_t hash, std::span<const std::uint64_t> seed,
           std::span<const std::uint64_t> cut, Candidate* out) {
    constexpr std::size_t kGroup = 512; // nodes per pass: 64 groups of 8, one mask bit each
    const __m512i h = _mm512_set1_epi64(static_cast<long long>(hash));
    const __m512i c1 = _mm512_set1_epi64(static_cast<long long>(0xBF58476D1CE4E5B9ULL));
    const __m512i c2 = _mm512_set1_epi64(static_cast<long long>(0x94D049BB133111EBULL));
    alignas(64) std::uint64_t score[kGroup];
    std::uint64_t hits[kGroup / 64];
    std::size_t found = 0;
    for (std::size_t base = 0; base < seed.size(); base += kGroup) {
        const std::size_t count = std::min(kGroup, seed.size() - base);
        for (std::uint64_t& w : hits)
            w = 0;
        for (std::size_t i = 0; i < count; i += 8) {
            const std::size_t left = count - i;
            const __mmask8 valid =
                left >= 8 ? __mmask8(0xFF) : static_cast<__mmask8>((1u << left) - 1);
            const std::uint64_t* s = seed.data() + base + i;
            __m512i z = _mm512_xor_si512(_mm512_maskz_loadu_epi64(valid, s), h);
            z = _mm512_mullo_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 30)), c1);
            z = _mm512_mullo_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 27)), c2);
            z = _mm512_srli_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 31)), 11);
            const __m512i lo = _mm512_maskz_loadu_epi64(valid, cut.data() + base + i);
            const std::uint64_t hit = _mm512_mask_cmpge_epu64_mask(valid, z, lo);
            _mm512_store_si512(score + i, z);
            hits[i / 64] |= hit << (i % 64);
        }
        for (std::size_t w = 0; w < (count + 63) / 64; ++w)
            for (std::uint64_t bits = hits[w]; bits != 0; bits &= bits - 1) {
                const std::size_t j = w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits));
                out[found++] = {score[j], static_cast<std::uint32_t>(base + j)};
            }
    }
    return found;
}
#pragma GCC diagnostic pop

bool hasAvx512() {
    static const bool has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq");
    return has;
}

} // namespace
#endif

std::size_t scanAtLeast(std::uint64_t hash, std::span<const std::uint64_t> seed,
                        std::span<const std::uint64_t> cut, Candidate* out) {
#ifdef HASHLAB_RENDEZVOUS_AVX512
    if (hasAvx512())
        return scanAvx512(hash, seed, cut, out);
#endif
    return scanAtLeastPortable(hash, seed, cut, out);
}

} // namespace hashlab::ring::detail

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
                                std::span<const std::uint64_t> cut, std::uint64_t* out) {
    // Written unconditionally, kept by advancing the count: no branch on a random score.
    std::size_t found = 0;
    for (std::size_t i = 0; i < seed.size(); ++i) {
        const std::uint64_t s = rendezvousMix(hash, seed[i]);
        out[found] = packCandidate(s, static_cast<std::uint32_t>(i));
        found += s >= cut[i];
    }
    return found;
}

#ifdef HASHLAB_RENDEZVOUS_AVX512
namespace {

// Eight nodes at a time: AVX-512DQ multiplies 64-bit lanes (vpmullq), the compare gives a mask
// and the kept lanes, packed, are compressed to the front of a register and stored whole (the
// lanes past them are overwritten by the next group). No branch on a score anywhere: whether a
// group of eight holds a candidate is a coin toss a branch predictor loses half the time.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized" // GCC 12's own _mm512_srli_epi64
__attribute__((target("avx512f,avx512dq"))) std::size_t
scanAvx512(std::uint64_t hash, std::span<const std::uint64_t> seed,
           std::span<const std::uint64_t> cut, std::uint64_t* out) {
    const __m512i h = _mm512_set1_epi64(static_cast<long long>(hash));
    const __m512i c1 = _mm512_set1_epi64(static_cast<long long>(0xBF58476D1CE4E5B9ULL));
    const __m512i c2 = _mm512_set1_epi64(static_cast<long long>(0x94D049BB133111EBULL));
    const __m512i one = _mm512_set1_epi64(1);
    // The reversed node index of each lane (kMaxScanNodes - 1 - i), stepped down by 8 a group.
    __m512i reversed = _mm512_sub_epi64(_mm512_set1_epi64(kMaxScanNodes - 1),
                                        _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0));
    const __m512i eight = _mm512_set1_epi64(8);
    std::size_t found = 0;
    for (std::size_t i = 0; i < seed.size(); i += 8) {
        const std::size_t left = seed.size() - i;
        const __mmask8 valid = left >= 8 ? __mmask8(0xFF) : static_cast<__mmask8>((1u << left) - 1);
        __m512i z = _mm512_xor_si512(_mm512_maskz_loadu_epi64(valid, seed.data() + i), h);
        z = _mm512_mullo_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 30)), c1);
        z = _mm512_mullo_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 27)), c2);
        z = _mm512_srli_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 31)), 11);
        const __mmask8 hit =
            _mm512_mask_cmpge_epu64_mask(valid, z, _mm512_maskz_loadu_epi64(valid, cut.data() + i));
        const __m512i packed =
            _mm512_or_si512(_mm512_slli_epi64(_mm512_add_epi64(z, one), 10), reversed);
        _mm512_storeu_si512(out + found, _mm512_maskz_compress_epi64(hit, packed));
        found += static_cast<std::size_t>(__builtin_popcount(hit));
        reversed = _mm512_sub_epi64(reversed, eight);
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
                        std::span<const std::uint64_t> cut, std::uint64_t* out) {
#ifdef HASHLAB_RENDEZVOUS_AVX512
    if (hasAvx512())
        return scanAvx512(hash, seed, cut, out);
#endif
    return scanAtLeastPortable(hash, seed, cut, out);
}

} // namespace hashlab::ring::detail

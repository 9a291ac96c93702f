#pragma once
// Index derivation shared by the one-key paths (filter.cpp) and the batched throughput paths
// (filter_batch.cpp). Everything here is inline: it sits on the hot paths.
#include "hashlab/bloom/filter.h"

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <cstdint>
#include <string_view>

namespace hashlab::bloom::detail {

inline constexpr std::uint64_t kPhi = kGoldenGamma;

// xxh3_128 of exactly 8 bytes with every xxhash helper inlined, so that the constant length folds
// its length dispatch away: the experiments' and benchmarks' keys are 8 bytes, and this takes the
// hash from ~55 instructions (an out-of-line call through the dispatch) to ~20. Same value.
[[gnu::flatten]] inline HashPair hash8(const char* key, std::uint64_t seed) {
    const XXH128_hash_t h = XXH3_128bits_withSeed(key, 8, seed);
    return {h.low64, h.high64};
}

// hashKey inlined: h1, h2 = low, high 64 bits of xxh3_128(key, seed).
[[gnu::always_inline]] inline HashPair hashInline(std::string_view key, std::uint64_t seed) {
    if (key.size() == 8)
        return hash8(key.data(), seed);
    const XXH128_hash_t h = XXH3_128bits_withSeed(key.data(), key.size(), seed);
    return {h.low64, h.high64};
}

// Keys of another length than 8 are hashed out of line: inlined, xxh3's long-input paths made the
// one-key functions save five registers and realign the stack on every call, 8-byte keys too.
[[gnu::noinline, gnu::cold]] inline HashPair hashOtherLength(std::string_view key,
                                                             std::uint64_t seed) {
    return hashInline(key, seed);
}

// The hash of the one-key straight paths (blocked, double hashing).
[[gnu::always_inline]] inline HashPair hashOneKey(std::string_view key, std::uint64_t seed) {
    if (key.size() == 8) [[likely]]
        return hash8(key.data(), seed);
    return hashOtherLength(key, seed);
}

// The step of double hashing, never 0 when m > 1 (a step of 0 never moves: docs/references.md,
// "The step of double hashing").
inline std::uint64_t stepOf(std::uint64_t h2, std::uint64_t m) {
    return m > 1 ? 1 + reduce(h2, m - 1) : 0;
}

inline bool bitAt(const std::uint64_t* w, std::uint64_t i) {
    return (w[i >> 6] >> (i & 63)) & 1;
}

// Double hashing, k ≥ 2 bits: g_i = (x + i·b) mod m. The first two indices are tested together:
// a negative query fails there 3 times in 4 at the optimum fill, and one combined branch
// mispredicts far less than two. Later indices exit on the first zero bit.
[[gnu::always_inline]] inline bool doubleHasAll(const std::uint64_t* w, std::uint64_t m, unsigned k,
                                                std::uint64_t x, std::uint64_t b) {
    std::uint64_t y = x + b;
    if (y >= m)
        y -= m;
    if (!(bitAt(w, x) & bitAt(w, y)))
        return false;
    for (unsigned i = 2; i < k; ++i) {
        y += b;
        if (y >= m)
            y -= m;
        if (!bitAt(w, y))
            return false;
    }
    return true;
}

// f(g_i) for the K indices g_i = (x + i·b) mod m of double hashing, unrolled.
template <unsigned K, typename F>
[[gnu::always_inline]] inline void doubleForEach(std::uint64_t m, std::uint64_t x, std::uint64_t b,
                                                 F&& f) {
    for (unsigned i = 0; i < K; ++i) {
        f(x);
        x += b;
        x = x >= m ? x - m : x;
    }
}

// The batched query of double hashing with K ≤ 7: the first T = min(K, 3) indices are computed
// once (their lines prefetched while the rest of the group is hashed) and tested without a branch
// between them, then the rest exit on the first zero bit. At the optimum fill a negative query
// passes 3 bits 1 time in 8, so the one branch rarely mispredicts. Measured per key (n = 10^6,
// p = 1 %): 2 together 21.5 ns, 3 19.1, 4 19.5, all 7 24.5.
template <unsigned K>
struct DoubleProbe {
    static constexpr unsigned T = K < 3 ? K : 3;
    std::uint64_t g[T];
    std::uint64_t next = 0; // g_T
    std::uint64_t b = 0;
};

template <unsigned K>
[[gnu::always_inline]] inline DoubleProbe<K> doubleProbe(std::uint64_t m, std::uint64_t x,
                                                         std::uint64_t b) {
    DoubleProbe<K> p;
    p.b = b;
    for (unsigned i = 0; i < DoubleProbe<K>::T; ++i) {
        p.g[i] = x;
        x += b;
        x = x >= m ? x - m : x;
    }
    p.next = x;
    return p;
}

template <unsigned K>
[[gnu::always_inline]] inline bool doubleHasAll(const std::uint64_t* w, std::uint64_t m,
                                                const DoubleProbe<K>& p) {
    std::uint64_t acc = 1;
    for (unsigned i = 0; i < DoubleProbe<K>::T; ++i)
        acc &= w[p.g[i] >> 6] >> (p.g[i] & 63);
    if (!(acc & 1))
        return false;
    std::uint64_t x = p.next;
    for (unsigned i = DoubleProbe<K>::T; i < K; ++i) {
        if (!bitAt(w, x))
            return false;
        x += p.b;
        x = x >= m ? x - m : x;
    }
    return true;
}

// Calls f.template operator()<K>() with K = k for k in 1..7 (the double kernels) - one
// instantiation per k, chosen once per call rather than once per key.
template <typename F>
[[gnu::always_inline]] inline void withSmallK(unsigned k, F&& f) {
    switch (k) {
    case 1:
        return f.template operator()<1>();
    case 2:
        return f.template operator()<2>();
    case 3:
        return f.template operator()<3>();
    case 4:
        return f.template operator()<4>();
    case 5:
        return f.template operator()<5>();
    case 6:
        return f.template operator()<6>();
    default:
        return f.template operator()<7>();
    }
}

} // namespace hashlab::bloom::detail

namespace hashlab::bloom {

// The index derivation of every variant but independent, and the bit tests built on it: member
// templates defined here so that both the one-key and the batched paths inline them.
template <typename F>
inline void BloomFilter::forEachIndexOf(const HashPair& h, F&& f) const {
    const std::uint64_t m = m_cfg.m;
    const unsigned k = m_cfg.k;
    switch (m_cfg.variant) {
    case Variant::Double:
    case Variant::Counting:
    case Variant::BadStep: {
        std::uint64_t x = reduce(h.h1, m);
        const std::uint64_t b = m_cfg.variant == Variant::BadStep
                                    ? (m_badL > 1 ? m_badG * (1 + reduce(h.h2, m_badL - 1)) : 0)
                                    : detail::stepOf(h.h2, m);
        for (unsigned i = 0; i < k; ++i) {
            if (!f(i, x))
                return;
            x += b;
            if (x >= m)
                x -= m;
        }
        return;
    }
    case Variant::Enhanced: {
        std::uint64_t x = reduce(h.h1, m);
        std::uint64_t y = detail::stepOf(h.h2, m);
        if (!f(0, x))
            return;
        for (unsigned i = 1; i < k; ++i) {
            x += y;
            if (x >= m)
                x -= m;
            y = (y + i) % m;
            if (!f(i, x))
                return;
        }
        return;
    }
    case Variant::Blocked: {
        // word i of the key's block, the bit its salt picks (split_block.h)
        const std::uint64_t base = (((h.h1 >> 32) * m_parts) >> 32) * kBlockBits;
        const auto x = static_cast<std::uint32_t>(h.h1);
        for (unsigned i = 0; i < k; ++i)
            if (!f(i, base + 32 * i + (static_cast<std::uint32_t>(x * kSplitSalts[i]) >> 27)))
                return;
        return;
    }
    case Variant::Sharded: {
        const std::uint64_t base = (h.h1 % m_parts) * m_part;
        std::uint64_t x = reduce(h.h1, m_part);
        const std::uint64_t b = m_step(detail::stepOf(h.h2, m_part));
        for (unsigned i = 0; i < k; ++i) {
            if (!f(i, base + x))
                return;
            x += b;
            if (x >= m_part)
                x -= m_part;
        }
        return;
    }
    case Variant::Independent:
        return;
    }
}

[[gnu::always_inline]] inline void BloomFilter::setBits(const HashPair& h) {
    std::uint64_t* w = m_words.data();
    if (m_cfg.variant == Variant::Double && m_cfg.k <= 7) {
        // The k indices unrolled with a conditional move for the wrap: the generic loop's branch
        // on x ≥ m is a coin toss per index.
        const std::uint64_t m = m_cfg.m, x = reduce(h.h1, m), b = detail::stepOf(h.h2, m);
        return detail::withSmallK(m_cfg.k, [&]<unsigned K>() {
            detail::doubleForEach<K>(
                m, x, b, [w](std::uint64_t i) { w[i >> 6] |= std::uint64_t{1} << (i & 63); });
        });
    }
    if (m_cfg.variant == Variant::Counting) {
        forEachIndexOf(h, [w](unsigned, std::uint64_t i) {
            const unsigned shift = static_cast<unsigned>((i & 15) * 4);
            if (((w[i >> 4] >> shift) & 15) != 15) // saturate at 15
                w[i >> 4] += std::uint64_t{1} << shift;
            return true;
        });
        return;
    }
    forEachIndexOf(h, [w](unsigned, std::uint64_t i) {
        w[i >> 6] |= std::uint64_t{1} << (i & 63);
        return true;
    });
}

[[gnu::always_inline]] inline bool BloomFilter::testBits(const HashPair& h) const {
    const std::uint64_t* w = m_words.data();
    bool all = true;
    if (m_cfg.variant == Variant::Counting) {
        forEachIndexOf(h, [&](unsigned, std::uint64_t i) {
            all = ((w[i >> 4] >> ((i & 15) * 4)) & 15) != 0;
            return all;
        });
        return all;
    }
    if (m_cfg.variant == Variant::Double && m_cfg.k >= 2)
        return detail::doubleHasAll(w, m_cfg.m, m_cfg.k, reduce(h.h1, m_cfg.m),
                                    detail::stepOf(h.h2, m_cfg.m));
    forEachIndexOf(h, [&](unsigned, std::uint64_t i) {
        all = (w[i >> 6] >> (i & 63)) & 1;
        return all;
    });
    return all;
}

} // namespace hashlab::bloom

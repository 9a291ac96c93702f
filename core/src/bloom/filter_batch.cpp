// The throughput paths for many keys. Keys are handled in groups: hash every key of a group and
// prefetch the cache lines its first indices fall in, then test (or set) the bits, so that the
// memory loads of a group overlap instead of waiting one after another. The variant (and k) is
// dispatched once per call, not once per key; the blocked variant's own loops are in
// split_block.cpp. Same answers as mayContain / add.
#include "hashlab/bloom/filter.h"

#include "filter_detail.h"

#include <algorithm>

namespace hashlab::bloom {
namespace {

constexpr std::size_t kGroup = 16;

// prepare(key) hashes one key, issues its prefetches and returns what apply needs;
// apply(position, prepared) answers it once the whole group is prepared.
template <typename Prepare, typename Apply>
[[gnu::always_inline]] inline void inGroups(std::span<const std::string_view> keys,
                                            Prepare&& prepare, Apply&& apply) {
    using Prepared = decltype(prepare(std::string_view{}));
    Prepared p[kGroup];
    for (std::size_t base = 0; base < keys.size(); base += kGroup) {
        const std::size_t n = std::min(kGroup, keys.size() - base);
        for (std::size_t j = 0; j < n; ++j)
            p[j] = prepare(keys[base + j]);
        for (std::size_t j = 0; j < n; ++j)
            apply(base + j, p[j]);
    }
}

// A negative query usually stops within its first indices: prefetch those (DoubleProbe).
template <unsigned K>
[[gnu::noinline]] void doubleQuery(std::span<const std::string_view> keys, std::uint64_t seed,
                                   const std::uint64_t* w, std::uint64_t m, bool* out) {
    inGroups(
        keys,
        [&](std::string_view key) {
            const HashPair h = detail::hashInline(key, seed);
            const auto p = detail::doubleProbe<K>(m, reduce(h.h1, m), detail::stepOf(h.h2, m));
            for (std::uint64_t g : p.g)
                __builtin_prefetch(w + (g >> 6));
            return p;
        },
        [&](std::size_t i, const detail::DoubleProbe<K>& p) {
            out[i] = detail::doubleHasAll<K>(w, m, p);
        });
}

// No prefetch pass: an insert touches all k lines, and prefetching them (16 keys × k lines)
// measured no faster than letting the out-of-order core overlap the k independent writes.
template <unsigned K>
[[gnu::noinline]] void doubleInsert(std::span<const std::string_view> keys, std::uint64_t seed,
                                    std::uint64_t* w, std::uint64_t m) {
    for (std::string_view key : keys) {
        const HashPair h = detail::hashInline(key, seed);
        detail::doubleForEach<K>(m, reduce(h.h1, m), detail::stepOf(h.h2, m), [&](std::uint64_t x) {
            w[x >> 6] |= std::uint64_t{1} << (x & 63);
        });
    }
}

} // namespace

void BloomFilter::mayContainMany(std::span<const std::string_view> keys, bool* out) const {
    const std::uint64_t seed = m_cfg.seed, m = m_cfg.m;
    const unsigned k = m_cfg.k;
    const std::uint64_t* w = m_words.data();
    if (m_cfg.variant == Variant::Independent) {
        for (std::size_t i = 0; i < keys.size(); ++i)
            out[i] = mayContain(keys[i]);
    } else if (m_cfg.variant == Variant::Blocked) {
        m_avx2 ? blockedQueryManyAvx2(keys, out) : blockedQueryMany(keys, out);
    } else if (m_cfg.variant == Variant::Double && k <= 7) {
        detail::withSmallK(k, [&]<unsigned K>() { doubleQuery<K>(keys, seed, w, m, out); });
    } else {
        const unsigned shift = m_cfg.variant == Variant::Counting ? 4 : 6;
        const unsigned ahead = 2;
        inGroups(
            keys,
            [&](std::string_view key) {
                const HashPair h = detail::hashInline(key, seed);
                forEachIndexOf(h, [&](unsigned i, std::uint64_t idx) {
                    __builtin_prefetch(w + (idx >> shift));
                    return i + 1 < ahead;
                });
                return h;
            },
            [&](std::size_t i, const HashPair& h) { out[i] = testBits(h); });
    }
}

void BloomFilter::addMany(std::span<const std::string_view> keys) {
    const std::uint64_t seed = m_cfg.seed, m = m_cfg.m;
    const unsigned k = m_cfg.k;
    std::uint64_t* w = m_words.data();
    if (m_cfg.variant == Variant::Independent) {
        for (std::string_view key : keys)
            add(key);
        return;
    }
    if (m_cfg.variant == Variant::Blocked) {
        m_avx2 ? blockedAddManyAvx2(keys) : blockedAddMany(keys);
    } else if (m_cfg.variant == Variant::Double && k <= 7) {
        detail::withSmallK(k, [&]<unsigned K>() { doubleInsert<K>(keys, seed, w, m); });
    } else {
        const unsigned shift = m_cfg.variant == Variant::Counting ? 4 : 6;
        const unsigned ahead = k;
        inGroups(
            keys,
            [&](std::string_view key) {
                const HashPair h = detail::hashInline(key, seed);
                forEachIndexOf(h, [&](unsigned i, std::uint64_t idx) {
                    __builtin_prefetch(w + (idx >> shift), 1);
                    return i + 1 < ahead;
                });
                return h;
            },
            [&](std::size_t, const HashPair& h) { setBits(h); });
    }
    m_inserted += keys.size();
}

} // namespace hashlab::bloom

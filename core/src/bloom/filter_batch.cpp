// The throughput paths for many keys. Keys are handled in groups: hash every key of a group and
// prefetch the cache lines its first indices fall in, then test (or set) the bits, so that the
// memory loads of a group overlap instead of waiting one after another. The variant (and, for
// blocked, k) is dispatched once per call, not once per key. Same answers as mayContain / add.
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

struct BlockRef {
    std::uint64_t* block = nullptr;
    std::uint64_t h2 = 0;
};

struct DoubleStart {
    std::uint64_t x = 0; // g_0
    std::uint64_t b = 0; // step
};

} // namespace

void BloomFilter::mayContainMany(std::span<const std::string_view> keys, bool* out) const {
    const std::uint64_t seed = m_cfg.seed, m = m_cfg.m;
    const unsigned k = m_cfg.k;
    // const_cast only to share BlockRef with addMany; nothing is written here.
    std::uint64_t* w = const_cast<std::uint64_t*>(m_words.data());
    if (m_cfg.variant == Variant::Independent) {
        for (std::size_t i = 0; i < keys.size(); ++i)
            out[i] = mayContain(keys[i]);
    } else if (m_cfg.variant == Variant::Blocked && m_part == kBlockBits && k <= 7) {
        const std::uint64_t parts = m_parts;
        detail::withBlockK(k, [&]<unsigned K>() {
            inGroups(
                keys,
                [&](std::string_view key) {
                    const HashPair h = detail::hashInline(key, seed);
                    std::uint64_t* block = w + reduce(h.h1, parts) * (kBlockBits / 64);
                    __builtin_prefetch(block);
                    return BlockRef{block, h.h2};
                },
                [&](std::size_t i, const BlockRef& r) {
                    out[i] = detail::blockHasAll<K>(r.block, r.h2);
                });
        });
    } else if (m_cfg.variant == Variant::Double && k >= 2) {
        // A negative query usually stops at its first or second index: prefetch those two.
        inGroups(
            keys,
            [&](std::string_view key) {
                const HashPair h = detail::hashInline(key, seed);
                const std::uint64_t x = reduce(h.h1, m), b = detail::stepOf(h.h2, m);
                const std::uint64_t y = x + b >= m ? x + b - m : x + b;
                __builtin_prefetch(w + (x >> 6));
                __builtin_prefetch(w + (y >> 6));
                return DoubleStart{x, b};
            },
            [&](std::size_t i, const DoubleStart& s) {
                out[i] = detail::doubleHasAll(w, m, k, s.x, s.b);
            });
    } else {
        const unsigned shift = m_cfg.variant == Variant::Counting ? 4 : 6;
        const unsigned ahead = m_cfg.variant == Variant::Blocked ? 1 : 2;
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
    if (m_cfg.variant == Variant::Blocked && m_part == kBlockBits && k <= 7) {
        const std::uint64_t parts = m_parts;
        detail::withBlockK(k, [&]<unsigned K>() {
            inGroups(
                keys,
                [&](std::string_view key) {
                    const HashPair h = detail::hashInline(key, seed);
                    std::uint64_t* block = w + reduce(h.h1, parts) * (kBlockBits / 64);
                    __builtin_prefetch(block, 1);
                    return BlockRef{block, h.h2};
                },
                [&](std::size_t, const BlockRef& r) { detail::blockSetAll<K>(r.block, r.h2); });
        });
    } else if (m_cfg.variant == Variant::Double) {
        // An insert writes all k bits: prefetch every line.
        inGroups(
            keys,
            [&](std::string_view key) {
                const HashPair h = detail::hashInline(key, seed);
                const DoubleStart s{reduce(h.h1, m), detail::stepOf(h.h2, m)};
                std::uint64_t x = s.x;
                for (unsigned i = 0; i < k; ++i) {
                    __builtin_prefetch(w + (x >> 6), 1);
                    x += s.b;
                    if (x >= m)
                        x -= m;
                }
                return s;
            },
            [&](std::size_t, const DoubleStart& s) {
                std::uint64_t x = s.x;
                for (unsigned i = 0; i < k; ++i) {
                    w[x >> 6] |= std::uint64_t{1} << (x & 63);
                    x += s.b;
                    if (x >= m)
                        x -= m;
                }
            });
    } else {
        const unsigned shift = m_cfg.variant == Variant::Counting ? 4 : 6;
        const unsigned ahead = m_cfg.variant == Variant::Blocked ? 1 : k;
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

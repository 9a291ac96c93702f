// The blocked variant's lookup and insert, one key and many, each in a function of its own with
// the hash flattened into it: one hash, one block, no dispatch on the variant between them. The
// AVX2 functions are compiled for AVX2 alone (the build has no -march) and chosen at run time;
// their loops are written out twice because a function built for AVX2 cannot be inlined into one
// that is not, and the loops must inline the kernel to be worth having.
#include "hashlab/bloom/filter.h"

#include "filter_detail.h"
#include "split_block.h"

#include <algorithm>

namespace hashlab::bloom {
namespace {

constexpr std::size_t kGroup = 16;

struct SplitRef {
    std::uint64_t* block;
    std::uint32_t x;
};

// Hashes a key, prefetches its block (half a line) and returns where it is.
[[gnu::always_inline]] inline SplitRef splitRef(std::string_view key, std::uint64_t seed,
                                                const std::uint64_t* w, std::uint64_t blocks,
                                                int write) {
    const HashPair h = detail::hashInline(key, seed);
    auto* block = const_cast<std::uint64_t*>(w) + detail::splitBlockOf(h.h1, blocks) * 4;
    if (write)
        __builtin_prefetch(block, 1);
    else
        __builtin_prefetch(block, 0);
    return {block, static_cast<std::uint32_t>(h.h1)};
}

// Calls apply(i, ref) for every key, a group's blocks prefetched before any is touched.
template <typename Apply>
[[gnu::always_inline]] inline void splitGroups(std::span<const std::string_view> keys,
                                               std::uint64_t seed, const std::uint64_t* w,
                                               std::uint64_t blocks, int write, Apply&& apply) {
    SplitRef r[kGroup];
    for (std::size_t base = 0; base < keys.size(); base += kGroup) {
        const std::size_t n = std::min(kGroup, keys.size() - base);
        for (std::size_t j = 0; j < n; ++j)
            r[j] = splitRef(keys[base + j], seed, w, blocks, write);
        for (std::size_t j = 0; j < n; ++j)
            apply(base + j, r[j]);
    }
}

} // namespace

[[gnu::flatten, gnu::noinline]] bool BloomFilter::blockedMayContain(std::string_view key) const {
    const HashPair h = detail::hashOneKey(key, m_cfg.seed);
    return detail::splitHasPortable(m_words.data() + detail::splitBlockOf(h.h1, m_parts) * 4,
                                    static_cast<std::uint32_t>(h.h1));
}

[[gnu::flatten, gnu::noinline]] void BloomFilter::blockedAdd(std::string_view key) {
    const HashPair h = detail::hashOneKey(key, m_cfg.seed);
    detail::splitSetPortable(m_words.data() + detail::splitBlockOf(h.h1, m_parts) * 4,
                             static_cast<std::uint32_t>(h.h1));
}

[[gnu::flatten, gnu::noinline, gnu::target("avx2")]] bool
BloomFilter::blockedMayContainAvx2(std::string_view key) const {
    const HashPair h = detail::hashOneKey(key, m_cfg.seed);
    return detail::splitHasAvx2(m_words.data() + detail::splitBlockOf(h.h1, m_parts) * 4,
                                static_cast<std::uint32_t>(h.h1));
}

[[gnu::flatten, gnu::noinline, gnu::target("avx2")]] void
BloomFilter::blockedAddAvx2(std::string_view key) {
    const HashPair h = detail::hashOneKey(key, m_cfg.seed);
    detail::splitSetAvx2(m_words.data() + detail::splitBlockOf(h.h1, m_parts) * 4,
                         static_cast<std::uint32_t>(h.h1));
}

[[gnu::noinline]] void BloomFilter::blockedQueryMany(std::span<const std::string_view> keys,
                                                     bool* out) const {
    splitGroups(keys, m_cfg.seed, m_words.data(), m_parts, 0, [&](std::size_t i, SplitRef r) {
        out[i] = detail::splitHasPortable(r.block, r.x);
    });
}

[[gnu::noinline]] void BloomFilter::blockedAddMany(std::span<const std::string_view> keys) {
    splitGroups(keys, m_cfg.seed, m_words.data(), m_parts, 1,
                [&](std::size_t, SplitRef r) { detail::splitSetPortable(r.block, r.x); });
}

[[gnu::noinline, gnu::target("avx2")]] void
BloomFilter::blockedQueryManyAvx2(std::span<const std::string_view> keys, bool* out) const {
    SplitRef r[kGroup];
    for (std::size_t base = 0; base < keys.size(); base += kGroup) {
        const std::size_t n = std::min(kGroup, keys.size() - base);
        for (std::size_t j = 0; j < n; ++j)
            r[j] = splitRef(keys[base + j], m_cfg.seed, m_words.data(), m_parts, 0);
        for (std::size_t j = 0; j < n; ++j)
            out[base + j] = detail::splitHasAvx2(r[j].block, r[j].x);
    }
}

[[gnu::noinline, gnu::target("avx2")]] void
BloomFilter::blockedAddManyAvx2(std::span<const std::string_view> keys) {
    SplitRef r[kGroup];
    for (std::size_t base = 0; base < keys.size(); base += kGroup) {
        const std::size_t n = std::min(kGroup, keys.size() - base);
        for (std::size_t j = 0; j < n; ++j)
            r[j] = splitRef(keys[base + j], m_cfg.seed, m_words.data(), m_parts, 1);
        for (std::size_t j = 0; j < n; ++j)
            detail::splitSetAvx2(r[j].block, r[j].x);
    }
}

} // namespace hashlab::bloom

// The double-hashing insert alone (k ≤ 7): one xxh3, the step b = 1 + ⌊h2·(m−1)/2^64⌋ (coprime
// with the prime m), then the k bits g_i = (a + i·b) mod m set with a conditional move for the
// wrap - in a flattened function of its own, so that no dispatch on the variant sits between the
// key and its bits (docs/bloom.md, "Speed"). The same bits as setBits.
#include "filter_detail.h"

namespace hashlab::bloom {

[[gnu::flatten, gnu::noinline]] void BloomFilter::doubleAdd(std::string_view key) {
    const HashPair h = detail::hashOneKey(key, m_cfg.seed);
    const std::uint64_t m = m_cfg.m, x = reduce(h.h1, m), b = detail::stepOf(h.h2, m);
    std::uint64_t* w = m_words.data();
    detail::withSmallK(m_cfg.k, [&]<unsigned K>() {
        detail::doubleForEach<K>(
            m, x, b, [w](std::uint64_t i) { w[i >> 6] |= std::uint64_t{1} << (i & 63); });
    });
}

} // namespace hashlab::bloom

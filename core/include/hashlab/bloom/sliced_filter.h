#pragma once
// The partitioned ("sliced") Bloom filter the scalable Bloom filter's paper builds its sub-filters
// from (Almeida et al. 2007, section 3; docs/references.md, "Scalable Bloom filters"): k slices
// of M bits, and a key sets one bit in each slice. Each slice's bit comes from its own hash value,
// so the slices are independent and the expected false-positive rate after n keys is exactly
// (1 − (1 − 1/M)^n)^k - no approximation, even for a 3-bit slice. A filter whose k indices come
// from double hashing over one m-bit array has no such formula: at small m its few arithmetic
// progressions share bits far more often than k independent bits would (docs/bloom.md,
// "Why a tiny scalable filter measured above its design rate").
#include "hashlab/bloom/filter.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <vector>

namespace hashlab::bloom {

// (1 − (1 − 1/M)^n)^k: the expected rate of k slices of M bits holding n keys.
double slicedFp(std::uint64_t sliceBits, unsigned k, std::uint64_t n);

class SlicedFilter {
public:
    // k ≥ 1 slices of sliceBits ≥ 1 bits, at most kMaxBits in all; `salt` separates the hashes of
    // filters that share a key's hash pair.
    static Result<SlicedFilter> create(std::uint64_t sliceBits, unsigned k, std::uint64_t salt);

    void add(const HashPair& h);
    bool mayContain(const HashPair& h) const;

    std::uint64_t sliceBits() const { return m_slice; }
    unsigned k() const { return m_k; }
    std::uint64_t m() const { return m_slice * m_k; }
    std::uint64_t setBits() const;
    // Bit i of the k·M, slice j holding bits j·M to (j + 1)·M − 1.
    bool bit(std::uint64_t i) const { return (m_words[i >> 6] >> (i & 63)) & 1; }
    double fillRatio() const { return double(setBits()) / double(m()); }
    // The rate of this filter's bits as they are: Π over slices of (set bits / M), exactly the
    // chance that a key never inserted finds all of its k bits set.
    double stateFp() const;
    std::uint64_t bytes() const { return m_words.size() * 8; }

private:
    SlicedFilter(std::uint64_t sliceBits, unsigned k, std::uint64_t salt)
        : m_slice(sliceBits), m_k(k), m_salt(salt) {}
    std::uint64_t bitOf(const HashPair& h, unsigned slice) const;

    std::uint64_t m_slice = 1;
    unsigned m_k = 1;
    std::uint64_t m_salt = 0;
    std::vector<std::uint64_t> m_words;
};

} // namespace hashlab::bloom

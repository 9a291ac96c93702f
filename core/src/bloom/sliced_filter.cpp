#include "hashlab/bloom/sliced_filter.h"

#include <bit>
#include <cmath>
#include <string>

namespace hashlab::bloom {

double slicedFp(std::uint64_t sliceBits, unsigned k, std::uint64_t n) {
    if (n == 0)
        return 0;
    // 1 − (1 − 1/M)^n without the cancellation of 1 − (a number close to 1)
    const double set = -std::expm1(double(n) * std::log1p(-1.0 / double(sliceBits)));
    return std::pow(set, double(k));
}

Result<SlicedFilter> SlicedFilter::create(std::uint64_t sliceBits, unsigned k, std::uint64_t salt) {
    if (k < 1 || k > kMaxK)
        return makeError("k", HASHLAB_TR("core", "must be from 1 to 64, got %1"),
                         std::to_string(k));
    if (sliceBits < 1 || sliceBits > kMaxBits / k)
        return makeError("m",
                         HASHLAB_TR("core", "%1 slices of %2 bits pass the memory limit of 2^34 "
                                            "bits"),
                         std::to_string(k), std::to_string(sliceBits));
    SlicedFilter f(sliceBits, k, salt);
    try {
        f.m_words.assign((sliceBits * k + 63) / 64, 0);
    } catch (const std::bad_alloc&) {
        return makeError("m", HASHLAB_TR("core", "out of memory for %1 bits"),
                         std::to_string(sliceBits * k));
    }
    return f;
}

// Slice j's bit: a fresh splitmix64 value of (h1, salt, j), so every slice of every sub-filter
// draws its own uniform position; h2 separates keys whose h1 happen to agree.
std::uint64_t SlicedFilter::bitOf(const HashPair& h, unsigned slice) const {
    const std::uint64_t v = mix64(h.h1 + m_salt + std::uint64_t{slice} * kGoldenGamma) ^ h.h2;
    return std::uint64_t{slice} * m_slice + reduce(v, m_slice);
}

void SlicedFilter::add(const HashPair& h) {
    for (unsigned j = 0; j < m_k; ++j) {
        const std::uint64_t b = bitOf(h, j);
        m_words[b >> 6] |= std::uint64_t{1} << (b & 63);
    }
}

bool SlicedFilter::mayContain(const HashPair& h) const {
    for (unsigned j = 0; j < m_k; ++j) {
        const std::uint64_t b = bitOf(h, j);
        if (!((m_words[b >> 6] >> (b & 63)) & 1))
            return false;
    }
    return true;
}

std::uint64_t SlicedFilter::setBits() const {
    std::uint64_t c = 0;
    for (std::uint64_t w : m_words)
        c += std::uint64_t(std::popcount(w));
    return c;
}

double SlicedFilter::stateFp() const {
    double p = 1;
    for (unsigned j = 0; j < m_k; ++j) {
        std::uint64_t set = 0;
        for (std::uint64_t b = j * m_slice; b < (j + 1) * m_slice; ++b)
            set += bit(b);
        p *= double(set) / double(m_slice);
    }
    return p;
}

} // namespace hashlab::bloom

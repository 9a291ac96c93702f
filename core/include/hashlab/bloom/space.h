#pragma once
// The "which filter?" table of issue 17: bits per key each filter needs for a false-positive rate
// ε, with the cache lines a lookup touches and whether it deletes and grows, beside the lower
// bound log2(1/ε) (Carter et al.: any structure answering with rate ε needs that many bits per
// key) and the Bloom filter's 1.44·log2(1/ε) (log2 e · log2(1/ε), real k).
#include "hashlab/bloom/scalable_filter.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace hashlab::bloom {

inline constexpr std::size_t kMaxSpaceRates = 20;
// The filter size the rows are computed for (blocked and scalable depend on n; xor's +32 too).
inline constexpr std::uint64_t kSpaceN = 1'000'000;

struct SpaceRow {
    std::string filter; // classic, blocked, counting, cuckoo, scalable, xor
    double eps = 0;     // the rate the row is for (xor: its own 2^−f)
    double bitsPerKey = 0;
    double cacheLines = 0; // lines a lookup that answers "maybe" reads
    bool deletes = false;
    bool grows = false;
    std::string parameters; // e.g. "k = 7", "f = 10, b = 4, load 95 %"
    // What to build to measure the row (filter_chart.h): cells m and k (classic, blocked,
    // counting), the fingerprint bits f (cuckoo, xor), the scalable filter's config.
    std::uint64_t m = 0;
    unsigned k = 0;
    unsigned fingerprintBits = 0;
    ScalableConfig scalable;
};

struct SpaceBounds {
    double eps = 0;
    double lowerBound = 0; // log2(1/ε)
    double bloom = 0;      // log2(e)·log2(1/ε) ≈ 1.44·log2(1/ε)
};

struct SpaceTable {
    std::vector<SpaceBounds> bounds;
    std::vector<SpaceRow>
        rows; // per ε: classic, blocked, counting, cuckoo, scalable; then xor 8, 16
};

// Each ε in (0, 1); at most kMaxSpaceRates of them; n keys, 1 to kMaxSpaceN. Errors name "eps"
// or "n".
inline constexpr std::uint64_t kMaxSpaceN = 10'000'000;
Result<SpaceTable> spaceTable(std::span<const double> eps, std::uint64_t n = kSpaceN);

// The load a cuckoo filter of buckets of 4 is sized for in the table (the paper's ≈ 95 %).
inline constexpr double kCuckooTableLoad = 0.95;

} // namespace hashlab::bloom

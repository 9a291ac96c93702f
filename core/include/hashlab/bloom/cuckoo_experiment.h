#pragma once
// Measurements of the cuckoo filter, with the keys of experiment.h (inserted keys i < 2^63,
// queried keys ≥ 2^63, so the two sets are disjoint): the false-positive rate against its bound
// 2b/2^f, and the load reached when an insert first fails (MaxKicks ran out), over trials.
#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/experiment.h"
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <cstdint>

namespace hashlab::bloom {

inline constexpr unsigned kMaxLoadTrials = 1000;

struct CuckooMeasureResult {
    CuckooConfig filter;
    std::uint64_t queries = 0;
    std::uint64_t stored = 0;  // the n keys that went in (table or stash)
    std::uint64_t refused = 0; // keys refused because the stash was full: never in the filter
    std::uint64_t stashed = 0; // inserts that ended in the stash (0 or 1)
    std::uint64_t falsePositives = 0;
    std::uint64_t falseNegatives = 0; // over the stored keys; must be 0
    double measured = 0;
    Interval ci95;
    double load = 0; // entries used / buckets·b
    double bitsPerKey = 0;
    std::uint64_t buckets = 0;
    std::uint64_t bytes = 0;
    double bound = 0;    // 2b / 2^f
    double estimate = 0; // at the measured load
};

// Inserts the config's n keys, then asks `queries` keys never inserted.
Result<CuckooMeasureResult> measureCuckoo(const CuckooConfig& c, std::uint64_t queries,
                                          const Progress& progress = {});

struct LoadAtFailure {
    unsigned trials = 0;
    double mean = 0, min = 0, max = 0;
    double stddev = 0; // of the per-trial loads
};
// Fills a filter of the config's geometry with fresh keys until an insert first fails, `trials`
// times with seeds seed, seed + 1, ...; the load is the share of entries used at that moment.
Result<LoadAtFailure> loadAtFirstFailure(const CuckooConfig& c, unsigned trials,
                                         const Progress& progress = {});

} // namespace hashlab::bloom

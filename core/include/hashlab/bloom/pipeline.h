#pragma once
// The read path of docs/references.md, "A filter in front of a store": hot cache → Bloom filter →
// store. A read that misses the cache asks the filter; "definitely not" answers "absent" without
// touching the store, "maybe" reads the store (a false positive when the store has no such key).
// Deleting a key removes it from the store; a plain filter keeps its bits (more false positives,
// never a false negative), a counting filter decrements. In degraded mode the filter is unavailable
// and every cache miss reads the store - "unavailable" is never taken to mean "absent".
#include "hashlab/bloom/filter.h"
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <cstdint>

namespace hashlab::bloom {

inline constexpr std::uint64_t kMaxPipelineKeys = 10'000'000;
inline constexpr std::uint64_t kMaxPipelineReads = 100'000'000;

struct PipelineConfig {
    FilterConfig filter;
    std::uint64_t storeKeys = 10'000; // keys written (store + filter)
    std::uint64_t reads = 100'000;
    double absentShare = 0.5;          // share of reads for keys never written
    double deleteShare = 0.0;          // share of written keys deleted before the reads
    std::uint64_t hotKeys = 100;       // the hot set: the first hotKeys written keys
    double hotShare = 0.8;             // share of present-key reads that go to the hot set
    std::uint64_t cacheCapacity = 100; // LRU entries
    bool degraded = false;
    std::uint64_t seed = 1;
};

struct PipelineCounters {
    std::uint64_t reads = 0;
    std::uint64_t cacheHits = 0;
    std::uint64_t filterAbsent = 0; // "definitely not": store reads avoided
    std::uint64_t storeReads = 0;
    std::uint64_t storeHits = 0;
    std::uint64_t falsePositiveReads = 0; // store reads for keys the store does not hold
    std::uint64_t deletedKeyReads = 0;    // reads of deleted keys
    std::uint64_t answeredPresent = 0;
    std::uint64_t answeredAbsent = 0;
    std::uint64_t wrongAbsent = 0;  // present keys answered "absent": must stay 0
    std::uint64_t wrongPresent = 0; // absent keys answered "present": must stay 0
    std::uint64_t filterBytes = 0;
};

Status validate(const PipelineConfig& c);
Result<PipelineCounters> simulatePipeline(const PipelineConfig& c, const Progress& progress = {});

} // namespace hashlab::bloom

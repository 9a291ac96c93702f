#pragma once
// Real speed: nanoseconds per successful and per unsuccessful lookup against the number of keys,
// measured on this machine, for the lab's fast tables (fast_tables.h) beside std::unordered_map
// and absl::flat_hash_map. Keys are distinct pseudo-random 64-bit numbers: the i-th stored key is
// mix64(b + 2i) and every absent key is mix64(b + 2j + 1) for a random j, so a miss is never
// stored (mix64 is a bijection and the inputs differ in parity). Hits look up stored keys drawn
// uniformly at random (with replacement), so a big table is read at random as a program does,
// not in insertion order. Times are std::chrono::steady_clock over batches of 4096 lookups, after
// an untimed warm-up batch; a point's figure is the median of its batches' ns per lookup, so a
// batch during which another program had the CPU does not skew it. The found-count of
// every lookup is summed and returned, which both keeps the optimiser from dropping the lookups
// and proves that every hit hit and every miss missed. Unlike every other core measurement the
// numbers depend on the machine and its load: never assert on them.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace hashlab::tables {

enum class SpeedKind { Chaining, Linear, RobinHood, Cuckoo, StdUnorderedMap, AbslFlatHashMap };
// chaining, linear, robinhood, cuckoo, std_unordered_map, absl_flat_hash_map
std::string_view speedKindName(SpeedKind k);
const std::vector<SpeedKind>& allSpeedKinds();

struct SpeedSweepConfig {
    std::vector<std::uint64_t> sizes; // keys per table, strictly increasing
    std::vector<SpeedKind> kinds = allSpeedKinds();
    std::uint64_t lookups = 1'000'000; // timed hits per point, and as many misses
    std::uint64_t seed = 1;

    static constexpr std::uint64_t kMaxKeys = 10'000'000;
    static constexpr std::uint64_t kMaxLookups = 10'000'000;
    static constexpr std::size_t kMaxSizes = 100;

    // 1, 2, 5 per decade from `from` up to and including `to` (both powers of ten): the sweep's
    // sizes (10^3 … 10^6 is 10 points, 10^3 … 10^7 is 13).
    static std::vector<std::uint64_t> decades(std::uint64_t from, std::uint64_t to);
};

struct SpeedPoint {
    SpeedKind kind = SpeedKind::Chaining;
    std::uint64_t keys = 0;  // keys stored
    double nsHit = 0;        // per successful lookup (median over batches)
    double nsMiss = 0;       // per unsuccessful lookup (median over batches)
    std::uint64_t bytes = 0; // the table's memory: exact for the lab's tables (their bytes()),
                             // an estimate for the two library maps (see speed_sweep.cpp)
    double bytesPerKey = 0;
    std::uint64_t hitsFound = 0, missesFound = 0; // lookups that found their key (all / none)
};

struct SpeedSweepResult {
    SpeedSweepConfig config;
    std::vector<SpeedPoint> points; // size by size, and within a size in config.kinds order
};

// Refuses a bad config naming the parameter ("sizes", "kinds", "lookups"). onPoint, if given, is
// called (on the measuring thread) as each point is done, so a GUI can draw partial results. A
// cancel is seen within one batch of lookups or inserts and returns the error "cancelled".
Result<SpeedSweepResult> measureSpeed(const SpeedSweepConfig& config, const Progress& progress = {},
                                      const std::function<void(const SpeedPoint&)>& onPoint = {});

// The bytes an estimate assumes: libstdc++'s node (next pointer, key, value) rounded up to glibc
// malloc's chunk; exposed so the tab can explain it and tests can check it.
std::uint64_t unorderedMapNodeBytes();

// Where a cache is marked on the plot's key axis: the most keys the lab's linear-probing set
// (fast::LinearSet: 9 bytes a slot, power-of-two slots at most 7/8 full) holds in cacheBytes.
// 0 when not even its smallest table (16 slots) fits.
std::uint64_t linearKeysFittingIn(std::uint64_t cacheBytes);

} // namespace hashlab::tables

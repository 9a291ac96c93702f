#pragma once
// The growing table measured against its theory (issue 14, "Measured against theory"):
//  - Resizing: keys moved per insert, as a running average, while a chaining table (grows when α
//    would pass 1) and a linear-probing table (grows when α would pass ¾) double, against the
//    doubling bound of 2 moves per insert (CLRS 17.4 proves ≤ 3 by counting the insert itself);
//    and each scheme's probes per insert beside its own theory at the load it was inserted at.
//  - Incremental vs stop-the-world rehash (Redis's dict): the cost of every single insert.
// Like scheme_stats.h these are integer simulations over seeded splitmix64 hashes, so every figure
// is the same on every machine. Home slot = hash mod m with m a power of two: on doubling a key's
// home stays i or becomes i + m, so about half the keys change slot (the "relocated" count).
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <vector>

namespace hashlab::tables {

struct ResizeConfig {
    std::uint64_t inserts = 1'000'000;
    std::uint64_t initialM = 8; // a power of two
    double chainingGrowAt = 1.0;
    double linearGrowAt = 0.75;
    std::uint32_t pointsPerDecade = 10; // log-spaced report points (doublings are added)
    std::uint64_t seed = 1;

    static constexpr std::uint64_t kMaxInserts = 1'000'000;
    static constexpr std::uint64_t kMaxInitialM = 1u << 20;
    static constexpr double kMaxChainingGrowAt = 8.0;
    static constexpr double kMaxLinearGrowAt = 0.9;
    static constexpr std::uint32_t kMaxPointsPerDecade = 100;
};

// Running averages after `inserts` inserts.
struct ResizePoint {
    std::uint64_t inserts = 0;
    double moves = 0;        // keys rehashed into a new table, per insert (the bound's count)
    double relocated = 0;    // of those, keys whose slot number changed, per insert
    double probes = 0;       // slots and keys examined by the inserts themselves, per insert
    double theoryProbes = 0; // the scheme's formula at the load each insert saw, averaged
};

struct ResizeSeries {
    std::vector<ResizePoint> points; // log-spaced, plus the inserts just before and at a doubling
    std::uint64_t moved = 0, relocated = 0, resizes = 0, finalM = 0;
    double worstAverage = 0;          // the largest running average of moves, over every insert
    std::uint64_t worstAverageAt = 0; // the insert count where it occurred
};

struct ResizeResult {
    ResizeConfig config;
    ResizeSeries chaining, linear;
};

// The growth rule both use: before inserting into a table of n keys and m slots, double while
// (n + 1) / m > growAt (CLRS's TABLE-INSERT for growAt = 1), rehashing every key.
// Chaining probes per insert: 1 (the slot) + the keys of its chain compared for a duplicate;
// theory 1 + α with α = n / m. Linear: slots examined up to the empty one; theory Knuth's
// unsuccessful search ½(1 + 1/(1 − α)²).
Result<ResizeResult> measureResizing(const ResizeConfig& c, const Progress& progress = {});

// One run over the given hashes, reporting at the given insert counts (ascending) and at every
// doubling; exposed for hand-worked tests. Returns an empty series if cancelled.
ResizeSeries resizeChaining(std::uint64_t initialM, double growAt,
                            const std::vector<std::uint64_t>& hashes,
                            const std::vector<std::uint64_t>& reportAt,
                            const Progress& progress = {});
ResizeSeries resizeLinear(std::uint64_t initialM, double growAt,
                          const std::vector<std::uint64_t>& hashes,
                          const std::vector<std::uint64_t>& reportAt,
                          const Progress& progress = {});

// 1, then ⌊10^(i/perDecade)⌉ up to n, and n; ascending, without repeats.
std::vector<std::uint64_t> logSpacedCounts(std::uint64_t n, std::uint32_t perDecade);

struct RehashConfig {
    std::uint64_t inserts = 1'000'000;
    std::uint64_t initialM = 8;   // a power of two
    std::uint64_t windows = 2000; // the plotted series keeps the largest cost of each window
    std::uint64_t seed = 1;

    static constexpr std::uint64_t kMaxInserts = 1'000'000;
    static constexpr std::uint64_t kMaxInitialM = 1u << 20;
    static constexpr std::uint64_t kMaxWindows = 100'000;
};

// Cost of one insert = keys touched = keys moved by it + keys compared (the chains its key hashes
// to, in both tables while a rehash runs, as Redis's lookups do) + 1 for placing it.
// Stop-the-world: when n ≥ m (α reached 1) the insert first rehashes all n keys into 2m buckets.
// Incremental: when n ≥ m and no rehash runs, a second table of 2m buckets starts; every insert
// while it runs first moves the next non-empty bucket of the old table (Redis's _dictRehashStep),
// and new keys go into the new table. Starting a rehash moves nothing.
struct RehashRun {
    std::vector<std::uint32_t> costs; // one per insert, in order
    std::uint64_t moved = 0;
    std::uint64_t longestChain = 0; // the longest chain either table held at any time
};
RehashRun runRehash(bool incremental, std::uint64_t initialM,
                    const std::vector<std::uint64_t>& hashes, const Progress& progress = {});

struct RehashSeries {
    std::vector<std::uint64_t> at;    // per window: the (1-based) insert with the largest cost
    std::vector<std::uint32_t> worst; // per window: that cost
    std::uint64_t worstCost = 0, worstAt = 0;
    double mean = 0;
    std::uint64_t moved = 0, longestChain = 0;
};
struct RehashResult {
    RehashConfig config;
    std::uint64_t window = 0; // inserts per window
    RehashSeries incremental, stopTheWorld;
};
Result<RehashResult> measureRehash(const RehashConfig& c, const Progress& progress = {});

// The keys of both measurements: hash i of a seed's splitmix64 stream.
std::vector<std::uint64_t> seededHashes(std::uint64_t seed, std::uint64_t n);

} // namespace hashlab::tables

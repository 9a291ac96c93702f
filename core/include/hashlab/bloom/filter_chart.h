#pragma once
// The "Choosing a filter" chart of issue 17, measured: each row of space.h's table is built with
// n keys (experiment.h's keys: inserted i < 2^63, queried ≥ 2^63, disjoint), asked `queries` keys
// never inserted, and timed. The false-positive counts and the bits per key are a pure function of
// the config; only the nanoseconds per lookup depend on the machine.
#include "hashlab/bloom/space.h"
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"
#include "hashlab/common/wilson.h"

#include <cstdint>
#include <vector>

namespace hashlab::bloom {

// Cuckoo fingerprints stop at 16 bits, and 2b/2^16 = 2^−13 at b = 4.
inline constexpr double kMinChartEps = 1e-4;
inline constexpr std::uint64_t kMaxChartQueries = 10'000'000;

struct ChartConfig {
    std::vector<double> eps = {0.05, 0.01, 0.001};
    // 250,000 keys fill 95.4 % of a cuckoo filter's 2^16 buckets of 4 (the load the table assumes)
    // and keep the whole chart under 3 s on one core.
    std::uint64_t n = 250'000;
    std::uint64_t queries = 250'000;
    std::uint64_t seed = 1;
};

// Errors name "eps" (1 to 20 rates, each from kMinChartEps to below 1), "n" or "queries".
Status validate(const ChartConfig& c);

struct ChartPoint {
    SpaceRow row;             // the plan: parameters, cache lines, deletes?, grows?
    double bitsPerKey = 0;    // of the filter as built: its memory in bits / the keys it holds
    std::uint64_t stored = 0; // keys that went in (a cuckoo insert refused after a failure: not)
    std::uint64_t falsePositives = 0, falseNegatives = 0;
    double measured = 0; // falsePositives / queries
    Interval ci95;
    // Wall time per lookup of absent keys, one at a time: the median over nine equal slices of
    // the first 73,728 queries, each filter timed alone after every filter was built (the
    // builds run on up to 4 threads).
    double nsPerLookup = 0;
};

struct ChartResult {
    ChartConfig config;
    std::vector<SpaceBounds> bounds;
    std::vector<ChartPoint> points; // in the order of spaceTable's rows
};

// Error {"", "cancelled"} when the progress is cancelled.
Result<ChartResult> measureChart(const ChartConfig& c, const Progress& progress = {});

} // namespace hashlab::bloom

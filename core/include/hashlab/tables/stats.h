#pragma once
// Probe-count statistics: average probes of successful and unsuccessful search against the load
// factor, measured on random fills beside Knuth's formulas (TAOCP vol. 3 §6.4, docs/references.md),
// and cluster lengths of a linear-probing table.
//
// Measurement: each trial fills an empty table of m slots with random keys (uniform h1; for
// double hashing a uniform step in [1, m-1], i.e. the prime fix on a prime m) up to each load
// factor in turn. Successful search for a key costs what its insertion cost (no deletions), so
// the successful average is the mean insertion cost so far; the unsuccessful average is, for
// linear probing, exact over all m start slots (1 + the run of occupied slots from there), and
// otherwise the mean over fresh random queries. Probe counts include the final (empty) slot. Trials
// are independent and seeded from (seed, strategy, trial), so the result does not depend on the
// number of threads.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"
#include "hashlab/tables/probe_config.h"

#include <cstdint>
#include <map>
#include <vector>

namespace hashlab::tables {

class Table;

struct TheoryPoint {
    double successful = 0;
    double unsuccessful = 0;
};
// Knuth's expected probes at load alpha in [0, 1): linear; uniform hashing (double); quadratic
// (secondary clustering approximation).
TheoryPoint theory(Strategy strategy, double alpha);

struct StatsConfig {
    std::int64_t m = 10007;
    std::vector<double> alphas; // each in (0, 0.99]; empty = 20 points from 0.05 to 0.95
    // Trials per strategy. Linear probing's clusters make one fill's averages vary about ten
    // times more than the others' (at α = 0.95), so it gets its own, larger count; the defaults
    // keep every point of the default plot within ±2 % (95 %) of its mean.
    std::int64_t trials = 100;
    std::int64_t linearTrials = 2000;
    std::int64_t queries = 500;  // unsuccessful searches per load factor and trial (not linear)
    std::int64_t c1 = 0, c2 = 1; // quadratic probing: p_i = (h1 + c1·i + c2·i²) mod m
    std::uint64_t seed = 1;
    int threads = 2;
    std::vector<Strategy> strategies = {Strategy::Linear, Strategy::Quadratic, Strategy::Double};

    static constexpr std::int64_t kMinM = 11;
    static constexpr std::int64_t kMaxM = 100'000;
    static constexpr std::int64_t kMaxTrials = 10'000;
    static constexpr std::int64_t kMaxQueries = 100'000;
};

struct StatsPoint {
    double alpha = 0;        // the load factor reached: n / m
    double successful = 0;   // mean over trials
    double successfulCi = 0; // 95 % half-width (1.96 standard errors across trials)
    double unsuccessful = 0;
    double unsuccessfulCi = 0;
    std::int64_t failedInserts = 0; // quadratic beyond α = ½ may miss every empty slot
    TheoryPoint theory;
};

struct StatsSeries {
    Strategy strategy = Strategy::Linear;
    std::vector<StatsPoint> points;
};

struct StatsResult {
    StatsConfig config;
    std::vector<StatsSeries> series;
    double maxRelativeCi() const; // the largest ci / mean over all points
};

std::vector<double> defaultAlphas();

// Errors: parameters out of range (named), or "cancelled" when the Progress says so.
Result<StatsResult> measureProbeCounts(const StatsConfig& config,
                                       const Progress& progress = Progress());

// Runs of consecutive non-empty slots (occupied or tombstone: a probe walks through both),
// wrapping from the last slot to the first.
struct ClusterStats {
    std::uint64_t clusters = 0;
    std::uint64_t longest = 0;
    double mean = 0;
    std::map<std::uint64_t, std::uint64_t> histogram; // length -> how many clusters
};
ClusterStats clusterStats(const Table& table);

} // namespace hashlab::tables

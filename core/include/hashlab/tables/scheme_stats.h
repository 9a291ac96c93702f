#pragma once
// The hash-table curriculum measured against its theory (docs/references.md "Hash tables beyond
// probing"): separate chaining's keys compared per search against CLRS Theorems 11.1 and 11.2;
// Robin Hood against first-come-first-served linear probing (mean, variance and maximum of the
// probe distance, with Knuth's mean); and how often n cuckoo inserts succeed without a rehash,
// against the load (the threshold is α = ½ for a pair of tables). Homes are uniform draws of a
// seeded splitmix64 reduced by multiply-shift, so every figure is the same on every machine.
// These are integer simulations, not HashTable runs: a trace per operation would be wasted here.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <vector>

namespace hashlab::tables {

struct SchemeStatsConfig {
    std::uint64_t m = 1009;
    std::vector<double> alphas; // load factors (chaining up to 3; the others below 1)
    std::uint64_t trials = 200;
    std::uint64_t queries = 1000; // unsuccessful searches per trial (chaining)
    std::uint32_t maxLoop = 100;  // cuckoo
    std::uint64_t seed = 1;

    static constexpr std::uint64_t kMinM = 8;
    static constexpr std::uint64_t kMaxM = 100'000;
    static constexpr std::uint64_t kMaxTrials = 100'000;
    static constexpr double kMaxChainingAlpha = 3.0;
};

struct MeanCi {
    double mean = 0;
    double ci = 0; // 95 % half-width over trials (1.96 standard errors)
};

struct ChainingPoint {
    double alpha = 0;
    MeanCi successful, unsuccessful; // keys compared
    double theorySuccessful = 0;     // 1 + α/2 − α/(2n)
    double theoryUnsuccessful = 0;   // α
};
Result<std::vector<ChainingPoint>> measureChaining(const SchemeStatsConfig& c,
                                                   const Progress& progress = {});

struct DistancePoint {
    double alpha = 0;
    // Per trial: the mean, the (population) variance and the largest probe distance of the
    // stored keys; averaged over trials.
    MeanCi linearMean, linearVariance, linearMax;
    MeanCi robinMean, robinVariance, robinMax;
    double theoryMean = 0; // Knuth: ½(1 + 1/(1 − α)) probes, minus the home slot
};
Result<std::vector<DistancePoint>> measureDistances(const SchemeStatsConfig& c,
                                                    const Progress& progress = {});

struct CuckooPoint {
    double alpha = 0; // n / (2m)
    std::uint64_t trials = 0, successes = 0;
    double rate = 0, lo = 0, hi = 0; // Wilson 95 %
};
Result<std::vector<CuckooPoint>> measureCuckooSuccess(const SchemeStatsConfig& c,
                                                      const Progress& progress = {});

// One trial of each, exposed for tests: the probe distances of the keys with the given homes
// inserted in order into an m-slot table, first come first served or Robin Hood.
std::vector<std::uint64_t> linearDistances(std::uint64_t m,
                                           const std::vector<std::uint64_t>& homes);
std::vector<std::uint64_t> robinHoodDistances(std::uint64_t m,
                                              const std::vector<std::uint64_t>& homes);

} // namespace hashlab::tables

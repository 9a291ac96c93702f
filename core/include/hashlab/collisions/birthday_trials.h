#pragma once
// Measured points for the birthday plot (docs/references.md "Ids and collisions"): at each key
// count n, `trials` independent draws of n distinct random URLs (experimentUrl), each hashed to a
// value in a space of N, and how many draws had at least one collision. The app only draws what
// this returns, beside the exact P(any collision) of birthday.h.
//
// A URL's value is its digest's leading 64 bits h (the same bits runCollisionExperiment uses):
// for N = 2^b the first b bits, h >> (64 − b), as md5(url)[:6] keeps the first 24; for any other
// N, h mod N (the bias of the remainder is below N / 2^64 ≤ 2^-32 here).
//
// Trials are independent (each has its own seed, trialSeed below), so they run on several threads
// and the counts do not depend on how many.
#include "hashlab/collisions/experiment.h"
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"
#include "hashlab/common/wilson.h"

#include <cstdint>
#include <vector>

namespace hashlab::collisions {

inline constexpr std::uint64_t kMaxTrialSpace = std::uint64_t{1} << 32;
inline constexpr std::uint64_t kMaxTrialKeys = std::uint64_t{1} << 20;
inline constexpr unsigned kMaxTrials = 10'000;
inline constexpr std::size_t kMaxTrialPoints = 64;

struct BirthdayTrialsConfig {
    std::uint64_t space = 0; // N, 2 .. kMaxTrialSpace
    PrefixHash hash = PrefixHash::Xxh3;
    std::vector<std::uint64_t> n; // key counts, each 0 .. kMaxTrialKeys; at most kMaxTrialPoints
    unsigned trials = 30;         // 1 .. kMaxTrials
    std::uint64_t seed = 0;
    unsigned threads = 0; // 0 = every core
};

struct BirthdayTrialPoint {
    std::uint64_t n = 0;
    std::uint64_t hits = 0; // trials with at least one collision
    std::uint64_t trials = 0;
    double rate = 0; // hits / trials
    Interval ci95;   // Wilson
};

// The URL seed of trial t at point i: fresh seeds per point, so that the points do not move
// together as nested key sets would.
std::uint64_t trialSeed(std::uint64_t seed, std::size_t point, unsigned trial);

// Errors name "space", "n", "trials" or "cancelled" (when the progress is cancelled).
Result<std::vector<BirthdayTrialPoint>> runBirthdayTrials(const BirthdayTrialsConfig& config,
                                                          const Progress& progress = {});

} // namespace hashlab::collisions

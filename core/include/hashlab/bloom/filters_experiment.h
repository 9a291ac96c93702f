#pragma once
// Measurements of the xor filter and the scalable Bloom filter, with experiment.h's keys
// (inserted i < 2^63, queried ≥ 2^63: disjoint sets): the measured rate with its 95 % Wilson
// interval beside each filter's theory.
#include "hashlab/bloom/experiment.h"
#include "hashlab/bloom/scalable_filter.h"
#include "hashlab/bloom/xor_filter.h"
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <vector>

namespace hashlab::bloom {

struct XorMeasureResult {
    unsigned fingerprintBits = 8;
    std::uint64_t n = 0, seed = 0, queries = 0;
    std::uint64_t falsePositives = 0, falseNegatives = 0;
    double measured = 0;
    Interval ci95;
    double theory = 0; // 2^−f
    std::uint64_t capacity = 0;
    unsigned attempts = 0;
    double bitsPerKey = 0;
    std::uint64_t bytes = 0;
};
Result<XorMeasureResult> measureXor(unsigned fingerprintBits, std::uint64_t n, std::uint64_t seed,
                                    std::uint64_t queries, const Progress& progress = {});

struct ScalableMeasureResult {
    ScalableConfig filter;
    std::uint64_t n = 0, queries = 0;
    std::uint64_t falsePositives = 0, falseNegatives = 0;
    double measured = 0;
    Interval ci95;
    double compoundTheory = 0; // 1 − Π(1 − exact expected rate of sub-filter i at its keys)
    double compoundDesign = 0; // 1 − Π(1 − p_i) over the sub-filters built
    double stateFp = 0;        // the rate of this filter's bits as built (what `measured` samples)
    double bound = 0;          // P0 / (1 − r)
    std::vector<ScalableStage> stages;
    double bitsPerKey = 0;
    std::uint64_t bytes = 0;
    // The same n keys in one plain filter sized for n0 at P0 (the first sub-filter alone):
    // what a filter sized too small answers.
    double undersizedMeasured = 0;
    double undersizedTheory = 0;
};
Result<ScalableMeasureResult> measureScalable(const ScalableConfig& c, std::uint64_t n,
                                              std::uint64_t queries, const Progress& progress = {});

} // namespace hashlab::bloom

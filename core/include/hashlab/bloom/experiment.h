#pragma once
// False-positive experiments: build a filter with n keys, ask Q keys that were never inserted,
// count the "maybe" answers, and put a 95 % Wilson interval around the rate. Keys are 8-byte
// values from a bijective mix of a counter, so inserted and queried keys are disjoint and the
// whole experiment is a pure function of its config (threads split the queries into fixed
// contiguous ranges and add their counts: the result does not depend on timing).
#include "hashlab/bloom/filter.h"
#include "hashlab/bloom/theory.h"
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hashlab::bloom {

inline constexpr std::uint64_t kMaxMeasureN = 100'000'000;
inline constexpr std::uint64_t kMaxQueries = 1'000'000'000;
inline constexpr std::size_t kMaxSweepPoints = 200;

// The 8-byte key number i of an experiment with this seed (inserted: i < 2^63; queried: ≥ 2^63).
std::uint64_t experimentKey(std::uint64_t seed, std::uint64_t i);
inline constexpr std::uint64_t kQueryKeyBase = std::uint64_t{1} << 63;

struct MeasureConfig {
    FilterConfig filter;
    std::uint64_t n = 10'000;
    std::uint64_t queries = 1'000'000;
    unsigned threads = 2;
};

struct MeasureResult {
    FilterConfig filter;
    std::uint64_t n = 0;
    std::uint64_t queries = 0;
    std::uint64_t falsePositives = 0;
    std::uint64_t falseNegatives = 0; // over all n inserted keys; must be 0
    double measured = 0;
    Interval ci95;
    double fillRatio = 0;
    std::uint64_t bytes = 0;
    TheoryReport theory;
};

Status validate(const MeasureConfig& c);
// Error {"", "cancelled"} when the progress is cancelled.
Result<MeasureResult> measure(const MeasureConfig& c, const Progress& progress = {});

enum class SweepAxis { N, BitsPerKey, K };
std::string_view axisName(SweepAxis a); // "n", "bits", "k"
Result<SweepAxis> parseAxis(std::string_view name);

struct SweepConfig {
    std::vector<Variant> variants = {Variant::Double};
    SweepAxis axis = SweepAxis::BitsPerKey;
    std::vector<double> values; // x values; empty → 1, 2, ..., 30 bits per key (30 points)
    std::uint64_t n = 10'000;   // fixed n (axis bits, k)
    double bitsPerKey = 10;     // fixed m/n (axis n, k)
    unsigned k = 0;             // fixed k (axis n, bits); 0 = the optimum per point
    std::uint64_t queries = 1'000'000;
    std::uint64_t seed = 1;
    unsigned shards = 64;
    unsigned threads = 2;
};

struct SweepPoint {
    double x = 0;
    std::uint64_t m = 0, n = 0;
    unsigned k = 0;
    MeasureResult result;
};
struct SweepSeries {
    Variant variant = Variant::Double;
    std::vector<SweepPoint> points;
};
struct SweepResult {
    SweepAxis axis = SweepAxis::BitsPerKey;
    std::vector<SweepSeries> series;
};

// The (m, n, k) a sweep uses at x: m is rounded to a multiple of 512 bits when at least 512, so
// that every variant (blocked included: whole 256-bit blocks) measures the same m at a point. The
// blocked variant measures at k = 8, its fixed k, and cannot be swept over k; below 512 bits its m
// is rounded up to one 256-bit block (the point records the m and k measured).
inline constexpr std::uint64_t kSweepUnit = 512;
struct SweepGeometry {
    std::uint64_t m = 0, n = 0;
    unsigned k = 0;
};
Result<SweepGeometry> sweepGeometry(const SweepConfig& c, double x);
Status validate(const SweepConfig& c);
Result<SweepResult> sweep(const SweepConfig& c, const Progress& progress = {});

} // namespace hashlab::bloom

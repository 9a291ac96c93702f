#include "hashlab/bloom/experiment.h"
#include "hashlab/bloom/pipeline.h"
#include "hashlab/bloom/theory.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <string>

namespace {

using namespace hashlab::bloom;

MeasureResult run(Variant v, std::uint64_t m, std::uint64_t n, unsigned k, std::uint64_t q,
                  unsigned threads = 2, std::uint64_t seed = 11) {
    if (v == Variant::Blocked)
        k = kSplitK; // its layout's k
    auto r = measure({{v, m, k, seed, 64}, n, q, threads});
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().text());
    return std::move(r).value();
}

TEST(Experiment, NoFalseNegativeInAnyVariantOverAMillionInserts) {
    const std::uint64_t m = 512 * 19'531; // ≈ 10 bits per key
    for (Variant v : allVariants()) {
        const MeasureResult r = run(v, m, 1'000'000, 7, 1000);
        EXPECT_EQ(r.falseNegatives, 0u) << variantName(v);
    }
}

// A partitioned filter (blocked, sharded) is one sample of `parts` partition loads: its rate
// varies from filter to filter by the spread of its in-partition rate over Poisson(λ) loads,
// divided by √parts. This is that standard deviation: FP_std(B, load, k) for a shard, the split
// block's (1 − (31/32)^load)^8 for a block (k = 0).
double partitionSd(double lambda, double B, unsigned k, double parts) {
    double e1 = 0, e2 = 0;
    for (double i = 0; i < lambda * 4 + 50; i += 1) {
        const double pmf = std::exp(i * std::log(lambda) - lambda - std::lgamma(i + 1));
        const double f = k ? std::pow(1 - std::pow(1 - 1 / B, i * k), k)
                           : std::pow(1 - std::pow(31.0 / 32, i), 8);
        e1 += pmf * f;
        e2 += pmf * f * f;
    }
    return std::sqrt((e2 - e1 * e1) / parts);
}

TEST(Experiment, MeasuredRateIsWithinItsStatisticalBoundOfTheoryForEveryVariant) {
    // Fixed seeds: deterministic. Bound: 4 standard deviations of the measurement - Q queries
    // at the theoretical rate, plus, for partitioned filters, the filter-to-filter spread (a
    // 1-in-15 000 event per variant if the theory were right and the seed random).
    const std::uint64_t n = 20'000, m = 512 * 391, q = 400'000; // 10 bits per key, k = 7
    for (Variant v : allVariants()) {
        if (v == Variant::BadStep)
            continue; // no closed form; see BadStepIsMeasurablyWorseThanDouble
        const MeasureResult r = run(v, m, n, 7, q);
        const double p = r.theory.variant;
        double sigma = std::sqrt(p * (1 - p) / double(q));
        if (v == Variant::Blocked)
            sigma = std::hypot(sigma,
                               partitionSd(double(n) * 256 / double(m), 256, 0, double(m) / 256));
        if (v == Variant::Sharded)
            sigma = std::hypot(sigma, partitionSd(double(n) / 64, double(m) / 64, 7, 64));
        EXPECT_NEAR(r.measured, p, 4 * sigma)
            << variantName(v) << " model " << r.theory.variantModel;
        EXPECT_LE(r.ci95.lo, r.measured);
        EXPECT_GE(r.ci95.hi, r.measured);
        EXPECT_NEAR(r.fillRatio, r.theory.expectedFill, 0.01) << variantName(v);
    }
}

TEST(Experiment, ExactTheoryMatchesSmallFiltersAndTheTextbookFormulaDoesNot) {
    // m = 16, n = 3, k = 3: exact 0.0905962 (by the occupancy distribution, checked with
    // fractions), textbook 0.0855187, 5.9 % apart. One filter is one sample of its fill, so the
    // rate is averaged over 4,000 independently seeded filters of 400 queries each; the standard
    // error comes from the spread of the per-filter rates. The test asks for agreement with the
    // exact value within 4 standard errors AND a distance of more than 5 from the textbook one,
    // so it can tell the two apart.
    constexpr std::uint64_t m = 16, n = 3, queries = 400, filters = 4000;
    constexpr unsigned k = 3;
    double sum = 0, sumSq = 0;
    for (std::uint64_t f = 0; f < filters; ++f) {
        auto made = BloomFilter::create({Variant::Independent, m, k, 1000 + f * 7919, 1});
        ASSERT_TRUE(made.ok());
        BloomFilter& filter = made.value();
        for (std::uint64_t i = 0; i < n; ++i)
            filter.add("key-" + std::to_string(i));
        std::uint64_t hits = 0;
        for (std::uint64_t q = 0; q < queries; ++q)
            hits += filter.mayContain("query-" + std::to_string(q));
        const double rate = double(hits) / double(queries);
        sum += rate;
        sumSq += rate * rate;
    }
    const double mean = sum / filters;
    const double se = std::sqrt((sumSq / filters - mean * mean) / (filters - 1));
    const TheoryReport t = *theory({Variant::Independent, m, k, 0, 1}, n);
    ASSERT_TRUE(t.exact.has_value());
    EXPECT_NEAR(*t.exact, 0.0905962250448624, 1e-12);
    EXPECT_NEAR(t.textbook, 0.0855186838625340, 1e-12);
    EXPECT_NEAR(mean, *t.exact, 4 * se) << "se " << se;
    EXPECT_GT(std::abs(mean - t.textbook), 5 * se) << "se " << se;
}

TEST(Experiment, BadStepIsMeasurablyWorseThanDouble) {
    const std::uint64_t n = 20'000, m = 512 * 391;
    const MeasureResult good = run(Variant::Double, m, n, 7, 200'000);
    const MeasureResult bad = run(Variant::BadStep, m, n, 7, 200'000);
    EXPECT_GT(bad.ci95.lo, 3 * good.ci95.hi) << good.measured << " vs " << bad.measured;
}

TEST(Experiment, DeterministicForASeedWhateverTheThreadCount) {
    const MeasureResult a = run(Variant::Double, 100'000, 10'000, 7, 300'000, 1);
    const MeasureResult b = run(Variant::Double, 100'000, 10'000, 7, 300'000, 2);
    EXPECT_EQ(a.falsePositives, b.falsePositives);
    const MeasureResult c = run(Variant::Double, 100'000, 10'000, 7, 300'000, 2, 12);
    EXPECT_NE(a.falsePositives, c.falsePositives);
}

TEST(Experiment, RefusesZeroQueriesAndZeroKeys) {
    EXPECT_EQ(measure({{Variant::Double, 1000, 3}, 10, 0}).error().parameter, "queries");
    EXPECT_EQ(measure({{Variant::Double, 1000, 3}, 0, 10}).error().parameter, "n");
}

TEST(Experiment, CancelStopsWithACancelledError) {
    std::atomic<bool> cancel{true};
    hashlab::Progress p(&cancel, nullptr);
    auto r = measure({{Variant::Double, 1'000'000, 7}, 100'000, 10'000'000}, p);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().message, "cancelled");
}

TEST(Sweep, DefaultIsThirtyBitsPerKeyPointsAtTheOptimumK) {
    SweepConfig c;
    c.variants = {Variant::Double, Variant::Blocked};
    c.queries = 20'000;
    c.n = 2'000;
    c.values = {4, 8, 12};
    auto r = sweep(c);
    ASSERT_TRUE(r.ok()) << r.error().text();
    ASSERT_EQ(r->series.size(), 2u);
    ASSERT_EQ(r->series[0].points.size(), 3u);
    // 16 000 rounded to a multiple of 512, 15 872; double hashing's the smallest prime ≥ it
    EXPECT_EQ(r->series[0].points[1].m, 15'877u);
    EXPECT_EQ(r->series[0].points[1].k, 6u); // round(7.936 · ln 2) = round(5.5009)
    EXPECT_EQ(r->series[1].points[1].m, 15'872u);
    EXPECT_EQ(r->series[1].points[1].k, 8u); // the blocked variant's fixed k
    EXPECT_GT(r->series[0].points[0].result.measured, r->series[0].points[2].result.measured);
    SweepConfig d;
    ASSERT_TRUE(validate(d).ok());
    EXPECT_EQ(sweepGeometry(d, 30)->m, 300'032u);
    d.axis = SweepAxis::K;
    d.values = {0.5};
    EXPECT_EQ(validate(d).error().parameter, "values");
    d.values = {3};
    d.variants = {Variant::Double, Variant::Blocked}; // k is not the blocked variant's to sweep
    EXPECT_EQ(validate(d).error().parameter, "variants");
}

PipelineCounters pipe(Variant v, double deleteShare, bool degraded) {
    PipelineConfig c;
    c.filter = {v, 512 * 100, v == Variant::Blocked ? kSplitK : 5, 3, 64};
    c.storeKeys = 5'000;
    c.reads = 60'000;
    c.deleteShare = deleteShare;
    c.degraded = degraded;
    auto r = simulatePipeline(c);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().text());
    return *r;
}

TEST(Pipeline, NeverAnswersAbsentForAPresentKeyDegradedModeIncluded) {
    for (Variant v : {Variant::Double, Variant::Counting, Variant::Blocked})
        for (double del : {0.0, 0.3})
            for (bool degraded : {false, true}) {
                const PipelineCounters c = pipe(v, del, degraded);
                EXPECT_EQ(c.wrongAbsent, 0u);
                EXPECT_EQ(c.wrongPresent, 0u);
                EXPECT_EQ(c.reads, c.answeredPresent + c.answeredAbsent);
                EXPECT_EQ(c.reads, c.cacheHits + c.filterAbsent + c.storeReads);
                if (degraded) {
                    EXPECT_EQ(c.filterAbsent, 0u);
                    EXPECT_EQ(c.falsePositiveReads, 0u);
                }
            }
}

TEST(Pipeline, FilterAvoidsStoreReadsAndStaleBitsCostFalsePositiveReads) {
    const PipelineCounters healthy = pipe(Variant::Double, 0, false);
    const PipelineCounters degraded = pipe(Variant::Double, 0, true);
    EXPECT_GT(healthy.filterAbsent, 25'000u); // about half of 60 000 reads are absent keys
    EXPECT_GT(degraded.storeReads, healthy.storeReads + 25'000);
    // After deleting 30 % of the keys a plain filter still says "maybe" for them; a counting
    // filter decremented and says "definitely not".
    const PipelineCounters plain = pipe(Variant::Double, 0.3, false);
    const PipelineCounters counting = pipe(Variant::Counting, 0.3, false);
    EXPECT_GT(plain.deletedKeyReads, 0u);
    EXPECT_GT(plain.falsePositiveReads, counting.falsePositiveReads + plain.deletedKeyReads / 2);
}

} // namespace

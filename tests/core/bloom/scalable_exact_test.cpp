// Issue 17, scalable Bloom filter at every size: each sub-filter is k slices of M bits, so its
// expected rate after n keys is exactly (1 − (1 − 1/M)^n)^k, and the compound rate the lab shows
// is what the filter measures - for a first sub-filter of 2 words as well as for the defaults.
#include "hashlab/bloom/filters_experiment.h"
#include "hashlab/bloom/scalable_filter.h"
#include "hashlab/bloom/sliced_filter.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace {

using namespace hashlab::bloom;

std::string word(char tag, std::uint64_t seed, std::uint64_t i) {
    return tag + std::to_string(seed) + "_" + std::to_string(i);
}

ScalableBloomFilter filled(ScalableConfig c, std::uint64_t n) {
    ScalableBloomFilter f = ScalableBloomFilter::create(c).value();
    for (std::uint64_t i = 0; i < n; ++i)
        EXPECT_TRUE(f.add(word('k', c.seed, i)));
    return f;
}

double askStrangers(const ScalableBloomFilter& f, std::uint64_t q) {
    std::uint64_t hits = 0;
    for (std::uint64_t i = 0; i < q; ++i)
        hits += f.mayContain(word('q', f.config().seed, i));
    return double(hits) / double(q);
}

TEST(SlicedFilter, RateIsTheSliceFormula) {
    // 2 slices of 6 bits after 2 keys: a slice's bit is set unless both keys missed it.
    const double set = 1 - (5.0 / 6) * (5.0 / 6);
    EXPECT_NEAR(slicedFp(6, 2, 2), set * set, 1e-15);
    EXPECT_EQ(slicedFp(6, 2, 0), 0.0);
    EXPECT_EQ(slicedFp(1, 3, 1), 1.0);
}

TEST(SlicedFilter, SetsOneBitPerSliceAndNeverForgets) {
    SlicedFilter f = SlicedFilter::create(5, 3, 7).value();
    const HashPair h = hashKey("apple", 1);
    f.add(h);
    EXPECT_EQ(f.setBits(), 3u); // one in each slice
    EXPECT_TRUE(f.mayContain(h));
    EXPECT_DOUBLE_EQ(f.stateFp(), std::pow(1.0 / 5, 3));
    EXPECT_EQ(SlicedFilter::create(0, 3, 0).error().parameter, "m");
    EXPECT_EQ(SlicedFilter::create(5, 0, 0).error().parameter, "k");
}

// sizeStage's k·M is the fewest bits of any k ≤ 24 at rate ≤ p (brute force over M).
TEST(ScalableExact, StageSizeIsTheFewestBits) {
    for (const auto& [n, p] : {std::pair{2ull, 0.1}, {4ull, 0.08}, {2ull, 0.02}, {100ull, 0.01}}) {
        const StageSize s = sizeStage(n, p).value();
        EXPECT_LE(slicedFp(s.slice, s.k, n), p);
        EXPECT_EQ(s.m, s.slice * s.k);
        for (unsigned k = 1; k <= 24; ++k) {
            std::uint64_t M = 1;
            while (slicedFp(M, k, n) > p)
                ++M;
            EXPECT_GE(M * k, s.m) << "n " << n << " p " << p << " k " << k;
        }
    }
}

// The expectation over filters: 400 tiny filters (n0 = 2, P0 = 0.1, 7 sub-filters for 200
// keys), 2500 strangers each. The spread between filters is large at this size, so σ is the
// measured one between filters, not the binomial one of a single filter.
TEST(ScalableExact, TinyFiltersAverageTheExactCompoundRate) {
    constexpr int kFilters = 400;
    double sum = 0, sum2 = 0, theory = 0, design = 0;
    for (int t = 0; t < kFilters; ++t) {
        const ScalableBloomFilter f = filled({2, 0.1, 2, 0.8, std::uint64_t(t)}, 200);
        ASSERT_EQ(f.stageCount(), 7u);
        theory = f.compoundTheory(); // depends on the sizes and counts only
        design = f.compoundDesign();
        const double x = askStrangers(f, 2500);
        sum += x;
        sum2 += x * x;
    }
    const double mean = sum / kFilters;
    const double sd = std::sqrt((sum2 - kFilters * mean * mean) / (kFilters - 1));
    EXPECT_NEAR(mean, theory, 5 * sd / std::sqrt(double(kFilters)));
    // The exact rate is under the design rate 1 − Π(1 − P_i), which is under P0/(1 − r).
    EXPECT_LT(theory, design);
    EXPECT_LT(design, 0.1 / (1 - 0.8));
    // Far from the old double-hashing sub-filters, which measured above the design rate.
    EXPECT_LT(mean, design);
}

// One filter against the rate of its own bits: 10^6 strangers, a binomial count.
void expectItsOwnBits(const ScalableConfig& c, std::uint64_t n) {
    const ScalableBloomFilter f = filled(c, n);
    constexpr std::uint64_t kQ = 1'000'000;
    const double p = f.stateFp(), measured = askStrangers(f, kQ);
    EXPECT_NEAR(measured, p, 5 * std::sqrt(p * (1 - p) / double(kQ)));
    EXPECT_LT(f.compoundTheory(), f.compoundDesign());
}

TEST(ScalableExact, OneFilterMeasuresTheRateOfItsBits) {
    expectItsOwnBits({2, 0.1, 2, 0.8, 3}, 200);        // tiny
    expectItsOwnBits({4, 0.02, 2, 0.8, 1}, 60);        // the lab's defaults
    expectItsOwnBits({1000, 0.01, 2, 0.85, 0}, 20000); // the core's defaults
}

TEST(ScalableExact, MeasureReportsDesignExpectedAndState) {
    const ScalableMeasureResult r = measureScalable({2, 0.1, 2, 0.8, 9}, 500, 200'000).value();
    EXPECT_EQ(r.falseNegatives, 0u);
    EXPECT_LT(r.compoundTheory, r.compoundDesign);
    EXPECT_LT(r.compoundDesign, r.bound);
    const double s = std::sqrt(r.stateFp * (1 - r.stateFp) / double(r.queries));
    EXPECT_NEAR(r.measured, r.stateFp, 5 * s);
    double pass = 1;
    for (const ScalableStage& st : r.stages) {
        EXPECT_DOUBLE_EQ(st.theory, slicedFp(st.slice, st.k, st.stored));
        pass *= 1 - st.p;
    }
    EXPECT_DOUBLE_EQ(r.compoundDesign, 1 - pass);
}

} // namespace

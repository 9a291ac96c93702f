// Issue 17, scalable Bloom filter: sub-filter i sized for n0·s^i keys at P0·r^i, the compound
// rate under P0/(1 − r) where a plain filter sized for n0 is far above P0, no false negatives.
#include "hashlab/bloom/filters_experiment.h"
#include "hashlab/bloom/scalable_filter.h"
#include "hashlab/bloom/sliced_filter.h"
#include "hashlab/bloom/theory.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace {

using namespace hashlab::bloom;

TEST(ScalableBloomFilter, ValidationNamesTheParameter) {
    EXPECT_EQ(ScalableBloomFilter::create({0, 0.01, 2, 0.85, 0}).error().parameter, "initial");
    EXPECT_EQ(ScalableBloomFilter::create({10, 0, 2, 0.85, 0}).error().parameter, "p");
    EXPECT_EQ(ScalableBloomFilter::create({10, 0.01, 3, 0.85, 0}).error().parameter, "growth");
    EXPECT_EQ(ScalableBloomFilter::create({10, 0.01, 2, 0.95, 0}).error().parameter, "tightening");
}

TEST(ScalableBloomFilter, SubFiltersGrowByS_AndTightenByR) {
    ScalableBloomFilter f = ScalableBloomFilter::create({100, 0.01, 4, 0.8, 2}).value();
    for (int i = 0; i < 100 + 400 + 1600 + 1; ++i)
        ASSERT_TRUE(f.add("k" + std::to_string(i)));
    const auto st = f.stages();
    ASSERT_EQ(st.size(), 4u);
    for (std::size_t i = 0; i < st.size(); ++i) {
        EXPECT_EQ(st[i].capacity, std::uint64_t(100 * std::pow(4.0, double(i))));
        EXPECT_NEAR(st[i].p, 0.01 * std::pow(0.8, double(i)), 1e-15);
        EXPECT_LE(slicedFp(st[i].slice, st[i].k, st[i].capacity), st[i].p);
        EXPECT_GT(slicedFp(st[i].slice - 1, st[i].k, st[i].capacity), st[i].p)
            << "the smallest slice"; // the fewest bits over k: scalable_exact_test.cpp
    }
    EXPECT_EQ(st[0].stored, 100u);
    EXPECT_EQ(st[3].stored, 1u);
    EXPECT_EQ(f.inserted(), 2101u);
}

TEST(ScalableBloomFilter, CompoundRateStaysUnderP0Over1MinusR) {
    const ScalableMeasureResult r =
        measureScalable({1000, 0.01, 2, 0.9, 5}, 100'000, 400'000).value();
    EXPECT_EQ(r.falseNegatives, 0u);
    EXPECT_DOUBLE_EQ(r.bound, 0.01 / (1 - 0.9));
    EXPECT_EQ(r.stages.size(), 7u); // 1000·(2^7 − 1) = 127000 ≥ 100000 > 63000
    EXPECT_LT(r.ci95.hi, r.bound);
    const double s = std::sqrt(r.compoundTheory * (1 - r.compoundTheory) / double(r.queries));
    EXPECT_NEAR(r.measured, r.compoundTheory, 5 * s + 0.02 * r.compoundTheory);
    // one filter sized for 1000 keys holding 100000 answers "maybe" to nearly everything
    EXPECT_GT(r.undersizedMeasured, 0.9);
    EXPECT_NEAR(r.undersizedMeasured, r.undersizedTheory, 0.01);
}

} // namespace

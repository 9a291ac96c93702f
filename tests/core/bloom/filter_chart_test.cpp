// Issue 17's "Choosing a filter" chart, measured: every row of the space table built and asked,
// its false-positive rate within 5σ of that filter's own theory, its bits per key those of the
// structure built, no false negatives, the same counts for the same seed, and a cancel that stops.
#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/filter_chart.h"
#include "hashlab/bloom/scalable_filter.h"
#include "hashlab/bloom/theory.h"
#include "hashlab/bloom/xor_filter.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>

namespace {

using namespace hashlab::bloom;

ChartConfig small() {
    ChartConfig c;
    c.eps = {0.01};
    c.n = 20'000;
    c.queries = 200'000;
    c.seed = 7;
    return c;
}

// What each filter's own analysis predicts for the filter the row built with n keys.
double theoryOf(const ChartPoint& p, std::uint64_t n) {
    const SpaceRow& r = p.row;
    if (r.filter == "classic" || r.filter == "counting")
        return classicFp(r.m, n, r.k);
    if (r.filter == "blocked")
        return blockedFp(r.m, n);
    if (r.filter == "cuckoo") {
        const CuckooConfig cc{n, r.fingerprintBits, 4, 500, 0};
        const double load = double(n) / double(cuckooBuckets(cc) * 4);
        return cuckooFpEstimate(r.fingerprintBits, 4, load);
    }
    if (r.filter == "xor")
        return std::ldexp(1.0, -int(r.fingerprintBits));
    return scalableTheory(r.scalable, n)->compound;
}

TEST(FilterChart, EveryRowMeasuredWithinFiveSigmaOfItsTheory) {
    const ChartConfig c = small();
    const ChartResult r = measureChart(c).value();
    const SpaceTable plan = spaceTable(c.eps, c.n).value();
    ASSERT_EQ(r.points.size(), plan.rows.size());
    ASSERT_EQ(r.points.size(), 7u); // five filters at ε = 1 %, then xor f = 8 and 16
    ASSERT_EQ(r.bounds.size(), 1u);
    EXPECT_DOUBLE_EQ(r.bounds[0].lowerBound, std::log2(100.0));
    for (std::size_t i = 0; i < r.points.size(); ++i) {
        const ChartPoint& p = r.points[i];
        EXPECT_EQ(p.row.filter, plan.rows[i].filter);
        EXPECT_EQ(p.falseNegatives, 0u) << p.row.filter;
        EXPECT_EQ(p.stored, c.n) << p.row.filter;
        EXPECT_DOUBLE_EQ(p.measured, double(p.falsePositives) / double(c.queries));
        EXPECT_GT(p.nsPerLookup, 0) << p.row.filter;
        const double t = theoryOf(p, c.n);
        const double sigma = std::sqrt(t * (1 - t) / double(c.queries));
        EXPECT_NEAR(p.measured, t, 5 * sigma) << p.row.filter;
    }
}

TEST(FilterChart, BitsPerKeyAreThoseOfTheStructureBuilt) {
    const ChartConfig c = small();
    const ChartResult r = measureChart(c).value();
    const double n = double(c.n);
    for (const ChartPoint& p : r.points) {
        const SpaceRow& row = p.row;
        if (row.filter == "classic" || row.filter == "blocked")
            EXPECT_DOUBLE_EQ(p.bitsPerKey, double(row.m) / n);
        else if (row.filter == "counting")
            EXPECT_DOUBLE_EQ(p.bitsPerKey, 4 * double(row.m) / n);
        else if (row.filter == "cuckoo") // 20,000 keys in 8,192 buckets of 4: padding counted
            EXPECT_DOUBLE_EQ(p.bitsPerKey, 8192.0 * 4 * row.fingerprintBits / n);
        else if (row.filter == "xor")
            EXPECT_DOUBLE_EQ(p.bitsPerKey, double(xorCapacity(c.n) * row.fingerprintBits) / n);
        else
            EXPECT_DOUBLE_EQ(p.bitsPerKey, scalableTheory(row.scalable, c.n)->bitsPerKey);
        EXPECT_GT(p.bitsPerKey, std::log2(1 / row.eps)) << row.filter; // above the lower bound
    }
}

TEST(FilterChart, SameSeedSameCounts_OtherSeedOtherCounts) {
    ChartConfig c = small();
    c.queries = 20'000;
    const ChartResult a = measureChart(c).value(), b = measureChart(c).value();
    c.seed = 8;
    const ChartResult other = measureChart(c).value();
    std::uint64_t differ = 0;
    for (std::size_t i = 0; i < a.points.size(); ++i) {
        EXPECT_EQ(a.points[i].falsePositives, b.points[i].falsePositives);
        EXPECT_EQ(a.points[i].bitsPerKey, b.points[i].bitsPerKey);
        differ += a.points[i].falsePositives != other.points[i].falsePositives;
    }
    EXPECT_GT(differ, 0u);
}

TEST(FilterChart, CancelStopsWithAnError) {
    std::atomic<bool> cancel{true};
    const auto r = measureChart(small(), hashlab::Progress(&cancel, {}));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().message, "cancelled");
}

TEST(FilterChart, ReportsProgressUpToOne) {
    double last = 0;
    int calls = 0;
    ChartConfig c = small();
    c.queries = 1000;
    ASSERT_TRUE(measureChart(c, hashlab::Progress(nullptr, [&](double f) {
                                 EXPECT_GE(f, last);
                                 last = f;
                                 ++calls;
                             })));
    // 7 rows: one report per row timed, and one per row the calling thread built (the other
    // builder threads do not report).
    EXPECT_GE(calls, 7);
    EXPECT_LE(calls, 14);
    EXPECT_DOUBLE_EQ(last, 1.0);
}

TEST(FilterChart, ValidationNamesTheParameter) {
    ChartConfig c = small();
    c.eps = {0.00005};
    EXPECT_EQ(measureChart(c).error().parameter, "eps");
    c.eps = {};
    EXPECT_EQ(measureChart(c).error().parameter, "eps");
    c = small();
    c.n = 0;
    EXPECT_EQ(measureChart(c).error().parameter, "n");
    c = small();
    c.queries = kMaxChartQueries + 1;
    EXPECT_EQ(measureChart(c).error().parameter, "queries");
}

} // namespace

#include "hashlab/tables/stats.h"
#include "hashlab/tables/table.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>

namespace {

using namespace hashlab::tables;

TEST(Theory, MatchesKnuthAtKnownPoints) {
    EXPECT_DOUBLE_EQ(theory(Strategy::Linear, 0.5).successful, 1.5);
    EXPECT_DOUBLE_EQ(theory(Strategy::Linear, 0.5).unsuccessful, 2.5);
    EXPECT_DOUBLE_EQ(theory(Strategy::Double, 0.5).unsuccessful, 2.0);
    EXPECT_NEAR(theory(Strategy::Double, 0.5).successful, 2 * std::log(2.0), 1e-12);
    EXPECT_NEAR(theory(Strategy::Quadratic, 0.5).successful, 1 + std::log(2.0) - 0.25, 1e-12);
    EXPECT_NEAR(theory(Strategy::Quadratic, 0.5).unsuccessful, 2 - 0.5 + std::log(2.0), 1e-12);
    EXPECT_DOUBLE_EQ(theory(Strategy::Linear, 0).successful, 1.0);
}

StatsConfig smallConfig() {
    StatsConfig c;
    c.m = 2003;
    c.trials = 40;
    c.queries = 400;
    c.alphas = {0.1, 0.3, 0.5, 0.7, 0.8};
    c.seed = 99;
    return c;
}

TEST(Measured, AgreesWithTheoryUpToAlphaPointEight) {
    auto r = measureProbeCounts(smallConfig());
    ASSERT_TRUE(r.ok()) << r.error().text();
    ASSERT_EQ(r->series.size(), 3u);
    for (const auto& s : r->series) {
        for (const auto& p : s.points) {
            // Knuth's formulas are limits for large m; 6 % covers m = 2003 and the trial noise.
            EXPECT_NEAR(p.successful / p.theory.successful, 1.0, 0.06)
                << strategyName(s.strategy) << " alpha " << p.alpha;
            EXPECT_NEAR(p.unsuccessful / p.theory.unsuccessful, 1.0, 0.06)
                << strategyName(s.strategy) << " alpha " << p.alpha;
            EXPECT_GT(p.successfulCi, 0.0);
            EXPECT_EQ(p.failedInserts, 0);
        }
        // Probe counts grow with the load.
        for (std::size_t i = 1; i < s.points.size(); ++i)
            EXPECT_GT(s.points[i].unsuccessful, s.points[i - 1].unsuccessful);
    }
    // Linear probing clusters: at α = 0.8 it is clearly worse than double hashing.
    EXPECT_GT(r->series[0].points.back().unsuccessful, 2 * r->series[2].points.back().unsuccessful);
}

TEST(Measured, DeterministicForASeedWhateverTheThreads) {
    StatsConfig a = smallConfig();
    a.trials = 6;
    a.threads = 1;
    StatsConfig b = a;
    b.threads = 2;
    auto ra = measureProbeCounts(a);
    auto rb = measureProbeCounts(b);
    for (std::size_t s = 0; s < 3; ++s)
        for (std::size_t i = 0; i < ra->series[s].points.size(); ++i) {
            EXPECT_EQ(ra->series[s].points[i].successful, rb->series[s].points[i].successful);
            EXPECT_EQ(ra->series[s].points[i].unsuccessful, rb->series[s].points[i].unsuccessful);
        }
    StatsConfig c = a;
    c.seed = 100;
    EXPECT_NE(measureProbeCounts(c)->series[2].points[3].unsuccessful,
              ra->series[2].points[3].unsuccessful);
}

TEST(Measured, CancelsAndReportsProgress) {
    std::atomic<bool> cancel{false};
    double last = 0;
    int reports = 0;
    hashlab::Progress progress(&cancel, [&](double f) {
        last = f;
        if (++reports == 3)
            cancel = true;
    });
    StatsConfig c = smallConfig();
    c.threads = 1;
    auto r = measureProbeCounts(c, progress);
    EXPECT_FALSE(r.ok());
    EXPECT_EQ(r.error().message, "cancelled");
    EXPECT_GT(last, 0.0);
    EXPECT_LT(last, 1.0);
}

TEST(Measured, RejectsOutOfRangeParameters) {
    StatsConfig c = smallConfig();
    c.m = 5;
    EXPECT_EQ(measureProbeCounts(c).error().parameter, "m");
    c = smallConfig();
    c.trials = 0;
    EXPECT_EQ(measureProbeCounts(c).error().parameter, "trials");
    c = smallConfig();
    c.alphas = {1.0};
    EXPECT_EQ(measureProbeCounts(c).error().parameter, "alpha");
}

TEST(Clusters, CountsRunsIncludingTheWrapAround) {
    ProbeConfig c;
    c.m = 11;
    c.strategy = Strategy::Linear;
    auto t = Table::create(c).value();
    // CLRS 11.4-1 linear: 22 88 __ __ 4 15 28 17 59 31 10 -> runs 4..10 + 0..1 = one run of 9.
    for (const char* k : {"10", "22", "31", "4", "15", "28", "17", "88", "59"})
        ASSERT_TRUE(t.insert(k).ok());
    ClusterStats s = clusterStats(t);
    EXPECT_EQ(s.clusters, 1u);
    EXPECT_EQ(s.longest, 9u);
    ASSERT_TRUE(t.erase("28").ok()); // a tombstone still belongs to the cluster
    EXPECT_EQ(clusterStats(t).longest, 9u);
    auto e = Table::create(c).value();
    for (const char* k : {"1", "2", "5"})
        ASSERT_TRUE(e.insert(k).ok());
    ClusterStats s2 = clusterStats(e);
    EXPECT_EQ(s2.clusters, 2u);
    EXPECT_EQ(s2.longest, 2u);
    EXPECT_DOUBLE_EQ(s2.mean, 1.5);
    EXPECT_EQ(s2.histogram.at(1), 1u);
    EXPECT_EQ(s2.histogram.at(2), 1u);
}

} // namespace

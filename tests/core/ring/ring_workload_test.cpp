// Workloads: the generator and range mapping are the same everywhere (reference splitmix64
// outputs), and Zipf sampling matches its probability mass function (χ² at 10^6 samples).
#include "hashlab/common/mix.h"
#include "hashlab/ring/workload.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

namespace {

using namespace hashlab::ring;

// χ² critical value at significance 0.001 (Wilson–Hilferty, z = 3.0902): a correct sampler
// fails one seed in a thousand, and the seeds here are fixed.
double chi2Critical(double df) {
    const double a = 2.0 / (9.0 * df);
    return df * std::pow(1.0 - a + 3.0902 * std::sqrt(a), 3.0);
}

double chi2(const std::vector<std::uint64_t>& observed, const std::vector<double>& pmf) {
    const double total =
        static_cast<double>(std::accumulate(observed.begin(), observed.end(), std::uint64_t{0}));
    double x = 0;
    for (std::size_t i = 0; i < pmf.size(); ++i) {
        const double e = total * pmf[i];
        x += (static_cast<double>(observed[i]) - e) * (static_cast<double>(observed[i]) - e) / e;
    }
    return x;
}

TEST(Workload, DrawsFollowTheReferenceSplitmix64Outputs) {
    // splitmix64 from 1234567 gives 6457827717110365317, 3203168211198807973,
    // 9817491932198370423, 4593380528125082431, 16408922859458223821 (Rosetta Code); mapped to
    // [0, 10) by the high word of x·10 they are 3, 1, 5, 2, 8.
    std::uint64_t state = 1234567;
    std::uint64_t copy = state;
    EXPECT_EQ(hashlab::splitmix64Next(copy), 6457827717110365317ULL);
    std::vector<std::uint64_t> got;
    for (int i = 0; i < 5; ++i)
        got.push_back(uniformBelow(state, 10));
    EXPECT_EQ(got, (std::vector<std::uint64_t>{3, 1, 5, 2, 8}));
    std::uint64_t s2 = 1234567;
    EXPECT_DOUBLE_EQ(uniformUnit(s2), static_cast<double>(6457827717110365317ULL >> 11) * 0x1p-53);
}

TEST(Workload, UniformBelowStaysInRangeForAwkwardBounds) {
    std::uint64_t state = 9;
    const std::uint64_t n = (std::uint64_t{1} << 63) + 1; // rejects almost half the draws
    for (int i = 0; i < 1000; ++i)
        EXPECT_LT(uniformBelow(state, n), n);
    for (int i = 0; i < 100; ++i)
        EXPECT_EQ(uniformBelow(state, 1), 0u);
}

TEST(Workload, ZipfPmfIsNormalisedWithTheRightRatios) {
    const auto p = zipfPmf(10000, 0.99);
    EXPECT_NEAR(static_cast<double>(std::accumulate(p.begin(), p.end(), 0.0L)), 1.0, 1e-12);
    EXPECT_NEAR(p[0] / p[1], std::pow(2.0, 0.99), 1e-12);
    EXPECT_NEAR(p[9] / p[99], std::pow(10.0, 0.99), 1e-12);
    const auto u = zipfPmf(4, 0.0);
    for (double x : u)
        EXPECT_DOUBLE_EQ(x, 0.25);
}

TEST(Workload, ZipfSamplesPassChiSquaredAgainstThePmfAndFailAgainstAnother) {
    const std::uint64_t keys = 1000, draws = 1'000'000;
    auto w = parseWorkload("zipf:0.99");
    ASSERT_TRUE(w.ok());
    const auto counts = sampleRequests(*w, keys, draws, 42);
    ASSERT_EQ(std::accumulate(counts.begin(), counts.end(), std::uint64_t{0}), draws);
    EXPECT_LT(chi2(counts, zipfPmf(keys, 0.99)), chi2Critical(keys - 1));
    // The test can tell a nearby exponent apart.
    EXPECT_GT(chi2(counts, zipfPmf(keys, 1.02)), chi2Critical(keys - 1));
    // Rank 1 is key 0, the hottest.
    EXPECT_EQ(std::max_element(counts.begin(), counts.end()) - counts.begin(), 0);
}

TEST(Workload, UniformSamplesPassChiSquared) {
    const auto counts = sampleRequests(*parseWorkload("uniform"), 1000, 1'000'000, 7);
    EXPECT_LT(chi2(counts, std::vector<double>(1000, 1e-3)), chi2Critical(999));
}

TEST(Workload, AliasTableNeverDrawsAZeroWeight) {
    const std::vector<double> weights = {2, 1, 1, 0, 4};
    const AliasTable table(weights);
    std::vector<std::uint64_t> counts(5, 0);
    std::uint64_t state = 3;
    for (int i = 0; i < 200000; ++i)
        ++counts[table.sample(state)];
    EXPECT_EQ(counts[3], 0u);
    counts.erase(counts.begin() + 3);
    EXPECT_LT(chi2(counts, {0.25, 0.125, 0.125, 0.5}), chi2Critical(3));
}

// Vose's method as the paper lays it out, one stack each for the small and the large columns,
// drawn one request at a time: the batched, prefetching sampler must give the same counts.
std::vector<std::uint64_t> referenceZipfCounts(std::uint64_t keys, double s, std::uint64_t draws,
                                               std::uint64_t seed) {
    const auto pmf = zipfPmf(keys, s);
    std::vector<double> prob(keys, 1.0), scaled(keys);
    std::vector<std::uint64_t> alias(keys), small, large;
    const long double sum = std::accumulate(pmf.begin(), pmf.end(), 0.0L);
    for (std::uint64_t i = 0; i < keys; ++i) {
        alias[i] = i;
        scaled[i] = static_cast<double>(static_cast<long double>(pmf[i]) * keys / sum);
        (scaled[i] < 1.0 ? small : large).push_back(i);
    }
    while (!small.empty() && !large.empty()) {
        const std::uint64_t l = small.back(), g = large.back();
        small.pop_back();
        large.pop_back();
        prob[l] = scaled[l];
        alias[l] = g;
        scaled[g] = (scaled[g] + scaled[l]) - 1.0;
        (scaled[g] < 1.0 ? small : large).push_back(g);
    }
    std::vector<std::uint64_t> counts(keys, 0);
    for (std::uint64_t r = 0; r < draws; ++r) {
        const std::uint64_t column = uniformBelow(seed, keys);
        ++counts[uniformUnit(seed) < prob[column] ? column : alias[column]];
    }
    return counts;
}

TEST(Workload, BatchedSamplingDrawsWhatOneAtATimeDraws) {
    // Request counts that do and do not fill the last batch.
    for (std::uint64_t draws : {0u, 1u, 63u, 64u, 5000u, 20'011u}) {
        SCOPED_TRACE(draws);
        EXPECT_EQ(sampleRequests(*parseWorkload("zipf:0.99"), 300, draws, 11),
                  referenceZipfCounts(300, 0.99, draws, 11));
        EXPECT_EQ(sampleRequests(*parseWorkload("zipf:2"), 7, draws, 5),
                  referenceZipfCounts(7, 2.0, draws, 5));
        std::vector<std::uint64_t> uniform(300, 0);
        for (std::uint64_t r = 0, state = 3; r < draws; ++r)
            ++uniform[uniformBelow(state, 300)];
        EXPECT_EQ(sampleRequests(*parseWorkload("uniform"), 300, draws, 3), uniform);
    }
    const AliasTable table(std::vector<double>{3, 0, 1, 1, 5});
    std::uint64_t one = 8, many = 8;
    std::vector<std::uint64_t> batch(1000);
    table.sampleBatch(many, batch);
    for (std::uint64_t got : batch)
        ASSERT_EQ(got, table.sample(one));
    EXPECT_EQ(one, many);
}

TEST(Workload, BadWorkloadsAreRefused) {
    for (const char* bad :
         {"zipf", "zipf:", "zipf:-1", "zipf:11", "zipf:x", "normal", "zipf:1e400"})
        EXPECT_EQ(parseWorkload(bad).error().parameter, "workload") << bad;
    EXPECT_DOUBLE_EQ(parseWorkload("zipf:1.5")->s, 1.5);
}

} // namespace

namespace {

using namespace hashlab::ring;

TEST(HotKey, TakesExactlyItsShareAndTheRestFollowTheWorkload) {
    const Workload zipf{Workload::Kind::Zipf, 0.99, "zipf:0.99"};
    const auto plain = sampleRequests(zipf, 1000, 70'000, 7);
    const auto withHot = sampleRequests(zipf, 1000, 100'000, HotKey{42, 0.3}, 7);
    ASSERT_EQ(withHot.size(), 1000u);
    // 30 % of 100,000 is 30,000 exact; the other 70,000 are the same draws as without it.
    for (std::size_t k = 0; k < 1000; ++k)
        EXPECT_EQ(withHot[k], plain[k] + (k == 42 ? 30'000u : 0u)) << k;
    // Share 0 is the plain workload, draw for draw.
    EXPECT_EQ(sampleRequests(zipf, 1000, 70'000, HotKey{42, 0}, 7), plain);
    // Share 1: every request to the hot key.
    const auto all = sampleRequests(zipf, 10, 500, HotKey{3, 1.0}, 7);
    EXPECT_EQ(all[3], 500u);
    EXPECT_EQ(std::accumulate(all.begin(), all.end(), std::uint64_t{0}), 500u);
}

TEST(HotKey, BadSharesAndKeysAreRefused) {
    EXPECT_TRUE(validate(HotKey{0, 0.5}, 10).ok());
    EXPECT_EQ(validate(HotKey{0, 1.5}, 10).error().parameter, "hot-share");
    EXPECT_EQ(validate(HotKey{0, -0.1}, 10).error().parameter, "hot-share");
    EXPECT_EQ(validate(HotKey{0, std::nan("")}, 10).error().parameter, "hot-share");
    EXPECT_EQ(validate(HotKey{10, 0.5}, 10).error().parameter, "hot-key");
    EXPECT_TRUE(validate(HotKey{10, 0}, 10).ok()); // no hot key: its index does not matter
}

TEST(RequestLoad, SumsRequestsByOwnerAndFlagsNodesOverCapacity) {
    const std::vector<std::uint32_t> owners = {0, 1, 2, 1, 0, 1};
    const std::vector<std::uint64_t> perKey = {5, 10, 1, 20, 4, 30};
    const auto load = requestLoad(owners, perKey, 4, 9);
    EXPECT_EQ(load.perNode, (std::vector<std::uint64_t>{9, 60, 1, 0}));
    EXPECT_EQ(load.total, 70u);
    EXPECT_EQ(load.max, 60u);
    EXPECT_DOUBLE_EQ(load.maxOverMean, 60.0 * 4 / 70);
    // 9 is at capacity, not over it.
    EXPECT_EQ(load.overCapacity, (std::vector<std::uint32_t>{1}));
    EXPECT_TRUE(requestLoad(owners, perKey, 4, 0).overCapacity.empty());
    EXPECT_EQ(requestLoad(owners, std::vector<std::uint64_t>(6, 0), 4, 1).maxOverMean, 0.0);
}

} // namespace

// Failure trials against a brute force that fails the same nodes one at a time and recounts every
// key's live replicas with replicate(), plus the cases whose answer is known exactly.
#include "hashlab/ring/failure_trials.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace {

using namespace hashlab::ring;

Config cluster(Algo algo, int nodes, int vnodes = 8) {
    Config c;
    c.algo = algo;
    c.vnodes = vnodes;
    for (int i = 0; i < nodes; ++i)
        c.nodes.push_back({std::string("n").append(std::to_string(i)), 1.0});
    return c;
}

ReplicaSetup setupOf(const Config& c, int r, bool rackAware, int racks) {
    ReplicaSetup s;
    s.replicas = r;
    s.rackAware = rackAware;
    for (std::size_t i = 0; i < c.nodes.size(); ++i)
        s.racks.push_back(
            std::string("rack").append(std::to_string(i % static_cast<std::size_t>(racks))));
    s.failed.assign(c.nodes.size(), false);
    return s;
}

std::unique_ptr<Placement> make(const Config& c) {
    auto built = build(c);
    return std::move(built).value();
}

std::vector<std::uint64_t> hashesOf(const Placement& p, std::uint64_t keys) {
    return *p.hashKeys(KeySource::generated(keys));
}

// One trial the slow way: the same order, a full replicate() after every failure.
std::uint32_t bruteForceTrial(const Placement& p, ReplicaSetup setup,
                              const std::vector<std::uint64_t>& hashes, std::uint64_t seed,
                              std::uint64_t trial) {
    std::vector<std::uint32_t> live;
    for (std::uint32_t i = 0; i < setup.failed.size(); ++i)
        if (!setup.failed[i])
            live.push_back(i);
    if (replicate(p, setup, hashes, false).unavailable > 0)
        return 0;
    const auto order = failureOrder(live, seed, trial);
    for (std::size_t k = 0; k < order.size(); ++k) {
        setup.failed[order[k]] = true;
        if (replicate(p, setup, hashes, false).unavailable > 0)
            return static_cast<std::uint32_t>(k + 1);
    }
    ADD_FAILURE() << "every node failed and no key was unavailable";
    return 0;
}

struct Case {
    Algo algo;
    int nodes, replicas;
    bool rackAware;
    int racks;
    std::vector<int> failedFirst;
};

TEST(RingFailureTrials, MatchesBruteForceOnSmallClusters) {
    const std::vector<Case> cases = {
        {Algo::Ring, 6, 2, false, 1, {}},      {Algo::Ring, 8, 3, true, 3, {}},
        {Algo::Ring, 8, 3, false, 3, {2}},     {Algo::Rendezvous, 7, 2, false, 1, {}},
        {Algo::Rendezvous, 9, 3, true, 3, {}}, {Algo::Maglev, 6, 3, false, 2, {0, 5}},
        {Algo::Jump, 7, 2, true, 2, {}},
    };
    for (const Case& c : cases) {
        Config config = cluster(c.algo, c.nodes);
        if (c.algo == Algo::Maglev)
            config.maglevSize = 101;
        const auto p = make(config);
        const auto hashes = hashesOf(*p, 60);
        ReplicaSetup setup = setupOf(config, c.replicas, c.rackAware, c.racks);
        for (int f : c.failedFirst)
            setup.failed[static_cast<std::size_t>(f)] = true;
        const std::uint64_t seed = 42;
        const auto got = runFailureTrials(*p, setup, hashes, 25, seed);
        ASSERT_TRUE(got);
        ASSERT_EQ(got->failures.size(), 25u);
        std::vector<std::uint64_t> histogram(
            static_cast<std::size_t>(c.nodes) - c.failedFirst.size() + 1, 0);
        for (std::uint64_t t = 0; t < 25; ++t) {
            const std::uint32_t want = bruteForceTrial(*p, setup, hashes, seed, t);
            EXPECT_EQ(got->failures[t], want) << algoName(c.algo) << " trial " << t;
            ++histogram[want];
        }
        EXPECT_EQ(got->histogram, histogram);
    }
}

TEST(RingFailureTrials, OneReplicaFailsAtTheFirstFailure) {
    // 2,000 keys on 10 nodes: every node owns some key, so whichever fails first loses them.
    const Config config = cluster(Algo::Ring, 10, 40);
    const auto p = make(config);
    const auto hashes = hashesOf(*p, 2000);
    const auto got = *runFailureTrials(*p, setupOf(config, 1, false, 1), hashes, 50, 7);
    EXPECT_TRUE(std::all_of(got.failures.begin(), got.failures.end(),
                            [](std::uint32_t f) { return f == 1; }));
    EXPECT_EQ(got.histogram[1], 50u);
    EXPECT_DOUBLE_EQ(got.mean(), 1.0);
    EXPECT_DOUBLE_EQ(got.cdf(0), 0.0);
    EXPECT_DOUBLE_EQ(got.cdf(1), 1.0);
}

TEST(RingFailureTrials, ReplicasOnEveryNodeNeedEveryNodeToFail) {
    const Config config = cluster(Algo::Rendezvous, 4);
    const auto p = make(config);
    ReplicaSetup setup = setupOf(config, 4, false, 1);
    setup.failed[1] = true; // down from the start: 3 more failures lose every key
    const auto got = *runFailureTrials(*p, setup, hashesOf(*p, 100), 30, 1);
    EXPECT_EQ(got.histogram, (std::vector<std::uint64_t>{0, 0, 0, 30}));
    EXPECT_EQ(got.distinctSets, 1u);
}

TEST(RingFailureTrials, AKeyAlreadyLostEndsEveryTrialAtZero) {
    const Config config = cluster(Algo::Ring, 5);
    const auto p = make(config);
    ReplicaSetup setup = setupOf(config, 1, false, 1);
    setup.failed.assign(5, false);
    setup.failed[p->lookup(hashesOf(*p, 1)[0])] = true; // key-0's only copy
    const auto got = *runFailureTrials(*p, setup, hashesOf(*p, 10), 5, 3);
    EXPECT_EQ(got.histogram[0], 5u);
}

TEST(RingFailureTrials, OrdersArePermutationsAndUniformFirsts) {
    const std::vector<std::uint32_t> live = {3, 5, 8, 13, 21};
    std::vector<int> first(5, 0);
    const int n = 50000;
    for (int t = 0; t < n; ++t) {
        const auto o = failureOrder(live, 9, static_cast<std::uint64_t>(t));
        ASSERT_TRUE(std::is_permutation(o.begin(), o.end(), live.begin()));
        ++first[static_cast<std::size_t>(std::find(live.begin(), live.end(), o[0]) - live.begin())];
    }
    // χ² with 4 degrees of freedom; 18.47 is its 0.999 quantile.
    double chi2 = 0;
    for (int f : first)
        chi2 += std::pow(f - n / 5.0, 2) / (n / 5.0);
    EXPECT_LT(chi2, 18.47);
    EXPECT_EQ(failureOrder(live, 9, 3), failureOrder(live, 9, 3));
    EXPECT_NE(failureOrder(live, 9, 3), failureOrder(live, 10, 3));
}

TEST(RingFailureTrials, RefusesBadInput) {
    const Config config = cluster(Algo::Ring, 3);
    const auto p = make(config);
    const auto hashes = hashesOf(*p, 10);
    EXPECT_EQ(runFailureTrials(*p, setupOf(config, 2, false, 1), hashes, 0, 1).error().parameter,
              "failure-trials");
    EXPECT_EQ(
        runFailureTrials(*p, setupOf(config, 2, false, 1), hashes, 100001, 1).error().parameter,
        "failure-trials");
    EXPECT_EQ(runFailureTrials(*p, setupOf(config, 4, false, 1), hashes, 10, 1).error().parameter,
              "replicas");
}

} // namespace

// Load statistics, the ideal moved fraction and the three-stage trace of a change.
#include "hashlab/ring/analysis.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace {

using namespace hashlab::ring;

TEST(RingLoadStats, CountsMeanStddevCvAndMaxOverMean) {
    const std::vector<std::uint32_t> owners = {0, 0, 0, 1, 2, 2}; // counts 3, 1, 2
    const LoadStats s = loadStats(owners, 3);
    EXPECT_EQ(s.counts, (std::vector<std::uint64_t>{3, 1, 2}));
    EXPECT_DOUBLE_EQ(s.mean, 2.0);
    EXPECT_DOUBLE_EQ(s.stddev, std::sqrt(2.0 / 3.0)); // ((1 + 1 + 0) / 3)^(1/2)
    EXPECT_DOUBLE_EQ(s.cv, std::sqrt(2.0 / 3.0) / 2.0);
    EXPECT_DOUBLE_EQ(s.maxOverMean, 1.5);
}

TEST(RingIdeal, AddingTheFourthEqualNodeMovesAQuarterRemovingOneOfFourMovesAQuarter) {
    Config a;
    a.nodes = {{"A", 1}, {"B", 1}, {"C", 1}};
    Config b = *withAdded(a, {{"D", 1}});
    EXPECT_DOUBLE_EQ(idealMovedFraction(a, b), 0.25);
    EXPECT_DOUBLE_EQ(idealMovedFraction(b, a), 0.25);
    Config w = *withAdded(a, {{"D", 3}}); // D takes half of the weight
    EXPECT_DOUBLE_EQ(idealMovedFraction(a, w), 0.5);
}

// Issue 13 item 6: one definition, ½·Σ|p_i − q_i| over nominal shares, checked by hand for a
// join, a leave, both at once and unequal weights.
TEST(RingIdeal, IsTheTotalVariationDistanceOfTheNominalShares) {
    Config six;
    for (const char* n : {"A", "B", "C", "D", "E", "F"})
        six.nodes.push_back({n, 1});
    EXPECT_NEAR(idealMovedFraction(six, *withAdded(six, {{"G", 1}})), 1.0 / 7, 1e-15);
    EXPECT_NEAR(idealMovedFraction(six, *withRemoved(six, {"C"})), 1.0 / 6, 1e-15);
    // G joins and A leaves: p = 1/6 on A..F, q = 1/6 on B..G; ½(1/6 + 1/6) = 1/6
    Config swapped = *withRemoved(*withAdded(six, {{"G", 1}}), {"A"});
    EXPECT_NEAR(idealMovedFraction(six, swapped), 1.0 / 6, 1e-15);
    // weights 1, 2, 5 -> A leaves, D (weight 2) joins: p = (1, 2, 5)/8, q = (2, 5, 2)/9 on B, C, D
    // ½(|1/8 − 0| + |2/8 − 2/9| + |5/8 − 5/9| + |0 − 2/9|) = ½(9/72 + 2/72 + 5/72 + 16/72) = 2/9
    Config w;
    w.nodes = {{"A", 1}, {"B", 2}, {"C", 5}};
    Config w2 = *withRemoved(*withAdded(w, {{"D", 2}}), {"A"});
    EXPECT_NEAR(idealMovedFraction(w, w2), 2.0 / 9, 1e-15);
    EXPECT_NEAR(idealMovedFraction(w2, w), 2.0 / 9, 1e-15);
    EXPECT_EQ(idealMovedFraction(w, w), 0.0);
}

TEST(RingVnodes, CoefficientOfVariationOfSharesShrinksLikeOneOverSqrtV) {
    // 20 nodes: the CV of exact arc shares at V = 1000 is far below that at V = 10, about
    // 1/sqrt(V) each (docs/references.md: 1000 -> about 3.2 %).
    auto cvAt = [](int v) {
        Config c;
        c.vnodes = v;
        for (int i = 0; i < 20; ++i)
            c.nodes.push_back({"node" + std::to_string(i), 1});
        auto p = build(c);
        const auto s = (*p)->exactShares();
        double mean = 0.05, sq = 0;
        for (std::size_t i = 0; i < 20; ++i)
            sq += (s->fraction(i) - mean) * (s->fraction(i) - mean);
        return std::sqrt(sq / 20) / mean;
    };
    EXPECT_GT(cvAt(10), 0.15);
    EXPECT_LT(cvAt(1000), 0.06);
}

TEST(RingTrace, AddingANodeListsItsPointsTheArcsItTakesAndTheKeysThatFollow) {
    Config c;
    c.vnodes = 50;
    c.nodes = {{"A", 1}, {"B", 1}, {"C", 1}};
    auto before = build(c);
    Config next = *withAdded(c, {{"D", 1}});
    auto after = build(next);
    auto hashes = (*before)->hashKeys(KeySource::generated(5000));
    ASSERT_TRUE(hashes.ok());
    const Migration m = migrate(**before, **after, *hashes);
    const ChangeTrace t = traceChange(**before, **after, m, *hashes);

    ASSERT_EQ(t.points.size(), 50u);
    for (const PointChange& p : t.points) {
        EXPECT_EQ(p.node, "D");
        EXPECT_TRUE(p.appears);
    }
    // Every changed arc goes to D; together they are exactly D's share of the space.
    for (const ArcChange& a : t.arcs)
        EXPECT_EQ(a.to, "D");
    const auto shares = (*after)->exactShares();
    EXPECT_TRUE(t.arcLengthChanged == shares->measure[3]);
    // Stage 3 lists exactly the moved keys, each inside a changed arc.
    ASSERT_EQ(t.keys.size(), m.moved);
    for (const KeyMove& k : t.keys) {
        EXPECT_EQ(m.toNodes[k.to], "D");
        const bool inside = std::any_of(t.arcs.begin(), t.arcs.end(), [&](const ArcChange& a) {
            return a.start < a.end ? (k.hash > a.start && k.hash <= a.end)
                                   : (k.hash > a.start || k.hash <= a.end);
        });
        EXPECT_TRUE(inside) << k.hash;
    }
    EXPECT_NE(t.summary[0].english().find("50 points appear"), std::string::npos)
        << t.summary[0].english();
    EXPECT_NE(t.summary[2].english().find(formatCount(m.moved) + " of 5,000 keys"),
              std::string::npos)
        << t.summary[2].english();
    // The matrix holds every key once; the moved ones are off the same-name diagonal.
    std::uint64_t total = 0, toD = 0;
    for (std::size_t f = 0; f < 3; ++f)
        for (std::size_t to = 0; to < 4; ++to) {
            total += m.matrix[f][to];
            toD += to == 3 ? m.matrix[f][to] : 0;
        }
    EXPECT_EQ(total, 5000u);
    EXPECT_EQ(toD, m.moved);
}

TEST(RingTrace, RemovingANodeMakesItsPointsVanishAndItsArcsGoToSuccessors) {
    Config c;
    c.vnodes = 20;
    c.nodes = {{"A", 1}, {"B", 1}, {"C", 1}};
    auto before = build(c);
    auto after = build(*withRemoved(c, {"B"}));
    auto hashes = (*before)->hashKeys(KeySource::generated(2000));
    const Migration m = migrate(**before, **after, *hashes);
    const ChangeTrace t = traceChange(**before, **after, m, *hashes);
    ASSERT_EQ(t.points.size(), 20u);
    EXPECT_FALSE(t.points.front().appears);
    for (const ArcChange& a : t.arcs)
        EXPECT_EQ(a.from, "B");
    EXPECT_TRUE(t.arcLengthChanged == (*before)->exactShares()->measure[1]);
    EXPECT_EQ(m.moved, loadStats(m.before, 3).counts[1]);
}

TEST(RingBounded, NoNodeExceedsItsCapacity) {
    Config c;
    c.algo = Algo::Bounded;
    c.vnodes = 4;                       // few points: a plain ring would be very uneven
    c.epsilon = hashlab::Decimal{1, 1}; // 0.1
    for (int i = 0; i < 8; ++i)
        c.nodes.push_back({"b" + std::to_string(i), 1});
    auto p = build(c);
    auto hashes = (*p)->hashKeys(KeySource::generated(10000));
    std::vector<std::uint32_t> owners(10000);
    (*p)->assign(*hashes, owners);
    const LoadStats s = loadStats(owners, 8);
    for (auto n : s.counts)
        EXPECT_LE(n, 1375u); // ceil(1.1 * 10000 / 8)
    EXPECT_LE(s.maxOverMean, 1.1 + 1e-9);
}

TEST(RingFormat, CountsAndPercents) {
    EXPECT_EQ(formatCount(0), "0");
    EXPECT_EQ(formatCount(999), "999");
    EXPECT_EQ(formatCount(9102), "9,102");
    EXPECT_EQ(formatCount(1000000), "1,000,000");
    EXPECT_EQ(formatPercent(0.091), "9.1 %");
}

} // namespace

#include "hashlab/ring/compare.h"

namespace {

using namespace hashlab::ring;

TEST(RingCompare, EveryAlgorithmRunsOnAnAddAndJumpRefusesAMiddleRemoval) {
    Config c;
    c.vnodes = 40;
    c.nodes = {{"A", 1}, {"B", 1}, {"C", 1}};
    const auto keys = KeySource::generated(20000);
    auto add = compareAlgorithms(c, *withAdded(c, {{"D", 1}}), keys);
    ASSERT_EQ(add.size(), compareAlgos().size());
    for (const CompareRow& r : add) {
        EXPECT_TRUE(r.refused.empty()) << algoName(r.algo) << ": " << r.refused.english();
        EXPECT_DOUBLE_EQ(r.idealFraction, 0.25);
        // After the change: 20,000 keys on 4 nodes, 5,000 each on average.
        if (r.algo == Algo::Bounded) {
            // capacity ⌈1.25·20000/4⌉ = 6,250 keys: max/mean at most 1.25, exactly
            EXPECT_LE(r.maxOverMean, 1.25) << algoName(r.algo);
        } else if (r.algo == Algo::Modulo || r.algo == Algo::Jump || r.algo == Algo::Maglev ||
                   r.algo == Algo::Rendezvous || r.algo == Algo::RedisCluster) {
            // equal shares: each load is Binomial(20000, 1/4), sd 61 (1.2 % of the mean); the
            // largest of 4 stays below 4 sd above the mean
            EXPECT_LT(r.maxOverMean, 1.0 + 4 * 61.0 / 5000) << algoName(r.algo);
        } else {
            // 40 points per node: shares spread by about 1/√40 ≈ 16 %
            EXPECT_GT(r.maxOverMean, 1.02) << algoName(r.algo);
            EXPECT_LT(r.maxOverMean, 1.8) << algoName(r.algo);
        }
    }
    auto moduloRow =
        std::find_if(add.begin(), add.end(), [](auto& r) { return r.algo == Algo::Modulo; });
    EXPECT_NEAR(moduloRow->movedFraction, 0.75,
                0.02); // 3 -> 4 nodes: only h mod 12 in {0,1,2} stay
    auto jumpRow =
        std::find_if(add.begin(), add.end(), [](auto& r) { return r.algo == Algo::Jump; });
    EXPECT_NEAR(jumpRow->movedFraction, 0.25, 0.02);

    auto middle = compareAlgorithms(c, *withRemoved(c, {"B"}), keys);
    for (const CompareRow& r : middle)
        EXPECT_EQ(r.refused.empty(), r.algo != Algo::Jump) << algoName(r.algo);
}

TEST(RingArcs, PointArcsSumToTheSpaceAndAKeyOnAPointWalksZero) {
    Config c;
    c.vnodes = 30;
    c.nodes = {{"A", 1}, {"B", 2}};
    auto p = build(c);
    U128 sum = 0;
    for (std::size_t i = 0; i < (*p)->points().size(); ++i)
        sum += pointArc(**p, i);
    EXPECT_TRUE(sum == (U128{1} << 64));
    const auto& pt = (*p)->points()[5];
    EXPECT_TRUE(clockwiseWalk(**p, pt.pos) == 0);
    EXPECT_TRUE(clockwiseWalk(**p, pt.pos - 1) == 1);
}

} // namespace

namespace {

TEST(RingSweep, SpreadOfSharesFallsAsOneOverSqrtVnodes) {
    // N nodes with V uniform points each: a node's share is Beta(V, (N−1)V), whose CV is
    // √((N−1)/(NV+1)) ≈ 1/√V. Over N = 200 nodes the measured CV is itself known to about
    // 1/√(2(N−1)) = 5 % (relative), so it must lie within 15 % (3 sd) of the formula.
    hashlab::ring::Config c;
    constexpr int N = 200;
    for (int i = 0; i < N; ++i)
        c.nodes.push_back({"s" + std::to_string(i), 1});
    const std::vector<int> vnodes = {1, 10, 100, 1000};
    const auto pts = hashlab::ring::vnodeSweep(c, vnodes);
    ASSERT_EQ(pts.size(), 4u);
    for (std::size_t i = 0; i < pts.size(); ++i) {
        const double V = vnodes[i];
        const double cv = std::sqrt((N - 1) / (N * V + 1));
        EXPECT_NEAR(pts[i].cv, cv, 0.15 * cv) << "V = " << V;
        if (V < 10)
            continue; // one point per node: exponential shares, a tail too long for a bound
        // max/mean of 200 near-normal shares: above the mean by roughly 2.5 to 3.5 sd
        EXPECT_GT(pts[i].maxOverMean, 1 + 2 * cv) << "V = " << V;
        EXPECT_LT(pts[i].maxOverMean, 1 + 5 * cv) << "V = " << V;
    }
}

} // namespace

// Properties over long random sequences of node additions and removals.
#include "hashlab/ring/analysis.h"

#include <gtest/gtest.h>

#include <random>

namespace {

using namespace hashlab::ring;
using hashlab::Result;

// Brute force: scan every point for the smallest position >= hash (ties: lowest node, vnode);
// none -> the smallest position overall.
std::uint32_t bruteForceOwner(std::span<const Point> pts, std::uint64_t h) {
    const Point* best = nullptr;
    const Point* lowest = nullptr;
    auto before = [](const Point& a, const Point& b) {
        return a.pos != b.pos ? a.pos < b.pos
                              : (a.node != b.node ? a.node < b.node : a.vnode < b.vnode);
    };
    for (const Point& p : pts) {
        if (!lowest || before(p, *lowest))
            lowest = &p;
        if (p.pos >= h && (!best || before(p, *best)))
            best = &p;
    }
    return (best ? best : lowest)->node;
}

void checkRandomSequence(Algo algo, KeyHash hash, int vnodes, unsigned seed, int ops,
                         bool weighted = true) {
    std::mt19937_64 rng(seed);
    Config c;
    c.algo = algo;
    c.hash = hash;
    c.vnodes = vnodes;
    c.nodes = {{"n0", 1}, {"n1", weighted ? 2.0 : 1.0}, {"n2", 1}};
    int nextName = 3;
    std::vector<std::uint64_t> hashes(1500);
    for (auto& h : hashes)
        h = algo == Algo::Ketama ? rng() >> 32 : rng();
    auto current = build(c);
    ASSERT_TRUE(current.ok());
    for (int op = 0; op < ops; ++op) {
        const bool add = c.nodes.size() < 2 || (c.nodes.size() < 12 && rng() % 2 == 0);
        Result<Config> next =
            add ? withAdded(c, {{"n" + std::to_string(nextName++),
                                 weighted ? static_cast<double>(1 + rng() % 3) : 1.0}})
                : withRemoved(c, {c.nodes[rng() % c.nodes.size()].name});
        ASSERT_TRUE(next.ok()) << next.error().text();
        auto after = build(*next);
        ASSERT_TRUE(after.ok());
        const Migration m = migrate(**current, **after, hashes);
        const std::string changed = add ? next->nodes.back().name : [&] {
            for (const Node& n : c.nodes)
                if (std::none_of(next->nodes.begin(), next->nodes.end(),
                                 [&](const Node& x) { return x.name == n.name; }))
                    return n.name;
            return std::string();
        }();
        for (std::size_t k = 0; k < hashes.size(); ++k) {
            const std::string& from = m.fromNodes[m.before[k]];
            const std::string& to = m.toNodes[m.after[k]];
            if (from == to)
                continue;
            if (add)
                ASSERT_EQ(to, changed) << "op " << op << ": a moved key must go to the new node";
            else
                ASSERT_EQ(from, changed) << "op " << op << ": only the removed node's keys move";
        }
        if (isRingBased(algo)) {
            const auto pts = (*after)->points();
            for (std::size_t k = 0; k < hashes.size(); k += 7)
                ASSERT_EQ((*after)->lookup(hashes[k]), bruteForceOwner(pts, hashes[k]));
            // Arc shares: integer arc lengths sum to exactly the size of the space.
            const auto shares = (*after)->exactShares();
            ASSERT_TRUE(shares.has_value());
            U128 sum = 0;
            double fsum = 0;
            for (std::size_t i = 0; i < shares->measure.size(); ++i) {
                sum += shares->measure[i];
                fsum += shares->fraction(i);
            }
            ASSERT_TRUE(sum == shares->total);
            ASSERT_TRUE(shares->total == (U128{1} << (*after)->spaceBits()));
            ASSERT_NEAR(fsum, 1.0, 1e-12);
        }
        c = *next;
        current = std::move(after);
    }
}

TEST(RingProperties, ThousandRandomAddsAndRemovesOnARingMoveOnlyWhatTheyMust) {
    checkRandomSequence(Algo::Ring, KeyHash::Xxh3, 8, 1, 1000);
}

TEST(RingProperties, SameWithMurmurAndMd5PointsAndManyVnodes) {
    checkRandomSequence(Algo::Ring, KeyHash::Murmur3, 40, 2, 150);
    checkRandomSequence(Algo::Ring, KeyHash::Md5, 40, 3, 150);
}

TEST(RingProperties, KetamaWithEqualWeightsMovesOnlyWhatItMustOn32BitSpace) {
    // libketama sizes every server by its share of the total weight, so with unequal weights an
    // addition re-sizes everyone (not consistent); with equal weights each keeps 40 digests.
    checkRandomSequence(Algo::Ketama, KeyHash::Md5, 1, 4, 300, false);
}

TEST(RingProperties, RendezvousMovesOnlyWhatItMust) {
    checkRandomSequence(Algo::Rendezvous, KeyHash::Xxh3, 1, 5, 300);
}

TEST(RingProperties, ArcSharesOfASingleNodeCoverTheWholeSpace) {
    Config c;
    c.nodes = {{"solo", 1}};
    c.vnodes = 1;
    auto p = build(c);
    ASSERT_TRUE(p.ok());
    auto s = (*p)->exactShares();
    EXPECT_TRUE(s->measure[0] == (U128{1} << 64));
    EXPECT_DOUBLE_EQ(s->fraction(0), 1.0);
}

TEST(RingProperties, ModuloSharesAreTheExactResidueCounts) {
    // 2^64 = 3q + 1: residue 0 has q + 1 hashes, residues 1 and 2 have q.
    Config c;
    c.algo = Algo::Modulo;
    c.nodes = {{"A", 1}, {"B", 1}, {"C", 1}};
    auto p = build(c);
    ASSERT_TRUE(p.ok());
    auto s = (*p)->exactShares();
    ASSERT_TRUE(s.has_value());
    const U128 q = ((U128{1} << 64) - 1) / 3;
    EXPECT_TRUE(s->measure[0] == q + 1);
    EXPECT_TRUE(s->measure[1] == q);
    EXPECT_TRUE(s->measure[2] == q);
}

TEST(RingProperties, MaglevGivesEqualBackendsTheFloorOrCeilingOfMOverN) {
    // Eisenbud et al. §3.4: backends take turns filling their next preferred empty slot, so with
    // equal weights every backend ends with ⌊M/N⌋ or ⌈M/N⌉ of the M = 65537 entries.
    for (int n : {3, 7, 10, 64}) {
        Config c;
        c.algo = Algo::Maglev;
        for (int i = 0; i < n; ++i)
            c.nodes.push_back({"b" + std::to_string(i), 1});
        auto p = build(c);
        ASSERT_TRUE(p.ok());
        auto s = (*p)->exactShares();
        ASSERT_TRUE(s.has_value());
        EXPECT_TRUE(s->total == 65537);
        const std::uint64_t lo = 65537 / n, hi = (65537 + n - 1) / n;
        for (int i = 0; i < n; ++i) {
            const auto entries = static_cast<std::uint64_t>(s->measure[i]);
            EXPECT_TRUE(entries == lo || entries == hi)
                << "n " << n << " backend " << i << ": " << entries;
        }
    }
}

TEST(RingProperties, WeightedRendezvousLoadsAreProportionalToWeight) {
    // Score −w / ln(u): node i wins with probability w_i / Σw exactly (Thaler & Ravishankar's
    // weighted form). 100,000 keys over weights 1, 2, 3, 4: each load is Binomial(10^5, w/10),
    // sd at most 155; every load must be within 5 sd (775 keys) of 10^4·w.
    Config c;
    c.algo = Algo::Rendezvous;
    c.nodes = {{"A", 1}, {"B", 2}, {"C", 3}, {"D", 4}};
    auto p = build(c);
    ASSERT_TRUE(p.ok());
    auto hashes = (*p)->hashKeys(KeySource::generated(100000));
    ASSERT_TRUE(hashes.ok());
    std::vector<std::uint32_t> owners(hashes->size());
    (*p)->assign(*hashes, owners);
    const LoadStats loads = loadStats(owners, 4);
    for (std::size_t i = 0; i < 4; ++i)
        EXPECT_NEAR(double(loads.counts[i]), 10000.0 * double(i + 1), 775) << c.nodes[i].name;
}

TEST(RingProperties, ModuloMovesAboutNOverNPlusOne) {
    Config c;
    c.algo = Algo::Modulo;
    for (int i = 0; i < 10; ++i)
        c.nodes.push_back({"m" + std::to_string(i), 1});
    auto before = build(c);
    auto next = withAdded(c, {{"m10", 1}});
    auto after = build(*next);
    auto hashes = (*before)->hashKeys(KeySource::generated(100000));
    ASSERT_TRUE(hashes.ok());
    const Migration m = migrate(**before, **after, *hashes);
    EXPECT_NEAR(m.movedFraction, 10.0 / 11.0, 0.01);
    EXPECT_NEAR(m.idealFraction, 1.0 / 11.0, 1e-12);
}

} // namespace

// Bounded loads: exact capacities from the decimals typed, and lookups against the loads an
// assignment left (the compare view's timing and the trace's arcs use them).
#include "hashlab/ring/analysis.h"
#include "hashlab/ring/bounded.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using namespace hashlab::ring;
using hashlab::Decimal;
using hashlab::parseDecimal;

Config bounded(const std::string& eps, std::vector<Node> nodes, int vnodes = 160) {
    Config c;
    c.algo = Algo::Bounded;
    c.epsilon = *parseDecimal(eps, "epsilon");
    c.nodes = std::move(nodes);
    c.vnodes = vnodes;
    return c;
}

// Expected values are ⌈(1 + ε)·K·w_i / W⌉ worked in exact fractions (Python's fractions module).
TEST(BoundedCapacities, AreTheExactCeilingOfTheTypedDecimals) {
    // (1 + 0.1)·100 is 110.00000000000001 in doubles; the capacity is 110.
    EXPECT_EQ(boundedCapacities(bounded("0.1", {{"A", 1}}), 100),
              (std::vector<std::uint64_t>{110}));
    EXPECT_EQ(boundedCapacities(bounded("0.25", {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}}), 20000),
              (std::vector<std::uint64_t>(4, 6250)));
    EXPECT_EQ(boundedCapacities(bounded("0.3", {{"A", 1}, {"B", 2}, {"C", 0.5}}), 1000),
              (std::vector<std::uint64_t>{372, 743, 186}));
    EXPECT_EQ(boundedCapacities(bounded("0.1", {{"A", 0.1}, {"B", 0.2}, {"C", 0.7}}), 1000),
              (std::vector<std::uint64_t>{110, 220, 770}));
    // 100·10^-6 / 1000000.000001 is 10^-10 above 0: the old "- 1e-9" fudge made it 0.
    EXPECT_EQ(boundedCapacities(bounded("0", {{"A", 0.000001}, {"B", 1000000}}), 100),
              (std::vector<std::uint64_t>{1, 100}));
    // 1.000001·10^6 / 1000000.999999 is 1 + 9.99999·10^-7: capacity 2, never 1.
    EXPECT_EQ(boundedCapacities(bounded("0.000001", {{"A", 1}, {"B", 999999.999999}}, 1), 1000000),
              (std::vector<std::uint64_t>{2, 1000000}));
}

TEST(BoundedCapacities, ATinyNodeKeepsTheOneKeyItHasRoomFor) {
    // Every key hashes (identity) onto A's only point. A's exact capacity is 1, so A keeps the
    // first key and passes the other 99 on to B; with the fudge A's capacity was 0.
    Config c = bounded("0", {{"A", 0.000001}, {"B", 1000000}}, 1);
    c.hash = KeyHash::Identity;
    auto p = build(c);
    ASSERT_TRUE(p) << p.error().text();
    std::uint64_t aPos = 0;
    for (const Point& pt : (*p)->points())
        if (pt.node == 0)
            aPos = pt.pos;
    const std::vector<std::uint64_t> hashes(100, aPos);
    std::vector<std::uint32_t> owners(hashes.size());
    (*p)->assign(hashes, owners);
    EXPECT_EQ(owners.front(), 0u);
    EXPECT_EQ(loadStats(owners, 2).counts, (std::vector<std::uint64_t>{1, 99}));
}

// ε = 0 and 2,999 keys on 3 nodes: capacity 1,000 for 2,999 keys and for 3,000, so after the
// assignment two nodes are full and the next key on their arcs must go on to the third.
struct Saturated {
    Config config = bounded("0", {{"A", 1}, {"B", 1}, {"C", 1}}, 2);
    std::unique_ptr<Placement> placement = std::move(build(config).value());
    std::vector<std::uint64_t> hashes = placement->hashKeys(KeySource::generated(2999)).value();
    std::vector<std::uint32_t> owners = [this] {
        std::vector<std::uint32_t> o(hashes.size());
        placement->assign(hashes, o);
        return o;
    }();
};

TEST(AssignedLookup, SendsTheNextKeyPastFullNodes) {
    Saturated s;
    const AssignedLookup look(*s.placement, s.owners);
    ASSERT_TRUE(look.bounded());
    EXPECT_EQ(look.capacities(), (std::vector<std::uint64_t>(3, 1000)));
    EXPECT_EQ(loadStats(s.owners, 3).counts.size(), 3u);
    int passedOn = 0;
    for (const Point& pt : s.placement->points()) {
        const std::uint32_t n = look.lookup(pt.pos);
        EXPECT_LT(look.loads()[n], look.capacities()[n]) << "node " << n << " is full";
        passedOn += n != s.placement->lookup(pt.pos);
    }
    EXPECT_GT(passedOn, 0); // with 2 points per node, the plain ring is uneven: some are full
}

TEST(AssignedLookup, IsThePlacementsOwnForEveryOtherAlgorithm) {
    Config c;
    c.nodes = {{"A", 1}, {"B", 1}, {"C", 1}};
    for (Algo a : {Algo::Ring, Algo::Jump, Algo::Maglev}) {
        c.algo = a;
        auto p = build(c);
        auto hashes = (*p)->hashKeys(KeySource::generated(500)).value();
        std::vector<std::uint32_t> owners(hashes.size());
        (*p)->assign(hashes, owners);
        const AssignedLookup look(**p, owners);
        for (std::size_t k = 0; k < hashes.size(); ++k)
            EXPECT_EQ(look.lookup(hashes[k]), owners[k]) << algoName(a);
    }
}

TEST(LandingPoint, IsTheFirstPointOfTheOwnerClockwise) {
    Saturated s;
    int moved = 0;
    for (std::size_t k = 0; k < s.hashes.size(); ++k) {
        const std::int64_t at = landingPoint(*s.placement, s.hashes[k], s.owners[k]);
        ASSERT_GE(at, 0);
        EXPECT_EQ(s.placement->points()[static_cast<std::size_t>(at)].node, s.owners[k]);
        moved += at != s.placement->pointIndexFor(s.hashes[k]);
    }
    EXPECT_GT(moved, 0);
}

TEST(BoundedTrace, ArcsGoWhereTheNextKeyWouldGoNotToTheRingOwner) {
    // Removing D: every arc of the trace ends at a node with room under the loads after, and
    // the arcs differ from the plain ring's, whose successors are full.
    Config c = bounded("0", {{"A", 1}, {"B", 1}, {"C", 1}, {"D", 1}}, 2);
    const Config next = *withRemoved(c, {"D"});
    auto before = build(c);
    auto after = build(next);
    auto hashes = (*before)->hashKeys(KeySource::generated(2999)).value();
    const Migration m = migrate(**before, **after, hashes);
    const ChangeTrace t = traceChange(**before, **after, m, hashes);
    const AssignedLookup look(**after, m.after);
    ASSERT_FALSE(t.arcs.empty());
    for (const ArcChange& a : t.arcs) {
        std::uint32_t to = 0;
        while (m.toNodes[to] != a.to)
            ++to;
        EXPECT_LT(look.loads()[to], look.capacities()[to]) << a.to << " is full";
    }
    Config plain = c;
    plain.algo = Algo::Ring;
    Config plainNext = next;
    plainNext.algo = Algo::Ring;
    auto pb = build(plain);
    auto pa = build(plainNext);
    const Migration pm = migrate(**pb, **pa, hashes);
    const ChangeTrace pt = traceChange(**pb, **pa, pm, hashes);
    bool differs = pt.arcs.size() != t.arcs.size();
    for (std::size_t i = 0; !differs && i < t.arcs.size(); ++i)
        differs = t.arcs[i].to != pt.arcs[i].to || t.arcs[i].from != pt.arcs[i].from ||
                  t.arcs[i].end != pt.arcs[i].end;
    EXPECT_TRUE(differs);
}

TEST(BoundedValidation, RefusesMoreThanSixDecimals) {
    EXPECT_FALSE(parseDecimal("0.1234567", "epsilon"));
    Config c = bounded("0.1", {{"A", 1}, {"B", 1}});
    c.nodes[1].weight = 0.1234567;
    const auto s = validate(c);
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().parameter, "weights");
    EXPECT_FALSE(parseWeight("0.1234567"));
    EXPECT_TRUE(parseWeight("0.123456"));
}

} // namespace

// Preference lists against brute-force walks, the rack-aware rule on hand-made clusters, and the
// failure counts against lists checked one by one.
#include "hashlab/ring/replication.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>

namespace {

using namespace hashlab::ring;

Config config(Algo algo, std::vector<std::string> names, int vnodes = 20) {
    Config c;
    c.algo = algo;
    c.hash = algo == Algo::Ketama ? KeyHash::Md5 : KeyHash::Xxh3;
    c.vnodes = vnodes;
    for (auto& n : names)
        c.nodes.push_back({n, 1.0});
    return c;
}

// The rule applied to a whole walk at once: the distinct nodes in walk order; take a node
// whose rack is new, remember the rest, until every rack is used; then the remembered nodes,
// then the rest of the walk; the first R of that.
std::vector<std::uint32_t> bruteForceList(const std::vector<std::uint32_t>& walk, std::size_t r,
                                          bool rackAware, const std::vector<std::string>& racks) {
    std::vector<std::uint32_t> distinct;
    for (std::uint32_t n : walk)
        if (std::find(distinct.begin(), distinct.end(), n) == distinct.end())
            distinct.push_back(n);
    std::vector<std::uint32_t> out;
    if (!rackAware) {
        out = distinct;
    } else {
        const std::size_t allRacks = std::set<std::string>(racks.begin(), racks.end()).size();
        std::set<std::string> used;
        std::vector<std::uint32_t> skipped;
        std::size_t i = 0;
        for (; i < distinct.size() && used.size() < allRacks; ++i) {
            if (used.insert(racks[distinct[i]]).second)
                out.push_back(distinct[i]);
            else
                skipped.push_back(distinct[i]);
        }
        out.insert(out.end(), skipped.begin(), skipped.end());
        out.insert(out.end(), distinct.begin() + static_cast<std::ptrdiff_t>(i), distinct.end());
    }
    out.resize(std::min(out.size(), r));
    return out;
}

// Ring walk by brute force: the points from the first at or after the hash, once round.
std::vector<std::uint32_t> ringWalk(const Placement& p, std::uint64_t h) {
    const auto pts = p.points();
    std::size_t start = 0;
    while (start < pts.size() && pts[start].pos < h)
        ++start;
    std::vector<std::uint32_t> walk;
    for (std::size_t s = 0; s < pts.size(); ++s)
        walk.push_back(pts[(start + s) % pts.size()].node);
    return walk;
}

std::vector<std::uint64_t> someHashes(std::size_t n, unsigned seed) {
    std::mt19937_64 rng(seed);
    std::vector<std::uint64_t> h(n);
    for (auto& x : h)
        x = rng();
    return h;
}

const std::vector<std::string> kRacks = {"r1", "r1", "r2", "r2", "r3", "r1", "r3"};

TEST(Replication, RingListsMatchABruteForceWalk) {
    for (Algo algo : {Algo::Ring, Algo::Ketama}) {
        const Config c = config(algo, {"A", "B", "C", "D", "E", "F", "G"}, 8);
        auto p = build(c);
        ASSERT_TRUE(p.ok());
        for (bool rackAware : {false, true})
            for (int r = 1; r <= 5; ++r) {
                ReplicaSetup s{r, rackAware, kRacks, {}};
                ASSERT_TRUE(validate(s, c).ok());
                Replicator rep(**p, s);
                for (std::uint64_t h : someHashes(150, static_cast<unsigned>(r))) {
                    const std::uint64_t hash = algo == Algo::Ketama ? h >> 32 : h;
                    EXPECT_EQ(rep.list(hash),
                              bruteForceList(ringWalk(**p, hash), r, rackAware, kRacks))
                        << algoName(algo) << " r=" << r << " aware=" << rackAware;
                }
            }
    }
}

TEST(Replication, RendezvousTakesTheTopScoresAsLookupsWithoutTheWinners) {
    // The full order by brute force: the i-th node is the owner once the i - 1 before it are
    // gone (scores do not depend on the other nodes). Twelve nodes, one alone on rack r2: a
    // rack-aware list often reaches past the eight best the placement keeps at hand.
    std::vector<std::string> names, racks;
    for (int i = 0; i < 12; ++i) {
        names.push_back("n" + std::to_string(i));
        racks.push_back(i == 11 ? "r2" : "r1");
    }
    for (bool weighted : {false, true}) {
        Config c = config(Algo::Rendezvous, names);
        if (weighted)
            c.nodes[2].weight = 3;
        auto p = build(c);
        Replicator plain(**p, ReplicaSetup{5, false, {}, {}});
        Replicator aware(**p, ReplicaSetup{3, true, racks, {}});
        int deep = 0;
        for (std::uint64_t h : someHashes(60, 7)) {
            std::vector<std::uint32_t> order;
            Config rest = c;
            while (!rest.nodes.empty()) {
                auto q = build(rest);
                const std::string& name = rest.nodes[(*q)->lookup(h)].name;
                order.push_back(static_cast<std::uint32_t>(
                    std::find_if(c.nodes.begin(), c.nodes.end(),
                                 [&](const Node& n) { return n.name == name; }) -
                    c.nodes.begin()));
                rest.nodes.erase(rest.nodes.begin() + (*q)->lookup(h));
            }
            EXPECT_EQ(plain.list(h), bruteForceList(order, 5, false, racks));
            EXPECT_EQ(aware.list(h), bruteForceList(order, 3, true, racks));
            deep += std::find(order.begin(), order.end(), 11u) - order.begin() >= 8;
        }
        EXPECT_GT(deep, 0); // the walk past the eight best was exercised
    }
}

TEST(Replication, MaglevWalksTheTableAndJumpTheFollowingBuckets) {
    const Config m = config(Algo::Maglev, {"A", "B", "C", "D", "E"});
    auto pm = build(m);
    const Config j = config(Algo::Jump, {"A", "B", "C", "D", "E"});
    auto pj = build(j);
    for (bool rackAware : {false, true}) {
        const std::vector<std::string> racks(kRacks.begin(), kRacks.begin() + 5);
        ReplicaSetup s{4, rackAware, racks, {}};
        Replicator rm(**pm, s), rj(**pj, s);
        const auto table = (*pm)->table();
        for (std::uint64_t h : someHashes(300, 3)) {
            std::vector<std::uint32_t> walk;
            // Once every node has appeared, the rest of the table adds nothing.
            std::set<std::uint32_t> seen;
            for (std::size_t i = 0; i < table.size() && seen.size() < 5; ++i) {
                walk.push_back(table[(h % table.size() + i) % table.size()]);
                seen.insert(walk.back());
            }
            EXPECT_EQ(rm.list(h), bruteForceList(walk, 4, rackAware, racks));
            walk.clear();
            for (std::uint32_t i = 0; i < 5; ++i)
                walk.push_back(((*pj)->lookup(h) + i) % 5);
            EXPECT_EQ(rj.list(h), bruteForceList(walk, 4, rackAware, racks));
        }
    }
}

// Modulo with identity keys walks A, B, C, ... from key % N: a cluster laid out by hand.
TEST(Replication, RackAwareOnAHandMadeCluster) {
    const Config c = config(Algo::Modulo, {"A", "B", "C", "D", "E"});
    auto p = build(c);
    const std::vector<std::string> racks = {"r1", "r1", "r2", "r2", "r3"};
    auto names = [&](const std::vector<std::uint32_t>& l) {
        std::string s;
        for (std::uint32_t n : l)
            s += c.nodes[n].name;
        return s;
    };
    auto list = [&](std::uint64_t key, int r, bool aware) {
        Replicator rep(**p, ReplicaSetup{r, aware, racks, {}});
        return names(rep.list(key));
    };
    // Key 0 walks A B C D E: B and D are skipped for their racks until E uses the last rack.
    EXPECT_EQ(list(0, 3, false), "ABC");
    EXPECT_EQ(list(0, 3, true), "ACE");
    EXPECT_EQ(list(0, 4, true), "ACEB");
    EXPECT_EQ(list(0, 5, true), "ACEBD");
    // Key 1 walks B C D E A: D skipped, then after E the walk goes on to A.
    EXPECT_EQ(list(1, 4, true), "BCED");
    EXPECT_EQ(list(1, 5, true), "BCEDA");
    // Key 3 walks D E A B C: three racks by A, then B and C in walk order.
    EXPECT_EQ(list(3, 5, true), "DEABC");
}

TEST(Replication, PickerIgnoresRepeatsAndFillsAfterTheWalk) {
    const std::vector<std::uint32_t> rackOf = {0, 0, 1, 0}; // A, B, D in rack 0; C in rack 1
    ReplicaPicker pick(3, true, rackOf, 2);
    for (std::uint32_t n : {0u, 0u, 1u, 3u, 1u})
        EXPECT_FALSE(pick.offer(n));
    EXPECT_EQ(pick.list(), (std::vector<std::uint32_t>{0}));
    EXPECT_TRUE(pick.offer(2)); // rack 1 at last: B and D fill in the order met
    EXPECT_EQ(pick.list(), (std::vector<std::uint32_t>{0, 2, 1}));
    pick.reset();
    // A walk that ends before every rack is used: the remembered nodes fill after it.
    EXPECT_FALSE(pick.offer(1));
    EXPECT_FALSE(pick.offer(0));
    pick.finish();
    EXPECT_EQ(pick.list(), (std::vector<std::uint32_t>{1, 0}));
}

TEST(Replication, FailureCountsAgreeWithTheListsKeyByKey) {
    const Config c = config(Algo::Ring, {"A", "B", "C", "D", "E", "F", "G"}, 10);
    auto p = build(c);
    ReplicaSetup s{3, true, kRacks, {false, true, false, true, false, true, false}};
    ASSERT_TRUE(validate(s, c).ok());
    const auto hashes = someHashes(5000, 11);
    const ReplicaReport rep = replicate(**p, s, hashes, true);
    ASSERT_EQ(rep.lists.size(), hashes.size() * 3);
    std::uint64_t under = 0, none = 0;
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint64_t> takeover;
    std::vector<std::uint64_t> copies(7, 0);
    for (std::size_t k = 0; k < hashes.size(); ++k) {
        std::vector<std::uint32_t> l(rep.lists.begin() + static_cast<std::ptrdiff_t>(3 * k),
                                     rep.lists.begin() + static_cast<std::ptrdiff_t>(3 * k + 3));
        EXPECT_EQ(l.front(), (*p)->lookup(hashes[k])); // the primary is the owner
        int live = 0;
        for (std::uint32_t n : l) {
            ++copies[n];
            live += !s.failed[n];
        }
        under += live < 3;
        none += live == 0;
        if (s.failed[l[0]])
            for (std::uint32_t n : l)
                if (!s.failed[n]) {
                    ++takeover[{l[0], n}];
                    break;
                }
    }
    EXPECT_GT(under, 0u);
    EXPECT_EQ(rep.underReplicated, under);
    EXPECT_EQ(rep.unavailable, none);
    EXPECT_EQ(rep.copies, copies);
    for (std::uint32_t f = 0; f < 7; ++f)
        for (std::uint32_t n = 0; n < 7; ++n) {
            const auto it = takeover.find({f, n});
            const std::uint64_t want = it == takeover.end() ? 0 : it->second;
            EXPECT_EQ(s.failed[f] ? rep.takeover[f][n] : want, want) << f << " " << n;
        }
    // Without lists kept, the same counts.
    const ReplicaReport lean = replicate(**p, s, hashes, false);
    EXPECT_TRUE(lean.lists.empty());
    EXPECT_EQ(lean.underReplicated, under);
}

TEST(Replication, CopiesMovedCountsNewNodesInEachList) {
    Config before = config(Algo::Ring, {"A", "B", "C", "D"});
    Config after = before;
    after.nodes.push_back({"E", 1.0});
    auto pb = build(before), pa = build(after);
    const ReplicaSetup s{3, false, {}, {}};
    const auto hashes = someHashes(3000, 5);
    const auto rb = replicate(**pb, s, hashes, true), ra = replicate(**pa, s, hashes, true);
    std::uint64_t want = 0;
    for (std::size_t k = 0; k < hashes.size(); ++k)
        for (std::size_t i = 0; i < 3; ++i) {
            const std::string& name = after.nodes[ra.lists[3 * k + i]].name;
            bool had = false;
            for (std::size_t j = 0; j < 3; ++j)
                had = had || before.nodes[rb.lists[3 * k + j]].name == name;
            want += !had;
        }
    EXPECT_GT(want, 0u);
    EXPECT_EQ(copiesMoved(before, rb.lists, after, ra.lists, 3), want);
}

TEST(Replication, BadSetupsAreRefusedNamingTheParameter) {
    const Config c = config(Algo::Ring, {"A", "B", "C"});
    EXPECT_EQ(validate(ReplicaSetup{0, false, {}, {}}, c).error().parameter, "replicas");
    EXPECT_EQ(validate(ReplicaSetup{6, false, {}, {}}, c).error().parameter, "replicas");
    EXPECT_EQ(validate(ReplicaSetup{4, false, {}, {}}, c).error().parameter, "replicas");
    EXPECT_EQ(validate(ReplicaSetup{2, false, {"r1"}, {}}, c).error().parameter, "racks");
    EXPECT_EQ(validate(ReplicaSetup{2, false, {"r1", "", "r2"}, {}}, c).error().parameter, "racks");
    Config b = c;
    b.algo = Algo::Bounded;
    EXPECT_EQ(validate(ReplicaSetup{2, false, {}, {}}, b).error().parameter, "replicas");
    EXPECT_TRUE(validate(ReplicaSetup{3, true, {"x", "y", "x"}, {true, false, false}}, c).ok());
}

} // namespace

// Rendezvous preference lists against the documented score computed node by node (the fast path
// scores eight nodes at once and ranks only the likely best), and replicateAfter(), which reuses
// the lists of the cluster before a join or a leave, against walking every key again.
#include "hashlab/common/mix.h"
#include "hashlab/hash/hash.h"
#include "hashlab/ring/replication.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace {

using namespace hashlab::ring;

Config cluster(int nodes, double oddWeight = 1.0) {
    Config c;
    c.algo = Algo::Rendezvous;
    for (int i = 0; i < nodes; ++i)
        c.nodes.push_back({"node-" + std::to_string(i), i == 3 ? oddWeight : 1.0});
    return c;
}

// The hashes of "key-<offset>" onwards, as the command line would make them.
std::vector<std::uint64_t> keyHashes(const Placement& p, std::size_t n, std::size_t offset) {
    std::vector<std::uint64_t> h;
    for (std::size_t i = 0; i < n; ++i)
        h.push_back(*p.keyHash("key-" + std::to_string(offset + i)));
    return h;
}

// docs/references.md: u = mix64(hash ^ xxh3(name)) in (0, 1) from its top 53 bits; with equal
// weights the highest u wins, otherwise the highest -w / ln(u); ties go to the earlier node.
std::vector<std::uint32_t> bruteForceTop(const Config& c, std::uint64_t hash, std::size_t r) {
    const bool equal = std::all_of(c.nodes.begin(), c.nodes.end(), [&](const Node& n) {
        return n.weight == c.nodes.front().weight;
    });
    std::vector<double> score;
    for (const Node& n : c.nodes) {
        const std::uint64_t seed = hashlab::hash::xxh3_64(n.name.data(), n.name.size(), 0);
        const std::uint64_t m = hashlab::mix64(hash ^ seed) >> 11;
        const double u = (static_cast<double>(m) + 0.5) * 0x1.0p-53;
        score.push_back(equal ? static_cast<double>(m) : -n.weight / std::log(u));
    }
    std::vector<std::uint32_t> order(c.nodes.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return score[a] > score[b]; });
    order.resize(r);
    return order;
}

TEST(RingRendezvousLists, MatchTheScoresComputedNodeByNode) {
    // 7 nodes: every node a candidate; 13 and 100: the cut leaves about ten; 1000: the most.
    for (int n : {7, 13, 100, 1000})
        for (double oddWeight : {1.0, 2.5}) {
            const Config c = cluster(n, oddWeight);
            const auto p = std::move(build(c)).value();
            const std::size_t r = std::min(5, n);
            const auto hashes = keyHashes(*p, n == 1000 ? 300 : 2000, static_cast<std::size_t>(n));
            const ReplicaReport rep =
                replicate(*p, ReplicaSetup{static_cast<int>(r), false, {}, {}}, hashes, true);
            for (std::size_t k = 0; k < hashes.size(); ++k) {
                const auto want = bruteForceTop(c, hashes[k], r);
                const std::vector<std::uint32_t> got(rep.lists.begin() + k * r,
                                                     rep.lists.begin() + (k + 1) * r);
                ASSERT_EQ(got, want) << "n=" << n << " w=" << oddWeight << " key " << k;
                ASSERT_EQ(p->lookup(hashes[k]), want.front());
            }
        }
}

void expectSameReport(const ReplicaReport& a, const ReplicaReport& b) {
    EXPECT_EQ(a.replicas, b.replicas);
    EXPECT_EQ(a.underReplicated, b.underReplicated);
    EXPECT_EQ(a.unavailable, b.unavailable);
    EXPECT_EQ(a.live, b.live);
    EXPECT_EQ(a.copies, b.copies);
    EXPECT_EQ(a.takeover, b.takeover);
    EXPECT_EQ(a.lists, b.lists);
}

ReplicaSetup setupFor(const Config& c, int r, bool rackAware, int racks) {
    ReplicaSetup s{r, rackAware, {}, {}};
    for (std::size_t i = 0; i < c.nodes.size(); ++i) {
        // Racks and failures follow the name, so a node keeps them across the change.
        const int id = std::stoi(c.nodes[i].name.substr(5));
        s.racks.push_back("rack-" + std::to_string(id % racks));
        s.failed.push_back(id % 7 == 2);
    }
    return s;
}

TEST(RingRendezvousLists, ReusedAfterAJoinOrALeaveAsIfWalkedAgain) {
    struct Case {
        const char* what;
        Config before, after;
        int racks;
    };
    const Config base = cluster(40);
    Config joined = *withAdded(base, {{"node-40", 1.0}});
    Config left = *withRemoved(base, {"node-17"});
    Config heavyJoin = *withAdded(base, {{"node-40", 2.0}}); // weights now differ: no reuse
    Config weighted = cluster(40, 2.5);
    Config weightedLeft = *withRemoved(weighted, {"node-9"});
    Config ring = base;
    ring.algo = Algo::Ring;
    Config ringJoined = *withAdded(ring, {{"node-40", 1.0}});
    const std::vector<Case> cases = {
        {"join", base, joined, 4},
        {"leave", base, left, 4},
        {"join, new rack", base, joined, 41},
        {"leave, rack gone", base, left, 40},
        {"heavier join", base, heavyJoin, 4},
        {"weighted leave", weighted, weightedLeft, 4},
        {"two changes", joined, left, 4},
        {"ring", ring, ringJoined, 4},
    };
    for (const Case& t : cases)
        for (bool rackAware : {false, true})
            for (int r : {1, 3, 5}) {
                SCOPED_TRACE(std::string(t.what) + (rackAware ? " rack-aware" : "") +
                             " r=" + std::to_string(r));
                const auto pb = std::move(build(t.before)).value();
                const auto pa = std::move(build(t.after)).value();
                const auto hashes = keyHashes(*pb, 2000, 0);
                const ReplicaSetup sb = setupFor(t.before, r, rackAware, t.racks);
                const ReplicaSetup sa = setupFor(t.after, r, rackAware, t.racks);
                const ReplicaReport rb = replicate(*pb, sb, hashes, true);
                expectSameReport(replicateAfter(*pb, sb, rb, *pa, sa, hashes, true),
                                 replicate(*pa, sa, hashes, true));
                const ReplicaReport lean = replicateAfter(*pb, sb, rb, *pa, sa, hashes, false);
                EXPECT_TRUE(lean.lists.empty());
                EXPECT_EQ(lean.copies, replicate(*pa, sa, hashes, false).copies);
            }
}

} // namespace

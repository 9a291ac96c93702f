// The shortcuts replication takes, each against the long way round on random small clusters:
// rendezvous handing over its top nodes at once (Placement::topNodes) instead of the walk,
// replicateAfter() reusing the lists of the cluster before a join or a leave, and the owners
// read off the lists (primaries) instead of looked up.
#include "hashlab/ring/replication.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

namespace {

using namespace hashlab::ring;

// The walk without shortcuts: every node preferenceOrder() offers, through the picker.
std::vector<std::uint32_t> walkedList(const Placement& p, const ReplicaSetup& s,
                                      std::uint64_t hash) {
    std::vector<std::string> names = s.racks;
    if (names.empty())
        names.assign(p.nodeCount(), kDefaultRack);
    std::vector<std::uint32_t> rackOf;
    std::vector<std::string> seen;
    for (const std::string& r : names) {
        const auto it = std::find(seen.begin(), seen.end(), r);
        rackOf.push_back(static_cast<std::uint32_t>(it - seen.begin()));
        if (it == seen.end())
            seen.push_back(r);
    }
    ReplicaPicker picker(s.replicas, s.rackAware, rackOf, static_cast<std::uint32_t>(seen.size()));
    p.preferenceOrder(hash, [&](std::uint32_t n) { return picker.offer(n); });
    picker.finish();
    return picker.list();
}

struct RandomCluster {
    Config config;
    ReplicaSetup setup;
};

// n nodes named node-<id> (ids as given), equal weights or a few heavier, racks and failures by id.
RandomCluster randomCluster(const std::vector<int>& ids, bool equal, int r, bool rackAware,
                            int racks) {
    RandomCluster c;
    c.config.algo = Algo::Rendezvous;
    c.setup.replicas = r;
    c.setup.rackAware = rackAware;
    for (int id : ids) {
        c.config.nodes.push_back({"node-" + std::to_string(id), equal || id % 3 ? 1.0 : 2.5});
        c.setup.racks.push_back("rack-" + std::to_string(id % racks));
        c.setup.failed.push_back(id % 5 == 1);
    }
    return c;
}

std::vector<std::uint64_t> randomHashes(std::mt19937_64& rng, std::size_t n) {
    std::vector<std::uint64_t> h(n);
    for (auto& x : h)
        x = rng();
    return h;
}

TEST(ReplicaFastPaths, RendezvousTopNodesGiveTheWalksListOnRandomClusters) {
    std::mt19937_64 rng(16);
    for (int trial = 0; trial < 120; ++trial) {
        // Small clusters (every node above the cut) up to a hundred (about ten above it).
        const int n = trial % 4 == 3 ? 100 : 1 + static_cast<int>(rng() % 14);
        const int r = 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(std::min(5, n)));
        const bool rackAware = rng() % 2 == 0, equal = rng() % 4 != 0;
        const int racks = 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(n + 1));
        std::vector<int> ids(static_cast<std::size_t>(n));
        std::iota(ids.begin(), ids.end(), 0);
        const RandomCluster c = randomCluster(ids, equal, r, rackAware, racks);
        SCOPED_TRACE("n=" + std::to_string(n) + " r=" + std::to_string(r) +
                     " racks=" + std::to_string(racks) + (rackAware ? " rack-aware" : "") +
                     (equal ? "" : " weighted"));
        ASSERT_TRUE(validate(c.setup, c.config).ok());
        const auto p = std::move(build(c.config)).value();
        const auto hashes = randomHashes(rng, 200);
        Replicator replicator(*p, c.setup);
        const ReplicaReport rep = replicate(*p, c.setup, hashes, true);
        for (std::size_t k = 0; k < hashes.size(); ++k) {
            const auto want = walkedList(*p, c.setup, hashes[k]);
            ASSERT_EQ(replicator.list(hashes[k]), want) << "key " << k;
            ASSERT_TRUE(std::equal(want.begin(), want.end(), rep.lists.begin() + k * want.size()));
        }
    }
}

TEST(ReplicaFastPaths, ReplicateAfterAJoinOrALeaveGivesTheWalksListsOnRandomClusters) {
    std::mt19937_64 rng(61);
    for (int trial = 0; trial < 60; ++trial) {
        const int n = 2 + static_cast<int>(rng() % 30);
        const int r = 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(std::min(5, n - 1)));
        const bool rackAware = rng() % 2 == 0, equal = rng() % 4 != 0, join = rng() % 2 == 0;
        const int racks = 1 + static_cast<int>(rng() % 6);
        std::vector<int> ids(static_cast<std::size_t>(n));
        std::iota(ids.begin(), ids.end(), 0);
        std::vector<int> idsAfter = ids;
        if (join)
            idsAfter.push_back(n);
        else
            idsAfter.erase(idsAfter.begin() + static_cast<std::ptrdiff_t>(rng() % ids.size()));
        const RandomCluster before = randomCluster(ids, equal, r, rackAware, racks);
        const RandomCluster after = randomCluster(idsAfter, equal, r, rackAware, racks);
        SCOPED_TRACE("n=" + std::to_string(n) + " r=" + std::to_string(r) +
                     (join ? " join" : " leave") + (rackAware ? " rack-aware" : "") +
                     (equal ? "" : " weighted"));
        const auto pb = std::move(build(before.config)).value();
        const auto pa = std::move(build(after.config)).value();
        const auto hashes = randomHashes(rng, 300);
        const ReplicaReport rb = replicate(*pb, before.setup, hashes, true);
        const ReplicaReport ra =
            replicateAfter(*pb, before.setup, rb, *pa, after.setup, hashes, true);
        std::vector<std::uint64_t> copies(after.config.nodes.size(), 0);
        for (std::size_t k = 0; k < hashes.size(); ++k) {
            const auto want = walkedList(*pa, after.setup, hashes[k]);
            const std::vector<std::uint32_t> got(ra.lists.begin() + k * want.size(),
                                                 ra.lists.begin() + (k + 1) * want.size());
            ASSERT_EQ(got, want) << "key " << k;
            for (std::uint32_t node : want)
                ++copies[node];
        }
        EXPECT_EQ(ra.copies, copies);
    }
}

TEST(ReplicaFastPaths, PrimariesAreTheOwnersEveryPlacementAssigns) {
    std::mt19937_64 rng(7);
    const auto hashes = randomHashes(rng, 500);
    for (Algo algo : allAlgos()) {
        if (!hasReplicaOrder(algo))
            continue;
        Config c;
        c.algo = algo;
        c.hash = algo == Algo::Ketama ? KeyHash::Md5 : KeyHash::Xxh3;
        c.vnodes = 10;
        for (int i = 0; i < 9; ++i)
            c.nodes.push_back({"node-" + std::to_string(i), 1.0 + i % 2});
        auto built = build(c);
        if (!built) { // jump and modulo weigh no node: equal weights
            for (Node& n : c.nodes)
                n.weight = 1.0;
            built = build(c);
        }
        const auto p = std::move(built).value();
        std::vector<std::uint64_t> h = hashes;
        if (algo == Algo::Ketama) // a 32-bit space
            for (auto& x : h)
                x >>= 32;
        std::vector<std::uint32_t> owners(h.size());
        p->assign(h, owners);
        for (bool rackAware : {false, true}) {
            const ReplicaSetup s{3,
                                 rackAware,
                                 {"a", "a", "b", "b", "c", "a", "c", "b", "a"},
                                 {false, true, false, false, false, false, true, false, false}};
            EXPECT_EQ(primaries(replicate(*p, s, h, true)), owners) << algoName(algo);
            EXPECT_TRUE(primaries(replicate(*p, s, h, false)).empty());
        }
    }
}

} // namespace

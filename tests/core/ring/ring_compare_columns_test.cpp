// The compare view's added columns against direct computations: request max/mean from the
// sampled Zipf requests and each key's owner, join and leave disruption from two assignments,
// and the lookup bytes per node.
#include "hashlab/ring/compare.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using namespace hashlab::ring;

Config fiveNodes() {
    Config c;
    c.vnodes = 20;
    for (const char* n : {"A", "B", "C", "D", "E"})
        c.nodes.push_back({n, 1});
    return c;
}

double movedByName(const Config& a, const Config& b, const std::vector<std::uint64_t>& hashes) {
    const auto pa = std::move(build(a)).value();
    const auto pb = std::move(build(b)).value();
    std::vector<std::uint32_t> oa(hashes.size()), ob(hashes.size());
    pa->assign(hashes, oa);
    pb->assign(hashes, ob);
    std::size_t moved = 0;
    for (std::size_t k = 0; k < hashes.size(); ++k)
        moved += a.nodes[oa[k]].name != b.nodes[ob[k]].name;
    return static_cast<double>(moved) / static_cast<double>(hashes.size());
}

TEST(RingCompareColumns, EachColumnMatchesADirectComputation) {
    const Config before = fiveNodes();
    Config after = before;
    after.nodes.push_back({"F", 1});
    const auto keys = KeySource::generated(3000);
    CompareWorkload w;
    w.zipfS = 1.2;
    w.requests = 50000;
    const auto rows = compareAlgorithms(before, after, keys, {}, w);
    ASSERT_EQ(rows.size(), compareAlgos().size()); // Redis Cluster: ring_compare_redis_test
    Workload zipf;
    zipf.kind = Workload::Kind::Zipf;
    zipf.s = 1.2;
    const auto perKey = sampleRequests(zipf, 3000, 50000, 1);
    for (const CompareRow& row : rows) {
        ASSERT_TRUE(row.refused.empty()) << algoName(row.algo);
        if (row.algo == Algo::RedisCluster)
            continue; // its table follows its history, not build(b)
        Config a = before, b = after;
        a.algo = b.algo = row.algo;
        if (row.algo == Algo::Ketama)
            a.hash = b.hash = KeyHash::Md5;
        const auto pb = std::move(build(b)).value();
        const auto hashes = *pb->hashKeys(keys);
        std::vector<std::uint32_t> owners(hashes.size());
        pb->assign(hashes, owners);
        std::vector<std::uint64_t> load(6, 0);
        for (std::size_t k = 0; k < owners.size(); ++k)
            load[owners[k]] += perKey[k];
        const double want =
            static_cast<double>(*std::max_element(load.begin(), load.end())) * 6 / 50000;
        EXPECT_DOUBLE_EQ(row.requestMaxOverMean, want) << algoName(row.algo);
        EXPECT_DOUBLE_EQ(row.joinMovedFraction, movedByName(a, joinedConfig(a), hashes))
            << algoName(row.algo);
        EXPECT_DOUBLE_EQ(row.leaveMovedFraction, movedByName(a, *leftConfig(a), hashes))
            << algoName(row.algo);
        EXPECT_DOUBLE_EQ(row.bytesPerNode, static_cast<double>(pb->memoryBytes()) / 6);
    }
    // The bytes themselves: maglev's table is 4 bytes a slot; jump and modulo hold nothing; a
    // ring holds each point (16 bytes), its position (8) and owner (4), plus its index.
    auto byAlgo = [&](Algo a) {
        return *std::find_if(rows.begin(), rows.end(),
                             [&](const CompareRow& r) { return r.algo == a; });
    };
    EXPECT_DOUBLE_EQ(byAlgo(Algo::Maglev).bytesPerNode, 4.0 * 65537 / 6);
    EXPECT_EQ(byAlgo(Algo::Jump).bytesPerNode, 0);
    EXPECT_EQ(byAlgo(Algo::Modulo).bytesPerNode, 0);
    EXPECT_DOUBLE_EQ(byAlgo(Algo::Rendezvous).bytesPerNode, 16);
    EXPECT_GE(byAlgo(Algo::Ring).bytesPerNode, 20.0 * 28);
    // Jump leaves only at the end, so a leave moves exactly the last bucket's keys.
    EXPECT_GT(byAlgo(Algo::Jump).leaveMovedFraction, 0);
}

TEST(RingCompareColumns, JoinNameIsNewAndOneNodeCannotLeave) {
    Config c = fiveNodes();
    c.nodes.push_back({kJoinNodeName, 1});
    const Config j = joinedConfig(c);
    EXPECT_EQ(j.nodes.back().name, std::string(kJoinNodeName) + "2");
    c.nodes.resize(1);
    EXPECT_FALSE(leftConfig(c).has_value());
}

} // namespace

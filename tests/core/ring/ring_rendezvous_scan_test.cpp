// The rendezvous scan has a vector version chosen at run time (AVX-512 where the processor has it)
// and a portable loop elsewhere: both must keep exactly the same nodes with the same scores, in
// node order, for every count of nodes up to the most a cluster has (the vector version works in
// groups of 8 and stores whole groups, so tails are where they could differ).
#include "../../../core/src/ring/rendezvous_scan.h"

#include "hashlab/common/mix.h"

#include <gtest/gtest.h>

#include <vector>

namespace {

using namespace hashlab::ring::detail;

TEST(RendezvousScan, TheChosenVersionKeepsWhatThePortableLoopKeeps) {
    std::uint64_t state = 7;
    auto next = [&] { return hashlab::mix64(state++); };
    for (std::size_t nodes : {1u, 7u, 8u, 9u, 63u, 100u, 511u, 512u, 513u, 999u, 1000u}) {
        std::vector<std::uint64_t> seed(nodes), cut(nodes);
        for (std::size_t i = 0; i < nodes; ++i) {
            seed[i] = next();
            // Cuts from "keep all" through "keep about one in ten" to "keep none".
            cut[i] = i % 3 == 0 ? 0 : (i % 3 == 1 ? (std::uint64_t{9} << 50) : ~std::uint64_t{0});
        }
        std::vector<std::uint64_t> a(scanRoom(nodes)), b(nodes);
        for (int key = 0; key < 200; ++key) {
            const std::uint64_t hash = next();
            const std::size_t na = scanAtLeast(hash, seed, cut, a.data());
            const std::size_t nb = scanAtLeastPortable(hash, seed, cut, b.data());
            ASSERT_EQ(na, nb) << nodes << " nodes, key " << key;
            for (std::size_t i = 0; i < na; ++i) {
                ASSERT_EQ(a[i], b[i]) << nodes << " nodes, key " << key;
                const std::uint32_t node = candidateNode(a[i]);
                ASSERT_LT(node, nodes);
                EXPECT_EQ(candidateScore(a[i]), rendezvousMix(hash, seed[node]));
                EXPECT_GE(candidateScore(a[i]), cut[node]);
                if (i > 0) { // in node order
                    EXPECT_LT(candidateNode(a[i - 1]), node);
                }
            }
        }
    }
}

} // namespace

// The rendezvous scan has a vector version chosen at run time (AVX-512 where the processor has it)
// and a portable loop elsewhere: both must keep exactly the same nodes with the same scores, in
// node order, for every count of nodes (the vector version works in groups of 8 within passes of
// 512, so tails and pass boundaries are where they could differ).
#include "../../../core/src/ring/rendezvous_scan.h"

#include "hashlab/common/mix.h"

#include <gtest/gtest.h>

#include <vector>

namespace {

using namespace hashlab::ring::detail;

TEST(RendezvousScan, TheChosenVersionKeepsWhatThePortableLoopKeeps) {
    std::uint64_t state = 7;
    auto next = [&] { return hashlab::mix64(state++); };
    for (std::size_t nodes : {1u, 7u, 8u, 9u, 63u, 100u, 511u, 512u, 513u, 1000u, 1100u}) {
        std::vector<std::uint64_t> seed(nodes), cut(nodes);
        for (std::size_t i = 0; i < nodes; ++i) {
            seed[i] = next();
            // Cuts from "keep all" through "keep about one in ten" to "keep none".
            cut[i] = i % 3 == 0 ? 0 : (i % 3 == 1 ? (std::uint64_t{9} << 50) : ~std::uint64_t{0});
        }
        std::vector<Candidate> a(nodes), b(nodes);
        for (int key = 0; key < 200; ++key) {
            const std::uint64_t hash = next();
            const std::size_t na = scanAtLeast(hash, seed, cut, a.data());
            const std::size_t nb = scanAtLeastPortable(hash, seed, cut, b.data());
            ASSERT_EQ(na, nb) << nodes << " nodes, key " << key;
            for (std::size_t i = 0; i < na; ++i) {
                ASSERT_EQ(a[i].node, b[i].node) << nodes << " nodes, key " << key;
                ASSERT_EQ(a[i].score, b[i].score) << nodes << " nodes, key " << key;
                EXPECT_EQ(a[i].score, rendezvousMix(hash, seed[a[i].node]));
            }
        }
    }
}

} // namespace

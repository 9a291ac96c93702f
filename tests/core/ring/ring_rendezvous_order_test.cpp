// Rendezvous' full preference order (the fast path keeps only the likely top candidates): every
// node once, the owner first, and the order of the others unchanged when one node leaves, since
// each score depends on the key and that node's name alone.
#include "hashlab/ring/placement.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using namespace hashlab::ring;

std::vector<std::uint32_t> fullOrder(const Placement& p, std::uint64_t h) {
    std::vector<std::uint32_t> order;
    p.preferenceOrder(h, [&](std::uint32_t n) {
        order.push_back(n);
        return false;
    });
    return order;
}

TEST(RingRendezvousOrder, FullOrderIsStableWhenANodeLeaves) {
    for (double otherWeight : {1.0, 2.5}) {
        Config all;
        all.algo = Algo::Rendezvous;
        for (int i = 0; i < 40; ++i)
            all.nodes.push_back(
                {std::string("n").append(std::to_string(i)), i == 7 ? otherWeight : 1.0});
        Config less = all;
        less.nodes.erase(less.nodes.begin() + 13);
        const auto p = std::move(build(all)).value();
        const auto q = std::move(build(less)).value();
        for (std::uint64_t k = 0; k < 300; ++k) {
            const std::uint64_t h = *p->keyHash("key-" + std::to_string(k));
            const auto order = fullOrder(*p, h);
            ASSERT_EQ(order.size(), 40u);
            EXPECT_TRUE(std::is_permutation(order.begin(), order.end(),
                                            [] {
                                                std::vector<std::uint32_t> v(40);
                                                for (std::uint32_t i = 0; i < 40; ++i)
                                                    v[i] = i;
                                                return v;
                                            }()
                                                .begin()));
            EXPECT_EQ(order.front(), p->lookup(h));
            std::vector<std::string> named, namedLess;
            for (std::uint32_t n : order)
                if (n != 13)
                    named.push_back(all.nodes[n].name);
            for (std::uint32_t n : fullOrder(*q, h))
                namedLess.push_back(less.nodes[n].name);
            EXPECT_EQ(named, namedLess) << k;
        }
    }
}

} // namespace

// The speed tables hold exactly the keys a std::unordered_set holds, through growth, deletion
// (tombstones, backward shifts, unlinked nodes) and re-seeding, for sequential keys (which a weak
// home function would cluster) and random ones.
#include "hashlab/tables/fast_tables.h"

#include "hashlab/common/mix.h"

#include <gtest/gtest.h>

#include <unordered_set>

namespace {

using namespace hashlab::tables::fast;

template <typename Set>
void agreesWithStd(const char* name) {
    Set set(4);
    std::unordered_set<std::uint64_t> ref;
    std::uint64_t state = 42;
    for (std::uint64_t i = 0; i < 50'000; ++i) {
        // Half sequential keys, half random; some repeat.
        const std::uint64_t k = i % 2 ? i : hashlab::splitmix64Next(state) % 60'000;
        EXPECT_EQ(set.insert(k), ref.insert(k).second) << name << " key " << k;
        // Every fifth step deletes a random key (present or not); the linear set cannot.
        if constexpr (requires { set.erase(k); }) {
            if (i % 5 != 4)
                continue;
            const std::uint64_t d = hashlab::splitmix64Next(state) % 60'000;
            EXPECT_EQ(set.erase(d), ref.erase(d) == 1) << name << " key " << d;
        }
    }
    EXPECT_EQ(set.size(), ref.size()) << name;
    for (std::uint64_t k = 0; k < 120'000; ++k)
        ASSERT_EQ(set.contains(k), ref.count(k) == 1) << name << " key " << k;
    EXPECT_GT(set.bytes(), ref.size() * sizeof(std::uint64_t)) << name;
}

TEST(FastTables, EverySchemeHoldsExactlyTheKeysInserted) {
    agreesWithStd<ChainedSet>("chaining");
    agreesWithStd<LinearSet>("linear");
    agreesWithStd<RobinHoodSet>("robinhood");
    agreesWithStd<CuckooSet>("cuckoo");
    EXPECT_EQ(kindName(Kind::RobinHood), "robinhood");
}

} // namespace

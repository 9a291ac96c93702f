// One algorithm per scheme: the lab's traced tables (HashTable) and the Real speed tab's untraced
// sets (fast_tables.h) instantiate the same code (core/src/tables: open_addressing.h,
// robin_hood.h, cuckoo.h, chaining.h). Given the same hash, the same random operations must
// leave both with the same layout — every slot's keys, in chain order — after every operation,
// and give the same answers. The sets are compiled here for the lab's hash: the textbook
// h1 = k mod m of a power-of-two m, and for cuckoo the seeded xxh3_64 of the key's text.
#include "../../../core/src/tables/fast_sets.h"

#include "hashlab/common/mix.h"
#include "hashlab/hash/hash.h"
#include "hashlab/tables/hash_table.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <string>

namespace {

using namespace hashlab::tables;

struct LabHash {
    static std::uint64_t slots(int shift) { return std::uint64_t{1} << (64 - shift); }
    static std::uint64_t home(std::uint64_t key, int shift) { return key % slots(shift); }
    // The traced cuckoo table's seeded hashes: xxh3_64 with seeds 2s and 2s + 1; a rehash s + 1.
    static std::uint64_t cell(std::uint64_t key, std::uint32_t table, int shift,
                              std::uint64_t seed) {
        const std::string k = std::to_string(key);
        return hashlab::hash::xxh3_64(k.data(), k.size(), 2 * seed + table) % slots(shift);
    }
    static std::uint64_t nextSeed(std::uint64_t seed) { return seed + 1; }
};

// The traced table's MaxLoop is a setting (config() below: 3·log2 m); the set's follows its load.
template <std::uint32_t Rounds>
struct FixedLoop {
    static std::uint32_t rounds(std::uint64_t, std::uint64_t) { return Rounds; }
};

fast::Layout layoutOf(const HashTable& t) {
    fast::Layout out;
    for (const auto& table : t.tables())
        for (const SlotView& slot : table) {
            std::vector<std::uint64_t> keys;
            for (const std::string& k : slot.keys)
                keys.push_back(std::stoull(k));
            out.push_back(std::move(keys));
        }
    return out;
}

TableConfig config(Scheme s, std::int64_t m) {
    TableConfig c;
    c.scheme = s;
    c.probe.m = m;
    c.probe.h1 = "k % m";
    if (s == Scheme::Cuckoo) {
        c.probe.source = HashSource::Xxh3;
        // The sets' MaxLoop: 3·log2(m).
        c.maxLoop = 3 * static_cast<std::uint32_t>(std::bit_width(std::uint64_t(m)) - 1);
    }
    return c;
}

// `sequences` random sequences of 64 operations over `universe` keys, few enough that the set
// never grows (the traced table is given no --grow-at).
template <class Set>
void sameLayouts(Scheme s, std::int64_t m, std::uint64_t universe, bool deletes,
                 int sequences = 200) {
    const char* name = schemeName(s).data();
    for (int q = 0; q < sequences; ++q) {
        HashTable traced = HashTable::create(config(s, m)).value();
        Set untraced(static_cast<std::uint64_t>(m));
        ASSERT_EQ(layoutOf(traced), untraced.layout()) << name;
        std::uint64_t rng = 1000 + static_cast<std::uint64_t>(q);
        // Distinct keys below 2^20, whose homes k mod m collide as random ones do.
        std::vector<std::uint64_t> pool;
        while (pool.size() < universe) {
            const std::uint64_t k = hashlab::splitmix64Next(rng) >> 44;
            if (std::find(pool.begin(), pool.end(), k) == pool.end())
                pool.push_back(k);
        }
        for (int i = 0; i < 64; ++i) {
            const std::uint64_t key = pool[hashlab::splitmix64Next(rng) % universe];
            const std::uint64_t kind = hashlab::splitmix64Next(rng) % (deletes ? 3 : 2);
            const OpKind op = kind == 0   ? OpKind::Insert
                              : kind == 1 ? OpKind::Find
                                          : OpKind::Delete;
            const OpTrace t = traced.apply(op, std::to_string(key)).value();
            bool answer = false;
            switch (op) {
            case OpKind::Insert:
                answer = untraced.insert(key);
                EXPECT_EQ(answer, t.outcome == Outcome::Placed);
                break;
            case OpKind::Find:
                answer = untraced.contains(key);
                EXPECT_EQ(answer, t.outcome == Outcome::Found);
                break;
            case OpKind::Delete:
                if constexpr (requires { untraced.erase(key); }) {
                    answer = untraced.erase(key);
                    EXPECT_EQ(answer, t.outcome == Outcome::Deleted);
                }
                break;
            }
            ASSERT_EQ(layoutOf(traced), untraced.layout())
                << name << ", sequence " << q << ", operation " << i << ": " << opName(op) << " "
                << key;
            ASSERT_EQ(traced.count(), untraced.size()) << name;
        }
    }
}

using Chained = fast::BasicChainedSet<LabHash>;
using Linear = fast::BasicLinearSet<LabHash>;
using RobinHood = fast::BasicRobinHoodSet<LabHash>;
template <std::uint32_t Rounds>
using Cuckoo = fast::BasicCuckooSet<LabHash, FixedLoop<Rounds>>;

TEST(OneAlgorithm, ChainingTracedAndUntracedLayOutKeysAlike) {
    sameLayouts<Chained>(Scheme::Chaining, 64, 48, true); // long chains: 48 keys in 64 buckets
    sameLayouts<Chained>(Scheme::Chaining, 16, 16, true); // up to α = 1, where the set grows
}

TEST(OneAlgorithm, LinearProbingTracedAndUntracedLayOutKeysAlike) {
    // The linear set has no erase (fast_tables.h): inserts and finds.
    sameLayouts<Linear>(Scheme::Linear, 64, 48, false);
    sameLayouts<Linear>(Scheme::Linear, 16, 14, false); // up to 7/8 full, clusters everywhere
}

TEST(OneAlgorithm, RobinHoodTracedAndUntracedLayOutKeysAlike) {
    sameLayouts<RobinHood>(Scheme::RobinHood, 64, 48, true);
    sameLayouts<RobinHood>(Scheme::RobinHood, 16, 14, true); // swaps and backward shifts
}

TEST(OneAlgorithm, CuckooTracedAndUntracedLayOutKeysAlike) {
    sameLayouts<Cuckoo<18>>(Scheme::Cuckoo, 64, 40, true);
    // Up to α = ½, where kicks run out and both re-seed: the shared rehash policy.
    sameLayouts<Cuckoo<9>>(Scheme::Cuckoo, 8, 8, true);
}

} // namespace

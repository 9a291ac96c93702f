// Lookups in the hash-table lab's schemes against the standard library's and Abseil's tables, at
// 10^4 and 10^6 keys: the goal is linear probing and Robin Hood within 2x of
// absl::flat_hash_set at 10^6. Keys are splitmix64 draws; hits look up stored keys in a shuffled
// order, misses keys never stored. Also the traced lab table's resize of 10^6 keys (goal 0.2 s).
// The issue names std::unordered_map and absl::flat_hash_map: both are here as maps (a 64-bit
// value beside each key) next to the sets, and the output's context records the CPU model and
// cache sizes the figures were measured on.
#include "hashlab/common/machine_info.h"
#include "hashlab/common/mix.h"
#include "hashlab/tables/fast_tables.h"
#include "hashlab/tables/hash_table.h"

#include <benchmark/benchmark.h>

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#ifdef HASHLAB_HAVE_ABSL
#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>
#endif

namespace {

using namespace hashlab::tables;

// Beside Google Benchmark's own context (which prints the cache sizes it finds in sysfs, and none
// when sysfs has no cache folder, as on some virtual machines).
const bool kMachineContext = [] {
    const hashlab::MachineInfo m = hashlab::currentMachineInfo();
    const auto bytes = [](const std::optional<std::uint64_t>& v) {
        return v ? std::to_string(*v) : std::string("unknown");
    };
    benchmark::AddCustomContext("cpu_model", m.cpuModel);
    benchmark::AddCustomContext("cache_l1d_bytes", bytes(m.l1d));
    benchmark::AddCustomContext("cache_l2_bytes", bytes(m.l2));
    benchmark::AddCustomContext("cache_l3_bytes", bytes(m.l3));
    benchmark::AddCustomContext("cache_source", m.cacheSource.empty() ? "none" : m.cacheSource);
    return true;
}();

struct Keys {
    std::vector<std::uint64_t> stored, hits, misses;
    explicit Keys(std::size_t n) {
        std::uint64_t s = 1;
        for (std::size_t i = 0; i < n; ++i)
            stored.push_back(hashlab::splitmix64Next(s));
        hits = stored;
        for (std::size_t i = hits.size(); i > 1; --i) // Fisher–Yates with the same generator
            std::swap(hits[i - 1], hits[hashlab::splitmix64Next(s) % i]);
        for (std::size_t i = 0; i < n; ++i)
            misses.push_back(hashlab::splitmix64Next(s) | 1); // stored keys are all distinct
    }
};

template <typename Set>
void lookups(benchmark::State& state, bool hit) {
    const Keys k(static_cast<std::size_t>(state.range(0)));
    Set set;
    for (std::uint64_t key : k.stored)
        set.insert(key);
    const auto& probe = hit ? k.hits : k.misses;
    std::size_t i = 0, found = 0;
    for (auto _ : state) {
        found += set.count(probe[i]);
        if (++i == probe.size())
            i = 0;
    }
    benchmark::DoNotOptimize(found);
    state.SetItemsProcessed(state.iterations());
}

// The lab's sets say contains(); the standard ones count().
template <typename Fast>
struct Counting : Fast {
    std::size_t count(std::uint64_t k) const { return this->contains(k) ? 1 : 0; }
};

// A map stores each key with a value (here the key again); count() is the same call as a set's.
template <typename Map>
struct Inserting : Map {
    void insert(std::uint64_t k) { this->emplace(k, k); }
};

template <typename Set>
void BM_Hit(benchmark::State& s) {
    lookups<Set>(s, true);
}
template <typename Set>
void BM_Miss(benchmark::State& s) {
    lookups<Set>(s, false);
}

#define HASHLAB_TABLE_BENCH(T)                                                                     \
    BENCHMARK_TEMPLATE(BM_Hit, T)->Arg(10'000)->Arg(1'000'000);                                    \
    BENCHMARK_TEMPLATE(BM_Miss, T)->Arg(10'000)->Arg(1'000'000)

using Chained = Counting<fast::ChainedSet>;
using Linear = Counting<fast::LinearSet>;
using RobinHood = Counting<fast::RobinHoodSet>;
using Cuckoo = Counting<fast::CuckooSet>;
using StdSet = std::unordered_set<std::uint64_t>;
HASHLAB_TABLE_BENCH(Chained);
HASHLAB_TABLE_BENCH(Linear);
HASHLAB_TABLE_BENCH(RobinHood);
HASHLAB_TABLE_BENCH(Cuckoo);
using StdMap = Inserting<std::unordered_map<std::uint64_t, std::uint64_t>>;
HASHLAB_TABLE_BENCH(StdSet);
HASHLAB_TABLE_BENCH(StdMap);
#ifdef HASHLAB_HAVE_ABSL
using AbslSet = absl::flat_hash_set<std::uint64_t>;
using AbslMap = Inserting<absl::flat_hash_map<std::uint64_t, std::uint64_t>>;
HASHLAB_TABLE_BENCH(AbslSet);
HASHLAB_TABLE_BENCH(AbslMap);
#endif

// The lab's traced table (string keys, formulas, a trace per operation) doubling from 500,000
// slots: chaining at α = 2 (10^6 keys), linear and Robin Hood at α = 0.75 (375,001 keys), every
// key re-inserted and its move recorded for the step player.
void BM_TracedResize(benchmark::State& state) {
    TableConfig c;
    c.scheme = static_cast<Scheme>(state.range(0));
    c.probe.m = 500'000;
    c.probe.source = HashSource::Xxh3;
    const bool chaining = c.scheme == Scheme::Chaining;
    c.growAt = chaining ? hashlab::Decimal{2, 0} : hashlab::Decimal{75, 2};
    const std::uint64_t n = chaining ? 1'000'000 : 375'000;
    for (auto _ : state) {
        state.PauseTiming();
        HashTable t = HashTable::create(c).value();
        for (std::uint64_t k = 0; k < n; ++k)
            (void)t.apply(OpKind::Insert, std::to_string(k));
        state.ResumeTiming();
        auto r = t.apply(OpKind::Insert, "grow");
        benchmark::DoNotOptimize(r);
        state.counters["moved"] = r->resize ? static_cast<double>(r->resize->moved) : -1;
    }
}
BENCHMARK(BM_TracedResize)
    ->Arg(static_cast<int>(Scheme::Chaining))
    ->Arg(static_cast<int>(Scheme::Linear))
    ->Arg(static_cast<int>(Scheme::RobinHood))
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

} // namespace

// The collision experiment at the target size: n = 10^7 keys, b = 32 bits, <= 3 s on
// the 2-core machine. One iteration is one whole experiment (key generation, hashing on every
// core, radix sort, counting); the counters show the result so a wrong-but-fast run is visible.
#include "hashlab/collisions/dedup_store.h"
#include "hashlab/collisions/experiment.h"

#include <benchmark/benchmark.h>

namespace {

using hashlab::collisions::PrefixHash;

void BM_CollisionExperiment(benchmark::State& state, PrefixHash hash) {
    const auto n = static_cast<std::uint64_t>(state.range(0));
    const int bits = static_cast<int>(state.range(1));
    hashlab::collisions::ExperimentResult last;
    for (auto _ : state) {
        auto r = hashlab::collisions::runCollisionExperiment({n, bits, hash, 1});
        if (!r.ok()) {
            state.SkipWithError(r.error().text().c_str());
            return;
        }
        last = *r;
    }
    state.counters["pairs"] = static_cast<double>(last.collidingPairs);
    state.counters["expected"] = last.pairsExpected;
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * n));
}

BENCHMARK_CAPTURE(BM_CollisionExperiment, xxh3, PrefixHash::Xxh3)
    ->Args({10'000'000, 32})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);
BENCHMARK_CAPTURE(BM_CollisionExperiment, murmur3, PrefixHash::Murmur3)
    ->Args({10'000'000, 32})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);
BENCHMARK_CAPTURE(BM_CollisionExperiment, md5, PrefixHash::Md5)
    ->Args({10'000'000, 32})
    ->Args({1'000'000, 24})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

// The dedup store's write path (canonicalise, murmur3-128, index look-up) per record.
void BM_DedupWrites(benchmark::State& state) {
    const auto records = static_cast<std::uint64_t>(state.range(0));
    for (auto _ : state) {
        auto r = hashlab::collisions::simulateDedup(hashlab::collisions::Strategy::Coexist, records,
                                                    20, 1);
        benchmark::DoNotOptimize(r);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * records));
}
BENCHMARK(BM_DedupWrites)->Arg(100'000)->Unit(benchmark::kMillisecond);

} // namespace

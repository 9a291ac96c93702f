// Issue 16's speed goal for the command line: 10^6 keys, 100 nodes, R = 3, Zipf requests:
// preference lists before and after a join, the copies the join moves, replica counts under
// failures and the request load, all within 0.5 s, as `hashlab ring --add` computes them (the
// lists after the join from the lists before: replicateAfter). Also the Zipf sampler alone.
#include "hashlab/ring/analysis.h"
#include "hashlab/ring/replication.h"
#include "hashlab/ring/workload.h"

#include <benchmark/benchmark.h>

namespace {

using namespace hashlab::ring;

Config hundredNodes(Algo algo) {
    Config c;
    c.algo = algo;
    for (int i = 0; i < 100; ++i)
        c.nodes.push_back({"node-" + std::to_string(i), 1});
    return c;
}

ReplicaSetup setupFor(const Config& c, bool rackAware) {
    ReplicaSetup s;
    s.replicas = 3;
    s.rackAware = rackAware;
    for (std::size_t i = 0; i < c.nodes.size(); ++i) {
        s.racks.push_back("rack-" + std::to_string(i % 10));
        s.failed.push_back(i % 25 == 0); // four nodes down
    }
    return s;
}

void BM_ReplicasAndMigration(benchmark::State& state, Algo algo, bool rackAware,
                             bool reuse = true) {
    const std::uint64_t keys = 1'000'000;
    const Config before = hundredNodes(algo);
    const Config after = *withAdded(before, {{"node-new", 1}});
    const Workload zipf = *parseWorkload("zipf:0.99");
    for (auto _ : state) {
        auto a = build(before);
        auto b = build(after);
        auto hashes = (*a)->hashKeys(KeySource::generated(keys));
        const ReplicaReport ra = replicate(**a, setupFor(before, rackAware), *hashes, true);
        const ReplicaReport rb = reuse ? replicateAfter(**a, setupFor(before, rackAware), ra, **b,
                                                        setupFor(after, rackAware), *hashes, true)
                                       : replicate(**b, setupFor(after, rackAware), *hashes, true);
        const std::uint64_t moved = copiesMoved(before, ra.lists, after, rb.lists, 3);
        const auto perKey = sampleRequests(zipf, keys, keys, 1);
        std::vector<std::uint64_t> load(after.nodes.size(), 0);
        for (std::size_t k = 0; k < keys; ++k)
            load[rb.lists[3 * k]] += perKey[k];
        benchmark::DoNotOptimize(moved + ra.underReplicated + rb.unavailable + load[0]);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * keys));
}

void BM_ZipfSample(benchmark::State& state) {
    const Workload zipf = *parseWorkload("zipf:0.99");
    for (auto _ : state) {
        const auto counts = sampleRequests(zipf, 1'000'000, 1'000'000, 1);
        benchmark::DoNotOptimize(counts[0]);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * 1'000'000));
}

BENCHMARK_CAPTURE(BM_ReplicasAndMigration, ring, Algo::Ring, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ReplicasAndMigration, ring_rack_aware, Algo::Ring, true)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ReplicasAndMigration, rendezvous, Algo::Rendezvous, false)
    ->Unit(benchmark::kMillisecond);
// Both sides walked in full: what reusing the lists saves.
BENCHMARK_CAPTURE(BM_ReplicasAndMigration, rendezvous_walk_both, Algo::Rendezvous, false, false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ReplicasAndMigration, rendezvous_rack_aware, Algo::Rendezvous, true)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ReplicasAndMigration, maglev, Algo::Maglev, false)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ZipfSample)->Unit(benchmark::kMillisecond);

} // namespace

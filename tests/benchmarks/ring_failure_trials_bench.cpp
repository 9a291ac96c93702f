// Issue 16's goal for the failure-trial plot: 1,000 trials over 10^6 keys on 100 nodes, R = 3,
// within 2 s in the background; the plot draws plain and rack-aware (10 racks), so both count.
#include "hashlab/ring/failure_trials.h"

#include <benchmark/benchmark.h>

namespace {

using namespace hashlab::ring;

void BM_FailureTrials(benchmark::State& state, Algo algo) {
    Config c;
    c.algo = algo;
    for (int i = 0; i < 100; ++i)
        c.nodes.push_back({std::string("node-").append(std::to_string(i)), 1});
    const auto placement = std::move(build(c)).value();
    const auto hashes = placement->hashKeys(KeySource::generated(1'000'000)).value();
    ReplicaSetup plain;
    plain.replicas = 3;
    for (int i = 0; i < 100; ++i)
        plain.racks.push_back(std::string("rack-").append(std::to_string(i % 10)));
    ReplicaSetup aware = plain;
    aware.rackAware = true;
    for (auto _ : state) {
        const auto a = runFailureTrials(*placement, plain, hashes, 1000, 1);
        const auto b = runFailureTrials(*placement, aware, hashes, 1000, 1);
        benchmark::DoNotOptimize(a->histogram.data());
        benchmark::DoNotOptimize(b->histogram.data());
    }
}

BENCHMARK_CAPTURE(BM_FailureTrials, ring, Algo::Ring)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_FailureTrials, rendezvous, Algo::Rendezvous)->Unit(benchmark::kMillisecond);

} // namespace

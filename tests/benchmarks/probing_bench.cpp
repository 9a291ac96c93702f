// The probing lab's speed goals: the probe-count plot (3 strategies x 20 load factors, m = 10,007,
// every point within ±2 % relative error at 95 %) in <= 1 s on two cores, and traced table
// operations fast enough for random fills of large tables.
#include "hashlab/tables/stats.h"
#include "hashlab/tables/table.h"

#include <benchmark/benchmark.h>

namespace {

using namespace hashlab::tables;

// The exact configuration the GUI's plot uses (StatsConfig defaults).
void BM_ProbeCountPlot(benchmark::State& state) {
    StatsConfig config;
    config.threads = static_cast<int>(state.range(0));
    double worst = 0;
    for (auto _ : state) {
        auto r = measureProbeCounts(config);
        if (!r.ok()) {
            state.SkipWithError(r.error().text().c_str());
            return;
        }
        worst = r->maxRelativeCi();
        benchmark::DoNotOptimize(r);
    }
    state.counters["max_rel_ci95_percent"] = 100 * worst;
    state.counters["trials"] = static_cast<double>(config.trials);
}
BENCHMARK(BM_ProbeCountPlot)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// Traced inserts (with formula text) into a 10,007-slot table up to α = 0.9.
void BM_TracedInsertFill(benchmark::State& state) {
    ProbeConfig c;
    c.m = 10007;
    c.strategy = static_cast<Strategy>(state.range(0));
    c.h1 = "k % m";
    c.h2 = "1 + k / m % (m - 1)";
    c.c1 = 0;
    c.c2 = 1;
    std::int64_t ops = 0;
    for (auto _ : state) {
        auto t = Table::create(c).value();
        for (std::int64_t k = 0; k < 9000; ++k) {
            auto r = t.insert(std::to_string(k * 7919 + 13));
            benchmark::DoNotOptimize(r);
            ++ops;
        }
    }
    state.SetItemsProcessed(ops);
}
BENCHMARK(BM_TracedInsertFill)
    ->Arg(static_cast<int>(Strategy::Linear))
    ->Arg(static_cast<int>(Strategy::Quadratic))
    ->Arg(static_cast<int>(Strategy::Double))
    ->Unit(benchmark::kMillisecond);

} // namespace

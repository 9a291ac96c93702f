// The "Choosing a filter" chart at its GUI defaults (ChartConfig{}): 17 filters built with
// 250,000 keys and asked 250,000 absent keys, as the GUI runs it (builds on up to 4 threads, then
// each filter timed alone). Goal (issue 17,
// "Speed"): ≤ 3 s; read from a run, never asserted.
#include "hashlab/bloom/filter_chart.h"

#include <benchmark/benchmark.h>

namespace {

using namespace hashlab::bloom;

void BM_FilterChartDefaults(benchmark::State& state) {
    for (auto _ : state) {
        auto r = measureChart(ChartConfig{});
        if (!r.ok()) {
            state.SkipWithError(r.error().message.c_str());
            return;
        }
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(BM_FilterChartDefaults)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

} // namespace

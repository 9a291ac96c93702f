// The "Schemes vs theory" plots at their GUI defaults (theoryPlotDefaults()): each must take
// ≤ 1 s of computation (issue 14, "Speed"). One benchmark per plot, single-threaded as the GUI
// runs them.
#include "hashlab/tables/theory_plot_config.h"

#include <benchmark/benchmark.h>

namespace {

using namespace hashlab::tables;

template <typename F>
void run(benchmark::State& state, F measure) {
    for (auto _ : state) {
        auto r = measure(theoryPlotDefaults());
        if (!r.ok()) {
            state.SkipWithError(r.error().message.c_str());
            return;
        }
        benchmark::DoNotOptimize(r);
    }
}

void BM_TheoryChaining(benchmark::State& state) {
    run(state, [](const TheoryPlotConfig& c) { return measureChaining(c.chaining); });
}
void BM_TheoryDistances(benchmark::State& state) {
    run(state, [](const TheoryPlotConfig& c) { return measureDistances(c.distances); });
}
void BM_TheoryCuckoo(benchmark::State& state) {
    run(state, [](const TheoryPlotConfig& c) { return measureCuckooSuccess(c.cuckoo); });
}
void BM_TheoryResizing(benchmark::State& state) {
    run(state, [](const TheoryPlotConfig& c) { return measureResizing(c.resize); });
}
void BM_TheoryRehash(benchmark::State& state) {
    run(state, [](const TheoryPlotConfig& c) { return measureRehash(c.rehash); });
}
BENCHMARK(BM_TheoryChaining)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_TheoryDistances)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_TheoryCuckoo)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_TheoryResizing)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_TheoryRehash)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

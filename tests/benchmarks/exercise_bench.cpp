// Your turn's goal (issue 31): generating 100 exercises takes at most 1 s. One iteration makes 100
// exercises of one lab at level 3 (the largest), its kinds in turn, seeds 0 to 99.
#include "hashlab/scenario/exercise.h"

#include <benchmark/benchmark.h>

namespace {

void BM_HundredExercises(benchmark::State& state, const char* lab) {
    const auto kinds = hashlab::scenario::exerciseKinds(lab);
    std::size_t steps = 0;
    for (auto _ : state) {
        steps = 0;
        for (std::uint64_t seed = 0; seed < 100; ++seed) {
            auto e = hashlab::scenario::makeExercise(lab, kinds[seed % kinds.size()], seed, 3);
            steps += e->steps.size();
            benchmark::DoNotOptimize(e);
        }
    }
    state.counters["steps"] = static_cast<double>(steps);
}

BENCHMARK_CAPTURE(BM_HundredExercises, probing, "probing")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HundredExercises, ring, "ring")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HundredExercises, bloom, "bloom")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_HundredExercises, collisions, "collisions")->Unit(benchmark::kMillisecond);

} // namespace

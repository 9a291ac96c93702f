#pragma once
// What the GUI's "Schemes vs theory" plots measure by default: one place for the widget and for
// the benchmark that holds each default computation to ≤ 1 s (tests/benchmarks/
// table_theory_bench.cpp).
#include "hashlab/tables/resize_stats.h"
#include "hashlab/tables/scheme_stats.h"

namespace hashlab::tables {

struct TheoryPlotConfig {
    SchemeStatsConfig chaining, distances, cuckoo;
    ResizeConfig resize;
    RehashConfig rehash;
};

inline TheoryPlotConfig theoryPlotDefaults() {
    TheoryPlotConfig p;
    p.chaining.m = 1009;
    for (int i = 1; i <= 30; ++i) // α = 0.1 … 3
        p.chaining.alphas.push_back(i / 10.0);
    p.chaining.trials = 200;
    p.chaining.queries = 1000;
    p.distances.m = 1009;
    for (int i = 1; i <= 9; ++i)
        p.distances.alphas.push_back(i / 10.0);
    p.distances.alphas.push_back(0.95);
    p.distances.trials = 400;
    p.cuckoo.m = 1009;
    for (int i = 1; i <= 14; ++i) // load 0.05 … 0.7, the threshold ½ in the middle
        p.cuckoo.alphas.push_back(i / 20.0);
    p.cuckoo.trials = 400;
    p.cuckoo.maxLoop = 100;
    // Resizing and rehash: their own defaults, 10^6 inserts from m = 8 (the 10^6).
    return p;
}

} // namespace hashlab::tables

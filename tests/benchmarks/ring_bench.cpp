// Ring lab speed goals (issue 3): a 100-node x 160-vnode ring looks keys up within 2x of jump
// hash on 100 buckets (same pre-hashed keys), and the migration diff of 1,000,000 keys after
// adding a node takes at most 0.3 s.
#include "hashlab/ring/analysis.h"

#include <benchmark/benchmark.h>

namespace {

using namespace hashlab::ring;

Config nodesConfig(Algo algo, int nodes, int vnodes) {
    Config c;
    c.algo = algo;
    c.vnodes = vnodes;
    for (int i = 0; i < nodes; ++i)
        c.nodes.push_back({"node-" + std::to_string(i), 1});
    return c;
}

const std::vector<std::uint64_t>& sameKeys() {
    static const std::vector<std::uint64_t> hashes = [] {
        auto p = build(nodesConfig(Algo::Ring, 1, 1));
        return *(*p)->hashKeys(KeySource::generated(1 << 16));
    }();
    return hashes;
}

void lookupLoop(benchmark::State& state, const Placement& p) {
    const auto& keys = sameKeys();
    const int drop = 64 - p.spaceBits(); // ketama's continuum is 32-bit: use the top bits
    for (auto _ : state) {
        std::uint64_t sum = 0;
        for (std::uint64_t h : keys)
            sum += p.lookup(h >> drop);
        benchmark::DoNotOptimize(sum);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * keys.size()));
}

void BM_RingLookup(benchmark::State& state, int nodes, int vnodes) {
    auto p = build(nodesConfig(Algo::Ring, nodes, vnodes));
    lookupLoop(state, **p);
}

void BM_JumpLookup(benchmark::State& state, int buckets) {
    auto p = build(nodesConfig(Algo::Jump, buckets, 1));
    lookupLoop(state, **p);
}

void BM_OtherLookup(benchmark::State& state, Algo algo) {
    Config c = nodesConfig(algo, 100, 160);
    if (algo == Algo::Ketama)
        c.hash = KeyHash::Md5;
    auto p = build(c);
    lookupLoop(state, **p);
}

// The whole path of `hashlab ring --keys 1000000 --add X`: hash the keys, build both
// placements, assign both, diff.
void BM_MigrationDiff(benchmark::State& state, std::uint64_t keys) {
    const Config before = nodesConfig(Algo::Ring, 10, 160);
    const Config after = *withAdded(before, {{"node-new", 1}});
    for (auto _ : state) {
        auto a = build(before);
        auto b = build(after);
        auto hashes = (*a)->hashKeys(KeySource::generated(keys));
        const Migration m = migrate(**a, **b, *hashes);
        benchmark::DoNotOptimize(m.moved);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * keys));
}

BENCHMARK_CAPTURE(BM_RingLookup, 100x160, 100, 160);
BENCHMARK_CAPTURE(BM_RingLookup, 50x200, 50, 200);
BENCHMARK_CAPTURE(BM_JumpLookup, 100, 100);
BENCHMARK_CAPTURE(BM_OtherLookup, ketama, Algo::Ketama);
BENCHMARK_CAPTURE(BM_OtherLookup, maglev, Algo::Maglev);
BENCHMARK_CAPTURE(BM_OtherLookup, rendezvous, Algo::Rendezvous);
BENCHMARK_CAPTURE(BM_OtherLookup, modulo, Algo::Modulo);
BENCHMARK_CAPTURE(BM_MigrationDiff, 1000000, 1000000)->Unit(benchmark::kMillisecond);

} // namespace

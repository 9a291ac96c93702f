// Bloom filter throughput against Debian's libbloom (the outside baseline), n = 10^6 keys of
// 8 bytes at p = 1 %: libbloom sizes itself to 9 585 058 bits and 7 hashes; HashLab's filters use
// the same k and m rounded up to a multiple of 512 bits (9 585 152). One key per iteration, so
// "Time" is the time per key.
#include "hashlab/bloom/experiment.h"
#include "hashlab/bloom/filter.h"

#include <benchmark/benchmark.h>

#ifdef HASHLAB_HAVE_LIBBLOOM
extern "C" {
#include <bloom.h>
}
#endif

#include <cstring>
#include <memory>
#include <string_view>
#include <vector>

namespace {

using namespace hashlab::bloom;

constexpr std::uint64_t kN = 1'000'000;
constexpr std::uint64_t kM = 9'585'152;
constexpr unsigned kK = 7;
// The blocked variant's k is its layout's: 8.
unsigned kOf(Variant v) {
    return v == Variant::Blocked ? kSplitK : kK;
}
constexpr std::size_t kKeyRing = 1 << 16;

std::vector<std::uint64_t> keys(std::uint64_t first, std::size_t count) {
    std::vector<std::uint64_t> v(count);
    for (std::size_t i = 0; i < count; ++i)
        v[i] = experimentKey(1, first + i);
    return v;
}

std::string_view view(const std::uint64_t& k) {
    return {reinterpret_cast<const char*>(&k), 8};
}

const BloomFilter& filledFilter(Variant v) {
    static std::vector<std::unique_ptr<BloomFilter>> cache(8);
    auto& slot = cache[static_cast<std::size_t>(v)];
    if (!slot) {
        slot = std::make_unique<BloomFilter>(*BloomFilter::create({v, kM, kOf(v), 1, 64}));
        for (std::uint64_t i = 0; i < kN; ++i) {
            const std::uint64_t k = experimentKey(1, i);
            slot->add(view(k));
        }
    }
    return *slot;
}

std::vector<std::string_view> views(const std::vector<std::uint64_t>& k) {
    std::vector<std::string_view> v;
    for (const std::uint64_t& x : k)
        v.push_back(view(x));
    return v;
}

// Per-key time: each iteration handles kBatch keys; the "per_key" counter is the time per key.
constexpr std::size_t kBatch = 64;
void perKey(benchmark::State& state, std::size_t keysPerIteration) {
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * keysPerIteration));
    state.counters["ns_per_key"] =
        benchmark::Counter(double(state.iterations() * keysPerIteration) * 1e-9,
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// Throughput: mayContainMany over batches of 64 negative keys.
void BM_BloomQuery(benchmark::State& state, Variant v) {
    const BloomFilter& f = filledFilter(v);
    const auto q = keys(kQueryKeyBase, kKeyRing);
    const auto qv = views(q);
    bool out[kBatch];
    std::size_t i = 0;
    std::uint64_t maybe = 0;
    for (auto _ : state) {
        f.mayContainMany(std::span(qv).subspan(i, kBatch), out);
        for (bool b : out)
            maybe += b;
        i = (i + kBatch) & (kKeyRing - 1);
    }
    state.counters["fp_rate"] = double(maybe) / double(state.iterations() * kBatch);
    perKey(state, kBatch);
}

// Latency: one mayContain call at a time.
void BM_BloomQueryOneByOne(benchmark::State& state, Variant v) {
    const BloomFilter& f = filledFilter(v);
    const auto q = keys(kQueryKeyBase, kKeyRing);
    std::size_t i = 0;
    std::uint64_t maybe = 0;
    for (auto _ : state)
        maybe += f.mayContain(view(q[i++ & (kKeyRing - 1)]));
    benchmark::DoNotOptimize(maybe);
    perKey(state, 1);
}

void BM_BloomInsert(benchmark::State& state, Variant v) {
    auto f = *BloomFilter::create({v, kM, kOf(v), 1, 64});
    const auto k = keys(0, kKeyRing);
    const auto kv = views(k);
    std::size_t i = 0;
    for (auto _ : state) {
        f.addMany(std::span(kv).subspan(i, kBatch));
        i = (i + kBatch) & (kKeyRing - 1);
    }
    benchmark::DoNotOptimize(f.insertedCount());
    perKey(state, kBatch);
}

#define HASHLAB_BLOOM_VARIANTS(X)                                                                  \
    X(independent, Variant::Independent)                                                           \
    X(double, Variant::Double)                                                                     \
    X(enhanced, Variant::Enhanced)                                                                 \
    X(blocked, Variant::Blocked)                                                                   \
    X(counting, Variant::Counting)                                                                 \
    X(sharded, Variant::Sharded)
#define HASHLAB_QUERY(name, v) BENCHMARK_CAPTURE(BM_BloomQuery, name, v);
#define HASHLAB_INSERT(name, v) BENCHMARK_CAPTURE(BM_BloomInsert, name, v);
#define HASHLAB_ONE(name, v) BENCHMARK_CAPTURE(BM_BloomQueryOneByOne, name, v);
HASHLAB_BLOOM_VARIANTS(HASHLAB_QUERY)
HASHLAB_BLOOM_VARIANTS(HASHLAB_ONE)
HASHLAB_BLOOM_VARIANTS(HASHLAB_INSERT)

#ifdef HASHLAB_HAVE_LIBBLOOM
struct LibBloom {
    struct bloom b {};
    LibBloom() { bloom_init(&b, static_cast<int>(kN), 0.01); }
    ~LibBloom() { bloom_free(&b); }
};

void BM_LibBloomQuery(benchmark::State& state) {
    static LibBloom lb;
    static bool filled = false;
    if (!filled) {
        for (std::uint64_t i = 0; i < kN; ++i) {
            const std::uint64_t k = experimentKey(1, i);
            bloom_add(&lb.b, &k, 8);
        }
        filled = true;
    }
    const auto q = keys(kQueryKeyBase, kKeyRing);
    std::size_t i = 0;
    std::uint64_t maybe = 0;
    for (auto _ : state)
        maybe += static_cast<std::uint64_t>(bloom_check(&lb.b, &q[i++ & (kKeyRing - 1)], 8));
    benchmark::DoNotOptimize(maybe);
    perKey(state, 1);
    state.counters["fp_rate"] = double(maybe) / double(state.iterations());
    state.counters["bits"] = lb.b.bits;
    state.counters["hashes"] = lb.b.hashes;
}
BENCHMARK(BM_LibBloomQuery);

void BM_LibBloomInsert(benchmark::State& state) {
    LibBloom lb;
    const auto k = keys(0, kKeyRing);
    std::size_t i = 0;
    for (auto _ : state)
        bloom_add(&lb.b, &k[i++ & (kKeyRing - 1)], 8);
    perKey(state, 1);
}
BENCHMARK(BM_LibBloomInsert);
#endif

// The GUI's default FP plot: 30 points (1..30 bits per key, n = 10 000, optimum k) × 10^6
// negative queries, double hashing, both cores. Goal: at most 2 s.
void BM_BloomFpPlotDefault(benchmark::State& state) {
    for (auto _ : state) {
        SweepConfig c;
        auto r = sweep(c);
        benchmark::DoNotOptimize(r.ok());
    }
}
BENCHMARK(BM_BloomFpPlotDefault)->Unit(benchmark::kMillisecond)->Iterations(2);

} // namespace

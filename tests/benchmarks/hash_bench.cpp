// Throughput of the hash functions on short keys (the labs' hot path: 8-32 byte keys).
#include "hashlab/hash/hash.h"

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

namespace {

using hashlab::hash::Algo;

void BM_Hash64(benchmark::State& state, Algo algo) {
    const auto len = static_cast<std::size_t>(state.range(0));
    std::vector<std::string> keys;
    for (int i = 0; i < 1024; ++i) {
        std::string k = "key-" + std::to_string(i);
        k.resize(len, 'x');
        keys.push_back(k);
    }
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(hashlab::hash::hash64(algo, keys[i++ & 1023], 42));
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * static_cast<int64_t>(len));
}

BENCHMARK_CAPTURE(BM_Hash64, xxh3_64, Algo::Xxh3_64)->Arg(8)->Arg(32);
BENCHMARK_CAPTURE(BM_Hash64, xxh64, Algo::Xxh64)->Arg(8)->Arg(32);
BENCHMARK_CAPTURE(BM_Hash64, murmur3_x64_128, Algo::Murmur3_x64_128)->Arg(8)->Arg(32);
BENCHMARK_CAPTURE(BM_Hash64, murmur3_x86_32, Algo::Murmur3_x86_32)->Arg(8)->Arg(32);
BENCHMARK_CAPTURE(BM_Hash64, fnv1a_64, Algo::Fnv1a_64)->Arg(8)->Arg(32);
BENCHMARK_CAPTURE(BM_Hash64, md5, Algo::Md5)->Arg(8)->Arg(32);
BENCHMARK_CAPTURE(BM_Hash64, sha256, Algo::Sha256)->Arg(8)->Arg(32);

} // namespace

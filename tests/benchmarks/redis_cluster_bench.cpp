// Issue 32's goals: reading a 7-master cluster on loopback within 1 s (every slot's keys
// counted), and both rebalance plans within 100 ms on a 16,384-slot cluster with skewed keys.
#include "support/redis_cluster_fixture.h"

#include "hashlab/ring/redis_key_plan.h"
#include "hashlab/ring/redis_live_reader.h"
#include "hashlab/ring/redis_rebalance.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <memory>
#include <random>

namespace {

using namespace hashlab::ring::redis;

// 7 masters over uneven ranges; keys per slot from a heavy-tailed draw, hottest slots on the
// first master, so that both planners have work to do.
ClusterState skewedCluster() {
    const std::uint32_t sizes[] = {4000, 500, 3000, 2000, 2500, 2384, 2000};
    ClusterState s;
    std::uint32_t slot = 0;
    for (std::uint32_t m = 0; m < 7; ++m) {
        // append(), not operator+: GCC 12 warns (-Wrestrict) on the latter here.
        s.masters.push_back({std::string("master-").append(std::to_string(m)),
                             std::string("127.0.0.1:").append(std::to_string(7000 + m)),
                             "online",
                             {}});
        for (std::uint32_t k = 0; k < sizes[m]; ++k)
            s.owner[slot++] = m;
    }
    std::mt19937_64 rng(32);
    std::lognormal_distribution<double> keys(3.0, 1.2);
    s.slotKeys.resize(kSlots);
    for (std::uint32_t i = 0; i < kSlots; ++i)
        s.slotKeys[i] = static_cast<std::uint64_t>(keys(rng)) + (i < 300 ? 400 : 0);
    return s;
}

void BM_RedisCliPlan(benchmark::State& state) {
    const ClusterState s = skewedCluster();
    for (auto _ : state) {
        auto plan = planRedisCli(s, {});
        benchmark::DoNotOptimize(plan->ownerAfter.data());
    }
}
BENCHMARK(BM_RedisCliPlan)->Unit(benchmark::kMillisecond);

void BM_KeyPlan(benchmark::State& state) {
    const ClusterState s = skewedCluster();
    std::uint64_t moved = 0;
    for (auto _ : state) {
        auto plan = planKeys(s, {});
        moved = plan->keysMoved;
        benchmark::DoNotOptimize(plan->ownerAfter.data());
    }
    state.counters["keys_moved"] = static_cast<double>(moved);
}
BENCHMARK(BM_KeyPlan)->Unit(benchmark::kMillisecond);

// A live read of 7 loopback masters holding 70,000 keys; skipped without redis-server.
void BM_LiveRead7Masters(benchmark::State& state) {
    if (!hashlab::testing::haveRedisServer()) {
        state.SkipWithError("redis-server is not installed: no live read to time");
        return;
    }
    hashlab::testing::RedisCluster cluster({4000, 500, 3000, 2000, 2500, 2384, 2000});
    std::map<std::string, std::string> kv;
    for (int i = 0; i < 70000; ++i) {
        char key[32];
        std::snprintf(key, sizeof key, "key:%d", i);
        kv.emplace(key, "v");
    }
    if (!cluster.error().empty() || !cluster.write(kv)) {
        const std::string why = std::string("no test cluster: ").append(cluster.error());
        state.SkipWithError(why.c_str());
        return;
    }
    const LiveTarget target = *parseHostPort(cluster.entry());
    for (auto _ : state) {
        auto s = readLive(target);
        if (!s) {
            state.SkipWithError(s.error().message.c_str());
            return;
        }
        benchmark::DoNotOptimize(s->slotKeys.data());
    }
}
BENCHMARK(BM_LiveRead7Masters)->Unit(benchmark::kMillisecond)->Iterations(5);

} // namespace

// The text of `redis-cli cluster nodes` (hashlab/ring/redis_nodes_parser.h) and of
// `redis-cli --json cluster shards` (redis_shards_parser.h): any byte string is a cluster whose
// every slot has at most one owner among its masters, or an Error; never a crash or a throw.
// A cluster either accepts must also survive both planners and the script writer.
#include "hashlab/ring/redis_key_plan.h"
#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_plan_script.h"
#include "hashlab/ring/redis_rebalance.h"
#include "hashlab/ring/redis_shards_parser.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

namespace redis = hashlab::ring::redis;

void check(hashlab::Result<redis::ClusterState> state) {
    if (!state) {
        if (state.error().message.empty())
            __builtin_trap();
        return;
    }
    if (state->masters.empty() || state->masters.size() > redis::kMaxClusterNodes ||
        state->owner.size() != redis::kSlots)
        __builtin_trap();
    for (std::uint32_t o : state->owner)
        if (o != redis::kNoOwner && o >= state->masters.size())
            __builtin_trap();
    if (auto plan = redis::planRedisCli(*state, {}); plan) {
        if (plan->ownerAfter.size() != redis::kSlots)
            __builtin_trap();
        (void)redis::planScript(*state, *plan, {});
    }
    state.value().slotKeys.assign(redis::kSlots, 1);
    if (auto plan = redis::planKeys(*state, {}); plan && plan->ownerAfter.size() != redis::kSlots)
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check(redis::parseClusterNodes(text));
    check(redis::parseClusterShards(text));
    return 0;
}

// `hashlab ring --slot KEY` and `hashlab ring --algo redis-cluster`: Redis Cluster's slots
// (hashlab/ring/redis_cluster.h), printed beside the ring's usual load and migration fields.
#include "args.h"
#include "ring_common.h"

#include "hashlab/ring/analysis.h"
#include "hashlab/ring/redis_cluster.h"

namespace hashlab::cli {
namespace {

namespace redis = ring::redis;

nlohmann::json rangesJson(const std::vector<redis::SlotRange>& ranges) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& [first, last] : ranges)
        out.push_back({first, last});
    return out;
}

// Slot counts and ranges of a map, and the owner of every key through it.
nlohmann::json mapJson(const redis::SlotMap& map, const std::vector<std::uint32_t>& slots,
                       std::vector<std::uint32_t>& owners) {
    nlohmann::json j = {{"nodes", map.nodes}};
    owners.resize(slots.size());
    for (std::size_t k = 0; k < slots.size(); ++k)
        owners[k] = map.owner[slots[k]];
    addLoad(j, map.nodes, owners);
    j["slots"] = perNode(map.nodes, map.counts());
    nlohmann::json ranges = nlohmann::json::object();
    for (std::uint32_t i = 0; i < map.nodes.size(); ++i)
        ranges[map.nodes[i]] = rangesJson(map.ranges(i));
    j["slot_ranges"] = std::move(ranges);
    return j;
}

ring::Config equalNodes(const std::vector<std::string>& names) {
    ring::Config c;
    for (const std::string& n : names)
        c.nodes.push_back({n, 1.0});
    return c;
}

} // namespace

nlohmann::json redisSlotJson(const Args& args) {
    for (const char* other :
         {"nodes",      "keys",    "key-file", "algo",        "add",      "remove",
          "owners",     "weights", "vnodes",   "hash",        "epsilon",  "replicas",
          "rack-aware", "racks",   "fail",     "workload",    "requests", "seed",
          "node-file",  "key-csv", "column",   "count-column"})
        if (args.has(other))
            throw UsageError("--slot: takes no other option but --json, got --" +
                             std::string(other));
    const std::string key = args.text("slot");
    const std::string_view hashed = redis::hashedPart(key);
    nlohmann::json j = {
        {"key", key}, {"hashed", std::string(hashed)}, {"slot", redis::keySlot(key)}};
    try {
        (void)j.dump();
    } catch (const nlohmann::json::exception&) {
        throw UsageError("--slot: the key is not valid UTF-8, which JSON cannot carry");
    }
    return j;
}

nlohmann::json redisClusterJson(const Args& args) {
    if (wantsReplicas(args))
        throw UsageError("--replicas, --rack-aware, --racks and --fail do not apply to --algo "
                         "redis-cluster: a master's copies live on replica nodes of its own, not "
                         "on other masters");
    for (const char* other : {"weights", "vnodes", "hash", "epsilon"})
        if (args.has(other))
            throw UsageError("--" + std::string(other) +
                             ": does not apply to --algo redis-cluster (CRC16 slots, split "
                             "evenly as redis-cli --cluster create does)");
    std::vector<std::string> names;
    if (const auto imported = importNodes(args)) {
        for (const ring::Node& n : imported->nodes) {
            if (n.weight != 1.0)
                throw UsageError("--node-file: redis-cluster cannot weight nodes ('" + n.name +
                                 "' has weight " + std::to_string(n.weight) + ")");
            names.push_back(n.name);
        }
    } else {
        names = args.list("nodes");
    }
    auto map = redis::createSlots(std::move(names));
    if (!map)
        failRing(map.error());
    std::optional<redis::SlotMap> next;
    if (args.has("add") || args.has("remove")) {
        next = *map;
        // One node at a time, adds first, as `hashlab ring` applies them.
        auto apply = [&](const char* option, auto change) {
            if (args.has(option))
                for (const std::string& n : args.list(option)) {
                    auto r = change(*next, n);
                    if (!r)
                        failRing(r.error());
                    next = std::move(*r);
                }
        };
        apply("add", redis::addNode);
        apply("remove", redis::removeNode);
    }
    const LoadedKeys loaded = ringKeys(args);
    const ring::KeySource& keys = loaded.keys;
    std::vector<std::uint64_t> perKey;
    const std::optional<RequestPlan> plan = requestPlan(args, loaded, perKey);
    std::vector<std::uint32_t> slots(keys.size());
    for (std::uint64_t k = 0; k < keys.size(); ++k)
        slots[k] = keys.isGenerated() ? redis::keySlot(keys.text(k)) : redis::keySlot(keys.ref(k));

    std::vector<std::uint32_t> owners;
    nlohmann::json j = mapJson(*map, slots, owners);
    j["algo"] = "redis-cluster";
    j["hash"] = "crc16";
    j["keys"] = keys.size();
    if (args.flag("owners"))
        j["owners"] = ownersJson(map->nodes, owners);
    if (plan)
        j["requests"] = requestJson(*plan, perKey, owners, map->nodes, keys);
    if (next) {
        std::vector<std::uint32_t> afterOwners;
        nlohmann::json a = mapJson(*next, slots, afterOwners);
        const ring::Migration m =
            ring::diffOwners(equalNodes(map->nodes), equalNodes(next->nodes), owners, afterOwners);
        a["moved"] = m.moved;
        a["moved_fraction"] = m.movedFraction;
        a["ideal_fraction"] = m.idealFraction;
        nlohmann::json moves = nlohmann::json::array();
        std::uint64_t moved = 0;
        for (const redis::SlotMove& mv : redis::slotMoves(*map, *next)) {
            moves.push_back({{"from", mv.from},
                             {"to", mv.to},
                             {"slots", mv.count},
                             {"ranges", rangesJson(mv.ranges)}});
            moved += mv.count;
        }
        a["slots_moved"] = moved;
        a["slot_moves"] = std::move(moves);
        if (args.flag("owners"))
            a["owners"] = ownersJson(next->nodes, afterOwners);
        if (plan)
            a["requests"] = requestJson(*plan, perKey, afterOwners, next->nodes, keys);
        j["after"] = std::move(a);
    }
    return j;
}

} // namespace hashlab::cli

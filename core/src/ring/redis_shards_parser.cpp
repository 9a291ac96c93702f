#include "hashlab/ring/redis_shards_parser.h"

#include "redis_cluster_builder.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <optional>

namespace hashlab::ring::redis {
namespace {

using Map = std::map<std::string, const nlohmann::json*>;

// A RESP map: a JSON object (RESP3) or an array of alternating string keys and values (RESP2).
std::optional<Map> asMap(const nlohmann::json& j) {
    Map m;
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            m[it.key()] = &it.value();
        return m;
    }
    if (!j.is_array() || j.size() % 2 != 0)
        return std::nullopt;
    for (std::size_t i = 0; i < j.size(); i += 2) {
        if (!j[i].is_string())
            return std::nullopt;
        m[j[i].get<std::string>()] = &j[i + 1];
    }
    return m;
}

const nlohmann::json* field(const Map& m, const char* key) {
    auto it = m.find(key);
    return it == m.end() ? nullptr : it->second;
}

std::optional<std::string> stringField(const Map& m, const char* key) {
    const nlohmann::json* v = field(m, key);
    if (!v || !v->is_string())
        return std::nullopt;
    return v->get<std::string>();
}

std::optional<std::uint64_t> numberField(const Map& m, const char* key, std::uint64_t max) {
    const nlohmann::json* v = field(m, key);
    if (!v)
        return std::nullopt;
    if (v->is_number_unsigned() && v->get<std::uint64_t>() <= max)
        return v->get<std::uint64_t>();
    return std::nullopt;
}

Error shardError(std::size_t shard, const Text& what) {
    return makeError("", HASHLAB_TR("core", "shard %1: %2"), shard, what);
}

// One node of a shard. Errors name the node's place in its shard.
Result<detail::NodeRecord> node(const nlohmann::json& j, std::size_t shard, std::size_t index) {
    auto bad = [&](const Text& what) {
        return shardError(shard, text(HASHLAB_TR("core", "node %1: %2"), index, what));
    };
    const auto m = asMap(j);
    if (!m)
        return bad(text(HASHLAB_TR("core", "not a map of id, ip, port, role and health")));
    detail::NodeRecord r;
    r.where = text(HASHLAB_TR("core", "shard %1, node %2"), shard, index);
    const auto id = stringField(*m, "id");
    if (!id || !detail::isNodeId(*id))
        return bad(text(HASHLAB_TR("core", "no id of 40 hexadecimal digits")));
    r.id = *id;
    const auto ip = stringField(*m, "ip");
    auto port = numberField(*m, "port", 65535);
    if (!port)
        port = numberField(*m, "tls-port", 65535);
    if (!ip || !port)
        return bad(text(HASHLAB_TR("core", "no ip and port")));
    r.address = *ip + ":" + std::to_string(*port);
    const auto role = stringField(*m, "role");
    if (!role || (*role != "master" && *role != "replica"))
        return bad(text(HASHLAB_TR("core", "role is neither master nor replica")));
    r.master = *role == "master";
    const std::string health = stringField(*m, "health").value_or("online");
    // Redis 7.0 says "fail", the command's documentation "failed".
    r.health = health == "failed" ? "fail" : health;
    if (r.health != "online" && r.health != "fail" && r.health != "loading")
        return bad(
            text(HASHLAB_TR("core", "health '%1' is none of online, failed, loading"), health));
    return r;
}

} // namespace

Result<ClusterState> clusterFromShards(const nlohmann::json& shards, ClusterSource source) {
    if (!shards.is_array())
        return makeError("", HASHLAB_TR("core", "CLUSTER SHARDS is an array of shards; this is "
                                                "not an array"));
    std::vector<detail::NodeRecord> records;
    for (std::size_t s = 0; s < shards.size(); ++s) {
        const std::size_t shardNo = s + 1;
        const auto m = asMap(shards[s]);
        if (!m)
            return shardError(shardNo, text(HASHLAB_TR("core", "not a map of slots and nodes")));
        const nlohmann::json* slots = field(*m, "slots");
        const nlohmann::json* nodes = field(*m, "nodes");
        if (!slots || !slots->is_array() || slots->size() % 2 != 0 || !nodes || !nodes->is_array())
            return shardError(shardNo, text(HASHLAB_TR("core", "needs \"slots\" as pairs of "
                                                               "first and last slot, and "
                                                               "\"nodes\"")));
        std::vector<SlotRange> ranges;
        for (std::size_t i = 0; i < slots->size(); i += 2) {
            const nlohmann::json &a = (*slots)[i], &b = (*slots)[i + 1];
            if (!a.is_number_unsigned() || !b.is_number_unsigned() ||
                a.get<std::uint64_t>() > b.get<std::uint64_t>() || b.get<std::uint64_t>() >= kSlots)
                return shardError(shardNo, text(HASHLAB_TR("core", "slots %1-%2 are no range "
                                                                   "from 0 to 16383"),
                                                a.dump(), b.dump()));
            ranges.push_back({a.get<std::uint32_t>(), b.get<std::uint32_t>()});
        }
        std::size_t firstNode = records.size();
        std::optional<std::size_t> masterAt;
        for (std::size_t n = 0; n < nodes->size(); ++n) {
            if (records.size() == kMaxClusterNodes)
                return makeError("", HASHLAB_TR("core", "more than %1 nodes"), kMaxClusterNodes);
            auto r = node((*nodes)[n], shardNo, n + 1);
            if (!r)
                return r.error();
            if (r->master) {
                if (masterAt)
                    return shardError(shardNo, text(HASHLAB_TR("core", "two masters")));
                masterAt = records.size();
            }
            records.push_back(std::move(r).value());
        }
        if (!masterAt)
            return shardError(shardNo, text(HASHLAB_TR("core", "no master")));
        records[*masterAt].slots = std::move(ranges);
        for (std::size_t i = firstNode; i < records.size(); ++i)
            if (!records[i].master)
                records[i].masterId = records[*masterAt].id;
    }
    if (records.empty())
        return makeError("", HASHLAB_TR("core", "no shards"));
    return detail::assemble(std::move(records), source, {});
}

Result<ClusterState> parseClusterShards(std::string_view jsonText) {
    nlohmann::json j = nlohmann::json::parse(jsonText.begin(), jsonText.end(), nullptr, false);
    if (j.is_discarded()) {
        // Name the line where the JSON stops making sense, as the text parsers do.
        try {
            const auto again = nlohmann::json::parse(jsonText.begin(), jsonText.end());
            (void)again;
        } catch (const nlohmann::json::parse_error& e) {
            const auto upTo = std::min<std::size_t>(e.byte == 0 ? 0 : e.byte - 1, jsonText.size());
            const auto line = 1 + std::count(jsonText.begin(), jsonText.begin() + upTo, '\n');
            return makeError("",
                             HASHLAB_TR("core", "line %1: not JSON (as redis-cli --json "
                                                "cluster shards prints)"),
                             static_cast<std::uint64_t>(line));
        } catch (const nlohmann::json::exception&) {
            // A number too large for a double ("1e999") is out_of_range, not parse_error.
        }
        return makeError("", HASHLAB_TR("core", "not JSON"));
    }
    return clusterFromShards(j, ClusterSource::Shards);
}

} // namespace hashlab::ring::redis

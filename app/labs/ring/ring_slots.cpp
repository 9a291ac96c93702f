#include "ring_slots.h"

#include <algorithm>

namespace hashlab::app {

namespace redis = ring::redis;

namespace {

std::vector<std::string> nodeNames(const RingState& s) {
    std::vector<std::string> names;
    for (const ring::Node& n : s.config.nodes)
        names.push_back(n.name);
    return names;
}

} // namespace

redis::SlotMap RingState::slotMap() const {
    return {nodeNames(*this), slotOwners};
}

std::uint32_t RingSnapshot::slotsMoved() const {
    std::uint32_t n = 0;
    for (const redis::SlotMove& m : slotMoves)
        n += m.count;
    return n;
}

std::uint32_t slotCount(const RingState& state, const std::string& node) {
    const auto& nodes = state.config.nodes;
    const auto it = std::find_if(nodes.begin(), nodes.end(),
                                 [&](const ring::Node& n) { return n.name == node; });
    if (it == nodes.end())
        return 0;
    const auto i = static_cast<std::uint32_t>(it - nodes.begin());
    return static_cast<std::uint32_t>(
        std::count(state.slotOwners.begin(), state.slotOwners.end(), i));
}

Result<std::vector<std::uint32_t>> followSlots(const RingState& before, const RingState& next) {
    const std::vector<std::string> names = nodeNames(next);
    const bool shared =
        before.isRedis() && before.slotOwners.size() == redis::kSlots &&
        std::any_of(names.begin(), names.end(), [&](const std::string& n) {
            return std::any_of(before.config.nodes.begin(), before.config.nodes.end(),
                               [&](const ring::Node& b) { return b.name == n; });
        });
    auto map = shared ? redis::reshard(before.slotMap(), names) : redis::createSlots(names);
    if (!map)
        return map.error();
    // The map's node order is the order of joins; the state's may differ (an import).
    std::vector<std::uint32_t> index(map->nodes.size());
    for (std::size_t i = 0; i < map->nodes.size(); ++i)
        index[i] = static_cast<std::uint32_t>(std::find(names.begin(), names.end(), map->nodes[i]) -
                                              names.begin());
    std::vector<std::uint32_t> owner(map->owner.size());
    for (std::size_t s = 0; s < owner.size(); ++s)
        owner[s] = index[map->owner[s]];
    return owner;
}

void writeSlots(const RingState& state, nlohmann::json& j) {
    if (!state.isRedis())
        return;
    const redis::SlotMap map = state.slotMap();
    nlohmann::json table = nlohmann::json::object();
    for (std::uint32_t i = 0; i < map.nodes.size(); ++i) {
        nlohmann::json ranges = nlohmann::json::array();
        for (const auto& [first, last] : map.ranges(i))
            ranges.push_back({first, last});
        table[map.nodes[i]] = std::move(ranges);
    }
    j["slots"] = std::move(table);
}

Status readSlots(const nlohmann::json& j, RingState& state) {
    state.slotOwners.clear();
    if (!state.isRedis())
        return ok();
    if (!j.contains("slots")) {
        auto fresh = followSlots(RingState{}, state);
        if (!fresh)
            return fresh.error();
        state.slotOwners = std::move(*fresh);
        return ok();
    }
    const nlohmann::json& table = j.at("slots");
    if (!table.is_object())
        return makeError("slots", "must be an object of node: [[first, last], ...]");
    constexpr std::uint32_t kNone = 0xffffffffu;
    std::vector<std::uint32_t> owner(redis::kSlots, kNone);
    const std::vector<std::string> names = nodeNames(state);
    for (const auto& [name, ranges] : table.items()) {
        const auto it = std::find(names.begin(), names.end(), name);
        if (it == names.end())
            return makeError("slots", "'%1' is not a node", name.substr(0, 64));
        if (!ranges.is_array())
            return makeError("slots", "a node's slots must be a list of [first, last]");
        // Each range marks at least one new slot, so a file cannot make this loop long.
        for (const auto& r : ranges) {
            if (!r.is_array() || r.size() != 2 || !r.at(0).is_number_unsigned() ||
                !r.at(1).is_number_unsigned())
                return makeError("slots", "a range must be [first, last]");
            const auto first = r.at(0).get<std::uint32_t>(), last = r.at(1).get<std::uint32_t>();
            if (first > last || last >= redis::kSlots)
                return makeError("slots", "a range must lie within 0 to 16383, first <= last");
            for (std::uint32_t s = first; s <= last; ++s) {
                if (owner[s] != kNone)
                    return makeError("slots", "slot %1 has two owners", s);
                owner[s] = static_cast<std::uint32_t>(it - names.begin());
            }
        }
    }
    for (std::uint32_t s = 0; s < redis::kSlots; ++s)
        if (owner[s] == kNone)
            return makeError("slots", "slot %1 has no owner", s);
    state.slotOwners = std::move(owner);
    return ok();
}

} // namespace hashlab::app

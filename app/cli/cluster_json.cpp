#include "cluster_json.h"

#include <algorithm>

namespace hashlab::cli {
namespace {

namespace redis = ring::redis;

nlohmann::json ranges(const std::vector<redis::SlotRange>& rs) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& [first, last] : rs)
        out.push_back({first, last});
    return out;
}

nlohmann::json knownOrNull(bool known, std::uint64_t v) {
    return known ? nlohmann::json(v) : nlohmann::json(nullptr);
}

std::vector<std::uint64_t> widen(const std::vector<std::uint32_t>& v) {
    return {v.begin(), v.end()};
}

} // namespace

nlohmann::json clusterJson(const redis::ClusterState& state, bool withSlotKeys) {
    const bool keys = state.hasKeys(), cpu = state.hasCpu();
    const auto counts = state.slotCounts();
    const auto keyTotals = state.totals(state.slotKeys);
    const auto cpuTotals = state.totals(state.slotCpuUsec);
    nlohmann::json masters = nlohmann::json::array();
    for (std::uint32_t i = 0; i < state.masters.size(); ++i) {
        const redis::ClusterMaster& m = state.masters[i];
        nlohmann::json replicas = nlohmann::json::array();
        for (const redis::ClusterReplica& r : m.replicas)
            replicas.push_back({{"id", r.id}, {"address", r.address}, {"health", r.health}});
        nlohmann::json j = {{"id", m.id},
                            {"address", m.address},
                            {"health", m.health},
                            {"slot_ranges", ranges(state.ranges(i))},
                            {"slots", counts[i]},
                            {"keys", knownOrNull(keys, keyTotals[i])},
                            {"replicas", std::move(replicas)}};
        if (cpu)
            j["cpu_usec"] = cpuTotals[i];
        masters.push_back(std::move(j));
    }
    nlohmann::json open = nlohmann::json::array();
    for (const redis::OpenSlot& o : state.openSlots)
        open.push_back(
            {{"slot", o.slot},
             {"state", o.state == redis::SlotState::Migrating ? "migrating" : "importing"},
             {"node", o.node},
             {"peer", o.peer}});
    nlohmann::json j = {
        {"source", redis::sourceName(state.source)},
        {"masters", std::move(masters)},
        {"open_slots", std::move(open)},
        {"unassigned_slots", state.unassignedSlots()},
        {"max_over_mean",
         {{"slots", redis::maxOverMean(widen(counts))},
          {"keys", keys ? nlohmann::json(redis::maxOverMean(keyTotals)) : nlohmann::json()}}},
        {"warnings", state.warnings}};
    if (withSlotKeys)
        j["slot_keys"] = keys ? nlohmann::json(state.slotKeys) : nlohmann::json(nullptr);
    return j;
}

nlohmann::json planJson(const redis::ClusterState& state, const redis::RebalancePlan& plan,
                        const std::vector<std::uint32_t>& removed) {
    const bool keys = state.hasKeys();
    nlohmann::json moves = nlohmann::json::array();
    for (const redis::PlanMove& m : plan.moves)
        moves.push_back({{"from", state.masters[m.from].id},
                         {"to", state.masters[m.to].id},
                         {"slot_ranges", ranges(m.ranges())},
                         {"slots", m.slotIds.size()},
                         {"keys", knownOrNull(keys, m.keys)}});
    redis::ClusterState after = state;
    after.owner = plan.ownerAfter;
    const auto counts = after.slotCounts();
    const auto keyTotals = after.totals(after.slotKeys);
    nlohmann::json afterJson = nlohmann::json::object();
    std::vector<std::uint64_t> keptSlots, keptKeys;
    nlohmann::json removedIds = nlohmann::json::array();
    for (std::uint32_t i = 0; i < state.masters.size(); ++i) {
        if (std::find(removed.begin(), removed.end(), i) != removed.end()) {
            removedIds.push_back(state.masters[i].id);
            continue;
        }
        afterJson[state.masters[i].id] = {{"slot_ranges", ranges(after.ranges(i))},
                                          {"slots", counts[i]},
                                          {"keys", knownOrNull(keys, keyTotals[i])}};
        keptSlots.push_back(counts[i]);
        keptKeys.push_back(keyTotals[i]);
    }
    nlohmann::json notes = nlohmann::json::array();
    for (const Text& t : plan.notes)
        notes.push_back(t.english());
    return {{"kind", redis::planKindName(plan.kind)},
            {"moves", std::move(moves)},
            {"slots_moved", plan.slotsMoved},
            {"keys_moved", knownOrNull(keys, plan.keysMoved)},
            {"after", std::move(afterJson)},
            {"max_over_mean_after",
             {{"slots", redis::maxOverMean(keptSlots)},
              {"keys", keys ? nlohmann::json(redis::maxOverMean(keptKeys)) : nlohmann::json()}}},
            {"removed", std::move(removedIds)},
            {"notes", std::move(notes)}};
}

} // namespace hashlab::cli

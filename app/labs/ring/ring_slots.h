#pragma once
// The ring lab's Redis Cluster slot table (RingState::slots): how it follows a node change, as
// redis-cli reshards one node at a time, and how scenarios hold it ("slots": each node's slot
// ranges), so that undo, redo and a saved file give back exactly the table the history built.
#include "ring_model.h"

#include "hashlab/common/result.h"

#include <nlohmann/json.hpp>

namespace hashlab::app {

// The slot table of `next` (a Redis Cluster state) reached from `before`: a fresh cluster when
// `before` is not a Redis Cluster or shares no node with `next`, else the nodes `next` adds
// join one at a time in its order, then the nodes it drops leave (as `hashlab ring --add ...
// --remove ...` applies them).
Result<std::vector<std::uint32_t>> followSlots(const RingState& before, const RingState& next);
// Slots `node` owns in a Redis Cluster state (0 for a node it does not have).
std::uint32_t slotCount(const RingState& state, const std::string& node);
// Writes "slots": {node: [[first, last], ...]} for a Redis Cluster state; nothing otherwise.
void writeSlots(const RingState& state, nlohmann::json& j);
// Reads them into `state` (its nodes already read): every slot owned exactly once by a node of
// the state; without "slots", a freshly created cluster. Throws nlohmann::json exceptions on
// wrong types.
Status readSlots(const nlohmann::json& j, RingState& state);

} // namespace hashlab::app

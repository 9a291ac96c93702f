#pragma once
// What the ring lab's panels show at a stage of the last node change. The canvas, the node list,
// the legend, the load chart and the headline all read this, so none of them can run ahead of the
// step being shown. As the trace defines the stages:
//   stage 0: everything before the change;
//   stage 1: points appear or vanish: the nodes are the new ones (a failed node is marked failed,
//            a removed node is listed as leaving while it still holds keys);
//   stage 2: arcs change owner: the shares of the hash space are the new ones;
//   stage 3: keys migrate: the key counts and load statistics are the new ones, and with them
//            everything counted per key: requests per node, live copies, takeovers.
// Without a change every stage is the current state.
#include "ring_model.h"

#include <optional>
#include <string>
#include <vector>

namespace hashlab::app {

struct RingStageRow {
    std::string name;
    double weight = 1;
    bool failed = false;  // its points are off the ring at this stage
    bool leaving = false; // removed from the ring, its keys not moved yet (stages 1-2)
    std::uint64_t keys = 0;
    std::optional<double> share; // of the hash space; none without exact shares or when off
};

struct RingStage {
    int step = 3;
    const RingState* members = nullptr;         // whose nodes are listed
    const ring::Placement* points = nullptr;    // whose points are drawn
    const ring::LoadStats* load = nullptr;      // the key counts of this stage
    const ring::Placement* keyOwners = nullptr; // the placement those counts are indexed by
    // Key-side results: before the change until the keys move at stage 3. `keyState` is the
    // state they were computed for (its nodes index `replicas`' takeover and copies).
    const RingState* keyState = nullptr;
    const std::vector<std::uint32_t>* owners = nullptr;    // per key, into keyOwners' nodes
    const ring::RequestLoad* requests = nullptr;           // none without a workload
    const ring::ReplicaReport* replicas = nullptr;         // none with R = 1 or no replica order
    const std::vector<std::uint8_t>* liveCopies = nullptr; // per key; none without a failed node
    std::vector<RingStageRow> rows;
    bool keysMoved() const { return step == 3; }
};

RingStage ringStage(const RingSnapshot& snapshot, int step);

} // namespace hashlab::app

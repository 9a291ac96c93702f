#pragma once
// What the ring lab's panels show at a stage of the last node change. The canvas, the node list,
// the legend, the load chart and the headline all read this, so none of them can run ahead of the
// step being shown. As the trace defines the stages:
//   stage 0: everything before the change;
//   stage 1: points appear or vanish: the nodes are the new ones (a failed node is marked failed,
//            a removed node is listed as leaving while it still holds keys);
//   stage 2: arcs change owner: the shares of the hash space are the new ones;
//   stage 3: keys migrate: the key counts and load statistics are the new ones.
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
    std::vector<RingStageRow> rows;
    bool keysMoved() const { return step == 3; }
};

RingStage ringStage(const RingSnapshot& snapshot, int step);

} // namespace hashlab::app

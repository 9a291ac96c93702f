#pragma once
// What the Redis Cluster view draws at one step of a plan: each master's label and colour, the
// owner of every slot after the moves made so far, the open slots, one per-slot figure for the
// heat strip, and the move just made. Shared by the slot circle and the heat strip, which draw
// it and compute nothing.
#include <QColor>
#include <QString>

#include <cstdint>
#include <vector>

namespace hashlab::app {

struct RedisScene {
    std::vector<QString> names;       // per master: its address (or id prefix for a what-if master)
    std::vector<QColor> colors;       // per master
    std::vector<std::uint32_t> owner; // 16,384 entries; ring::redis::kNoOwner for none
    std::vector<std::uint32_t> openSlots; // migrating or importing, ascending
    std::vector<std::uint64_t> metric;    // per slot (keys, cpu-usec or bytes), or empty
    QString metricName;                   // "keys per slot", …
    // The move the step just made: its slots (ascending), giver and taker; none at step 0.
    bool hasMove = false;
    std::uint32_t moveFrom = 0, moveTo = 0;
    std::vector<std::uint32_t> moveSlots;
    QString centre; // the circle's middle: "16,384 slots" and the step
};

} // namespace hashlab::app

#pragma once
// The step player's view of one hash-table operation (hash_table.h's OpTrace): its stages in
// order, and the tables as they stand at each. Start shows the table before the operation; an
// incremental rehash first moves its bucket (one Rehash stage per key); each Visit shows one more
// cell of the path, with the keys moved by then in their new cells and the keys displaced and not
// yet placed "in hand"; a growth's rehash then moves every key (one Resize stage per key, the old
// table above the new); Done is the table after the operation (a failed cuckoo insert: as before
// it, the new key in hand). Everything is rebuilt from the trace and the tables before and after
// it, so stepping back is exact and nothing recomputes.
#include "hashlab/tables/hash_table.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace hashlab::tables {

enum class StageKind { Start, Rehash, Visit, Resize, Done };

struct Stage {
    StageKind kind = StageKind::Start;
    std::size_t index = 0; // Rehash: rehashMoves[index]; Visit: path[index]; Resize: moves[index]
    bool operator==(const Stage&) const = default;
};

std::vector<Stage> traceStages(const OpTrace& trace);

using Tables = std::vector<std::vector<SlotView>>;

struct TraceFrame {
    Tables tables;
    // The cell the stage looks at: the visited cell, or where a rehashed key went.
    std::optional<Cell> current;
    std::vector<std::string> inHand; // displaced keys not yet placed (Robin Hood, cuckoo)
    // Resize stages: the old tables (the first `oldTables`, size fromM) above the new ones.
    bool resizing = false;
    std::size_t oldTables = 0;
    std::size_t movesShown = 0; // moves of the trace (or of the resize) applied so far
};

// `before` and `after` are HashTable::tables() before and after the operation on a table with
// `config` (its scheme says whether a slot holds one key or a chain, and where a chain takes a
// re-inserted key).
TraceFrame traceFrame(const Tables& before, const Tables& after, const OpTrace& trace,
                      const Stage& stage, const TableConfig& config);

} // namespace hashlab::tables

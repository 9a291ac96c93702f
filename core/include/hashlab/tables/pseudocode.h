#pragma once
// Which line of which pseudocode listing a step of a trace is at: the pseudocode panel beside the
// hash-table lab highlights it as the player steps. Core names the lines (one enum per listing);
// the app holds their wording in both languages (app/labs/tables/pseudocode_panel.cpp), so the
// mapping is a pure function tested on textbook traces (tests/core/tables/pseudocode_test.cpp).
//
// Derived from the trace alone: the path, the moves and the outcome. For Robin Hood the cells
// where a key was put are `at` (the new key) and each move's `to`; every put but the last
// displaced a resident (a swap), the last filled an empty slot. For cuckoo the path is the
// duplicate check T1[h1(x)], T2[h2(x)] and then one cell per swap, in the table it was made in.
#include "hashlab/tables/hash_table.h"
#include "hashlab/tables/table.h"
#include "hashlab/tables/trace_frames.h"

#include <cstddef>

namespace hashlab::tables {

enum class Listing {
    ChainingInsert,
    ChainingFind,
    ChainingDelete,
    BucketInsert,
    BucketFind,
    BucketDelete,
    OpenInsert, // linear, quadratic, double: one listing, p_i(x) differs
    OpenFind,
    OpenDelete,
    RobinHoodInsert,
    RobinHoodFind,
    RobinHoodDelete,
    CuckooInsert,
    CuckooFind,
    CuckooDelete,
    Grow,       // stop-the-world growth: every key re-inserted into the new table
    RehashStep, // Redis's incremental rehash: one bucket per operation
};

// The lines of each listing, in order (the app's texts follow these).
namespace code {
enum class ChainingInsert { Header, Hash, Walk, Duplicate, Link };
enum class ChainingFind { Header, Hash, Walk, Found, NotFound };
enum class ChainingDelete { Header, Hash, Walk, Absent, Unlink };
enum class BucketInsert { Header, Loop, Bucket, Duplicate, NoteFree, NeverUsed, Full, Put };
enum class BucketFind { Header, Loop, Bucket, Found, NeverUsed, NotFound };
enum class BucketDelete { Header, Search, Absent, Tombstone };
enum class OpenInsert { Header, Free, Loop, Probe, Empty, Duplicate, Tombstone, Full, Put };
enum class OpenFind { Header, Loop, Probe, Empty, Found, PassOn, NotFound };
enum class OpenDelete { Header, Search, Absent, Tombstone };
enum class RobinHoodInsert { Header, Full, Start, Loop, PlaceEmpty, Duplicate, Richer, Swap, Next };
enum class RobinHoodFind { Header, Start, Loop, Stop, Found, Next };
enum class RobinHoodDelete { Header, Search, Empty, Next, While, ShiftBack, Advance };
enum class CuckooInsert {
    Header,
    Duplicate,
    Repeat,
    SwapT1,
    DoneT1,
    SwapT2,
    DoneT2,
    GiveUp,
    Rehash
};
enum class CuckooFind { Header, CheckT1, CheckT2, NotFound };
enum class CuckooDelete { Header, CheckT1, CheckT2, NotFound };
enum class Grow { Header, Check, NewSize, NewTable, EachKey, Reinsert, Swap };
enum class RehashStep { Header, SkipEmpty, EachKey, Move, Advance, Finish };
} // namespace code

std::size_t listingLength(Listing l); // lines in the listing

struct CodeLine {
    Listing listing = Listing::OpenInsert;
    int line = 0;
    bool operator==(const CodeLine&) const = default;
};

// The listing an operation of this scheme runs.
Listing listingFor(Scheme scheme, OpKind op);

// The line at `stage` of the hash-table lab's trace (stages as traceStages() lists them):
// Start is the hash computation, Rehash an incremental step's move, Visit the cell's decision,
// Resize a growth's re-insert, Done the outcome's return.
CodeLine pseudocodeLine(const TableConfig& config, const OpTrace& trace, const Stage& stage);

// The probing lab's trace (table.h): step 0 is before the first probe, k after k probes; the
// last step shows the outcome. A probe's recorded slot state picks its line exactly.
CodeLine pseudocodeLine(const Trace& trace, int step);

} // namespace hashlab::tables

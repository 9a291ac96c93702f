#pragma once
// Cuckoo hashing (Pagh and Rodler 2004), written once for the traced table (cuckoo_table.cpp) and
// the Real speed tab's fast::CuckooSet: two tables T1, T2; a key lives at T1[h1(x)] or T2[h2(x)],
// so a lookup reads two cells. Insert x: repeat MaxLoop times: swap x with T1[h1(x)], stop if x
// is now empty; swap x with T2[h2(x)], stop if empty. A loop that gives up leaves a key in hand
// (the nestless one); the rehash policy then tries new seeds, kMaxRehashes of them, each
// re-inserting every key into emptied tables.
//
// Tables: cell(key, i) -> the key's slot in T(i+1); occupied(i, s); key(i, s);
// exchange(i, s, x) -> x goes into the cell and x now holds what was there (false: it was empty);
// maxLoop(); reseed() -> the next seed, with both tables emptied.
#include "trace_policy.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace hashlab::tables::detail {

template <class Tables, class Key, class Trace>
inline std::optional<Cell> cuckooFind(const Tables& t, const Key& key, Trace& trace) {
    // Both cells first: their two reads do not wait for each other.
    const std::uint64_t cells[2] = {t.cell(key, 0), t.cell(key, 1)};
    for (std::uint32_t i = 0; i < 2; ++i) {
        const std::uint64_t s = cells[i];
        trace.visit(Cell{i, s});
        if (t.occupied(i, s)) {
            trace.compare();
            if (t.key(i, s) == key)
                return Cell{i, s};
        }
    }
    return std::nullopt;
}

// Pagh–Rodler's loop. True when x found a place; false when MaxLoop rounds end with a key in
// hand: x is then that nestless key, out of the tables.
template <class Tables, class Key, class Trace>
inline bool cuckooKick(Tables& t, Key& x, Trace& trace) {
    std::optional<Cell> from; // where x was kicked out of (none: x is the new key)
    const std::uint32_t maxLoop = t.maxLoop();
    for (std::uint32_t round = 0; round < maxLoop; ++round) {
        for (std::uint32_t i = 0; i < 2; ++i) {
            const Cell cell{i, t.cell(x, i)};
            trace.visit(cell);
            if (from)
                trace.move(x, from, cell);
            else
                trace.enter(x, cell);
            if (!t.exchange(i, cell.slot, x))
                return true;
            from = cell;
        }
    }
    trace.move(x, from, std::nullopt);
    return false;
}

// The rehash policy: new seeds until every key fits, at most `tries` of them. Returns the number
// of seeds it took, or 0 when none did (the tables then hold the last attempt).
template <class Tables, class Key>
std::uint32_t cuckooRehash(Tables& t, const std::vector<Key>& keys, std::uint32_t tries) {
    NoTrace quiet; // a rehash's own kicks are not shown
    for (std::uint32_t r = 1; r <= tries; ++r) {
        t.reseed();
        bool all = true;
        for (const Key& k : keys) {
            Key x = k;
            if (!cuckooKick(t, x, quiet)) {
                all = false;
                break;
            }
        }
        if (all)
            return r;
    }
    return 0;
}

} // namespace hashlab::tables::detail

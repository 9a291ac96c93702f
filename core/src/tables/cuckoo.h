#pragma once
// Cuckoo hashing (Pagh and Rodler 2004), written once for the traced table (cuckoo_table.cpp) and
// the Real speed tab's fast::CuckooSet: two tables T1, T2; a key lives at T1[h1(x)] or T2[h2(x)],
// so a lookup reads two cells. Insert x: repeat MaxLoop times: swap x with T1[h1(x)], stop if x
// is now empty; swap x with T2[h2(x)], stop if empty. A loop that gives up leaves a key in hand
// (the nestless one); its kicks are then undone, and a hash that can be re-seeded tries new seeds,
// kMaxRehashes of them, each re-inserting every key into emptied tables. An insert that nothing
// placed leaves the tables and the seed exactly as they were: no key is ever lost, and the caller
// may grow the tables instead.
//
// Tables: cell(key, i) -> the key's slot in T(i+1); cells(key) -> both; occupied(i, s); key(i, s);
// exchange(i, s, x) -> x goes into the cell and x now holds what was there (false: it was empty);
// maxLoop(); stored() -> every key, T1's slots then T2's; seedable(); reseed() -> the next seed,
// with both tables emptied; save() -> the tables and the seed, set aside (the tables are left
// empty, of the same size); restore(saved).
#include "trace_policy.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace hashlab::tables::detail {

template <class Tables, class Key, class Trace>
inline std::optional<Cell> cuckooFind(const Tables& t, const Key& key, Trace& trace) {
    // Both cells first: their two reads do not wait for each other.
    const std::array<std::uint64_t, 2> cells = t.cells(key);
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

// Walks a kick loop that gave up backwards: every kicked key was taken from its own cell in the
// table of that step, so the key in hand names the cell to return it to. `x` starts as the
// nestless key and ends as the key the loop started with, out of the tables, which are then
// exactly as before the loop.
template <class Tables, class Key>
inline void cuckooUndo(Tables& t, Key& x) {
    for (std::uint32_t step = 2 * t.maxLoop(); step-- > 0;) {
        const std::uint32_t i = step % 2;
        t.exchange(i, t.cell(x, i), x);
    }
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

template <class Key>
struct CuckooInsert {
    bool placed = false;
    std::uint32_t rehashes = 0;  // the new seeds it took (0: the kicks placed it)
    std::optional<Key> nestless; // the key in hand when the kicks gave up
};

// Inserts an absent key: the kicks; if they give up, `gaveUp(nestless)` sees the tables as the
// kicks left them (the traced table reads the cuckoo graph there), the kicks are undone and a
// seedable hash tries new seeds. Not placed: the tables and the seed are as before.
template <class Tables, class Key, class Trace, class GaveUp>
CuckooInsert<Key> cuckooInsert(Tables& t, const Key& key, Trace& trace, GaveUp&& gaveUp) {
    CuckooInsert<Key> out;
    Key x = key;
    if (cuckooKick(t, x, trace)) {
        out.placed = true;
        return out;
    }
    gaveUp(x);
    std::vector<Key> all = t.stored(); // every key but the nestless one, which goes last
    all.push_back(x);
    out.nestless = x;
    cuckooUndo(t, x);
    if (t.seedable()) {
        auto saved = t.save();
        out.rehashes = cuckooRehash(t, all, tablelimits::kMaxRehashes);
        out.placed = out.rehashes > 0;
        if (!out.placed)
            t.restore(std::move(saved));
    }
    return out;
}

} // namespace hashlab::tables::detail

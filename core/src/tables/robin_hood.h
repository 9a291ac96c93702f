#pragma once
// Robin Hood hashing (Celis, Larson, Munro 1985), written once for the traced table
// (robin_hood_table.cpp) and the Real speed tab's fast::RobinHoodSet: linear probing in which an
// inserted key takes the slot of a resident closer to its home (strictly smaller probe distance;
// equal distances do not swap) and the resident carries on. A search stops at an empty slot or at
// a resident closer to home than the searched key would be there. Deletion shifts the following
// keys back one slot until an empty slot or a key at its home: no tombstones.
//
// Slots: m(), next(s), empty(s), distance(s), key(s), stopsSearch(s, d) (empty, or a resident at
// distance below d), put(s, key, d), swap(s, key, d) (the carried key and its distance trade
// places with the resident's), clear(s), shiftBack(from, to) (one slot back: distance − 1).
// kBounded: walks end after m slots (a traced table may be full; a fast set never is).
#include "trace_policy.h"

#include <cstdint>
#include <optional>
#include <utility>

namespace hashlab::tables::detail {

struct RobinHoodStop {
    std::uint64_t slot = 0; // where the search stopped: the key's slot, or where it would go
    std::uint64_t d = 0;    // the searched key's distance there
    bool found = false;
};

template <class Slots, class Key, class Trace>
inline RobinHoodStop robinHoodSearch(const Slots& t, std::uint64_t home, const Key& key,
                                     Trace& trace) {
    std::uint64_t slot = home, d = 0;
    for (;; ++d, slot = t.next(slot)) {
        if constexpr (Slots::kBounded)
            if (d == t.m())
                return {slot, d, false};
        trace.visit(Cell{0, slot});
        if (t.stopsSearch(slot, d))
            return {slot, d, false};
        trace.compare();
        if (t.key(slot) == key)
            return {slot, d, true};
    }
}

// Puts `key` where its search stopped (at distance d), then carries each displaced resident on
// until an empty slot takes the last one. The table must have an empty slot.
template <class Slots, class Key, class Trace>
inline void robinHoodPlace(Slots& t, Key key, std::uint64_t slot, std::uint64_t d, Trace& trace) {
    std::optional<Cell> carriedFrom; // where the key in hand came from (none: the new key)
    auto arrive = [&] {
        if (carriedFrom)
            trace.move(key, carriedFrom, Cell{0, slot});
        else
            trace.enter(key, Cell{0, slot});
    };
    for (;;) {
        if (t.empty(slot)) {
            arrive();
            t.put(slot, std::move(key), d);
            return;
        }
        if (t.distance(slot) < d) {
            arrive();
            t.swap(slot, key, d);
            carriedFrom = Cell{0, slot};
        }
        slot = t.next(slot);
        ++d;
        trace.visit(Cell{0, slot});
    }
}

// Backward-shift deletion of the key at `slot`: each following key not at its home moves back
// one slot (at most m − 1 shifts: in a full table every key may be away from home).
template <class Slots, class Trace>
inline void robinHoodErase(Slots& t, std::uint64_t slot, Trace& trace) {
    trace.leave(t.key(slot), Cell{0, slot});
    t.clear(slot);
    for (std::uint64_t next = t.next(slot), n = 1;
         n < t.m() && !t.empty(next) && t.distance(next) > 0;
         slot = next, next = t.next(next), ++n) {
        trace.visit(Cell{0, next});
        trace.move(t.key(next), Cell{0, next}, Cell{0, slot});
        t.shiftBack(next, slot);
    }
}

} // namespace hashlab::tables::detail

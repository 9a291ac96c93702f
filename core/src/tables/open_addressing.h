#pragma once
// Open addressing's probe loop, written once for linear, quadratic and double hashing
// (docs/references.md "Open addressing"): the traced Table (table.h) walks a ProbeScheme's
// sequence with formulas, the Real speed tab's fast::LinearSet a power-of-two table from a mixed
// home slot; both call these functions.
//
// Slots: state(s) -> SlotState, key(s) (the key an occupied slot holds).
// Sequence: slot() -> the current p_i; advance() -> false once the sequence's period is over
// (a sequence that always reaches an empty slot may return true for ever).
// Trace: probe(sequence, slot, state) before each slot is judged.
#include "hashlab/tables/table.h"

#include <cstdint>
#include <optional>

namespace hashlab::tables::detail {

struct OpenStop {
    enum class At { Key, Empty, End } at = At::End; // End: the period ended first
    std::uint64_t slot = 0;                         // the last slot probed
    std::optional<std::uint64_t> firstTombstone;    // on the way, if any
};

// Find's walk, which insert and delete share: until the key, an empty slot, or the end of the
// period. It continues past tombstones (keys placed after a deleted one must stay findable).
// Tombstones = false is the same walk in a table that never holds one (the fast set, which does
// not delete): a slot is then empty or occupied, and a slot passed costs two tests.
template <bool Tombstones = true, class Slots, class Sequence, class Key, class Trace>
inline OpenStop openSearch(const Slots& slots, Sequence& seq, const Key& key, Trace& trace) {
    std::optional<std::uint64_t> tombstone;
    for (;;) {
        const std::uint64_t s = seq.slot();
        const SlotState state = slots.state(s);
        trace.probe(seq, s, state);
        if constexpr (!Tombstones) {
            if (state == SlotState::Empty)
                return {OpenStop::At::Empty, s, tombstone};
            if (slots.key(s) == key)
                return {OpenStop::At::Key, s, tombstone};
        } else if (state == SlotState::Occupied) {
            if (slots.key(s) == key)
                return {OpenStop::At::Key, s, tombstone};
        } else if (state == SlotState::Empty) {
            return {OpenStop::At::Empty, s, tombstone};
        } else if (!tombstone) {
            tombstone = s;
        }
        if (!seq.advance())
            return {OpenStop::At::End, s, tombstone};
    }
}

// Where insert puts a key the search did not find: the first tombstone on its path, else the
// empty slot that ended the search; none when the sequence met neither (the insert fails).
inline std::optional<std::uint64_t> openTarget(const OpenStop& stop) {
    if (stop.firstTombstone)
        return stop.firstTombstone;
    if (stop.at == OpenStop::At::Empty)
        return stop.slot;
    return std::nullopt;
}

} // namespace hashlab::tables::detail

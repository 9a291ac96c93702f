#pragma once
// Separate chaining (CLRS 11.2), written once for the traced table (chained_table.cpp) and the
// Real speed tab's fast::ChainedSet: find walks one chain, comparing; insert links an absent key
// at the head (CLRS) or the tail; delete unlinks it.
//
// Chains: first(b) -> a position in chain b; valid(p); next(p); key(p); pushFront(b, key);
// pushBack(b, key); unlink(p).
#include "trace_policy.h"

#include <cstdint>
#include <optional>

namespace hashlab::tables::detail {

// The key's position in chain b, or none.
template <class Chains, class Key, class Trace>
inline std::optional<typename Chains::Pos> chainFind(const Chains& c, std::uint64_t b,
                                                     const Key& key, Trace& trace) {
    for (auto p = c.first(b); c.valid(p); p = c.next(p)) {
        trace.compare();
        if (c.key(p) == key)
            return p;
    }
    return std::nullopt;
}

// Insert after making sure the key is absent (the caller searched every table it may be in).
template <class Chains, class Key>
inline void chainLink(Chains& c, std::uint64_t b, const Key& key, bool atTail) {
    if (atTail)
        c.pushBack(b, key);
    else
        c.pushFront(b, key);
}

} // namespace hashlab::tables::detail

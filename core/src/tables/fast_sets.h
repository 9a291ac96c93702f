#pragma once
// The Real speed tab's sets (fast_tables.h): the lab's algorithms over power-of-two arrays of
// 64-bit keys, untraced, plus the growth a production table adds. Included by fast_tables.cpp,
// which compiles them for MixHash, and by tests, which compile them for a hash of their own.
#include "hashlab/tables/fast_tables.h"

#include "chaining.h"
#include "cuckoo.h"
#include "open_addressing.h"
#include "robin_hood.h"

#include <algorithm>
#include <bit>
#include <type_traits>
#include <utility>

namespace hashlab::tables::fast {
namespace fastdetail {

inline constexpr std::uint32_t kNone = ~std::uint32_t{0};

inline int shiftFor(std::uint64_t slots) {
    return 64 - std::countr_zero(std::bit_ceil(std::max<std::uint64_t>(slots, 2)));
}

inline std::uint64_t slotsOf(int shift) {
    return std::uint64_t{1} << (64 - shift);
}

} // namespace fastdetail

// ---- Chaining ----------------------------------------------------------------------------------

template <class Hash>
template <class Self>
struct BasicChainedSet<Hash>::Chains {
    Self& s;
    struct Pos {
        std::uint64_t b;
        std::uint32_t node, prev; // prev: the node linking to this one, or none (the head)
    };
    Pos first(std::uint64_t b) const { return {b, s.m_head[b], fastdetail::kNone}; }
    bool valid(const Pos& p) const { return p.node != fastdetail::kNone; }
    Pos next(const Pos& p) const { return {p.b, s.m_next[p.node], p.node}; }
    std::uint64_t key(const Pos& p) const { return s.m_keys[p.node]; }
    void pushFront(std::uint64_t b, std::uint64_t key) {
        s.m_keys.push_back(key);
        s.m_next.push_back(s.m_head[b]);
        s.m_head[b] = static_cast<std::uint32_t>(s.m_keys.size() - 1);
    }
    void pushBack(std::uint64_t b, std::uint64_t key) {
        std::uint32_t* link = &s.m_head[b];
        while (*link != fastdetail::kNone)
            link = &s.m_next[*link];
        *link = static_cast<std::uint32_t>(s.m_keys.size());
        s.m_keys.push_back(key);
        s.m_next.push_back(fastdetail::kNone);
    }
    void unlink(const Pos& p) {
        (p.prev == fastdetail::kNone ? s.m_head[p.b] : s.m_next[p.prev]) = s.m_next[p.node];
        // The pool's last node fills the hole, so that the pool stays dense.
        const auto last = static_cast<std::uint32_t>(s.m_keys.size() - 1);
        if (p.node != last) {
            std::uint32_t* link = &s.m_head[Hash::home(s.m_keys[last], s.m_shift)];
            while (*link != last)
                link = &s.m_next[*link];
            *link = p.node;
            s.m_keys[p.node] = s.m_keys[last];
            s.m_next[p.node] = s.m_next[last];
        }
        s.m_keys.pop_back();
        s.m_next.pop_back();
    }
};

template <class Hash>
BasicChainedSet<Hash>::BasicChainedSet(std::uint64_t capacity)
    : m_shift(fastdetail::shiftFor(capacity)),
      m_head(fastdetail::slotsOf(m_shift), fastdetail::kNone) {}

template <class Hash>
bool BasicChainedSet<Hash>::contains(std::uint64_t key) const {
    tables::detail::NoTrace quiet;
    return tables::detail::chainFind(Chains<const BasicChainedSet>{*this}, Hash::home(key, m_shift),
                                     key, quiet)
        .has_value();
}

template <class Hash>
bool BasicChainedSet<Hash>::insert(std::uint64_t key) {
    if (contains(key))
        return false;
    if (m_keys.size() + 1 > m_head.size()) // α would pass 1
        grow();
    Chains<BasicChainedSet> chains{*this};
    tables::detail::chainLink(chains, Hash::home(key, m_shift), key, false);
    return true;
}

template <class Hash>
bool BasicChainedSet<Hash>::erase(std::uint64_t key) {
    tables::detail::NoTrace quiet;
    Chains<BasicChainedSet> chains{*this};
    const auto p = tables::detail::chainFind(chains, Hash::home(key, m_shift), key, quiet);
    if (p)
        chains.unlink(*p);
    return p.has_value();
}

// Relinks the node pool into twice the buckets: no key is copied.
template <class Hash>
void BasicChainedSet<Hash>::grow() {
    --m_shift;
    m_head.assign(fastdetail::slotsOf(m_shift), fastdetail::kNone);
    for (std::uint32_t n = 0; n < m_keys.size(); ++n) {
        const std::uint64_t b = Hash::home(m_keys[n], m_shift);
        m_next[n] = m_head[b];
        m_head[b] = n;
    }
}

template <class Hash>
std::uint64_t BasicChainedSet<Hash>::bytes() const {
    return m_head.size() * sizeof(std::uint32_t) +
           m_keys.size() * (sizeof(std::uint64_t) + sizeof(std::uint32_t));
}

template <class Hash>
Layout BasicChainedSet<Hash>::layout() const {
    Layout out(m_head.size());
    for (std::uint64_t b = 0; b < m_head.size(); ++b)
        for (std::uint32_t n = m_head[b]; n != fastdetail::kNone; n = m_next[n])
            out[b].push_back(m_keys[n]);
    return out;
}

// ---- Linear probing ----------------------------------------------------------------------------

template <class Hash>
template <class Self>
struct BasicLinearSet<Hash>::Slots {
    Self& s;
    SlotState state(std::uint64_t i) const { return static_cast<SlotState>(s.m_state[i]); }
    std::uint64_t key(std::uint64_t i) const { return s.m_keys[i]; }
};

namespace fastdetail {
// Linear probing's sequence in a power-of-two table: it never ends, the table is never full.
struct LinearSequence {
    std::uint64_t at, mask;
    std::uint64_t slot() const { return at; }
    bool advance() {
        at = (at + 1) & mask;
        return true;
    }
};
} // namespace fastdetail

template <class Hash>
BasicLinearSet<Hash>::BasicLinearSet(std::uint64_t capacity)
    : m_shift(fastdetail::shiftFor(capacity)), m_keys(fastdetail::slotsOf(m_shift)),
      m_state(m_keys.size(), static_cast<std::uint8_t>(SlotState::Empty)) {}

template <class Hash>
bool BasicLinearSet<Hash>::contains(std::uint64_t key) const {
    tables::detail::NoTrace quiet;
    fastdetail::LinearSequence seq{Hash::home(key, m_shift), m_keys.size() - 1};
    return tables::detail::openSearch<false>(Slots<const BasicLinearSet>{*this}, seq, key, quiet)
               .at == tables::detail::OpenStop::At::Key;
}

template <class Hash>
bool BasicLinearSet<Hash>::insert(std::uint64_t key) {
    if (contains(key))
        return false;
    if ((m_size + 1) * 8 > m_keys.size() * 7)
        grow();
    tables::detail::NoTrace quiet;
    fastdetail::LinearSequence seq{Hash::home(key, m_shift), m_keys.size() - 1};
    const auto stop =
        tables::detail::openSearch<false>(Slots<BasicLinearSet>{*this}, seq, key, quiet);
    const std::uint64_t i = *tables::detail::openTarget(stop);
    m_state[i] = static_cast<std::uint8_t>(SlotState::Occupied);
    m_keys[i] = key;
    ++m_size;
    return true;
}

template <class Hash>
void BasicLinearSet<Hash>::grow() {
    BasicLinearSet bigger(m_keys.size() * 2);
    for (std::uint64_t i = 0; i < m_keys.size(); ++i)
        if (m_state[i] == static_cast<std::uint8_t>(SlotState::Occupied))
            bigger.insert(m_keys[i]);
    *this = std::move(bigger);
}

template <class Hash>
std::uint64_t BasicLinearSet<Hash>::bytes() const {
    return m_keys.size() * (sizeof(std::uint64_t) + 1);
}

template <class Hash>
Layout BasicLinearSet<Hash>::layout() const {
    Layout out(m_keys.size());
    for (std::uint64_t i = 0; i < m_keys.size(); ++i)
        if (m_state[i] == static_cast<std::uint8_t>(SlotState::Occupied))
            out[i].push_back(m_keys[i]);
    return out;
}

// ---- Robin Hood --------------------------------------------------------------------------------

template <class Hash>
template <class Self>
struct BasicRobinHoodSet<Hash>::Slots {
    static constexpr bool kBounded = false; // at most 7/8 full: a walk always meets an empty slot
    explicit Slots(Self& set) : s(set), mask(set.m_keys.size() - 1) {}
    Self& s;
    const std::uint64_t mask;
    std::uint64_t m() const { return mask + 1; }
    std::uint64_t next(std::uint64_t i) const { return (i + 1) & mask; }
    bool empty(std::uint64_t i) const { return s.m_dist[i] == 0; }
    std::uint64_t distance(std::uint64_t i) const { return s.m_dist[i] - 1u; }
    std::uint64_t key(std::uint64_t i) const { return s.m_keys[i]; }
    bool stopsSearch(std::uint64_t i, std::uint64_t d) const { return s.m_dist[i] <= d; }
    void put(std::uint64_t i, std::uint64_t key, std::uint64_t d) {
        s.m_keys[i] = key;
        s.m_dist[i] = static_cast<std::uint16_t>(d + 1);
    }
    void swap(std::uint64_t i, std::uint64_t& key, std::uint64_t& d) {
        const std::uint64_t residentD = distance(i);
        std::swap(s.m_keys[i], key);
        s.m_dist[i] = static_cast<std::uint16_t>(d + 1);
        d = residentD;
    }
    void clear(std::uint64_t i) { s.m_dist[i] = 0; }
    void shiftBack(std::uint64_t from, std::uint64_t to) {
        s.m_keys[to] = s.m_keys[from];
        s.m_dist[to] = static_cast<std::uint16_t>(s.m_dist[from] - 1);
        s.m_dist[from] = 0;
    }
};

template <class Hash>
BasicRobinHoodSet<Hash>::BasicRobinHoodSet(std::uint64_t capacity)
    : m_shift(fastdetail::shiftFor(capacity)), m_keys(fastdetail::slotsOf(m_shift)),
      m_dist(m_keys.size(), 0) {}

template <class Hash>
bool BasicRobinHoodSet<Hash>::contains(std::uint64_t key) const {
    tables::detail::NoTrace quiet;
    return tables::detail::robinHoodSearch(Slots<const BasicRobinHoodSet>(*this),
                                           Hash::home(key, m_shift), key, quiet)
        .found;
}

template <class Hash>
bool BasicRobinHoodSet<Hash>::insert(std::uint64_t key) {
    if (contains(key))
        return false;
    if ((m_size + 1) * 8 > m_keys.size() * 7)
        grow();
    tables::detail::NoTrace quiet;
    Slots<BasicRobinHoodSet> slots(*this);
    const auto stop = tables::detail::robinHoodSearch(slots, Hash::home(key, m_shift), key, quiet);
    tables::detail::robinHoodPlace(slots, key, stop.slot, stop.d, quiet);
    ++m_size;
    return true;
}

template <class Hash>
bool BasicRobinHoodSet<Hash>::erase(std::uint64_t key) {
    tables::detail::NoTrace quiet;
    Slots<BasicRobinHoodSet> slots(*this);
    const auto stop = tables::detail::robinHoodSearch(slots, Hash::home(key, m_shift), key, quiet);
    if (!stop.found)
        return false;
    tables::detail::robinHoodErase(slots, stop.slot, quiet);
    --m_size;
    return true;
}

template <class Hash>
void BasicRobinHoodSet<Hash>::grow() {
    BasicRobinHoodSet bigger(m_keys.size() * 2);
    for (std::uint64_t i = 0; i < m_keys.size(); ++i)
        if (m_dist[i])
            bigger.insert(m_keys[i]);
    *this = std::move(bigger);
}

template <class Hash>
std::uint64_t BasicRobinHoodSet<Hash>::bytes() const {
    return m_keys.size() * (sizeof(std::uint64_t) + sizeof(std::uint16_t));
}

template <class Hash>
Layout BasicRobinHoodSet<Hash>::layout() const {
    Layout out(m_keys.size());
    for (std::uint64_t i = 0; i < m_keys.size(); ++i)
        if (m_dist[i])
            out[i].push_back(m_keys[i]);
    return out;
}

// ---- Cuckoo ------------------------------------------------------------------------------------

template <class Hash, class Loop>
template <class Self>
struct BasicCuckooSet<Hash, Loop>::Tables {
    Self& s;
    std::uint64_t cell(std::uint64_t key, std::uint32_t i) const {
        return Hash::cell(key, i, s.m_shift, s.m_seed);
    }
    std::array<std::uint64_t, 2> cells(std::uint64_t key) const {
        return {cell(key, 0), cell(key, 1)};
    }
    bool occupied(std::uint32_t i, std::uint64_t c) const { return s.m_used[i][c] != 0; }
    std::uint64_t key(std::uint32_t i, std::uint64_t c) const { return s.m_t[i][c]; }
    bool exchange(std::uint32_t i, std::uint64_t c, std::uint64_t& x) {
        if (!s.m_used[i][c]) {
            s.m_used[i][c] = 1;
            s.m_t[i][c] = x;
            return false;
        }
        std::swap(x, s.m_t[i][c]);
        return true;
    }
    // The key being placed counted: a rehash places as many keys as the table will hold.
    std::uint32_t maxLoop() const {
        return Loop::rounds(fastdetail::slotsOf(s.m_shift), s.m_size + 1);
    }
    std::vector<std::uint64_t> stored() const { return s.stored(); }
    static bool seedable() { return true; }
    void reseed() {
        s.m_seed = Hash::nextSeed(s.m_seed);
        s.resize(fastdetail::slotsOf(s.m_shift));
    }
    struct Saved {
        std::vector<std::uint64_t> t[2];
        std::vector<std::uint8_t> used[2];
        std::uint64_t seed;
    };
    Saved save() {
        Saved saved{{std::move(s.m_t[0]), std::move(s.m_t[1])},
                    {std::move(s.m_used[0]), std::move(s.m_used[1])},
                    s.m_seed};
        s.resize(fastdetail::slotsOf(s.m_shift));
        return saved;
    }
    void restore(Saved saved) {
        for (int i = 0; i < 2; ++i) {
            s.m_t[i] = std::move(saved.t[i]);
            s.m_used[i] = std::move(saved.used[i]);
        }
        s.m_seed = saved.seed;
    }
};

template <class Hash, class Loop>
BasicCuckooSet<Hash, Loop>::BasicCuckooSet(std::uint64_t capacity)
    : m_shift(fastdetail::shiftFor(capacity)) {
    resize(fastdetail::slotsOf(m_shift));
}

template <class Hash, class Loop>
bool BasicCuckooSet<Hash, Loop>::contains(std::uint64_t key) const {
    tables::detail::NoTrace quiet;
    return tables::detail::cuckooFind(Tables<const BasicCuckooSet>{*this}, key, quiet).has_value();
}

template <class Hash, class Loop>
bool BasicCuckooSet<Hash, Loop>::insert(std::uint64_t key) {
    if (contains(key))
        return false;
    tables::detail::NoTrace quiet;
    Tables<BasicCuckooSet> view{*this};
    // Grow when the pair of tables would pass α = n/2m = ½, or when neither the kicks nor new
    // seeds place the key (the tables are then as they were).
    if (m_size + 1 > m_t[0].size() ||
        !tables::detail::cuckooInsert(view, key, quiet, [](std::uint64_t) {}).placed) {
        std::vector<std::uint64_t> all = stored();
        all.push_back(key);
        rehash(all, m_t[0].size() * 2);
    }
    ++m_size;
    return true;
}

template <class Hash, class Loop>
bool BasicCuckooSet<Hash, Loop>::erase(std::uint64_t key) {
    tables::detail::NoTrace quiet;
    const auto at = tables::detail::cuckooFind(Tables<BasicCuckooSet>{*this}, key, quiet);
    if (!at)
        return false;
    m_used[at->table][at->slot] = 0;
    --m_size;
    return true;
}

template <class Hash, class Loop>
std::vector<std::uint64_t> BasicCuckooSet<Hash, Loop>::stored() const {
    std::vector<std::uint64_t> all;
    for (int t = 0; t < 2; ++t)
        for (std::uint64_t s = 0; s < m_t[t].size(); ++s)
            if (m_used[t][s])
                all.push_back(m_t[t][s]);
    return all;
}

// New seeds (the traced table's rehash policy, cuckoo.h) at each size from slotsPerTable on,
// doubling until every key fits.
template <class Hash, class Loop>
void BasicCuckooSet<Hash, Loop>::rehash(const std::vector<std::uint64_t>& keys,
                                        std::uint64_t slotsPerTable) {
    for (;; slotsPerTable *= 2) {
        resize(slotsPerTable);
        Tables<BasicCuckooSet> view{*this};
        if (tables::detail::cuckooRehash(view, keys, tables::tablelimits::kMaxRehashes))
            return;
    }
}

template <class Hash, class Loop>
void BasicCuckooSet<Hash, Loop>::resize(std::uint64_t slotsPerTable) {
    m_shift = fastdetail::shiftFor(slotsPerTable);
    for (int t = 0; t < 2; ++t) {
        m_t[t].assign(fastdetail::slotsOf(m_shift), 0);
        m_used[t].assign(m_t[t].size(), 0);
    }
}

template <class Hash, class Loop>
std::uint64_t BasicCuckooSet<Hash, Loop>::bytes() const {
    return 2 * m_t[0].size() * (sizeof(std::uint64_t) + 1);
}

template <class Hash, class Loop>
Layout BasicCuckooSet<Hash, Loop>::layout() const {
    Layout out;
    for (int t = 0; t < 2; ++t)
        for (std::uint64_t s = 0; s < m_t[t].size(); ++s)
            out.push_back(m_used[t][s] ? std::vector<std::uint64_t>{m_t[t][s]}
                                       : std::vector<std::uint64_t>{});
    return out;
}

} // namespace hashlab::tables::fast

#pragma once
// The lab's schemes as a program would use them, for measuring real speed: 64-bit integer keys,
// no traces, power-of-two sizes, the home slot taken from the high bits of splitmix64's mixer
// (a key's bits are spread before the shift, so sequential keys do not cluster). Each table
// grows by doubling before it would pass its maximum load (chaining 1, linear 7/8, Robin Hood
// 7/8, cuckoo 1/2 per pair of tables), as a production table does. The algorithms are the lab's
// own (core/src/tables: open_addressing.h, robin_hood.h, cuckoo.h, chaining.h), instantiated
// without a trace; the traced tables (hash_table.h) show them step by step.
#include "hashlab/common/mix.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace hashlab::tables::fast {

enum class Kind { Chaining, Linear, RobinHood, Cuckoo };
std::string_view kindName(Kind k); // chaining, linear, robinhood, cuckoo

// Where a key goes in a table of 2^(64 − shift) slots. Cuckoo's two tables mix the key with the
// seed and with its complement; a rehash moves to nextSeed. Tests substitute a hash of their own
// to compare a set with the lab's traced table slot for slot.
struct MixHash {
    static std::uint64_t home(std::uint64_t key, int shift) { return mix64(key) >> shift; }
    static std::uint64_t cell(std::uint64_t key, std::uint32_t table, int shift,
                              std::uint64_t seed) {
        return mix64(key ^ (table ? ~seed : seed)) >> shift;
    }
    static std::uint64_t nextSeed(std::uint64_t seed) { return mix64(seed + 1); }
};

// How many rounds cuckoo's kicks may run: Pagh and Rodler's MaxLoop = ⌈3·log_{1+ε} r⌉ for r
// slots a table holding n = r/(1+ε) keys, ε from the load at hand (3·log2 r at α = ¼, about 850
// rounds for 2^20 slots at α = 0.477), at most tablelimits::kMaxMaxLoop.
struct PaghRodlerLoop {
    static std::uint32_t rounds(std::uint64_t slotsPerTable, std::uint64_t keys);
};

// Each set: insert (false: already there), contains, erase (false: absent), size, bytes (the
// table's memory), and layout (each slot's keys: a chain in order, at most one key otherwise;
// cuckoo lists T1's slots, then T2's). The linear set has no erase: a deletion leaves a
// tombstone, and a lookup that must tell tombstones from keys costs a test more a lookup than
// the set measures (the traced table shows tombstones).
using Layout = std::vector<std::vector<std::uint64_t>>;

template <class Hash = MixHash>
class BasicChainedSet {
public:
    explicit BasicChainedSet(std::uint64_t capacity = 16);
    bool insert(std::uint64_t key);
    bool contains(std::uint64_t key) const;
    bool erase(std::uint64_t key);
    std::uint64_t size() const { return m_keys.size(); }
    std::uint64_t bytes() const;
    Layout layout() const;

private:
    template <class Self>
    struct Chains; // chaining.h's view of the arrays
    void grow();
    int m_shift;
    std::vector<std::uint32_t> m_head; // first node of each bucket, or none
    std::vector<std::uint32_t> m_next; // per node
    std::vector<std::uint64_t> m_keys; // per node (a node pool: no allocation per insert)
};

template <class Hash = MixHash>
class BasicLinearSet {
public:
    explicit BasicLinearSet(std::uint64_t capacity = 16);
    bool insert(std::uint64_t key);
    bool contains(std::uint64_t key) const;
    std::uint64_t size() const { return m_size; }
    std::uint64_t bytes() const;
    Layout layout() const;

private:
    template <class Self>
    struct Slots; // open_addressing.h's view of the arrays
    void grow();
    int m_shift;
    std::vector<std::uint64_t> m_keys;
    std::vector<std::uint8_t> m_state; // a SlotState: empty or occupied
    std::uint64_t m_size = 0;
};

template <class Hash = MixHash>
class BasicRobinHoodSet {
public:
    explicit BasicRobinHoodSet(std::uint64_t capacity = 16);
    bool insert(std::uint64_t key);
    bool contains(std::uint64_t key) const;
    bool erase(std::uint64_t key);
    std::uint64_t size() const { return m_size; }
    std::uint64_t bytes() const;
    Layout layout() const;

private:
    template <class Self>
    struct Slots; // robin_hood.h's view of the arrays
    void grow();
    int m_shift;
    std::vector<std::uint64_t> m_keys;
    std::vector<std::uint16_t> m_dist; // probe distance + 1; 0 marks an empty slot
    std::uint64_t m_size = 0;
};

template <class Hash = MixHash, class Loop = PaghRodlerLoop>
class BasicCuckooSet {
public:
    explicit BasicCuckooSet(std::uint64_t capacity = 16);
    bool insert(std::uint64_t key);
    bool contains(std::uint64_t key) const;
    bool erase(std::uint64_t key);
    std::uint64_t size() const { return m_size; }
    std::uint64_t bytes() const;
    Layout layout() const;

private:
    template <class Self>
    struct Tables; // cuckoo.h's view of the arrays
    std::vector<std::uint64_t> stored() const;
    void rehash(const std::vector<std::uint64_t>& keys, std::uint64_t slotsPerTable);
    void resize(std::uint64_t slotsPerTable);
    int m_shift;
    std::uint64_t m_seed = 0;
    std::vector<std::uint64_t> m_t[2];
    std::vector<std::uint8_t> m_used[2];
    std::uint64_t m_size = 0;
};

using ChainedSet = BasicChainedSet<>;
using LinearSet = BasicLinearSet<>;
using RobinHoodSet = BasicRobinHoodSet<>;
using CuckooSet = BasicCuckooSet<>;
// Compiled once, in fast_tables.cpp: callers call the sets as they would any library's.
extern template class BasicChainedSet<MixHash>;
extern template class BasicLinearSet<MixHash>;
extern template class BasicRobinHoodSet<MixHash>;
extern template class BasicCuckooSet<MixHash>;

} // namespace hashlab::tables::fast

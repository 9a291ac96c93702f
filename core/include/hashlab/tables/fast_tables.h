#pragma once
// The lab's schemes as a program would use them, for measuring real speed: 64-bit integer keys,
// no traces, power-of-two sizes, the home slot taken from the high bits of splitmix64's mixer
// (a key's bits are spread before the shift, so sequential keys do not cluster). Each table
// grows by doubling before it would pass its maximum load (chaining 1, linear 7/8, Robin Hood
// 7/8, cuckoo 1/2 per pair of tables), as a production table does; the lab's traced tables
// (hash_table.h) show the same algorithms step by step.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace hashlab::tables::fast {

enum class Kind { Chaining, Linear, RobinHood, Cuckoo };
std::string_view kindName(Kind k); // chaining, linear, robinhood, cuckoo

class ChainedSet {
public:
    explicit ChainedSet(std::uint64_t capacity = 16);
    bool insert(std::uint64_t key); // false: already there
    bool contains(std::uint64_t key) const;
    std::uint64_t size() const { return m_keys.size(); }
    std::uint64_t bytes() const;

private:
    void grow();
    int m_shift;
    std::vector<std::uint32_t> m_head; // first node of each bucket, or kNone
    std::vector<std::uint32_t> m_next; // per node
    std::vector<std::uint64_t> m_keys; // per node (a node pool: no allocation per insert)
};

class LinearSet {
public:
    explicit LinearSet(std::uint64_t capacity = 16);
    bool insert(std::uint64_t key);
    bool contains(std::uint64_t key) const;
    std::uint64_t size() const { return m_size; }
    std::uint64_t bytes() const;

private:
    void grow();
    int m_shift;
    std::vector<std::uint64_t> m_keys;
    std::vector<std::uint8_t> m_used;
    std::uint64_t m_size = 0;
};

class RobinHoodSet {
public:
    explicit RobinHoodSet(std::uint64_t capacity = 16);
    bool insert(std::uint64_t key);
    bool contains(std::uint64_t key) const;
    std::uint64_t size() const { return m_size; }
    std::uint64_t bytes() const;

private:
    void grow();
    int m_shift;
    std::vector<std::uint64_t> m_keys;
    std::vector<std::uint16_t> m_dist; // probe distance + 1; 0 marks an empty slot
    std::uint64_t m_size = 0;
};

class CuckooSet {
public:
    explicit CuckooSet(std::uint64_t capacity = 16);
    bool insert(std::uint64_t key);
    bool contains(std::uint64_t key) const;
    std::uint64_t size() const { return m_size; }
    std::uint64_t bytes() const;

private:
    std::optional<std::uint64_t> tryPlace(std::uint64_t key); // the key left in hand, if any
    std::vector<std::uint64_t> stored() const;
    void rehash(const std::vector<std::uint64_t>& keys, std::uint64_t slotsPerTable);
    void rebuild(std::uint64_t slotsPerTable);
    int m_shift;
    std::uint64_t m_seed = 0;
    std::vector<std::uint64_t> m_t[2];
    std::vector<std::uint8_t> m_used[2];
    std::uint64_t m_size = 0;
};

} // namespace hashlab::tables::fast

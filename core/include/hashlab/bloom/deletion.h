#pragma once
// The deletion policy of every filter that deletes (counting Bloom here; the cuckoo filter shares
// it): only a word that was inserted may be removed, once per insertion. A word that is not
// stored but that the filter answers "maybe" for shares all its cells with stored words;
// decrementing them (or, on a plain filter, clearing them) would turn those words into false
// negatives. The caller (the lab, `bloom trace`) knows what it inserted; the filter alone does
// not - only the lab's "Why not delete?" demo shows what the filter alone does.
#include "hashlab/bloom/filter.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::bloom {

// The words inserted and not yet removed, as a multiset in insertion order: a word inserted
// twice is held twice and needs two removals.
class InsertedWords {
public:
    void add(std::string_view word) { m_words.emplace_back(word); }
    bool contains(std::string_view word) const;
    std::size_t count(std::string_view word) const;
    // Removes one occurrence (the earliest); false if there is none.
    bool take(std::string_view word);
    // Every occurrence, in insertion order.
    const std::vector<std::string>& words() const { return m_words; }
    // Each stored word once, in the order of its first insertion.
    std::vector<std::string> distinct() const;
    bool operator==(const InsertedWords&) const = default;

private:
    std::vector<std::string> m_words;
};

// Removes `key` from the counting filter `f` if `inserted` holds it (and takes one occurrence
// from there); otherwise changes nothing and returns a Remove trace whose note is
// notInsertedRefusal's. A plain filter's traceRemove refuses by itself.
OpTrace traceRemoveInserted(BloomFilter& f, InsertedWords& inserted, std::string_view key);

// Why removing `key` is refused, or nullopt when `inserted` holds it. The reason depends on what
// the removal would do to `f`: decrement counters (counting) or clear bits (a plain filter's
// naive delete); it names the stored words whose cells would be hit, which would then read
// "definitely not present" - false negatives.
std::optional<Text> notInsertedRefusal(const BloomFilter& f, const InsertedWords& inserted,
                                       std::string_view key);

// The stored words (distinct, in insertion order) that share at least one cell with `key`.
std::vector<std::string> wordsSharingCells(const BloomFilter& f, const InsertedWords& inserted,
                                           std::string_view key);

} // namespace hashlab::bloom

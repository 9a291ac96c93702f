#pragma once
// The deletion policy of every filter that deletes (counting Bloom here; the cuckoo filter shares
// it): only a word that was inserted may be removed. A word that was never inserted but that the
// filter answers "maybe" for shares all its cells with stored words; decrementing them would turn
// those words into false negatives. The caller (the lab, `bloom trace`) knows what it inserted;
// the filter alone does not - only the "Why not delete?" demo shows what the filter alone does.
#include "hashlab/bloom/filter.h"

#include <string>
#include <string_view>
#include <vector>

namespace hashlab::bloom {

// The words inserted and not yet removed, as a multiset in insertion order.
class InsertedWords {
public:
    void add(std::string_view word) { m_words.emplace_back(word); }
    bool contains(std::string_view word) const;
    // Removes one occurrence; false if there is none.
    bool take(std::string_view word);
    const std::vector<std::string>& words() const { return m_words; }

private:
    std::vector<std::string> m_words;
};

// Removes `key` from the counting filter `f` if `inserted` holds it (and takes it from there);
// otherwise changes nothing and returns a Remove trace whose note explains the refusal, naming
// the stored words whose cells the removal would have decremented.
OpTrace traceRemoveInserted(BloomFilter& f, InsertedWords& inserted, std::string_view key);

// The stored words (distinct, in insertion order) that share at least one cell with `key`.
std::vector<std::string> wordsSharingCells(const BloomFilter& f, const InsertedWords& inserted,
                                           std::string_view key);

} // namespace hashlab::bloom

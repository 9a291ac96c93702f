#include "hashlab/bloom/deletion.h"

#include <algorithm>
#include <set>

namespace hashlab::bloom {

bool InsertedWords::contains(std::string_view word) const {
    return std::find(m_words.begin(), m_words.end(), word) != m_words.end();
}

std::size_t InsertedWords::count(std::string_view word) const {
    return static_cast<std::size_t>(std::count(m_words.begin(), m_words.end(), word));
}

bool InsertedWords::take(std::string_view word) {
    const auto it = std::find(m_words.begin(), m_words.end(), word);
    if (it == m_words.end())
        return false;
    m_words.erase(it);
    return true;
}

std::vector<std::string> InsertedWords::distinct() const {
    std::vector<std::string> out;
    for (const std::string& w : m_words)
        if (std::find(out.begin(), out.end(), w) == out.end())
            out.push_back(w);
    return out;
}

std::vector<std::string> wordsSharingCells(const BloomFilter& f, const InsertedWords& inserted,
                                           std::string_view key) {
    const std::vector<std::uint64_t> mine = f.indices(key);
    const std::set<std::uint64_t> cells(mine.begin(), mine.end());
    std::vector<std::string> out;
    for (const std::string& w : inserted.distinct()) {
        if (w == key)
            continue;
        const std::vector<std::uint64_t> theirs = f.indices(w);
        if (std::any_of(theirs.begin(), theirs.end(),
                        [&](std::uint64_t i) { return cells.count(i) != 0; }))
            out.push_back(w);
    }
    return out;
}

std::optional<Text> notInsertedRefusal(const BloomFilter& f, const InsertedWords& inserted,
                                       std::string_view key) {
    if (inserted.contains(key))
        return std::nullopt;
    const std::vector<std::string> hit = wordsSharingCells(f, inserted, key);
    const bool counting = f.variant() == Variant::Counting;
    // A counting filter refuses by itself to decrement a counter that is 0, so a word it answers
    // "definitely not" for could hurt no one; a naive clear on a plain filter hurts every word
    // that shares a bit with it, whatever the filter answers.
    if (hit.empty() || (counting && !f.mayContain(key)))
        return text(HASHLAB_TR("core", "'%1' is not stored (it was never inserted, or was "
                                       "removed as often as it was inserted): nothing to remove"),
                    std::string(key));
    constexpr std::size_t kNamed = 8;
    std::string names;
    for (std::size_t i = 0; i < hit.size() && i < kNamed; ++i)
        names += (i ? ", " : "") + hit[i];
    if (hit.size() > kNamed)
        names += ", …";
    if (counting)
        return text(HASHLAB_TR("core", "refused: '%1' is not stored (it was never inserted, or "
                                       "was removed as often as it was inserted), but the filter "
                                       "answers \"maybe\" for it; removing it would decrement "
                                       "cells that %2 stored word(s) rely on (%3), and those "
                                       "could then be reported \"definitely not present\": false "
                                       "negatives"),
                    std::string(key), std::to_string(hit.size()), names);
    return text(HASHLAB_TR("core", "refused: '%1' is not stored (it was never inserted, or was "
                                   "removed as often as it was inserted); clearing its bits would "
                                   "clear bits that %2 stored word(s) rely on (%3), and those "
                                   "would then be reported \"definitely not present\": false "
                                   "negatives"),
                std::string(key), std::to_string(hit.size()), names);
}

OpTrace traceRemoveInserted(BloomFilter& f, InsertedWords& inserted, std::string_view key) {
    if (f.variant() != Variant::Counting || inserted.contains(key)) {
        OpTrace t = f.traceRemove(key);
        if (t.result)
            inserted.take(key);
        return t;
    }
    OpTrace t = f.traceQuery(key);
    t.op = Op::Remove;
    t.result = false;
    t.note = *notInsertedRefusal(f, inserted, key);
    return t;
}

} // namespace hashlab::bloom

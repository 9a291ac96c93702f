#include "hashlab/bloom/deletion.h"

#include <algorithm>
#include <set>

namespace hashlab::bloom {

bool InsertedWords::contains(std::string_view word) const {
    return std::find(m_words.begin(), m_words.end(), word) != m_words.end();
}

bool InsertedWords::take(std::string_view word) {
    const auto it = std::find(m_words.begin(), m_words.end(), word);
    if (it == m_words.end())
        return false;
    m_words.erase(it);
    return true;
}

std::vector<std::string> wordsSharingCells(const BloomFilter& f, const InsertedWords& inserted,
                                           std::string_view key) {
    const std::vector<std::uint64_t> mine = f.indices(key);
    const std::set<std::uint64_t> cells(mine.begin(), mine.end());
    std::vector<std::string> out;
    for (const std::string& w : inserted.words()) {
        if (w == key || std::find(out.begin(), out.end(), w) != out.end())
            continue;
        const std::vector<std::uint64_t> theirs = f.indices(w);
        if (std::any_of(theirs.begin(), theirs.end(),
                        [&](std::uint64_t i) { return cells.count(i) != 0; }))
            out.push_back(w);
    }
    return out;
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
    if (!t.result) {
        t.note = text(HASHLAB_TR("core", "'%1' was never inserted and is definitely not present: "
                                         "nothing to remove"),
                      std::string(key));
        t.result = false;
        return t;
    }
    t.result = false;
    const std::vector<std::string> hit = wordsSharingCells(f, inserted, key);
    constexpr std::size_t kNamed = 8;
    std::string names;
    for (std::size_t i = 0; i < hit.size() && i < kNamed; ++i)
        names += (i ? ", " : "") + hit[i];
    if (hit.size() > kNamed)
        names += ", …";
    t.note = text(HASHLAB_TR("core", "refused: '%1' was never inserted, but the filter answers "
                                     "\"maybe\" for it; removing it would decrement cells that "
                                     "%2 stored word(s) rely on (%3), and those could then be "
                                     "reported \"definitely not present\": false negatives"),
                  std::string(key), std::to_string(hit.size()), names);
    return t;
}

} // namespace hashlab::bloom

// Issue 13 item 1: one deletion policy. Only a stored word may be removed, once per insertion;
// the refusal names the stored words whose cells the removal would hit - decremented on a
// counting filter, cleared by a plain filter's naive delete.
#include "hashlab/bloom/deletion.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace {

using namespace hashlab::bloom;

BloomFilter make(Variant v, std::uint64_t m, unsigned k) {
    return std::move(BloomFilter::create({v, m, k, 1, 4})).value();
}

// The stored words sharing a cell with `key`, from the indices alone.
std::vector<std::string> sharing(const BloomFilter& f, const std::vector<std::string>& stored,
                                 const std::string& key) {
    const auto mine = f.indices(key);
    std::vector<std::string> out;
    for (const std::string& w : stored) {
        const auto theirs = f.indices(w);
        if (std::any_of(theirs.begin(), theirs.end(), [&](std::uint64_t i) {
                return std::find(mine.begin(), mine.end(), i) != mine.end();
            }))
            out.push_back(w);
    }
    return out;
}

std::vector<unsigned> cells(const BloomFilter& f) {
    std::vector<unsigned> out;
    for (std::uint64_t i = 0; i < f.m(); ++i)
        out.push_back(f.cell(i));
    return out;
}

// (not named("w", i): GCC 12 warns falsely about that with -Wrestrict)
std::string named(const char* prefix, int i) {
    std::string s = prefix;
    s += std::to_string(i);
    return s;
}

const std::vector<std::string> kStored = {"a", "b", "c", "d", "e", "f", "g", "h"};

// A word never inserted that the filter answers "maybe" for.
std::string ghostOf(const BloomFilter& f) {
    for (int i = 0; i < 1000; ++i) {
        const std::string w = named("ghost", i);
        if (f.mayContain(w))
            return w;
    }
    ADD_FAILURE() << "no maybe-word among 1000";
    return {};
}

TEST(InsertedWords, IsAMultisetInInsertionOrder) {
    InsertedWords w;
    w.add("x");
    w.add("y");
    w.add("x");
    EXPECT_EQ(w.count("x"), 2u);
    EXPECT_EQ(w.distinct(), (std::vector<std::string>{"x", "y"}));
    EXPECT_TRUE(w.take("x"));
    EXPECT_EQ(w.count("x"), 1u);
    EXPECT_EQ(w.words(), (std::vector<std::string>{"y", "x"}));
    EXPECT_TRUE(w.take("x"));
    EXPECT_FALSE(w.contains("x"));
    EXPECT_FALSE(w.take("x"));
}

TEST(Deletion, AWordInsertedTwiceNeedsTwoRemovalsAndAThirdIsRefused) {
    BloomFilter f = make(Variant::Counting, 64, 3);
    InsertedWords inserted;
    for (int i = 0; i < 2; ++i) {
        f.add("apple");
        inserted.add("apple");
    }
    const auto idx = f.indices("apple");
    ASSERT_EQ(std::set<std::uint64_t>(idx.begin(), idx.end()).size(), 3u);
    for (unsigned left : {1u, 0u}) {
        const OpTrace t = traceRemoveInserted(f, inserted, "apple");
        EXPECT_TRUE(t.result);
        for (auto i : idx)
            EXPECT_EQ(f.cell(i), left);
        EXPECT_EQ(inserted.count("apple"), left);
    }
    const OpTrace third = traceRemoveInserted(f, inserted, "apple");
    EXPECT_FALSE(third.result);
    EXPECT_NE(third.note.english().find("removed as often as it was inserted"), std::string::npos)
        << third.note.english();
}

TEST(Deletion, CountingRefusalOfAMaybeWordNamesTheStoredWordsItWouldDecrement) {
    BloomFilter f = make(Variant::Counting, 16, 2);
    InsertedWords inserted;
    for (const std::string& w : kStored) {
        f.add(w);
        inserted.add(w);
    }
    const std::string ghost = ghostOf(f);
    const auto before = cells(f);
    const OpTrace t = traceRemoveInserted(f, inserted, ghost);
    EXPECT_FALSE(t.result);
    EXPECT_EQ(cells(f), before);
    EXPECT_EQ(inserted.words(), kStored);
    const std::string note = t.note.english();
    const auto hit = sharing(f, kStored, ghost);
    ASSERT_FALSE(hit.empty());
    EXPECT_NE(note.find(std::to_string(hit.size()) + " stored word(s)"), std::string::npos) << note;
    for (const std::string& w : hit)
        EXPECT_NE(note.find(w), std::string::npos) << w << " in " << note;
    EXPECT_NE(note.find("false negatives"), std::string::npos);
}

TEST(Deletion, PlainFilterRefusalNamesTheWordsWhoseBitsANaiveClearWouldErase) {
    BloomFilter f = make(Variant::Double, 32, 3);
    InsertedWords inserted;
    f.add("apple");
    inserted.add("apple");
    f.add("pear");
    inserted.add("pear");
    EXPECT_FALSE(notInsertedRefusal(f, inserted, "apple").has_value());
    // A word never inserted sharing a bit with "apple" only: found by the indices.
    std::string other;
    for (int i = 0; i < 1000 && other.empty(); ++i) {
        const std::string w = named("w", i);
        if (sharing(f, {"apple", "pear"}, w) == std::vector<std::string>{"apple"})
            other = w;
    }
    ASSERT_FALSE(other.empty());
    const auto why = notInsertedRefusal(f, inserted, other);
    ASSERT_TRUE(why.has_value());
    EXPECT_NE(why->english().find("clearing its bits"), std::string::npos) << why->english();
    EXPECT_NE(why->english().find("1 stored word(s) rely on (apple)"), std::string::npos)
        << why->english();
}

// A stored word whose counters cannot support the removal (here: the truth says "stored", the
// counters were never incremented) is refused too, and neither the filter nor the truth changes.
TEST(Deletion, AStoredWordTheCountersCannotSupportIsRefused) {
    BloomFilter f = make(Variant::Counting, 64, 3);
    InsertedWords inserted;
    inserted.add("apple");
    f.add("pear");
    const auto before = cells(f);
    const OpTrace t = traceRemoveInserted(f, inserted, "apple");
    EXPECT_FALSE(t.result);
    EXPECT_FALSE(t.note.empty());
    EXPECT_EQ(cells(f), before);
    EXPECT_EQ(inserted.count("apple"), 1u);
}

TEST(Deletion, AWordSharingNoCellWithAStoredWordHasNothingToRemove) {
    BloomFilter f = make(Variant::Counting, 1024, 2);
    InsertedWords inserted;
    f.add("apple");
    inserted.add("apple");
    std::string far;
    for (int i = 0; i < 1000 && far.empty(); ++i)
        if (sharing(f, {"apple"}, named("w", i)).empty())
            far = named("w", i);
    const auto why = notInsertedRefusal(f, inserted, far);
    ASSERT_TRUE(why.has_value());
    EXPECT_NE(why->english().find("nothing to remove"), std::string::npos);
}

} // namespace

// The Bloom lab's word-file import: one word a line, limits and errors naming the line.
#include "hashlab/bloom/word_file.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab::bloom;

TEST(WordFile, ReadsOneWordALineSkippingEmptyLinesAndCarriageReturns) {
    auto w = parseWordLines("apple\r\n\nbanana\n  cherry \nlast", "file");
    ASSERT_TRUE(w.ok());
    EXPECT_EQ(*w, (std::vector<std::string>{"apple", "banana", "  cherry ", "last"}));
}

TEST(WordFile, RefusesEmptyFilesLongWordsAndTooManyWordsNamingTheLine) {
    EXPECT_EQ(parseWordLines("\n\r\n", "file").error().parameter, "file");
    const std::string longWord(limits::kMaxWordBytes + 1, 'x');
    auto tooLong = parseWordLines("a\nb\n" + longWord + "\n", "file");
    ASSERT_FALSE(tooLong.ok());
    EXPECT_NE(tooLong.error().text().find("line 3"), std::string::npos) << tooLong.error().text();
    EXPECT_TRUE(parseWordLines(std::string(limits::kMaxWordBytes, 'x'), "file").ok());
    std::string many;
    for (std::size_t i = 0; i <= limits::kMaxImportWords; ++i)
        many += "w" + std::to_string(i) + "\n";
    auto tooMany = parseWordLines(many, "file");
    ASSERT_FALSE(tooMany.ok());
    EXPECT_NE(tooMany.error().text().find("line 10001"), std::string::npos)
        << tooMany.error().text();
}

} // namespace

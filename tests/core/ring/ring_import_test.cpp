// CSV imports: what a good file gives, and the line every bad one is refused at.
#include "hashlab/ring/import.h"

#include <gtest/gtest.h>

#include <string>

namespace {

using namespace hashlab::ring;

std::string errorOf(std::string_view csv) {
    auto r = parseNodeCsv(csv, "node-file");
    EXPECT_FALSE(r.ok()) << csv;
    if (r.ok())
        return "";
    EXPECT_EQ(r.error().parameter, "node-file");
    return r.error().message;
}

std::string keyErrorOf(std::string_view csv, std::string_view count = "count") {
    auto r = parseKeyCsv(csv, "key", count, "key-csv");
    EXPECT_FALSE(r.ok()) << csv;
    if (r.ok())
        return "";
    EXPECT_EQ(r.error().parameter, "key-csv");
    return r.error().message;
}

TEST(Import, NodesWithHeaderQuotesAndDefaults) {
    auto r = parseNodeCsv("Name,Weight,Rack\r\nA,1,r1\n\n\"B,2\",2.5,r2\nC,,\nD\n", "node-file");
    ASSERT_TRUE(r.ok()) << r.error().text();
    ASSERT_EQ(r->nodes.size(), 4u);
    EXPECT_EQ(r->nodes[1].name, "B,2");
    EXPECT_DOUBLE_EQ(r->nodes[1].weight, 2.5);
    EXPECT_DOUBLE_EQ(r->nodes[2].weight, 1.0);
    EXPECT_EQ(r->racks, (std::vector<std::string>{"r1", "r2", "default", "default"}));
}

TEST(Import, BadNodeFilesNameTheLine) {
    EXPECT_EQ(errorOf("A,1\nB,x\n").rfind("line 2: ", 0), 0u);
    EXPECT_EQ(errorOf("A\nB\nA\n"), "line 3: duplicate node name 'A'");
    EXPECT_EQ(errorOf("A,1,r,extra\n"), "line 1: expected name,weight,rack, got 4 fields");
    EXPECT_EQ(errorOf("A\n\"B\n"), "line 2: a quoted field is not closed on its line");
    EXPECT_EQ(errorOf("\"A\"x,1\n"), "line 1: text after a closing quote");
    EXPECT_EQ(errorOf(",1\n"), "line 1: a node name must have 1 to 64 characters");
    EXPECT_EQ(errorOf("A,0\n").rfind("line 1: ", 0), 0u);
    EXPECT_EQ(errorOf("name,weight\n"), "the file holds no nodes");
    EXPECT_EQ(errorOf("A," + std::string(limits::kMaxCsvLine, '1')),
              "line 1: longer than 1048576 bytes");
    std::string many;
    for (int i = 0; i <= 1000; ++i)
        many += "n" + std::to_string(i) + "\n";
    EXPECT_EQ(errorOf(many), "line 1001: at most 1000 nodes");
}

TEST(Import, KeysFromAColumnWithCounts) {
    auto r = parseKeyCsv("id,key,count\n1,user:1,10\n2,\"a \"\"q\"\" key\",0\n\n3,{t}x,7\n", "key",
                         "count", "key-csv");
    ASSERT_TRUE(r.ok()) << r.error().text();
    EXPECT_EQ(r->keys, (std::vector<std::string>{"user:1", "a \"q\" key", "{t}x"}));
    EXPECT_EQ(r->counts, (std::vector<std::uint64_t>{10, 0, 7}));
    auto plain = parseKeyCsv("key\nx\ny\n", "key", "", "key-csv");
    ASSERT_TRUE(plain.ok());
    EXPECT_TRUE(plain->counts.empty());
}

TEST(Import, BadKeyFilesNameTheLine) {
    EXPECT_EQ(keyErrorOf("id,count\n1,2\n"), "line 1: the header has no column 'key'");
    EXPECT_EQ(keyErrorOf("key,hits\n1,2\n"), "line 1: the header has no column 'count'");
    EXPECT_EQ(keyErrorOf("key,count\na,1\nb\n"), "line 3: 1 fields, the columns named need 2");
    EXPECT_EQ(keyErrorOf("key,count\na,-1\n"),
              "line 2: the count must be an integer from 0 to 1000000000000, got '-1'");
    EXPECT_EQ(keyErrorOf("key,count\na,1000000000001\n").rfind("line 2: ", 0), 0u);
    EXPECT_EQ(keyErrorOf("key,count\n,1\n"), "line 2: the key is empty");
    EXPECT_EQ(keyErrorOf("key,count\n"), "the file holds no keys");
    EXPECT_EQ(keyErrorOf("\n\n"), "the file is empty: it needs a header");
    std::string big = "key,count\n";
    for (int i = 0; i < 1001; ++i)
        big += "k" + std::to_string(i) + ",1000000000000\n";
    EXPECT_EQ(keyErrorOf(big), "line 1002: the counts add up to more than 1000000000000000");
}

} // namespace

namespace {

// --key-file and the window's key-file import: one key a line, CRLF or LF, blank lines skipped.
TEST(Import, KeyLinesKeepEveryNonEmptyLineAsItIs) {
    auto r = hashlab::ring::parseKeyLines("alpha\r\n\n b c \nalpha\n\r\nlast", "key-file");
    ASSERT_TRUE(r.ok()) << r.error().text();
    EXPECT_EQ(*r, (std::vector<std::string>{"alpha", " b c ", "alpha", "last"}));
    for (std::string_view empty : {"", "\n\r\n\n"}) {
        auto e = hashlab::ring::parseKeyLines(empty, "key-file");
        ASSERT_FALSE(e.ok());
        EXPECT_EQ(e.error().parameter, "key-file");
        EXPECT_NE(e.error().message.find("no keys"), std::string::npos) << e.error().message;
    }
}

} // namespace

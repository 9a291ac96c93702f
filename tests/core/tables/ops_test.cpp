// The --ops grammar (issue 13 item 8), parsed once in core for every table command.
#include "hashlab/tables/ops.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab::tables;

TEST(TableOps, ParsesInsertDeleteFindInOrderWithNegativeKeysAndSpaces) {
    auto ops = parseOps("i:10, i:22,d:10 ,f:22,i:-31", 100);
    ASSERT_TRUE(ops.ok()) << ops.error().message;
    const std::vector<TableOp> want = {{OpKind::Insert, "10"},
                                       {OpKind::Insert, "22"},
                                       {OpKind::Delete, "10"},
                                       {OpKind::Find, "22"},
                                       {OpKind::Insert, "-31"}};
    EXPECT_EQ(*ops, want);
}

TEST(TableOps, ErrorsNameTheOperationAndWhatWasExpected) {
    struct Case {
        const char* text;
        const char* mention;
    };
    for (const Case& c : {Case{"i:1,,f:2", "operation 2 ''"}, Case{"x:1", "operation 1 'x:1'"},
                          Case{"i1", "expected i:KEY"}, Case{"i:1,d:", "the key is missing"},
                          Case{"", "operation 1"}}) {
        auto r = parseOps(c.text, 100);
        ASSERT_FALSE(r.ok()) << c.text;
        EXPECT_EQ(r.error().parameter, "ops");
        EXPECT_NE(r.error().message.find(c.mention), std::string::npos) << r.error().message;
    }
}

TEST(TableOps, RefusesMoreThanTheLimitBeforeStoringAny) {
    EXPECT_TRUE(parseOps("i:1,i:2,i:3", 3).ok());
    auto r = parseOps("i:1,i:2,i:3,i:4", 3);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("at most 3"), std::string::npos) << r.error().message;
}

} // namespace

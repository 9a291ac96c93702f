// Every bad input of the issue is refused with a message naming the parameter.
#include "hashlab/ring/placement.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab::ring;

Config base() {
    Config c;
    c.nodes = {{"A", 1}, {"B", 1}, {"C", 1}};
    c.vnodes = 10;
    return c;
}

void expectError(const hashlab::Status& s, const std::string& parameter, const std::string& part) {
    ASSERT_FALSE(s.ok());
    EXPECT_EQ(s.error().parameter, parameter) << s.error().text();
    EXPECT_NE(s.error().message.find(part), std::string::npos) << s.error().text();
}

TEST(RingValidation, RefusesDuplicateAndEmptyNames) {
    Config c = base();
    c.nodes.push_back({"A", 1});
    expectError(validate(c), "nodes", "duplicate");
    c = base();
    c.nodes.push_back({"", 1});
    expectError(validate(c), "nodes", "empty");
    c.nodes.clear();
    expectError(validate(c), "nodes", "at least one");
}

TEST(RingValidation, RefusesBadWeights) {
    Config c = base();
    c.nodes[1].weight = 0;
    expectError(validate(c), "weights", "above 0");
    c.nodes[1].weight = -2;
    expectError(validate(c), "weights", "above 0");
    EXPECT_FALSE(parseWeight("abc").ok());
    EXPECT_FALSE(parseWeight("1x").ok());
    EXPECT_FALSE(parseWeight("nan").ok());
    EXPECT_FALSE(parseWeight("0").ok());
    EXPECT_TRUE(parseWeight("2.5").ok());
    auto wrongLength = parseNodes({"A", "B"}, {"1"});
    ASSERT_FALSE(wrongLength.ok());
    EXPECT_EQ(wrongLength.error().parameter, "weights");
    EXPECT_NE(wrongLength.error().message.find("one weight per node"), std::string::npos);
}

TEST(RingValidation, RefusesUnequalWeightsWhereTheAlgorithmCannotWeight) {
    Config c = base();
    c.nodes[0].weight = 2;
    for (Algo a : {Algo::Jump, Algo::Maglev, Algo::Modulo}) {
        c.algo = a;
        expectError(validate(c), "weights", "cannot weight");
    }
    c.algo = Algo::Rendezvous;
    EXPECT_TRUE(validate(c).ok());
}

TEST(RingValidation, RefusesVnodesOutOfRange) {
    Config c = base();
    c.vnodes = 0;
    expectError(validate(c), "vnodes", "1 to 10000");
    c.vnodes = 10001;
    expectError(validate(c), "vnodes", "1 to 10000");
    c.vnodes = 10000;
    EXPECT_TRUE(validate(c).ok());
}

TEST(RingValidation, RefusesUnknownAlgorithmAndHash) {
    EXPECT_EQ(parseAlgo("chord").error().parameter, "algo");
    EXPECT_EQ(parseKeyHash("crc32").error().parameter, "hash");
    EXPECT_TRUE(parseAlgo("maglev").ok());
    EXPECT_TRUE(parseKeyHash("identity").ok());
}

TEST(RingValidation, RemovingUnknownOrLastNodeIsRefusedAndNothingChanges) {
    const Config c = base();
    auto unknown = withRemoved(c, {"Z"});
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().parameter, "remove");
    EXPECT_NE(unknown.error().message.find("unknown node 'Z'"), std::string::npos);
    Config one = base();
    one.nodes.resize(1);
    auto r = withRemoved(one, {"A"});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("last node"), std::string::npos);
    EXPECT_EQ(c, base());
    auto dup = withAdded(c, {{"B", 1}});
    ASSERT_FALSE(dup.ok());
    EXPECT_EQ(dup.error().parameter, "add");
}

TEST(RingValidation, JumpRemovesOnlyTheLastBucket) {
    Config c = base();
    c.algo = Algo::Jump;
    auto middle = withRemoved(c, {"B"});
    ASSERT_FALSE(middle.ok());
    EXPECT_NE(middle.error().message.find("only remove the last bucket"), std::string::npos);
    EXPECT_TRUE(withRemoved(c, {"C"}).ok());
}

TEST(RingValidation, IdentityHashRefusesNonIntegerKeys) {
    Config c = base();
    c.hash = KeyHash::Identity;
    auto p = build(c);
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(*(*p)->keyHash("18446744073709551615"), 18446744073709551615ULL);
    for (const char* bad : {"key-0", "", "-1", "18446744073709551616", "12 ", "0x10"}) {
        auto h = (*p)->keyHash(bad);
        ASSERT_FALSE(h.ok()) << bad;
        EXPECT_EQ(h.error().parameter, "key");
    }
    auto all = (*p)->hashKeys(KeySource::generated(3));
    ASSERT_FALSE(all.ok());
    EXPECT_NE(all.error().message.find("key 1"), std::string::npos) << all.error().text();
}

TEST(RingValidation, KetamaInsistsOnMd5) {
    Config c = base();
    c.algo = Algo::Ketama;
    expectError(validate(c), "hash", "md5");
}

} // namespace

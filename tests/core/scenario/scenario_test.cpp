#include "hashlab/scenario/scenario.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab::scenario;

TEST(Scenario, RoundTripsThroughSerialize) {
    Scenario s;
    s.lab = "ring";
    s.title["en"] = "Virtual nodes";
    s.caption["en"] = "Virtual nodes fix skew";
    s.caption["zh_CN"] = "虚拟节点消除倾斜";
    s.state = {{"vnodes", 100}, {"nodes", {"A", "B"}}};
    auto back = parse(serialize(s));
    ASSERT_TRUE(back.ok()) << back.error().text();
    EXPECT_EQ(back->lab, "ring");
    EXPECT_EQ(back->caption.at("zh_CN"), "虚拟节点消除倾斜");
    EXPECT_EQ(back->title.at("en"), "Virtual nodes");
    EXPECT_EQ(back->state, s.state);
}

TEST(Scenario, RefusesMalformedAndForeignFiles) {
    EXPECT_FALSE(parse("{").ok());
    EXPECT_FALSE(parse("[1,2]").ok());
    EXPECT_FALSE(parse(R"({"schema":1,"lab":"ring","state":{}})").ok()); // no format tag
    EXPECT_FALSE(
        parse(R"({"format":"hashlab-scenario","schema":"1","lab":"ring","state":{}})").ok());
    EXPECT_FALSE(parse(R"({"format":"hashlab-scenario","schema":1,"lab":"","state":{}})").ok());
    EXPECT_FALSE(parse(R"({"format":"hashlab-scenario","schema":1,"lab":"ring","state":[]})").ok());
    EXPECT_FALSE(
        parse(
            R"({"format":"hashlab-scenario","schema":1,"lab":"ring","caption":{"en":1},"state":{}})")
            .ok());
}

// Regression: fuzz_scenario found that a number beyond a double's range escaped as an exception.
TEST(Scenario, NumbersBeyondADoubleAreRefusedNotThrown) {
    auto r = parse("1111111111111111111111289434033540621202e4340");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("number overflow"), std::string::npos);
    EXPECT_FALSE(
        parse(R"({"format":"hashlab-scenario","schema":1,"lab":"ring","state":{"x":1e999}})").ok());
}

TEST(Scenario, NewerSchemaIsRefusedWithTheVersionsNamed) {
    auto r = parse(R"({"format":"hashlab-scenario","schema":3,"lab":"ring","state":{}})");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().parameter, "schema");
    EXPECT_NE(r.error().message.find("schema 3"), std::string::npos);
    EXPECT_NE(r.error().message.find("up to schema 2"), std::string::npos);
}

TEST(Scenario, ALessonIsNotASingleStateAndSaysSo) {
    auto r = parse(R"({"format":"hashlab-scenario","schema":2,"steps":[]})");
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("guided lesson"), std::string::npos);
}

TEST(Scenario, OversizedTextIsRefusedBeforeParsing) {
    std::string big(kMaxBytes + 1, ' ');
    auto r = parse(big);
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("limited"), std::string::npos);
}

} // namespace

#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

using hashlab::test::runHashlab;

TEST(CliHash, Murmur3X64PrintsWhatPythonMmh3Prints) {
    auto r = runHashlab(
        {"hash", "--algo", "murmur3_x64_128", "--seed", "42", "--text", "foo", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["algo"], "murmur3_x64_128");
    EXPECT_EQ(j["seed"], 42);
    EXPECT_EQ(j["mmh3_int"], "215966891540331383248189432718888555506");
    EXPECT_EQ(j["hex"].get<std::string>().size(), 32u);
}

TEST(CliHash, HexInputAndTextInputAgree) {
    auto a = runHashlab({"hash", "--algo", "md5", "--text", "abc", "--json"});
    auto b = runHashlab({"hash", "--algo", "md5", "--hex", "616263", "--json"});
    ASSERT_EQ(a.exitCode, 0);
    ASSERT_EQ(b.exitCode, 0);
    EXPECT_EQ(nlohmann::json::parse(a.out)["hex"], "900150983cd24fb0d6963f7d28e17f72");
    EXPECT_EQ(a.out, b.out);
}

TEST(CliHash, ReadableTextWithoutJson) {
    auto r = runHashlab({"hash", "--algo", "sha256", "--text", "abc"});
    ASSERT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("hex: ba7816bf"), std::string::npos) << r.out;
}

struct BadCase {
    std::vector<std::string> args;
    std::string mustMention;
};

class CliHashBadInput : public ::testing::TestWithParam<BadCase> {};

TEST_P(CliHashBadInput, ExitsTwoWithAMessageNamingTheParameter) {
    auto r = runHashlab(GetParam().args, 10);
    hashlab::test::expectUsageError(r, GetParam().mustMention);
}

INSTANTIATE_TEST_SUITE_P(
    Table, CliHashBadInput,
    ::testing::Values(
        BadCase{{"hash", "--algo", "crc32", "--text", "x"}, "--algo"},
        BadCase{{"hash", "--text", "x"}, "--algo"}, BadCase{{"hash", "--algo", "md5"}, "--text"},
        BadCase{{"hash", "--algo", "md5", "--text", "x", "--hex", "00"}, "--hex"},
        BadCase{{"hash", "--algo", "md5", "--seed", "1", "--text", "x"}, "--seed"},
        BadCase{{"hash", "--algo", "murmur3_x86_32", "--seed", "4294967296", "--text", "x"},
                "4294967295"},
        BadCase{{"hash", "--algo", "xxh3_64", "--seed", "-1", "--text", "x"}, "--seed"},
        BadCase{{"hash", "--algo", "md5", "--hex", "abc"}, "--hex"},
        BadCase{{"hash", "--algo", "md5", "--text"}, "--text"},
        BadCase{{"hash", "--algo", "md5", "--bogus", "1", "--text", "x"}, "--bogus"},
        BadCase{{"hash", "--algo", "md5", "--text", "a", "--text", "b"}, "twice"},
        BadCase{{"frobnicate"}, "frobnicate"}));

TEST(CliTop, VersionAndHelp) {
    auto v = runHashlab({"--version"});
    EXPECT_EQ(v.exitCode, 0);
    EXPECT_EQ(v.out.rfind("hashlab ", 0), 0u);
    auto h = runHashlab({"--help"});
    EXPECT_EQ(h.exitCode, 0);
    for (const char* sub : {"hash", "ring", "probe", "bloom", "collide", "export"})
        EXPECT_NE(h.out.find(sub), std::string::npos) << sub;
    auto hh = runHashlab({"hash", "--help"});
    EXPECT_EQ(hh.exitCode, 0);
    EXPECT_NE(hh.out.find("--algo"), std::string::npos);
}

} // namespace

#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"
#include "support/run_json.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace {

using hashlab::test::runHashlab;
using hashlab::test::runJson;

std::string writeKeys(const std::string& name, const std::vector<std::string>& lines) {
    const std::string path = ::testing::TempDir() + name;
    std::ofstream out(path);
    for (const auto& l : lines)
        out << l << "\n";
    return path;
}

TEST(CliRing, AddingAFourthNodeReportsTheContractFields) {
    auto j = runJson({"ring", "--nodes", "A,B,C", "--keys", "10000", "--add", "D"});
    EXPECT_EQ(j["algo"], "ring");
    EXPECT_EQ(j["nodes"], nlohmann::json::array({"A", "B", "C"}));
    EXPECT_EQ(j["keys"], 10000);
    std::uint64_t sum = 0;
    for (auto& [node, count] : j["load"].items())
        sum += count.get<std::uint64_t>();
    EXPECT_EQ(sum, 10000u);
    EXPECT_TRUE(j.contains("stddev"));
    EXPECT_TRUE(j.contains("max_over_mean"));
    EXPECT_FALSE(j.contains("owners"));
    const auto& a = j["after"];
    EXPECT_EQ(a["nodes"].size(), 4u);
    EXPECT_DOUBLE_EQ(a["ideal_fraction"].get<double>(), 0.25);
    // Every moved key went to D, so D's load is the moved count.
    EXPECT_EQ(a["moved"], a["load"]["D"]);
    EXPECT_DOUBLE_EQ(a["moved_fraction"].get<double>(), a["moved"].get<double>() / 10000.0);
    EXPECT_FALSE(a.contains("owners"));
}

TEST(CliRing, JumpWithIdentityKeysReproducesGuavasGoldenBuckets) {
    // Guava HashingTest golden100: consistentHash(i, 100) for i = 0..19.
    std::vector<std::string> keys, nodes;
    for (int i = 0; i < 20; ++i)
        keys.push_back(std::to_string(i));
    std::string nodeList;
    for (int i = 0; i < 100; ++i)
        nodeList += (i ? ",n" : "n") + std::to_string(i);
    auto j = runJson({"ring", "--nodes", nodeList, "--algo", "jump", "--hash", "identity",
                      "--key-file", writeKeys("jump_keys.txt", keys), "--owners"});
    const int golden[] = {0,  55, 62, 8,  45, 59, 86, 97, 82, 59,
                          73, 37, 17, 56, 86, 21, 90, 37, 38, 83};
    ASSERT_EQ(j["owners"].size(), 20u);
    for (int i = 0; i < 20; ++i)
        EXPECT_EQ(j["owners"][i], "n" + std::to_string(golden[i])) << i;
}

TEST(CliRing, OwnersAfterARemoveDifferOnlyForTheRemovedNodesKeys) {
    auto j = runJson({"ring", "--nodes", "A,B,C,D", "--vnodes", "50", "--keys", "3000", "--remove",
                      "B", "--owners"});
    const auto& before = j["owners"];
    const auto& after = j["after"]["owners"];
    ASSERT_EQ(before.size(), 3000u);
    ASSERT_EQ(after.size(), 3000u);
    int moved = 0;
    for (std::size_t i = 0; i < 3000; ++i)
        if (before[i] != after[i]) {
            EXPECT_EQ(before[i], "B");
            ++moved;
        }
    EXPECT_EQ(moved, j["load"]["B"].get<int>());
    EXPECT_EQ(moved, j["after"]["moved"].get<int>());
}

TEST(CliRing, ModuloMovesAlmostEverythingOnAnAdd) {
    auto j = runJson({"ring", "--nodes", "A,B,C,D,E,F,G,H,I,J", "--algo", "modulo", "--keys",
                      "50000", "--add", "K"});
    EXPECT_NEAR(j["after"]["moved_fraction"].get<double>(), 10.0 / 11.0, 0.01);
}

TEST(CliRing, KetamaUsesMd5AndAcceptsWeights) {
    auto j = runJson({"ring", "--nodes", "10.0.1.1:11211,10.0.1.2:11211", "--weights", "1,3",
                      "--algo", "ketama", "--keys", "20000"});
    EXPECT_EQ(j["hash"], "md5");
    EXPECT_GT(j["load"]["10.0.1.2:11211"].get<int>(), 2 * j["load"]["10.0.1.1:11211"].get<int>());
}

TEST(CliRing, EveryAlgorithmRuns) {
    for (const char* algo :
         {"ring", "ketama", "jump", "rendezvous", "maglev", "modulo", "bounded"}) {
        auto j =
            runJson({"ring", "--nodes", "A,B,C", "--algo", algo, "--keys", "1000", "--add", "D"});
        EXPECT_EQ(j["algo"], algo);
        EXPECT_EQ(j["after"]["nodes"].size(), 4u);
    }
}

// Issue 13 item 11: no float noise in text output (6 significant digits), full precision in JSON,
// and max/mean computed once from the integers.
TEST(CliRing, TextPrintsSixSignificantDigitsAndJsonTheExactRatio) {
    const std::vector<std::string> a = {"ring", "--nodes", "A,B,C,D,E,F,G", "--keys", "100000"};
    auto j = runJson(a);
    std::uint64_t mx = 0, total = 0;
    for (const auto& [node, count] : j["load"].items()) {
        mx = std::max<std::uint64_t>(mx, count.get<std::uint64_t>());
        total += count.get<std::uint64_t>();
    }
    ASSERT_EQ(total, 100000u);
    EXPECT_EQ(j["max_over_mean"].get<double>(), double(mx) * 7.0 / 100000.0);
    auto r = runHashlab(a);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    std::istringstream lines(r.out);
    std::string line;
    int floats = 0;
    while (std::getline(lines, line)) {
        const auto colon = line.find(": ");
        if (colon == std::string::npos)
            continue;
        const std::string value = line.substr(colon + 2);
        if (value.find('.') == std::string::npos ||
            value.find_first_not_of("0123456789.e+-") != std::string::npos)
            continue;
        ++floats;
        const std::string mantissa = value.substr(0, value.find('e'));
        const auto digits = std::count_if(mantissa.begin(), mantissa.end(),
                                          [](char c) { return c >= '0' && c <= '9'; });
        EXPECT_LE(digits, 7) << line; // 6 significant digits, plus a leading "0." at most
    }
    EXPECT_GE(floats, 2) << r.out; // stddev and max_over_mean
}

TEST(CliRing, ReadableTextAndHelpListsEveryLimit) {
    auto r = runHashlab({"ring", "--nodes", "A,B", "--keys", "10"});
    ASSERT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("max_over_mean:"), std::string::npos) << r.out;
    auto h = runHashlab({"ring", "--help"});
    ASSERT_EQ(h.exitCode, 0);
    for (const char* limit : {"1 to 10000", "10000000", "1000000", "0 to 10", "--key-file"})
        EXPECT_NE(h.out.find(limit), std::string::npos) << limit;
}

struct BadCase {
    std::vector<std::string> args;
    std::string mustMention;
};

class CliRingBadInput : public ::testing::TestWithParam<BadCase> {};

TEST_P(CliRingBadInput, ExitsTwoWithAMessageNamingTheParameter) {
    auto r = runHashlab(GetParam().args, 20);
    hashlab::test::expectUsageError(r, GetParam().mustMention);
}

const std::string kIntKeys = writeKeys("ring_bad_keys.txt", {"1", "2", "three"});

INSTANTIATE_TEST_SUITE_P(
    Table, CliRingBadInput,
    ::testing::Values(
        BadCase{{"ring", "--nodes", "A,A", "--keys", "10"}, "duplicate node name 'A'"},
        BadCase{{"ring", "--nodes", "A,,B", "--keys", "10"}, "--nodes"},
        BadCase{{"ring", "--nodes", "A,B", "--weights", "1,0", "--keys", "10"}, "--weights"},
        BadCase{{"ring", "--nodes", "A,B", "--weights", "1,-1", "--keys", "10"}, "--weights"},
        BadCase{{"ring", "--nodes", "A,B", "--weights", "1,x", "--keys", "10"}, "not a number"},
        BadCase{{"ring", "--nodes", "A,B", "--weights", "1", "--keys", "10"},
                "one weight per node"},
        BadCase{{"ring", "--nodes", "A,B", "--keys", "10", "--remove", "Z"}, "unknown node 'Z'"},
        BadCase{{"ring", "--nodes", "A", "--keys", "10", "--remove", "A"}, "last node"},
        BadCase{{"ring", "--nodes", "A,B", "--keys", "10", "--add", "B"}, "already exists"},
        BadCase{{"ring", "--nodes", "A,B", "--vnodes", "0", "--keys", "10"}, "--vnodes"},
        BadCase{{"ring", "--nodes", "A,B", "--vnodes", "10001", "--keys", "10"}, "10000"},
        BadCase{{"ring", "--nodes", "A,B", "--keys", "10000001"}, "--keys"},
        BadCase{{"ring", "--nodes", "A,B", "--keys", "0"}, "--keys"},
        BadCase{{"ring", "--nodes", "A,B", "--algo", "chord", "--keys", "10"}, "--algo"},
        BadCase{{"ring", "--nodes", "A,B", "--hash", "crc32", "--keys", "10"}, "--hash"},
        BadCase{{"ring", "--nodes", "A,B", "--hash", "identity", "--keys", "10"}, "--key"},
        BadCase{{"ring", "--nodes", "A,B", "--hash", "identity", "--key-file", kIntKeys},
                "'three'"},
        BadCase{{"ring", "--nodes", "A,B", "--key-file", "/nonexistent/keys.txt"}, "--key-file"},
        BadCase{{"ring", "--nodes", "A,B"}, "--keys"},
        BadCase{{"ring", "--nodes", "A,B", "--keys", "5", "--key-file", kIntKeys}, "exactly one"},
        BadCase{{"ring", "--nodes", "A,B,C", "--algo", "jump", "--keys", "10", "--remove", "A"},
                "last bucket"},
        BadCase{{"ring", "--nodes", "A,B", "--weights", "1,2", "--algo", "maglev", "--keys", "10"},
                "cannot weight"},
        BadCase{{"ring", "--nodes", "A,B", "--algo", "ketama", "--hash", "xxh3", "--keys", "10"},
                "md5"},
        BadCase{{"ring", "--nodes", "A,B", "--algo", "bounded", "--epsilon", "-1", "--keys", "9"},
                "--epsilon"},
        BadCase{{"ring", "--keys", "10"}, "--nodes"},
        BadCase{
            {"ring", "--nodes", "A,B", "--weights", "1,500", "--vnodes", "10000", "--keys", "5"},
            "2,000,000 points"}));

} // namespace

namespace {

TEST(CliRing, BoundedCapacityIsTheExactCeilingOfTheTypedEpsilon) {
    // ⌈(1 + 0.1)·100⌉ = 110 (in doubles (1 + 0.1)·100 is 110.00000000000001); with weights
    // 1, 2, 0.5 and ε = 0.3 over 1,000 keys, ⌈1300·w/3.5⌉ = 372, 743, 186 (worked in fractions).
    auto one =
        runJson({"ring", "--nodes", "A", "--algo", "bounded", "--epsilon", "0.1", "--keys", "100"});
    EXPECT_EQ(one["capacity"]["A"], 110);
    auto three = runJson({"ring", "--nodes", "A,B,C", "--weights", "1,2,0.5", "--algo", "bounded",
                          "--epsilon", "0.3", "--keys", "1000", "--remove", "C"});
    EXPECT_EQ(three["capacity"], (nlohmann::json{{"A", 372}, {"B", 743}, {"C", 186}}));
    // After C leaves: ⌈1300·w/3⌉ = 434, 867.
    EXPECT_EQ(three["after"]["capacity"], (nlohmann::json{{"A", 434}, {"B", 867}}));
    for (auto& [node, load] : three["load"].items())
        EXPECT_LE(load.get<std::uint64_t>(), three["capacity"][node].get<std::uint64_t>()) << node;
    EXPECT_FALSE(runJson({"ring", "--nodes", "A", "--keys", "10"}).contains("capacity"));
}

TEST(CliRing, BoundedEpsilonWithMoreThanSixDecimalsIsRefused) {
    const auto r = runHashlab(
        {"ring", "--nodes", "A,B", "--algo", "bounded", "--epsilon", "0.1234567", "--keys", "10"});
    hashlab::test::expectUsageError(r, "--epsilon");
    EXPECT_NE(r.err.find("at most 6 digits after the decimal point"), std::string::npos) << r.err;
}

} // namespace

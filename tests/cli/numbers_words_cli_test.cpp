// Issue 30, item 6 on the command line: numbers printed exactly and words that fit the case.
#include "support/run_hashlab.h"
#include "support/run_json.h"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>
#include <string>

namespace {

using hashlab::test::runHashlab;
using hashlab::test::runJson;

// `collide birthday`'s "space" was a float above 2^64; it is the exact integer, as a JSON number.
TEST(CliNumbers, BirthdaySpaceIsAnExactIntegerOfAnySize) {
    auto r = runHashlab({"collide", "birthday", "--n", "1000", "--bits", "100", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("\"space\": 1267650600228229401496703205376\n"), std::string::npos)
        << r.out; // 2^100
    r = runHashlab(
        {"collide", "birthday", "--n", "10", "--alphabet", "base62", "--length", "11", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("\"space\": 52036560683837093888\n"), std::string::npos) << r.out;
    // Still a JSON document, and the text output prints the digits too.
    EXPECT_NO_THROW((void)nlohmann::json::parse(r.out));
    r = runHashlab({"collide", "birthday", "--n", "10", "--bits", "128"});
    EXPECT_NE(r.out.find("space: 340282366920938463463374607431768211456\n"), std::string::npos)
        << r.out;
    // Below 2^64 it is the plain integer it was.
    EXPECT_EQ(runJson({"collide", "birthday", "--n", "10", "--space", "1000"})["space"], 1000);
}

TEST(CliNumbers, BloomSizePrintsARateNotAboveTheOneAsked) {
    const auto j = runJson({"bloom", "size", "--n", "50000000", "--p", "0.001"});
    EXPECT_LE(j["p"].get<double>(), 0.001) << j.dump();
}

TEST(CliWords, VnodesRefusalNamesTheAlgorithmGiven) {
    for (const char* algo : {"jump", "rendezvous", "maglev", "modulo"}) {
        const auto r =
            runHashlab({"ring", "--nodes", "A,B", "--keys", "10", "--algo", algo, "--vnodes", "5"});
        EXPECT_EQ(r.exitCode, 2);
        EXPECT_EQ(r.err.find("ketama"), std::string::npos) << algo << ": " << r.err;
        EXPECT_NE(r.err.find(algo), std::string::npos) << r.err;
    }
    const auto k =
        runHashlab({"ring", "--nodes", "A,B", "--keys", "10", "--algo", "ketama", "--vnodes", "5"});
    EXPECT_NE(k.err.find("ketama"), std::string::npos) << k.err;
}

// The ring line of `hashlab --help` names every --algo the ring subcommand takes.
TEST(CliWords, TopHelpNamesEveryRingAlgorithm) {
    const std::string top = runHashlab({"--help"}).out;
    std::string ringLine;
    std::istringstream in(top);
    for (std::string line; std::getline(in, line);)
        if (line.rfind("  ring ", 0) == 0)
            ringLine = line;
    ASSERT_FALSE(ringLine.empty()) << top;
    std::smatch m;
    const std::string help = runHashlab({"ring", "--help"}).out;
    ASSERT_TRUE(std::regex_search(help, m, std::regex("--algo ALGO +([a-z|-]+)"))) << help;
    std::stringstream algos(m[1].str());
    for (std::string algo; std::getline(algos, algo, '|');)
        EXPECT_NE(ringLine.find(algo), std::string::npos) << algo << " missing from: " << ringLine;
}

} // namespace

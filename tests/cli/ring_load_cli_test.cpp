// `hashlab ring` with request workloads and imported nodes and keys: requests per node follow the
// keys' owners, files are refused with the line at fault.
#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"
#include "support/run_json.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <map>

namespace {

using hashlab::test::expectUsageError;
using hashlab::test::runHashlab;
using hashlab::test::runJson;

std::string writeFile(const std::string& name, const std::string& text) {
    const std::string path = ::testing::TempDir() + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

std::uint64_t sum(const nlohmann::json& load) {
    std::uint64_t s = 0;
    for (auto& [node, c] : load.items())
        s += c.get<std::uint64_t>();
    return s;
}

TEST(CliLoad, ZipfRequestsLandOnTheHotKeysOwner) {
    const std::vector<std::string> args = {"ring",   "--nodes",    "A,B,C,D",  "--keys",
                                           "1000",   "--workload", "zipf:1.2", "--requests",
                                           "200000", "--owners"};
    auto j = runJson(args);
    const auto& r = j["requests"];
    EXPECT_EQ(r["workload"], "zipf:1.2");
    EXPECT_EQ(sum(r["load"]), 200000u);
    EXPECT_EQ(r["seed"], 1);
    // Rank 1 is key-0 and takes 1 / H_{1000,1.2} ≈ 23.06 % of the requests.
    EXPECT_EQ(r["hottest_key"]["key"], "key-0");
    EXPECT_EQ(r["hottest_key"]["node"], j["owners"][0]);
    EXPECT_NEAR(r["hottest_key"]["requests"].get<double>() / 200000.0, 0.2306, 0.005);
    // The same seed draws the same requests; another seed others.
    EXPECT_EQ(runJson(args)["requests"], r);
    auto other = args;
    other.insert(other.end(), {"--seed", "2"});
    EXPECT_NE(runJson(other)["requests"]["load"], r["load"]);
}

TEST(CliLoad, CountColumnGivesTheRequestsPerNode) {
    const std::string csv = writeFile("keys.csv", "id,key,hits\n1,alpha,100\n2,beta,5\n3,"
                                                  "\"ga,mma\",0\n4,delta,17\n");
    auto j = runJson({"ring", "--nodes", "A,B,C", "--key-csv", csv, "--column", "key",
                      "--count-column", "hits", "--owners", "--add", "D"});
    EXPECT_EQ(j["keys"], 4);
    const auto& r = j["requests"];
    EXPECT_EQ(r["workload"], "counts");
    EXPECT_EQ(r["requests"], 122);
    EXPECT_FALSE(r.contains("seed"));
    const std::uint64_t hits[] = {100, 5, 0, 17};
    for (const char* side : {"", "after"}) {
        const auto& doc = *side ? j["after"] : j;
        std::map<std::string, std::uint64_t> want;
        for (std::size_t k = 0; k < 4; ++k)
            want[doc["owners"][k].get<std::string>()] += hits[k];
        for (auto& [node, c] : doc["requests"]["load"].items())
            EXPECT_EQ(c.get<std::uint64_t>(), want[node]) << side << " " << node;
    }
    EXPECT_EQ(r["hottest_key"]["key"], "alpha");
}

TEST(CliLoad, NodeFileGivesNodesWeightsAndRacks) {
    const std::string nodes =
        writeFile("nodes.csv", "name,weight,rack\nA,1,r1\nB,2,r1\nC,1,r2\nD,1,\n");
    auto j = runJson({"ring", "--node-file", nodes, "--keys", "5000", "--replicas", "2",
                      "--rack-aware", "--owners"});
    EXPECT_EQ(j["nodes"], nlohmann::json::parse(R"(["A","B","C","D"])"));
    EXPECT_EQ(j["replicas"]["racks"],
              nlohmann::json::parse(R"({"A":"r1","B":"r1","C":"r2","D":"default"})"));
    // Three racks and R = 2: the two copies of a key are never on one rack.
    const auto& racks = j["replicas"]["racks"];
    for (const auto& list : j["preference"])
        EXPECT_NE(racks[list[0].get<std::string>()], racks[list[1].get<std::string>()]);
    // B weighs twice as much: it owns more keys than A.
    EXPECT_GT(j["load"]["B"].get<int>(), j["load"]["A"].get<int>());
}

TEST(CliLoad, BadFilesAndCombinationsAreRefused) {
    const std::string bad = writeFile("bad_nodes.csv", "name,weight\nA,1\nB,heavy\n");
    auto r = runHashlab({"ring", "--node-file", bad, "--keys", "10"});
    expectUsageError(r, "--node-file");
    EXPECT_NE(r.err.find("line 3"), std::string::npos) << r.err;
    const std::string good = writeFile("good_nodes.csv", "A\nB\n");
    expectUsageError(runHashlab({"ring", "--node-file", good, "--nodes", "A", "--keys", "10"}),
                     "--node-file");
    const std::string keys = writeFile("bad_keys.csv", "key,hits\na,1\nb,many\n");
    r = runHashlab(
        {"ring", "--nodes", "A", "--key-csv", keys, "--column", "key", "--count-column", "hits"});
    expectUsageError(r, "--key-csv");
    EXPECT_NE(r.err.find("line 3"), std::string::npos) << r.err;
    expectUsageError(runHashlab({"ring", "--nodes", "A", "--key-csv", keys}), "--column");
    expectUsageError(runHashlab({"ring", "--nodes", "A", "--keys", "5", "--workload", "zipf"}),
                     "--workload");
    expectUsageError(runHashlab({"ring", "--nodes", "A", "--keys", "5", "--requests", "0"}),
                     "--requests");
    const std::string counted = writeFile("counted.csv", "key,hits\na,1\n");
    expectUsageError(runHashlab({"ring", "--nodes", "A", "--key-csv", counted, "--column", "key",
                                 "--count-column", "hits", "--workload", "uniform"}),
                     "--workload");
}

} // namespace

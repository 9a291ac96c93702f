// `hashlab ring --replicas`: preference lists on a cluster laid out by hand (modulo over integer
// keys walks the nodes in order), failure counts, and the copies a join moves.
#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"
#include "support/run_json.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <set>
#include <string>
#include <unistd.h>

namespace {

using hashlab::test::expectUsageError;
using hashlab::test::runHashlab;
using hashlab::test::runJson;

// One file per test and process: CTest runs this suite's tests in parallel processes, and a
// shared name let one test read the file while another was rewriting it ("holds no keys").
std::string integerKeys(int n) {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    const std::string path = ::testing::TempDir() + "replica_keys_" + test->name() + "_" +
                             std::to_string(::getpid()) + "_" + std::to_string(n) + ".txt";
    std::ofstream out(path);
    for (int i = 0; i < n; ++i)
        out << i << "\n";
    return path;
}

std::vector<std::string> handMade(std::vector<std::string> extra) {
    std::vector<std::string> a = {"ring",
                                  "--algo",
                                  "modulo",
                                  "--hash",
                                  "identity",
                                  "--nodes",
                                  "A,B,C,D,E",
                                  "--key-file",
                                  integerKeys(10),
                                  "--racks",
                                  "A:r1,B:r1,C:r2,D:r2,E:r3"};
    a.insert(a.end(), extra.begin(), extra.end());
    return a;
}

TEST(CliReplicas, RackAwareListsOnAHandMadeCluster) {
    // Key k walks the nodes from k mod 5; B and D share racks with A and C.
    auto j = runJson(handMade({"--replicas", "3", "--rack-aware", "--owners"}));
    const auto want = nlohmann::json::parse(
        R"([["A","C","E"],["B","C","E"],["C","E","A"],["D","E","A"],["E","A","C"]])");
    ASSERT_EQ(j["preference"].size(), 10u);
    for (std::size_t k = 0; k < 10; ++k)
        EXPECT_EQ(j["preference"][k], want[k % 5]) << k;
    EXPECT_EQ(j["owners"][1], "B");
    EXPECT_EQ(j["replicas"]["racks"]["D"], "r2");
    // Plain lists take the next nodes whatever their racks.
    auto plain = runJson(handMade({"--replicas", "3", "--owners"}));
    EXPECT_EQ(plain["preference"][0], nlohmann::json::parse(R"(["A","B","C"])"));
}

TEST(CliReplicas, FailedNodesCountUnderReplicatedKeysAndTheirStandIns) {
    auto j = runJson(handMade({"--replicas", "3", "--rack-aware", "--fail", "A,B"}));
    const auto& r = j["replicas"];
    EXPECT_EQ(r["under_replicated"], 10);
    EXPECT_EQ(r["unavailable"], 0);
    EXPECT_EQ(r["live"], nlohmann::json::parse("[0,0,10,0]"));
    EXPECT_EQ(r["failed"], nlohmann::json::parse(R"(["A","B"])"));
    // Keys 0 and 5 had A first, keys 1 and 6 had B: C is the first live node of each list.
    EXPECT_EQ(r["takeover"], nlohmann::json::parse(R"({"A":{"C":2},"B":{"C":2}})"));
    auto one = runJson(handMade({"--fail", "A"}));
    EXPECT_EQ(one["replicas"]["unavailable"], 2);
    EXPECT_EQ(one["replicas"]["under_replicated"], 2);
    EXPECT_EQ(one["replicas"]["takeover"]["A"], nlohmann::json::object());
}

TEST(CliReplicas, ListsStartAtTheOwnerAndAJoinMovesTheNewCopies) {
    auto j = runJson({"ring", "--nodes", "A,B,C,D", "--vnodes", "40", "--keys", "3000",
                      "--replicas", "3", "--add", "E", "--owners"});
    std::uint64_t moved = 0;
    for (std::size_t k = 0; k < 3000; ++k) {
        const auto& before = j["preference"][k];
        const auto& after = j["after"]["preference"][k];
        EXPECT_EQ(before[0], j["owners"][k]);
        EXPECT_EQ(after[0], j["after"]["owners"][k]);
        std::set<std::string> old;
        for (const auto& n : before)
            old.insert(n.get<std::string>());
        EXPECT_EQ(old.size(), 3u);
        for (const auto& n : after)
            moved += !old.count(n.get<std::string>());
    }
    EXPECT_GT(moved, 0u);
    EXPECT_EQ(j["after"]["replicas"]["copies_moved"], moved);
    std::uint64_t copies = 0;
    for (auto& [node, c] : j["replicas"]["copies"].items())
        copies += c.get<std::uint64_t>();
    EXPECT_EQ(copies, 9000u);
}

TEST(CliReplicas, FailureTrialsOnAHandMadeCluster) {
    // Plain R = 3: the 5 sets of consecutive nodes; any 3 failed nodes that are consecutive lose
    // one, and any 4 do. Rack-aware: {A,C,E}, {B,C,E}, {A,D,E}, all holding E, so a trial ends
    // only after E fails, at 5 failures when E is the last.
    auto plain = runJson(handMade({"--replicas", "3", "--failure-trials", "400"}));
    const auto& p = plain["replicas"]["failure_trials"];
    EXPECT_EQ(p["trials"], 400);
    EXPECT_EQ(p["seed"], 1);
    EXPECT_EQ(p["distinct_sets"], 5);
    ASSERT_EQ(p["histogram"].size(), 6u);
    EXPECT_EQ(p["histogram"][3].get<int>() + p["histogram"][4].get<int>(), 400);
    EXPECT_GT(p["histogram"][3].get<int>(), 0);
    EXPECT_GT(p["histogram"][4].get<int>(), 0);
    auto aware = runJson(handMade(
        {"--replicas", "3", "--rack-aware", "--failure-trials", "400", "--trials-seed", "9"}));
    const auto& a = aware["replicas"]["failure_trials"];
    EXPECT_EQ(a["seed"], 9);
    EXPECT_EQ(a["distinct_sets"], 3);
    EXPECT_EQ(a["histogram"][0].get<int>() + a["histogram"][1].get<int>() +
                  a["histogram"][2].get<int>(),
              0);
    EXPECT_GT(a["histogram"][5].get<int>(), 0);
    EXPECT_GT(a["mean"].get<double>(), p["mean"].get<double>());
    // One copy: the first failure loses keys (every node owns two); five: every node must fail.
    auto one = runJson(handMade({"--failure-trials", "50"}));
    EXPECT_EQ(one["replicas"]["failure_trials"]["histogram"][1], 50);
    auto all = runJson(handMade({"--replicas", "5", "--failure-trials", "50", "--fail", "B"}));
    EXPECT_EQ(all["replicas"]["failure_trials"]["histogram"],
              nlohmann::json::parse("[0,0,0,0,50]"));
    EXPECT_EQ(runJson(handMade({"--replicas", "3", "--failure-trials", "400"})), plain);
}

TEST(CliReplicas, BadReplicaOptionsAreRefused) {
    expectUsageError(runHashlab({"ring", "--nodes", "A,B,C", "--keys", "9", "--replicas", "6"}),
                     "--replicas");
    expectUsageError(runHashlab({"ring", "--nodes", "A,B,C", "--keys", "9", "--replicas", "4"}),
                     "--replicas");
    expectUsageError(runHashlab({"ring", "--nodes", "A,B", "--keys", "9", "--racks", "Z:r1"}),
                     "--racks");
    expectUsageError(runHashlab({"ring", "--nodes", "A,B", "--keys", "9", "--racks", "A"}),
                     "--racks");
    expectUsageError(runHashlab({"ring", "--nodes", "A,B", "--keys", "9", "--fail", "Z"}),
                     "--fail");
    expectUsageError(runHashlab({"ring", "--nodes", "A,B", "--algo", "bounded", "--keys", "9",
                                 "--replicas", "2"}),
                     "--replicas");
    expectUsageError(runHashlab({"ring", "--nodes", "A,B", "--algo", "redis-cluster", "--keys", "9",
                                 "--replicas", "2"}),
                     "--replicas");
    expectUsageError(runHashlab({"ring", "--nodes", "A,B", "--keys", "9", "--failure-trials", "0"}),
                     "--failure-trials");
    expectUsageError(
        runHashlab({"ring", "--nodes", "A,B", "--keys", "9", "--failure-trials", "100001"}),
        "--failure-trials");
    expectUsageError(runHashlab({"ring", "--nodes", "A,B", "--keys", "9", "--trials-seed", "2"}),
                     "--trials-seed");
}

} // namespace

// `hashlab export --scenario` of a ring file holding a node change and its step, as the window
// saves it, for each key source (issue 28, item 6): generated keys, a key list, a key list with
// request counts. The imported keys lost the change: the storyboard exited 2 ("its step player
// is empty") and every step exported the same idle ring.
#include "support/export_files.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <string>

namespace {

using hashlab::test::readBytes;
using hashlab::test::runHashlab;
using hashlab::test::TempDir;

enum class Keys { Generated, KeyFile, CountedCsv };

// Three nodes, then F joins; shown at `step` (the layout RingLab::saveState writes: the state
// before the change, the whole node list after it, the step).
std::string writeScenario(const TempDir& dir, Keys keys, int step) {
    nlohmann::json nodes = nlohmann::json::array();
    for (const char* n : {"A", "B", "C"})
        nodes.push_back({{"name", n}, {"weight", 1.0}, {"failed", false}});
    nlohmann::json state = {{"algo", "ring"}, {"hash", "xxh3"}, {"vnodes", 40},
                            {"keys", 400},    {"replicas", 1},  {"nodes", nodes}};
    if (keys != Keys::Generated) {
        std::vector<std::string> list;
        std::vector<std::uint64_t> counts;
        for (int i = 0; i < 400; ++i) {
            list.push_back("user:" + std::to_string(i));
            counts.push_back(static_cast<std::uint64_t>((i * 37) % 101));
        }
        state["key_list"] = list;
        if (keys == Keys::CountedCsv) {
            state["key_counts"] = counts;
            state["workload"] = {{"kind", "counts"}};
        }
    }
    nlohmann::json after = nodes;
    after.push_back({{"name", "F"}, {"weight", 1.0}, {"failed", false}});
    state["change"] = {{"nodes", after}};
    state["step"] = step;
    const nlohmann::json file = {
        {"format", "hashlab-scenario"}, {"schema", 1}, {"lab", "ring"}, {"state", state}};
    const std::string path = dir.file("change" + std::to_string(step) + ".json");
    std::ofstream(path) << file.dump();
    return path;
}

class RingImportedChangeCli : public ::testing::TestWithParam<Keys> {};

TEST_P(RingImportedChangeCli, TheStoryboardHasEveryStageOfTheChange) {
    TempDir dir;
    const auto r =
        runHashlab({"export", "--lab", "ring", "--scenario", writeScenario(dir, GetParam(), 2),
                    "--storyboard", "--size", "160x90", "--out", dir.file("board.png"), "--json"},
                   120);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["stages"], 4);
}

TEST_P(RingImportedChangeCli, AStillExportDrawsTheStepTheFileNames) {
    TempDir dir;
    std::string picture[2];
    for (const int step : {2, 3}) {
        const std::string out = dir.file("step" + std::to_string(step) + ".png");
        const auto r = runHashlab({"export", "--lab", "ring", "--scenario",
                                   writeScenario(dir, GetParam(), step), "--part", "canvas",
                                   "--size", "400x300", "--out", out});
        ASSERT_EQ(r.exitCode, 0) << r.err;
        picture[step - 2] = readBytes(out);
    }
    // Stage 2 (the arcs have a new owner, the keys not yet) is not stage 3 (the keys moved);
    // without the change both were the same idle ring.
    EXPECT_FALSE(picture[0].empty());
    EXPECT_NE(picture[0], picture[1]);
}

std::string keysName(const ::testing::TestParamInfo<Keys>& param) {
    return param.param == Keys::Generated ? "Generated"
           : param.param == Keys::KeyFile ? "KeyFile"
                                          : "CountedCsv";
}

INSTANTIATE_TEST_SUITE_P(EachKeySource, RingImportedChangeCli,
                         ::testing::Values(Keys::Generated, Keys::KeyFile, Keys::CountedCsv),
                         keysName);

} // namespace

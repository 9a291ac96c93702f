// HashLab's plan for a real cluster with skewed keys, exported by `hashlab cluster redis
// --export-script` and run with --execute: afterwards CLUSTER SLOTS equal the plan, every key
// written before reads back with its value, and the keys' max/mean is within the threshold.
// The cluster needs a password, which reaches the script only through REDISCLI_AUTH.
#include "support/redis_cluster_fixture.h"
#include "support/run_hashlab.h"

#include "hashlab/ring/redis_cluster.h"
#include "hashlab/ring/redis_live_reader.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

namespace {

using namespace hashlab::ring::redis;
using hashlab::testing::RedisCluster;

const std::string kPassword = "pa ss'w\"rd";

nlohmann::json planFor(const std::string& entry, const std::string& passwordFile,
                       const std::string& kind, const std::string& script = "") {
    std::vector<std::string> args = {"cluster",         "redis",      "--connect", entry,
                                     "--password-file", passwordFile, "--plan",    kind,
                                     "--threshold",     "5",          "--json"};
    if (!script.empty())
        args.insert(args.end(), {"--export-script", script});
    auto r = hashlab::test::runHashlab(args);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return r.exitCode == 0 ? nlohmann::json::parse(r.out) : nlohmann::json();
}

TEST(RedisPlanScript, HashLabsPlanRunsAgainstARealClusterAndKeepsEveryKey) {
    if (!hashlab::testing::haveRedisServer())
        GTEST_SKIP() << "redis-server is not installed";
    RedisCluster c({6000, 5000, 5384}, 0, kPassword);
    ASSERT_EQ(c.error(), "");
    // 1,500 keys spread by their slots, and 50 hash tags of 21 keys on the first master's slots.
    std::map<std::string, std::string> kv;
    for (int i = 0; i < 1500; ++i)
        kv["key:" + std::to_string(i)] = "value of key " + std::to_string(i);
    for (int tag = 0, found = 0; found < 50; ++tag) {
        const std::string t = "{t" + std::to_string(tag) + "}";
        if (keySlot(t) >= 6000)
            continue;
        ++found;
        for (int j = 0; j < 20; ++j)
            kv[t + ":" + std::to_string(j)] = "tagged " + std::to_string(tag * 100 + j);
        // Names the script must hand back to MIGRATE intact: spaces, quotes, a newline, bytes.
        kv[t + " odd \"key\" 'x'\nline\x01\xff"] = "odd " + std::to_string(tag);
    }
    ASSERT_TRUE(c.write(kv));

    const std::string dir = ::testing::TempDir();
    const std::string pwFile = dir + "redis_script_pw", script = dir + "redis_plan.sh";
    std::ofstream(pwFile) << kPassword << "\n";
    const nlohmann::json keys = planFor(c.entry(), pwFile, "keys", script);
    const nlohmann::json cli = planFor(c.entry(), pwFile, "redis-cli");
    ASSERT_TRUE(keys.contains("plan") && cli.contains("plan"));
    std::cout << "keys moved: HashLab's plan " << keys["plan"]["keys_moved"] << " in "
              << keys["plan"]["slots_moved"] << " slots (keys max/mean after "
              << keys["plan"]["max_over_mean_after"]["keys"] << "); redis-cli's plan "
              << cli["plan"]["keys_moved"] << " in " << cli["plan"]["slots_moved"]
              << " slots (keys max/mean after " << cli["plan"]["max_over_mean_after"]["keys"]
              << ")\n";
    EXPECT_GT(keys["plan"]["slots_moved"].get<int>(), 0);
    EXPECT_LE(keys["plan"]["max_over_mean_after"]["keys"].get<double>(), 1.05);

    std::stringstream text;
    text << std::ifstream(script).rdbuf();
    EXPECT_EQ(text.str().find("pa ss"), std::string::npos) << "the password is in the script";

    // Run with --execute: the password only in the environment.
    const std::string log = dir + "redis_plan.log";
    const std::string cmd =
        "REDISCLI_AUTH='pa ss'\\''w\"rd' bash " + script + " --execute > " + log + " 2>&1";
    const int rc = std::system(cmd.c_str());
    std::stringstream logText;
    logText << std::ifstream(log).rdbuf();
    ASSERT_EQ(rc, 0) << logText.str();
    ASSERT_TRUE(c.waitConsistent()) << c.error();

    // CLUSTER SLOTS equal the plan's layout.
    std::map<std::string, std::string> addressOf;
    for (const auto& m : keys["masters"])
        addressOf[m["id"]] = m["address"];
    std::vector<std::string> planned(kSlots);
    for (const auto& [id, after] : keys["plan"]["after"].items())
        for (const auto& r : after["slot_ranges"])
            for (std::uint32_t s = r[0]; s <= r[1].get<std::uint32_t>(); ++s)
                planned[s] = addressOf[id];
    EXPECT_EQ(c.slotOwners(), planned);

    // Every key reads back with its value.
    std::vector<std::string> names;
    for (const auto& [k, v] : kv)
        names.push_back(k);
    EXPECT_EQ(c.read(names), kv);

    // A fresh read: keys per master within 5 % of the mean.
    LiveTarget t = *parseHostPort(c.entry());
    t.password = kPassword;
    auto after = readLive(t);
    ASSERT_TRUE(after) << after.error().text();
    EXPECT_LE(maxOverMean(after->totals(after->slotKeys)), 1.05);
}

} // namespace

// The exported plan script: valid bash, a dry run unless --execute, no password in it, and
// refused for a what-if master that does not exist yet. Running it against real servers is
// tests/redis/redis_script_test.cpp.
#include "hashlab/ring/redis_plan_script.h"
#include "hashlab/ring/redis_rebalance.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace {

using namespace hashlab::ring::redis;

ClusterState cluster() {
    ClusterState s;
    const char* ids[] = {"aaaa000000000000000000000000000000000001",
                         "bbbb000000000000000000000000000000000002",
                         "cccc000000000000000000000000000000000003"};
    for (int i = 0; i < 3; ++i)
        s.masters.push_back({ids[i], "127.0.0.1:" + std::to_string(7000 + i), "online", {}});
    for (std::uint32_t slot = 0; slot < kSlots; ++slot)
        s.owner[slot] = slot < 9000 ? 0 : slot < 13000 ? 1 : 2;
    return s;
}

std::string runBash(const std::string& script, const std::string& args) {
    const std::string dir = ::testing::TempDir();
    const std::string path = dir + "plan_script_test.sh", out = dir + "plan_script_test.out";
    std::ofstream(path) << script;
    // A redis-cli that only complains comes first on the PATH: a dry run must not call it.
    const std::string fake = dir + "fake_redis_cli";
    EXPECT_EQ(std::system(("mkdir -p " + fake).c_str()), 0);
    std::ofstream(fake + "/redis-cli") << "#!/bin/sh\necho 'redis-cli was called' >&2\nexit 1\n";
    EXPECT_EQ(std::system(("chmod +x " + fake + "/redis-cli").c_str()), 0);
    const std::string cmd =
        "env PATH=" + fake + ":$PATH bash " + path + " " + args + " > " + out + " 2>&1";
    const int rc = std::system(cmd.c_str());
    std::ifstream in(out);
    std::stringstream s;
    s << in.rdbuf();
    return "rc=" + std::to_string(rc) + "\n" + s.str();
}

TEST(PlanScript, ADryRunPrintsEverySlotsCommandsInRedisClisOrder) {
    const ClusterState s = cluster();
    auto plan = planRedisCli(s, {});
    ASSERT_TRUE(plan);
    ScriptOptions o;
    o.user = "o'brien";
    o.readFrom = "live 127.0.0.1:7000\n# injected";
    auto script = planScript(s, *plan, o);
    ASSERT_TRUE(script) << script.error().text();
    EXPECT_EQ(script->find("\n# injected"), std::string::npos); // the comment stays one line
    EXPECT_NE(script->find("DEFAULT_USER='o'\\''brien'"), std::string::npos);
    EXPECT_EQ(runBash(*script, "--bogus").rfind("rc=512", 0), 0u); // exit 2: usage
    const std::string out = runBash(*script, "");
    ASSERT_EQ(out.rfind("rc=0\n", 0), 0u) << out;
    EXPECT_EQ(out.find("redis-cli was called"), std::string::npos);
    const PlanMove& first = plan->moves.front();
    const std::uint32_t slot = first.slotIds.front();
    const std::string from = s.masters[first.from].address, to = s.masters[first.to].address;
    const std::string toId = s.masters[first.to].id;
    const std::vector<std::string> expected = {
        "slot " + std::to_string(slot),
        to + ": CLUSTER SETSLOT " + std::to_string(slot) + " IMPORTING " + s.masters[first.from].id,
        from + ": CLUSTER SETSLOT " + std::to_string(slot) + " MIGRATING " + toId,
        from + ": CLUSTER GETKEYSINSLOT " + std::to_string(slot) + " 100",
        from + ": CLUSTER COUNTKEYSINSLOT " + std::to_string(slot) + " must be 0",
        to + ": CLUSTER SETSLOT " + std::to_string(slot) + " NODE " + toId,
        from + ": CLUSTER SETSLOT " + std::to_string(slot) + " NODE " + toId,
        s.masters[3 - first.from - first.to].address + ": CLUSTER SETSLOT " + std::to_string(slot) +
            " NODE " + toId, // the third master learns it too
    };
    std::size_t at = 0;
    for (const std::string& line : expected) {
        const std::size_t found = out.find(line, at);
        ASSERT_NE(found, std::string::npos) << line << "\n" << out.substr(0, 2000);
        at = found;
    }
    EXPECT_NE(out.find(std::to_string(plan->slotsMoved) + " slots would move"), std::string::npos);
}

TEST(PlanScript, AWhatIfMasterCannotBeExported) {
    auto s = withEmptyMasters(cluster(), 1);
    ASSERT_TRUE(s);
    RedisCliOptions o;
    o.useEmptyMasters = true;
    auto plan = planRedisCli(*s, o);
    ASSERT_TRUE(plan);
    auto script = planScript(*s, *plan, {});
    ASSERT_FALSE(script);
    EXPECT_NE(script.error().message.find("new-1"), std::string::npos);
}

} // namespace

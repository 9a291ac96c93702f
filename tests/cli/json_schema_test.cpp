// Every JSON document the command line prints carries "schema", the version of its command's
// fields, as docs/cli.md's table "Schema versions" gives it, so a script can tell which contract
// its fields follow.
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using hashlab::test::runHashlab;

struct Invocation {
    const char* name;
    std::vector<std::string> args;
};

std::string cliDoc() {
    std::ifstream in(std::string(HASHLAB_SOURCE_DIR) + "/docs/cli.md");
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// Field names, not data: "load", "placement_load", "capacity", "racks", "copies" and "takeover"
// are keyed by node name.
void collectFields(const nlohmann::json& v, std::vector<std::string>& out) {
    if (v.is_array() && !v.empty())
        collectFields(v.front(), out);
    if (!v.is_object())
        return;
    for (auto it = v.begin(); it != v.end(); ++it) {
        out.push_back(it.key());
        static const std::set<std::string> byNode = {"load",  "placement_load", "capacity",
                                                     "racks", "copies",         "takeover"};
        if (!byNode.count(it.key()))
            collectFields(it.value(), out);
    }
}

// The version docs/cli.md's table gives a command ("| `ring` | 2 | ..."); -1 if not listed.
int documentedSchema(const std::string& doc, const std::string& command) {
    const std::string row = "| `" + command + "` | ";
    const auto at = doc.find(row);
    if (at == std::string::npos)
        return -1;
    return std::stoi(doc.substr(at + row.size()));
}

class JsonSchema : public ::testing::TestWithParam<Invocation> {};

TEST_P(JsonSchema, EveryDocumentCarriesItsCommandsSchema) {
    std::vector<std::string> args = GetParam().args;
    args.push_back("--json");
    const auto r = runHashlab(args);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    ASSERT_TRUE(j.is_object());
    ASSERT_TRUE(j.contains("schema")) << r.out;
    const std::string doc = cliDoc();
    ASSERT_FALSE(doc.empty());
    const int documented = documentedSchema(doc, GetParam().args.front());
    ASSERT_GT(documented, 0) << "docs/cli.md lists no schema for " << GetParam().args.front();
    EXPECT_EQ(j["schema"], documented);
    // The contract names every field a script can read.
    std::vector<std::string> fields;
    collectFields(j, fields);
    for (const std::string& f : fields)
        EXPECT_NE(doc.find("\"" + f + "\""), std::string::npos)
            << "docs/cli.md never names \"" << f << "\"";
    // Text output is for people: no schema line there.
    args.pop_back();
    const auto text = runHashlab(args);
    EXPECT_EQ(text.out.find("schema:"), std::string::npos) << text.out;
}

INSTANTIATE_TEST_SUITE_P(
    EverySubcommand, JsonSchema,
    ::testing::Values(
        Invocation{"Hash", {"hash", "--algo", "md5", "--text", "a"}},
        Invocation{"Ring", {"ring", "--nodes", "A,B", "--keys", "10", "--add", "C"}},
        Invocation{"RingFailed",
                   {"ring", "--nodes", "A,B,C", "--keys", "10", "--fail", "A", "--add", "D",
                    "--workload", "uniform", "--requests", "100"}},
        Invocation{"RingSlot", {"ring", "--slot", "a"}},
        Invocation{"RingFailureTrials",
                   {"ring", "--nodes", "A,B,C", "--keys", "10", "--replicas", "2",
                    "--failure-trials", "5"}},
        Invocation{"Probe", {"probe", "--m", "7", "--mode", "linear", "--insert", "1,8"}},
        Invocation{"BloomSize", {"bloom", "size", "--n", "1000", "--p", "0.01"}},
        Invocation{"BloomTheory", {"bloom", "theory", "--m", "1000", "--n", "100", "--k", "3"}},
        Invocation{
            "BloomMeasure",
            {"bloom", "measure", "--m", "1000", "--n", "100", "--k", "3", "--queries", "1000"}},
        Invocation{"BloomSweep",
                   {"bloom", "sweep", "--axis", "k", "--values", "1,2", "--n", "100", "--bits", "8",
                    "--queries", "1000"}},
        Invocation{"BloomTrace", {"bloom", "trace", "--m", "32", "--k", "3", "--insert", "a"}},
        Invocation{
            "BloomPipeline",
            {"bloom", "pipeline", "--m", "1024", "--k", "3", "--keys", "50", "--reads", "100"}},
        Invocation{"BloomCuckooMeasure",
                   {"bloom", "measure", "--variant", "cuckoo", "--n", "1000", "--queries", "1000",
                    "--trials", "1"}},
        Invocation{"BloomXorMeasure",
                   {"bloom", "measure", "--variant", "xor", "--n", "1000", "--queries", "1000"}},
        Invocation{
            "BloomScalableMeasure",
            {"bloom", "measure", "--variant", "scalable", "--n", "1000", "--queries", "1000"}},
        Invocation{"BloomCuckooTheory", {"bloom", "theory", "--variant", "cuckoo", "--n", "1000"}},
        Invocation{"BloomXorTheory", {"bloom", "theory", "--variant", "xor", "--n", "1000"}},
        Invocation{"BloomScalableTheory",
                   {"bloom", "theory", "--variant", "scalable", "--n", "5000"}},
        Invocation{"BloomCuckooTrace",
                   {"bloom", "trace", "--variant", "cuckoo", "--n", "7", "--bucket", "1",
                    "--insert", "a,b,c,d,e,f", "--remove", "a,zz", "--query", "b"}},
        Invocation{"BloomXorTrace",
                   {"bloom", "trace", "--variant", "xor", "--insert", "a,b,c", "--query", "a"}},
        Invocation{"BloomScalableTrace",
                   {"bloom", "trace", "--variant", "scalable", "--initial", "2", "--insert",
                    "a,b,c", "--query", "a"}},
        Invocation{"BloomSpace", {"bloom", "space", "--eps", "0.01"}},
        Invocation{"CollideBirthday", {"collide", "birthday", "--n", "1000", "--bits", "24"}},
        Invocation{"CollideExperiment",
                   {"collide", "experiment", "--n", "100", "--hash", "md5", "--bits", "8"}},
        Invocation{"CollideHashid", {"collide", "hashid", "--data", "{\"a\":1}"}},
        Invocation{"CollideBase62", {"collide", "base62", "--encode", "125"}},
        Invocation{"Table", {"table", "--scheme", "linear", "--m", "8", "--ops", "i:1,i:2"}},
        Invocation{"CollideDedup",
                   {"collide", "dedup", "--strategy", "reject", "--records", "100", "--bits", "8"}},
        Invocation{"Exercise", {"exercise", "--lab", "probing", "--kind", "linear", "--seed", "1"}},
        Invocation{"Drill",
                   {"drill", "--lab", "collisions", "--seed", "1", "--count", "1", "--export",
                    "moodle", "--out", "/tmp/hashlab_contract_version_test.xml", "--no-figures"}},
        Invocation{
            "Export",
            {"export", "--lab", "bloom", "--out", "/tmp/hashlab_contract_version_test.png"}}),
    [](const ::testing::TestParamInfo<Invocation>& i) { return std::string(i.param.name); });

} // namespace

// The hardening bad-input table: malformed invocations of every subcommand, many of them a
// resource limit plus one. Each must exit 2 with exactly one line on stderr,
// "hashlab: error: ...", naming the parameter and its allowed range, print nothing on stdout and
// finish quickly (limits are checked before anything is allocated, so limit+1 fails fast).
#include "support/run_hashlab.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace {

using hashlab::test::runHashlab;

constexpr double kTimeBound = 5.0; // seconds per invocation, generous for a loaded CI machine

struct BadCase {
    std::string name; // test name suffix
    std::vector<std::string> args;
    std::string parameter; // e.g. "--m"
    std::string range;     // how the allowed range is written in the message
};

std::ostream& operator<<(std::ostream& os, const BadCase& c) {
    return os << c.name;
}

std::string numbered(const char* prefix, int count) {
    std::string s;
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            s += ',';
        s += prefix;
        s += std::to_string(i);
    }
    return s;
}

std::vector<BadCase> cases() {
    const std::string png = "/tmp/hashlab_bad_input_never_written.png";
    return {
        // hash
        {"HashUnknownAlgo", {"hash", "--algo", "sha1", "--text", "x"}, "--algo", "one of"},
        {"HashMurmurSeedAboveRange",
         {"hash", "--algo", "murmur3_x86_32", "--seed", "99999999999", "--text", "x"},
         "--seed",
         "from 0 to 4294967295"},
        {"HashXxhSeedAbove2To64",
         {"hash", "--algo", "xxh64", "--seed", "18446744073709551616", "--text", "x"},
         "--seed",
         "from 0 to 18446744073709551615"},
        {"HashNegativeSeed",
         {"hash", "--algo", "murmur3_x64_128", "--seed", "-1", "--text", "x"},
         "--seed",
         "from 0 to 4294967295"},
        // ring
        {"RingVnodesLimitPlusOne",
         {"ring", "--nodes", "A,B", "--vnodes", "10001", "--keys", "10"},
         "--vnodes",
         "from 1 to 10000"},
        {"RingVnodesZero",
         {"ring", "--nodes", "A,B", "--vnodes", "0", "--keys", "10"},
         "--vnodes",
         "from 1 to 10000"},
        {"RingKeysLimitPlusOne",
         {"ring", "--nodes", "A,B", "--keys", "10000001"},
         "--keys",
         "from 1 to 10000000"},
        {"RingTotalPointsAboveLimit",
         {"ring", "--nodes", "A,B", "--vnodes", "10000", "--weights", "1000,1000", "--keys", "10"},
         "--vnodes",
         "at most 2,000,000 points"},
        {"RingWeightAboveLimit",
         {"ring", "--nodes", "A,B", "--weights", "1,1000001", "--keys", "10"},
         "--weights",
         "at most 1000000"},
        {"RingNodesLimitPlusOne",
         {"ring", "--nodes", numbered("n", 1001), "--keys", "10"},
         "--nodes",
         "at most 1000"},
        {"RingUnknownAlgo",
         {"ring", "--nodes", "A,B", "--algo", "chord", "--keys", "10"},
         "--algo",
         "ring, ketama, jump, rendezvous, maglev, modulo, bounded, cassandra or redis-cluster"},
        {"RingUnknownHash",
         {"ring", "--nodes", "A,B", "--hash", "sha1", "--keys", "10"},
         "--hash",
         "xxh3, murmur3, md5 or identity"},
        {"RingEpsilonBelowRange",
         {"ring", "--nodes", "A,B", "--algo", "bounded", "--epsilon", "-0.1", "--keys", "10"},
         "--epsilon",
         "from 0 to 10"},
        // probe
        {"ProbeTableSizeLimitPlusOne",
         {"probe", "--m", "1000001", "--mode", "linear", "--insert", "1"},
         "--m",
         "from 1 to 1000000"},
        {"ProbeUnknownMode",
         {"probe", "--m", "11", "--mode", "cuckoo", "--insert", "1"},
         "--mode",
         "one of linear|quadratic|double"},
        {"ProbeC2BelowRange",
         {"probe", "--m", "11", "--mode", "quadratic", "--c2", "-1000001", "--insert", "1"},
         "--c2",
         "from -1000000 to 1000000"},
        {"ProbeUnknownStepFix",
         {"probe", "--m", "11", "--mode", "double", "--step-fix", "even", "--insert", "1"},
         "--step-fix",
         "one of none|prime|odd"},
        {"ProbeKeysLimitPlusOne",
         {"probe", "--m", "1000000", "--mode", "linear", "--insert", numbered("", 10001)},
         "--insert",
         "at most 10000 keys"},
        // bloom size / theory / measure / sweep / trace / pipeline
        {"BloomSizeNLimitPlusOne",
         {"bloom", "size", "--n", "1099511627777", "--p", "0.01"},
         "--n",
         "from 1 to 1099511627776"},
        {"BloomSizeMLimitPlusOne",
         {"bloom", "size", "--n", "1000", "--m", "17179869185"},
         "--m",
         "from 1 to 17179869184"},
        {"BloomSizeRateOne",
         {"bloom", "size", "--n", "1000", "--p", "1"},
         "--p",
         "greater than 0 and less than 1"},
        {"BloomTheoryKLimitPlusOne",
         {"bloom", "theory", "--m", "1000", "--n", "100", "--k", "65"},
         "--k",
         "from 1 to 64"},
        {"BloomTheoryShardsLimitPlusOne",
         {"bloom", "theory", "--m", "1000", "--n", "100", "--k", "3", "--variant", "sharded",
          "--shards", "4097"},
         "--shards",
         "from 1 to 4096"},
        {"BloomTheoryUnknownVariant",
         {"bloom", "theory", "--m", "1000", "--n", "100", "--k", "3", "--variant", "quotient"},
         "--variant",
         "one of independent, double"},
        {"BloomMeasureMLimitPlusOne",
         {"bloom", "measure", "--m", "17179869185", "--n", "100", "--k", "3"},
         "--m",
         "from 1 to 17179869184"},
        {"BloomMeasureNLimitPlusOne",
         {"bloom", "measure", "--m", "1000", "--n", "100000001", "--k", "3"},
         "--n",
         "from 1 to 100000000"},
        {"BloomMeasureQueriesLimitPlusOne",
         {"bloom", "measure", "--m", "1000", "--n", "100", "--k", "3", "--queries", "1000000001"},
         "--queries",
         "from 1 to 1000000000"},
        {"BloomMeasureThreads",
         {"bloom", "measure", "--m", "1000", "--n", "100", "--k", "3", "--threads", "3"},
         "--threads",
         "from 1 to 2"},
        {"BloomSweepNLimitPlusOne",
         {"bloom", "sweep", "--n", "100000001"},
         "--n",
         "from 1 to 100000000"},
        {"BloomSweepBitsLimitPlusOne",
         {"bloom", "sweep", "--axis", "n", "--values", "10", "--bits", "1000001"},
         "--bits",
         "greater than 0 and at most 1000000"},
        {"BloomSweepQueriesZero",
         {"bloom", "sweep", "--queries", "0"},
         "--queries",
         "from 1 to 1000000000"},
        {"BloomSweepUnknownAxis", {"bloom", "sweep", "--axis", "m"}, "--axis", "one of n, bits, k"},
        {"BloomSweepUnknownVariantInList",
         {"bloom", "sweep", "--variants", "double,cuckoo"},
         "--variants",
         "one of independent, double"},
        {"BloomTraceMLimitPlusOne",
         {"bloom", "trace", "--m", "17179869185", "--k", "3", "--insert", "a"},
         "--m",
         "from 1 to 17179869184"},
        {"BloomPipelineKeysLimitPlusOne",
         {"bloom", "pipeline", "--m", "1000", "--k", "3", "--keys", "10000001"},
         "--keys",
         "from 1 to 10000000"},
        {"BloomPipelineReadsLimitPlusOne",
         {"bloom", "pipeline", "--m", "1000", "--k", "3", "--reads", "100000001"},
         "--reads",
         "from 1 to 100000000"},
        {"BloomPipelineCacheLimitPlusOne",
         {"bloom", "pipeline", "--m", "1000", "--k", "3", "--cache", "10000001"},
         "--cache",
         "from 0 to 10000000"},
        {"BloomPipelineHotKeysAboveKeys",
         {"bloom", "pipeline", "--m", "1000", "--k", "3", "--keys", "100", "--hot-keys", "101"},
         "--hot-keys",
         "at most the number of keys (100)"},
        // collide birthday / experiment / hashid / base62 / dedup
        {"CollideBirthdayBitsLimitPlusOne",
         {"collide", "birthday", "--n", "10", "--bits", "129"},
         "--bits",
         "from 1 to 128"},
        {"CollideBirthdayNegativeN",
         {"collide", "birthday", "--n", "-1", "--bits", "32"},
         "--n",
         "from 0 to 18446744073709551615"},
        {"CollideExperimentNLimitPlusOne",
         {"collide", "experiment", "--n", "20000001", "--hash", "md5", "--bits", "24"},
         "--n",
         "from 0 to 20000000"},
        {"CollideExperimentXxh3BitsAbove64",
         {"collide", "experiment", "--n", "100", "--hash", "xxh3", "--bits", "65"},
         "--bits",
         "from 1 to 64"},
        {"CollideExperimentExamplesLimitPlusOne",
         {"collide", "experiment", "--n", "100", "--hash", "md5", "--bits", "24", "--examples",
          "101"},
         "--examples",
         "from 0 to 100"},
        {"CollideExperimentUnknownHash",
         {"collide", "experiment", "--n", "100", "--hash", "sha1", "--bits", "24"},
         "--hash",
         "md5, murmur3 or xxh3"},
        {"CollideHashidSeedAboveRange",
         {"collide", "hashid", "--data", "{}", "--seed", "4294967296"},
         "--seed",
         "from 0 to 4294967295"},
        {"CollideHashidNestingLimitPlusOne",
         {"collide", "hashid", "--data", std::string(257, '[') + std::string(257, ']')},
         "--data",
         "deeper than 256 levels"},
        {"CollideBase62DecodeAbove2To64",
         {"collide", "base62", "--decode", "lYGhA16ahyg"},
         "--decode",
         "the largest code is lYGhA16ahyf"},
        {"CollideBase62DecodeTooLong",
         {"collide", "base62", "--decode", "000000000000"},
         "--decode",
         "1 to 11 characters from 0-9a-zA-Z"},
        {"CollideBase62DecodeBadCharacter",
         {"collide", "base62", "--decode", "abc-"},
         "--decode",
         "alphabet 0-9a-zA-Z"},
        {"CollideBase62EncodeAbove2To64",
         {"collide", "base62", "--encode", "18446744073709551616"},
         "--encode",
         "from 0 to 18446744073709551615"},
        {"CollideDedupRecordsLimitPlusOne",
         {"collide", "dedup", "--strategy", "naive", "--records", "1000001", "--bits", "8"},
         "--records",
         "from 0 to 1000000"},
        {"CollideDedupBitsLimitPlusOne",
         {"collide", "dedup", "--strategy", "naive", "--records", "10", "--bits", "129"},
         "--bits",
         "from 1 to 128"},
        {"CollideDedupUnknownStrategy",
         {"collide", "dedup", "--strategy", "ignore", "--records", "10", "--bits", "8"},
         "--strategy",
         "one of naive|reject|coexist"},
        // export
        {"ExportUnknownLab", {"export", "--lab", "hashing", "--out", png}, "--lab", "one of ring"},
        {"ExportUnknownFormat",
         {"export", "--lab", "ring", "--out", "/tmp/hashlab_bad_input.gif"},
         "--out",
         ".png, .svg or .pdf"},
        {"ExportWidthLimitPlusOne",
         {"export", "--lab", "ring", "--out", png, "--size", "16385x100"},
         "--size",
         "from 16 to 16384"},
        {"ExportHeightLimitPlusOne",
         {"export", "--lab", "ring", "--out", png, "--size", "100x16385"},
         "--size",
         "from 16 to 16384"},
        {"ExportScaleAboveRange",
         {"export", "--lab", "ring", "--out", png, "--scale", "4.5"},
         "--scale",
         "from 0.5 to 4"},
        {"ExportUnknownTheme",
         {"export", "--lab", "ring", "--out", png, "--theme", "neon"},
         "--theme",
         "one of light|dark|classroom"},
        {"ExportUnknownLanguage",
         {"export", "--lab", "ring", "--out", png, "--lang", "fr"},
         "--lang",
         "one of en|zh_CN"},
    };
}

class BadInputTable : public ::testing::TestWithParam<BadCase> {};

TEST_P(BadInputTable, ExitsTwoWithOneLineNamingParameterAndRange) {
    const BadCase& c = GetParam();
    const auto r = runHashlab(c.args, 30);
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_EQ(r.err.rfind("hashlab: error: ", 0), 0u) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << "exactly one line:\n" << r.err;
    EXPECT_NE(r.err.find(c.parameter), std::string::npos)
        << "names " << c.parameter << ": " << r.err;
    EXPECT_NE(r.err.find(c.range), std::string::npos)
        << "states the range '" << c.range << "': " << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_LT(r.seconds, kTimeBound) << "a refused request must fail fast";
}

std::string caseName(const ::testing::TestParamInfo<BadCase>& param) {
    return param.param.name;
}

INSTANTIATE_TEST_SUITE_P(Hardening, BadInputTable, ::testing::ValuesIn(cases()), caseName);

TEST(BadInputTable, CoversEverySubcommandWithAtLeastFortyCases) {
    const auto all = cases();
    EXPECT_GE(all.size(), 40u);
    const std::vector<std::vector<std::string>> commands = {{"hash"},
                                                            {"ring"},
                                                            {"probe"},
                                                            {"bloom", "size"},
                                                            {"bloom", "theory"},
                                                            {"bloom", "measure"},
                                                            {"bloom", "sweep"},
                                                            {"bloom", "trace"},
                                                            {"bloom", "pipeline"},
                                                            {"collide", "birthday"},
                                                            {"collide", "experiment"},
                                                            {"collide", "hashid"},
                                                            {"collide", "base62"},
                                                            {"collide", "dedup"},
                                                            {"export"}};
    for (const auto& command : commands) {
        const bool covered = std::any_of(all.begin(), all.end(), [&](const BadCase& c) {
            return std::equal(command.begin(), command.end(), c.args.begin());
        });
        EXPECT_TRUE(covered) << command.front() << (command.size() > 1 ? " " + command[1] : "");
    }
}

} // namespace

#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

using hashlab::test::runHashlab;

nlohmann::json runJson(std::vector<std::string> args) {
    args.push_back("--json");
    auto r = runHashlab(args);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return nlohmann::json::parse(r.out);
}

TEST(CliBloom, SizeFromNAndPGivesTheContractFields) {
    auto j = runJson({"bloom", "size", "--n", "1000000", "--p", "0.001"});
    // ⌈10^6 · ln(1000) / ln²2⌉ = 14,377,588 bits give 1.0000247e-3 at k = 10; 52 bits more give
    // at most the 10^-3 asked (issue 30, item 6).
    EXPECT_EQ(j["m_bits"], 14377640);
    EXPECT_EQ(j["bytes"], 1797205);
    EXPECT_EQ(j["k"], 10);
    EXPECT_LE(j["p"].get<double>(), 1e-3);
    EXPECT_NEAR(j["p"].get<double>(), 1e-3, 1e-9);
    EXPECT_NE(j["memory"].get<std::string>().find("MiB"), std::string::npos);
}

TEST(CliBloom, SizeFromNAndMGivesKAndP) {
    auto j = runJson({"bloom", "size", "--n", "1000", "--m", "10000"});
    EXPECT_EQ(j["m_bits"], 10000);
    EXPECT_EQ(j["k"], 7);
    EXPECT_NEAR(j["p"].get<double>(), 0.0081937220658, 1e-12);
}

TEST(CliBloom, TheoryHasExactForSmallFiltersAndNullBeyond) {
    auto small = runJson({"bloom", "theory", "--m", "64", "--n", "6", "--k", "3"});
    ASSERT_TRUE(small["exact"].is_number());
    EXPECT_GT(small["exact"].get<double>(), small["textbook"].get<double>());
    EXPECT_FALSE(small.contains("blocked"));
    // enhanced: a variant that keeps its m (double hashing would use the prime 9,585,157, not a
    // multiple of 256, and have no blocked figure)
    auto big = runJson({"bloom", "theory", "--m", "9585152", "--n", "1000000", "--k", "7",
                        "--variant", "enhanced"});
    EXPECT_TRUE(big["exact"].is_null());
    ASSERT_TRUE(big["blocked"].is_number());
    EXPECT_NEAR(big["classic"].get<double>(), 0.01003875, 1e-7);
}

TEST(CliBloom, MeasurePrintsTheContractFieldsAndIsDeterministic) {
    const std::vector<std::string> a = {"bloom",     "measure", "--m",    "100000",    "--n",
                                        "10000",     "--k",     "7",      "--variant", "enhanced",
                                        "--queries", "200000",  "--seed", "5"};
    auto j = runJson(a);
    EXPECT_EQ(j["variant"], "enhanced");
    EXPECT_EQ(j["false_negatives"], 0);
    const double p = j["measured"].get<double>();
    EXPECT_LE(j["ci95"][0].get<double>(), p);
    EXPECT_GE(j["ci95"][1].get<double>(), p);
    EXPECT_EQ(j["bytes"], 12504); // ⌈100000 / 64⌉ words of 8 bytes
    EXPECT_TRUE(j["theory"].contains("textbook"));
    EXPECT_NEAR(j["fill_ratio"].get<double>(), j["theory"]["expected_fill"].get<double>(), 0.01);
    EXPECT_EQ(runJson(a)["false_positives"], j["false_positives"]);
}

TEST(CliBloom, SweepPrintsSeriesAsJsonAndCsv) {
    const std::vector<std::string> a = {"bloom",     "sweep", "--variants", "double,blocked",
                                        "--values",  "4,8",   "--n",        "2000",
                                        "--queries", "20000"};
    auto j = runJson(a);
    EXPECT_EQ(j["axis"], "bits");
    ASSERT_EQ(j["series"].size(), 2u);
    EXPECT_EQ(j["series"][1]["variant"], "blocked");
    ASSERT_EQ(j["series"][0]["points"].size(), 2u);
    EXPECT_EQ(j["series"][0]["points"][1]["x"], 8);
    std::vector<std::string> csv = a;
    csv.push_back("--csv");
    auto r = runHashlab(csv);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out.rfind("variant,bits,m,n,k,", 0), 0u) << r.out;
    EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 5);
}

TEST(CliBloom, TracePrintsIndicesWithFormulasAndVerdicts) {
    auto j = runJson(
        {"bloom", "trace", "--m", "64", "--k", "3", "--insert", "apple", "--query", "apple,zebra"});
    ASSERT_EQ(j["ops"].size(), 3u);
    EXPECT_EQ(j["ops"][0]["op"], "insert");
    EXPECT_EQ(j["ops"][0]["steps"].size(), 3u);
    // double hashing uses the smallest prime ≥ 64
    EXPECT_NE(j["ops"][0]["steps"][1]["formula"].get<std::string>().find("mod 67"),
              std::string::npos);
    EXPECT_EQ(j["ops"][1]["verdict"], "maybe");
}

// Issue 13 item 1: only a word that was inserted may be removed. A never-inserted word that the
// filter answers "maybe" for is refused, naming the stored words it would have broken, and no
// counter changes; an inserted word is removed.
TEST(CliBloom, TraceRefusesToRemoveAWordThatWasNeverInserted) {
    auto j = runJson({"bloom", "trace", "--m", "8", "--k", "2", "--variant", "counting", "--insert",
                      "a,b,c,d,e,f,g,h,i,j", "--remove", "ghost,c"});
    const auto& ops = j["ops"];
    ASSERT_EQ(ops.size(), 12u);
    ASSERT_EQ(ops[10]["op"], "remove");
    EXPECT_EQ(ops[10]["key"], "ghost");
    EXPECT_EQ(ops[10]["result"], false);
    const std::string note = ops[10]["note"];
    EXPECT_NE(note.find("never inserted"), std::string::npos) << note;
    EXPECT_NE(note.find("false negatives"), std::string::npos) << note;
    for (const auto& st : ops[10]["steps"])
        EXPECT_EQ(st["before"], st["after"]);
    EXPECT_EQ(ops[11]["key"], "c");
    EXPECT_EQ(ops[11]["result"], true);
}

// Issue 13 item 9: the m that `bloom size` prints works for blocked and sharded too: rounded up
// to whole blocks / shards, with a note on stderr and m_used in the output.
TEST(CliBloom, MeasureRoundsTheSizedMUpToWholeBlocksAndShards) {
    const auto size = runJson({"bloom", "size", "--n", "1000000", "--p", "0.01"});
    const std::uint64_t m = size["m_bits"];
    ASSERT_NE(m % 512, 0u) << m;
    struct Case {
        std::string variant;
        std::uint64_t unit;
    };
    for (const Case& c : {Case{"blocked", 256}, Case{"sharded", 64}}) {
        auto r = runHashlab({"bloom", "measure", "--m", std::to_string(m), "--n", "1000000", "--k",
                             c.variant == "blocked" ? "8" : "7", "--variant", c.variant,
                             "--queries", "1000", "--json"});
        ASSERT_EQ(r.exitCode, 0) << r.err;
        EXPECT_NE(r.err.find("rounded up"), std::string::npos) << r.err;
        const auto j = nlohmann::json::parse(r.out);
        const std::uint64_t used = j["m_used"];
        EXPECT_EQ(used % c.unit, 0u);
        EXPECT_GE(used, m);
        EXPECT_LT(used - m, c.unit);
        EXPECT_EQ(j["m"], used);
    }
    auto exact = runHashlab({"bloom", "measure", "--m", "51200", "--n", "1000", "--variant",
                             "blocked", "--queries", "1000"}); // k 8 by default

    ASSERT_EQ(exact.exitCode, 0) << exact.err;
    EXPECT_EQ(exact.err, ""); // nothing to round: no note
}

// The blocked variant is a split block filter: k is 8, another is refused naming --k; its trace
// names the word and the bit of each salt; `bloom size --variant blocked` counts whole blocks.
TEST(CliBloom, BlockedIsASplitBlockFilterWithKEight) {
    auto bad = runHashlab({"bloom", "measure", "--m", "51200", "--n", "1000", "--k", "7",
                           "--variant", "blocked", "--queries", "1000"});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_NE(bad.err.find("hashlab: error: --k:"), std::string::npos) << bad.err;
    EXPECT_NE(bad.err.find("k must be 8"), std::string::npos) << bad.err;
    auto sweepK = runHashlab({"bloom", "sweep", "--axis", "k", "--values", "3,4", "--variants",
                              "double,blocked", "--n", "100", "--queries", "100"});
    EXPECT_EQ(sweepK.exitCode, 2);
    EXPECT_NE(sweepK.err.find("--variants"), std::string::npos) << sweepK.err;
    auto t = runJson({"bloom", "trace", "--m", "512", "--variant", "blocked", "--insert", "apple"});
    const auto& steps = t["ops"][0]["steps"];
    ASSERT_EQ(steps.size(), 8u);
    for (unsigned w = 0; w < 8; ++w) {
        const std::uint64_t index = steps[w]["index"];
        EXPECT_EQ(index % 256 / 32, w);
        EXPECT_NE(steps[w]["formula"].get<std::string>().find("word " + std::to_string(w)),
                  std::string::npos);
    }
    auto size = runJson({"bloom", "size", "--n", "1000000", "--p", "0.01", "--variant", "blocked"});
    EXPECT_EQ(size["k"], 8);
    EXPECT_EQ(size["m_bits"].get<std::uint64_t>(), size["blocks"].get<std::uint64_t>() * 256);
    EXPECT_LE(size["p"].get<double>(), 0.01);
    auto th = runJson({"bloom", "theory", "--m", size["m_bits"].dump(), "--n", "1000000",
                       "--variant", "blocked"});
    EXPECT_EQ(th["blocked"], size["p"]);
    auto m = runJson({"bloom", "size", "--n", "1000", "--m", "1000", "--variant", "blocked"});
    EXPECT_EQ(m["m_bits"], 1024); // whole blocks
    auto wrong = runHashlab({"bloom", "size", "--n", "10", "--p", "0.1", "--variant", "double"});
    EXPECT_EQ(wrong.exitCode, 2);
    EXPECT_NE(wrong.err.find("--variant"), std::string::npos) << wrong.err;
}

TEST(CliBloom, PipelineNeverAnswersAbsentForAPresentKey) {
    for (const char* mode : {"--deleted=0.3", "--degraded"}) {
        auto j = runJson({"bloom", "pipeline", "--m", "51200", "--k", "5", "--keys", "5000",
                          "--reads", "20000", mode});
        EXPECT_EQ(j["wrong_absent"], 0);
        EXPECT_EQ(j["reads"], 20000);
    }
}

TEST(CliBloom, HelpNamesTheLimits) {
    auto r = runHashlab({"bloom", "measure", "--help"});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_NE(r.out.find("2^34"), std::string::npos);
    EXPECT_NE(r.out.find("1 to 64"), std::string::npos);
    EXPECT_NE(r.out.find("1000000000"), std::string::npos);
    EXPECT_NE(runHashlab({"bloom", "--help"}).out.find("sweep"), std::string::npos);
}

struct BadCase {
    std::vector<std::string> args;
    std::string mustMention;
};

class CliBloomBadInput : public ::testing::TestWithParam<BadCase> {};

TEST_P(CliBloomBadInput, ExitsTwoWithAMessageNamingTheParameter) {
    std::vector<std::string> args = {"bloom"};
    args.insert(args.end(), GetParam().args.begin(), GetParam().args.end());
    auto r = runHashlab(args, 20);
    hashlab::test::expectUsageError(r, GetParam().mustMention);
}

INSTANTIATE_TEST_SUITE_P(
    Table, CliBloomBadInput,
    ::testing::Values(
        BadCase{{"size", "--n", "1000", "--p", "0"}, "--p"},
        BadCase{{"size", "--n", "1000", "--p", "1"}, "--p"},
        BadCase{{"size", "--n", "1000", "--p", "-0.1"}, "--p"},
        BadCase{{"size", "--n", "1000", "--p", "nan"}, "--p"},
        BadCase{{"size", "--n", "1000", "--p", "inf"}, "--p"},
        BadCase{{"size", "--n", "0", "--p", "0.01"}, "--n"},
        BadCase{{"size", "--n", "10000000000", "--p", "1e-12"}, "2^34"},
        BadCase{{"size", "--n", "1000"}, "--p"},
        BadCase{{"size", "--n", "1000", "--p", "0.01", "--m", "100"}, "exactly one"},
        BadCase{{"theory", "--m", "0", "--n", "10", "--k", "3"}, "--m"},
        BadCase{{"theory", "--m", "100", "--n", "10", "--k", "0"}, "--k"},
        BadCase{{"theory", "--m", "100", "--n", "10", "--k", "65"},
                "--k must be an integer from 1 to 64"},
        BadCase{{"measure", "--m", "17179869185", "--n", "10", "--k", "3"}, "--m"},
        BadCase{{"measure", "--m", "8589934592", "--n", "10", "--k", "3", "--variant", "counting"},
                "memory limit"},
        BadCase{{"measure", "--m", "1000", "--n", "10", "--k", "3", "--queries", "0"}, "--queries"},
        BadCase{{"measure", "--m", "1000", "--n", "10", "--k", "3", "--variant", "quotient"},
                "--variant"},
        // cuckoo is a variant now (issue 17), sized by --n: --m and --k are refused
        BadCase{{"measure", "--m", "1000", "--n", "10", "--k", "3", "--variant", "cuckoo"},
                "--m: the cuckoo filter is sized by --n"},
        BadCase{{"measure", "--m", "1000", "--n", "0", "--k", "3"}, "--n"},
        BadCase{{"measure", "--m", "1000", "--n", "10", "--k", "3", "--variant", "sharded",
                 "--shards", "5000"},
                "--shards"},
        BadCase{{"sweep", "--axis", "q"}, "--axis"},
        BadCase{{"sweep", "--values", "1,x"}, "--values"},
        BadCase{{"sweep", "--axis", "k", "--values", "0.5"}, "--values"},
        BadCase{{"sweep", "--variants", "double,,blocked"}, "--variants"},
        BadCase{{"pipeline", "--m", "1000", "--k", "3", "--absent", "1.5"}, "--absent"},
        BadCase{{}, "give a command"}, BadCase{{"frobnicate"}, "frobnicate"}));

} // namespace

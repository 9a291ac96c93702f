// Every limit of docs/limits.md's command-line table appears in the subcommand's --help, written
// as the help writes it (a user reading --help learns the same ranges the errors quote).
#include "support/run_hashlab.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using hashlab::test::runHashlab;

struct HelpLimits {
    std::vector<std::string> command;
    std::vector<std::string> limits; // each must occur in the --help text
};

std::ostream& operator<<(std::ostream& os, const HelpLimits& h) {
    for (const auto& w : h.command)
        os << w << ' ';
    return os;
}

class LimitsInHelp : public ::testing::TestWithParam<HelpLimits> {};

TEST_P(LimitsInHelp, EveryLimitIsInTheHelp) {
    std::vector<std::string> args = GetParam().command;
    args.push_back("--help");
    const auto r = runHashlab(args, 30);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    for (const std::string& limit : GetParam().limits)
        EXPECT_NE(r.out.find(limit), std::string::npos) << "'" << limit << "' missing in:\n"
                                                        << r.out;
}

const std::string kM = "1 to 2^34 = 17179869184";
const std::string kK = "hash positions per key: 1 to 64";
const std::string kShards = "1 to 4096, dividing m";
const std::string kQueries = "negative queries: 1 to 1000000000";
const std::string kThreads = "1 or 2";

INSTANTIATE_TEST_SUITE_P(
    Hardening, LimitsInHelp,
    ::testing::Values(
        HelpLimits{{"hash"}, {"0 to 2^32-1 for murmur3", "0 to 2^64-1 for xxh"}},
        HelpLimits{{"cluster", "redis"},
                   {"at most 16777216 bytes and 1000 nodes", "percent, 0 to 1000",
                    "each 0 to 1000000", "1 to 100 empty masters", "1 to 600000 ms"}},
        HelpLimits{{"ring"},
                   {"1 to 1000 unique names of 1 to 64 characters", "at most 1000000",
                    "1 to 10000, at most 2000000 points in all", "0 to 10 (default 0.25)",
                    "1 to 10000000", "at most 10000000", "replication factor 1 to 5",
                    "1 to 1000000000 (default 1000000)", "S from 0 to 10",
                    "at most 268435456 bytes", "each 0 to 1000000000000", "1 to 64 characters"}},
        HelpLimits{{"probe"},
                   {"an integer from 1 to 1000000", "at most 10000 keys in all",
                    "-1000000 to 1000000 (default 1)", "-1000000 to 1000000 (default 3)",
                    "at most 1000\ncharacters and 100 levels of nesting"}},
        HelpLimits{{"bloom", "size"}, {"1 to 2^40", "measure, sweep: at most 100000000", kM}},
        HelpLimits{{"bloom", "theory"}, {"1 to 2^40", kM, "1 to 64", kShards}},
        HelpLimits{{"bloom", "measure"},
                   {"at most 100000000", kM, "1 to 64", kShards, kQueries, kThreads}},
        HelpLimits{{"bloom", "sweep"},
                   {"at most 200", "1 to 100000000", "0 < B ≤ 1000000", "1 to 64", kQueries,
                    kShards, kThreads}},
        HelpLimits{{"bloom", "trace"}, {"cells: 1 to 2^34", "1 to 64", kShards}},
        HelpLimits{{"bloom", "pipeline"},
                   {"filter cells: 1 to 2^34", "1 to 64", kShards, "1 to 10000000 (default 10000)",
                    "1 to 100000000", "0 to --keys", "0 to 10000000"}},
        HelpLimits{{"bloom", "measure", "--variant", "cuckoo"},
                   {"keys: 1 to 100000000", "2 to 16", "1 to 8", "1 to 100000 (default 500)",
                    "1 to 1000 (default 3)", kQueries}},
        HelpLimits{{"bloom", "measure", "--variant", "scalable"},
                   {"keys: 1 to 100000000", "0 < P0 < 1", "1 to 100000000 (default 1000)", "2 or 4",
                    "0.8 to 0.9"}},
        HelpLimits{{"bloom", "measure", "--variant", "xor"}, {"keys: 1 to 100000000", "8 or 16"}},
        HelpLimits{{"bloom", "theory", "--variant", "cuckoo"},
                   {"(cuckoo: at most 2^30 entries, buckets·b)"}},
        HelpLimits{{"bloom", "trace", "--variant", "cuckoo"}, {"1 to 4096"}},
        HelpLimits{{"bloom", "trace", "--variant", "xor"}, {"at most 1000"}},
        HelpLimits{{"bloom", "space"},
                   {"1 to 20 of them, each 0.0001 <= E < 1", "1 to 10000000 (default 250000)"}},
        HelpLimits{{"collide", "birthday"}, {"0 to 2^64-1", "1 to 128"}},
        HelpLimits{{"collide", "experiment"},
                   {"0 to 20000000", "1 to 128 for md5 and murmur3, 1 to 64 for xxh3", "0 to 100"}},
        HelpLimits{{"collide", "hashid"},
                   {"at most 1 MiB, nesting at most 256", "0 to 4294967295"}},
        HelpLimits{{"collide", "base62"},
                   {"0 to 18446744073709551615", "1 to 11 characters from 0-9a-zA-Z",
                    "at most lYGhA16ahyf"}},
        HelpLimits{{"collide", "dedup"}, {"0 to 1000000", "1 to 128"}},
        HelpLimits{{"export"},
                   {"16x16 to 16384x16384", "0.5 to 4", "page|canvas|plot",
                    "dedup|birthday|short_links", "5, 10, 20, 25 or 50", "0.1 to 60", "1 to 100",
                    "at most 3840x2160 and 3000 pictures", "(at most 100)"}}));

} // namespace

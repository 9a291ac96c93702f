// `hashlab ring --algo cassandra [--tokens N]`: random tokens per node, Murmur3Partitioner key
// tokens, and the spread of the token-range shares.
#include "support/expect_usage_error.h"
#include "support/run_hashlab.h"
#include "support/run_json.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

using hashlab::test::expectUsageError;
using hashlab::test::runHashlab;
using hashlab::test::runJson;

std::vector<std::string> cassandra(std::vector<std::string> extra) {
    std::vector<std::string> a = {
        "ring", "--algo", "cassandra", "--nodes", "n0,n1,n2,n3,n4,n5,n6,n7", "--keys", "20000"};
    a.insert(a.end(), extra.begin(), extra.end());
    return a;
}

TEST(CliCassandra, TokensDefaultTo256AndFewTokensAreLessEven) {
    auto j = runJson(cassandra({}));
    EXPECT_EQ(j["algo"], "cassandra");
    EXPECT_EQ(j["hash"], "murmur3");
    EXPECT_EQ(j["tokens"], 256);
    std::uint64_t keys = 0;
    for (auto& [node, n] : j["load"].items())
        keys += n.get<std::uint64_t>();
    EXPECT_EQ(keys, 20000u);
    auto few = runJson(cassandra({"--tokens", "16"}));
    EXPECT_EQ(few["tokens"], 16);
    EXPECT_GT(few["ownership"]["cv"].get<double>(), 2 * j["ownership"]["cv"].get<double>());
    EXPECT_GT(few["ownership"]["max_over_mean"].get<double>(),
              j["ownership"]["max_over_mean"].get<double>());
    EXPECT_GE(j["ownership"]["max_over_mean"].get<double>(), 1.0);
    // A join moves keys only to the new node: its tokens leave every old token in place.
    auto join = runJson(cassandra({"--tokens", "16", "--add", "n8", "--owners"}));
    for (std::size_t k = 0; k < 20000; ++k)
        if (join["owners"][k] != join["after"]["owners"][k]) {
            ASSERT_EQ(join["after"]["owners"][k], "n8") << k;
        }
}

TEST(CliCassandra, BadOptionsAreRefused) {
    expectUsageError(runHashlab(cassandra({"--tokens", "0"})), "--tokens");
    expectUsageError(runHashlab(cassandra({"--tokens", "10001"})), "--tokens");
    expectUsageError(runHashlab(cassandra({"--vnodes", "16"})), "--vnodes");
    expectUsageError(runHashlab(cassandra({"--hash", "xxh3"})), "--hash");
    expectUsageError(runHashlab({"ring", "--nodes", "A,B", "--keys", "9", "--tokens", "16"}),
                     "--tokens");
}

} // namespace

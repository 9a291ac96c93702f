// Cassandra-style vnodes: key tokens against the token values Cassandra's drivers pin for
// Murmur3Partitioner, token ownership against a brute-force sweep of the sorted tokens, and the
// spread of 16 random tokens per node next to 256 and ketama's 160.
#include "hashlab/hash/hash.h"
#include "hashlab/ring/cassandra.h"
#include "hashlab/ring/compare.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace {

using namespace hashlab::ring;

TEST(RingCassandra, KeyTokensMatchMurmur3Partitioner) {
    // The values the DataStax drivers test their Murmur3 token function against.
    std::string mixed;
    for (int i = 0; i < 10; ++i)
        mixed += std::string("\x00\xff\x10\xfa\x99", 5);
    EXPECT_EQ(cassandraToken("123"), -7468325962851647638LL);
    EXPECT_EQ(cassandraToken(mixed), 5837342703291459765LL);
    EXPECT_EQ(cassandraToken(std::string(8, '\xfe')), -8927430733708461935LL);
    EXPECT_EQ(cassandraToken(std::string(8, '\x10')), 1446172840243228796LL);
    EXPECT_EQ(cassandraToken("9223372036854775807"), 7162290910810015547LL);
}

TEST(RingCassandra, DiffersFromReferenceMurmur3OnlyForHighTailBytes) {
    auto reference = [](const std::string& s) {
        return static_cast<std::int64_t>(hashlab::hash::murmur3_x64_128(s.data(), s.size(), 0).h1);
    };
    for (const std::string key : {"123", "key-0", "key-999999", "a longer key of 33 characters!!"})
        EXPECT_EQ(cassandraToken(key), reference(key)) << key;
    // A byte of 0x80 or more in the tail is sign-extended by Java: the known difference.
    EXPECT_NE(cassandraToken(std::string(8, '\xfe')), reference(std::string(8, '\xfe')));
    // In a whole 16-byte block it is read unsigned, as the reference reads it.
    const std::string block(16, '\xfe');
    EXPECT_EQ(cassandraToken(block), reference(block));
}

Config cluster(int nodes, int tokens) {
    Config c;
    c.algo = Algo::Cassandra;
    c.vnodes = tokens;
    for (int i = 0; i < nodes; ++i)
        c.nodes.push_back({std::string("node").append(std::to_string(i)), 1});
    return c;
}

// Brute force: every token with its node, sorted as signed integers; the range (previous token,
// token] belongs to the token's node, the first range wrapping round from the last token.
std::vector<long double> ownedFractions(const Config& c) {
    std::vector<std::pair<std::int64_t, std::size_t>> all;
    for (std::size_t i = 0; i < c.nodes.size(); ++i)
        for (std::int64_t t : cassandraTokens(c, i))
            all.push_back({t, i});
    std::sort(all.begin(), all.end());
    std::vector<long double> owned(c.nodes.size(), 0);
    const long double space = std::ldexp(1.0L, 64);
    for (std::size_t k = 0; k < all.size(); ++k) {
        const long double prev = k == 0 ? static_cast<long double>(all.back().first) - space
                                        : static_cast<long double>(all[k - 1].first);
        owned[all[k].second] += (static_cast<long double>(all[k].first) - prev) / space;
    }
    return owned;
}

TEST(RingCassandra, TokenOwnershipSumsToOneAndMatchesABruteForceSweep) {
    for (int tokens : {16, 256}) {
        const Config c = cluster(12, tokens);
        auto p = build(c);
        ASSERT_TRUE(p);
        EXPECT_EQ((*p)->points().size(), 12u * static_cast<std::size_t>(tokens));
        const auto shares = *(*p)->exactShares();
        const auto brute = ownedFractions(c);
        long double total = 0;
        for (std::size_t i = 0; i < 12; ++i) {
            total += shares.fraction(i);
            EXPECT_NEAR(shares.fraction(i), static_cast<double>(brute[i]), 1e-12) << i;
        }
        EXPECT_NEAR(static_cast<double>(total), 1.0, 1e-12);
        U128 sum = 0;
        for (U128 m : shares.measure)
            sum += m;
        EXPECT_TRUE(sum == shares.total); // exactly 2^64
        // max/mean and CV of the shares, from the brute-force fractions.
        long double mean = 0, mx = 0, sq = 0;
        for (long double f : brute)
            mean += f / 12, mx = std::max(mx, f);
        for (long double f : brute)
            sq += (f - mean) * (f - mean);
        const ShareSpread spread = shareSpread(**p);
        EXPECT_NEAR(spread.maxOverMean, static_cast<double>(mx / mean), 1e-9);
        EXPECT_NEAR(spread.cv, static_cast<double>(std::sqrt(sq / 12) / mean), 1e-9);
    }
}

TEST(RingCassandra, SixteenTokensAreFarLessEvenThan256) {
    const auto p16 = build(cluster(20, 16)), p256 = build(cluster(20, 256));
    Config ketama = cluster(20, 1);
    ketama.algo = Algo::Ketama;
    ketama.hash = KeyHash::Md5;
    const auto pk = build(ketama);
    const ShareSpread s16 = shareSpread(**p16), s256 = shareSpread(**p256), sk = shareSpread(**pk);
    // Random tokens: the CV of a node's share falls as 1/sqrt(tokens), 4x from 16 to 256.
    EXPECT_GT(s16.cv, 2.5 * s256.cv);
    EXPECT_GT(s16.maxOverMean, s256.maxOverMean);
    EXPECT_GT(sk.cv, 0);
    // A node's tokens do not depend on the others: adding a node keeps every old token.
    Config more = cluster(21, 16);
    EXPECT_EQ(cassandraTokens(more, 3), cassandraTokens(cluster(20, 16), 3));
    EXPECT_EQ(cassandraTokens(cluster(2, 16), 0).size(), 16u);
}

TEST(RingCassandra, KeysGoToTheFirstTokenAtOrAfterTheirs) {
    const Config c = cluster(5, 8);
    auto p = build(c);
    std::vector<std::pair<std::int64_t, std::uint32_t>> all;
    for (std::uint32_t i = 0; i < 5; ++i)
        for (std::int64_t t : cassandraTokens(c, i))
            all.push_back({t, i});
    std::sort(all.begin(), all.end());
    for (int k = 0; k < 2000; ++k) {
        const std::string key = "key-" + std::to_string(k);
        const std::int64_t t = cassandraToken(key);
        auto it = std::lower_bound(all.begin(), all.end(), std::make_pair(t, std::uint32_t{0}));
        const std::uint32_t want = it == all.end() ? all.front().second : it->second;
        EXPECT_EQ((*p)->lookup(*(*p)->keyHash(key)), want) << key;
    }
}

} // namespace

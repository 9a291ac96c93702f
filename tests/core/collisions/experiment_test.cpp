// The collision experiment: its counts against a brute-force count on the same keys, md5 prefixes
// as md5(url)[:6] cuts them, determinism, wide prefixes, limits and cancellation.
#include "hashlab/collisions/experiment.h"

#include "hashlab/hash/hash.h"

#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <set>

namespace {

using namespace hashlab::collisions;

TEST(Experiment, Md5PrefixIsTheSeedsHexdigestSlice) {
    // core/hash's md5 hexdigest is pinned to hashlib by its own tests.
    const std::string url = "https://example.com/a";
    const std::string full = hashlab::hash::compute(hashlab::hash::Algo::Md5, url).hex();
    EXPECT_EQ(hexPrefix(PrefixHash::Md5, url, 24), full.substr(0, 6));
    EXPECT_EQ(hexPrefix(PrefixHash::Md5, url, 128), full);
    // 14 bits: three full digits and the top two bits of the fourth.
    const std::string p14 = hexPrefix(PrefixHash::Md5, url, 14);
    EXPECT_EQ(p14.substr(0, 3), full.substr(0, 3));
    EXPECT_EQ(std::stoi(p14.substr(3), nullptr, 16),
              std::stoi(full.substr(3, 1), nullptr, 16) & 0xC);
    // murmur3's prefix is the start of mmh3.hash128(signed=False) in hex.
    const std::string mm =
        hashlab::hash::compute(hashlab::hash::Algo::Murmur3_x64_128, url, 0).hex();
    EXPECT_EQ(hexPrefix(PrefixHash::Murmur3, url, 32), mm.substr(0, 8));
}

TEST(Experiment, Md5PrefixesAgreeWithLibcryptoForEveryLength) {
    // The experiment's own MD5 (fast_md5.cpp) against libcrypto's, over lengths that cover the
    // one- and two-block paddings (55, 56, 63, 64 bytes ...).
    std::string key;
    for (int len = 0; len < 200; ++len) {
        const std::string full = hashlab::hash::compute(hashlab::hash::Algo::Md5, key).hex();
        ASSERT_EQ(hexPrefix(PrefixHash::Md5, key, 128), full) << "length " << len;
        key.push_back(static_cast<char>('a' + (len * 7) % 26));
    }
}

TEST(Experiment, UrlsAreDistinctAndReproducible) {
    std::set<std::string> seen;
    for (std::uint64_t i = 0; i < 20000; ++i)
        EXPECT_TRUE(seen.insert(experimentUrl(3, i)).second);
    EXPECT_EQ(experimentUrl(3, 5), experimentUrl(3, 5));
    EXPECT_NE(experimentUrl(3, 5), experimentUrl(4, 5));
    EXPECT_EQ(experimentUrl(3, 5).rfind("https://", 0), 0u);
}

// Brute force: map every prefix to its keys.
void expectMatchesBruteForce(PrefixHash h, std::uint64_t n, int bits) {
    std::map<std::string, std::uint64_t> count;
    for (std::uint64_t i = 0; i < n; ++i)
        ++count[hexPrefix(h, experimentUrl(11, i), bits)];
    std::uint64_t pairs = 0, keys = 0;
    for (const auto& [p, c] : count)
        if (c > 1) {
            pairs += c * (c - 1) / 2;
            keys += c;
        }
    ExperimentOptions o{n, bits, h, 11, 3, 2};
    auto r = runCollisionExperiment(o);
    ASSERT_TRUE(r.ok()) << r.error().text();
    EXPECT_EQ(r->collidingPairs, pairs) << prefixHashName(h) << " bits " << bits;
    EXPECT_EQ(r->keysInCollision, keys);
    EXPECT_EQ(r->distinctValues, count.size());
    for (const auto& ex : r->examples) {
        EXPECT_GE(ex.keys.size(), 2u);
        for (const auto& k : ex.keys)
            EXPECT_EQ(hexPrefix(h, k, bits), ex.prefix);
    }
}

TEST(Experiment, CountsEqualABruteForceCount) {
    expectMatchesBruteForce(PrefixHash::Md5, 5000, 16);
    expectMatchesBruteForce(PrefixHash::Murmur3, 5000, 13);
    expectMatchesBruteForce(PrefixHash::Xxh3, 5000, 20);
    expectMatchesBruteForce(PrefixHash::Xxh3, 300, 3);
}

TEST(Experiment, WidthsAbove64BitsFindNoCollisionsAmongDistinctKeys) {
    auto wide = runCollisionExperiment({50000, 100, PrefixHash::Murmur3, 1});
    ASSERT_TRUE(wide.ok());
    EXPECT_EQ(wide->collidingPairs, 0u);
    EXPECT_EQ(wide->distinctValues, 50000u);
    EXPECT_EQ(wide->largestGroup, 1u);
}

TEST(Experiment, ThreadCountDoesNotChangeTheResult) {
    auto one = runCollisionExperiment({200000, 24, PrefixHash::Md5, 9, 0, 1});
    auto two = runCollisionExperiment({200000, 24, PrefixHash::Md5, 9, 0, 2});
    ASSERT_TRUE(one.ok() && two.ok());
    EXPECT_EQ(one->collidingPairs, two->collidingPairs);
    EXPECT_EQ(one->keysInCollision, two->keysInCollision);
}

TEST(Experiment, RefusesOutOfRangeInput) {
    EXPECT_EQ(runCollisionExperiment({10, 65, PrefixHash::Xxh3, 0}).error().parameter, "bits");
    EXPECT_EQ(runCollisionExperiment({10, 0, PrefixHash::Md5, 0}).error().parameter, "bits");
    EXPECT_EQ(
        runCollisionExperiment({kMaxExperimentKeys + 1, 32, PrefixHash::Md5, 0}).error().parameter,
        "n");
    EXPECT_FALSE(parsePrefixHash("sha1").ok());
}

TEST(Experiment, CancelStopsEarlyWithAnError) {
    std::atomic<bool> cancel{true};
    hashlab::Progress p(&cancel, {});
    auto r = runCollisionExperiment({1'000'000, 32, PrefixHash::Md5, 0}, p);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().parameter, "cancelled");
}

// Cancel pressed while the prefixes are being sorted (progress 0.7 .. 0.95, one report per radix
// pass): the sort stops within the next pass instead of finishing every pass, so no report
// follows the Cancel.
TEST(Experiment, CancelDuringTheSortStopsItWithinAPass) {
    std::atomic<bool> cancel{false};
    double afterCancel = -1;
    hashlab::Progress p(&cancel, [&](double f) {
        if (cancel)
            afterCancel = std::max(afterCancel, f);
        if (f >= 0.7)
            cancel = true;
    });
    // 40 bits: four 11-bit radix passes over 3·10^6 values, three slices of 2^20 each.
    auto r = runCollisionExperiment({3'000'000, 40, PrefixHash::Xxh3, 0}, p);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().parameter, "cancelled");
    EXPECT_LE(afterCancel, 0.7) << "a sort pass completed after Cancel";
}

TEST(Experiment, ReportsProgressUpToOne) {
    double last = -1;
    bool monotone = true;
    std::atomic<bool> cancel{false};
    hashlab::Progress p(&cancel, [&](double f) {
        monotone = monotone && f >= last;
        last = f;
    });
    ASSERT_TRUE(runCollisionExperiment({300000, 32, PrefixHash::Xxh3, 0}, p).ok());
    EXPECT_TRUE(monotone);
    EXPECT_DOUBLE_EQ(last, 1.0);
}

} // namespace

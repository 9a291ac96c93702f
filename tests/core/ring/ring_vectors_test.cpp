// Published or hand-checked values: jump hash against Guava's golden vectors, libketama's points
// against an MD5 digest read byte by byte.
#include "hashlab/ring/placement.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using namespace hashlab::ring;

TEST(JumpHash, MatchesGuavaGoldenValues) {
    // Guava, guava-tests/test/com/google/common/hash/HashingTest.java,
    // testConsistentHash_linearCongruentialGeneratorCompatibility ("implementations across
    // languages are equivalent"); Guava's consistentHash(long, int) is Lamping & Veach's function.
    const int golden100[] = {0,  55, 62, 8,  45, 59, 86, 97, 82, 59,
                             73, 37, 17, 56, 86, 21, 90, 37, 38, 83};
    for (int i = 0; i < 20; ++i)
        EXPECT_EQ(jumpConsistentHash(static_cast<std::uint64_t>(i), 100), golden100[i]) << i;
    EXPECT_EQ(jumpConsistentHash(10863919174838991ULL, 11), 6);
    EXPECT_EQ(jumpConsistentHash(2016238256797177309ULL, 11), 3);
    EXPECT_EQ(jumpConsistentHash(1673758223894951030ULL, 11), 5);
    EXPECT_EQ(jumpConsistentHash(2, 100001), 80343);
    EXPECT_EQ(jumpConsistentHash(2201, 100001), 22152);
    EXPECT_EQ(jumpConsistentHash(2202, 100001), 15018);
}

TEST(JumpHash, GrowingByOneBucketMovesKeysOnlyToTheNewBucket) {
    for (std::uint64_t k = 0; k < 20000; ++k) {
        const auto a = jumpConsistentHash(k * 0x9e3779b97f4a7c15ULL, 10);
        const auto b = jumpConsistentHash(k * 0x9e3779b97f4a7c15ULL, 11);
        EXPECT_TRUE(a == b || b == 10) << k;
    }
}

TEST(Ketama, FourPointsOfAServerStringAreTheMd5DigestReadLittleEndianInGroupsOfFour) {
    // md5("10.0.1.1:11211-0") = 1387ed90 033bcef5 a6860306 7d362ba2 (md5sum); libketama reads
    // each 4-byte group with the last byte highest: 0x90ed8713, 0xf5ce3b03, 0x060386a6, 0xa22b367d.
    Config c;
    c.algo = Algo::Ketama;
    c.hash = KeyHash::Md5;
    c.nodes = {{"10.0.1.1:11211", 1.0}};
    auto p = build(c);
    ASSERT_TRUE(p.ok()) << p.error().text();
    const auto pts = (*p)->points();
    ASSERT_EQ(pts.size(), 160u); // 40 digests x 4 points for one server at full share
    auto find = [&](std::uint32_t vnode) {
        return std::find_if(pts.begin(), pts.end(),
                            [&](const Point& x) { return x.vnode == vnode; })
            ->pos;
    };
    EXPECT_EQ(find(0), 0x90ed8713u);
    EXPECT_EQ(find(1), 0xf5ce3b03u);
    EXPECT_EQ(find(2), 0x060386a6u);
    EXPECT_EQ(find(3), 0xa22b367du);
    // md5("10.0.1.1:11211-1") = bb662fac ...: its first point is 0xac2f66bb.
    EXPECT_EQ(find(4), 0xac2f66bbu);
}

TEST(Ketama, KeyHashIsTheFirstFourMd5BytesLittleEndian) {
    // md5("hello") = 5d41402a bc4b2a76 ... -> 0x2a40415d.
    EXPECT_EQ(ketamaHash("hello"), 0x2a40415du);
}

TEST(Ketama, PointsPerServerFollowFloorOfPctTimes40TimesServers) {
    Config c;
    c.algo = Algo::Ketama;
    c.hash = KeyHash::Md5;
    c.nodes = {{"a:1", 1}, {"b:1", 1}, {"c:1", 2}};
    auto p = build(c);
    ASSERT_TRUE(p.ok());
    std::vector<int> count(3, 0);
    for (const Point& x : (*p)->points())
        ++count[x.node];
    // pct 0.25 -> floor(0.25 * 40 * 3) = 30 digests = 120 points; pct 0.5 -> 60 digests.
    EXPECT_EQ(count[0], 120);
    EXPECT_EQ(count[1], 120);
    EXPECT_EQ(count[2], 240);
}

TEST(Ketama, KeyGoesToFirstPointAtOrAfterItsHashWrapping) {
    Config c;
    c.algo = Algo::Ketama;
    c.hash = KeyHash::Md5;
    c.nodes = {{"10.0.1.1:11211", 1}, {"10.0.1.2:11211", 1}};
    auto p = build(c);
    ASSERT_TRUE(p.ok());
    const auto pts = (*p)->points();
    // Exactly on a point -> that point's server; just above the top point -> the first point.
    for (std::size_t i = 0; i < pts.size(); i += 17)
        EXPECT_EQ((*p)->lookup(pts[i].pos), pts[i].node);
    ASSERT_LT(pts.back().pos, 0xffffffffu);
    EXPECT_EQ((*p)->lookup(pts.back().pos + 1), pts.front().node);
    EXPECT_EQ((*p)->lookup(std::uint64_t{1} << 40), pts.front().node); // outside 32 bits: wraps
    auto h = (*p)->keyHash("hello");
    ASSERT_TRUE(h.ok());
    EXPECT_EQ(*h, 0x2a40415du);
}

} // namespace

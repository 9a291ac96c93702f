// Base62 (the alphabet 0-9a-zA-Z): edge values, round trips, rejections, code lengths.
// Expected codes from python3: a='0-9a-zA-Z'; while v: s = a[v % 62] + s; v //= 62.
#include "hashlab/collisions/base62.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <random>

namespace {

using namespace hashlab::collisions;
constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

TEST(Base62, EdgeValues) {
    EXPECT_EQ(base62Encode(0), "0");
    EXPECT_EQ(base62Encode(61), "Z");
    EXPECT_EQ(base62Encode(62), "10");
    EXPECT_EQ(base62Encode(3843), "ZZ");
    EXPECT_EQ(base62Encode(kMax), "lYGhA16ahyf");
    EXPECT_EQ(base62Encode(100'000'000), "6LAze"); // 10^8 ids fit in 6 characters
}

TEST(Base62, RoundTrips) {
    for (std::uint64_t v : {std::uint64_t{0}, std::uint64_t{61}, std::uint64_t{62}, kMax, kMax - 1,
                            std::uint64_t{1} << 63, std::uint64_t{56800235583}}) {
        auto d = base62Decode(base62Encode(v));
        ASSERT_TRUE(d.ok());
        EXPECT_EQ(*d, v);
    }
    std::mt19937_64 rng(1);
    for (int i = 0; i < 10000; ++i) {
        const std::uint64_t v = rng() >> (rng() % 64);
        EXPECT_EQ(*base62Decode(base62Encode(v)), v);
    }
    EXPECT_EQ(*base62Decode("007"), 7u);
    EXPECT_EQ(base62EncodePadded(7, 6), "000007");
}

TEST(Base62, Rejections) {
    auto empty = base62Decode("");
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error().parameter, "code");
    auto bad = base62Decode("ab-c");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().message.find("position 3"), std::string::npos) << bad.error().message;
    EXPECT_FALSE(base62Decode("a b").ok());
    EXPECT_FALSE(base62Decode("\xc3\xa9").ok());
    // 2^64 is "lYGhA16ahyg"; anything above 2^64 - 1 overflows.
    EXPECT_FALSE(base62Decode("lYGhA16ahyg").ok());
    EXPECT_FALSE(base62Decode("ZZZZZZZZZZZ").ok());
    EXPECT_FALSE(base62Decode("100000000000").ok());
    EXPECT_NE(base62Decode("lYGhA16ahyg").error().message.find("2^64"), std::string::npos);
}

TEST(Base62, CodeLengthAgainstIdCount) {
    EXPECT_EQ(base62Length(0), 1u);
    EXPECT_EQ(base62Length(61), 1u);
    EXPECT_EQ(base62Length(62), 2u);
    EXPECT_EQ(base62Length(kMax), 11u);
    EXPECT_EQ(maxIdForLength(1), 61u);
    EXPECT_EQ(maxIdForLength(6), 56800235583u); // 62^6 - 1
    EXPECT_EQ(maxIdForLength(11), kMax);
    for (std::size_t len = 1; len < 11; ++len) {
        EXPECT_EQ(base62Length(maxIdForLength(len)), len);
        EXPECT_EQ(base62Length(maxIdForLength(len) + 1), len + 1);
    }
    // Issue 30, item 6: the short-link table's "ids it can hold (62^L − 1)" for L = 11 is past
    // 2^64 - 1; exactly, not capped.
    EXPECT_EQ(maxIdForLengthDecimal(11), "52036560683837093887");
    EXPECT_EQ(maxIdForLengthDecimal(6), "56800235583");
    EXPECT_EQ(maxIdForLengthDecimal(1), "61");
    for (std::size_t len = 1; len < 11; ++len)
        EXPECT_EQ(maxIdForLengthDecimal(len), std::to_string(maxIdForLength(len)));
    // A billion ids: 6 characters.
    EXPECT_EQ(base62Length(1'000'000'000), 6u);
}

} // namespace

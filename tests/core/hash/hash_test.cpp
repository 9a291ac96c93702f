#include "hashlab/hash/hash.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

namespace {

using namespace hashlab::hash;

// SMHasher's VerificationTest, computed as SMHasher does: hash keys 0..i-1 with seed 256-i,
// concatenate, hash the concatenation with seed 0, take the first 4 bytes little-endian.
template <typename HashFn>
std::uint32_t smhasherVerification(std::size_t digestBytes, HashFn fn) {
    std::vector<std::uint8_t> key(256), hashes(256 * digestBytes), final(digestBytes);
    for (int i = 0; i < 256; ++i) {
        key[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
        fn(key.data(), static_cast<std::size_t>(i), static_cast<std::uint32_t>(256 - i),
           &hashes[static_cast<std::size_t>(i) * digestBytes]);
    }
    fn(hashes.data(), hashes.size(), 0u, final.data());
    return static_cast<std::uint32_t>(final[0]) | static_cast<std::uint32_t>(final[1]) << 8 |
           static_cast<std::uint32_t>(final[2]) << 16 | static_cast<std::uint32_t>(final[3]) << 24;
}

TEST(Murmur3, X86_32PassesSmhasherVerification) {
    const auto v = smhasherVerification(
        4, [](const void* p, std::size_t n, std::uint32_t seed, std::uint8_t* out) {
            const Digest d =
                compute(Algo::Murmur3_x86_32, {static_cast<const std::uint8_t*>(p), n}, seed);
            std::memcpy(out, d.bytes.data(), 4);
        });
    EXPECT_EQ(v, 0xB0F57EE3u);
}

TEST(Murmur3, X64_128PassesSmhasherVerification) {
    const auto v = smhasherVerification(
        16, [](const void* p, std::size_t n, std::uint32_t seed, std::uint8_t* out) {
            const Digest d =
                compute(Algo::Murmur3_x64_128, {static_cast<const std::uint8_t*>(p), n}, seed);
            std::memcpy(out, d.bytes.data(), 16);
        });
    EXPECT_EQ(v, 0x6384BA69u);
}

// Values from the mmh3 (Python) README.
TEST(Murmur3, MatchesPythonMmh3) {
    EXPECT_EQ(murmur3_x86_32("foo", 3, 0), 4138058784u);
    EXPECT_EQ(murmur3_x86_32("foo", 3, 42), static_cast<std::uint32_t>(-1322301282));
    const U128 h = murmur3_x64_128("foo", 3, 0);
    EXPECT_EQ(h.h1, 16316970633193145697ULL);
    EXPECT_EQ(h.h2, 9128664383759220103ULL);
    EXPECT_EQ(mmh3Int(murmur3_x64_128("foo", 3, 42)), "215966891540331383248189432718888555506");
    // mmh3.hash_bytes("foo") is the digest in canonical byte order.
    EXPECT_EQ(toHex(compute(Algo::Murmur3_x64_128, "foo").bytes),
              "6145f501578671e2877dba2be487af7e");
}

TEST(Murmur3, HexOf128IsTheMmh3IntegerInHex) {
    const Digest d = compute(Algo::Murmur3_x64_128, "foo", 42);
    // 215966891540331383248189432718888555506 == 0xa27ac9ad... verified by reading it back.
    __extension__ using u128 = unsigned __int128;
    u128 v = 0;
    for (char c : d.hex())
        v = v * 16 + static_cast<unsigned>(c <= '9' ? c - '0' : c - 'a' + 10);
    const U128 parts{static_cast<std::uint64_t>(v), static_cast<std::uint64_t>(v >> 64)};
    EXPECT_EQ(mmh3Int(parts), "215966891540331383248189432718888555506");
    EXPECT_EQ(d.hex().size(), 32u);
    EXPECT_EQ(d.asU64(), murmur3_x64_128("foo", 3, 42).h1);
}

TEST(Md5, RfcVectors) {
    EXPECT_EQ(compute(Algo::Md5, "").hex(), "d41d8cd98f00b204e9800998ecf8427e");
    EXPECT_EQ(compute(Algo::Md5, "abc").hex(), "900150983cd24fb0d6963f7d28e17f72");
    EXPECT_EQ(compute(Algo::Md5, "message digest").hex(), "f96b697d7cb7938d525a2f31aaf161d0");
}

TEST(Sha256, FipsVectors) {
    EXPECT_EQ(compute(Algo::Sha256, "abc").hex(),
              "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_EQ(compute(Algo::Sha256, "").hex(),
              "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST(Fnv1a64, PublishedVectors) {
    EXPECT_EQ(fnv1a_64("", 0), 0xcbf29ce484222325ULL);
    EXPECT_EQ(fnv1a_64("a", 1), 0xaf63dc4c8601ec8cULL);
    EXPECT_EQ(fnv1a_64("foobar", 6), 0x85944171f73967e8ULL);
    EXPECT_EQ(compute(Algo::Fnv1a_64, "foobar").hex(), "85944171f73967e8");
}

TEST(Xxh, PublishedVectors) {
    EXPECT_EQ(xxh64("", 0, 0), 0xef46db3751d8e999ULL);
    EXPECT_EQ(xxh3_64("", 0, 0), 0x2d06800538d394c2ULL);
    EXPECT_EQ(xxh64("abc", 3, 0), 0x44bc2cf5ad770999ULL);
    EXPECT_EQ(compute(Algo::Xxh64, "abc").hex(), "44bc2cf5ad770999");
}

TEST(Hash, Hash64AgreesWithDigestForEveryAlgorithm) {
    for (Algo a : allAlgos())
        for (const char* text : {"", "a", "hello world", "the quick brown fox jumps over"})
            EXPECT_EQ(hash64(a, text, 7 * (maxSeed(a) != 0)),
                      compute(a, text, 7 * (maxSeed(a) != 0)).asU64())
                << algoName(a) << " " << text;
}

// The 64-bit value the labs take (issue 13 item 12: against published values, not only against
// the digest path): the value itself for 32/64-bit hashes, the first 8 digest bytes
// little-endian for md5 and sha256 (RFC 1321 and FIPS 180-2 "abc" digests), h1 for murmur3_x64_128
// (Python: mmh3.hash64("foo")[0] as unsigned).
TEST(Hash, Hash64GivesThePublishedValues) {
    EXPECT_EQ(hash64(Algo::Md5, "abc"), 0xb04fd23c98500190ULL);    // 900150983cd24fb0…
    EXPECT_EQ(hash64(Algo::Sha256, "abc"), 0xeacf018fbf1678baULL); // ba7816bf8f01cfea…
    EXPECT_EQ(hash64(Algo::Xxh64, "abc"), 0x44bc2cf5ad770999ULL);
    EXPECT_EQ(hash64(Algo::Xxh3_64, ""), 0x2d06800538d394c2ULL);
    EXPECT_EQ(hash64(Algo::Fnv1a_64, "foobar"), 0x85944171f73967e8ULL);
    EXPECT_EQ(hash64(Algo::Murmur3_x86_32, "foo"), 4138058784u);
    EXPECT_EQ(hash64(Algo::Murmur3_x64_128, "foo"), 16316970633193145697ULL);
}

TEST(Hash, NamesRoundTripAndUnknownNamesAreRefused) {
    for (Algo a : allAlgos()) {
        auto parsed = parseAlgo(algoName(a));
        ASSERT_TRUE(parsed.ok());
        EXPECT_EQ(*parsed, a);
        EXPECT_EQ(compute(a, "x").bytes.size(), digestSize(a));
    }
    auto bad = parseAlgo("crc32");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().message.find("murmur3_x64_128"), std::string::npos);
}

TEST(Hex, RoundTripsAndRejectsOddLengthAndBadDigits) {
    auto bytes = fromHex("00ff10Ab");
    ASSERT_TRUE(bytes.ok());
    EXPECT_EQ(toHex(*bytes), "00ff10ab");
    EXPECT_FALSE(fromHex("abc").ok());
    auto bad = fromHex("zz");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().parameter, "hex");
}

} // namespace

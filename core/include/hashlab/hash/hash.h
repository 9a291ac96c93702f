#pragma once
// One interface over every hash function the labs use: bytes + seed -> digest.
// The libraries (libxxhash, libmurmurhash, libcrypto) do the hashing; this layer only names,
// dispatches and formats, so that a lab can say "xxh3" and a student can read the digest.
#include "hashlab/common/result.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::hash {

enum class Algo { Murmur3_x86_32, Murmur3_x64_128, Xxh3_64, Xxh64, Md5, Sha256, Fnv1a_64 };

// All algorithms in a stable order (for menus and --help).
std::span<const Algo> allAlgos();
// The command-line name: murmur3_x86_32, murmur3_x64_128, xxh3_64, xxh64, md5, sha256, fnv1a_64.
std::string_view algoName(Algo algo);
Result<Algo> parseAlgo(std::string_view name);
// Digest size in bytes.
std::size_t digestSize(Algo algo);
// The largest seed an algorithm takes: 2^32-1 for murmur3, 2^64-1 for xxh, 0 for the seedless
// md5, sha256 and fnv1a_64 (their callers must refuse any other seed rather than ignore it).
std::uint64_t maxSeed(Algo algo);

struct Digest {
    Algo algo{};
    std::vector<std::uint8_t> bytes; // canonical byte order, see hex()

    // The 64-bit number the labs use when they need one integer from this digest:
    // the value itself for 32- and 64-bit hashes; for longer digests the first 8 bytes read
    // little-endian (for murmur3_x64_128 that is h1, as Guava's and Kirsch–Mitzenmacher's split).
    std::uint64_t asU64() const;
    // Lowercase hex as users know it: for 32/64-bit hashes the value zero-padded
    // (format(v, '016x')); for md5/sha256 hashlib's hexdigest(); for murmur3_x64_128 the
    // 32 digits of mmh3.hash128(signed=False), i.e. h2 then h1 - the form of the dedup store's
    // hash_id (docs/references.md "Ids and collisions").
    std::string hex() const;
};

Digest compute(Algo algo, std::span<const std::uint8_t> data, std::uint64_t seed = 0);
Digest compute(Algo algo, std::string_view text, std::uint64_t seed = 0);

// Fast, allocation-free entry points for hot paths (rings, tables, filters).
std::uint32_t murmur3_x86_32(const void* data, std::size_t len, std::uint32_t seed);
struct U128 {
    std::uint64_t h1 = 0; // low word (first 8 digest bytes, little-endian)
    std::uint64_t h2 = 0; // high word
};
U128 murmur3_x64_128(const void* data, std::size_t len, std::uint32_t seed);
std::uint64_t xxh3_64(const void* data, std::size_t len, std::uint64_t seed);
std::uint64_t xxh64(const void* data, std::size_t len, std::uint64_t seed);
std::uint64_t fnv1a_64(const void* data, std::size_t len);
std::array<std::uint8_t, 16> md5(const void* data, std::size_t len);
std::array<std::uint8_t, 32> sha256(const void* data, std::size_t len);
// The 64-bit value of compute(algo, ...).asU64() without allocating.
std::uint64_t hash64(Algo algo, std::string_view text, std::uint64_t seed = 0);

// (h2 << 64) | h1 in decimal: the integer Python's mmh3.hash128(..., signed=False) returns.
std::string mmh3Int(U128 h);
std::string toHex(std::span<const std::uint8_t> bytes);
// Parses an even-length hex string ("" allowed); error names parameter "hex".
Result<std::vector<std::uint8_t>> fromHex(std::string_view hex);

} // namespace hashlab::hash

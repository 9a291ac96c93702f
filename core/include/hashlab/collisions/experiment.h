#pragma once
// The collision experiment: n distinct random URLs (fixed by a seed) are hashed, the digest is
// truncated to its first b bits (as md5(url)[:6] keeps the first 24 bits; docs/references.md
// "Birthday bound: sources"), and the colliding pairs are counted: sum over equal values of
// C(count, 2).
//
// Made for n = 10^7 in well under 3 s: keys are built in a per-thread buffer (no string per key),
// hashed on every core into one array of 64-bit prefixes, radix-sorted, and counted in runs.
// Widths above 64 bits compare the first 64 bits, then re-hash only the keys whose 64-bit
// prefixes tie to settle the rest.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hashlab::collisions {

enum class PrefixHash { Md5, Murmur3, Xxh3 };

std::string_view prefixHashName(PrefixHash h); // "md5", "murmur3", "xxh3"
Result<PrefixHash> parsePrefixHash(std::string_view name);
// The widest prefix a hash offers: 128 for md5 and murmur3 (x64_128), 64 for xxh3.
int maxPrefixBits(PrefixHash h);

inline constexpr std::uint64_t kMaxExperimentKeys = 20'000'000; // 160 MB of prefixes + sort buffer

// The i-th URL of the experiment with this seed; distinct i give distinct URLs.
std::string experimentUrl(std::uint64_t seed, std::uint64_t i);
// The same URL written into buf (at least 128 bytes) without allocating; returns its length.
std::size_t writeExperimentUrl(char* buf, std::uint64_t seed, std::uint64_t i);
// The digest's leading 64 bits in reading order: the bits hexPrefix prints first.
std::uint64_t leading64(PrefixHash h, std::string_view key);
// The first `bits` bits of the digest as a lowercase hex prefix of ceil(bits/4) digits (the
// unused low bits of the last digit are zero): md5 with 24 bits gives md5(url)[:6].
std::string hexPrefix(PrefixHash h, std::string_view key, int bits);

struct CollisionExample {
    std::string prefix;            // the shared hex prefix
    std::vector<std::string> keys; // the URLs that share it
};

struct ExperimentResult {
    std::uint64_t n = 0;
    int bits = 0;
    PrefixHash hash = PrefixHash::Md5;
    std::uint64_t seed = 0;
    std::uint64_t collidingPairs = 0;  // sum over shared values of C(c, 2)
    std::uint64_t keysInCollision = 0; // keys whose value some other key shares
    std::uint64_t distinctValues = 0;
    std::uint64_t largestGroup = 0;
    double pairsExpected = 0;               // C(n,2)/2^b, the birthday bound's prediction
    std::vector<CollisionExample> examples; // up to `maxExamples` groups, in prefix order
};

struct ExperimentOptions {
    std::uint64_t n = 0;
    int bits = 32;
    PrefixHash hash = PrefixHash::Md5;
    std::uint64_t seed = 0;
    std::size_t maxExamples = 0;
    unsigned threads = 0; // 0 = every core
};

// Errors name "n" (0..kMaxExperimentKeys), "bits" (1..maxPrefixBits) or "cancelled".
Result<ExperimentResult> runCollisionExperiment(const ExperimentOptions& options,
                                                const Progress& progress = {});

} // namespace hashlab::collisions

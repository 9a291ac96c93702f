#pragma once
// The birthday bound (docs/references.md "Ids and collisions"): n keys drawn uniformly from 2^b
// values.
//   expected colliding pairs  E = C(n, 2) / 2^b
//   P(any collision)          P = 1 - prod_{i=1}^{n-1} (1 - i / 2^b)
// P is computed from the exact product (as a sum of log1p terms, so that 2^-128 survives) for
// small n, and from an Euler-Maclaurin form of the same sum for large n; never from the
// 1 - exp(-n^2 / 2^(b+1)) shortcut alone, which is off by up to a few percent for small b.
#include "hashlab/common/result.h"

#include <cstdint>
#include <string>

namespace hashlab::collisions {

inline constexpr int kMinBits = 1;
inline constexpr int kMaxBits = 128;

struct BirthdayPoint {
    std::uint64_t n = 0;
    int bits = 0;             // when the space was given in bits; 0 otherwise
    double space = 0;         // N, the number of equally likely values
    double pairsExpected = 0; // C(n,2) / N
    double pAny = 0;          // probability that at least two keys share a value
    bool exact = false;       // true when pAny came from the term-by-term product
};

// Errors name "bits" (1..128).
Result<BirthdayPoint> birthday(std::uint64_t n, int bits);

// The smallest n with P(any collision) >= target (0 < target < 1). Returned as a double because
// for b > 127 the answer exceeds 2^64; below 2^53 it is an exact integer found by bisection on P.
// Errors name "bits" or "p".
Result<double> keysForProbability(double target, int bits);

// The approximation the textbooks print, for showing beside the exact value.
double approxPAny(double n, int bits);

// The same for a space of N values that need not be a power of two: a 7-character Base62 code
// has N = 62^7 ≈ 2^41.7. Errors name "space" (2 ≤ N ≤ 2^128). N is a double: exact for every
// space below 2^53 and for every power of two, within one rounding (2^-53 relative) above.
Result<BirthdayPoint> birthdayInSpace(std::uint64_t n, double space);
Result<double> keysForProbabilityInSpace(double target, double space);
double approxPAnyInSpace(double n, double space);

inline constexpr std::uint64_t kMaxAlphabet = 1'000'000;
// alphabet^length; errors name "alphabet" (2..10^6) or "length" (≥ 1, the space ≤ 2^128).
Result<double> codeSpace(std::uint64_t alphabet, std::uint64_t length);
// base^exponent written out exactly in decimal (62^11 already passes 2^64; the double above is
// rounded beyond 2^53). For base ≥ 2 the result has at most exponent·log10(base) + 1 digits.
std::string exactPowerDecimal(std::uint64_t base, std::uint64_t exponent);

} // namespace hashlab::collisions

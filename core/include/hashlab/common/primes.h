#pragma once
// Primality by trial division, shared by the labs that size a table or a filter to a prime: the
// numbers involved stay below 2^35, where trial division by odd numbers up to √n takes at most
// about 10^5 divisions - instant for a size chosen once, and simple enough to trust.
#include <cstdint>

namespace hashlab {

bool isPrime(std::uint64_t n);
// The smallest prime ≥ n (2 for n ≤ 2).
std::uint64_t smallestPrimeAtLeast(std::uint64_t n);

} // namespace hashlab

#include "hashlab/common/primes.h"

namespace hashlab {

bool isPrime(std::uint64_t n) {
    if (n < 4)
        return n >= 2;
    if (n % 2 == 0)
        return false;
    for (std::uint64_t d = 3; d * d <= n; d += 2)
        if (n % d == 0)
            return false;
    return true;
}

std::uint64_t smallestPrimeAtLeast(std::uint64_t n) {
    while (!isPrime(n))
        ++n;
    return n;
}

} // namespace hashlab

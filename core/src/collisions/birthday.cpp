#include "hashlab/collisions/birthday.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace hashlab::collisions {
namespace {

// Below this many keys the product is summed term by term: at most 2^16 log1p calls.
constexpr std::uint64_t kExactLimit = 1u << 16;

Status checkBits(int bits) {
    if (bits < kMinBits || bits > kMaxBits)
        return makeError("bits", HASHLAB_TR("core", "must be an integer from 1 to 128, got %1"),
                         bits);
    return ok();
}

Status checkSpace(double space) {
    if (!(space >= 2 && space <= std::ldexp(1.0, kMaxBits)))
        return makeError("space", HASHLAB_TR("core", "must be from 2 to 2^128 values"));
    return ok();
}

// (1 - t) ln(1 - t) + t without cancellation: its series sum_{k>=2} t^k / (k (k-1)) for small t.
double integralTerm(double t) {
    if (t < 1e-3) {
        double sum = 0, power = t;
        for (int k = 2; k < 12; ++k) {
            power *= t;
            sum += power / (k * (k - 1.0));
        }
        return sum;
    }
    return (1 - t) * std::log1p(-t) + t;
}

// ln P(no collision) = sum_{i=0}^{n-1} ln(1 - i/N).
double logNoCollision(std::uint64_t n, double N) {
    if (n <= kExactLimit) {
        // The partial sums for the last N asked, extended as needed: a plot asks for one space
        // at 141 n and bisects n for several targets, which summed term by term cost seconds of
        // log1p per edit. The sum is added in the same order, so each value is bit-identical.
        thread_local double tableSpace = -1;
        thread_local std::vector<double> partial; // partial[j] = sum_{i=1}^{j} ln(1 - i/N)
        if (tableSpace != N) {
            tableSpace = N;
            partial.assign(1, 0.0);
        }
        if (n < 2)
            return 0;
        while (partial.size() < n) {
            const double i = static_cast<double>(partial.size());
            partial.push_back(partial.back() + std::log1p(-i / N));
        }
        return partial[n - 1];
    }
    const double nd = static_cast<double>(n);
    const double t = nd / N;
    // With n > 2^16 and t > 1/40 the exponent is below -800: P rounds to 1 exactly.
    if (t > 0.025)
        return -1e300;
    // Euler-Maclaurin for f(x) = ln(1 - x/N) over 0..n-1: integral - (f(n) - f(0))/2 +
    // (f'(n) - f'(0))/12; the next term is O(n / N^3), far below double precision here.
    const double integral = -N * integralTerm(t);
    const double fn = std::log1p(-t);
    const double dfn = -1.0 / (N - nd) + 1.0 / N;
    return integral - fn / 2 + dfn / 12;
}

double pAnyFor(std::uint64_t n, double N) {
    if (n < 2)
        return 0;
    if (static_cast<double>(n) > N)
        return 1; // pigeonhole (N < 2^64 here, so n and N compare exactly enough: N is whole)
    return -std::expm1(logNoCollision(n, N));
}

} // namespace

double approxPAny(double n, int bits) {
    return approxPAnyInSpace(n, std::ldexp(1.0, bits));
}

double approxPAnyInSpace(double n, double space) {
    return -std::expm1(-n * (n - 1) / (2 * space));
}

Result<BirthdayPoint> birthday(std::uint64_t n, int bits) {
    if (auto s = checkBits(bits); !s)
        return s.error();
    BirthdayPoint p = *birthdayInSpace(n, std::ldexp(1.0, bits));
    p.bits = bits;
    return p;
}

Result<BirthdayPoint> birthdayInSpace(std::uint64_t n, double space) {
    if (auto s = checkSpace(space); !s)
        return s.error();
    BirthdayPoint p;
    p.n = n;
    p.space = space;
    const double nd = static_cast<double>(n);
    p.pairsExpected = n < 2 ? 0.0 : nd * (nd - 1) / 2 / space;
    p.pAny = pAnyFor(n, space);
    p.exact = n <= kExactLimit;
    return p;
}

Result<double> keysForProbability(double target, int bits) {
    if (auto s = checkBits(bits); !s)
        return s.error();
    return keysForProbabilityInSpace(target, std::ldexp(1.0, bits));
}

Result<double> keysForProbabilityInSpace(double target, double space) {
    if (auto s = checkSpace(space); !s)
        return s.error();
    if (!(target > 0 && target < 1))
        return makeError("p", HASHLAB_TR("core", "must be a probability strictly between 0 and 1"));
    if (space > std::ldexp(1.0, 100)) {
        // n ~ √N: far beyond 2^53, where the continuous inverse of the (then exact)
        // approximation P = 1 - exp(-n(n-1)/2N) is as precise as a double can say.
        const double c = 2 * space * -std::log1p(-target);
        return std::ceil(0.5 + std::sqrt(0.25 + c));
    }
    // Bisection on the exact P: P(lo) < target <= P(hi); P(N + 1) = 1 by pigeonhole.
    std::uint64_t lo = 1;
    std::uint64_t hi = space < std::ldexp(1.0, 62) ? static_cast<std::uint64_t>(space) + 1
                                                   : (std::uint64_t{1} << 62);
    while (hi - lo > 1) {
        const std::uint64_t mid = lo + (hi - lo) / 2;
        if (pAnyFor(mid, space) >= target)
            hi = mid;
        else
            lo = mid;
    }
    return static_cast<double>(hi);
}

Result<double> codeSpace(std::uint64_t alphabet, std::uint64_t length) {
    if (alphabet < 2 || alphabet > kMaxAlphabet)
        return makeError("alphabet", HASHLAB_TR("core", "must be from 2 to %1 symbols, got %2"),
                         kMaxAlphabet, alphabet);
    if (length < 1 ||
        static_cast<double>(length) * std::log2(static_cast<double>(alphabet)) > kMaxBits)
        return makeError("length",
                         HASHLAB_TR("core", "must be at least 1, with %1^length at most 2^128, "
                                            "got %2"),
                         alphabet, length);
    return std::pow(static_cast<double>(alphabet), static_cast<double>(length));
}

std::string exactPowerDecimal(std::uint64_t base, std::uint64_t exponent) {
    // Little-endian limbs of 10^9: each step multiplies by base < 2^64, carried in 128 bits.
    __extension__ typedef unsigned __int128 U128; // GCC and Clang; pedantic mode asks for the mark
    constexpr std::uint64_t kLimb = 1'000'000'000;
    std::vector<std::uint64_t> limbs = {1};
    for (std::uint64_t e = 0; e < exponent; ++e) {
        U128 carry = 0;
        for (auto& limb : limbs) {
            const U128 v = static_cast<U128>(limb) * base + carry;
            limb = static_cast<std::uint64_t>(v % kLimb);
            carry = v / kLimb;
        }
        while (carry) {
            limbs.push_back(static_cast<std::uint64_t>(carry % kLimb));
            carry /= kLimb;
        }
    }
    std::string out = std::to_string(limbs.back());
    for (auto it = limbs.rbegin() + 1; it != limbs.rend(); ++it) {
        const std::string part = std::to_string(*it);
        out.append(9 - part.size(), '0');
        out += part;
    }
    return out;
}

} // namespace hashlab::collisions

#include "hashlab/bloom/theory.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace hashlab::bloom {
namespace {

constexpr double kLn2 = 0.69314718055994530942;

// (1 − (1 − 1/B)^(i·k))^k: the standard rate of a B-cell filter holding i keys.
double standardFp(double B, double i, unsigned k) {
    if (i <= 0)
        return 0;
    const double empty = std::exp(i * k * std::log1p(-1.0 / B));
    return std::pow(1.0 - empty, k);
}

// Σ_i pmf(i) · rate(i) over the bulk of a distribution with the given mean and sd.
template <typename LogPmf, typename Rate>
double mixture(double mean, double sd, double maxI, LogPmf logPmf, Rate rate) {
    const double lo = std::max(0.0, std::floor(mean - 12 * sd - 10));
    const double hi = std::min(maxI, std::ceil(mean + 12 * sd + 20));
    double sum = 0;
    for (double i = lo; i <= hi; i += 1)
        sum += std::exp(logPmf(i)) * rate(i);
    return std::min(1.0, sum);
}

// A split block holding j keys: each of its 8 words has j bits set at uniform positions (one per
// key), so a query's bit in a word is set with probability 1 − (1 − 1/32)^j, and the query passes
// when all 8 of its bits are.
double splitBlockRate(double j) {
    return std::pow(-std::expm1(j * std::log1p(-1.0 / 32)), double(kSplitK));
}

} // namespace

double classicFp(std::uint64_t m, std::uint64_t n, unsigned k) {
    return std::pow(1.0 - std::exp(-double(k) * double(n) / double(m)), double(k));
}

double textbookFp(std::uint64_t m, std::uint64_t n, unsigned k) {
    return standardFp(double(m), double(n), k);
}

std::optional<double> exactFp(std::uint64_t m, std::uint64_t n, unsigned k) {
    const std::uint64_t throws = std::uint64_t{k} * n;
    const std::uint64_t states = std::min<std::uint64_t>(m, throws);
    if (double(throws) * double(states + 1) > kExactWork)
        return std::nullopt;
    // Occupancy distribution of m cells after `throws` uniform throws (Christensen et al. 2010).
    std::vector<long double> p(states + 1, 0.0L), next(states + 1);
    p[0] = 1.0L;
    const long double M = static_cast<long double>(m);
    for (std::uint64_t t = 0; t < throws; ++t) {
        const std::uint64_t top = std::min<std::uint64_t>(states, t + 1);
        next[0] = 0;
        for (std::uint64_t i = 1; i <= top; ++i)
            next[i] = p[i] * (static_cast<long double>(i) / M) +
                      p[i - 1] * (static_cast<long double>(m - i + 1) / M);
        p.swap(next);
        if (throws > 0)
            p[0] = 0;
    }
    long double fp = 0;
    for (std::uint64_t i = 1; i <= states; ++i)
        fp += p[i] * std::pow(static_cast<long double>(i) / M, static_cast<long double>(k));
    return static_cast<double>(fp);
}

double blockedFp(std::uint64_t m, std::uint64_t n) {
    const double lambda = double(n) * double(kBlockBits) / double(m);
    return mixture(
        lambda, std::sqrt(lambda), 1e300,
        [lambda](double i) { return i * std::log(lambda) - lambda - std::lgamma(i + 1); },
        splitBlockRate);
}

namespace {
// Σ_i Binom(i; n, 1/parts) · rate(i)
template <typename Rate>
double binomialMixture(std::uint64_t n, std::uint64_t parts, Rate rate) {
    const double N = double(n), q = 1.0 / double(parts);
    if (parts <= 1)
        return std::min(1.0, rate(N));
    const double lgN = std::lgamma(N + 1), lq = std::log(q), lq1 = std::log1p(-q);
    return mixture(
        N * q, std::sqrt(N * q * (1 - q)), N,
        [&](double i) {
            return lgN - std::lgamma(i + 1) - std::lgamma(N - i + 1) + i * lq + (N - i) * lq1;
        },
        rate);
}
} // namespace

double blockedExactFp(std::uint64_t m, std::uint64_t n) {
    return binomialMixture(n, m / kBlockBits, splitBlockRate);
}

double shardedFp(std::uint64_t m, std::uint64_t n, unsigned k, std::uint64_t shards) {
    if (shards <= 1)
        return textbookFp(m, n, k);
    const double B = double(m / shards);
    return binomialMixture(n, shards, [&](double i) { return standardFp(B, i, k); });
}

std::uint64_t blockedBlocksFor(std::uint64_t n, double p) {
    // The rate falls as blocks are added: the fewest whole blocks that reach p, by bisection
    // from the classic filter's m (a split block needs more).
    const auto bits =
        static_cast<std::uint64_t>(std::ceil(-double(n) * std::log(p) / (kLn2 * kLn2)));
    std::uint64_t lo = bits / kBlockBits;
    while (lo > 0 && blockedFp(lo * kBlockBits, n) <= p)
        lo /= 2;
    std::uint64_t hi = std::max<std::uint64_t>(1, lo);
    while (blockedFp(hi * kBlockBits, n) > p) {
        if (hi > kMaxBits / kBlockBits)
            return hi; // beyond the memory limit: the caller refuses it
        lo = hi, hi *= 2;
    }
    while (hi - lo > 1) {
        const std::uint64_t mid = lo + (hi - lo) / 2;
        (blockedFp(mid * kBlockBits, n) <= p ? hi : lo) = mid;
    }
    return hi;
}

double partitionedExactFp(std::uint64_t m, std::uint64_t n, unsigned k, std::uint64_t parts) {
    const std::uint64_t B = m / parts;
    const double N = double(n), q = 1.0 / double(parts);
    const double mean = N * q, sd = std::sqrt(N * q * (1 - q));
    const auto lo = static_cast<std::uint64_t>(std::max(0.0, std::floor(mean - 12 * sd - 10)));
    const auto hi = static_cast<std::uint64_t>(std::min(N, std::ceil(mean + 12 * sd + 20)));
    const std::uint64_t maxThrows = hi * k;
    if (double(maxThrows) * double(std::min<std::uint64_t>(B, maxThrows) + 1) > 2 * kExactWork)
        return parts == 1 ? textbookFp(m, n, k) : shardedFp(m, n, k, parts);
    const double lgN = std::lgamma(N + 1), lq = std::log(q), lq1 = std::log1p(-q);
    auto weight = [&](double i) {
        if (parts == 1)
            return i == N ? 1.0 : 0.0;
        return std::exp(lgN - std::lgamma(i + 1) - std::lgamma(N - i + 1) + i * lq + (N - i) * lq1);
    };
    // One occupancy DP over throws into a B-cell partition; after every k throws (one more key)
    // add that key count's weight times the exact in-partition rate Σ_j P(j) · (j/B)^k.
    const std::uint64_t states = std::min<std::uint64_t>(B, maxThrows);
    std::vector<double> p(states + 1, 0.0), next(states + 1, 0.0), powers(states + 1);
    for (std::uint64_t j = 0; j <= states; ++j)
        powers[j] = std::pow(double(j) / double(B), double(k));
    p[0] = 1;
    double sum = 0;
    for (std::uint64_t t = 0;; ++t) {
        if (t % k == 0 && t / k >= lo) {
            double inner = 0;
            for (std::uint64_t j = 1; j <= std::min(states, t); ++j)
                inner += p[j] * powers[j];
            sum += weight(double(t / k)) * inner;
        }
        if (t == maxThrows)
            break;
        const std::uint64_t top = std::min(states, t + 1);
        next[0] = 0;
        for (std::uint64_t j = 1; j <= top; ++j)
            next[j] = p[j] * (double(j) / double(B)) + p[j - 1] * (double(B - j + 1) / double(B));
        p.swap(next);
    }
    return std::min(1.0, sum);
}

double expectedFill(std::uint64_t m, std::uint64_t n, unsigned k) {
    if (n == 0)
        return 0;
    return 1.0 - std::exp(double(k) * double(n) * std::log1p(-1.0 / double(m)));
}

namespace {
// ln of the classic rate (1 − e^(−kn/m))^k, which stays comparable where the rate underflows.
double logClassic(double bitsPerKey, double k) {
    return k * std::log1p(-std::exp(-k / bitsPerKey));
}

// Of ⌊x⌋ and ⌈x⌉ for x = (m/n)·ln 2, clamped to [1, cap], the one with the lower classic rate:
// rounding x picks the worse one now and then (33.9 bits per key: 23 rounds, 24 is better).
double betterIntegerK(std::uint64_t m, std::uint64_t n, double cap) {
    const double bpk = double(m) / double(n);
    const double x = bpk * kLn2;
    const double lo = std::clamp(std::floor(x), 1.0, cap), hi = std::clamp(std::ceil(x), 1.0, cap);
    return logClassic(bpk, hi) < logClassic(bpk, lo) ? hi : lo;
}
} // namespace

unsigned optimalK(std::uint64_t m, std::uint64_t n) {
    return static_cast<unsigned>(betterIntegerK(m, n, double(kMaxK)));
}

Result<TheoryReport> theory(const FilterConfig& asked, std::uint64_t n) {
    if (Status s = validate(asked); !s)
        return s.error();
    FilterConfig c = asked; // the filter's m: a prime for double hashing and counting
    c.m = wholePartitionsM(asked);
    if (n < 1 || n > kMaxN)
        return makeError("n", HASHLAB_TR("core", "must be from 1 to 2^40, got %1"), n);
    TheoryReport r;
    r.classic = classicFp(c.m, n, c.k);
    r.textbook = textbookFp(c.m, n, c.k);
    r.exact = exactFp(c.m, n, c.k);
    if (c.m % kBlockBits == 0)
        r.blocked = blockedFp(c.m, n);
    r.expectedFill = expectedFill(c.m, n, c.k);
    r.variant = r.exact ? *r.exact : r.textbook;
    r.variantModel = r.exact ? "exact" : "textbook (exact not feasible at this size)";
    if (c.variant == Variant::Blocked) {
        r.variant = blockedExactFp(c.m, n);
        r.variantModel = "blocked (split blocks of 8 × 32 bits, k = 8: binomial keys per block)";
    } else if (c.variant == Variant::Sharded) {
        r.sharded = partitionedExactFp(c.m, n, c.k, c.shards);
        r.variant = *r.sharded;
        r.variantModel = "sharded (binomial mixture over " + std::to_string(c.shards) + " shards)";
    } else if (c.variant == Variant::BadStep) {
        r.variantModel = "double (bad-step has no closed form: it measures worse)";
    }
    return r;
}

Result<Sizing> sizeForRate(std::uint64_t n, double p) {
    if (n < 1 || n > kMaxN)
        return makeError("n", HASHLAB_TR("core", "must be from 1 to 2^40, got %1"), n);
    if (!std::isfinite(p) || p <= 0 || p >= 1)
        return makeError("p", HASHLAB_TR("core", "must be a number with 0 < p < 1"));
    const long double bits =
        std::ceil(-static_cast<long double>(n) * std::log(static_cast<long double>(p)) /
                  (static_cast<long double>(kLn2) * kLn2));
    if (bits > static_cast<long double>(kMaxBits))
        return makeError("m",
                         HASHLAB_TR("core", "n = %1 at p = %2 needs %3 bits, beyond the memory "
                                            "limit of 2^34 bits (2 GiB)"),
                         n, p, static_cast<double>(bits));
    // The formula is the m of a real k; at the best whole k the rate can come out a little above
    // p (0.00100002 for n = 50,000,000, p = 0.001). The m printed must give at most p: the
    // smallest m from there on that does (the rate at the best k falls as m grows).
    auto ratePasses = [&](std::uint64_t m) { return classicFp(m, n, optimalK(m, n)) <= p; };
    std::uint64_t lo = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(bits));
    if (!ratePasses(lo)) {
        std::uint64_t step = 1, hi = lo + 1;
        while (hi <= kMaxBits && !ratePasses(hi)) {
            lo = hi;
            step *= 2;
            hi = lo + step;
        }
        if (hi > kMaxBits)
            return makeError("m",
                             HASHLAB_TR("core", "n = %1 at p = %2 needs %3 bits, beyond the memory "
                                                "limit of 2^34 bits (2 GiB)"),
                             n, p, static_cast<double>(hi));
        while (hi - lo > 1) { // lo fails, hi passes
            const std::uint64_t mid = lo + (hi - lo) / 2;
            (ratePasses(mid) ? hi : lo) = mid;
        }
        lo = hi;
    }
    return sizeForBits(n, lo);
}

namespace {
Status checkSizingBits(std::uint64_t n, std::uint64_t m) {
    if (n < 1 || n > kMaxN)
        return makeError("n", HASHLAB_TR("core", "must be from 1 to 2^40, got %1"), n);
    if (m < 1 || m > kMaxBits)
        return makeError(
            "m", HASHLAB_TR("core", "must be from 1 to 2^34 = 17179869184 bits, got %1"), m);
    return ok();
}
} // namespace

Result<Sizing> sizeForBits(std::uint64_t n, std::uint64_t m) {
    if (Status st = checkSizingBits(n, m); !st)
        return st.error();
    Sizing s;
    s.n = n;
    s.mBits = m;
    s.bytes = (m + 7) / 8;
    s.optimalK = static_cast<unsigned>(betterIntegerK(m, n, 1e9));
    s.k = optimalK(m, n);
    s.p = classicFp(m, n, s.k);
    return s;
}

} // namespace hashlab::bloom

namespace hashlab::bloom {

Result<Sizing> blockedSizeForRate(std::uint64_t n, double p) {
    if (n < 1 || n > kMaxN)
        return makeError("n", HASHLAB_TR("core", "must be from 1 to 2^40, got %1"), n);
    if (!std::isfinite(p) || p <= 0 || p >= 1)
        return makeError("p", HASHLAB_TR("core", "must be a number with 0 < p < 1"));
    // A split block needs more bits than the classic filter: refuse early what that cannot fit.
    if (auto classic = sizeForRate(n, p); !classic)
        return classic.error();
    const std::uint64_t blocks = blockedBlocksFor(n, p);
    if (blocks > kMaxBits / kBlockBits)
        return makeError("m",
                         HASHLAB_TR("core", "n = %1 at p = %2 needs more than 2^34 bits in split "
                                            "blocks, beyond the memory limit (2 GiB)"),
                         n, p);
    return blockedSizeForBits(n, blocks * kBlockBits);
}

Result<Sizing> blockedSizeForBits(std::uint64_t n, std::uint64_t m) {
    if (Status st = checkSizingBits(n, m); !st)
        return st.error();
    Sizing s;
    s.n = n;
    s.mBits = (m + kBlockBits - 1) / kBlockBits * kBlockBits;
    s.bytes = s.mBits / 8;
    s.k = s.optimalK = kSplitK;
    s.p = blockedFp(s.mBits, n);
    return s;
}

} // namespace hashlab::bloom

#pragma once
// False-positive theory and sizing (docs/references.md "Bloom filters"), as plain functions of
// (m, n, k). All rates are probabilities in [0, 1].
#include "hashlab/bloom/filter.h"
#include "hashlab/common/result.h"
#include "hashlab/common/wilson.h"

#include <cstdint>
#include <optional>
#include <string>

namespace hashlab::bloom {

// (1 − e^(−kn/m))^k
double classicFp(std::uint64_t m, std::uint64_t n, unsigned k);
// (1 − (1 − 1/m)^(kn))^k
double textbookFp(std::uint64_t m, std::uint64_t n, unsigned k);
// Bose et al. / Christensen et al.: Σ_i P(i cells set after kn uniform throws) · (i/m)^k, by the
// occupancy distribution. Empty when k·n·min(m, k·n) exceeds kExactWork (not feasible).
inline constexpr double kExactWork = 4e7;
std::optional<double> exactFp(std::uint64_t m, std::uint64_t n, unsigned k);
// The blocked (split block) variant of m bits holding n keys, after Putze, Sanders, Singler: the
// keys in a block are Poisson(n·256/m), and a block of j keys passes a query with probability
// (1 − (1 − 1/32)^j)^8 (each of its 8 words has j uniform bits). Needs m a multiple of 256.
double blockedFp(std::uint64_t m, std::uint64_t n);
// The same with the keys of a block Binomial(n, 256/m), as they are: it differs from the Poisson
// form only for few blocks (one block holds all n keys).
double blockedExactFp(std::uint64_t m, std::uint64_t n);
// The fewest whole 256-bit blocks whose blockedFp for n keys is at most p (0 < p < 1).
std::uint64_t blockedBlocksFor(std::uint64_t n, double p);
// S equal shards of m/S cells, the shard chosen uniformly: Σ_i Binom(i; n, 1/S) · FP_std(m/S, i,
// k).
double shardedFp(std::uint64_t m, std::uint64_t n, unsigned k, std::uint64_t shards);
// A filter split into `parts` equal partitions, each key in one uniform partition with k
// independent uniform positions there: Σ_i Binom(i; n, 1/parts) · exact(m/parts, i, k). Putze's
// sum uses FP_std = E[fill]^k per block, which is a little low for 512-bit blocks (by Jensen:
// the fill of a block varies); this is the exact value. Falls back to the mixture of textbook
// rates when the occupancy DP would exceed 2·kExactWork steps.
double partitionedExactFp(std::uint64_t m, std::uint64_t n, unsigned k, std::uint64_t parts);
// Expected share of non-zero cells: 1 − (1 − 1/m)^(kn).
double expectedFill(std::uint64_t m, std::uint64_t n, unsigned k);
// The integer k that minimises the classic rate: the better of ⌊(m/n)·ln 2⌋ and ⌈(m/n)·ln 2⌉
// (rounding misses it at 5 of 390 bits-per-key values), clamped to [1, 64].
unsigned optimalK(std::uint64_t m, std::uint64_t n);

struct TheoryReport {
    double classic = 0;
    double textbook = 0;
    std::optional<double> exact; // empty when not feasible (the textbook value stands in)
    std::optional<double> blocked;
    std::optional<double> sharded;
    double variant = 0;       // the model for the given variant (see variantModel)
    std::string variantModel; // "exact", "textbook (exact not feasible)", "blocked", ...
    double expectedFill = 0;
};
// Theory for a filter configuration with n keys inserted, at the m its filter uses
// (wholePartitionsM: the smallest prime ≥ c.m for double hashing and counting). bad-step has no
// closed form: its model is that of the double variant, flagged "double (bad-step has no closed
// form)".
Result<TheoryReport> theory(const FilterConfig& c, std::uint64_t n);

struct Sizing {
    std::uint64_t n = 0;
    std::uint64_t mBits = 0;
    std::uint64_t bytes = 0; // ⌈m/8⌉: the bits in bytes (storage rounds up to 64-bit words)
    unsigned k = 0;
    double p = 0;          // classic rate at (m, n, k)
    unsigned optimalK = 0; // unclamped best integer k (k is this clamped to [1, 64])
};
// n, p → m = ⌈−n·ln p / (ln 2)²⌉, or the smallest m above it whose rate at k = optimalK(m, n)
// is at most p (the formula is exact only for a real k), so that the p reported is ≤ the p asked.
Result<Sizing> sizeForRate(std::uint64_t n, double p);
// n, m → k and the resulting p.
Result<Sizing> sizeForBits(std::uint64_t n, std::uint64_t m);
// The blocked (split block) variant: n, p → the fewest whole 256-bit blocks reaching p
// (blockedBlocksFor), k = 8, p = blockedFp there; n, m → m rounded up to whole blocks and its p.
Result<Sizing> blockedSizeForRate(std::uint64_t n, double p);
Result<Sizing> blockedSizeForBits(std::uint64_t n, std::uint64_t m);
inline constexpr std::uint64_t kMaxN = std::uint64_t{1} << 40;

using hashlab::Interval;
using hashlab::wilson;

} // namespace hashlab::bloom

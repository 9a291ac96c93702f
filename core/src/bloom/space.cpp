#include "hashlab/bloom/space.h"

#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/scalable_filter.h"
#include "hashlab/bloom/theory.h"
#include "hashlab/bloom/xor_filter.h"
#include "hashlab/common/format.h"
#include "hashlab/common/primes.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

namespace hashlab::bloom {
namespace {

std::string fmt(const char* f, double a, double b = 0) {
    char buf[96];
    std::snprintf(buf, sizeof buf, f, a, b);
    return buf;
}

} // namespace

Result<SpaceTable> spaceTable(std::span<const double> eps, std::uint64_t n) {
    if (n < 1 || n > kMaxSpaceN)
        return makeError("n", HASHLAB_TR("core", "must be from 1 to 10000000, got %1"),
                         std::to_string(n));
    if (eps.empty() || eps.size() > kMaxSpaceRates)
        return makeError("eps", HASHLAB_TR("core", "give 1 to 20 rates, got %1"),
                         std::to_string(eps.size()));
    for (double e : eps)
        if (!(e > 0 && e < 1))
            return makeError("eps",
                             HASHLAB_TR("core", "each rate must be above 0 and below 1, got %1"),
                             formatG(e));
    SpaceTable t;
    for (double e : eps) {
        const double lb = std::log2(1 / e);
        t.bounds.push_back({e, lb, std::numbers::log2e * lb});
        const Sizing s = sizeForRate(n, e).value();
        // the classic and counting filters hash doubly over a prime m: the smallest prime ≥ the
        // sized m is what they are built with (wholePartitionsM), a few bits more
        const std::uint64_t m = smallestPrimeAtLeast(s.mBits);
        const double classic = double(m) / double(n);
        t.rows.push_back({"classic",
                          e,
                          classic,
                          double(s.k),
                          false,
                          false,
                          fmt("k = %.0f", s.k),
                          m,
                          s.k,
                          0,
                          {}});
        // blocked: the fewest whole split blocks (256 bits, k = 8) that reach ε
        const std::uint64_t blocks = blockedBlocksFor(n, e);
        t.rows.push_back({"blocked",
                          e,
                          double(blocks * kBlockBits) / double(n),
                          1,
                          false,
                          false,
                          "k = 8, 256-bit split blocks",
                          blocks * kBlockBits,
                          kSplitK,
                          0,
                          {}});
        t.rows.push_back({"counting",
                          e,
                          classic * 4,
                          double(s.k),
                          true,
                          false,
                          fmt("k = %.0f, 4-bit counters", s.k),
                          m,
                          s.k,
                          0,
                          {}});
        // cuckoo: the smallest f with 2b/2^f ≤ ε, b = 4, at the load it is sized for
        const unsigned f = static_cast<unsigned>(std::ceil(std::log2(8 / e)));
        t.rows.push_back({"cuckoo",
                          e,
                          f / kCuckooTableLoad,
                          2,
                          true,
                          false,
                          fmt("f = %.0f, b = 4, load %.0f %%", f, kCuckooTableLoad * 100),
                          0,
                          0,
                          f,
                          {}});
        // scalable: P0 = ε·(1 − r) so that the compound bound is ε; n0 = 1000, s = 2, r = 0.85
        const ScalableConfig sc{1000, e * (1 - 0.85), 2, 0.85, 0};
        if (auto st = scalableTheory(sc, n); st) {
            double lines = 0;
            for (const ScalableStage& stage : st->stages)
                lines += stage.k;
            t.rows.push_back({"scalable", e, st->bitsPerKey, lines, false, true,
                              fmt("P0 = %g, n0 = 1000, s = 2, r = 0.85, %.0f sub-filters", sc.p,
                                  double(st->stages.size())),
                              0, 0, 0, sc});
        }
    }
    for (unsigned f : {8u, 16u}) {
        const double e = std::ldexp(1.0, -int(f));
        t.rows.push_back({"xor",
                          e,
                          double(xorCapacity(n) * f) / double(n),
                          3,
                          false,
                          false,
                          fmt("f = %.0f", f),
                          0,
                          0,
                          f,
                          {}});
    }
    return t;
}

} // namespace hashlab::bloom

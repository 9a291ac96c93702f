#include "hashlab/bloom/filters_experiment.h"

#include "hashlab/bloom/theory.h"

#include "experiment_keys.h"

#include <cmath>
#include <string>

namespace hashlab::bloom {
namespace {

using detail::keyView;

Status checkSizes(std::uint64_t n, std::uint64_t queries) {
    if (n < 1 || n > kMaxMeasureN)
        return makeError("n", HASHLAB_TR("core", "must be from 1 to 100000000, got %1"),
                         std::to_string(n));
    if (queries < 1 || queries > kMaxQueries)
        return makeError("queries", HASHLAB_TR("core", "must be from 1 to 1000000000, got %1"),
                         std::to_string(queries));
    return ok();
}

// Counts the "maybe" answers of `f` for `queries` keys never inserted.
template <typename F>
Result<std::uint64_t> countMaybe(const F& f, std::uint64_t seed, std::uint64_t queries,
                                 const Progress& progress, double base) {
    std::uint64_t hits = 0;
    for (std::uint64_t q = 0; q < queries; ++q) {
        const std::uint64_t raw = experimentKey(seed, kQueryKeyBase + q);
        hits += f.mayContain(keyView(raw));
        if ((q & 0xFFFF) == 0xFFFF) {
            if (progress.cancelled())
                return cancelledError();
            progress.report(base + (1 - base) * double(q) / double(queries));
        }
    }
    return hits;
}

} // namespace

Result<XorMeasureResult> measureXor(unsigned fingerprintBits, std::uint64_t n, std::uint64_t seed,
                                    std::uint64_t queries, const Progress& progress) {
    if (Status s = checkSizes(n, queries); !s)
        return s.error();
    std::vector<std::uint64_t> raw(n);
    std::vector<std::string_view> keys(n);
    for (std::uint64_t i = 0; i < n; ++i) {
        raw[i] = experimentKey(seed, i);
        keys[i] = keyView(raw[i]);
    }
    auto built = XorFilter::build(keys, fingerprintBits, seed, nullptr, progress);
    if (!built)
        return built.error();
    const XorFilter& f = built.value();
    XorMeasureResult r;
    r.fingerprintBits = fingerprintBits;
    r.n = n;
    r.seed = seed;
    r.queries = queries;
    for (std::string_view k : keys)
        r.falseNegatives += !f.mayContain(k);
    auto hits = countMaybe(f, seed, queries, progress, 0.5);
    if (!hits)
        return hits.error();
    r.falsePositives = *hits;
    r.measured = double(r.falsePositives) / double(queries);
    r.ci95 = wilson(r.falsePositives, queries);
    r.theory = std::ldexp(1.0, -int(fingerprintBits));
    r.capacity = f.capacity();
    r.attempts = f.attempts();
    r.bitsPerKey = f.bitsPerKey();
    r.bytes = f.bytes();
    return r;
}

Result<ScalableMeasureResult> measureScalable(const ScalableConfig& c, std::uint64_t n,
                                              std::uint64_t queries, const Progress& progress) {
    if (Status s = checkSizes(n, queries); !s)
        return s.error();
    auto created = ScalableBloomFilter::create(c);
    if (!created)
        return created.error();
    ScalableBloomFilter& f = created.value();
    const ScalableStage first = f.stages().front();
    FilterConfig plain;
    plain.m = first.m;
    plain.k = first.k;
    plain.seed = c.seed;
    auto created2 = BloomFilter::create(plain);
    if (!created2)
        return created2.error();
    BloomFilter small = std::move(created2).value();
    for (std::uint64_t i = 0; i < n; ++i) {
        const std::uint64_t raw = experimentKey(c.seed, i);
        if (!f.add(keyView(raw)))
            return makeError("n",
                             HASHLAB_TR("core", "after %1 keys the next sub-filter would pass "
                                                "the memory limit of 2^34 bits"),
                             std::to_string(i));
        small.add(keyView(raw));
        if ((i & 0xFFFF) == 0 && progress.cancelled())
            return cancelledError();
    }
    ScalableMeasureResult r;
    r.filter = c;
    r.n = n;
    r.queries = queries;
    for (std::uint64_t i = 0; i < n; ++i) {
        const std::uint64_t raw = experimentKey(c.seed, i);
        r.falseNegatives += !f.mayContain(keyView(raw));
    }
    auto hits = countMaybe(f, c.seed, queries, progress, 0.3);
    if (!hits)
        return hits.error();
    auto smallHits = countMaybe(small, c.seed, queries, {}, 0);
    r.falsePositives = *hits;
    r.measured = double(r.falsePositives) / double(queries);
    r.ci95 = wilson(r.falsePositives, queries);
    r.compoundTheory = f.compoundTheory();
    r.compoundDesign = f.compoundDesign();
    r.stateFp = f.stateFp();
    r.bound = f.bound();
    r.stages = f.stages();
    r.bitsPerKey = f.bitsPerKey();
    r.bytes = f.bytes();
    r.undersizedMeasured = double(*smallHits) / double(queries);
    r.undersizedTheory = classicFp(first.m, n, first.k);
    return r;
}

} // namespace hashlab::bloom

#include "hashlab/bloom/cuckoo_experiment.h"

#include "experiment_keys.h"
#include <algorithm>

#include <cmath>
#include <cstring>

namespace hashlab::bloom {
namespace {

using detail::keyView;

} // namespace

Result<CuckooMeasureResult> measureCuckoo(const CuckooConfig& c, std::uint64_t queries,
                                          const Progress& progress) {
    if (queries < 1 || queries > kMaxQueries)
        return makeError("queries", HASHLAB_TR("core", "must be from 1 to 1000000000, got %1"),
                         std::to_string(queries));
    if (c.n > kMaxMeasureN)
        return makeError("n", HASHLAB_TR("core", "must be from 1 to 100000000, got %1"),
                         std::to_string(c.n));
    auto created = CuckooFilter::create(c);
    if (!created)
        return created.error();
    CuckooFilter& f = created.value();
    CuckooMeasureResult r;
    r.filter = c;
    r.queries = queries;
    std::vector<bool> in(c.n, false);
    for (std::uint64_t i = 0; i < c.n; ++i) {
        const std::uint64_t raw = experimentKey(c.seed, i);
        const CuckooInsert res = f.add(keyView(raw));
        in[i] = res != CuckooInsert::Refused;
        r.stored += in[i];
        r.refused += !in[i];
        r.stashed += res == CuckooInsert::Stashed;
        if ((i & 0xFFFF) == 0 && progress.cancelled())
            return cancelledError();
    }
    for (std::uint64_t i = 0; i < c.n; ++i)
        if (in[i]) {
            const std::uint64_t raw = experimentKey(c.seed, i);
            r.falseNegatives += !f.mayContain(keyView(raw));
        }
    progress.report(0.3);
    for (std::uint64_t q = 0; q < queries; ++q) {
        const std::uint64_t raw = experimentKey(c.seed, kQueryKeyBase + q);
        r.falsePositives += f.mayContain(keyView(raw));
        if ((q & 0xFFFF) == 0xFFFF) {
            if (progress.cancelled())
                return cancelledError();
            progress.report(0.3 + 0.7 * double(q) / double(queries));
        }
    }
    r.measured = double(r.falsePositives) / double(queries);
    r.ci95 = wilson(r.falsePositives, queries);
    r.load = f.load();
    r.bitsPerKey = f.bitsPerKey();
    r.buckets = f.buckets();
    r.bytes = f.bytes();
    r.bound = cuckooFpBound(c.fingerprintBits, c.bucket);
    r.estimate = cuckooFpEstimate(c.fingerprintBits, c.bucket, r.load);
    return r;
}

Result<LoadAtFailure> loadAtFirstFailure(const CuckooConfig& c, unsigned trials,
                                         const Progress& progress) {
    if (trials < 1 || trials > kMaxLoadTrials)
        return makeError("trials", HASHLAB_TR("core", "must be from 1 to 1000, got %1"),
                         std::to_string(trials));
    if (c.n > kMaxMeasureN)
        return makeError("n", HASHLAB_TR("core", "must be from 1 to 100000000, got %1"),
                         std::to_string(c.n));
    LoadAtFailure r;
    r.trials = trials;
    r.min = 1;
    double sum = 0, sum2 = 0;
    for (unsigned t = 0; t < trials; ++t) {
        CuckooConfig ct = c;
        ct.seed = c.seed + t;
        auto created = CuckooFilter::create(ct);
        if (!created)
            return created.error();
        CuckooFilter& f = created.value();
        // More keys than entries cannot all fit: the loop ends by a failure.
        for (std::uint64_t i = 0;; ++i) {
            const std::uint64_t raw = experimentKey(ct.seed, i);
            if (f.add(keyView(raw)) != CuckooInsert::Stored)
                break;
            if ((i & 0xFFFF) == 0 && progress.cancelled())
                return cancelledError();
        }
        const double load = f.load();
        sum += load;
        sum2 += load * load;
        r.min = std::min(r.min, load);
        r.max = std::max(r.max, load);
        progress.report(double(t + 1) / trials);
    }
    r.mean = sum / trials;
    r.stddev = trials > 1 ? std::sqrt(std::max(0.0, (sum2 - sum * r.mean) / (trials - 1))) : 0;
    return r;
}

} // namespace hashlab::bloom

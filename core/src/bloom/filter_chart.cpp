#include "hashlab/bloom/filter_chart.h"

#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/experiment.h"
#include "hashlab/bloom/filter.h"
#include "hashlab/bloom/scalable_filter.h"
#include "hashlab/bloom/xor_filter.h"

#include "experiment_keys.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string>

namespace hashlab::bloom {
namespace {

using detail::keyView;

// The keys of one chart run, made once and shared by every filter: inserted, then queried.
struct Keys {
    std::vector<std::uint64_t> inRaw, outRaw;
    std::vector<std::string_view> in, out;
};

Keys makeKeys(const ChartConfig& c) {
    Keys k;
    k.inRaw.resize(c.n);
    k.outRaw.resize(c.queries);
    for (std::uint64_t i = 0; i < c.n; ++i)
        k.inRaw[i] = experimentKey(c.seed, i);
    for (std::uint64_t q = 0; q < c.queries; ++q)
        k.outRaw[q] = experimentKey(c.seed, kQueryKeyBase + q);
    for (const std::uint64_t& r : k.inRaw)
        k.in.push_back(keyView(r));
    for (const std::uint64_t& r : k.outRaw)
        k.out.push_back(keyView(r));
    return k;
}

// Asks every inserted key (all must answer "maybe") and every absent key, timing the absent
// keys' lookups one by one - the latency a single "is it there?" costs, not a batched path. The
// time is the median of kTimedChunks equal slices: on a shared machine a slice the scheduler
// interrupted is an outlier, not the filter's cost.
inline constexpr std::size_t kTimedChunks = 9;

template <typename F>
void ask(const F& f, const Keys& keys, ChartPoint* p) {
    for (std::string_view k : keys.in)
        p->falseNegatives += !f.mayContain(k);
    const std::size_t q = keys.out.size();
    std::uint64_t hits = 0;
    std::vector<double> perLookup;
    for (std::size_t c = 0; c < kTimedChunks; ++c) {
        const std::size_t from = q * c / kTimedChunks, to = q * (c + 1) / kTimedChunks;
        const auto t0 = std::chrono::steady_clock::now();
        for (std::size_t i = from; i < to; ++i)
            hits += f.mayContain(keys.out[i]);
        const auto t1 = std::chrono::steady_clock::now();
        if (to > from)
            perLookup.push_back(std::chrono::duration<double, std::nano>(t1 - t0).count() /
                                double(to - from));
    }
    p->falsePositives = hits;
    p->measured = double(hits) / double(q);
    p->ci95 = wilson(hits, q);
    std::nth_element(perLookup.begin(), perLookup.begin() + std::ptrdiff_t(perLookup.size() / 2),
                     perLookup.end());
    p->nsPerLookup = perLookup[perLookup.size() / 2];
}

// Builds the row's filter with every key, then asks.
Status measureRow(const ChartConfig& c, const Keys& keys, ChartPoint* p) {
    const SpaceRow& r = p->row;
    const double n = double(c.n);
    if (r.filter == "classic" || r.filter == "blocked" || r.filter == "counting") {
        const Variant v = r.filter == "classic"   ? Variant::Double
                          : r.filter == "blocked" ? Variant::Blocked
                                                  : Variant::Counting;
        auto made = BloomFilter::create({v, r.m, r.k, c.seed, 64});
        if (!made)
            return made.error();
        BloomFilter& f = made.value();
        for (std::string_view k : keys.in)
            f.add(k);
        p->stored = c.n;
        p->bitsPerKey = double(cellMemoryBits(f.config())) / n;
        ask(f, keys, p);
    } else if (r.filter == "cuckoo") {
        auto made = CuckooFilter::create({c.n, r.fingerprintBits, 4, 500, c.seed});
        if (!made)
            return made.error();
        CuckooFilter& f = made.value();
        for (std::string_view k : keys.in)
            p->stored += f.add(k) != CuckooInsert::Refused;
        p->bitsPerKey = f.bitsPerKey();
        ask(f, keys, p);
    } else if (r.filter == "scalable") {
        ScalableConfig sc = r.scalable;
        sc.seed = c.seed;
        auto made = ScalableBloomFilter::create(sc);
        if (!made)
            return made.error();
        ScalableBloomFilter& f = made.value();
        for (std::string_view k : keys.in)
            p->stored += f.add(k);
        p->bitsPerKey = f.bitsPerKey();
        ask(f, keys, p);
    } else if (r.filter == "xor") {
        auto f = XorFilter::build(keys.in, r.fingerprintBits, c.seed);
        if (!f)
            return f.error();
        p->stored = c.n;
        p->bitsPerKey = f->bitsPerKey();
        ask(*f, keys, p);
    }
    return ok();
}

} // namespace

Status validate(const ChartConfig& c) {
    if (c.eps.empty() || c.eps.size() > kMaxSpaceRates)
        return makeError("eps", HASHLAB_TR("core", "give 1 to 20 rates, got %1"),
                         std::to_string(c.eps.size()));
    for (double e : c.eps)
        if (!(e >= kMinChartEps && e < 1)) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%g", e);
            return makeError(
                "eps", HASHLAB_TR("core", "each rate must be from 0.0001 to below 1, got %1"), buf);
        }
    if (c.n < 1 || c.n > kMaxSpaceN)
        return makeError("n", HASHLAB_TR("core", "must be from 1 to 10000000, got %1"),
                         std::to_string(c.n));
    if (c.queries < 1 || c.queries > kMaxChartQueries)
        return makeError("queries", HASHLAB_TR("core", "must be from 1 to 10000000, got %1"),
                         std::to_string(c.queries));
    return ok();
}

Result<ChartResult> measureChart(const ChartConfig& c, const Progress& progress) {
    if (Status s = validate(c); !s)
        return s.error();
    auto table = spaceTable(c.eps, c.n);
    if (!table)
        return table.error();
    ChartResult out;
    out.config = c;
    out.bounds = table->bounds;
    const Keys keys = makeKeys(c);
    const std::size_t rows = table->rows.size();
    for (std::size_t i = 0; i < rows; ++i) {
        if (progress.cancelled())
            return detail::cancelledError();
        ChartPoint p;
        p.row = table->rows[i];
        if (Status s = measureRow(c, keys, &p); !s)
            return s.error();
        out.points.push_back(p);
        progress.report(double(i + 1) / double(rows));
    }
    return out;
}

} // namespace hashlab::bloom

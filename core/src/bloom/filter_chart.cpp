#include "hashlab/bloom/filter_chart.h"

#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/experiment.h"
#include "hashlab/bloom/filter.h"
#include "hashlab/bloom/scalable_filter.h"
#include "hashlab/bloom/xor_filter.h"
#include "hashlab/common/format.h"

#include "experiment_keys.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <type_traits>

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

// A row's filter once built and asked; `time` then measures its lookups with the machine to
// itself (measureChart runs the timings one after another, after every build).
struct BuiltRow {
    ChartPoint point;
    std::function<double(const Keys&)> time;
    Status status = ok();
};

// Asks every inserted key (all must answer "maybe") and every absent key.
template <typename F>
void ask(const F& f, const Keys& keys, ChartPoint* p) {
    for (std::string_view k : keys.in)
        p->falseNegatives += !f.mayContain(k);
    std::uint64_t hits = 0;
    for (std::string_view k : keys.out)
        hits += f.mayContain(k);
    const std::size_t q = keys.out.size();
    p->falsePositives = hits;
    p->measured = double(hits) / double(q);
    p->ci95 = wilson(hits, q);
}

// The latency a single "is it there?" costs, not a batched path: absent keys one by one, the
// median of kTimedChunks equal slices of the first kTimedQueries (on a shared machine a slice the
// scheduler interrupted is an outlier, not the filter's cost).
inline constexpr std::size_t kTimedChunks = 9;
inline constexpr std::size_t kTimedQueries = kTimedChunks * 8192;

template <typename F>
double timeLookups(const F& f, const Keys& keys) {
    const std::size_t q = std::min(keys.out.size(), kTimedQueries);
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
    volatile std::uint64_t sink = hits; // the lookups must not be optimised away
    (void)sink;
    std::nth_element(perLookup.begin(), perLookup.begin() + std::ptrdiff_t(perLookup.size() / 2),
                     perLookup.end());
    return perLookup[perLookup.size() / 2];
}

template <typename F>
void askAndKeep(F&& filter, const Keys& keys, BuiltRow* out) {
    auto f = std::make_shared<std::decay_t<F>>(std::forward<F>(filter));
    ask(*f, keys, &out->point);
    out->time = [f](const Keys& k) { return timeLookups(*f, k); };
}

// Builds the row's filter with every key, then asks.
Status measureRow(const ChartConfig& c, const Keys& keys, BuiltRow* out) {
    ChartPoint* p = &out->point;
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
        askAndKeep(std::move(f), keys, out);
    } else if (r.filter == "cuckoo") {
        auto made = CuckooFilter::create({c.n, r.fingerprintBits, 4, 500, c.seed});
        if (!made)
            return made.error();
        CuckooFilter& f = made.value();
        for (std::string_view k : keys.in)
            p->stored += f.add(k) != CuckooInsert::Refused;
        p->bitsPerKey = f.bitsPerKey();
        askAndKeep(std::move(f), keys, out);
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
        askAndKeep(std::move(f), keys, out);
    } else if (r.filter == "xor") {
        auto f = XorFilter::build(keys.in, r.fingerprintBits, c.seed);
        if (!f)
            return f.error();
        p->stored = c.n;
        p->bitsPerKey = f->bitsPerKey();
        askAndKeep(std::move(f).value(), keys, out);
    }
    return ok();
}

// Up to 4 threads build and ask the rows (on the 2 cores of a small machine: about half the wall
// time); the calling thread alone reports progress, as BackgroundJob expects.
unsigned buildThreads(std::size_t rows) {
    const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
    return unsigned(std::min<std::size_t>({hw, 4, std::max<std::size_t>(rows, 1)}));
}

} // namespace

Status validate(const ChartConfig& c) {
    if (c.eps.empty() || c.eps.size() > kMaxSpaceRates)
        return makeError("eps", HASHLAB_TR("core", "give 1 to 20 rates, got %1"),
                         std::to_string(c.eps.size()));
    for (double e : c.eps)
        if (!(e >= kMinChartEps && e < 1))
            return makeError("eps",
                             HASHLAB_TR("core", "each rate must be from 0.0001 to below 1, got %1"),
                             formatG(e));
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
    std::vector<BuiltRow> built(rows);
    for (std::size_t i = 0; i < rows; ++i)
        built[i].point.row = table->rows[i];
    // Building and asking is 90 % of the work; the timings (kTimedQueries lookups a row) follow.
    constexpr double kBuildShare = 0.9;
    std::atomic<std::size_t> next{0}, done{0};
    std::atomic<bool> stop{false};
    const auto work = [&](bool reporter) {
        while (!stop.load()) {
            const std::size_t i = next.fetch_add(1);
            if (i >= rows)
                return;
            if (progress.cancelled()) {
                stop = true;
                return;
            }
            built[i].status = measureRow(c, keys, &built[i]);
            if (!built[i].status)
                stop = true;
            const std::size_t d = done.fetch_add(1) + 1;
            if (reporter)
                progress.report(kBuildShare * double(d) / double(rows));
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < buildThreads(rows); ++t)
        pool.emplace_back(work, false);
    work(true);
    for (std::thread& t : pool)
        t.join();
    if (progress.cancelled())
        return cancelledError();
    for (const BuiltRow& b : built)
        if (!b.status)
            return b.status.error();
    for (std::size_t i = 0; i < rows; ++i) {
        if (progress.cancelled())
            return cancelledError();
        built[i].point.nsPerLookup = built[i].time(keys);
        built[i].time = {}; // frees the filter
        out.points.push_back(built[i].point);
        progress.report(kBuildShare + (1 - kBuildShare) * double(i + 1) / double(rows));
    }
    return out;
}

} // namespace hashlab::bloom

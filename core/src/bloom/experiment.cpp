#include "hashlab/bloom/experiment.h"

#include "hashlab/common/names.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <thread>

namespace hashlab::bloom {
namespace {

struct KeyBytes {
    char b[8];
    explicit KeyBytes(std::uint64_t v) { std::memcpy(b, &v, 8); }
    std::string_view view() const { return {b, 8}; }
};

// Counts "maybe" answers for keys first..last-1 in `threads` fixed contiguous slices. The
// calling thread does slice 0 and reports progress base + span·(its share done).
std::uint64_t countMaybe(const BloomFilter& f, std::uint64_t seed, std::uint64_t first,
                         std::uint64_t last, unsigned threads, const Progress& progress,
                         double base, double span, std::atomic<bool>& stop) {
    const std::uint64_t total = last - first;
    threads = static_cast<unsigned>(
        std::clamp<std::uint64_t>(threads, 1, std::max<std::uint64_t>(1, total / 4096)));
    std::vector<std::uint64_t> counts(threads, 0);
    auto work = [&](unsigned t) {
        const std::uint64_t lo = first + total * t / threads,
                            hi = first + total * (t + 1) / threads;
        std::uint64_t c = 0;
        // Batches of 64 through the prefetching path.
        std::uint64_t raw[64];
        std::string_view views[64];
        bool out[64];
        for (std::uint64_t i = lo; i < hi;) {
            const std::uint64_t end = std::min(hi, i + 65536);
            while (i < end) {
                const std::size_t nb =
                    static_cast<std::size_t>(std::min<std::uint64_t>(64, end - i));
                for (std::size_t j = 0; j < nb; ++j) {
                    raw[j] = experimentKey(seed, i + j);
                    views[j] = std::string_view(reinterpret_cast<const char*>(&raw[j]), 8);
                }
                f.mayContainMany(std::span<const std::string_view>(views, nb), out);
                for (std::size_t j = 0; j < nb; ++j)
                    c += out[j];
                i += nb;
            }
            if (stop.load(std::memory_order_relaxed))
                return;
            if (t == 0) {
                if (progress.cancelled()) {
                    stop = true;
                    return;
                }
                progress.report(base + span * double(i - lo) /
                                           double(std::max<std::uint64_t>(1, hi - lo)));
            }
        }
        counts[t] = c;
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(work, t);
    work(0);
    for (auto& th : pool)
        th.join();
    std::uint64_t sum = 0;
    for (auto c : counts)
        sum += c;
    return sum;
}

Result<MeasureResult> measureImpl(const MeasureConfig& asked, const Progress& progress, double base,
                                  double span) {
    if (Status s = validate(asked); !s)
        return s.error();
    MeasureConfig c = asked; // the result reports the m the filter uses (a prime: double, counting)
    c.filter.m = wholePartitionsM(asked.filter);
    auto made = BloomFilter::create(c.filter);
    if (!made)
        return made.error();
    BloomFilter& f = made.value();
    const std::uint64_t seed = c.filter.seed;
    const double total = double(c.n) * 2 + double(c.queries);
    for (std::uint64_t i = 0; i < c.n;) {
        const std::uint64_t end = std::min(c.n, i + 65536);
        for (; i < end; ++i)
            f.add(KeyBytes(experimentKey(seed, i)).view());
        if (progress.cancelled())
            return cancelledError();
        progress.report(base + span * double(i) / total);
    }
    std::atomic<bool> stop{false};
    MeasureResult r;
    r.filter = c.filter;
    r.n = c.n;
    r.queries = c.queries;
    r.falseNegatives =
        c.n - countMaybe(f, seed, 0, c.n, c.threads, progress, base + span * double(c.n) / total,
                         span * double(c.n) / total, stop);
    if (stop)
        return cancelledError();
    r.falsePositives =
        countMaybe(f, seed, kQueryKeyBase, kQueryKeyBase + c.queries, c.threads, progress,
                   base + span * 2 * double(c.n) / total, span * double(c.queries) / total, stop);
    if (stop)
        return cancelledError();
    r.measured = double(r.falsePositives) / double(c.queries);
    r.ci95 = wilson(r.falsePositives, c.queries);
    r.fillRatio = f.fillRatio();
    r.bytes = f.bytes();
    auto th = theory(c.filter, c.n);
    if (!th)
        return th.error();
    r.theory = *th;
    return r;
}

} // namespace

std::uint64_t experimentKey(std::uint64_t seed, std::uint64_t i) {
    // mix64 is a bijection, so distinct i give distinct keys.
    return mix64(i ^ (seed * kGoldenGamma));
}

Status validate(const MeasureConfig& c) {
    if (Status s = validate(c.filter); !s)
        return s;
    if (c.n < 1 || c.n > kMaxMeasureN)
        return makeError("n", HASHLAB_TR("core", "must be from 1 to 100000000 keys, got %1"), c.n);
    if (c.queries < 1 || c.queries > kMaxQueries)
        return makeError("queries", HASHLAB_TR("core", "must be from 1 to 1000000000, got %1"),
                         c.queries);
    return ok();
}

Result<MeasureResult> measure(const MeasureConfig& c, const Progress& progress) {
    return measureImpl(c, progress, 0, 1);
}

std::string_view axisName(SweepAxis a) {
    switch (a) {
    case SweepAxis::N:
        return "n";
    case SweepAxis::BitsPerKey:
        return "bits";
    case SweepAxis::K:
        return "k";
    }
    return "?";
}

Result<SweepAxis> parseAxis(std::string_view name) {
    constexpr std::array kAxes = {SweepAxis::N, SweepAxis::BitsPerKey, SweepAxis::K};
    if (auto a = enumNamed(name, kAxes, axisName))
        return *a;
    return makeError("axis", HASHLAB_TR("core", "must be one of n, bits, k; got '%1'"), name);
}

Result<SweepGeometry> sweepGeometry(const SweepConfig& c, double x) {
    if (!std::isfinite(x) || x <= 0)
        return makeError("values",
                         HASHLAB_TR("core", "every value must be a positive finite number"));
    SweepGeometry g;
    double bits = c.bitsPerKey;
    g.n = c.n;
    switch (c.axis) {
    case SweepAxis::N:
        g.n = static_cast<std::uint64_t>(std::llround(x));
        break;
    case SweepAxis::BitsPerKey:
        bits = x;
        break;
    case SweepAxis::K:
        if (x != std::floor(x) || x < 1 || x > kMaxK)
            return makeError("values",
                             HASHLAB_TR("core", "k values must be whole numbers from 1 to 64"));
        break;
    }
    if (g.n < 1 || g.n > kMaxMeasureN)
        return makeError("n", HASHLAB_TR("core", "must be from 1 to 100000000 keys"));
    const double m = std::round(double(g.n) * bits);
    if (!(m >= 1) || m > double(kMaxBits))
        return makeError("m", HASHLAB_TR("core", "n·bits per key must give from 1 to 2^34 bits"));
    g.m = static_cast<std::uint64_t>(m);
    if (g.m >= kSweepUnit)
        g.m = std::max<std::uint64_t>(1, (g.m + kSweepUnit / 2) / kSweepUnit) * kSweepUnit;
    g.k = c.axis == SweepAxis::K ? static_cast<unsigned>(x) : (c.k ? c.k : optimalK(g.m, g.n));
    return g;
}

namespace {
// The blocked variant's k is its layout (one bit in each of 8 words), whatever the sweep picks;
// below 512 bits its m is rounded up to a whole 256-bit block. Double hashing and counting
// measure at the smallest prime ≥ m, the m their filter uses (the point records it).
FilterConfig configAt(Variant v, const SweepGeometry& g, const SweepConfig& c) {
    FilterConfig f{v, g.m, v == Variant::Blocked ? kSplitK : g.k, c.seed, c.shards};
    if (v == Variant::Blocked || usesPrimeM(v))
        f.m = wholePartitionsM(f);
    return f;
}
} // namespace

Status validate(const SweepConfig& c) {
    if (c.variants.empty())
        return makeError("variants", HASHLAB_TR("core", "give at least one variant"));
    if (c.values.size() > kMaxSweepPoints)
        return makeError("values", HASHLAB_TR("core", "at most 200 points"));
    if (!std::isfinite(c.bitsPerKey) || c.bitsPerKey <= 0 || c.bitsPerKey > 1e6)
        return makeError("bits",
                         HASHLAB_TR("core", "bits per key must be a number from 0 to 1000000"));
    if (c.k > kMaxK)
        return makeError(
            "k", HASHLAB_TR("core", "must be from 1 to 64 (or 0 for the optimum), got %1"), c.k);
    if (c.queries < 1 || c.queries > kMaxQueries)
        return makeError("queries", HASHLAB_TR("core", "must be from 1 to 1000000000, got %1"),
                         c.queries);
    std::vector<double> xs = c.values;
    if (xs.empty())
        for (int i = 1; i <= 30; ++i)
            xs.push_back(i);
    for (double x : xs) {
        auto g = sweepGeometry(c, x);
        if (!g)
            return g.error();
        for (Variant v : c.variants) {
            if (v == Variant::Blocked && c.axis == SweepAxis::K)
                return makeError("variants",
                                 HASHLAB_TR("core", "the blocked variant's k is fixed at 8: leave "
                                                    "it out of a sweep over k"));
            MeasureConfig mc{configAt(v, *g, c), g->n, c.queries, c.threads};
            if (Status s = validate(mc); !s)
                return s;
        }
    }
    return ok();
}

Result<SweepResult> sweep(const SweepConfig& c, const Progress& progress) {
    if (Status s = validate(c); !s)
        return s.error();
    std::vector<double> xs = c.values;
    if (xs.empty())
        for (int i = 1; i <= 30; ++i)
            xs.push_back(i);
    SweepResult r;
    r.axis = c.axis;
    const double total = double(xs.size() * c.variants.size());
    double done = 0;
    for (Variant v : c.variants) {
        SweepSeries s;
        s.variant = v;
        for (double x : xs) {
            const SweepGeometry g = *sweepGeometry(c, x);
            MeasureConfig mc{configAt(v, g, c), g.n, c.queries, c.threads};
            auto res = measureImpl(mc, progress, done / total, 1 / total);
            if (!res)
                return res.error();
            s.points.push_back({x, mc.filter.m, g.n, mc.filter.k, *res});
            done += 1;
        }
        r.series.push_back(std::move(s));
    }
    progress.report(1);
    return r;
}

} // namespace hashlab::bloom

#include "hashlab/tables/scheme_stats.h"

#include "hashlab/common/mix.h"
#include "hashlab/common/wilson.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace hashlab::tables {
namespace {

// Trials get independent streams: the state starts from (seed, experiment, point, trial).
std::uint64_t streamFor(std::uint64_t seed, std::uint64_t experiment, std::size_t point,
                        std::uint64_t trial) {
    return mix64(mix64(mix64(seed ^ (experiment << 56)) + point) + trial);
}

class Accumulator {
public:
    void add(double v) {
        ++m_n;
        m_sum += v;
        m_sq += v * v;
    }
    MeanCi result() const {
        if (m_n == 0)
            return {};
        const double mean = m_sum / double(m_n);
        const double var =
            m_n > 1 ? std::max(0.0, (m_sq - double(m_n) * mean * mean) / double(m_n - 1)) : 0.0;
        return {mean, 1.959963984540054 * std::sqrt(var / double(m_n))};
    }

private:
    std::uint64_t m_n = 0;
    double m_sum = 0, m_sq = 0;
};

Status validate(const SchemeStatsConfig& c, double maxAlpha, bool below1) {
    if (c.m < SchemeStatsConfig::kMinM || c.m > SchemeStatsConfig::kMaxM)
        return makeError("m", HASHLAB_TR("core", "must be from %1 to %2, got %3"),
                         SchemeStatsConfig::kMinM, SchemeStatsConfig::kMaxM, c.m);
    if (c.trials < 1 || c.trials > SchemeStatsConfig::kMaxTrials)
        return makeError("trials", HASHLAB_TR("core", "must be from %1 to %2, got %3"), 1,
                         SchemeStatsConfig::kMaxTrials, c.trials);
    if (c.alphas.empty())
        return makeError("alpha", HASHLAB_TR("core", "give at least one load factor"));
    for (double a : c.alphas)
        if (!(a > 0) || a > maxAlpha || (below1 && a >= 1))
            return makeError("alpha",
                             HASHLAB_TR("core", "each load factor must be above 0 and at most "
                                                "%1, got %2"),
                             maxAlpha, a);
    return ok();
}

std::uint64_t keysFor(double alpha, std::uint64_t slots) {
    return std::max<std::uint64_t>(1,
                                   static_cast<std::uint64_t>(std::llround(alpha * double(slots))));
}

// Progress over points × trials, polled every trial.
bool stepProgress(const Progress& p, std::size_t point, std::size_t points, std::uint64_t trial,
                  std::uint64_t trials) {
    if (p.cancelled())
        return false;
    if (trial % 16 == 0)
        p.report((double(point) + double(trial) / double(trials)) / double(points));
    return true;
}

} // namespace

std::vector<std::uint64_t> linearDistances(std::uint64_t m,
                                           const std::vector<std::uint64_t>& homes) {
    std::vector<bool> used(m, false);
    std::vector<std::uint64_t> d;
    d.reserve(homes.size());
    for (std::uint64_t h : homes) {
        std::uint64_t s = h, dist = 0;
        while (used[s]) {
            s = s + 1 == m ? 0 : s + 1;
            ++dist;
        }
        used[s] = true;
        d.push_back(dist);
    }
    return d;
}

std::vector<std::uint64_t> robinHoodDistances(std::uint64_t m,
                                              const std::vector<std::uint64_t>& homes) {
    std::vector<std::optional<std::uint64_t>> home(m); // the home of the key in each slot
    for (std::uint64_t h : homes) {
        std::uint64_t carried = h, s = h, dist = 0;
        for (;;) {
            if (!home[s]) {
                home[s] = carried;
                break;
            }
            const std::uint64_t resident = (s + m - *home[s]) % m;
            if (resident < dist) {
                std::swap(carried, *home[s]);
                dist = resident;
            }
            s = s + 1 == m ? 0 : s + 1;
            ++dist;
        }
    }
    std::vector<std::uint64_t> d;
    for (std::uint64_t s = 0; s < m; ++s)
        if (home[s])
            d.push_back((s + m - *home[s]) % m);
    return d;
}

Result<std::vector<ChainingPoint>> measureChaining(const SchemeStatsConfig& c,
                                                   const Progress& progress) {
    if (Status s = validate(c, SchemeStatsConfig::kMaxChainingAlpha, false); !s)
        return s.error();
    std::vector<ChainingPoint> out;
    std::vector<std::uint64_t> length(c.m);
    for (std::size_t p = 0; p < c.alphas.size(); ++p) {
        const std::uint64_t n = keysFor(c.alphas[p], c.m);
        Accumulator hit, miss;
        for (std::uint64_t t = 0; t < c.trials; ++t) {
            if (!stepProgress(progress, p, c.alphas.size(), t, c.trials))
                return cancelledError();
            std::uint64_t state = streamFor(c.seed, 1, p, t);
            std::fill(length.begin(), length.end(), 0);
            // A search for the key at depth j of its chain compares j keys; with insertion at
            // the head every depth 1 … L of a chain of L is some key's: L(L+1)/2 in all.
            for (std::uint64_t i = 0; i < n; ++i)
                ++length[splitmix64Below(state, c.m)];
            double compares = 0;
            for (std::uint64_t l : length)
                compares += double(l) * double(l + 1) / 2;
            hit.add(compares / double(n));
            double missed = 0;
            for (std::uint64_t q = 0; q < c.queries; ++q)
                missed += double(length[splitmix64Below(state, c.m)]);
            miss.add(missed / double(c.queries));
        }
        const double alpha = double(n) / double(c.m);
        out.push_back(
            {alpha, hit.result(), miss.result(), 1 + alpha / 2 - alpha / (2 * double(n)), alpha});
    }
    progress.report(1.0);
    return out;
}

Result<std::vector<DistancePoint>> measureDistances(const SchemeStatsConfig& c,
                                                    const Progress& progress) {
    if (Status s = validate(c, 0.99, true); !s)
        return s.error();
    std::vector<DistancePoint> out;
    for (std::size_t p = 0; p < c.alphas.size(); ++p) {
        const std::uint64_t n = std::min(keysFor(c.alphas[p], c.m), c.m - 1);
        Accumulator lm, lv, lx, rm, rv, rx;
        for (std::uint64_t t = 0; t < c.trials; ++t) {
            if (!stepProgress(progress, p, c.alphas.size(), t, c.trials))
                return cancelledError();
            std::uint64_t state = streamFor(c.seed, 2, p, t);
            std::vector<std::uint64_t> homes(n);
            for (auto& h : homes)
                h = splitmix64Below(state, c.m);
            auto summarise = [](const std::vector<std::uint64_t>& d, Accumulator& mean,
                                Accumulator& var, Accumulator& mx) {
                double sum = 0, sq = 0;
                std::uint64_t top = 0;
                for (std::uint64_t v : d) {
                    sum += double(v);
                    sq += double(v) * double(v);
                    top = std::max(top, v);
                }
                const double mu = sum / double(d.size());
                mean.add(mu);
                var.add(sq / double(d.size()) - mu * mu);
                mx.add(double(top));
            };
            summarise(linearDistances(c.m, homes), lm, lv, lx);
            summarise(robinHoodDistances(c.m, homes), rm, rv, rx);
        }
        const double alpha = double(n) / double(c.m);
        out.push_back({alpha, lm.result(), lv.result(), lx.result(), rm.result(), rv.result(),
                       rx.result(), 0.5 * (1 + 1 / (1 - alpha)) - 1});
    }
    progress.report(1.0);
    return out;
}

Result<std::vector<CuckooPoint>> measureCuckooSuccess(const SchemeStatsConfig& c,
                                                      const Progress& progress) {
    if (Status s = validate(c, 0.99, true); !s)
        return s.error();
    if (c.maxLoop < 1)
        return makeError("max-loop", HASHLAB_TR("core", "must be from 1 to %1, got %2"), 10000,
                         c.maxLoop);
    std::vector<CuckooPoint> out;
    const std::uint64_t m = c.m;
    for (std::size_t p = 0; p < c.alphas.size(); ++p) {
        const std::uint64_t n = keysFor(c.alphas[p], 2 * m);
        CuckooPoint point;
        point.alpha = double(n) / double(2 * m);
        for (std::uint64_t t = 0; t < c.trials; ++t) {
            if (!stepProgress(progress, p, c.alphas.size(), t, c.trials))
                return cancelledError();
            std::uint64_t state = streamFor(c.seed, 3, p, t);
            // Key i's two cells, drawn once; the tables hold key numbers (-1 empty).
            std::vector<std::uint64_t> h1(n), h2(n);
            for (std::uint64_t i = 0; i < n; ++i) {
                h1[i] = splitmix64Below(state, m);
                h2[i] = splitmix64Below(state, m);
            }
            std::vector<std::int64_t> t1(m, -1), t2(m, -1);
            bool okAll = true;
            for (std::uint64_t i = 0; i < n && okAll; ++i) {
                auto x = static_cast<std::int64_t>(i);
                bool placed = false;
                for (std::uint32_t r = 0; r < c.maxLoop && !placed; ++r) {
                    std::swap(x, t1[h1[static_cast<std::size_t>(x)]]);
                    if (x < 0) {
                        placed = true;
                        break;
                    }
                    std::swap(x, t2[h2[static_cast<std::size_t>(x)]]);
                    placed = x < 0;
                }
                okAll = placed;
            }
            ++point.trials;
            point.successes += okAll;
        }
        const Interval w = wilson(point.successes, point.trials);
        point.rate = double(point.successes) / double(point.trials);
        point.lo = w.lo;
        point.hi = w.hi;
        out.push_back(point);
    }
    progress.report(1.0);
    return out;
}

} // namespace hashlab::tables

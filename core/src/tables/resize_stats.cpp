#include "hashlab/tables/resize_stats.h"

#include "hashlab/common/mix.h"

#include <algorithm>
#include <cmath>

namespace hashlab::tables {
namespace {

constexpr std::uint64_t kPollEvery = 4096; // inserts between cancel polls and progress reports

bool isPowerOfTwo(std::uint64_t v) {
    return v != 0 && (v & (v - 1)) == 0;
}

// A slice [base, base + span) of one Progress, so two runs report as one computation.
struct Slice {
    const Progress& progress;
    double base = 0, span = 1;
    bool poll(std::uint64_t done, std::uint64_t total) const {
        if (done % kPollEvery != 0)
            return true;
        if (progress.cancelled())
            return false;
        progress.report(base + span * double(done) / double(std::max<std::uint64_t>(total, 1)));
        return true;
    }
};

Status validateSizes(std::uint64_t inserts, std::uint64_t maxInserts, std::uint64_t initialM,
                     std::uint64_t maxM) {
    if (inserts < 1 || inserts > maxInserts)
        return makeError("inserts", HASHLAB_TR("core", "must be from %1 to %2, got %3"), 1,
                         maxInserts, inserts);
    if (!isPowerOfTwo(initialM) || initialM > maxM)
        return makeError("m", HASHLAB_TR("core", "must be a power of two from 1 to %1, got %2"),
                         maxM, initialM);
    return ok();
}

// Shared bookkeeping of the two resize simulations: running sums and the report points.
class ResizeRecorder {
public:
    ResizeRecorder(const std::vector<std::uint64_t>& reportAt) : m_reportAt(reportAt) {}

    void grew(std::uint64_t moved, std::uint64_t relocated) {
        m_series.moved += moved;
        m_series.relocated += relocated;
        ++m_series.resizes;
        m_grewNow = true;
    }
    // After insert number i (1-based); `nextGrows` says the next insert will double the table.
    void inserted(std::uint64_t i, double probes, double theory, bool nextGrows) {
        m_probes += probes;
        m_theory += theory;
        const double average = double(m_series.moved) / double(i);
        if (average > m_series.worstAverage) {
            m_series.worstAverage = average;
            m_series.worstAverageAt = i;
        }
        while (m_next < m_reportAt.size() && m_reportAt[m_next] < i)
            ++m_next;
        const bool listed = m_next < m_reportAt.size() && m_reportAt[m_next] == i;
        if (listed || m_grewNow || nextGrows)
            m_series.points.push_back({i, average, double(m_series.relocated) / double(i),
                                       m_probes / double(i), m_theory / double(i)});
        m_grewNow = false;
    }
    ResizeSeries finish(std::uint64_t m) {
        m_series.finalM = m;
        return std::move(m_series);
    }

private:
    const std::vector<std::uint64_t>& m_reportAt;
    std::size_t m_next = 0;
    ResizeSeries m_series;
    double m_probes = 0, m_theory = 0;
    bool m_grewNow = false;
};

bool needsGrowth(std::uint64_t n, std::uint64_t m, double growAt) {
    return double(n + 1) > growAt * double(m);
}

ResizeSeries chainingRun(std::uint64_t m, double growAt, const std::vector<std::uint64_t>& hashes,
                         const std::vector<std::uint64_t>& reportAt, const Slice& slice) {
    ResizeRecorder rec(reportAt);
    std::vector<std::uint32_t> length(m, 0);
    for (std::uint64_t n = 0; n < hashes.size(); ++n) {
        if (!slice.poll(n, hashes.size()))
            return {};
        while (needsGrowth(n, m, growAt)) {
            // Every key is rehashed; with hash mod 2m it lands in i or i + m, the latter when
            // bit m of its hash is set.
            std::uint64_t relocated = 0;
            length.assign(2 * m, 0);
            for (std::uint64_t k = 0; k < n; ++k) {
                ++length[hashes[k] & (2 * m - 1)];
                relocated += (hashes[k] & m) != 0;
            }
            m *= 2;
            rec.grew(n, relocated);
        }
        std::uint32_t& chain = length[hashes[n] & (m - 1)];
        const double alpha = double(n) / double(m);
        rec.inserted(n + 1, 1.0 + chain, 1.0 + alpha, needsGrowth(n + 1, m, growAt));
        ++chain;
    }
    return rec.finish(m);
}

ResizeSeries linearRun(std::uint64_t m, double growAt, const std::vector<std::uint64_t>& hashes,
                       const std::vector<std::uint64_t>& reportAt, const Slice& slice) {
    ResizeRecorder rec(reportAt);
    std::vector<std::uint32_t> slot(m, 0); // key number + 1, 0 empty
    // Places key k by linear probing from its home; returns the slot and the slots examined.
    auto place = [&](std::vector<std::uint32_t>& table, std::uint64_t mask, std::uint64_t k,
                     std::uint64_t& examined) {
        std::uint64_t s = hashes[k] & mask;
        examined = 1;
        while (table[s] != 0) {
            s = (s + 1) & mask;
            ++examined;
        }
        table[s] = static_cast<std::uint32_t>(k + 1);
        return s;
    };
    for (std::uint64_t n = 0; n < hashes.size(); ++n) {
        if (!slice.poll(n, hashes.size()))
            return {};
        while (needsGrowth(n, m, growAt)) {
            std::vector<std::uint32_t> bigger(2 * m, 0);
            std::uint64_t relocated = 0, examined = 0;
            for (std::uint64_t s = 0; s < m; ++s)
                if (slot[s] != 0)
                    relocated += place(bigger, 2 * m - 1, slot[s] - 1, examined) != s;
            slot.swap(bigger);
            m *= 2;
            rec.grew(n, relocated);
        }
        std::uint64_t examined = 0;
        place(slot, m - 1, n, examined);
        const double alpha = double(n) / double(m);
        rec.inserted(n + 1, double(examined), 0.5 * (1 + 1 / ((1 - alpha) * (1 - alpha))),
                     needsGrowth(n + 1, m, growAt));
    }
    return rec.finish(m);
}

// Chains as intrusive singly linked lists of key numbers, for the incremental rehash that moves
// one bucket's keys at a time.
struct Chains {
    std::uint64_t m = 0;
    std::vector<std::int32_t> head;
    std::vector<std::uint32_t> length;
    std::uint64_t keys = 0;
    explicit Chains(std::uint64_t size = 0) : m(size), head(size, -1), length(size, 0) {}
    std::uint64_t bucket(std::uint64_t h) const { return h & (m - 1); }
};

} // namespace

std::vector<std::uint64_t> seededHashes(std::uint64_t seed, std::uint64_t n) {
    std::uint64_t state = mix64(seed ^ 0x7265'7369'7a65ULL); // "resize"
    std::vector<std::uint64_t> h(n);
    for (auto& v : h)
        v = splitmix64Next(state);
    return h;
}

std::vector<std::uint64_t> logSpacedCounts(std::uint64_t n, std::uint32_t perDecade) {
    std::vector<std::uint64_t> out;
    for (std::uint32_t i = 0;; ++i) {
        const auto v =
            static_cast<std::uint64_t>(std::llround(std::pow(10.0, double(i) / perDecade)));
        if (v > n)
            break;
        if (out.empty() || v > out.back())
            out.push_back(v);
    }
    if (out.empty() || out.back() < n)
        out.push_back(n);
    return out;
}

ResizeSeries resizeChaining(std::uint64_t initialM, double growAt,
                            const std::vector<std::uint64_t>& hashes,
                            const std::vector<std::uint64_t>& reportAt, const Progress& progress) {
    return chainingRun(initialM, growAt, hashes, reportAt, Slice{progress});
}

ResizeSeries resizeLinear(std::uint64_t initialM, double growAt,
                          const std::vector<std::uint64_t>& hashes,
                          const std::vector<std::uint64_t>& reportAt, const Progress& progress) {
    return linearRun(initialM, growAt, hashes, reportAt, Slice{progress});
}

Result<ResizeResult> measureResizing(const ResizeConfig& c, const Progress& progress) {
    if (Status s = validateSizes(c.inserts, ResizeConfig::kMaxInserts, c.initialM,
                                 ResizeConfig::kMaxInitialM);
        !s)
        return s.error();
    if (!(c.chainingGrowAt >= 0.5) || c.chainingGrowAt > ResizeConfig::kMaxChainingGrowAt)
        return makeError("grow-at", HASHLAB_TR("core", "must be from %1 to %2, got %3"), 0.5,
                         ResizeConfig::kMaxChainingGrowAt, c.chainingGrowAt);
    if (!(c.linearGrowAt >= 0.1) || c.linearGrowAt > ResizeConfig::kMaxLinearGrowAt)
        return makeError("grow-at", HASHLAB_TR("core", "must be from %1 to %2, got %3"), 0.1,
                         ResizeConfig::kMaxLinearGrowAt, c.linearGrowAt);
    if (c.pointsPerDecade < 1 || c.pointsPerDecade > ResizeConfig::kMaxPointsPerDecade)
        return makeError("points", HASHLAB_TR("core", "must be from %1 to %2, got %3"), 1,
                         ResizeConfig::kMaxPointsPerDecade, c.pointsPerDecade);
    const auto hashes = seededHashes(c.seed, c.inserts);
    const auto at = logSpacedCounts(c.inserts, c.pointsPerDecade);
    ResizeResult r;
    r.config = c;
    // Linear probing's inserts cost more than chaining's: it gets the larger share of the bar.
    r.chaining = chainingRun(c.initialM, c.chainingGrowAt, hashes, at, Slice{progress, 0, 0.4});
    if (progress.cancelled())
        return cancelledError();
    r.linear = linearRun(c.initialM, c.linearGrowAt, hashes, at, Slice{progress, 0.4, 0.6});
    if (progress.cancelled())
        return cancelledError();
    progress.report(1.0);
    return r;
}

namespace {

RehashRun rehashRun(bool incremental, std::uint64_t initialM,
                    const std::vector<std::uint64_t>& hashes, const Slice& slice) {
    RehashRun run;
    run.costs.reserve(hashes.size());
    std::vector<std::int32_t> next(hashes.size(), -1);
    Chains main(initialM), old;
    bool rehashing = false;
    std::uint64_t rehashIdx = 0;
    auto push = [&](Chains& t, std::uint64_t k) {
        const std::uint64_t b = t.bucket(hashes[k]);
        next[k] = t.head[b];
        t.head[b] = static_cast<std::int32_t>(k);
        run.longestChain = std::max<std::uint64_t>(run.longestChain, ++t.length[b]);
        ++t.keys;
    };
    for (std::uint64_t n = 0; n < hashes.size(); ++n) {
        if (!slice.poll(n, hashes.size()))
            return RehashRun{};
        std::uint64_t cost = 0;
        if (!incremental && n >= main.m) {
            // Stop the world: every key into a table twice the size, now.
            Chains bigger(2 * main.m);
            for (std::uint64_t k = 0; k < n; ++k)
                push(bigger, k);
            main = std::move(bigger);
            cost += n;
            run.moved += n;
        }
        if (rehashing) {
            // One step: the next non-empty bucket of the old table (empties cost no key).
            while (rehashIdx < old.m && old.head[rehashIdx] < 0)
                ++rehashIdx;
            for (std::int32_t k = old.head[rehashIdx]; k >= 0;) {
                const std::int32_t after = next[k];
                push(main, std::uint64_t(k));
                ++cost;
                ++run.moved;
                k = after;
            }
            old.keys -= old.length[rehashIdx];
            old.length[rehashIdx] = 0;
            old.head[rehashIdx++] = -1;
            if (old.keys == 0) {
                rehashing = false;
                old = Chains();
            }
        }
        if (incremental && !rehashing && n >= main.m) {
            // The old table keeps its keys; the new one receives inserts and moved buckets.
            old = std::move(main);
            main = Chains(2 * old.m);
            rehashing = true;
            rehashIdx = 0;
        }
        const std::uint64_t h = hashes[n];
        cost += main.length[main.bucket(h)] + (rehashing ? old.length[old.bucket(h)] : 0);
        push(main, n);
        run.costs.push_back(static_cast<std::uint32_t>(cost + 1));
    }
    return run;
}

} // namespace

RehashRun runRehash(bool incremental, std::uint64_t initialM,
                    const std::vector<std::uint64_t>& hashes, const Progress& progress) {
    return rehashRun(incremental, initialM, hashes, Slice{progress});
}

Result<RehashResult> measureRehash(const RehashConfig& c, const Progress& progress) {
    if (Status s = validateSizes(c.inserts, RehashConfig::kMaxInserts, c.initialM,
                                 RehashConfig::kMaxInitialM);
        !s)
        return s.error();
    if (c.windows < 1 || c.windows > RehashConfig::kMaxWindows)
        return makeError("windows", HASHLAB_TR("core", "must be from %1 to %2, got %3"), 1,
                         RehashConfig::kMaxWindows, c.windows);
    const auto hashes = seededHashes(c.seed, c.inserts);
    RehashResult r;
    r.config = c;
    const std::uint64_t windows = std::min(c.windows, c.inserts);
    r.window = (c.inserts + windows - 1) / windows;
    for (int which = 0; which < 2; ++which) {
        const bool incremental = which == 0;
        const RehashRun run =
            rehashRun(incremental, c.initialM, hashes, Slice{progress, 0.5 * which, 0.5});
        if (progress.cancelled())
            return cancelledError();
        RehashSeries& s = incremental ? r.incremental : r.stopTheWorld;
        s.moved = run.moved;
        s.longestChain = run.longestChain;
        double sum = 0;
        for (std::uint64_t i = 0; i < run.costs.size(); ++i) {
            const std::uint32_t v = run.costs[i];
            sum += v;
            if (i % r.window == 0) {
                s.at.push_back(i + 1);
                s.worst.push_back(v);
            } else if (v > s.worst.back()) {
                s.worst.back() = v;
                s.at.back() = i + 1;
            }
            if (v > s.worstCost) {
                s.worstCost = v;
                s.worstAt = i + 1;
            }
        }
        s.mean = sum / double(run.costs.size());
    }
    progress.report(1.0);
    return r;
}

} // namespace hashlab::tables

#include "hashlab/tables/stats.h"

#include "hashlab/common/mix.h"
#include "hashlab/tables/table.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

namespace hashlab::tables {
namespace {

__extension__ using U128 = unsigned __int128;

// splitmix64: tiny, fast and the same on every platform (std distributions are not).
struct Rng {
    std::uint64_t state;
    std::uint64_t next() { return splitmix64Next(state); }
    // Uniform in [0, n) by Lemire's multiply-shift (bias below 2^-40 for n <= 10^5).
    std::uint64_t below(std::uint64_t n) {
        return static_cast<std::uint64_t>((static_cast<U128>(next()) * n) >> 64);
    }
};

struct Sim {
    Strategy strategy;
    std::uint64_t m;
    std::uint64_t c1, c2; // reduced mod m
    std::vector<std::uint8_t> occupied;

    // Probes until an empty slot (at most m probes); returns the count and the slot reached.
    // `found` is false when m probes met no empty slot.
    std::uint64_t walk(Rng& rng, std::uint64_t& slot, bool& found) const {
        std::uint64_t p = rng.below(m);
        std::uint64_t step = 1, delta = 0;
        if (strategy == Strategy::Double)
            step = 1 + rng.below(m - 1);
        else if (strategy == Strategy::Quadratic)
            delta = (c1 + c2) % m; // p_{i+1} - p_i = c1 + c2·(2i + 1)
        const std::uint64_t twoC2 = (2 * c2) % m;
        for (std::uint64_t i = 1; i <= m; ++i) {
            if (!occupied[p]) {
                slot = p;
                found = true;
                return i;
            }
            if (strategy == Strategy::Quadratic) {
                p += delta;
                delta += twoC2;
                if (delta >= m)
                    delta -= m;
            } else {
                p += step;
            }
            if (p >= m)
                p -= m;
        }
        found = false;
        return m;
    }
};

// Per-trial means at each load factor: [point] -> value.
struct TrialResult {
    std::vector<double> successful, unsuccessful;
    std::vector<std::int64_t> failed;
};

// Each stream starts from a mixed (seed, strategy, trial): adding offsets to a splitmix state
// would only shift one stream, making the trials near-copies of each other.
Rng trialRng(const StatsConfig& cfg, Strategy strategy, std::int64_t trial) {
    Rng mixer{cfg.seed};
    return Rng{mixer.next() ^ Rng{static_cast<std::uint64_t>(strategy) * 0x100000001b3ULL +
                                  static_cast<std::uint64_t>(trial) * 0x51afd7ed558ccd1dULL}
                                  .next()};
}

// Linear probing, computed exactly and fast: its clusters make the per-fill averages vary ten
// times more than the other strategies', so it needs many more trials. A union-find over "the
// next empty slot at or after s" places a key in near-constant time (cost = distance + 1), and
// run lengths kept at both ends of every run give the unsuccessful average over all m start
// slots: empty slots cost 1, the slot j places before a run's end costs j + 1, so the total is
// m + sum of L(L+1)/2 over the runs.
TrialResult runLinearTrial(const StatsConfig& cfg, std::int64_t trial,
                           const std::vector<std::uint64_t>& targets) {
    Rng rng = trialRng(cfg, Strategy::Linear, trial);
    const auto m = static_cast<std::uint64_t>(cfg.m);
    std::vector<std::uint32_t> parent(m), runLength(m, 0);
    for (std::uint64_t s = 0; s < m; ++s)
        parent[s] = static_cast<std::uint32_t>(s);
    auto wrap = [m](std::uint64_t x) { return x >= m ? x - m : x; };
    auto nextEmpty = [&](std::uint64_t x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    };
    TrialResult r;
    std::uint64_t n = 0, insertProbes = 0, triangles = 0;
    for (std::uint64_t target : targets) {
        for (; n < target; ++n) { // target < m: an empty slot always remains
            // Indices stay in [0, m) by one conditional subtraction (no division: hot loop).
            const std::uint64_t h = rng.below(m);
            const std::uint64_t p = nextEmpty(h);
            insertProbes += wrap(p + m - h) + 1;
            const std::uint64_t before = wrap(p + m - 1), after = wrap(p + 1);
            parent[p] = static_cast<std::uint32_t>(after);
            const std::uint64_t a = parent[before] != before ? runLength[before] : 0;
            const std::uint64_t b = parent[after] != after ? runLength[after] : 0;
            const std::uint64_t len = a + b + 1;
            triangles += len * (len + 1) / 2 - a * (a + 1) / 2 - b * (b + 1) / 2;
            runLength[wrap(p + m - a)] = static_cast<std::uint32_t>(len);
            runLength[wrap(p + b)] = static_cast<std::uint32_t>(len);
        }
        r.successful.push_back(double(insertProbes) / double(n));
        r.unsuccessful.push_back(double(m + triangles) / double(m));
        r.failed.push_back(0);
    }
    return r;
}

TrialResult runTrial(const StatsConfig& cfg, Strategy strategy, std::int64_t trial,
                     const std::vector<std::uint64_t>& targets) {
    if (strategy == Strategy::Linear)
        return runLinearTrial(cfg, trial, targets);
    Rng rng = trialRng(cfg, strategy, trial);
    const auto m = static_cast<std::uint64_t>(cfg.m);
    auto reduce = [m](std::int64_t v) {
        const std::int64_t r = v % static_cast<std::int64_t>(m);
        return static_cast<std::uint64_t>(r < 0 ? r + static_cast<std::int64_t>(m) : r);
    };
    Sim sim{strategy, m, reduce(cfg.c1), reduce(cfg.c2), std::vector<std::uint8_t>(m, 0)};
    TrialResult r;
    std::uint64_t n = 0, insertProbes = 0;
    std::int64_t failed = 0;
    for (std::uint64_t target : targets) {
        // A random key that finds no empty slot (quadratic probing beyond α = ½) is not stored;
        // the fill draws another. Bounded so a pathological table cannot spin.
        std::uint64_t attempts = 0;
        while (n < target && attempts < 4 * m) {
            ++attempts;
            std::uint64_t slot = 0;
            bool found = false;
            const std::uint64_t cost = sim.walk(rng, slot, found);
            if (!found) {
                ++failed;
                continue;
            }
            sim.occupied[slot] = 1;
            insertProbes += cost;
            ++n;
        }
        r.successful.push_back(n ? double(insertProbes) / double(n) : 1.0);
        std::uint64_t total = 0;
        for (std::int64_t q = 0; q < cfg.queries; ++q) {
            std::uint64_t slot = 0;
            bool found = false;
            total += sim.walk(rng, slot, found);
        }
        r.unsuccessful.push_back(double(total) / double(cfg.queries));
        r.failed.push_back(failed);
    }
    return r;
}

void meanAndCi(const std::vector<double>& v, double& mean, double& ci) {
    double sum = 0;
    for (double x : v)
        sum += x;
    mean = sum / double(v.size());
    if (v.size() < 2) {
        ci = 0;
        return;
    }
    double sq = 0;
    for (double x : v)
        sq += (x - mean) * (x - mean);
    ci = 1.96 * std::sqrt(sq / double(v.size() - 1) / double(v.size()));
}

} // namespace

TheoryPoint theory(Strategy strategy, double a) {
    if (a <= 0)
        return {1, 1};
    const double q = 1 - a;
    switch (strategy) {
    case Strategy::Linear:
        return {0.5 * (1 + 1 / q), 0.5 * (1 + 1 / (q * q))};
    case Strategy::Quadratic:
        return {1 - std::log(q) - a / 2, 1 / q - a - std::log(q)};
    case Strategy::Double:
        return {(1 / a) * std::log(1 / q), 1 / q};
    }
    return {};
}

std::vector<double> defaultAlphas() {
    std::vector<double> a;
    for (int i = 0; i < 20; ++i)
        a.push_back(0.05 + 0.9 * i / 19.0);
    return a;
}

double StatsResult::maxRelativeCi() const {
    double worst = 0;
    for (const auto& s : series)
        for (const auto& p : s.points) {
            worst = std::max(worst, p.successfulCi / p.successful);
            worst = std::max(worst, p.unsuccessfulCi / p.unsuccessful);
        }
    return worst;
}

Result<StatsResult> measureProbeCounts(const StatsConfig& input, const Progress& progress) {
    StatsConfig cfg = input;
    if (cfg.alphas.empty())
        cfg.alphas = defaultAlphas();
    if (cfg.m < StatsConfig::kMinM || cfg.m > StatsConfig::kMaxM)
        return makeError("m", HASHLAB_TR("core", "must be an integer from 11 to 100000, got %1"),
                         cfg.m);
    for (std::int64_t t : {cfg.trials, cfg.linearTrials})
        if (t < 2 || t > StatsConfig::kMaxTrials)
            return makeError("trials", HASHLAB_TR("core", "must be from 2 to 10000, got %1"), t);
    if (cfg.queries < 1 || cfg.queries > StatsConfig::kMaxQueries)
        return makeError("queries", HASHLAB_TR("core", "must be from 1 to 100000, got %1"),
                         cfg.queries);
    if (cfg.c1 == 0 && cfg.c2 == 0)
        return makeError("c1/c2",
                         HASHLAB_TR("core", "c1 = c2 = 0 makes every probe hit the same slot"));
    for (double a : cfg.alphas)
        if (!(a > 0 && a <= 0.99))
            return makeError("alpha", HASHLAB_TR("core", "each load factor must be in (0, 0.99]"));
    std::sort(cfg.alphas.begin(), cfg.alphas.end());
    std::vector<std::uint64_t> targets;
    for (double a : cfg.alphas) // at least one key, and always one empty slot left
        targets.push_back(
            std::clamp<std::uint64_t>(static_cast<std::uint64_t>(std::llround(a * double(cfg.m))),
                                      1, static_cast<std::uint64_t>(cfg.m) - 1));

    // Tasks: (strategy, trial) pairs, linear probing with its own trial count.
    std::vector<std::pair<std::size_t, std::int64_t>> taskList;
    for (std::size_t s = 0; s < cfg.strategies.size(); ++s) {
        const std::int64_t n =
            cfg.strategies[s] == Strategy::Linear ? cfg.linearTrials : cfg.trials;
        for (std::int64_t t = 0; t < n; ++t)
            taskList.emplace_back(s, t);
    }
    const std::size_t strategies = cfg.strategies.size();
    const std::size_t tasks = taskList.size();
    std::vector<TrialResult> results(tasks);
    std::atomic<std::size_t> nextTask{0}, done{0};
    std::atomic<bool> stop{false};
    auto worker = [&](bool reporting) {
        for (;;) {
            if (progress.cancelled()) {
                stop = true;
                return;
            }
            const std::size_t t = nextTask.fetch_add(1);
            if (t >= tasks)
                return;
            results[t] =
                runTrial(cfg, cfg.strategies[taskList[t].first], taskList[t].second, targets);
            const std::size_t finished = done.fetch_add(1) + 1;
            if (reporting)
                progress.report(double(finished) / double(tasks));
        }
    };
    const int extra = std::max(0, std::min(cfg.threads, 8) - 1);
    std::vector<std::thread> pool;
    for (int i = 0; i < extra; ++i)
        pool.emplace_back(worker, false);
    worker(true);
    for (auto& th : pool)
        th.join();
    if (stop || progress.cancelled())
        return cancelledError();
    progress.report(1.0);

    StatsResult out;
    out.config = cfg;
    for (std::size_t s = 0; s < strategies; ++s) {
        StatsSeries series;
        series.strategy = cfg.strategies[s];
        for (std::size_t j = 0; j < targets.size(); ++j) {
            std::vector<double> succ, unsucc;
            StatsPoint p;
            for (std::size_t t = 0; t < tasks; ++t) {
                if (taskList[t].first != s)
                    continue;
                const TrialResult& r = results[t];
                succ.push_back(r.successful[j]);
                unsucc.push_back(r.unsuccessful[j]);
                p.failedInserts += r.failed[j];
            }
            p.alpha = double(targets[j]) / double(cfg.m);
            meanAndCi(succ, p.successful, p.successfulCi);
            meanAndCi(unsucc, p.unsuccessful, p.unsuccessfulCi);
            p.theory = theory(series.strategy, p.alpha);
            series.points.push_back(p);
        }
        out.series.push_back(std::move(series));
    }
    return out;
}

ClusterStats clusterStats(const Table& table) {
    ClusterStats c;
    const std::uint64_t m = table.size();
    std::uint64_t firstEmpty = m;
    for (std::uint64_t s = 0; s < m; ++s)
        if (table.state(s) == SlotState::Empty) {
            firstEmpty = s;
            break;
        }
    if (firstEmpty == m) { // no empty slot: one cluster around the whole table
        c.clusters = 1;
        c.longest = m;
        c.mean = double(m);
        c.histogram[m] = 1;
        return c;
    }
    // Start right after an empty slot so that no cluster is split by the wrap-around.
    std::uint64_t run = 0, total = 0;
    for (std::uint64_t k = 1; k <= m; ++k) {
        const std::uint64_t s = (firstEmpty + k) % m;
        if (table.state(s) != SlotState::Empty) {
            ++run;
            continue;
        }
        if (run) {
            ++c.clusters;
            ++c.histogram[run];
            c.longest = std::max(c.longest, run);
            total += run;
        }
        run = 0;
    }
    c.mean = c.clusters ? double(total) / double(c.clusters) : 0;
    return c;
}

} // namespace hashlab::tables

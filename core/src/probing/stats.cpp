#include "hashlab/probing/stats.h"

#include "hashlab/probing/table.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

namespace hashlab::probing {
namespace {

__extension__ using U128 = unsigned __int128;

// splitmix64: tiny, fast and the same on every platform (std distributions are not).
struct Rng {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
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

    // Linear probing's unsuccessful cost averaged exactly over all m start slots.
    double linearUnsuccessfulExact() const {
        // run[s] = occupied slots from s onward; computed right to left, wrapping once.
        std::uint64_t total = 0, run = 0;
        std::uint64_t firstFree = m;
        for (std::uint64_t s = 0; s < m; ++s)
            if (!occupied[s]) {
                firstFree = s;
                break;
            }
        if (firstFree == m)
            return double(m);
        // Walk backwards starting at the first free slot so every run is complete.
        for (std::uint64_t k = 0; k < m; ++k) {
            const std::uint64_t s = (firstFree + m - k) % m;
            run = occupied[s] ? run + 1 : 0;
            total += run + 1;
        }
        return double(total) / double(m);
    }
};

// Per-trial means at each load factor: [point] -> value.
struct TrialResult {
    std::vector<double> successful, unsuccessful;
    std::vector<std::int64_t> failed;
};

TrialResult runTrial(const StatsConfig& cfg, Strategy strategy, std::int64_t trial,
                     const std::vector<std::uint64_t>& targets) {
    // Each stream starts from a mixed (seed, strategy, trial): adding offsets to a splitmix
    // state would only shift one stream, making the trials near-copies of each other.
    Rng mixer{cfg.seed};
    Rng rng{mixer.next() ^ Rng{static_cast<std::uint64_t>(strategy) * 0x100000001b3ULL +
                               static_cast<std::uint64_t>(trial) * 0x51afd7ed558ccd1dULL}
                               .next()};
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
        if (strategy == Strategy::Linear) {
            r.unsuccessful.push_back(sim.linearUnsuccessfulExact());
        } else {
            std::uint64_t total = 0;
            for (std::int64_t q = 0; q < cfg.queries; ++q) {
                std::uint64_t slot = 0;
                bool found = false;
                total += sim.walk(rng, slot, found);
            }
            r.unsuccessful.push_back(double(total) / double(cfg.queries));
        }
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
        return makeError("m", "must be an integer from 11 to 100000, got " + std::to_string(cfg.m));
    if (cfg.trials < 2 || cfg.trials > StatsConfig::kMaxTrials)
        return makeError("trials", "must be from 2 to 10000, got " + std::to_string(cfg.trials));
    if (cfg.queries < 1 || cfg.queries > StatsConfig::kMaxQueries)
        return makeError("queries", "must be from 1 to 100000, got " + std::to_string(cfg.queries));
    if (cfg.c1 == 0 && cfg.c2 == 0)
        return makeError("c1/c2", "c1 = c2 = 0 makes every probe hit the same slot");
    for (double a : cfg.alphas)
        if (!(a > 0 && a <= 0.99))
            return makeError("alpha", "each load factor must be in (0, 0.99]");
    std::sort(cfg.alphas.begin(), cfg.alphas.end());
    std::vector<std::uint64_t> targets;
    for (double a : cfg.alphas)
        targets.push_back(std::max<std::uint64_t>(
            1, static_cast<std::uint64_t>(std::llround(a * double(cfg.m)))));

    const std::size_t strategies = cfg.strategies.size();
    const auto trials = static_cast<std::size_t>(cfg.trials);
    const std::size_t tasks = strategies * trials;
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
            results[t] = runTrial(cfg, cfg.strategies[t / trials],
                                  static_cast<std::int64_t>(t % trials), targets);
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
        return makeError("", "cancelled");
    progress.report(1.0);

    StatsResult out;
    out.config = cfg;
    for (std::size_t s = 0; s < strategies; ++s) {
        StatsSeries series;
        series.strategy = cfg.strategies[s];
        for (std::size_t j = 0; j < targets.size(); ++j) {
            std::vector<double> succ, unsucc;
            StatsPoint p;
            for (std::size_t t = 0; t < trials; ++t) {
                const TrialResult& r = results[s * trials + t];
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

} // namespace hashlab::probing

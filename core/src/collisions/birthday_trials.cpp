#include "hashlab/collisions/birthday_trials.h"

#include "hashlab/common/mix.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <thread>

namespace hashlab::collisions {
namespace {

Error cancelled() {
    return makeError("cancelled", HASHLAB_TR("core", "the experiment was cancelled"));
}

// One trial: true when two of the n URLs land on the same value.
bool anyCollision(const BirthdayTrialsConfig& c, std::uint64_t n, std::uint64_t seed,
                  std::vector<std::uint64_t>& values, const std::atomic<bool>& stop) {
    const bool powerOfTwo = std::has_single_bit(c.space);
    const int shift = 64 - std::countr_zero(c.space);
    values.resize(static_cast<std::size_t>(n));
    char buf[128];
    for (std::uint64_t i = 0; i < n; ++i) {
        if ((i & 0xFFFF) == 0 && stop.load(std::memory_order_relaxed))
            return false;
        const std::size_t len = writeExperimentUrl(buf, seed, i);
        const std::uint64_t h = leading64(c.hash, std::string_view(buf, len));
        values[static_cast<std::size_t>(i)] = powerOfTwo ? h >> shift : h % c.space;
    }
    std::sort(values.begin(), values.end());
    return std::adjacent_find(values.begin(), values.end()) != values.end();
}

} // namespace

std::uint64_t trialSeed(std::uint64_t seed, std::size_t point, unsigned trial) {
    return mix64(seed ^ mix64((static_cast<std::uint64_t>(point) << 32) + trial + kGoldenGamma));
}

Result<std::vector<BirthdayTrialPoint>> runBirthdayTrials(const BirthdayTrialsConfig& c,
                                                          const Progress& progress) {
    if (c.space < 2 || c.space > kMaxTrialSpace)
        return makeError("space", HASHLAB_TR("core", "must be from 2 to %1, got %2"),
                         kMaxTrialSpace, c.space);
    if (c.n.size() > kMaxTrialPoints)
        return makeError("n", HASHLAB_TR("core", "at most %1 points, got %2"), kMaxTrialPoints,
                         c.n.size());
    for (std::uint64_t n : c.n)
        if (n > kMaxTrialKeys)
            return makeError("n", HASHLAB_TR("core", "must be from 0 to %1, got %2"), kMaxTrialKeys,
                             n);
    if (c.trials < 1 || c.trials > kMaxTrials)
        return makeError("trials", HASHLAB_TR("core", "must be from 1 to %1, got %2"), kMaxTrials,
                         c.trials);

    // Work items are (point, trial) pairs, handed out in order; a trial's work is its n.
    const std::size_t items = c.n.size() * c.trials;
    std::uint64_t totalKeys = 0;
    for (std::uint64_t n : c.n)
        totalKeys += n * c.trials;
    std::vector<std::atomic<std::uint64_t>> hits(c.n.size());
    std::atomic<std::size_t> next{0};
    std::atomic<std::uint64_t> keysDone{0};
    std::atomic<bool> stop{false};
    auto work = [&](bool relay) {
        std::vector<std::uint64_t> values;
        for (std::size_t item = next++; item < items && !stop; item = next++) {
            const std::size_t point = item / c.trials;
            const auto trial = static_cast<unsigned>(item % c.trials);
            const std::uint64_t n = c.n[point];
            if (anyCollision(c, n, trialSeed(c.seed, point, trial), values, stop))
                hits[point].fetch_add(1, std::memory_order_relaxed);
            keysDone += n;
            if (relay) {
                if (progress.cancelled())
                    stop = true;
                progress.report(totalKeys ? static_cast<double>(keysDone.load()) /
                                                static_cast<double>(totalKeys)
                                          : 1.0);
            }
        }
    };
    unsigned threads = c.threads ? c.threads : std::max(1u, std::thread::hardware_concurrency());
    threads = std::min<unsigned>(threads, 16);
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(work, false);
    work(true); // the calling thread relays progress and cancellation
    for (auto& th : pool)
        th.join();
    if (stop || progress.cancelled())
        return cancelled();

    std::vector<BirthdayTrialPoint> out;
    for (std::size_t i = 0; i < c.n.size(); ++i) {
        BirthdayTrialPoint p;
        p.n = c.n[i];
        p.hits = hits[i].load();
        p.trials = c.trials;
        p.rate = static_cast<double>(p.hits) / c.trials;
        p.ci95 = wilson(p.hits, p.trials);
        out.push_back(p);
    }
    return out;
}

} // namespace hashlab::collisions

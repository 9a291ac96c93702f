#include "hashlab/tables/speed_sweep.h"

#include "hashlab/common/mix.h"
#include "hashlab/tables/fast_tables.h"

#include <absl/container/flat_hash_map.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <unordered_map>

namespace hashlab::tables {
namespace {

// Lookups and inserts between two looks at the clock and the cancel flag: ~20 µs of lookups in a
// cached table, ~0.5 ms out of cache — short enough that Cancel answers at once and that many
// batches make a median, long enough that reading the clock (~20 ns) costs nothing.
constexpr std::uint64_t kBatch = 1 << 12;

// The median of the batches' ns per lookup: a batch during which the thread was preempted (other
// programs, the GUI) is an outlier, and the median ignores it where the mean would not.
double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Makes v look used to the compiler at this point, so the lookups summed into it can be neither
// dropped nor moved past the clock read that follows.
inline void keep(std::uint64_t& v) {
    asm volatile("" : "+r"(v) : : "memory");
}

std::uint64_t storedKey(std::uint64_t base, std::uint64_t i) {
    return mix64(base + 2 * i);
}

// The lab's sets behind one interface with the library maps.
template <typename Set>
struct FastTable {
    Set set;
    void insert(std::uint64_t k) { set.insert(k); }
    bool contains(std::uint64_t k) const { return set.contains(k); }
    std::uint64_t bytes() const { return set.bytes(); }
};

struct StdMap {
    std::unordered_map<std::uint64_t, std::uint64_t> map;
    void insert(std::uint64_t k) { map.emplace(k, k); }
    bool contains(std::uint64_t k) const { return map.find(k) != map.end(); }
    // Estimate: the bucket array (one pointer per bucket) plus one heap node per key.
    std::uint64_t bytes() const {
        return map.bucket_count() * sizeof(void*) + map.size() * unorderedMapNodeBytes();
    }
};

struct AbslMap {
    absl::flat_hash_map<std::uint64_t, std::uint64_t> map;
    void insert(std::uint64_t k) { map.emplace(k, k); }
    bool contains(std::uint64_t k) const { return map.find(k) != map.end(); }
    // Estimate from Abseil's layout: per slot the 16-byte key/value pair and one control byte,
    // plus the sentinel and the 15 control bytes cloned for the 16-wide group probe.
    std::uint64_t bytes() const {
        using Slot = decltype(map)::value_type;
        return map.capacity() * (sizeof(Slot) + 1) + 16;
    }
};

struct Probes {
    std::vector<std::uint64_t> hits, misses;
};

// The keys a point looks up: stored keys drawn uniformly, and absent keys (odd inputs to mix64).
Probes probesFor(std::uint64_t base, std::uint64_t keys, std::uint64_t lookups,
                 std::uint64_t seed) {
    Probes p;
    p.hits.reserve(lookups);
    p.misses.reserve(lookups);
    std::uint64_t state = mix64(seed ^ 0x5bd1e995) + keys;
    for (std::uint64_t i = 0; i < lookups; ++i) {
        p.hits.push_back(storedKey(base, splitmix64Below(state, keys)));
        p.misses.push_back(mix64(base + 2 * (splitmix64Next(state) >> 2) + 1));
    }
    return p;
}

class Sweep {
public:
    Sweep(const SpeedSweepConfig& c, const Progress& progress) : m_c(c), m_progress(progress) {
        for (std::uint64_t n : c.sizes)
            m_total += double(c.kinds.size()) * double(n + 2 * c.lookups);
    }

    // nullopt when cancelled.
    template <typename Table>
    std::optional<SpeedPoint> measure(SpeedKind kind, std::uint64_t n, std::uint64_t base,
                                      const Probes& probes) {
        SpeedPoint point;
        point.kind = kind;
        Table table;
        for (std::uint64_t i = 0; i < n; i += kBatch) {
            const std::uint64_t end = std::min(n, i + kBatch);
            for (std::uint64_t j = i; j < end; ++j)
                table.insert(storedKey(base, j));
            if (!advance(double(end - i)))
                return std::nullopt;
        }
        point.keys = n;
        point.bytes = table.bytes();
        point.bytesPerKey = double(point.bytes) / double(n);
        // Warm-up, untimed: the first batch of hits pulls what fits of the table into cache
        // and trains the branch predictors, as the timed batches find them afterwards.
        std::uint64_t warm = 0;
        for (std::uint64_t j = 0; j < std::min<std::uint64_t>(kBatch, m_c.lookups); ++j)
            warm += table.contains(probes.hits[j]);
        keep(warm);
        std::vector<double> ns[2];
        std::uint64_t found[2] = {0, 0};
        for (int miss = 0; miss < 2; ++miss) {
            const std::vector<std::uint64_t>& keys = miss ? probes.misses : probes.hits;
            for (std::uint64_t i = 0; i < m_c.lookups; i += kBatch) {
                const std::uint64_t end = std::min(m_c.lookups, i + kBatch);
                std::uint64_t f = 0;
                const auto t0 = std::chrono::steady_clock::now();
                for (std::uint64_t j = i; j < end; ++j)
                    f += table.contains(keys[j]);
                keep(f);
                const auto t1 = std::chrono::steady_clock::now();
                ns[miss].push_back(std::chrono::duration<double, std::nano>(t1 - t0).count() /
                                   double(end - i));
                found[miss] += f;
                if (!advance(double(end - i)))
                    return std::nullopt;
            }
        }
        point.nsHit = median(std::move(ns[0]));
        point.nsMiss = median(std::move(ns[1]));
        point.hitsFound = found[0];
        point.missesFound = found[1];
        return point;
    }

private:
    bool advance(double work) {
        if (m_progress.cancelled())
            return false;
        m_done += work;
        m_progress.report(m_done / m_total);
        return true;
    }
    const SpeedSweepConfig& m_c;
    const Progress& m_progress;
    double m_total = 0, m_done = 0;
};

Status validate(const SpeedSweepConfig& c) {
    if (c.sizes.empty())
        return makeError("sizes", HASHLAB_TR("core", "give at least one table size"));
    if (c.sizes.size() > SpeedSweepConfig::kMaxSizes)
        return makeError("sizes", HASHLAB_TR("core", "at most %1 sizes, got %2"),
                         SpeedSweepConfig::kMaxSizes, c.sizes.size());
    for (std::size_t i = 0; i < c.sizes.size(); ++i) {
        if (c.sizes[i] < 1 || c.sizes[i] > SpeedSweepConfig::kMaxKeys)
            return makeError("sizes",
                             HASHLAB_TR("core", "each size must be from %1 to %2 keys, got %3"), 1,
                             SpeedSweepConfig::kMaxKeys, c.sizes[i]);
        if (i > 0 && c.sizes[i] <= c.sizes[i - 1])
            return makeError(
                "sizes", HASHLAB_TR("core", "sizes must be strictly increasing, got %1 after %2"),
                c.sizes[i], c.sizes[i - 1]);
    }
    if (c.kinds.empty())
        return makeError("kinds", HASHLAB_TR("core", "give at least one table kind"));
    for (std::size_t i = 0; i < c.kinds.size(); ++i) {
        if (static_cast<std::size_t>(c.kinds[i]) >= allSpeedKinds().size())
            return makeError("kinds", HASHLAB_TR("core", "unknown table kind %1"),
                             static_cast<int>(c.kinds[i]));
        if (std::find(c.kinds.begin(), c.kinds.begin() + i, c.kinds[i]) != c.kinds.begin() + i)
            return makeError("kinds", HASHLAB_TR("core", "%1 is listed twice"),
                             speedKindName(c.kinds[i]));
    }
    if (c.lookups < 1 || c.lookups > SpeedSweepConfig::kMaxLookups)
        return makeError("lookups", HASHLAB_TR("core", "must be from %1 to %2, got %3"), 1,
                         SpeedSweepConfig::kMaxLookups, c.lookups);
    return ok();
}

} // namespace

std::string_view speedKindName(SpeedKind k) {
    static constexpr std::array<std::string_view, 6> names = {
        "chaining", "linear", "robinhood", "cuckoo", "std_unordered_map", "absl_flat_hash_map"};
    return names.at(static_cast<std::size_t>(k));
}

const std::vector<SpeedKind>& allSpeedKinds() {
    static const std::vector<SpeedKind> all = {
        SpeedKind::Chaining, SpeedKind::Linear,          SpeedKind::RobinHood,
        SpeedKind::Cuckoo,   SpeedKind::StdUnorderedMap, SpeedKind::AbslFlatHashMap};
    return all;
}

std::vector<std::uint64_t> SpeedSweepConfig::decades(std::uint64_t from, std::uint64_t to) {
    std::vector<std::uint64_t> sizes;
    for (std::uint64_t p = 1; p <= to; p *= 10)
        for (std::uint64_t m : {1, 2, 5})
            if (m * p >= from && m * p <= to)
                sizes.push_back(m * p);
    return sizes;
}

std::uint64_t unorderedMapNodeBytes() {
    // libstdc++'s node for a key with a cheap std::hash: the next pointer and the pair (no cached
    // hash). glibc's malloc adds an 8-byte header and rounds chunks to 16 bytes, at least 32.
    const std::uint64_t node =
        sizeof(void*) + sizeof(std::pair<const std::uint64_t, std::uint64_t>);
    return std::max<std::uint64_t>(32, (node + 8 + 15) / 16 * 16);
}

std::uint64_t linearKeysFittingIn(std::uint64_t cacheBytes) {
    constexpr std::uint64_t kSlotBytes = sizeof(std::uint64_t) + 1; // key + state byte
    std::uint64_t slots = 16;                                       // LinearSet's smallest
    if (slots * kSlotBytes > cacheBytes)
        return 0;
    while (slots * 2 * kSlotBytes <= cacheBytes)
        slots *= 2;
    return slots * 7 / 8;
}

Result<SpeedSweepResult> measureSpeed(const SpeedSweepConfig& config, const Progress& progress,
                                      const std::function<void(const SpeedPoint&)>& onPoint) {
    if (Status s = validate(config); !s)
        return s.error();
    SpeedSweepResult result;
    result.config = config;
    Sweep sweep(config, progress);
    const std::uint64_t base = mix64(config.seed);
    for (std::uint64_t n : config.sizes) {
        const Probes probes = probesFor(base, n, config.lookups, config.seed);
        for (SpeedKind kind : config.kinds) {
            std::optional<SpeedPoint> p;
            switch (kind) {
            case SpeedKind::Chaining:
                p = sweep.measure<FastTable<fast::ChainedSet>>(kind, n, base, probes);
                break;
            case SpeedKind::Linear:
                p = sweep.measure<FastTable<fast::LinearSet>>(kind, n, base, probes);
                break;
            case SpeedKind::RobinHood:
                p = sweep.measure<FastTable<fast::RobinHoodSet>>(kind, n, base, probes);
                break;
            case SpeedKind::Cuckoo:
                p = sweep.measure<FastTable<fast::CuckooSet>>(kind, n, base, probes);
                break;
            case SpeedKind::StdUnorderedMap:
                p = sweep.measure<StdMap>(kind, n, base, probes);
                break;
            case SpeedKind::AbslFlatHashMap:
                p = sweep.measure<AbslMap>(kind, n, base, probes);
                break;
            }
            if (!p)
                return cancelledError();
            result.points.push_back(*p);
            if (onPoint)
                onPoint(*p);
        }
    }
    return result;
}

} // namespace hashlab::tables

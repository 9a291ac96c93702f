#include "hashlab/ring/compare.h"

#include "hashlab/ring/bounded.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>

namespace hashlab::ring {
namespace {

bool isPrefix(const std::vector<Node>& a, const std::vector<Node>& b) {
    return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

// Progress for the phases of one algorithm's run: maps each phase's fraction into its share of
// the whole bar (never backwards) and hands the caller's cancel on, so that at 1,000,000 keys a
// cancel stops within one chunk of hashing or assigning instead of after the whole algorithm.
class PhaseProgress {
public:
    explicit PhaseProgress(const Progress& outer) : m_outer(outer) {}
    Progress phase(double from, double to) {
        if (m_outer.cancelled())
            m_stop.store(true);
        return Progress(&m_stop, [this, from, to](double f) {
            if (m_outer.cancelled())
                m_stop.store(true);
            const double v = from + (to - from) * f;
            if (v > m_shown) {
                m_shown = v;
                m_outer.report(v);
            }
        });
    }

private:
    const Progress& m_outer;
    std::atomic<bool> m_stop{false};
    double m_shown = 0;
};

double requestMaxOverMean(std::span<const std::uint32_t> owners, std::size_t nodes,
                          std::span<const std::uint64_t> perKey) {
    std::vector<std::uint64_t> load(nodes, 0);
    std::uint64_t total = 0;
    for (std::size_t k = 0; k < owners.size() && k < perKey.size(); ++k) {
        load[owners[k]] += perKey[k];
        total += perKey[k];
    }
    if (total == 0)
        return 0;
    const auto top = *std::max_element(load.begin(), load.end());
    return static_cast<double>(top) * static_cast<double>(nodes) / static_cast<double>(total);
}

// Fraction of keys whose owner (by name) differs under `changed`.
double movedTo(std::span<const std::uint32_t> ownersFrom, const Placement& from,
               const Placement& changed, std::span<const std::uint64_t> hashes,
               const Progress& progress) {
    if (hashes.empty())
        return -1;
    std::vector<std::uint32_t> owners(hashes.size());
    changed.assign(hashes, owners, progress);
    const auto& a = from.config().nodes;
    const auto& b = changed.config().nodes;
    std::uint64_t moved = 0;
    for (std::size_t k = 0; k < hashes.size(); ++k)
        moved += a[ownersFrom[k]].name != b[owners[k]].name;
    return static_cast<double>(moved) / static_cast<double>(hashes.size());
}

// One algorithm's placements: before and after the change, and after a join and a leave from
// before (null where it cannot, with why).
struct Placements {
    Text refused;
    std::unique_ptr<Placement> before, after, joined, left;
    Text joinRefused, leaveRefused;
};

Text cannotLeave() {
    return text(HASHLAB_TR("core", "a single node cannot leave"));
}

Placements builtPlacements(const Config& a, const Config& b) {
    Placements out;
    auto pa = build(a);
    auto pb = pa ? build(b) : Result<std::unique_ptr<Placement>>(pa.error());
    if (!pb) {
        out.refused = pb.error().what;
        return out;
    }
    out.before = std::move(pa).value();
    out.after = std::move(pb).value();
    if (auto j = build(joinedConfig(a)))
        out.joined = std::move(j).value();
    else
        out.joinRefused = j.error().what;
    if (const auto left = leftConfig(a)) {
        if (auto l = build(*left))
            out.left = std::move(l).value();
        else
            out.leaveRefused = l.error().what;
    } else {
        out.leaveRefused = cannotLeave();
    }
    return out;
}

std::vector<std::string> names(const Config& c) {
    std::vector<std::string> out;
    for (const Node& n : c.nodes)
        out.push_back(n.name);
    return out;
}

// Redis Cluster from its slot table: the change reshards it, the join adds a node and the leave
// removes the last one, by the functions the lab and the CLI use. Weights are validated as for
// the other algorithms that cannot weight (all equal, the joining node's 1 included).
Placements redisPlacements(const Config& a, const Config& b,
                           const std::optional<redis::SlotMap>& beforeSlots) {
    Placements out;
    for (const Config* c : {&a, &b})
        if (Status s = validate(*c); !s) {
            out.refused = s.error().what;
            return out;
        }
    auto from = beforeSlots ? Result<redis::SlotMap>(*beforeSlots) : redis::createSlots(names(a));
    auto to = from ? redis::reshard(*from, names(b)) : Result<redis::SlotMap>(from.error());
    if (!to) {
        out.refused = to.error().what;
        return out;
    }
    out.before = redis::makePlacement(*from);
    out.after = redis::makePlacement(*to);
    const Config joined = joinedConfig(a);
    Status joinable = validate(joined);
    auto j = joinable ? redis::addNode(*from, joined.nodes.back().name)
                      : Result<redis::SlotMap>(joinable.error());
    if (j)
        out.joined = redis::makePlacement(*j);
    else
        out.joinRefused = j.error().what;
    if (!leftConfig(a)) {
        out.leaveRefused = cannotLeave();
    } else if (auto l = redis::removeNode(*from, a.nodes.back().name)) {
        out.left = redis::makePlacement(*l);
    } else {
        out.leaveRefused = l.error().what;
    }
    return out;
}

// Keeps the timed lookups from being optimised away.
volatile std::uint64_t g_sink = 0;

} // namespace

constexpr std::array kCompared = {Algo::Ring,       Algo::Ketama,    Algo::Jump,
                                  Algo::Rendezvous, Algo::Maglev,    Algo::Modulo,
                                  Algo::Bounded,    Algo::Cassandra, Algo::RedisCluster};

std::span<const Algo> compareAlgos() {
    return kCompared;
}

Config joinedConfig(const Config& before) {
    std::string name = kJoinNodeName;
    for (int i = 2; std::any_of(before.nodes.begin(), before.nodes.end(),
                                [&](const Node& n) { return n.name == name; });
         ++i)
        name = std::string(kJoinNodeName).append(std::to_string(i));
    Config c = before;
    c.nodes.push_back({name, 1.0});
    return c;
}

std::optional<Config> leftConfig(const Config& before) {
    if (before.nodes.size() < 2)
        return std::nullopt;
    Config c = before;
    c.nodes.pop_back();
    return c;
}

std::vector<CompareRow> compareAlgorithms(const Config& before, const Config& after,
                                          const KeySource& keys, const Progress& progress,
                                          const CompareWorkload& workload,
                                          const std::optional<redis::SlotMap>& beforeSlots) {
    std::vector<CompareRow> rows;
    const auto algos = compareAlgos();
    PhaseProgress phases(progress);
    Workload zipf;
    zipf.kind = Workload::Kind::Zipf;
    zipf.s = workload.zipfS;
    const std::vector<std::uint64_t> perKey =
        workload.perKey.empty()
            ? sampleRequests(zipf, keys.size(), workload.requests, workload.seed)
            : workload.perKey;
    for (std::size_t i = 0; i < algos.size(); ++i) {
        if (progress.cancelled())
            return {};
        progress.report(static_cast<double>(i) / static_cast<double>(algos.size()));
        CompareRow row;
        row.algo = algos[i];
        Config a = before, b = after;
        a.algo = b.algo = row.algo;
        if (row.algo == Algo::Ketama)
            a.hash = b.hash = KeyHash::Md5;
        else if (before.hash == KeyHash::Md5 && before.algo == Algo::Ketama)
            a.hash = b.hash = KeyHash::Xxh3;
        row.idealFraction = idealMovedFraction(a, b);
        if (row.algo == Algo::Jump && !isPrefix(a.nodes, b.nodes) && !isPrefix(b.nodes, a.nodes)) {
            row.refused =
                text(HASHLAB_TR("core", "jump can only add or remove buckets at the end"));
            rows.push_back(row);
            continue;
        }
        Placements p = row.algo == Algo::RedisCluster ? redisPlacements(a, b, beforeSlots)
                                                      : builtPlacements(a, b);
        if (!p.refused.empty()) {
            row.refused = p.refused;
            rows.push_back(row);
            continue;
        }
        const double share = 1.0 / static_cast<double>(algos.size());
        const double at = static_cast<double>(i) * share;
        auto hashes = p.before->hashKeys(keys, phases.phase(at, at + share / 5));
        if (progress.cancelled())
            return {};
        if (!hashes) {
            row.refused = hashes.error().what;
            rows.push_back(row);
            continue;
        }
        const Migration m =
            migrate(*p.before, *p.after, *hashes, phases.phase(at + share / 5, at + 3 * share / 5));
        if (progress.cancelled())
            return {};
        row.movedFraction = m.movedFraction;
        row.maxOverMean = loadStats(m.after, m.toNodes.size()).maxOverMean;
        row.requestMaxOverMean = requestMaxOverMean(m.after, m.toNodes.size(), perKey);
        row.bytesPerNode =
            static_cast<double>(p.after->memoryBytes()) / static_cast<double>(p.after->nodeCount());
        // Disruption of a join and of a leave, from the setup before the change: the owners
        // before are the migration's.
        row.joinRefused = p.joinRefused;
        row.leaveRefused = p.leaveRefused;
        if (p.joined)
            row.joinMovedFraction = movedTo(m.before, *p.before, *p.joined, *hashes,
                                            phases.phase(at + 3 * share / 5, at + 4 * share / 5));
        if (p.left)
            row.leaveMovedFraction = movedTo(m.before, *p.before, *p.left, *hashes,
                                             phases.phase(at + 4 * share / 5, at + share));
        if (progress.cancelled())
            return {};
        // Lookup time over (up to) 200,000 of the keys, after the assignment warmed the caches.
        // Under bounded loads a lookup is against the loads the key set left: it walks past
        // full nodes, as a live bounded-load router does.
        const AssignedLookup look(*p.after, m.after);
        const std::size_t n = std::min<std::size_t>(hashes->size(), 200000);
        const auto t0 = std::chrono::steady_clock::now();
        std::uint64_t sink = 0;
        for (std::size_t k = 0; k < n; ++k)
            sink += look.lookup((*hashes)[k]);
        const auto t1 = std::chrono::steady_clock::now();
        g_sink = g_sink + sink;
        row.lookupNs = n == 0 ? 0
                              : std::chrono::duration<double, std::nano>(t1 - t0).count() /
                                    static_cast<double>(n);
        rows.push_back(row);
    }
    progress.report(1.0);
    return rows;
}

ShareSpread shareSpread(const Placement& placement) {
    const auto shares = placement.exactShares();
    if (!shares)
        return {};
    const auto& nodes = placement.config().nodes;
    double sum = 0;
    for (const Node& node : nodes)
        sum += node.weight;
    const double n = static_cast<double>(nodes.size());
    double mean = 0, sq = 0, mx = 0;
    std::vector<double> ratio;
    for (std::size_t k = 0; k < nodes.size(); ++k)
        ratio.push_back(shares->fraction(k) / (nodes[k].weight / sum));
    for (double r : ratio)
        mean += r / n;
    for (double r : ratio) {
        sq += (r - mean) * (r - mean);
        mx = std::max(mx, r);
    }
    return {mx / mean, std::sqrt(sq / n) / mean};
}

std::vector<VnodeSweepPoint> vnodeSweep(const Config& config, const std::vector<int>& vnodes,
                                        const Progress& progress) {
    std::vector<VnodeSweepPoint> out;
    Config c = config;
    c.algo = Algo::Ring;
    if (c.hash == KeyHash::Identity)
        c.hash = KeyHash::Xxh3; // points are hashed from names either way
    for (std::size_t i = 0; i < vnodes.size(); ++i) {
        if (progress.cancelled())
            return {};
        progress.report(static_cast<double>(i) / static_cast<double>(vnodes.size()));
        c.vnodes = vnodes[i];
        auto p = build(c);
        if (!p)
            continue;
        const ShareSpread spread = shareSpread(**p);
        out.push_back({vnodes[i], spread.cv, spread.maxOverMean});
    }
    progress.report(1.0);
    return out;
}

} // namespace hashlab::ring

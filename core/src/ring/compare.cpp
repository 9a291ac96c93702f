#include "hashlab/ring/compare.h"

#include "hashlab/ring/bounded.h"
#include "hashlab/ring/serving.h"

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

// Each key's owner under a placement of every node (failed ones in their place) and who serves
// it, over the live nodes.
struct Served {
    std::vector<std::uint32_t> owners;
    LiveServing live;
};

Served servedBy(const Placement& full, const ReplicaSetup& setup,
                std::span<const std::uint64_t> hashes, const Progress& progress) {
    Served out;
    out.owners.resize(hashes.size());
    full.assign(hashes, out.owners, progress);
    if (progress.cancelled())
        return out;
    const auto served = servingNodes(full, setup, hashes, out.owners, progress);
    out.live = liveServing(full.config(), setup.failed, served);
    return out;
}

// Fraction of keys whose serving node (by name) differs under `changed`.
double movedTo(const Served& from, const Placement& changed, const ReplicaSetup& setup,
               std::span<const std::uint64_t> hashes, const Progress& progress) {
    if (hashes.empty())
        return -1;
    const Served to = servedBy(changed, setup, hashes, progress);
    if (progress.cancelled())
        return -1;
    const auto& a = from.live.live.nodes;
    const auto& b = to.live.live.nodes;
    std::uint64_t moved = 0;
    for (std::size_t k = 0; k < hashes.size(); ++k)
        moved += a[from.live.served[k]].name != b[to.live.served[k]].name;
    return static_cast<double>(moved) / static_cast<double>(hashes.size());
}

bool anyFailed(const ReplicaSetup& s) {
    return std::find(s.failed.begin(), s.failed.end(), true) != s.failed.end();
}

// The setup of a node joining (its rack the default one, up) and of the last node leaving.
ReplicaSetup joinedSetup(ReplicaSetup s) {
    if (!s.racks.empty())
        s.racks.emplace_back(kDefaultRack);
    if (!s.failed.empty())
        s.failed.push_back(false);
    return s;
}

ReplicaSetup leftSetup(ReplicaSetup s) {
    if (!s.racks.empty())
        s.racks.pop_back();
    if (!s.failed.empty())
        s.failed.pop_back();
    return s;
}

// The lab's setup as `algo` can honour it; what it cannot goes to `notes` once (from the side
// after the change). R above a side's nodes falls back to the walk alone, as in the lab.
ReplicaSetup honoured(ReplicaSetup s, const Config& c, std::vector<Text>* notes) {
    if (!hasReplicaOrder(c.algo)) {
        if (notes && s.replicas > 1)
            notes->push_back(text(HASHLAB_TR("core", "%1 places one copy by capacity and has "
                                                     "no order to take replicas in: one copy "
                                                     "per key, not %2"),
                                  algoName(c.algo), s.replicas));
        if (notes && s.rackAware)
            notes->push_back(
                text(HASHLAB_TR("core", "%1 has no preference order: racks are not used"),
                     algoName(c.algo)));
        s.replicas = 1;
        s.rackAware = false;
        return s;
    }
    if (!validate(s, c))
        s.replicas = 1;
    return s;
}

// One algorithm's placements over every node, failed ones in their place: before and after the
// change, and after a join and a leave from before (null where it cannot, with why), each with
// the lab's setup as the algorithm honours it.
struct Placements {
    Text refused;
    std::unique_ptr<Placement> before, after, joined, left;
    ReplicaSetup setupBefore, setupAfter, setupJoined, setupLeft;
    Text joinRefused, leaveRefused;
    std::vector<Text> notHonoured;
};

Text cannotLeave() {
    return text(HASHLAB_TR("core", "a single node cannot leave"));
}

Placements builtPlacements(const Config& a, const Config& b, const CompareSetups& setups) {
    Placements out;
    auto pa = build(a);
    auto pb = pa ? build(b) : Result<std::unique_ptr<Placement>>(pa.error());
    if (!pb) {
        out.refused = pb.error().what;
        return out;
    }
    out.before = std::move(pa).value();
    out.after = std::move(pb).value();
    out.setupBefore = honoured(setups.before, a, nullptr);
    out.setupAfter = honoured(setups.after, b, &out.notHonoured);
    const Config joined = joinedConfig(a);
    out.setupJoined = honoured(joinedSetup(setups.before), joined, nullptr);
    if (auto j = build(joined))
        out.joined = std::move(j).value();
    else
        out.joinRefused = j.error().what;
    const auto left = leftConfig(a);
    if (!left) {
        out.leaveRefused = cannotLeave();
        return out;
    }
    out.setupLeft = honoured(leftSetup(setups.before), *left, nullptr);
    if (!out.setupLeft.failed.empty() &&
        std::find(out.setupLeft.failed.begin(), out.setupLeft.failed.end(), false) ==
            out.setupLeft.failed.end())
        out.leaveRefused = text(HASHLAB_TR("core", "no live node would be left"));
    else if (auto l = build(*left))
        out.left = std::move(l).value();
    else
        out.leaveRefused = l.error().what;
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
                           const std::optional<redis::SlotMap>& beforeSlots,
                           const CompareSetups& setups) {
    Placements out;
    if (anyFailed(setups.before) || anyFailed(setups.after)) {
        out.refused = text(HASHLAB_TR("core", "a Redis Cluster here has no failed nodes (a "
                                              "failed master's own replica takes over its "
                                              "slots)"));
        return out;
    }
    if (setups.after.replicas > 1)
        out.notHonoured.push_back(
            text(HASHLAB_TR("core", "a Redis Cluster keeps its replicas outside the masters: "
                                    "one copy per key among them, not %1"),
                 setups.after.replicas));
    if (setups.after.rackAware)
        out.notHonoured.push_back(
            text(HASHLAB_TR("core", "a Redis Cluster places no copy by rack: racks are not used")));
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

// Lookup time over (up to) 200,000 of the keys, after the assignment warmed the caches. Under
// bounded loads a lookup is against the loads the key set left: it walks past full nodes, as a
// live bounded-load router does.
double lookupNs(const Placement& after, std::span<const std::uint32_t> owners,
                std::span<const std::uint64_t> hashes) {
    const AssignedLookup look(after, owners);
    const std::size_t n = std::min<std::size_t>(hashes.size(), 200000);
    const auto t0 = std::chrono::steady_clock::now();
    std::uint64_t sink = 0;
    for (std::size_t k = 0; k < n; ++k)
        sink += look.lookup(hashes[k]);
    const auto t1 = std::chrono::steady_clock::now();
    g_sink = g_sink + sink;
    return n == 0
               ? 0
               : std::chrono::duration<double, std::nano>(t1 - t0).count() / static_cast<double>(n);
}

// The replica copies the change must create, from both sides' preference lists over every node,
// as `hashlab ring --replicas R` counts them; a row whose algorithm keeps R copies only.
void copiesOf(CompareRow& row, const Config& a, const Config& b, const Placements& p,
              std::span<const std::uint64_t> hashes, int replicas, const Progress& progress) {
    if (row.algo == Algo::RedisCluster || !hasReplicaOrder(row.algo) ||
        p.setupBefore.replicas != replicas || p.setupAfter.replicas != replicas) {
        row.copiesRefused = row.notHonoured.empty()
                                ? text(HASHLAB_TR("core", "fewer nodes than copies"))
                                : row.notHonoured.front();
        return;
    }
    if (hashes.size() * static_cast<std::uint64_t>(replicas) > limits::kMaxListEntries) {
        row.copiesRefused = text(HASHLAB_TR("core", "keys x R above %1"), limits::kMaxListEntries);
        return;
    }
    const ReplicaReport from = replicate(*p.before, p.setupBefore, hashes, true, progress);
    if (progress.cancelled())
        return;
    const ReplicaReport to = replicateAfter(*p.before, p.setupBefore, from, *p.after, p.setupAfter,
                                            hashes, true, progress);
    if (progress.cancelled())
        return;
    row.copiesMoved = static_cast<std::int64_t>(copiesMoved(a, from.lists, b, to.lists, replicas));
}

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
                                          const std::optional<redis::SlotMap>& beforeSlots,
                                          const CompareSetups& setups) {
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
    const int replicas = setups.after.replicas;
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
        // The ideal between the live nodes: a failed node serves nothing.
        row.idealFraction = idealMovedFraction(liveConfig(a, setups.before.failed),
                                               liveConfig(b, setups.after.failed));
        if (row.algo == Algo::Jump && !isPrefix(a.nodes, b.nodes) && !isPrefix(b.nodes, a.nodes)) {
            row.refused =
                text(HASHLAB_TR("core", "jump can only add or remove buckets at the end"));
            rows.push_back(row);
            continue;
        }
        Placements p = row.algo == Algo::RedisCluster ? redisPlacements(a, b, beforeSlots, setups)
                                                      : builtPlacements(a, b, setups);
        row.notHonoured = p.notHonoured;
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
        // Who serves each key on both sides, over the live nodes, as the lab and the command line
        // count load, requests and moved keys.
        const Served from = servedBy(*p.before, p.setupBefore, *hashes,
                                     phases.phase(at + share / 5, at + 2 * share / 5));
        const Served to = servedBy(*p.after, p.setupAfter, *hashes,
                                   phases.phase(at + 2 * share / 5, at + 3 * share / 5));
        if (progress.cancelled())
            return {};
        const Migration m =
            diffOwners(from.live.live, to.live.live, from.live.served, to.live.served);
        row.movedFraction = m.movedFraction;
        row.idealFraction = m.idealFraction;
        row.maxOverMean = loadStats(m.after, m.toNodes.size()).maxOverMean;
        row.requestMaxOverMean = requestMaxOverMean(m.after, m.toNodes.size(), perKey);
        row.bytesPerNode =
            static_cast<double>(p.after->memoryBytes()) / static_cast<double>(p.after->nodeCount());
        // Disruption of a join and of a leave, from the setup before the change.
        row.joinRefused = p.joinRefused;
        row.leaveRefused = p.leaveRefused;
        if (p.joined)
            row.joinMovedFraction = movedTo(from, *p.joined, p.setupJoined, *hashes,
                                            phases.phase(at + 3 * share / 5, at + 4 * share / 5));
        if (p.left)
            row.leaveMovedFraction = movedTo(from, *p.left, p.setupLeft, *hashes,
                                             phases.phase(at + 4 * share / 5, at + share));
        if (progress.cancelled())
            return {};
        if (replicas > 1)
            copiesOf(row, a, b, p, *hashes, replicas, progress);
        if (progress.cancelled())
            return {};
        row.lookupNs = lookupNs(*p.after, to.owners, *hashes);
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

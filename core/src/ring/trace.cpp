// The three-stage trace of a node change: which points appear or vanish, which arcs of the space
// change owner, which keys migrate. The GUI's step player only moves an index through it.
#include "hashlab/ring/analysis.h"
#include "hashlab/ring/bounded.h"

#include <algorithm>
#include <map>
#include <vector>

namespace hashlab::ring {
namespace {

std::string nodeName(const Placement& p, std::uint32_t i) {
    return p.config().nodes.at(i).name;
}

// Index in `to` of each node of `from` (by name), or -1 where `to` has no such node.
std::vector<std::int64_t> nodeIndexIn(const Placement& from, const Placement& to) {
    std::map<std::string, std::int64_t> byName;
    for (std::size_t i = 0; i < to.config().nodes.size(); ++i)
        byName[to.config().nodes[i].name] = static_cast<std::int64_t>(i);
    std::vector<std::int64_t> out;
    for (const Node& n : from.config().nodes) {
        const auto it = byName.find(n.name);
        out.push_back(it == byName.end() ? -1 : it->second);
    }
    return out;
}

void tracePoints(const Placement& before, const Placement& after, ChangeTrace& t) {
    // A point is identified by (node name, vnode); it appears or vanishes with its node (or with
    // a weight change, which changes the number of points). Names are matched once per node and
    // points compared as (node index, vnode) in a sorted vector: at 64 nodes x 1,000 vnodes a set
    // of strings took a noticeable part of a second, during which a cancel could not land.
    auto pointKey = [](std::uint64_t node, std::uint32_t vnode) { return node << 32 | vnode; };
    auto changed = [&](const Placement& p, const Placement& other, bool appears) {
        std::vector<std::uint64_t> otherKeys;
        otherKeys.reserve(other.points().size());
        for (const Point& pt : other.points())
            otherKeys.push_back(pointKey(pt.node, pt.vnode));
        std::sort(otherKeys.begin(), otherKeys.end());
        const auto index = nodeIndexIn(p, other);
        for (const Point& pt : p.points()) {
            const std::int64_t j = index.at(pt.node);
            if (j < 0 || !std::binary_search(otherKeys.begin(), otherKeys.end(),
                                             pointKey(static_cast<std::uint64_t>(j), pt.vnode)))
                t.points.push_back({nodeName(p, pt.node), pt.vnode, pt.pos, appears});
        }
    };
    changed(after, before, true);
    changed(before, after, false);
}

void traceArcs(const Placement& before, const Placement& after, const Migration& migration,
               ChangeTrace& t) {
    // Every elementary interval between consecutive positions of either ring has one owner
    // before and one after: the owner of the first point at or after its end or, under bounded
    // loads, the node the next key there would go to given the loads the key set left (a full
    // node passes its arcs on to the next node with room).
    const AssignedLookup lookBefore(before, migration.before), lookAfter(after, migration.after);
    std::vector<std::uint64_t> cuts;
    for (const Point& p : before.points())
        cuts.push_back(p.pos);
    for (const Point& p : after.points())
        cuts.push_back(p.pos);
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    if (cuts.empty())
        return;
    const U128 space = U128{1} << before.spaceBits();
    for (std::size_t k = 0; k < cuts.size(); ++k) {
        const std::string from = nodeName(before, lookBefore.lookup(cuts[k]));
        const std::string to = nodeName(after, lookAfter.lookup(cuts[k]));
        if (from == to)
            continue;
        const std::uint64_t start = k == 0 ? cuts.back() : cuts[k - 1];
        const U128 len = k == 0 ? space - cuts.back() + cuts[0] : U128{cuts[k] - cuts[k - 1]};
        if (!t.arcs.empty() && k > 0 && t.arcs.back().end == start && t.arcs.back().from == from &&
            t.arcs.back().to == to) {
            t.arcs.back().end = cuts[k]; // adjacent, same change: one arc
            t.arcs.back().length += len;
        } else {
            t.arcs.push_back({start, cuts[k], len, from, to});
        }
        t.arcLengthChanged += len;
    }
}

} // namespace

ChangeTrace traceChange(const Placement& before, const Placement& after, const Migration& migration,
                        std::span<const std::uint64_t> hashes) {
    ChangeTrace t;
    const Algo algo = before.config().algo;
    const std::string total = formatCount(hashes.size());
    if (isRingBased(algo)) {
        tracePoints(before, after, t);
        traceArcs(before, after, migration, t);
        const auto appear = std::count_if(t.points.begin(), t.points.end(),
                                          [](const PointChange& p) { return p.appears; });
        const auto vanish = static_cast<std::int64_t>(t.points.size()) - appear;
        t.summary[0] = text(HASHLAB_TR("core", "%1 points appear, %2 points vanish"),
                            formatCount(static_cast<std::uint64_t>(appear)),
                            formatCount(static_cast<std::uint64_t>(vanish)));
        const double share =
            static_cast<double>(static_cast<long double>(t.arcLengthChanged) /
                                static_cast<long double>(U128{1} << before.spaceBits()));
        t.summary[1] =
            algo == Algo::Bounded
                ? text(HASHLAB_TR("core", "%1 arcs change where the next key goes, covering %2 of "
                                          "the hash space (full nodes pass their arcs on)"),
                       formatCount(t.arcs.size()), formatPercent(share, 2))
                : text(HASHLAB_TR("core", "%1 arcs change owner, covering %2 of the hash space"),
                       formatCount(t.arcs.size()), formatPercent(share, 2));
    } else if (algo == Algo::Maglev) {
        const auto a = before.table(), b = after.table();
        for (std::size_t s = 0; s < a.size(); ++s)
            t.slotsChanged += nodeName(before, a[s]) != nodeName(after, b[s]);
        t.summary[0] = text(HASHLAB_TR("core", "maglev has no points: each node fills slots of a "
                                               "%1-slot table"),
                            formatCount(a.size()));
        t.summary[1] = text(
            HASHLAB_TR("core", "%1 of %2 table slots change owner (%3)"),
            formatCount(t.slotsChanged), formatCount(a.size()),
            formatPercent(static_cast<double>(t.slotsChanged) / static_cast<double>(a.size()), 2));
    } else if (algo == Algo::RedisCluster) {
        // A key's "hash" is its slot (placement.h), so the lookups are the slot table.
        constexpr std::uint64_t kSlots = std::uint64_t{1} << 14;
        for (std::uint64_t s = 0; s < kSlots; ++s)
            t.slotsChanged +=
                nodeName(before, before.lookup(s)) != nodeName(after, after.lookup(s));
        t.summary[0] = text(HASHLAB_TR("core", "redis-cluster has no ring: each node owns ranges "
                                               "of the %1 hash slots"),
                            formatCount(kSlots));
        t.summary[1] = text(
            HASHLAB_TR("core", "%1 of %2 slots change owner (%3), whole slots"),
            formatCount(t.slotsChanged), formatCount(kSlots),
            formatPercent(static_cast<double>(t.slotsChanged) / static_cast<double>(kSlots), 2));
    } else {
        t.summary[0] = text(HASHLAB_TR("core", "%1 has no points on a ring"), algoName(algo));
        t.summary[1] =
            algo == Algo::Modulo
                ? text(HASHLAB_TR("core", "hash mod n: every residue class is redrawn"))
            : algo == Algo::Jump
                ? text(HASHLAB_TR("core", "jump hash: buckets are numbered, a new bucket takes a "
                                          "1/(n+1) share from each"))
                : text(HASHLAB_TR("core", "rendezvous: every key re-ranks the nodes; only keys "
                                          "whose winner changed move"));
    }
    for (std::uint64_t k = 0; k < migration.before.size(); ++k) {
        const std::uint32_t f = migration.before[k], to = migration.after[k];
        if (migration.fromNodes[f] != migration.toNodes[to])
            t.keys.push_back({k, hashes[k], f, to});
    }
    t.summary[2] = text(HASHLAB_TR("core", "%1 of %2 keys migrate (%3; ideal %4)"),
                        formatCount(migration.moved), total, formatPercent(migration.movedFraction),
                        formatPercent(migration.idealFraction));
    return t;
}

} // namespace hashlab::ring

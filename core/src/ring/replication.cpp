#include "hashlab/ring/replication.h"

#include "placements.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <optional>
#include <thread>
#include <unordered_map>

namespace hashlab::ring {
namespace {

// Rack index per node (in order of first appearance) and the number of racks.
std::vector<std::uint32_t> rackIndices(const ReplicaSetup& setup, std::size_t nodes,
                                       std::uint32_t& count) {
    std::vector<std::uint32_t> out(nodes, 0);
    std::map<std::string, std::uint32_t> index;
    for (std::size_t i = 0; i < nodes; ++i) {
        const std::string& rack = setup.racks.empty() ? std::string(kDefaultRack) : setup.racks[i];
        out[i] = index.try_emplace(rack, static_cast<std::uint32_t>(index.size())).first->second;
    }
    count = static_cast<std::uint32_t>(index.size());
    return out;
}

bool isFailed(const ReplicaSetup& setup, std::uint32_t node) {
    return !setup.failed.empty() && setup.failed[node];
}

constexpr std::uint32_t kGone = ~std::uint32_t{0};

const std::string& rackName(const ReplicaSetup& setup, std::size_t node) {
    static const std::string fallback(kDefaultRack);
    return setup.racks.empty() ? fallback : setup.racks[node];
}

bool equalWeights(const Config& c) {
    return std::all_of(c.nodes.begin(), c.nodes.end(),
                       [&](const Node& n) { return n.weight == c.nodes.front().weight; });
}

// One node joined or left between two placements, as replicateAfter() can use it.
struct OneNodeChange {
    std::vector<std::uint32_t> toAfter; // before's node index -> after's, kGone for the leaver
    std::uint32_t joined = kGone;       // after's index of the joining node
};

// The change, if `after` is `before` with one node more or one fewer and the walks can be
// reused: nodes ranked by independent scores (rendezvous), every remaining node scored and
// ordered the same on both sides, the same walk rule, and before's lists at hand.
std::optional<OneNodeChange> oneNodeChange(const Placement& before, const ReplicaSetup& sb,
                                           const ReplicaReport& rb, const Placement& after,
                                           const ReplicaSetup& sa, std::size_t keys) {
    const Config& cb = before.config();
    const Config& ca = after.config();
    // Equal weights rank by the integer mix, unequal ones by -w / ln u, which can tie where the
    // integers differ: both sides must rank the same way.
    if (cb.algo != Algo::Rendezvous || ca.algo != Algo::Rendezvous || cb.hash != ca.hash ||
        equalWeights(cb) != equalWeights(ca) || sb.replicas != sa.replicas ||
        sb.rackAware != sa.rackAware ||
        rb.lists.size() != keys * static_cast<std::size_t>(sb.replicas))
        return std::nullopt;
    const std::size_t nb = cb.nodes.size(), na = ca.nodes.size();
    if (nb + 1 != na && na + 1 != nb)
        return std::nullopt;
    std::unordered_map<std::string, std::uint32_t> afterIndex;
    for (std::uint32_t j = 0; j < na; ++j)
        afterIndex[ca.nodes[j].name] = j;
    OneNodeChange change;
    change.toAfter.assign(nb, kGone);
    std::vector<std::uint8_t> matched(na, 0);
    std::int64_t previous = -1;
    std::size_t gone = 0;
    for (std::uint32_t i = 0; i < nb; ++i) {
        const auto it = afterIndex.find(cb.nodes[i].name);
        if (it == afterIndex.end()) {
            ++gone;
            continue;
        }
        const std::uint32_t j = it->second;
        // Ties go to the earlier node: the remaining nodes must keep their relative order.
        if (static_cast<std::int64_t>(j) <= previous || ca.nodes[j].weight != cb.nodes[i].weight ||
            (sb.rackAware && rackName(sb, i) != rackName(sa, j)))
            return std::nullopt;
        previous = j;
        change.toAfter[i] = j;
        matched[j] = 1;
    }
    for (std::uint32_t j = 0; j < na; ++j)
        if (!matched[j])
            change.joined = j;
    if (gone + na != nb + (change.joined == kGone ? 0 : 1))
        return std::nullopt;
    if (sb.rackAware) {
        // A rack appearing or vanishing changes when every rack counts as used.
        std::uint32_t racksBefore = 0, racksAfter = 0;
        rackIndices(sb, nb, racksBefore);
        rackIndices(sa, na, racksAfter);
        if (racksBefore != racksAfter)
            return std::nullopt;
    }
    return change;
}

} // namespace

bool hasReplicaOrder(Algo algo) {
    return algo != Algo::Bounded;
}

Status validate(const ReplicaSetup& setup, const Config& config) {
    const std::size_t n = config.nodes.size();
    if (setup.replicas < 1 || setup.replicas > limits::kMaxReplicas)
        return makeError("replicas", HASHLAB_TR("core", "must be an integer from 1 to 5, got %1"),
                         setup.replicas);
    if (static_cast<std::size_t>(setup.replicas) > n)
        return makeError("replicas", HASHLAB_TR("core", "at most the number of nodes (%1), got %2"),
                         n, setup.replicas);
    if (!hasReplicaOrder(config.algo))
        return makeError("replicas",
                         HASHLAB_TR("core", "%1 places one copy by capacity and has no order to "
                                            "take replicas or a stand-in in: use ring"),
                         algoName(config.algo));
    if (!setup.racks.empty() && setup.racks.size() != n)
        return makeError("racks", HASHLAB_TR("core", "give one rack per node: %1 nodes, %2 racks"),
                         n, setup.racks.size());
    for (const std::string& r : setup.racks)
        if (r.empty() || r.size() > limits::kMaxRackLength)
            return makeError("racks",
                             HASHLAB_TR("core", "a rack name must have 1 to 64 characters"));
    if (!setup.failed.empty() && setup.failed.size() != n)
        return makeError("fail", HASHLAB_TR("core", "one failed flag per node"));
    return ok();
}

ReplicaPicker::ReplicaPicker(int replicas, bool rackAware, std::span<const std::uint32_t> rackOf,
                             std::uint32_t rackCount)
    : m_r(static_cast<std::size_t>(replicas)), m_rackAware(rackAware), m_rackOf(rackOf),
      m_rackCount(rackCount), m_seen(rackOf.size(), 0), m_rackUsed(rackCount, 0) {}

void ReplicaPicker::reset() {
    for (std::uint32_t n : m_touched)
        m_seen[n] = 0;
    for (std::uint32_t r : m_touchedRacks)
        m_rackUsed[r] = 0;
    m_touched.clear();
    m_touchedRacks.clear();
    m_list.clear();
    m_skipped.clear();
    m_racksUsed = 0;
}

void ReplicaPicker::take(std::uint32_t node) {
    m_list.push_back(node);
    const std::uint32_t rack = m_rackOf[node];
    if (!m_rackUsed[rack]) {
        m_rackUsed[rack] = 1;
        m_touchedRacks.push_back(rack);
        ++m_racksUsed;
    }
}

void ReplicaPicker::fillSkipped() {
    std::size_t used = 0;
    while (used < m_skipped.size() && m_list.size() < m_r)
        m_list.push_back(m_skipped[used++]);
    m_skipped.erase(m_skipped.begin(), m_skipped.begin() + static_cast<std::ptrdiff_t>(used));
}

bool ReplicaPicker::offer(std::uint32_t node) {
    if (m_list.size() >= m_r)
        return true;
    if (m_seen[node])
        return false; // a further point of a node already taken or remembered
    m_seen[node] = 1;
    m_touched.push_back(node);
    if (!m_rackAware || m_racksUsed == m_rackCount) {
        take(node);
    } else if (!m_rackUsed[m_rackOf[node]]) {
        take(node);
        if (m_racksUsed == m_rackCount)
            fillSkipped(); // every rack used: the remembered nodes come first
    } else {
        m_skipped.push_back(node);
    }
    return m_list.size() >= m_r;
}

void ReplicaPicker::finish() {
    fillSkipped();
}

Replicator::Replicator(const Placement& placement, const ReplicaSetup& setup)
    : m_placement(placement), m_rackOf(rackIndices(setup, placement.nodeCount(), m_rackCount)),
      m_picker(setup.replicas, setup.rackAware, m_rackOf, m_rackCount) {}

const std::vector<std::uint32_t>& Replicator::list(std::uint64_t hash) {
    m_picker.reset();
    m_placement.preferenceOrder(hash, [this](std::uint32_t n) { return m_picker.offer(n); });
    m_picker.finish();
    return m_picker.list();
}

namespace {

ReplicaReport emptyReport(const ReplicaSetup& setup, std::size_t nodes, std::size_t keys,
                          bool keepLists) {
    ReplicaReport rep;
    rep.replicas = setup.replicas;
    rep.live.assign(static_cast<std::size_t>(setup.replicas) + 1, 0);
    rep.copies.assign(nodes, 0);
    rep.takeover.assign(nodes, {});
    for (std::uint32_t i = 0; i < nodes; ++i)
        if (isFailed(setup, i))
            rep.takeover[i].assign(nodes, 0);
    if (keepLists)
        rep.lists.reserve(keys * static_cast<std::size_t>(setup.replicas));
    return rep;
}

// Counts one key's list into the report.
void tally(ReplicaReport& rep, const ReplicaSetup& setup, std::span<const std::uint32_t> list,
           bool keepLists) {
    std::size_t live = 0;
    std::int64_t firstLive = -1;
    for (std::uint32_t node : list) {
        ++rep.copies[node];
        if (!isFailed(setup, node)) {
            ++live;
            if (firstLive < 0)
                firstLive = node;
        }
    }
    ++rep.live[live];
    rep.underReplicated += live < static_cast<std::size_t>(setup.replicas);
    rep.unavailable += live == 0;
    if (isFailed(setup, list.front()) && firstLive >= 0)
        ++rep.takeover[list.front()][static_cast<std::size_t>(firstLive)];
    if (keepLists)
        for (std::uint32_t node : list) // capacity reserved: cheaper than a range insert
            rep.lists.push_back(node);
}

// Adds the report of later keys to `rep`.
void merge(ReplicaReport& rep, const ReplicaReport& more) {
    rep.underReplicated += more.underReplicated;
    rep.unavailable += more.unavailable;
    for (std::size_t i = 0; i < rep.live.size(); ++i)
        rep.live[i] += more.live[i];
    for (std::size_t i = 0; i < rep.copies.size(); ++i) {
        rep.copies[i] += more.copies[i];
        for (std::size_t j = 0; j < rep.takeover[i].size(); ++j)
            rep.takeover[i][j] += more.takeover[i][j];
    }
    rep.lists.insert(rep.lists.end(), more.lists.begin(), more.lists.end());
}

// Between checks for Cancel; reports progress. False once cancelled.
bool carryOn(const Progress& progress, std::size_t k, std::size_t keys) {
    if (k % 65536 != 0)
        return true;
    if (progress.cancelled())
        return false;
    progress.report(static_cast<double>(k) / static_cast<double>(keys));
    return true;
}

} // namespace

ReplicaReport replicate(const Placement& placement, const ReplicaSetup& setup,
                        std::span<const std::uint64_t> hashes, bool keepLists,
                        const Progress& progress) {
    // One contiguous part of the keys per thread (two at most, and only for many keys), each
    // with its own report, merged in key order: the result does not depend on the threads.
    constexpr std::size_t kKeysPerThread = std::size_t{1} << 17;
    const std::size_t keys = hashes.size();
    const unsigned threads =
        keys < 2 * kKeysPerThread ? 1u : std::clamp(std::thread::hardware_concurrency(), 1u, 2u);
    std::vector<ReplicaReport> parts(threads);
    std::atomic<bool> stop{false};
    auto work = [&](unsigned t) {
        const std::size_t lo = keys * t / threads, hi = keys * (t + 1) / threads;
        parts[t] = emptyReport(setup, placement.nodeCount(), hi - lo, keepLists);
        Replicator replicator(placement, setup);
        for (std::size_t k = lo; k < hi; ++k) {
            if ((k - lo) % 65536 == 0) {
                if (stop.load(std::memory_order_relaxed))
                    return;
                // The calling thread reports its own part and watches for Cancel.
                if (t == 0 && !carryOn(progress, k, hi)) {
                    stop = true;
                    return;
                }
            }
            tally(parts[t], setup, replicator.list(hashes[k]), keepLists);
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(work, t);
    work(0);
    for (std::thread& th : pool)
        th.join();
    if (stop)
        return {};
    ReplicaReport rep = std::move(parts[0]);
    for (unsigned t = 1; t < threads; ++t)
        merge(rep, parts[t]);
    progress.report(1.0);
    return rep;
}

ReplicaReport replicateAfter(const Placement& before, const ReplicaSetup& setupBefore,
                             const ReplicaReport& reportBefore, const Placement& after,
                             const ReplicaSetup& setupAfter, std::span<const std::uint64_t> hashes,
                             bool keepLists, const Progress& progress) {
    const std::optional<OneNodeChange> change =
        oneNodeChange(before, setupBefore, reportBefore, after, setupAfter, hashes.size());
    if (!change)
        return replicate(after, setupAfter, hashes, keepLists, progress);
    const auto r = static_cast<std::size_t>(setupAfter.replicas);
    ReplicaReport rep = emptyReport(setupAfter, after.nodeCount(), hashes.size(), keepLists);
    Replicator replicator(after, setupAfter);
    std::vector<std::uint32_t> kept(r);
    for (std::size_t k = 0; k < hashes.size(); ++k) {
        if (!carryOn(progress, k, hashes.size()))
            return {};
        const auto old = std::span(reportBefore.lists).subspan(k * r, r);
        bool walk = false;
        for (std::size_t i = 0; i < r; ++i) {
            kept[i] = change->toAfter[old[i]];
            walk = walk || kept[i] == kGone;
        }
        if (!walk && change->joined != kGone) {
            // The last node the walk took is its list's lowest-ranked one (the walk stops on
            // taking it): the list in rank order, or the lowest of a rack-aware list.
            std::uint32_t last = kept[r - 1];
            if (setupAfter.rackAware)
                for (std::uint32_t node : kept)
                    last = *after.ranksBefore(hashes[k], last, node) ? node : last;
            walk = *after.ranksBefore(hashes[k], change->joined, last);
        }
        if (walk)
            tally(rep, setupAfter, replicator.list(hashes[k]), keepLists);
        else
            tally(rep, setupAfter, kept, keepLists);
    }
    progress.report(1.0);
    return rep;
}

std::uint64_t copiesMoved(const Config& before, std::span<const std::uint32_t> listsBefore,
                          const Config& after, std::span<const std::uint32_t> listsAfter,
                          int replicas) {
    // Node indices of `after` mapped to `before` by name; a new node matches nothing.
    std::unordered_map<std::string, std::uint32_t> oldIndex;
    for (std::uint32_t i = 0; i < before.nodes.size(); ++i)
        oldIndex[before.nodes[i].name] = i;
    std::vector<std::uint32_t> toOld(after.nodes.size(), ~std::uint32_t{0});
    for (std::uint32_t j = 0; j < after.nodes.size(); ++j)
        if (auto it = oldIndex.find(after.nodes[j].name); it != oldIndex.end())
            toOld[j] = it->second;
    const auto r = static_cast<std::size_t>(replicas);
    std::uint64_t moved = 0;
    for (std::size_t k = 0; k * r < listsAfter.size(); ++k) {
        const auto old = listsBefore.subspan(k * r, r);
        for (std::uint32_t node : listsAfter.subspan(k * r, r))
            moved += std::find(old.begin(), old.end(), toOld[node]) == old.end();
    }
    return moved;
}

} // namespace hashlab::ring

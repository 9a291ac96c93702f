#include "hashlab/ring/replication.h"

#include "placements.h"

#include <algorithm>
#include <array>
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
      m_picker(setup.replicas, setup.rackAware, m_rackOf, m_rackCount),
      m_rackAware(setup.rackAware),
      // A plain list is the first R nodes; a rack-aware walk may skip some, so it asks for more.
      m_top(setup.rackAware ? std::min(Placement::kMaxTopNodes, placement.nodeCount())
                            : static_cast<std::size_t>(setup.replicas)) {}

const std::vector<std::uint32_t>& Replicator::list(std::uint64_t hash) {
    // The placement's best nodes at once where it can tell them (rendezvous: one scan, no
    // callback per node); the walk takes them in the same order, so where they complete the list
    // it is the walk's list.
    if (m_placement.topNodes(hash, m_top)) {
        if (!m_rackAware)
            return m_top;
        m_picker.reset();
        for (std::uint32_t node : m_top)
            if (m_picker.offer(node))
                return m_picker.list();
        if (m_top.size() == m_placement.nodeCount()) { // every node offered: the walk is over
            m_picker.finish();
            return m_picker.list();
        }
    }
    m_picker.reset();
    m_placement.preferenceOrder(hash, [this](std::uint32_t n) { return m_picker.offer(n); });
    m_picker.finish();
    return m_picker.list();
}

namespace {

// Counts one part of the keys (one thread's) into a report of its own, writing each list into
// its place in the lists of all keys.
class Tally {
public:
    Tally(const ReplicaSetup& setup, std::size_t nodes, std::uint32_t* lists)
        : m_r(static_cast<std::size_t>(setup.replicas)), m_failed(nodes, 0), m_lists(lists) {
        rep.replicas = setup.replicas;
        rep.live.assign(m_r + 1, 0);
        rep.copies.assign(nodes, 0);
        rep.takeover.assign(nodes, {});
        // Bytes, not std::vector<bool>'s bits: every copy of every key asks.
        for (std::uint32_t i = 0; i < nodes; ++i)
            if (isFailed(setup, i)) {
                m_failed[i] = 1;
                rep.takeover[i].assign(nodes, 0);
            }
    }
    void add(std::span<const std::uint32_t> list) {
        std::size_t live = 0;
        std::int64_t firstLive = -1;
        for (std::uint32_t node : list) {
            ++rep.copies[node];
            if (!m_failed[node]) {
                ++live;
                if (firstLive < 0)
                    firstLive = node;
            }
        }
        ++rep.live[live];
        rep.underReplicated += live < m_r;
        rep.unavailable += live == 0;
        if (m_failed[list.front()] && firstLive >= 0)
            ++rep.takeover[list.front()][static_cast<std::size_t>(firstLive)];
        if (m_lists != nullptr)
            m_lists = std::copy(list.begin(), list.end(), m_lists);
    }
    // Adds the counts of a later part.
    void merge(const Tally& more) {
        rep.underReplicated += more.rep.underReplicated;
        rep.unavailable += more.rep.unavailable;
        for (std::size_t i = 0; i < rep.live.size(); ++i)
            rep.live[i] += more.rep.live[i];
        for (std::size_t i = 0; i < rep.copies.size(); ++i) {
            rep.copies[i] += more.rep.copies[i];
            for (std::size_t j = 0; j < rep.takeover[i].size(); ++j)
                rep.takeover[i][j] += more.rep.takeover[i][j];
        }
    }
    ReplicaReport rep; // without its lists

private:
    std::size_t m_r;
    std::vector<std::uint8_t> m_failed;
    std::uint32_t* m_lists; // the next key's place; null when the lists are not kept
};

// Between checks for Cancel; reports progress. False once cancelled.
bool carryOn(const Progress& progress, std::size_t k, std::size_t keys) {
    if (k % 65536 != 0)
        return true;
    if (progress.cancelled())
        return false;
    progress.report(static_cast<double>(k) / static_cast<double>(keys));
    return true;
}

// Calls listOf(k, replicator) for every key and counts the list it returns. One contiguous part
// of the keys per thread (two at most, and only for many keys), each with its own Replicator and
// counts, merged in key order, and every list written straight into its place: the result does
// not depend on the threads. Empty if cancelled.
template <typename ListOf>
ReplicaReport tallyInParts(const Placement& placement, const ReplicaSetup& setup, std::size_t keys,
                           bool keepLists, const Progress& progress, ListOf listOf) {
    constexpr std::size_t kKeysPerThread = std::size_t{1} << 17;
    const unsigned threads =
        keys < 2 * kKeysPerThread ? 1u : std::clamp(std::thread::hardware_concurrency(), 1u, 2u);
    const auto r = static_cast<std::size_t>(setup.replicas);
    std::vector<std::uint32_t> lists(keepLists ? keys * r : 0);
    std::vector<std::optional<Tally>> parts(threads);
    std::atomic<bool> stop{false};
    auto work = [&](unsigned t) {
        const std::size_t lo = keys * t / threads, hi = keys * (t + 1) / threads;
        Tally& tally =
            parts[t].emplace(setup, placement.nodeCount(), keepLists ? &lists[lo * r] : nullptr);
        Replicator replicator(placement, setup);
        ListOf listOfHere = listOf; // a copy per thread: it may keep scratch room
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
            tally.add(listOfHere(k, replicator));
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
    for (unsigned t = 1; t < threads; ++t)
        parts[0]->merge(*parts[t]);
    ReplicaReport rep = std::move(parts[0]->rep);
    rep.lists = std::move(lists);
    progress.report(1.0);
    return rep;
}

} // namespace

ReplicaReport replicate(const Placement& placement, const ReplicaSetup& setup,
                        std::span<const std::uint64_t> hashes, bool keepLists,
                        const Progress& progress) {
    return tallyInParts(
        placement, setup, hashes.size(), keepLists, progress,
        [&](std::size_t k, Replicator& replicator) -> std::span<const std::uint32_t> {
            return replicator.list(hashes[k]);
        });
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
    // Per thread: the kept list of the key at hand.
    auto listOf = [&, kept = std::array<std::uint32_t, limits::kMaxReplicas>{}](
                      std::size_t k,
                      Replicator& replicator) mutable -> std::span<const std::uint32_t> {
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
                for (std::size_t i = 0; i < r; ++i)
                    last = *after.ranksBefore(hashes[k], last, kept[i]) ? kept[i] : last;
            walk = *after.ranksBefore(hashes[k], change->joined, last);
        }
        if (walk)
            return replicator.list(hashes[k]);
        return std::span(kept).first(r);
    };
    return tallyInParts(after, setupAfter, hashes.size(), keepLists, progress, listOf);
}

std::vector<std::uint32_t> primaries(const ReplicaReport& report) {
    const auto r = static_cast<std::size_t>(report.replicas);
    std::vector<std::uint32_t> owners(report.lists.size() / r);
    for (std::size_t k = 0; k < owners.size(); ++k)
        owners[k] = report.lists[k * r];
    return owners;
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

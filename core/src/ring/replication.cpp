#include "hashlab/ring/replication.h"

#include "placements.h"

#include <algorithm>
#include <map>
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

ReplicaReport replicate(const Placement& placement, const ReplicaSetup& setup,
                        std::span<const std::uint64_t> hashes, bool keepLists,
                        const Progress& progress) {
    const std::size_t n = placement.nodeCount();
    const auto r = static_cast<std::size_t>(setup.replicas);
    ReplicaReport rep;
    rep.replicas = setup.replicas;
    rep.live.assign(r + 1, 0);
    rep.copies.assign(n, 0);
    rep.takeover.assign(n, {});
    for (std::uint32_t i = 0; i < n; ++i)
        if (isFailed(setup, i))
            rep.takeover[i].assign(n, 0);
    if (keepLists)
        rep.lists.reserve(hashes.size() * r);
    Replicator replicator(placement, setup);
    for (std::size_t k = 0; k < hashes.size(); ++k) {
        if (k % 65536 == 0) {
            if (progress.cancelled())
                return {};
            progress.report(static_cast<double>(k) / static_cast<double>(hashes.size()));
        }
        const auto& list = replicator.list(hashes[k]);
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
        rep.underReplicated += live < r;
        rep.unavailable += live == 0;
        if (isFailed(setup, list.front()) && firstLive >= 0)
            ++rep.takeover[list.front()][static_cast<std::size_t>(firstLive)];
        if (keepLists)
            rep.lists.insert(rep.lists.end(), list.begin(), list.end());
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

#include "hashlab/ring/redis_key_plan.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <set>

namespace hashlab::ring::redis {
namespace {

using SlotSet = std::set<std::pair<std::uint64_t, std::uint32_t>>; // (metric, slot)

class KeyPlanner {
public:
    KeyPlanner(const ClusterState& state, const std::vector<std::uint64_t>& metric,
               std::vector<double> weights, double threshold)
        : m_state(state), m_metric(metric), m_weight(std::move(weights)),
          m_tolerance(threshold / 100.0), m_owner(state.owner), m_load(state.masters.size(), 0),
          m_slots(state.masters.size(), 0), m_movable(state.masters.size()),
          m_active(state.masters.size(), false), m_share(state.masters.size(), 0.0) {
        for (std::uint32_t s = 0; s < kSlots; ++s) {
            const std::uint32_t o = m_owner[s];
            m_load[o] += m_metric[s];
            ++m_slots[o];
            if (m_metric[s] > 0)
                m_movable[o].insert({m_metric[s], s});
        }
        for (std::size_t i = 0; i < m_weight.size(); ++i)
            m_active[i] = m_weight[i] > 0;
    }

    RebalancePlan run(PlanKind kind) {
        pinOversizedSlots();
        drain();
        while (fixOne(true)) {
        }
        while (fixOne(false)) {
        }
        noteOutOfBounds();
        return finish(kind);
    }

private:
    double upper(std::size_t i) const { return m_share[i] * (1 + m_tolerance); }
    double lower(std::size_t i) const { return m_share[i] * (1 - m_tolerance); }
    double load(std::size_t i) const { return static_cast<double>(m_load[i]); }

    void computeShares() {
        std::uint64_t total = 0;
        double weight = 0;
        for (std::size_t i = 0; i < m_weight.size(); ++i)
            if (m_active[i]) {
                weight += m_weight[i];
                total += m_load[i];
            }
        // Keys that must leave inactive masters count towards the active masters' shares.
        for (std::size_t i = 0; i < m_weight.size(); ++i)
            if (!m_active[i])
                total += m_load[i] - m_keptLoad(i);
        for (std::size_t i = 0; i < m_weight.size(); ++i)
            m_share[i] = m_active[i] && weight > 0
                             ? static_cast<double>(total) * m_weight[i] / weight
                             : static_cast<double>(m_keptLoad(i));
    }
    std::uint64_t m_keptLoad(std::size_t i) const {
        auto it = m_pinned.find(static_cast<std::uint32_t>(i));
        return it == m_pinned.end() ? 0 : m_metric[it->second];
    }

    // Pass 1a: a slot no master can hold within its bound stays (or lands) on one master, which
    // then holds that slot alone and leaves the balancing.
    void pinOversizedSlots() {
        while (true) {
            computeShares();
            double roomiest = -1;
            for (std::size_t i = 0; i < m_share.size(); ++i)
                if (m_active[i])
                    roomiest = std::max(roomiest, upper(i));
            if (roomiest < 0)
                return;
            std::optional<std::pair<std::uint64_t, std::uint32_t>> biggest;
            for (std::size_t i = 0; i < m_movable.size(); ++i)
                if (!m_pinned.count(static_cast<std::uint32_t>(i)) && !m_movable[i].empty() &&
                    (!biggest || *m_movable[i].rbegin() > *biggest))
                    biggest = *m_movable[i].rbegin();
            if (!biggest || static_cast<double>(biggest->first) <= roomiest)
                return;
            const std::uint32_t slot = biggest->second;
            std::uint32_t keeper = m_owner[slot];
            if (!m_active[keeper]) {
                keeper = heaviestActive();
                move(slot, keeper);
            }
            m_movable[keeper].erase({m_metric[slot], slot});
            m_pinned[keeper] = slot;
            m_active[keeper] = false;
            m_notes.push_back(text(HASHLAB_TR("core", "slot %1 alone holds %2, more than any "
                                                      "master's share (%3 at most): master %4 "
                                                      "keeps it and gives its other slots' keys "
                                                      "to the rest"),
                                   slot, m_metric[slot], static_cast<std::uint64_t>(roomiest),
                                   m_state.masters[keeper].id));
        }
    }

    std::uint32_t heaviestActive() const {
        std::uint32_t best = 0;
        bool found = false;
        for (std::uint32_t i = 0; i < m_weight.size(); ++i)
            if (m_active[i] && (!found || m_weight[i] > m_weight[best])) {
                best = i;
                found = true;
            }
        return best;
    }

    // Pass 1b: slots that must leave (masters of weight 0: all; masters holding a pinned slot:
    // those with keys), busiest first, each to the master furthest below its share.
    void drain() {
        std::vector<std::pair<std::uint64_t, std::uint32_t>> leaving;
        for (std::uint32_t s = 0; s < kSlots; ++s) {
            const std::uint32_t o = m_owner[s];
            const bool pinnedHere = m_pinned.count(o) && m_pinned.at(o) == s;
            if (m_active[o] || pinnedHere)
                continue;
            if (m_weight[o] == 0 || m_metric[s] > 0)
                leaving.push_back({m_metric[s], s});
        }
        std::stable_sort(leaving.begin(), leaving.end(),
                         [](const auto& a, const auto& b) { return a.first > b.first; });
        for (const auto& [value, slot] : leaving) {
            std::optional<std::uint32_t> to;
            for (std::uint32_t i = 0; i < m_share.size(); ++i) {
                if (!m_active[i])
                    continue;
                // Busy slots go where they fill most of a gap; empty ones even out slot counts.
                const bool better =
                    !to || (value > 0 ? m_share[i] - load(i) > m_share[*to] - load(*to)
                                      : m_slots[i] / m_weight[i] < m_slots[*to] / m_weight[*to]);
                if (better)
                    to = i;
            }
            if (!to)
                return;
            m_movable[m_owner[slot]].erase({value, slot});
            move(slot, *to);
        }
    }

    // Best slot of `from` to move: the smallest reaching `need` within `cap`, else the largest
    // below both.
    std::optional<std::uint32_t> pick(std::uint32_t from, double need, double cap) const {
        const SlotSet& set = m_movable[from];
        const auto needed = static_cast<std::uint64_t>(std::max(0.0, std::ceil(need)));
        auto it = set.lower_bound({needed, 0});
        if (it != set.end() && static_cast<double>(it->first) <= cap)
            return it->second;
        const double limit = std::min(cap, need);
        auto below = set.upper_bound({static_cast<std::uint64_t>(std::max(0.0, limit)),
                                      std::numeric_limits<std::uint32_t>::max()});
        if (below == set.begin())
            return std::nullopt;
        --below;
        if (static_cast<double>(below->first) > limit || below->first == 0)
            return std::nullopt;
        return below->second;
    }

    std::vector<std::uint32_t> activeBy(const std::function<double(std::uint32_t)>& key) const {
        std::vector<std::uint32_t> order;
        for (std::uint32_t i = 0; i < m_share.size(); ++i)
            if (m_active[i])
                order.push_back(i);
        std::stable_sort(order.begin(), order.end(),
                         [&](std::uint32_t a, std::uint32_t b) { return key(a) > key(b); });
        return order;
    }

    // Pass 2 (over) and pass 3 (under): one slot off the master furthest above its upper bound,
    // or onto the master furthest below its lower one, exchanged with the master that has most
    // room (to take) or most to spare (to give). False when no master is out of bounds or none
    // out of bounds can be helped.
    bool fixOne(bool over) {
        auto gap = [&](std::uint32_t i) { return over ? load(i) - upper(i) : lower(i) - load(i); };
        auto spare = [&](std::uint32_t i) {
            return over ? upper(i) - load(i) : load(i) - lower(i);
        };
        for (std::uint32_t c : activeBy(gap)) {
            if (gap(c) <= 0)
                return false;
            if (m_stuck.count(c))
                continue;
            for (std::uint32_t other : activeBy(spare)) {
                if (other == c)
                    continue;
                const std::uint32_t from = over ? c : other, to = over ? other : c;
                const double cap = std::min(upper(to) - load(to), load(from) - lower(from));
                if (cap <= 0)
                    break;
                if (auto slot = pick(from, gap(c), cap)) {
                    transfer(*slot, to);
                    return true;
                }
            }
            m_stuck.insert(c);
        }
        return false;
    }

    void noteOutOfBounds() {
        for (std::uint32_t i = 0; i < m_share.size(); ++i)
            if (m_active[i] && (load(i) > upper(i) || load(i) < lower(i)))
                m_notes.push_back(text(HASHLAB_TR("core", "master %1 ends with %2 where its share "
                                                          "is %3: no whole slot brings it within "
                                                          "the threshold"),
                                       m_state.masters[i].id, m_load[i],
                                       static_cast<std::uint64_t>(m_share[i] + 0.5)));
    }

    void transfer(std::uint32_t slot, std::uint32_t to) {
        m_movable[m_owner[slot]].erase({m_metric[slot], slot});
        move(slot, to);
    }

    // A moved slot never moves again: it is not added to its new owner's movable set.
    void move(std::uint32_t slot, std::uint32_t to) {
        const std::uint32_t from = m_owner[slot];
        m_load[from] -= m_metric[slot];
        m_load[to] += m_metric[slot];
        --m_slots[from];
        ++m_slots[to];
        m_owner[slot] = to;
        auto [it, fresh] = m_moveIndex.try_emplace({from, to}, m_moves.size());
        if (fresh)
            m_moves.push_back({from, to, {}, 0});
        m_moves[it->second].slotIds.push_back(slot);
    }

    RebalancePlan finish(PlanKind kind) {
        RebalancePlan plan;
        plan.kind = kind;
        plan.ownerAfter = m_owner;
        for (PlanMove& m : m_moves) {
            for (std::uint32_t s : m.slotIds)
                m.keys += m_state.hasKeys() ? m_state.slotKeys[s] : 0;
            plan.slotsMoved += static_cast<std::uint32_t>(m.slotIds.size());
            plan.keysMoved += m.keys;
        }
        plan.moves = std::move(m_moves);
        if (plan.moves.empty() && m_notes.empty()) {
            char pct[32];
            std::snprintf(pct, sizeof pct, "%g", m_tolerance * 100);
            m_notes.push_back(text(HASHLAB_TR("core", "every master is within %1% of its share: "
                                                      "nothing to move"),
                                   std::string(pct)));
        }
        plan.notes = std::move(m_notes);
        return plan;
    }

    const ClusterState& m_state;
    const std::vector<std::uint64_t>& m_metric;
    std::vector<double> m_weight;
    double m_tolerance;
    std::vector<std::uint32_t> m_owner;
    std::vector<std::uint64_t> m_load;
    std::vector<std::uint32_t> m_slots;
    std::vector<SlotSet> m_movable;
    std::vector<bool> m_active;
    std::vector<double> m_share;
    std::map<std::uint32_t, std::uint32_t> m_pinned; // master -> the slot it keeps alone
    std::set<std::uint32_t> m_stuck;
    std::vector<PlanMove> m_moves;
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::size_t> m_moveIndex;
    std::vector<Text> m_notes;
};

} // namespace

Result<RebalancePlan> planKeys(const ClusterState& state, const KeyPlanOptions& options) {
    const bool cpu = options.metric == PlanKind::Cpu;
    if (cpu && !state.hasCpu())
        return makeError("plan", HASHLAB_TR("core", "no cpu figures per slot: only a live read of "
                                                    "a server that answers CLUSTER SLOT-STATS "
                                                    "with cluster-slot-stats-enabled has them"));
    if (!cpu && !state.hasKeys())
        return makeError("plan", HASHLAB_TR("core", "no key counts per slot: read the cluster "
                                                    "live (the text of cluster nodes or shards "
                                                    "has none)"));
    if (!options.weights.empty() && options.weights.size() != state.masters.size())
        return makeError("weight", HASHLAB_TR("core", "one weight per master is needed"));
    if (Status s = checkRebalanceable(state); !s)
        return s.error();
    std::vector<double> weights =
        options.weights.empty() ? std::vector<double>(state.masters.size(), 1.0) : options.weights;
    if (std::accumulate(weights.begin(), weights.end(), 0.0) <= 0)
        return makeError("weight", HASHLAB_TR("core", "the masters' weights add up to 0"));
    KeyPlanner planner(state, cpu ? state.slotCpuUsec : state.slotKeys, std::move(weights),
                       options.threshold);
    return planner.run(cpu ? PlanKind::Cpu : PlanKind::Keys);
}

} // namespace hashlab::ring::redis

#include "hashlab/tables/table.h"

#include "probe_walk.h"

#include <array>
#include <set>
#include <unordered_set>

namespace hashlab::tables {
namespace {

std::string slotList(const std::vector<std::uint64_t>& slots) {
    // Long lists are cut: a sentence that names 10^6 slots helps nobody.
    constexpr std::size_t kShown = 24;
    std::string out;
    for (std::size_t i = 0; i < slots.size() && i < kShown; ++i)
        out += (i ? ", " : "") + std::to_string(slots[i]);
    if (slots.size() > kShown)
        out += ", … (" + std::to_string(slots.size()) + " slots)";
    return out;
}

} // namespace

std::string_view opName(OpKind op) {
    static constexpr std::array<std::string_view, 3> names = {"insert", "find", "delete"};
    return names.at(static_cast<std::size_t>(op));
}

std::string_view outcomeName(Outcome o) {
    static constexpr std::array<std::string_view, 6> names = {"placed",    "duplicate", "found",
                                                              "not_found", "deleted",   "failed"};
    return names.at(static_cast<std::size_t>(o));
}

std::string_view slotStateName(SlotState s) {
    static constexpr std::array<std::string_view, 3> names = {"empty", "occupied", "tombstone"};
    return names.at(static_cast<std::size_t>(s));
}

Table::Table(ProbeScheme scheme)
    : m_scheme(std::move(scheme)), m_states(m_scheme.m(), SlotState::Empty), m_keys(m_scheme.m()) {}

Result<Table> Table::create(const ProbeConfig& config) {
    auto scheme = ProbeScheme::create(config);
    if (!scheme)
        return scheme.error();
    return Table(*scheme);
}

namespace {

// The probe table's trace: each probe with the slot's state, its occupant and the formula.
class ProbeRecorder {
public:
    ProbeRecorder(const Table& table, Trace& t, bool withFormulas)
        : m_table(table), m_t(t), m_formulas(withFormulas),
          m_quadratic(table.scheme().config().strategy == Strategy::Quadratic) {}
    void probe(const detail::ProbeSequence& seq, std::uint64_t slot, SlotState state) {
        Probe p;
        p.i = seq.i();
        p.slot = slot;
        p.state = state;
        if (state != SlotState::Empty)
            p.occupant = m_table.key(slot);
        if (m_quadratic) // only quadratic sequences revisit within a period
            p.revisit = !m_seen.insert(slot).second;
        if (m_formulas)
            p.formula = verbatim(m_table.scheme().formula(m_t.hashes, seq.i()));
        m_t.probes.push_back(std::move(p));
    }

private:
    const Table& m_table;
    Trace& m_t;
    bool m_formulas, m_quadratic;
    std::unordered_set<std::uint64_t> m_seen;
};

} // namespace

// Walks the key's probe sequence as find does: until the key, an empty slot, or the end of the
// period. Insert and delete then act on where it stopped; `target` receives where an insert
// would place the key.
Result<Trace> Table::search(OpKind op, std::string_view rawKey, bool withFormulas,
                            std::optional<std::uint64_t>* target) const {
    auto key = m_scheme.normalizeKey(rawKey);
    if (!key)
        return key.error();
    auto hashes = m_scheme.hashes(*key, withFormulas);
    if (!hashes)
        return hashes.error();
    Trace t;
    t.op = op;
    t.key = *key;
    t.hashes = std::move(*hashes);
    ProbeRecorder recorder(*this, t, withFormulas);
    const auto walked = detail::probeWalk(*this, t.key, t.hashes, recorder);
    if (!walked)
        return walked.error();
    const detail::OpenStop& stop = *walked;
    if (stop.at == detail::OpenStop::At::Key)
        t.slot = stop.slot;
    if (stop.at == detail::OpenStop::At::End)
        t.reason = detail::periodEnded(t.hashes);
    if (target)
        *target = detail::openTarget(stop);
    t.outcome = t.slot ? Outcome::Found : Outcome::NotFound;
    return t;
}

Result<Trace> Table::find(std::string_view key, bool withFormulas) const {
    return search(OpKind::Find, key, withFormulas);
}

Result<Trace> Table::insert(std::string_view key, bool withFormulas) {
    std::optional<std::uint64_t> target;
    auto found = search(OpKind::Insert, key, withFormulas, &target);
    if (!found)
        return found;
    Trace t = std::move(*found);
    if (t.slot) {
        t.outcome = Outcome::Duplicate;
        t.reason = Text{};
        return t;
    }
    if (target) {
        if (m_states[*target] == SlotState::Tombstone)
            --m_tombstones;
        m_states[*target] = SlotState::Occupied;
        m_keys[*target] = t.key;
        ++m_occupied;
        t.outcome = Outcome::Placed;
        t.slot = target;
        t.reason = Text{};
        return t;
    }
    t.outcome = Outcome::Failed;
    detail::InsertFailure failed =
        detail::insertFailure(*this, t.hashes, t.probes.front().slot, t.probes.size());
    t.failReason = failed.reason;
    t.reason = std::move(failed.text);
    t.reachable = std::move(failed.reachable);
    return t;
}

namespace detail {

Error zeroStepError(const ProbeScheme& scheme, const std::string& key, std::uint64_t slot) {
    const KeyHashes h = scheme.hashes(key).value(); // with the texts the sentence quotes
    return makeError("h2",
                     HASHLAB_TR("core", "key %1 needs a second probe, but its step is 0 mod %2 "
                                        "(%3): every probe would hit slot %4; use the step fix "
                                        "prime or odd, or an h2 that is never a multiple of m"),
                     key, scheme.m(), h.stepText.empty() ? h.h2Text : h.stepText, slot);
}

Text periodEnded(const KeyHashes& h) {
    return text(HASHLAB_TR("core", "probed all %1 slots of the sequence (period %1) "
                                   "without meeting the key or an empty slot"),
                h.period);
}

InsertFailure insertFailure(const Table& table, const KeyHashes& h, std::uint64_t first,
                            std::uint64_t probes) {
    InsertFailure f;
    const std::uint64_t m = table.size();
    const std::uint64_t free = m - table.occupied(); // empty slots and tombstones, both usable
    if (free == 0) {
        f.reason = FailReason::TableFull;
        f.text = text(HASHLAB_TR("core", "table full: all %1 slots hold keys"), m);
        return f;
    }
    f.reason = FailReason::Cycle;
    f.reachable = table.scheme().reachable(h);
    Text why;
    switch (table.scheme().config().strategy) {
    case Strategy::Double:
        why = text(HASHLAB_TR("core", "step s = %1, gcd(s, m) = %2, period m/g = %3"), h.step,
                   h.gcd, h.period);
        break;
    case Strategy::Quadratic:
        why =
            text(HASHLAB_TR("core", "period %1, %2 distinct slots"), h.period, f.reachable.size());
        break;
    case Strategy::Linear:
        why = text(HASHLAB_TR("core", "period %1"), h.period);
        break;
    }
    f.text = text(HASHLAB_TR("core", "the probe sequence came back to slot %1 after %2 probes "
                                     "(%3): it reaches only slots %4, all occupied, while %5 "
                                     "other slots are free"),
                  first, probes, why, slotList(f.reachable), free);
    return f;
}

} // namespace detail

Result<Trace> Table::erase(std::string_view key, bool withFormulas) {
    auto found = search(OpKind::Delete, key, withFormulas);
    if (!found)
        return found;
    Trace t = std::move(*found);
    if (!t.slot)
        return t;
    // A tombstone, not an empty slot: keys placed past this one must stay findable.
    m_states[*t.slot] = SlotState::Tombstone;
    --m_occupied;
    ++m_tombstones;
    t.outcome = Outcome::Deleted;
    return t;
}

Result<Trace> Table::apply(OpKind op, std::string_view key, bool withFormulas) {
    switch (op) {
    case OpKind::Insert:
        return insert(key, withFormulas);
    case OpKind::Find:
        return find(key, withFormulas);
    case OpKind::Delete:
        return erase(key, withFormulas);
    }
    return makeError("op", HASHLAB_TR("core", "unknown operation"));
}

Status Table::restore(const std::vector<SlotContent>& contents) {
    std::set<std::uint64_t> slots;
    std::set<std::string> keys;
    std::vector<SlotContent> normalized;
    for (const SlotContent& c : contents) {
        if (c.slot >= size())
            return makeError("table", HASHLAB_TR("core", "slot %1 is outside 0 to %2"), c.slot,
                             size() - 1);
        if (!slots.insert(c.slot).second)
            return makeError("table", HASHLAB_TR("core", "slot %1 is given twice"), c.slot);
        if (c.state == SlotState::Empty)
            return makeError("table", HASHLAB_TR("core", "slot %1 is listed as empty"), c.slot);
        auto key = m_scheme.normalizeKey(c.key);
        if (!key)
            return key.error();
        if (c.state == SlotState::Occupied && !keys.insert(*key).second)
            return makeError("table", HASHLAB_TR("core", "key %1 is stored twice"), *key);
        normalized.push_back({c.slot, c.state, *key});
    }
    m_states.assign(size(), SlotState::Empty);
    m_keys.assign(size(), std::string());
    m_occupied = m_tombstones = 0;
    for (const SlotContent& c : normalized) {
        m_states[c.slot] = c.state;
        m_keys[c.slot] = c.key;
        (c.state == SlotState::Occupied ? m_occupied : m_tombstones)++;
    }
    return ok();
}

std::vector<Table::SlotContent> Table::contents() const {
    std::vector<SlotContent> out;
    for (std::uint64_t s = 0; s < size(); ++s)
        if (m_states[s] != SlotState::Empty)
            out.push_back({s, m_states[s], m_keys[s]});
    return out;
}

} // namespace hashlab::tables

namespace hashlab::tables {

void Table::setSlot(std::uint64_t slot, SlotState state, const std::string& key) {
    auto count = [this](SlotState st, int delta) {
        if (st == SlotState::Occupied)
            m_occupied += static_cast<std::uint64_t>(delta);
        else if (st == SlotState::Tombstone)
            m_tombstones += static_cast<std::uint64_t>(delta);
    };
    count(m_states.at(slot), -1);
    m_states[slot] = state;
    m_keys[slot] = state == SlotState::Empty ? std::string() : key;
    count(state, +1);
}

} // namespace hashlab::tables

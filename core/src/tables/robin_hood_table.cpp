// Robin Hood hashing (Celis, Larson, Munro 1985): linear probing in which an inserted key takes
// the slot of a resident that is closer to its home (strictly smaller probe distance; equal
// distances do not swap) and the resident carries on. A search stops at an empty slot or at a
// resident closer to home than the searched key would be there. Deletion shifts the following
// keys back one slot until an empty slot or a key at its home: no tombstones.
#include "scheme_tables.h"

namespace hashlab::tables::detail {
namespace {

class RobinHoodTable final : public SchemeTable {
public:
    explicit RobinHoodTable(ProbeScheme scheme)
        : m_scheme(std::move(scheme)), m_keys(m_scheme.m()), m_home(m_scheme.m(), 0) {}

    std::uint64_t m() const override { return m_keys.size(); }
    std::uint64_t count() const override { return m_count; }
    double loadFactor() const override { return double(m_count) / double(m()); }
    std::vector<std::vector<SlotView>> tables() const override {
        std::vector<SlotView> slots(m());
        for (std::uint64_t s = 0; s < m(); ++s)
            if (m_keys[s]) {
                slots[s].keys.push_back(*m_keys[s]);
                slots[s].distance = distance(s);
            }
        return {slots};
    }
    std::vector<std::string> keys() const override {
        std::vector<std::string> out;
        for (const auto& k : m_keys)
            if (k)
                out.push_back(*k);
        return out;
    }
    std::unique_ptr<SchemeTable> clone() const override {
        return std::make_unique<RobinHoodTable>(*this);
    }

    Result<OpTrace> apply(OpKind op, const std::string& key) override {
        auto h = m_scheme.hashes(key);
        if (!h)
            return h.error();
        OpTrace t;
        t.op = op;
        t.key = key;
        // The search; it stops where an insert would place or swap the key.
        std::uint64_t slot = h->start, d = 0;
        std::optional<std::uint64_t> found;
        for (; d < m(); ++d, slot = (slot + 1) % m()) {
            t.path.push_back({0, slot});
            if (!m_keys[slot] || distance(slot) < d)
                break;
            ++t.compares;
            if (*m_keys[slot] == key) {
                found = slot;
                break;
            }
        }
        if (found)
            t.at = Cell{0, *found};
        switch (op) {
        case OpKind::Find:
            t.outcome = found ? Outcome::Found : Outcome::NotFound;
            return t;
        case OpKind::Delete:
            t.outcome = found ? Outcome::Deleted : Outcome::NotFound;
            if (found)
                shiftBack(*found, t);
            return t;
        case OpKind::Insert:
            break;
        }
        if (found) {
            t.outcome = Outcome::Duplicate;
            return t;
        }
        if (m_count == m()) {
            t.outcome = Outcome::Failed;
            t.reason = "table_full";
            t.explanation = text(HASHLAB_TR("core", "all %1 slots are occupied"), m());
            return t;
        }
        place(key, h->start, slot, d, t);
        ++m_count;
        t.outcome = Outcome::Placed;
        return t;
    }

private:
    std::uint64_t distance(std::uint64_t slot) const { return (slot + m() - m_home[slot]) % m(); }

    // Puts `key` (home `home`, at distance d from it) at `slot`, where the search stopped, then
    // carries each displaced resident on until an empty slot takes the last one.
    void place(std::string key, std::uint64_t home, std::uint64_t slot, std::uint64_t d,
               OpTrace& t) {
        std::optional<Cell> carriedFrom; // where the key being carried came from (none: new)
        for (;;) {
            if (!m_keys[slot]) {
                put(slot, std::move(key), home, carriedFrom, t);
                return;
            }
            if (distance(slot) < d) {
                std::string resident = std::move(*m_keys[slot]);
                const std::uint64_t residentHome = m_home[slot], residentD = distance(slot);
                put(slot, std::move(key), home, carriedFrom, t);
                key = std::move(resident);
                home = residentHome;
                d = residentD;
                carriedFrom = Cell{0, slot};
            }
            slot = (slot + 1) % m();
            ++d;
            t.path.push_back({0, slot});
        }
    }

    void put(std::uint64_t slot, std::string key, std::uint64_t home, std::optional<Cell> from,
             OpTrace& t) {
        const std::uint64_t step = t.path.size();
        if (from) {
            t.moves.push_back({key, from, Cell{0, slot}, step});
        } else {
            t.at = Cell{0, slot};
            t.entry = KeyMove{key, std::nullopt, Cell{0, slot}, step};
        }
        m_keys[slot] = std::move(key);
        m_home[slot] = home;
    }

    // Backward-shift deletion: each following key not at its home moves back one slot.
    void shiftBack(std::uint64_t slot, OpTrace& t) {
        t.exit = KeyMove{*m_keys[slot], Cell{0, slot}, std::nullopt, t.path.size()};
        m_keys[slot].reset();
        --m_count;
        // At most m − 1 shifts: in a full table every key may be away from home.
        for (std::uint64_t next = (slot + 1) % m(), n = 1;
             n < m() && m_keys[next] && distance(next) > 0;
             slot = next, next = (next + 1) % m(), ++n) {
            t.path.push_back({0, next});
            t.moves.push_back({*m_keys[next], Cell{0, next}, Cell{0, slot}, t.path.size()});
            m_keys[slot] = std::move(m_keys[next]);
            m_home[slot] = m_home[next];
            m_keys[next].reset();
        }
    }

    ProbeScheme m_scheme;
    std::vector<std::optional<std::string>> m_keys;
    std::vector<std::uint64_t> m_home;
    std::uint64_t m_count = 0;
};

} // namespace

std::unique_ptr<SchemeTable> makeRobinHood(ProbeScheme scheme) {
    return std::make_unique<RobinHoodTable>(std::move(scheme));
}

} // namespace hashlab::tables::detail

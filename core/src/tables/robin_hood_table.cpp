// Robin Hood hashing behind the hash-table interface: robin_hood.h's algorithm over string keys,
// traced, with the home slot from the lab's hash (h1 mod m) and any m.
#include "robin_hood.h"
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
        auto h = m_scheme.hashes(key, false);
        if (!h)
            return h.error();
        OpTrace t;
        t.op = op;
        t.key = key;
        OpTracer trace(t);
        // The search; it stops where an insert would place or swap the key.
        const RobinHoodStop stop = robinHoodSearch(*this, h->start, key, trace);
        if (stop.found)
            t.at = Cell{0, stop.slot};
        switch (op) {
        case OpKind::Find:
            t.outcome = stop.found ? Outcome::Found : Outcome::NotFound;
            return t;
        case OpKind::Delete:
            t.outcome = stop.found ? Outcome::Deleted : Outcome::NotFound;
            if (stop.found) {
                robinHoodErase(*this, stop.slot, trace);
                --m_count;
            }
            return t;
        case OpKind::Insert:
            break;
        }
        if (stop.found) {
            t.outcome = Outcome::Duplicate;
            return t;
        }
        if (m_count == m()) {
            t.outcome = Outcome::Failed;
            t.reason = "table_full";
            t.explanation = text(HASHLAB_TR("core", "all %1 slots are occupied"), m());
            return t;
        }
        robinHoodPlace(*this, key, stop.slot, stop.d, trace);
        ++m_count;
        t.outcome = Outcome::Placed;
        return t;
    }

    // The slots as robin_hood.h reads and changes them; a slot keeps its key's home.
    static constexpr bool kBounded = true;
    std::uint64_t next(std::uint64_t s) const { return (s + 1) % m(); }
    bool empty(std::uint64_t s) const { return !m_keys[s]; }
    std::uint64_t distance(std::uint64_t s) const { return (s + m() - m_home[s]) % m(); }
    const std::string& key(std::uint64_t s) const { return *m_keys[s]; }
    bool stopsSearch(std::uint64_t s, std::uint64_t d) const { return empty(s) || distance(s) < d; }
    void put(std::uint64_t s, std::string key, std::uint64_t d) {
        m_keys[s] = std::move(key);
        m_home[s] = homeOf(s, d);
    }
    void swap(std::uint64_t s, std::string& key, std::uint64_t& d) {
        const std::uint64_t residentD = distance(s);
        std::swap(*m_keys[s], key);
        m_home[s] = homeOf(s, d);
        d = residentD;
    }
    void clear(std::uint64_t s) { m_keys[s].reset(); }
    void shiftBack(std::uint64_t from, std::uint64_t to) {
        m_keys[to] = std::move(m_keys[from]);
        m_home[to] = m_home[from];
        m_keys[from].reset();
    }

private:
    // A key d slots past its home (d < m: a key never walks a whole lap).
    std::uint64_t homeOf(std::uint64_t s, std::uint64_t d) const { return (s + m() - d) % m(); }

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

// Linear, quadratic and double hashing behind the hash-table interface: table.h's Table, whose
// traces the probe command has always printed, read into OpTraces.
#include "scheme_tables.h"

namespace hashlab::tables::detail {
namespace {

class OpenTable final : public SchemeTable {
public:
    explicit OpenTable(Table t) : m_table(std::move(t)) {}
    std::uint64_t m() const override { return m_table.size(); }
    std::uint64_t count() const override { return m_table.occupied(); }
    double loadFactor() const override { return m_table.loadFactor(); }
    std::vector<std::vector<SlotView>> tables() const override {
        std::vector<SlotView> slots(m_table.size());
        for (std::uint64_t s = 0; s < slots.size(); ++s) {
            if (m_table.state(s) == SlotState::Occupied)
                slots[s].keys.push_back(m_table.key(s));
            slots[s].tombstone = m_table.state(s) == SlotState::Tombstone;
        }
        return {slots};
    }
    std::vector<std::string> keys() const override {
        std::vector<std::string> out;
        for (std::uint64_t s = 0; s < m_table.size(); ++s)
            if (m_table.state(s) == SlotState::Occupied)
                out.push_back(m_table.key(s));
        return out;
    }
    std::unique_ptr<SchemeTable> clone() const override {
        return std::make_unique<OpenTable>(*this);
    }
    Result<OpTrace> apply(OpKind op, const std::string& key) override {
        auto t = m_table.apply(op, key, false);
        if (!t)
            return t.error();
        OpTrace o;
        o.op = op;
        o.key = t->key;
        for (const Probe& p : t->probes) {
            o.path.push_back({0, p.slot});
            o.compares += p.state == SlotState::Occupied;
        }
        o.outcome = t->outcome;
        if (t->slot)
            o.at = Cell{0, *t->slot};
        if (t->failReason != FailReason::None)
            o.reason = t->failReason == FailReason::TableFull ? "table_full" : "cycle";
        o.explanation = t->reason;
        return o;
    }

private:
    Table m_table;
};

} // namespace

std::unique_ptr<SchemeTable> makeOpen(ProbeScheme scheme) {
    return std::make_unique<OpenTable>(Table::create(scheme.config()).value());
}

} // namespace hashlab::tables::detail

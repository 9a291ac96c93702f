// Linear, quadratic and double hashing behind the hash-table interface: table.h's Table, walked
// by the probe table's own operations (probe_walk.h) into OpTraces.
#include "probe_walk.h"
#include "scheme_tables.h"

namespace hashlab::tables::detail {
namespace {

// The walk's cells, and the keys compared (one per occupied slot passed).
struct PathRecorder {
    OpTrace& o;
    void probe(const ProbeSequence&, std::uint64_t slot, SlotState state) {
        o.path.push_back({0, slot});
        o.compares += state == SlotState::Occupied;
    }
};

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
        auto h = m_table.scheme().hashes(key, false);
        if (!h)
            return h.error();
        OpTrace o;
        o.op = op;
        o.key = key;
        PathRecorder path{o};
        const auto walked = probeWalk(m_table, key, *h, path);
        if (!walked)
            return walked.error();
        const OpenStop& stop = *walked;
        const bool found = stop.at == OpenStop::At::Key;
        if (found)
            o.at = Cell{0, stop.slot};
        if (stop.at == OpenStop::At::End)
            o.explanation = periodEnded(*h);
        switch (op) {
        case OpKind::Find:
            o.outcome = found ? Outcome::Found : Outcome::NotFound;
            return o;
        case OpKind::Delete:
            // A tombstone, not an empty slot: keys placed past this one must stay findable.
            if (found)
                m_table.setSlot(stop.slot, SlotState::Tombstone, key);
            o.outcome = found ? Outcome::Deleted : Outcome::NotFound;
            return o;
        case OpKind::Insert:
            break;
        }
        if (found) {
            o.outcome = Outcome::Duplicate;
            o.explanation = Text{};
        } else if (const auto target = openTarget(stop)) {
            m_table.setSlot(*target, SlotState::Occupied, key);
            o.outcome = Outcome::Placed;
            o.at = Cell{0, *target};
            o.explanation = Text{};
        } else {
            InsertFailure failed = insertFailure(m_table, *h, o.path.front().slot, o.path.size());
            o.outcome = Outcome::Failed;
            o.reason = failed.reason == FailReason::TableFull ? "table_full" : "cycle";
            o.explanation = std::move(failed.text);
        }
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

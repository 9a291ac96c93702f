// Bucketed open addressing (the bucket hashing of OpenDSA and the USFCA visualisations): m
// buckets of b slots; a key belongs in bucket h1 mod m and overflows to the following buckets in
// turn. A search reads whole buckets and stops after a bucket with a never-used slot (the key
// would have gone there); a deletion leaves a tombstone so that later searches still pass.
#include "scheme_tables.h"

namespace hashlab::tables::detail {
namespace {

struct Slot {
    SlotState state = SlotState::Empty;
    std::string key;
};

class BucketTable final : public SchemeTable {
public:
    BucketTable(const TableConfig& c, ProbeScheme scheme)
        : m_scheme(std::move(scheme)), m_buckets(m_scheme.m(), std::vector<Slot>(c.bucketSize)) {}

    std::uint64_t m() const override { return m_buckets.size(); }
    std::uint64_t count() const override { return m_count; }
    double loadFactor() const override {
        return double(m_count) / double(m() * m_buckets.front().size());
    }
    std::vector<std::vector<SlotView>> tables() const override {
        std::vector<SlotView> out(m());
        for (std::uint64_t b = 0; b < m(); ++b)
            for (const Slot& s : m_buckets[b]) {
                if (s.state == SlotState::Occupied)
                    out[b].keys.push_back(s.key);
                out[b].tombstone = out[b].tombstone || s.state == SlotState::Tombstone;
            }
        return {out};
    }
    std::vector<std::string> keys() const override {
        std::vector<std::string> out;
        for (const auto& bucket : m_buckets)
            for (const Slot& s : bucket)
                if (s.state == SlotState::Occupied)
                    out.push_back(s.key);
        return out;
    }
    std::unique_ptr<SchemeTable> clone() const override {
        return std::make_unique<BucketTable>(*this);
    }

    Result<OpTrace> apply(OpKind op, const std::string& key) override {
        auto h = m_scheme.hashes(key, false);
        if (!h)
            return h.error();
        OpTrace t;
        t.op = op;
        t.key = key;
        std::optional<std::pair<std::uint64_t, std::size_t>> found, free;
        for (std::uint64_t d = 0; d < m() && !found; ++d) {
            const std::uint64_t b = (h->start + d) % m();
            t.path.push_back({0, b});
            bool neverUsed = false;
            for (std::size_t i = 0; i < m_buckets[b].size(); ++i) {
                const Slot& s = m_buckets[b][i];
                if (s.state == SlotState::Occupied) {
                    ++t.compares;
                    if (s.key == key) {
                        found = {b, i};
                        break;
                    }
                } else if (!free) {
                    free = {b, i}; // the first tombstone or empty slot on the way
                }
                neverUsed = neverUsed || s.state == SlotState::Empty;
            }
            if (neverUsed)
                break;
        }
        if (found)
            t.at = Cell{0, found->first};
        switch (op) {
        case OpKind::Find:
            t.outcome = found ? Outcome::Found : Outcome::NotFound;
            return t;
        case OpKind::Delete:
            t.outcome = found ? Outcome::Deleted : Outcome::NotFound;
            if (found) {
                m_buckets[found->first][found->second].state = SlotState::Tombstone;
                --m_count;
            }
            return t;
        case OpKind::Insert:
            break;
        }
        if (found) {
            t.outcome = Outcome::Duplicate;
        } else if (!free) {
            t.outcome = Outcome::Failed;
            t.reason = "table_full";
            t.explanation = text(HASHLAB_TR("core", "all %1 buckets are full"), m());
        } else {
            m_buckets[free->first][free->second] = {SlotState::Occupied, key};
            ++m_count;
            t.outcome = Outcome::Placed;
            t.at = Cell{0, free->first};
        }
        return t;
    }

private:
    ProbeScheme m_scheme;
    std::vector<std::vector<Slot>> m_buckets;
    std::uint64_t m_count = 0;
};

} // namespace

std::unique_ptr<SchemeTable> makeBucket(const TableConfig& config, ProbeScheme scheme) {
    return std::make_unique<BucketTable>(config, std::move(scheme));
}

} // namespace hashlab::tables::detail

// Cuckoo hashing behind the hash-table interface: cuckoo.h's algorithm over string keys, traced.
// Textbook h1/h2 place a key at T1[h1 mod m] and T2[h2 mod m]; seeded hashes (xxh3_64 with seeds
// 2s and 2s + 1) can be re-seeded, typed formulas cannot, so there a failed insert fails and the
// key left in hand (the nestless one) is out of the tables. The failure's reason comes from the
// cuckoo graph (cells as vertices, keys as edges): "cycle" when the key's component has more
// edges than vertices, so no placement exists, else "max_loop".
#include "cuckoo.h"
#include "scheme_tables.h"

#include "hashlab/hash/hash.h"

#include <array>
#include <numeric>

namespace hashlab::tables::detail {
namespace {

using Slots = std::vector<std::optional<std::string>>;

class CuckooTable final : public SchemeTable {
public:
    CuckooTable(const TableConfig& c, ProbeScheme scheme)
        : m_scheme(std::move(scheme)), m_maxLoop(c.maxLoop), m_seed(c.seed),
          m_seeded(c.probe.source != HashSource::Textbook), m_t{Slots(m_scheme.m()),
                                                                Slots(m_scheme.m())} {}

    std::uint64_t m() const override { return m_t[0].size(); }
    std::uint64_t count() const override { return m_count; }
    double loadFactor() const override { return double(m_count) / double(2 * m()); }
    std::vector<std::vector<SlotView>> tables() const override {
        std::vector<std::vector<SlotView>> out(2, std::vector<SlotView>(m()));
        for (int t = 0; t < 2; ++t)
            for (std::uint64_t s = 0; s < m(); ++s)
                if (m_t[t][s])
                    out[t][s].keys.push_back(*m_t[t][s]);
        return out;
    }
    std::vector<std::string> keys() const override {
        std::vector<std::string> out;
        for (const Slots& t : m_t)
            for (const auto& k : t)
                if (k)
                    out.push_back(*k);
        return out;
    }
    std::unique_ptr<SchemeTable> clone() const override {
        return std::make_unique<CuckooTable>(*this);
    }
    std::vector<Cell> candidates(const std::string& key) const override {
        auto p = positions(key);
        if (!p)
            return {};
        return {Cell{0, (*p)[0]}, Cell{1, (*p)[1]}};
    }

    Result<OpTrace> apply(OpKind op, const std::string& key) override {
        auto p = positions(key);
        if (!p)
            return p.error();
        OpTrace t;
        t.op = op;
        t.key = key;
        OpTracer trace(t);
        const std::optional<Cell> at = cuckooFind(*this, key, trace);
        t.at = at;
        if (op == OpKind::Find) {
            t.outcome = at ? Outcome::Found : Outcome::NotFound;
            return t;
        }
        if (op == OpKind::Delete) {
            t.outcome = at ? Outcome::Deleted : Outcome::NotFound;
            if (at) {
                trace.leave(key, *at);
                m_t[at->table][at->slot].reset();
                --m_count;
            }
            return t;
        }
        if (at) {
            t.outcome = Outcome::Duplicate;
            return t;
        }
        // Every key's cells are known before a kick: a formula failing for a stored key would
        // have failed when it was inserted, and the seeded hashes cannot fail.
        const CuckooInsert<std::string> r =
            cuckooInsert(*this, key, trace, [&](const std::string& nestless) {
                t.reason = componentHasCycle(nestless, t) ? "cycle" : "max_loop";
                t.nestless = nestless;
            });
        if (r.placed) {
            ++m_count;
            t.outcome = Outcome::Placed;
            // A long kick chain can come back and push the new key on to its other cell; a
            // rehash puts it in either (new seeds, new cells).
            t.at = r.rehashes > 0           ? locate(key)
                   : m_t[0][(*p)[0]] == key ? Cell{0, (*p)[0]}
                                            : Cell{1, (*p)[1]};
            if (r.rehashes > 0) {
                t.rehashes = r.rehashes;
                t.explanation = text(HASHLAB_TR("core", "MaxLoop reached (%1): rehashed %2 "
                                                        "time(s), now with seed %3"),
                                     t.reason, r.rehashes, m_seed);
                t.reason.clear();
            }
            return t;
        }
        // The kicks were undone (and the seed restored): the tables are as they were.
        t.outcome = Outcome::Failed;
        t.at.reset();
        if (m_seeded)
            t.explanation = text(HASHLAB_TR("core", "no seed among %1 new ones placed every key: "
                                                    "the table is as it was, with seed %2, "
                                                    "and %3 is not inserted"),
                                 tablelimits::kMaxRehashes, m_seed, key);
        else if (t.reason == "cycle")
            t.explanation =
                text(HASHLAB_TR("core", "no placement exists: the keys sharing cells "
                                        "with %1 outnumber those cells (a cycle in the "
                                        "cuckoo graph); the kicks are undone, the table "
                                        "is as it was and %1 is not inserted"),
                     key);
        else
            t.explanation = text(HASHLAB_TR("core", "gave up after MaxLoop = %1 rounds although a "
                                                    "placement exists; the kicks are undone, the "
                                                    "table is as it was and %2 is not inserted"),
                                 m_maxLoop, key);
        return t;
    }

private:
    Result<std::array<std::uint64_t, 2>> positions(const std::string& key) const {
        if (m_seeded) {
            return std::array<std::uint64_t, 2>{
                hash::xxh3_64(key.data(), key.size(), 2 * m_seed) % m(),
                hash::xxh3_64(key.data(), key.size(), 2 * m_seed + 1) % m()};
        }
        auto h = m_scheme.hashes(key, false);
        if (!h)
            return h.error();
        return std::array<std::uint64_t, 2>{h->start, h->step};
    }

public:
    // The tables as cuckoo.h reads and changes them. Every stored key's cells are known: a formula
    // failing for a stored key would have failed when it was inserted, and seeded hashes cannot.
    std::uint64_t cell(const std::string& key, std::uint32_t i) const {
        return positions(key).value()[i];
    }
    std::array<std::uint64_t, 2> cells(const std::string& key) const {
        return positions(key).value();
    }
    bool occupied(std::uint32_t i, std::uint64_t s) const { return m_t[i][s].has_value(); }
    const std::string& key(std::uint32_t i, std::uint64_t s) const { return *m_t[i][s]; }
    bool exchange(std::uint32_t i, std::uint64_t s, std::string& x) {
        std::optional<std::string> out = std::move(m_t[i][s]);
        m_t[i][s] = std::move(x);
        if (!out)
            return false;
        x = std::move(*out);
        return true;
    }
    std::uint32_t maxLoop() const { return m_maxLoop; }
    std::vector<std::string> stored() const { return keys(); }
    bool seedable() const { return m_seeded; }
    void reseed() {
        ++m_seed;
        m_t = {Slots(m()), Slots(m())};
    }
    struct Saved {
        std::array<Slots, 2> t;
        std::uint64_t seed;
    };
    Saved save() {
        Saved s{std::move(m_t), m_seed};
        m_t = {Slots(s.t[0].size()), Slots(s.t[0].size())};
        return s;
    }
    void restore(Saved s) {
        m_t = std::move(s.t);
        m_seed = s.seed;
    }

private:
    // Union-find over the 2m cells with every stored key and the nestless one as edges.
    // Also fills the trace's component: its keys (the nestless one last) and its cells.
    bool componentHasCycle(const std::string& nestless, OpTrace& t) const {
        std::vector<std::uint64_t> parent(2 * m()), edges(2 * m(), 0), vertices(2 * m(), 1);
        std::iota(parent.begin(), parent.end(), 0);
        auto find = [&](std::uint64_t v) {
            while (parent[v] != v)
                v = parent[v] = parent[parent[v]];
            return v;
        };
        auto edge = [&](const std::string& k) {
            const auto p = positions(k).value();
            std::uint64_t a = find(p[0]), b = find(m() + p[1]);
            if (a != b) {
                parent[b] = a;
                edges[a] += edges[b];
                vertices[a] += vertices[b];
            }
            ++edges[a];
            return a;
        };
        for (const std::string& k : keys())
            edge(k);
        const std::uint64_t root = find(edge(nestless));
        t.componentCells = vertices[root];
        t.component.clear();
        for (const std::string& k : keys())
            if (find(positions(k).value()[0]) == root)
                t.component.push_back(k);
        t.component.push_back(nestless);
        return edges[root] > vertices[root];
    }

    std::optional<Cell> locate(const std::string& key) const {
        for (std::uint32_t i = 0; i < 2; ++i)
            for (std::uint64_t s = 0; s < m(); ++s)
                if (m_t[i][s] && *m_t[i][s] == key)
                    return Cell{i, s};
        return std::nullopt;
    }

    ProbeScheme m_scheme;
    std::uint32_t m_maxLoop;
    std::uint64_t m_seed;
    bool m_seeded;
    std::array<Slots, 2> m_t;
    std::uint64_t m_count = 0;
};

} // namespace

std::unique_ptr<SchemeTable> makeCuckoo(const TableConfig& config, ProbeScheme scheme) {
    return std::make_unique<CuckooTable>(config, std::move(scheme));
}

} // namespace hashlab::tables::detail

// Separate chaining (CLRS 11.2): m slots, each a chain of keys; insert at the head (CLRS) or the
// tail after making sure the key is absent; find and delete walk one chain. With an incremental
// rehash (Redis's dict): once α passes the threshold a second table of the new size is made,
// every later operation first moves the next non-empty bucket of the old table into it, new keys
// go to the new table, and lookups check both until the old one is empty.
#include "chaining.h"
#include "scheme_tables.h"

namespace hashlab::tables::detail {
namespace {

using Chains = std::vector<std::vector<std::string>>;

// One table's chains as chaining.h reads and changes them.
class ChainsView {
public:
    explicit ChainsView(Chains& t) : m_t(t) {}
    struct Pos {
        std::uint64_t b = 0;
        std::size_t j = 0;
    };
    Pos first(std::uint64_t b) const { return {b, 0}; }
    bool valid(Pos p) const { return p.j < m_t[p.b].size(); }
    Pos next(Pos p) const { return {p.b, p.j + 1}; }
    const std::string& key(Pos p) const { return m_t[p.b][p.j]; }
    void pushFront(std::uint64_t b, const std::string& key) { m_t[b].insert(m_t[b].begin(), key); }
    void pushBack(std::uint64_t b, const std::string& key) { m_t[b].push_back(key); }
    void unlink(Pos p) { m_t[p.b].erase(m_t[p.b].begin() + static_cast<std::ptrdiff_t>(p.j)); }

private:
    Chains& m_t;
};

class ChainedTable final : public SchemeTable {
public:
    ChainedTable(const TableConfig& c, ProbeScheme scheme)
        : m_config(c), m_scheme{scheme, scheme}, m_t{Chains(scheme.m())} {}

    std::uint64_t m() const override { return m_t.back().size(); }
    std::uint64_t count() const override { return m_count; }
    double loadFactor() const override { return double(m_count) / double(m()); }
    bool growsItself() const override { return m_config.incremental; }
    std::vector<std::vector<SlotView>> tables() const override {
        std::vector<std::vector<SlotView>> out;
        for (const Chains& t : m_t) {
            std::vector<SlotView> slots(t.size());
            for (std::size_t s = 0; s < t.size(); ++s)
                slots[s].keys = t[s];
            out.push_back(std::move(slots));
        }
        return out;
    }
    std::vector<std::string> keys() const override {
        std::vector<std::string> out;
        for (const Chains& t : m_t)
            for (const auto& chain : t)
                out.insert(out.end(), chain.begin(), chain.end());
        return out;
    }
    std::unique_ptr<SchemeTable> clone() const override {
        return std::make_unique<ChainedTable>(*this);
    }

    Result<OpTrace> apply(OpKind op, const std::string& key) override {
        // Every hash this operation needs is computed before anything changes, so that a formula
        // failing for some key leaves the table as it was.
        std::vector<std::uint64_t> home;
        for (std::size_t i = 0; i < m_t.size(); ++i) {
            auto h = m_scheme[i].hashes(key, false);
            if (!h)
                return h.error();
            home.push_back(h->start);
        }
        std::vector<KeyMove> moved;
        if (rehashing()) {
            auto step = rehashStep();
            if (!step)
                return step.error();
            moved = std::move(*step);
            if (!rehashing()) // that was the last bucket: only the new table is left
                home.erase(home.begin());
        }
        OpTrace t;
        t.op = op;
        t.key = key;
        t.rehashMoves = std::move(moved);
        OpTracer trace(t);
        std::optional<Cell> at;
        std::optional<ChainsView::Pos> pos;
        // Old table first (its bucket may still hold the key), then the new one.
        for (std::uint32_t i = 0; i < m_t.size() && !at; ++i) {
            trace.visit(Cell{i, home[i]});
            if ((pos = chainFind(ChainsView(m_t[i]), home[i], key, trace)))
                at = Cell{i, home[i]};
        }
        t.at = at;
        switch (op) {
        case OpKind::Find:
            t.outcome = at ? Outcome::Found : Outcome::NotFound;
            break;
        case OpKind::Delete:
            t.outcome = at ? Outcome::Deleted : Outcome::NotFound;
            if (at) {
                ChainsView(m_t[at->table]).unlink(*pos);
                --m_count;
            }
            break;
        case OpKind::Insert:
            if (at) {
                t.outcome = Outcome::Duplicate;
                break;
            }
            {
                const auto target = static_cast<std::uint32_t>(m_t.size() - 1);
                ChainsView chains(m_t[target]);
                chainLink(chains, home[target], key, m_config.chainAtTail);
                ++m_count;
                t.outcome = Outcome::Placed;
                t.at = Cell{target, home[target]};
            }
            if (m_config.incremental && !rehashing() &&
                loadFactor() > m_config.growAt->toDouble()) {
                if (auto r = startRehash(); r)
                    t.resize = *r;
            }
            break;
        }
        return t;
    }

private:
    bool rehashing() const { return m_t.size() == 2; }

    Result<Resize> startRehash() {
        const std::uint64_t from = m_t[0].size();
        const std::uint64_t to = m_config.growTo == GrowTo::Double ? 2 * from : nextPrime(2 * from);
        if (to > static_cast<std::uint64_t>(kMaxSlots))
            return makeError("grow-at", HASHLAB_TR("core", "the table cannot grow past %1 slots"),
                             kMaxSlots);
        auto scheme = ProbeScheme::create(probeFor(m_config, to));
        if (!scheme)
            return scheme.error();
        m_scheme[1] = *scheme;
        m_t.push_back(Chains(to));
        m_rehashIdx = 0;
        return Resize{from, to, 0, {}};
    }

    // Moves the next non-empty bucket of the old table; ends the rehash when none is left.
    Result<std::vector<KeyMove>> rehashStep() {
        while (m_rehashIdx < m_t[0].size() && m_t[0][m_rehashIdx].empty())
            ++m_rehashIdx;
        std::vector<KeyMove> moves;
        if (m_rehashIdx < m_t[0].size()) {
            auto& chain = m_t[0][m_rehashIdx];
            std::vector<std::uint64_t> dest;
            for (const std::string& k : chain) {
                auto h = m_scheme[1].hashes(k, false);
                if (!h)
                    return h.error();
                dest.push_back(h->start);
            }
            ChainsView to(m_t[1]);
            for (std::size_t j = 0; j < chain.size(); ++j) {
                chainLink(to, dest[j], chain[j], m_config.chainAtTail);
                moves.push_back({chain[j], Cell{0, m_rehashIdx}, Cell{1, dest[j]}});
            }
            chain.clear();
            ++m_rehashIdx;
        }
        while (m_rehashIdx < m_t[0].size() && m_t[0][m_rehashIdx].empty())
            ++m_rehashIdx;
        if (m_rehashIdx == m_t[0].size()) { // the old table is empty: the new one takes over
            m_t.erase(m_t.begin());
            m_scheme[0] = m_scheme[1];
            for (KeyMove& mv : moves)
                mv.to->table = 0;
        }
        return moves;
    }

    TableConfig m_config;
    ProbeScheme m_scheme[2];
    std::vector<Chains> m_t;
    std::uint64_t m_count = 0;
    std::uint64_t m_rehashIdx = 0;
};

} // namespace

std::unique_ptr<SchemeTable> makeChained(const TableConfig& config, ProbeScheme scheme) {
    return std::make_unique<ChainedTable>(config, std::move(scheme));
}

} // namespace hashlab::tables::detail

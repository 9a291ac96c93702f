#include "hashlab/tables/hash_table.h"

#include "hashlab/common/names.h"
#include "hashlab/common/primes.h"
#include "scheme_tables.h"

#include <array>
#include <map>

namespace hashlab::tables {
namespace {

constexpr std::array<std::string_view, 7> kSchemeNames = {
    "chaining", "bucket", "linear", "quadratic", "double", "robinhood", "cuckoo"};
constexpr std::array<std::string_view, 2> kGrowToNames = {"double", "prime"};

// Where each key sits, to count the keys a rehash moved.
std::map<std::string, Cell> cellsOf(const detail::SchemeTable& t) {
    std::map<std::string, Cell> out;
    const auto views = t.tables();
    for (std::uint32_t i = 0; i < views.size(); ++i)
        for (std::uint64_t s = 0; s < views[i].size(); ++s)
            for (const std::string& k : views[i][s].keys)
                out[k] = Cell{i, s};
    return out;
}

} // namespace

std::string_view schemeName(Scheme s) {
    return kSchemeNames.at(static_cast<std::size_t>(s));
}

Result<Scheme> parseScheme(std::string_view name) {
    if (auto s = enumNamed<Scheme>(name, kSchemeNames))
        return *s;
    return makeError("scheme",
                     HASHLAB_TR("core", "must be chaining, bucket, linear, quadratic, double, "
                                        "robinhood or cuckoo, got '%1'"),
                     std::string(name));
}

std::string_view growToName(GrowTo g) {
    return kGrowToNames.at(static_cast<std::size_t>(g));
}

Result<GrowTo> parseGrowTo(std::string_view name) {
    if (auto g = enumNamed<GrowTo>(name, kGrowToNames))
        return *g;
    return makeError("grow-to", HASHLAB_TR("core", "must be double or prime, got '%1'"),
                     std::string(name));
}

Decimal tablelimits::suggestedGrowAt(Scheme s) {
    switch (s) {
    case Scheme::Chaining:
        return {1, 0};
    case Scheme::Quadratic:
    case Scheme::Cuckoo:
        return {5, 1};
    default:
        return {75, 2};
    }
}

std::uint64_t nextPrime(std::uint64_t n) {
    return smallestPrimeAtLeast(n);
}

namespace detail {

ProbeConfig probeFor(const TableConfig& config, std::uint64_t m) {
    ProbeConfig p = config.probe;
    p.m = static_cast<std::int64_t>(m);
    switch (config.scheme) {
    case Scheme::Chaining:
    case Scheme::Bucket:
    case Scheme::RobinHood:
        p.strategy = Strategy::Linear;
        break;
    case Scheme::Linear:
        p.strategy = Strategy::Linear;
        break;
    case Scheme::Quadratic:
        p.strategy = Strategy::Quadratic;
        break;
    case Scheme::Double:
        p.strategy = Strategy::Double;
        break;
    case Scheme::Cuckoo:
        p.strategy = Strategy::Double;
        p.fix = StepFix::None; // h2 mod m is T2's slot, not a step
        break;
    }
    return p;
}

} // namespace detail

namespace {

Result<std::unique_ptr<detail::SchemeTable>> build(const TableConfig& c, std::uint64_t m) {
    auto scheme = ProbeScheme::create(detail::probeFor(c, m));
    if (!scheme)
        return scheme.error();
    switch (c.scheme) {
    case Scheme::Chaining:
        return detail::makeChained(c, *scheme);
    case Scheme::Bucket:
        return detail::makeBucket(c, *scheme);
    case Scheme::Linear:
    case Scheme::Quadratic:
    case Scheme::Double:
        return detail::makeOpen(*scheme);
    case Scheme::RobinHood:
        return detail::makeRobinHood(*scheme);
    case Scheme::Cuckoo:
        return detail::makeCuckoo(c, *scheme);
    }
    return makeError("scheme", HASHLAB_TR("core", "unknown scheme"));
}

} // namespace

HashTable::HashTable(TableConfig config, std::unique_ptr<detail::SchemeTable> impl)
    : m_config(std::move(config)), m_impl(std::move(impl)) {}
HashTable::HashTable(const HashTable& o) : m_config(o.m_config), m_impl(o.m_impl->clone()) {}
HashTable& HashTable::operator=(const HashTable& o) {
    if (this != &o) {
        m_config = o.m_config;
        m_impl = o.m_impl->clone();
    }
    return *this;
}
HashTable::~HashTable() = default;

Result<HashTable> HashTable::create(const TableConfig& c) {
    const Scheme s = c.scheme;
    if (s == Scheme::Bucket) {
        if (c.bucketSize < 1 || c.bucketSize > tablelimits::kMaxBucketSize)
            return makeError("b",
                             HASHLAB_TR("core", "must be from 1 to %1 slots per bucket, got %2"),
                             tablelimits::kMaxBucketSize, c.bucketSize);
        if (static_cast<std::uint64_t>(c.probe.m) * c.bucketSize >
            static_cast<std::uint64_t>(kMaxSlots))
            return makeError("b", HASHLAB_TR("core", "m·b must be at most %1 slots"), kMaxSlots);
    }
    if (s == Scheme::Cuckoo && (c.maxLoop < 1 || c.maxLoop > tablelimits::kMaxMaxLoop))
        return makeError("max-loop", HASHLAB_TR("core", "must be from 1 to %1, got %2"),
                         tablelimits::kMaxMaxLoop, c.maxLoop);
    if (c.growAt) {
        // Open addressing is full at α = 1 (cuckoo's α counts both tables): growth must come first.
        const bool chaining = s == Scheme::Chaining;
        const double a = c.growAt->toDouble();
        if (chaining && (a <= 0 || a > 10.0))
            return makeError("grow-at",
                             HASHLAB_TR("core", "must be above 0 and at most 10 for chaining, "
                                                "got %1"),
                             c.growAt->toString());
        if (!chaining && (a <= 0 || a >= 1.0))
            return makeError("grow-at",
                             HASHLAB_TR("core", "must be above 0 and below 1 for open addressing "
                                                "and cuckoo, got %1"),
                             c.growAt->toString());
    }
    if (c.incremental && (s != Scheme::Chaining || !c.growAt))
        return makeError("incremental",
                         HASHLAB_TR("core", "needs --scheme chaining and --grow-at: Redis's dict "
                                            "rehashes its chains one bucket per operation"));
    auto impl = build(c, static_cast<std::uint64_t>(c.probe.m));
    if (!impl)
        return impl.error();
    return HashTable(c, std::move(impl.value()));
}

Result<OpTrace> HashTable::apply(OpKind op, std::string_view rawKey) {
    auto key = normalizeKey(m_config.probe.source, rawKey);
    if (!key)
        return key.error();
    auto applied = m_impl->apply(op, *key);
    if (!applied)
        return applied;
    OpTrace& t = applied.value();
    if (op != OpKind::Insert || !m_config.growAt || m_impl->growsItself())
        return applied;
    if (t.outcome == Outcome::Placed && m_impl->loadFactor() > m_config.growAt->toDouble()) {
        Resize r;
        if (Status g = grow(r); g)
            t.resize = std::move(r);
        else // a table already at the largest size keeps its size, and the trace says so
            t.explanation = g.error().what;
    } else if (t.outcome == Outcome::Failed && m_config.scheme == Scheme::Cuckoo) {
        // Kicks (and new seeds) ran out: a growing cuckoo table grows instead of failing.
        Resize r;
        if (Status g = grow(r, &t.key); g) {
            t.outcome = Outcome::Placed;
            t.at = r.moves.back().to;
            t.explanation = text(HASHLAB_TR("core", "MaxLoop reached (%1): the tables grew from "
                                                    "m = %2 to m = %3 instead of failing"),
                                 t.reason, r.fromM, r.toM);
            t.reason.clear();
            t.resize = std::move(r);
        } else {
            t.explanation = g.error().what;
        }
    }
    return applied;
}

std::vector<Cell> HashTable::cuckooCells(const std::string& key) const {
    return m_impl->candidates(key);
}

Status HashTable::grow(Resize& r, const std::string* extra) {
    const std::uint64_t m = m_impl->m();
    const std::uint64_t perSlot = m_config.scheme == Scheme::Bucket ? m_config.bucketSize : 1;
    // Re-inserted in (table, slot, chain) order, as a stop-the-world rehash walks the old table.
    std::vector<std::string> keys = m_impl->keys();
    if (extra)
        keys.push_back(*extra);
    for (std::uint64_t to = m, tries = 1;; ++tries) {
        to = m_config.growTo == GrowTo::Double ? 2 * to : nextPrime(2 * to);
        if (to * perSlot > static_cast<std::uint64_t>(kMaxSlots))
            return makeError("grow-at", HASHLAB_TR("core", "the table cannot grow past %1 slots"),
                             kMaxSlots);
        auto next = build(m_config, to);
        if (!next)
            return next.error();
        const std::string* misfit = nullptr;
        for (const std::string& k : keys) {
            auto t = (*next)->apply(OpKind::Insert, k);
            if (!t || t->outcome != Outcome::Placed) {
                misfit = &k;
                break;
            }
        }
        if (misfit && extra && tries < tablelimits::kMaxGrowthsPerInsert)
            continue; // cuckoo cells that still clash: the next size
        if (misfit && extra)
            return makeError("grow-at",
                             HASHLAB_TR("core", "even in tables of m = %1 the keys did not all "
                                                "find a cell: %2 is not inserted"),
                             to, *extra);
        if (misfit)
            return makeError("grow-at",
                             HASHLAB_TR("core", "rehashing into %1 slots failed at key %2"), to,
                             *misfit);
        const auto before = cellsOf(*m_impl);
        const auto after = cellsOf(**next);
        r.fromM = m;
        r.toM = to;
        for (const std::string& k : keys) {
            const auto from = before.find(k);
            if (from == before.end()) { // the extra key comes in from outside
                r.moves.push_back({k, std::nullopt, after.at(k)});
                continue;
            }
            r.moves.push_back({k, from->second, after.at(k)});
            r.moved += !(from->second == after.at(k));
        }
        m_impl = std::move(next.value());
        return ok();
    }
}

} // namespace hashlab::tables

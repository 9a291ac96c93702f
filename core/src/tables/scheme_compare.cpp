#include "hashlab/tables/scheme_compare.h"

#include "hashlab/common/mix.h"

#include <unordered_set>

namespace hashlab::tables {
namespace {

using namespace comparelimits;

__extension__ using Uint128 = unsigned __int128; // GCC and Clang; -Wpedantic wants the mark

// Keys typed or drawn, normalized as the hash source reads them; a repeat is refused because a
// second insert of the same key would count as an operation on a different table.
Result<std::vector<std::string>>
normalized(const ProbeScheme& scheme, const std::vector<std::string>& keys, const char* parameter) {
    std::vector<std::string> out;
    std::unordered_set<std::string> seen;
    for (const std::string& k : keys) {
        auto n = scheme.normalizeKey(k);
        if (!n) { // the key's own error, now naming the list it came from
            Error e = n.error();
            e.parameter = parameter;
            return e;
        }
        if (!seen.insert(*n).second)
            return makeError(parameter, HASHLAB_TR("core", "the key %1 appears twice"), *n);
        out.push_back(std::move(*n));
    }
    return out;
}

// Runs one scheme over the keys; false when cancelled.
class Runner {
public:
    Runner(const Progress& progress, std::uint64_t totalOps)
        : m_progress(progress), m_total(totalOps) {}

    Result<SchemeComparison> run(const CompareConfig& c, Scheme scheme,
                                 const std::vector<std::string>& keys,
                                 const std::vector<std::string>& misses) {
        SchemeComparison out;
        out.scheme = scheme;
        out.config = compareTableConfig(c, scheme);
        auto created = HashTable::create(out.config);
        if (!created)
            return created.error();
        HashTable table = std::move(created).value();
        for (const std::string& k : keys) {
            auto t = table.apply(OpKind::Insert, k);
            if (!t)
                return t.error();
            record(out, out.insert, *t, true);
            for (const KeyMove& mv : t->moves)
                out.moved += mv.from && mv.to;
            out.rehashes += t->rehashes;
            if (t->outcome == Outcome::Failed) {
                ++out.failures;
                out.cycleFailures += t->reason == "cycle";
                out.maxLoopFailures += t->reason == "max_loop";
                out.tableFullFailures += t->reason == "table_full";
            }
            if (!tick())
                return cancelledError();
        }
        const std::vector<std::string> storedKeys = table.keys();
        const std::unordered_set<std::string> stored(storedKeys.begin(), storedKeys.end());
        for (const std::string& k : keys) {
            if (!stored.count(k))
                continue; // a failed cuckoo insert left it out
            auto t = table.apply(OpKind::Find, k);
            if (!t)
                return t.error();
            record(out, out.hit, *t, true);
            if (!tick())
                return cancelledError();
        }
        for (const std::string& k : misses) {
            auto t = table.apply(OpKind::Find, k);
            if (!t)
                return t.error();
            record(out, out.miss, *t, false);
            if (!tick())
                return cancelledError();
        }
        out.stored = table.count();
        out.loadFactor = table.loadFactor();
        out.bytes = modelBytes(scheme, table.m(), out.config.bucketSize, out.stored);
        return out;
    }

private:
    void record(SchemeComparison& out, OpStats& stats, const OpTrace& t, bool successful) {
        const std::uint64_t cells = cellsVisited(out.scheme, t);
        ++stats.ops;
        stats.cells += cells;
        stats.compares += t.compares;
        if (cells > out.worst.cells) {
            out.worst.op = t.op;
            out.worst.successful =
                t.op == OpKind::Insert ? t.outcome != Outcome::Failed : successful;
            out.worst.key = t.key;
            out.worst.cells = cells;
            out.worst.moves = t.moves.size();
        }
    }

    bool tick() {
        if (++m_done % 1024 == 0) {
            if (m_progress.cancelled())
                return false;
            m_progress.report(double(m_done) / double(m_total));
        }
        return true;
    }

    const Progress& m_progress;
    std::uint64_t m_total;
    std::uint64_t m_done = 0;
};

} // namespace

std::uint64_t cellsVisited(Scheme scheme, const OpTrace& trace) {
    return trace.path.size() + (scheme == Scheme::Chaining ? trace.compares : 0);
}

std::uint64_t modelBytes(Scheme scheme, std::uint64_t m, std::uint64_t bucketSize,
                         std::uint64_t stored) {
    const std::uint64_t slot = kKeyBytes + kStateBytes;
    switch (scheme) {
    case Scheme::Chaining:
        return m * kPointerBytes + stored * (kKeyBytes + kPointerBytes);
    case Scheme::Bucket:
        return m * bucketSize * slot;
    case Scheme::Cuckoo:
        return 2 * m * slot;
    default:
        return m * slot;
    }
}

TableConfig compareTableConfig(const CompareConfig& c, Scheme scheme) {
    TableConfig t;
    t.scheme = scheme;
    t.probe = c.probe;
    if (scheme == Scheme::Cuckoo) {
        t.probe.h2 = c.cuckooH2;
        t.probe.fix = StepFix::None;
    }
    t.bucketSize = c.bucketSize;
    t.maxLoop = c.maxLoop;
    t.seed = c.seed;
    t.growAt.reset();
    return t;
}

std::vector<std::string> drawKeys(std::uint64_t& state, std::uint64_t count,
                                  const std::vector<std::string>& exclude) {
    std::unordered_set<std::string> seen(exclude.begin(), exclude.end());
    std::vector<std::string> out;
    out.reserve(count);
    while (out.size() < count) {
        const std::uint64_t x = splitmix64Next(state);
        const auto k = static_cast<std::uint64_t>((static_cast<Uint128>(x) * kKeyRange) >> 64);
        std::string s = std::to_string(k);
        if (seen.insert(s).second)
            out.push_back(std::move(s));
    }
    return out;
}

Result<CompareResult> compareKeys(const CompareConfig& c) {
    if (c.schemes.empty())
        return makeError("schemes", HASHLAB_TR("core", "choose at least one scheme"));
    const std::uint64_t n = c.keys.empty() ? c.randomCount : c.keys.size();
    if (n == 0)
        return makeError("keys", HASHLAB_TR("core", "give at least one key"));
    if (n > kMaxKeys)
        return makeError("keys", HASHLAB_TR("core", "at most %1 keys, got %2"), kMaxKeys, n);
    const std::uint64_t nMisses = c.missKeys.empty() ? c.misses : c.missKeys.size();
    if (nMisses > kMaxMisses)
        return makeError("misses", HASHLAB_TR("core", "at most %1 unsuccessful finds, got %2"),
                         kMaxMisses, nMisses);
    if (c.probe.m < 1 || c.probe.m > kMaxSlots)
        return makeError("m", HASHLAB_TR("core", "must be from 1 to %1, got %2"), kMaxSlots,
                         c.probe.m);
    const auto m = static_cast<std::uint64_t>(c.probe.m);
    for (Scheme s : c.schemes) {
        const std::uint64_t capacity = s == Scheme::Bucket   ? m * c.bucketSize
                                       : s == Scheme::Cuckoo ? 2 * m
                                                             : m;
        if (s != Scheme::Chaining && n > capacity)
            return makeError("m",
                             HASHLAB_TR("core", "%1 keys do not fit into %2 (%3 cells): choose "
                                                "m so that every scheme holds them"),
                             n, std::string(schemeName(s)), capacity);
    }
    // The formulas are checked here (HashTable would, but only after allocating its table).
    for (Scheme s : c.schemes) {
        ProbeConfig p = compareTableConfig(c, s).probe;
        p.strategy =
            s == Scheme::Double || s == Scheme::Cuckoo ? Strategy::Double : Strategy::Linear;
        if (auto check = ProbeScheme::create(p); !check)
            return check.error();
    }
    auto reader = ProbeScheme::create(compareTableConfig(c, Scheme::Linear).probe);
    if (!reader)
        return reader.error();

    CompareResult out;
    std::uint64_t state = c.seed;
    if (!c.keys.empty()) {
        auto keys = normalized(*reader, c.keys, "keys");
        if (!keys)
            return keys.error();
        out.keys = std::move(*keys);
    } else {
        out.keys = drawKeys(state, n, {});
    }
    if (!c.missKeys.empty()) {
        auto misses = normalized(*reader, c.missKeys, "misses");
        if (!misses)
            return misses.error();
        const std::unordered_set<std::string> present(out.keys.begin(), out.keys.end());
        for (const std::string& k : *misses)
            if (present.count(k))
                return makeError("misses", HASHLAB_TR("core", "%1 is one of the keys"), k);
        out.missKeys = std::move(*misses);
    } else {
        out.missKeys = drawKeys(state, nMisses, out.keys);
    }
    return out;
}

Result<CompareResult> compareSchemes(const CompareConfig& c, const Progress& progress) {
    auto keys = compareKeys(c);
    if (!keys)
        return keys.error();
    CompareResult out = std::move(*keys);
    Runner runner(progress, c.schemes.size() * (2 * out.keys.size() + out.missKeys.size()));
    for (Scheme s : c.schemes) {
        auto r = runner.run(c, s, out.keys, out.missKeys);
        if (!r)
            return r.error();
        out.schemes.push_back(std::move(*r));
    }
    progress.report(1.0);
    return out;
}

} // namespace hashlab::tables

#include "hashlab/collisions/dedup_store.h"

#include "hashlab/collisions/birthday.h"
#include "hashlab/collisions/canonical_json.h"
#include "hashlab/common/mix.h"
#include "hashlab/common/names.h"

#include <algorithm>
#include <map>

namespace hashlab::collisions {
namespace {

std::string idList(const std::vector<std::uint64_t>& ids) {
    std::string s;
    for (auto id : ids)
        s += (s.empty() ? "#" : ", #") + std::to_string(id);
    return s;
}

} // namespace

std::string_view strategyName(Strategy s) {
    switch (s) {
    case Strategy::Naive:
        return "naive";
    case Strategy::Reject:
        return "reject";
    case Strategy::Coexist:
        return "coexist";
    }
    return "";
}

Result<Strategy> parseStrategy(std::string_view name) {
    constexpr std::array kStrategies = {Strategy::Naive, Strategy::Reject, Strategy::Coexist};
    if (auto s = enumNamed(name, kStrategies, strategyName))
        return *s;
    return makeError("strategy", HASHLAB_TR("core", "must be naive, reject or coexist, got '%1'"),
                     name);
}

std::string_view outcomeName(Outcome o) {
    switch (o) {
    case Outcome::Inserted:
        return "inserted";
    case Outcome::Duplicate:
        return "duplicate";
    case Outcome::Overwritten:
        return "overwritten";
    case Outcome::Rejected:
        return "rejected";
    case Outcome::InsertedFlagged:
        return "flagged";
    }
    return "";
}

std::string_view stepKindName(StepKind k) {
    switch (k) {
    case StepKind::Canonicalise:
        return "canonicalise";
    case StepKind::Hash:
        return "hash";
    case StepKind::Truncate:
        return "truncate";
    case StepKind::Lookup:
        return "lookup";
    case StepKind::Compare:
        return "compare";
    case StepKind::Apply:
        return "apply";
    }
    return "";
}

nlohmann::json WriteTrace::toJson() const {
    nlohmann::json steps_ = nlohmann::json::array();
    for (const auto& s : steps)
        steps_.push_back(
            {{"step", stepKindName(s.kind)}, {"text", s.text.english()}, {"records", s.records}});
    nlohmann::json j = {{"tick", tick},          {"canonical", canonical},
                        {"full_hash", fullHash}, {"hash_id", hashId},
                        {"matches", matches},    {"outcome", outcomeName(outcome)},
                        {"record", recordId},    {"steps", steps_}};
    j["lost"] = lostId ? nlohmann::json(*lostId) : nlohmann::json(nullptr);
    return j;
}

nlohmann::json DedupCounters::toJson() const {
    return {{"written", written},       {"stored", stored},     {"duplicates", duplicates},
            {"collisions", collisions}, {"rejected", rejected}, {"lost", lost}};
}

std::string truncateHex(std::string_view hex, int bits) {
    static constexpr std::string_view kHex = "0123456789abcdef";
    const auto digits = static_cast<std::size_t>((bits + 3) / 4);
    std::string out(hex.substr(0, digits));
    const int spare = static_cast<int>(digits) * 4 - bits; // low bits of the last digit to clear
    if (spare > 0 && !out.empty()) {
        const auto v = kHex.find(out.back());
        out.back() = kHex[v & (0xFu << spare) & 0xFu];
    }
    return out;
}

DedupStore::DedupStore(Strategy strategy, int bits, std::uint32_t seed)
    : m_strategy(strategy), m_bits(bits), m_seed(seed) {}

Result<DedupStore> DedupStore::create(Strategy strategy, int bits, std::uint32_t seed) {
    if (bits < kMinBits || bits > kMaxBits)
        return makeError("bits", HASHLAB_TR("core", "must be an integer from 1 to 128, got %1"),
                         bits);
    return DedupStore(strategy, bits, seed);
}

const StoredRecord* DedupStore::find(std::uint64_t id) const {
    // Physical ids are 1, 2, 3, ... in insertion order.
    if (id == 0 || id > m_records.size())
        return nullptr;
    return &m_records[id - 1];
}

std::uint64_t DedupStore::insert(const std::string& canonical, const std::string& full,
                                 const std::string& hashId, bool flag) {
    StoredRecord r;
    r.id = m_records.size() + 1;
    r.hashId = hashId;
    r.fullHash = full;
    r.canonical = canonical;
    r.createdAt = r.updatedAt = m_tick;
    r.collisionFlag = flag;
    m_index.emplace(hashId, m_records.size());
    m_records.push_back(std::move(r));
    ++m_counters.stored;
    return m_records.back().id;
}

Result<WriteTrace> DedupStore::writeText(std::string_view jsonText, bool withSteps) {
    auto parsed = parseJson(jsonText);
    if (!parsed)
        return parsed.error();
    return write(*parsed, withSteps);
}

Result<WriteTrace> DedupStore::write(const nlohmann::json& data, bool withSteps) {
    if (!data.is_object())
        return data.is_array()
                   ? makeError("json", HASHLAB_TR("core", "a record must be a JSON object {...}, "
                                                          "got an array"))
                   : makeError("json",
                               HASHLAB_TR("core", "a record must be a JSON object {...}, "
                                                  "got a %1"),
                               data.type_name());
    auto canonical = canonicalJson(data);
    if (!canonical)
        return canonical.error();
    WriteTrace t;
    t.tick = ++m_tick;
    t.canonical = std::move(*canonical);
    t.fullHash = hashIdOfCanonical(t.canonical, m_seed);
    t.hashId = truncateHex(t.fullHash, m_bits);
    ++m_counters.written;

    auto [lo, hi] = m_index.equal_range(t.hashId);
    std::vector<std::size_t> matchIdx;
    for (auto it = lo; it != hi; ++it)
        matchIdx.push_back(it->second);
    std::sort(matchIdx.begin(), matchIdx.end());
    for (auto i : matchIdx) {
        t.matches.push_back(m_records[i].id);
        if (!t.sameAs && m_records[i].canonical == t.canonical)
            t.sameAs = m_records[i].id;
    }

    auto step = [&](StepKind k, Text text, std::vector<std::uint64_t> ids = {}) {
        if (withSteps)
            t.steps.push_back({k, std::move(text), std::move(ids)});
    };
    step(StepKind::Canonicalise,
         verbatim("canonical = json.dumps(data, sort_keys=True, separators=(',', ':'), "
                  "ensure_ascii=False) = " +
                  t.canonical));
    step(StepKind::Hash, verbatim("mmh3.hash128(canonical, seed=" + std::to_string(m_seed) +
                                  ", signed=False) = " + t.fullHash));
    step(StepKind::Truncate,
         m_bits == 128 ? text(HASHLAB_TR("core", "hash_id = first %1 bits = %2 (the full hash)"),
                              m_bits, t.hashId)
                       : text(HASHLAB_TR("core", "hash_id = first %1 bits = %2 (truncated to force "
                                                 "collisions)"),
                              m_bits, t.hashId));
    step(StepKind::Lookup,
         t.matches.empty()
             ? text(HASHLAB_TR("core", "find(hash_id = %1) on the non-unique index: no record"),
                    t.hashId)
             : text(HASHLAB_TR("core", "find(hash_id = %1) on the non-unique index: %2"), t.hashId,
                    idList(t.matches)),
         t.matches);

    if (t.matches.empty()) {
        t.outcome = Outcome::Inserted;
        t.recordId = insert(t.canonical, t.fullHash, t.hashId, false);
        step(StepKind::Apply,
             text(HASHLAB_TR("core", "new: insert record #%1 with created_at = updated_at = %2"),
                  t.recordId, m_tick),
             {t.recordId});
        return t;
    }
    if (t.sameAs) {
        t.outcome = Outcome::Duplicate;
        t.recordId = *t.sameAs;
        m_records[*t.sameAs - 1].updatedAt = m_tick;
        ++m_counters.duplicates;
        step(StepKind::Compare, text(HASHLAB_TR("core", "raw data equals record #%1's"), *t.sameAs),
             {*t.sameAs});
        step(StepKind::Apply,
             text(HASHLAB_TR("core", "duplicate: touch updated_at of #%1 = %2, nothing inserted"),
                  *t.sameAs, m_tick),
             {*t.sameAs});
        return t;
    }
    ++m_counters.collisions;
    step(StepKind::Compare,
         text(HASHLAB_TR("core", "raw data differs from %1: a hash collision"), idList(t.matches)),
         t.matches);
    switch (m_strategy) {
    case Strategy::Naive: {
        // The hash is the primary key: at most one live record per hash_id, and it is replaced.
        const std::uint64_t victim = t.matches.front();
        for (auto it = m_index.find(t.hashId); it != m_index.end(); it = m_index.find(t.hashId))
            m_index.erase(it);
        --m_counters.stored;
        t.outcome = Outcome::Overwritten;
        t.recordId = insert(t.canonical, t.fullHash, t.hashId, false);
        StoredRecord& old = m_records[victim - 1]; // after insert: push_back may reallocate
        old.lost = true;
        old.overwrittenBy = t.recordId;
        t.lostId = victim;
        ++m_counters.lost;
        step(StepKind::Apply,
             text(HASHLAB_TR("core", "naive: hash_id is the primary key, so record #%1 "
                                     "overwrites #%2: its data is lost"),
                  t.recordId, victim),
             {victim, t.recordId});
        break;
    }
    case Strategy::Reject:
        t.outcome = Outcome::Rejected;
        ++m_counters.rejected;
        m_alerts.push_back({m_tick, t.hashId, t.matches.front(),
                            m_records[t.matches.front() - 1].canonical, t.canonical});
        step(StepKind::Apply,
             text(HASHLAB_TR("core", "reject: write refused, alert logged with record #%1 and the "
                                     "incoming data"),
                  t.matches.front()),
             t.matches);
        break;
    case Strategy::Coexist:
        t.outcome = Outcome::InsertedFlagged;
        t.recordId = insert(t.canonical, t.fullHash, t.hashId, true);
        step(StepKind::Apply,
             text(HASHLAB_TR("core", "coexist: insert record #%1 with collision_flag = true "
                                     "beside %2"),
                  t.recordId, idList(t.matches)),
             {t.recordId});
        break;
    }
    return t;
}

std::vector<const StoredRecord*> DedupStore::lostRecords() const {
    std::vector<const StoredRecord*> out;
    for (const auto& r : m_records)
        if (r.lost)
            out.push_back(&r);
    return out;
}

std::vector<AuditGroup> DedupStore::audit() const {
    std::map<std::string, std::vector<std::uint64_t>> groups;
    for (const auto& [hashId, index] : m_index)
        groups[hashId].push_back(m_records[index].id);
    std::vector<AuditGroup> out;
    for (auto& [hashId, ids] : groups) {
        if (ids.size() > 1) {
            std::sort(ids.begin(), ids.end());
            out.push_back({hashId, std::move(ids)});
        }
    }
    return out;
}

nlohmann::json randomRecord(std::uint64_t seed, std::uint64_t i) {
    static const char* kEvents[] = {"click", "view", "buy", "share", "like", "login"};
    const std::uint64_t r = mixAfterGoldenStep(seed ^ mixAfterGoldenStep(i));
    return {{"event", kEvents[r % 6]},
            {"user", "u" + std::to_string((r >> 8) % 1000)},
            {"seq", i},
            {"amount", static_cast<double>((r >> 20) % 10000) / 100.0}};
}

Result<DedupRun> simulateDedup(Strategy strategy, std::uint64_t records, int bits,
                               std::uint64_t seed, const Progress& progress) {
    if (records > kMaxDedupRecords)
        return makeError("records", HASHLAB_TR("core", "must be from 0 to %1, got %2"),
                         kMaxDedupRecords, records);
    auto created = DedupStore::create(strategy, bits);
    if (!created)
        return created.error();
    DedupStore& store = created.value();
    for (std::uint64_t i = 0; i < records; ++i) {
        if ((i & 4095) == 0) {
            if (progress.cancelled())
                return makeError("cancelled", HASHLAB_TR("core", "the run was cancelled"));
            progress.report(static_cast<double>(i) / static_cast<double>(records));
        }
        const std::uint64_t r = mixAfterGoldenStep(seed + 0x5bd1e995ULL * (i + 1));
        // About one write in ten repeats an earlier record: the duplicates the store must absorb.
        const std::uint64_t which = (i > 0 && r % 10 == 0) ? (r >> 8) % i : i;
        auto w = store.write(randomRecord(seed, which), false);
        if (!w)
            return w.error();
    }
    DedupRun run;
    run.counters = store.counters();
    run.audit = store.audit();
    for (const auto* rec : store.lostRecords())
        run.lost.emplace_back(rec->id, rec->overwrittenBy);
    progress.report(1.0);
    return run;
}

} // namespace hashlab::collisions

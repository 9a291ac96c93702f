#pragma once
// The dedup store (docs/references.md "Dedup store"): records keep a physical id (the database's
// own key), a logical hash_id (murmur3-128 of the canonical JSON) on a NON-unique index, the raw
// data, created/updated times (a logical clock, so runs are reproducible) and a collision flag. The
// write path:
//   canonicalise -> hash (truncated to b bits to force collisions) -> look up by hash_id ->
//   none: insert | same raw data: duplicate, touch updated_at | different raw data: collision.
// What a collision does depends on the strategy:
//   naive   the hash is the primary key: the new record overwrites the old one, which is lost
//           (the seed forbids this; here the loss is recorded and shown);
//   reject  refuse the write and log an alert with both records;
//   coexist insert the new record with collision_flag set (the seed's design).
// Every write returns a trace of those steps for the step player.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

namespace hashlab::collisions {

enum class Strategy { Naive, Reject, Coexist };
std::string_view strategyName(Strategy s); // "naive", "reject", "coexist"
Result<Strategy> parseStrategy(std::string_view name);

struct StoredRecord {
    std::uint64_t id = 0;  // physical id: auto-increment, never reused
    std::string hashId;    // the first b bits of fullHash, ceil(b/4) hex digits
    std::string fullHash;  // 32 hex digits, format(mmh3.hash128(canonical, seed), '032x')
    std::string canonical; // the raw data in canonical form
    std::uint64_t createdAt = 0, updatedAt = 0; // logical clock: the write number
    bool collisionFlag = false;
    bool lost = false;               // overwritten under the naive strategy
    std::uint64_t overwrittenBy = 0; // the record that took its key, when lost
};

enum class Outcome { Inserted, Duplicate, Overwritten, Rejected, InsertedFlagged };
std::string_view outcomeName(Outcome o); // inserted, duplicate, overwritten, rejected, flagged

enum class StepKind { Canonicalise, Hash, Truncate, Lookup, Compare, Apply };
std::string_view stepKindName(StepKind k);

struct WriteStep {
    StepKind kind;
    Text text;                          // the step, with its numbers (english() for the CLI)
    std::vector<std::uint64_t> records; // the stored records the step looks at or changes
};

struct WriteTrace {
    std::uint64_t tick = 0;
    std::string canonical, fullHash, hashId;
    std::vector<std::uint64_t> matches;  // live records with this hash_id before the write
    std::optional<std::uint64_t> sameAs; // the match with equal raw data (a duplicate)
    Outcome outcome = Outcome::Inserted;
    std::uint64_t recordId = 0;          // the record inserted or touched (0 if rejected)
    std::optional<std::uint64_t> lostId; // naive: the record overwritten
    std::vector<WriteStep> steps;
    nlohmann::json toJson() const;
};

struct Alert {
    std::uint64_t tick = 0;
    std::string hashId;
    std::uint64_t existingId = 0;
    std::string existingData, incomingData; // canonical forms of both records
};

struct DedupCounters {
    std::uint64_t written = 0, stored = 0, duplicates = 0, collisions = 0, rejected = 0, lost = 0;
    nlohmann::json toJson() const;
};

struct AuditGroup {
    std::string hashId;
    std::vector<std::uint64_t> ids; // live records sharing it (count > 1)
};

class DedupStore {
public:
    // bits 1..128 (128 = the seed's full hash_id); seed 0..2^32-1 for murmur3.
    static Result<DedupStore> create(Strategy strategy, int bits, std::uint32_t seed = 42);
    // A record is a JSON object. Errors name "json"; the store is unchanged on error.
    Result<WriteTrace> write(const nlohmann::json& data, bool withSteps = true);
    Result<WriteTrace> writeText(std::string_view jsonText, bool withSteps = true);

    Strategy strategy() const { return m_strategy; }
    int bits() const { return m_bits; }
    std::uint32_t seed() const { return m_seed; }
    // Every record ever stored, by physical id (lost ones stay, marked).
    const std::vector<StoredRecord>& records() const { return m_records; }
    const StoredRecord* find(std::uint64_t id) const;
    const DedupCounters& counters() const { return m_counters; }
    const std::vector<Alert>& alerts() const { return m_alerts; }
    std::vector<const StoredRecord*> lostRecords() const;
    // db.items.aggregate([{$group: {_id: "$hash_id", count, ids}}, {$match: {count > 1}}]).
    std::vector<AuditGroup> audit() const;
    std::uint64_t tick() const { return m_tick; }

private:
    DedupStore(Strategy strategy, int bits, std::uint32_t seed);
    std::uint64_t insert(const std::string& canonical, const std::string& full,
                         const std::string& hashId, bool flag);

    Strategy m_strategy;
    int m_bits;
    std::uint32_t m_seed;
    std::uint64_t m_tick = 0;
    std::vector<StoredRecord> m_records;
    std::unordered_multimap<std::string, std::size_t> m_index; // hash_id -> live record index
    DedupCounters m_counters;
    std::vector<Alert> m_alerts;
};

// The first `bits` bits of a hex string as ceil(bits/4) hex digits, the unused low bits of the
// last digit zeroed ("3fa2", 14 bits -> "3fa0").
std::string truncateHex(std::string_view hex, int bits);

// The CLI's `collide dedup`: `records` random JSON records (about 1 in 10 a re-write of an
// earlier record, so duplicates occur), fixed by the seed, written with `strategy` at `bits`.
inline constexpr std::uint64_t kMaxDedupRecords = 1'000'000;
// The i-th generated record (for the GUI's "add random records").
nlohmann::json randomRecord(std::uint64_t seed, std::uint64_t i);
struct DedupRun {
    DedupCounters counters;
    std::vector<AuditGroup> audit;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> lost; // (lost id, overwritten by)
};
Result<DedupRun> simulateDedup(Strategy strategy, std::uint64_t records, int bits,
                               std::uint64_t seed, const Progress& progress = {});

} // namespace hashlab::collisions

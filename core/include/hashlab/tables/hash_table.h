#pragma once
// The hash-table lab's schemes behind one interface: separate chaining, bucketed open
// addressing, the three probe sequences of table.h, Robin Hood and cuckoo hashing, each with
// optional resizing. Every operation returns an OpTrace (the cells visited in order, the keys
// that moved, the outcome), which the command line prints and the step player walks; nothing
// else computes. Rules and sources: docs/references.md "Hash tables".
#include "hashlab/common/decimal.h"
#include "hashlab/common/result.h"
#include "hashlab/tables/probe_config.h"
#include "hashlab/tables/table.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::tables {

enum class Scheme { Chaining, Bucket, Linear, Quadratic, Double, RobinHood, Cuckoo };
// chaining, bucket, linear, quadratic, double, robinhood, cuckoo
std::string_view schemeName(Scheme s);
Result<Scheme> parseScheme(std::string_view name);

enum class GrowTo { Double, Prime }; // new size 2m, or the least prime >= 2m
std::string_view growToName(GrowTo g);
Result<GrowTo> parseGrowTo(std::string_view name);

namespace tablelimits {
inline constexpr std::uint32_t kMaxBucketSize = 64;
inline constexpr std::uint32_t kMaxMaxLoop = 10'000;
// Pagh and Rodler stop after MaxLoop = ⌈3·log_{1+ε} r⌉ rounds (r = 2m cells, load below
// 1/(2(1+ε))). At ε = 0.1 and the classroom's r ≈ 22 cells that is 98: 100 gives a small table
// every chance to succeed, and a failing insert ends within 200 kicks, short enough to step.
inline constexpr std::uint32_t kDefaultMaxLoop = 100;
// Seeded cuckoo tables rehash with new seeds after a failure; this many tries, then fail (or,
// with --grow-at, grow).
inline constexpr std::uint32_t kMaxRehashes = 32;
// A cuckoo insert that fails with --grow-at grows the tables instead, doubling up to this many
// times: keys whose cells still clash in tables 16 times larger clash whatever m is (typed
// formulas that ignore m), and the insert fails after all, the table unchanged.
inline constexpr std::uint32_t kMaxGrowthsPerInsert = 4;
// The thresholds the lab suggests (α after an insert): chaining may exceed 1; linear, double,
// Robin Hood and bucketed degrade past 3/4; quadratic and cuckoo guarantee nothing above 1/2.
Decimal suggestedGrowAt(Scheme s);
} // namespace tablelimits

struct TableConfig {
    Scheme scheme = Scheme::Chaining;
    // m (one table's size for cuckoo), the hash source, typed h1/h2, c1/c2, the step fix. For
    // cuckoo, textbook h1/h2 place a key at T1[h1 mod m] and T2[h2 mod m]; a hash source gives
    // seeded hashes instead (xxh3_64 with seeds 2s and 2s + 1), which a failed insert re-seeds.
    ProbeConfig probe;
    std::uint32_t bucketSize = 2; // b: slots per bucket (bucket)
    bool chainAtTail = false;     // chaining: insert at the tail instead of the head (CLRS)
    std::uint32_t maxLoop = tablelimits::kDefaultMaxLoop; // cuckoo rounds before giving up
    std::uint64_t seed = 0;                               // cuckoo with seeded hashes
    // Grow once α exceeds this after an insert (cuckoo: also instead of failing); none: never.
    std::optional<Decimal> growAt;
    GrowTo growTo = GrowTo::Double;
    bool incremental = false; // chaining only: Redis's dict moves one bucket per operation
    bool operator==(const TableConfig&) const = default;
};

struct Cell {
    std::uint32_t table =
        0; // 0, or 1 for cuckoo's T2 and for the new table of an incremental rehash
    std::uint64_t slot = 0;
    bool operator==(const Cell&) const = default;
};

struct KeyMove {
    std::string key;
    std::optional<Cell> from; // none: the key came in from outside (a displaced key re-entering)
    std::optional<Cell> to;   // none: the key in hand when a cuckoo insert's kicks gave up
    // When it happened, for the step player: the number of path cells visited by then (it
    // happens at path[step − 1]). Rehash moves carry 0.
    std::uint64_t step = 0;
};

struct Resize {
    std::uint64_t fromM = 0, toM = 0;
    std::uint64_t moved = 0; // keys whose slot changed (incremental: 0 when it starts)
    // Every key from its old cell to its new one, in rehash order; a cuckoo insert that grew
    // the tables instead of failing brings its key last, from nowhere.
    std::vector<KeyMove> moves;
};

struct OpTrace {
    OpKind op = OpKind::Insert;
    std::string key;
    std::vector<Cell> path;     // cells visited, in order (chaining: the slot once)
    std::uint64_t compares = 0; // keys compared with the searched one
    std::vector<KeyMove> moves; // displaced keys (Robin Hood, cuckoo kicks, backward shift)
    Outcome outcome = Outcome::NotFound;
    std::optional<Cell> at; // where the key is (placed, duplicate, found) or was (deleted)
    std::string reason;     // failed: "table_full", "cycle", "max_loop" (machine words)
    Text explanation;       // the reason or the course of a long operation, in a sentence
    std::string nestless;   // cuckoo: the key in hand when the kicks gave up (then undone)
    // Cuckoo failure: the nestless key's component of the cuckoo graph (cells as vertices, keys
    // as edges): its keys, the nestless one last, and its cells. More keys than cells: "cycle".
    std::vector<std::string> component;
    std::uint64_t componentCells = 0;
    std::uint32_t rehashes = 0;       // cuckoo: rehashes with new seeds this insert needed
    std::optional<Resize> resize;     // a growth this insert triggered (or, incremental, started)
    std::vector<KeyMove> rehashMoves; // incremental: the bucket this operation moved
    // Where and when the inserted key first went, and when a deleted key left its cell, for the
    // schemes that move other keys during the operation (Robin Hood, cuckoo): the step player
    // redraws those mid-operation. The other schemes change one cell, at the end.
    std::optional<KeyMove> entry, exit;
};

// What a slot holds, for drawing and JSON: no key (empty or tombstone) or its keys in order.
struct SlotView {
    std::vector<std::string> keys; // chaining and bucket: all of them; others: at most one
    bool tombstone = false;
    std::uint64_t distance = 0; // Robin Hood: the probe distance of the key in the slot
};

namespace detail {
// One scheme's table at a fixed size. HashTable adds the checks, the growth and the copies.
class SchemeTable {
public:
    virtual ~SchemeTable() = default;
    virtual std::uint64_t m() const = 0;
    virtual std::uint64_t count() const = 0;
    virtual double loadFactor() const = 0;
    virtual std::vector<std::vector<SlotView>> tables() const = 0;
    virtual std::vector<std::string> keys() const = 0;
    virtual std::unique_ptr<SchemeTable> clone() const = 0;
    // key is normalized (textbook keys are integers in canonical form).
    virtual Result<OpTrace> apply(OpKind op, const std::string& key) = 0;
    // Chaining with an incremental rehash grows inside apply(); the others are rebuilt.
    virtual bool growsItself() const { return false; }
    // Cuckoo: the two cells a stored key may occupy (T1[h1], T2[h2]); others: none.
    virtual std::vector<Cell> candidates(const std::string& key) const {
        (void)key;
        return {};
    }
};
} // namespace detail

class HashTable {
public:
    // Errors name the parameter: m, b, h1, h2, c1/c2, max-loop, grow-at, incremental.
    static Result<HashTable> create(const TableConfig& config);
    HashTable(const HashTable& other);
    HashTable& operator=(const HashTable& other);
    HashTable(HashTable&&) noexcept = default;
    HashTable& operator=(HashTable&&) noexcept = default;
    ~HashTable();

    const TableConfig& config() const { return m_config; }
    // The operation, applied. An error (a key the hashes cannot read, a formula failing for it)
    // leaves the table as it was, and so does a failed insert: no scheme ever loses a key. With
    // growAt a cuckoo insert that runs out of kicks (and seeds) grows the tables instead.
    Result<OpTrace> apply(OpKind op, std::string_view key);

    std::uint64_t m() const { return m_impl->m(); } // slots (buckets) of one table
    std::uint64_t count() const { return m_impl->count(); }
    double loadFactor() const { return m_impl->loadFactor(); } // n/m; cuckoo n/2m; bucket n/(m·b)
    // One table, or two (cuckoo; chaining while an incremental rehash runs).
    std::vector<std::vector<SlotView>> tables() const { return m_impl->tables(); }
    // Keys in (table, slot, chain) order: the order a rehash re-inserts them.
    std::vector<std::string> keys() const { return m_impl->keys(); }
    // Cuckoo: the cells T1[h1(key)] and T2[h2(key)] of a key the table can hash — the key's edge
    // in the cuckoo graph; empty for the other schemes or a key the hashes cannot read.
    std::vector<Cell> cuckooCells(const std::string& key) const;

private:
    HashTable(TableConfig config, std::unique_ptr<detail::SchemeTable> impl);
    // Rebuilds every key into the next size; with `extra` (a cuckoo insert that failed) the key
    // as well, trying larger sizes until all fit. Unchanged on an error.
    Status grow(Resize& resize, const std::string* extra = nullptr);
    TableConfig m_config;
    std::unique_ptr<detail::SchemeTable> m_impl;
};

// The least prime >= n (n <= 2·10^6 here: trial division is instant).
std::uint64_t nextPrime(std::uint64_t n);

} // namespace hashlab::tables

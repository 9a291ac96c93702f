#pragma once
// The cuckoo filter of Fan, Andersen, Kaminsky and Mitzenmacher (CoNEXT 2014;
// docs/references.md, "Cuckoo filters"): a table of buckets of b entries, each entry an f-bit
// fingerprint of a key or empty. A key may live in two buckets, i1 and i2 = i1 XOR hash(fp)
// ("partial-key cuckoo hashing"), so a stored fingerprint can be moved to its other bucket
// without the key. XOR only stays inside the table when the bucket count is a power of two: it is
// rounded up, and the padding is counted in bitsPerKey().
//
// Fingerprint 0 marks an empty entry, so a key's fingerprint is drawn uniformly from the 2^f − 1
// non-zero values: fp = 1 + ⌊h2·(2^f − 1) / 2^64⌋ (the authors' code maps 0 to 1 instead, which
// makes fingerprint 1 twice as likely as any other).
//
// When an insert still has a fingerprint in hand after MaxKicks kicks, it keeps it in a one-entry
// victim stash, as the authors' implementation does, so no inserted key is lost; the insert is
// reported as a failure, and every later insert is refused until a deletion frees the stash.
#include "hashlab/bloom/filter.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::bloom {

inline constexpr unsigned kMaxCuckooFingerprintBits = 16;
inline constexpr unsigned kMaxCuckooBucket = 8;
inline constexpr unsigned kMaxCuckooKicks = 100'000;
// Entries are 16-bit words: 2^30 of them are 2 GiB, the memory limit of a Bloom filter.
inline constexpr std::uint64_t kMaxCuckooEntries = std::uint64_t{1} << 30;
// Filters with f up to this many bits keep hash(fp) & mask in a table of 2^f 32-bit entries.
inline constexpr unsigned kCuckooAltTableBits = 12;

struct CuckooConfig {
    std::uint64_t n = 1000;        // keys the filter is sized for
    unsigned fingerprintBits = 12; // f: 2 to 16
    unsigned bucket = 4;           // b: entries per bucket, 1 to 8
    unsigned maxKicks = 500;
    std::uint64_t seed = 0;
};

// Errors name the parameter ("n", "fingerprint-bits", "bucket", "max-kicks").
Status validate(const CuckooConfig& c);
// The authors' rule: the smallest power of two ≥ n / b buckets, doubled when n would fill more
// than 96 % of its entries.
std::uint64_t cuckooBuckets(const CuckooConfig& c);

enum class CuckooInsert {
    Stored,  // in one of its buckets, after `kicks` relocations
    Stashed, // MaxKicks ran out: the last evicted fingerprint waits in the victim stash (a failure)
    Refused  // the stash was already occupied: nothing changed
};

// One relocation of an insert: the fingerprint `placed` goes into bucket[slot], evicting
// `evicted`, which then heads for its other bucket `next` = bucket XOR hash(evicted).
struct CuckooKick {
    std::uint64_t bucket = 0;
    unsigned slot = 0;
    std::uint32_t placed = 0;
    std::uint32_t evicted = 0;
    std::uint64_t next = 0;
};

struct CuckooTrace {
    Op op = Op::Insert;
    std::string key;
    std::uint64_t h1 = 0, h2 = 0;
    std::uint32_t fingerprint = 0;
    std::uint64_t i1 = 0, i2 = 0;
    std::vector<Text> derivation;
    std::vector<CuckooKick> kicks;
    // Where the operation ended: the bucket and slot written, found or cleared (stash: none).
    std::optional<std::uint64_t> bucket;
    std::optional<unsigned> slot;
    bool stash = false; // the fingerprint was found in (or went to, or left) the victim stash
    CuckooInsert insert = CuckooInsert::Stored;
    bool result = false; // insert: stored (table or stash); query: "maybe"; remove: removed
    Text note;
};

class CuckooFilter {
public:
    static Result<CuckooFilter> create(const CuckooConfig& config);

    CuckooInsert add(std::string_view key);
    bool mayContain(std::string_view key) const;
    // Removes one entry holding the key's fingerprint in i1, i2 or the stash - whatever key put it
    // there: the caller decides whether `key` was inserted (deletion.h's policy). A freed slot
    // lets the stashed fingerprint back into the table.
    bool remove(std::string_view key);

    CuckooTrace traceInsert(std::string_view key);
    CuckooTrace traceQuery(std::string_view key) const;
    CuckooTrace traceRemove(std::string_view key);
    // A trace of `op` on `key` with the derivation (fingerprint, i1, i2) filled in and nothing
    // done yet: what a refused operation shows.
    CuckooTrace traceStart(Op op, std::string_view key) const;

    const CuckooConfig& config() const { return m_cfg; }
    std::uint64_t buckets() const { return m_mask + 1; }
    unsigned bucketSize() const { return m_cfg.bucket; }
    std::uint32_t entry(std::uint64_t bucket, unsigned slot) const {
        return m_table[bucket * m_cfg.bucket + slot];
    }
    bool stashUsed() const { return m_stashUsed; }
    std::uint32_t stashFingerprint() const { return m_stashFp; }
    std::uint64_t stashBucket() const { return m_stashBucket; }
    std::uint64_t storedInTable() const { return m_stored; }
    double load() const { return double(m_stored) / double(buckets() * m_cfg.bucket); }
    // Logical size: buckets·b entries of f bits (the one-entry stash is not counted).
    std::uint64_t tableBits() const { return buckets() * m_cfg.bucket * m_cfg.fingerprintBits; }
    // tableBits() / n: the bits per key of a packed table sized for n, padding included.
    double bitsPerKey() const { return double(tableBits()) / double(m_cfg.n); }
    // Memory actually held: entries are 16-bit words whatever f is (a cache line holds whole
    // buckets of b ≤ 4), so this exceeds tableBits()/8 when f < 16.
    std::uint64_t bytes() const { return m_table.size() * sizeof(std::uint16_t); }

    // The fingerprint and the two buckets of a key.
    struct Place {
        std::uint32_t fp = 0;
        std::uint64_t i1 = 0, i2 = 0;
    };
    Place place(std::string_view key) const;
    std::uint64_t altIndex(std::uint64_t bucket, std::uint32_t fp) const;

private:
    explicit CuckooFilter(const CuckooConfig& c);
    template <bool Traced>
    CuckooInsert insertFp(std::uint64_t i, std::uint32_t fp, CuckooTrace* t);
    template <bool Traced>
    CuckooInsert kick(std::uint64_t i1, std::uint64_t i2, std::uint32_t fp, CuckooTrace* t);
    template <bool Traced>
    bool placeIn(std::uint64_t i, std::uint32_t fp, CuckooTrace* t);
    int findIn(std::uint64_t i, std::uint32_t fp) const;
    [[gnu::noinline]] bool mayContainAny(std::string_view key) const;
    bool removeFp(const Place& p, CuckooTrace* t);
    const std::uint32_t* altTable() const { return m_alt.empty() ? nullptr : m_alt.data(); }

    CuckooConfig m_cfg;
    std::uint64_t m_mask = 0;
    std::uint64_t m_fpRange = 1; // 2^f − 1 non-zero fingerprints
    std::uint64_t m_rng = 0;     // picks the slot to evict: deterministic for a seed
    std::uint64_t m_stored = 0;
    bool m_stashUsed = false;
    std::uint32_t m_stashFp = 0;
    std::uint64_t m_stashBucket = 0;
    std::vector<std::uint16_t, CacheLineAllocator<std::uint16_t>> m_table;
    // hash(fp) & mask for every fingerprint when f ≤ kCuckooAltTableBits (at most 16 KiB, so it
    // stays in L1): one load instead of mix64's two dependent multiplies on the way to i2. Empty
    // for larger f, which compute it. The same i2 either way.
    std::vector<std::uint32_t> m_alt;
};

// The bound of the authors' analysis, 2b / 2^f, and the estimate at load α with non-zero
// fingerprints: 1 − (1 − 1/(2^f − 1))^(2bα) (the chance that one of the 2bα entries a query reads
// holds its fingerprint).
double cuckooFpBound(unsigned fingerprintBits, unsigned bucket);
double cuckooFpEstimate(unsigned fingerprintBits, unsigned bucket, double load);

} // namespace hashlab::bloom

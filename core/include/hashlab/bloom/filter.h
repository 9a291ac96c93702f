#pragma once
// Bloom filters of seven variants over one bit (or counter) array of exactly m cells.
//
// Every variant hashes a key once into two 64-bit halves (h1, h2) of xxh3_128 (the
// independent variant hashes k times) and derives k cell indices from them; the index formulas
// are the ones docs/references.md states. Reductions into [0, m) use Lemire's multiply-shift
// ⌊x·m / 2^64⌋ (docs/references.md, "Reducing a hash to a cell"), which maps onto exactly [0, m).
// The m a filter uses is wholePartitionsM of the one asked (a prime for double hashing and
// counting, whole blocks or shards), and config() holds it, so the theory's m and the filter's m
// are the same number once the caller reports m_used. The hot paths
// (add / mayContain) allocate nothing; the traced paths (traceInsert / traceQuery / traceRemove)
// compute the same indices and record each one with its formula, for the GUI's step player and the
// command line.
#include "hashlab/common/mix.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <new>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::bloom {

enum class Variant { Independent, Double, Enhanced, Blocked, Counting, Sharded, BadStep };

std::span<const Variant> allVariants();
std::string_view variantName(Variant v); // "independent", "double", ..., "bad-step"
Result<Variant> parseVariant(std::string_view name);

// Limits, checked before anything is allocated.
inline constexpr std::uint64_t kMaxBits = std::uint64_t{1} << 34; // memory of one filter, in bits
inline constexpr unsigned kMaxK = 64;
// The blocked variant is a split block Bloom filter (Putze et al.; the Parquet format's filter):
// blocks of 8 words of 32 bits, half a cache line each, and every key sets one bit in each word
// of its block, so its k is 8 and m is a whole number of blocks.
inline constexpr unsigned kBlockBits = 256;
inline constexpr unsigned kSplitWords = 8;
inline constexpr unsigned kSplitK = kSplitWords;
// The word w of a key's block gets bit ⌊(x·kSplitSalts[w] mod 2^32) / 2^27⌋, x = the low 32 bits
// of h1: the eight odd constants of the Parquet specification (and Impala's).
inline constexpr std::uint32_t kSplitSalts[kSplitWords] = {0x47b6137bU, 0x44974d91U, 0x8824ad5bU,
                                                           0xa2b7289dU, 0x705495c7U, 0x2df1424bU,
                                                           0x9efc4947U, 0x5c6bfb31U};
inline constexpr unsigned kMaxShards = 4096;
inline constexpr unsigned kCounterBits = 4;

struct FilterConfig {
    Variant variant = Variant::Double;
    std::uint64_t m = 1024; // cells: bits, or 4-bit counters for the counting variant
    unsigned k = 7;
    std::uint64_t seed = 0;
    unsigned shards = 64; // sharded variant only (S)
};

// Memory the cells take, in bits (4·m for counting), before rounding up to 64-bit words.
std::uint64_t cellMemoryBits(const FilterConfig& c);
// Validates every field and the memory limit; errors name the parameter and its range.
Status validate(const FilterConfig& c);
// The m the variant uses for an asked c.m: whole 256-bit blocks for blocked (at least one),
// whole shards for sharded, the smallest prime ≥ c.m for double hashing and counting (the step
// b = 1 + (h2 mod (m − 1)) is then coprime with m: a key's k ≤ m cells are distinct; docs/
// references.md, "The step of double hashing"); c.m for the others. `bloom size` prints an m for
// the classic filter, and a user passes it straight to any variant: the command line and the
// window round it with this and report the result (m_used). BloomFilter::create applies it to
// double hashing and counting itself; blocked and sharded refuse an m they would round.
std::uint64_t wholePartitionsM(const FilterConfig& c);
// Whether BloomFilter::create takes c.m to the smallest prime ≥ c.m.
bool usesPrimeM(Variant v);

struct HashPair {
    std::uint64_t h1 = 0;
    std::uint64_t h2 = 0;
};
// The two halves of xxh3_128(key, seed): h1 the low, h2 the high 64 bits.
HashPair hashKey(std::string_view key, std::uint64_t seed);

__extension__ typedef unsigned __int128 Uint128;
// ⌊x·m / 2^64⌋: maps x uniformly onto exactly [0, m).
inline std::uint64_t reduce(std::uint64_t x, std::uint64_t m) {
    return static_cast<std::uint64_t>((static_cast<Uint128>(x) * m) >> 64);
}

using hashlab::mix64; // block positions, experiment keys, the pipeline's random stream

// The sharded variant's step moved to the next value coprime with its shard size m_s: a step
// sharing a factor g with m_s reaches only m_s/g cells (docs/references.md, "The step of double
// hashing"), so some keys would get fewer than k distinct cells. (Double hashing and counting
// avoid this with a prime m instead; a shard size is m / S, seldom prime.) b ← b + 1 (from m−1
// back to 1) until gcd(b, m) = 1. It sits on the hot path, so no gcd: m's odd prime factors p are
// found once, and p | b is tested with one multiplication, b·p⁻¹ mod 2^64 ≤ ⌊(2^64−1)/p⌋ (exact
// for odd p; Granlund and Montgomery; docs/references.md, "Reducing a hash to a cell").
class CoprimeStep {
public:
    CoprimeStep() = default;
    explicit CoprimeStep(std::uint64_t m);
    // b and the value after it are tested together, without a branch per prime, and one of the
    // two taken by a conditional move: a branch on "b is coprime" mispredicts when one step in a
    // few moves on.
    std::uint64_t operator()(std::uint64_t b) const {
        if (m_m <= 2)
            return b;
        const std::uint64_t next = b + 1 == m_m ? 1 : b + 1;
        const bool first = coprime(b), second = coprime(next);
        if (first | second)
            return first ? b : next;
        for (b = next; !coprime(b);)
            b = b + 1 == m_m ? 1 : b + 1;
        return b;
    }
    bool coprime(std::uint64_t b) const {
        bool r = !(m_even & ((b & 1) == 0));
        for (unsigned i = 0; i < m_odd; ++i)
            r &= b * m_inverse[i] > m_limit[i];
        return r;
    }

private:
    std::uint64_t m_m = 1;
    bool m_even = false;
    unsigned m_odd = 0; // at most 9 distinct odd primes divide an m ≤ 2^34
    std::uint64_t m_inverse[10] = {}, m_limit[10] = {};
};

// One derived index of a traced operation.
struct IndexStep {
    unsigned i = 0;
    std::uint64_t index = 0;
    Text formula;        // e.g. "g_2 = (a + 2·b) mod m = (17 + 2·5) mod 32 = 27"
    unsigned before = 0; // bit (0/1) or counter value before the operation touched it
    unsigned after = 0;
};

enum class Op { Insert, Query, Remove };

struct OpTrace {
    Op op = Op::Query;
    std::string key;
    Variant variant = Variant::Double;
    std::uint64_t m = 0;
    unsigned k = 0;
    std::uint64_t h1 = 0, h2 = 0;
    std::vector<Text> derivation; // the lines before the indices ("a = ⌊h1·m/2^64⌋ = ...")
    std::vector<IndexStep> steps;
    // Query: every cell non-zero ("maybe"). Insert: always true. Remove: the key was removed.
    bool result = false;
    Text note; // e.g. why a removal was refused
};

// 64-byte aligned words, so that a 256-bit block never straddles two cache lines.
template <typename T>
struct CacheLineAllocator {
    using value_type = T;
    CacheLineAllocator() = default;
    template <typename U>
    CacheLineAllocator(const CacheLineAllocator<U>&) {}
    T* allocate(std::size_t n) {
        return static_cast<T*>(::operator new (n * sizeof(T), std::align_val_t{64}));
    }
    void deallocate(T* p, std::size_t) { ::operator delete (p, std::align_val_t{64}); }
    template <typename U>
    bool operator==(const CacheLineAllocator<U>&) const {
        return true;
    }
};

class BloomFilter {
public:
    // Validates, then allocates; an allocation failure is an error, not an exception.
    static Result<BloomFilter> create(const FilterConfig& config);

    // The small, stable membership pre-check API other code builds on.
    void add(std::string_view key);
    bool mayContain(std::string_view key) const;
    // Counting variant only: decrements each counter once per time the key's indices hit it, if
    // every counter is at least that (a saturated counter stays at 15: it no longer knows its
    // true count). False, changing nothing, otherwise.
    bool remove(std::string_view key);

    // Throughput paths for many keys: hash a group of keys, prefetch the cache lines their first
    // indices fall in, then test (or set) them, so that the memory loads of a group overlap
    // instead of waiting one after another. Same answers as mayContain / add, key by key.
    void mayContainMany(std::span<const std::string_view> keys, bool* out) const;
    void addMany(std::span<const std::string_view> keys);

    OpTrace traceInsert(std::string_view key);
    OpTrace traceQuery(std::string_view key) const;
    OpTrace traceRemove(std::string_view key);

    // The k indices of a key, in derivation order (repeats kept).
    std::vector<std::uint64_t> indices(std::string_view key) const;

    const FilterConfig& config() const { return m_cfg; }
    std::uint64_t m() const { return m_cfg.m; }
    unsigned k() const { return m_cfg.k; }
    Variant variant() const { return m_cfg.variant; }
    std::uint64_t insertedCount() const { return m_inserted; }
    // Cell value: the bit (0/1), or the counter (0..15).
    unsigned cell(std::uint64_t index) const;
    // Sets a cell to zero - the unsafe "delete" the lab demonstrates on a plain filter.
    void clearCell(std::uint64_t index);
    std::uint64_t nonZeroCells() const;
    double fillRatio() const { return static_cast<double>(nonZeroCells()) / double(m_cfg.m); }
    std::uint64_t bytes() const { return m_words.size() * 8; }
    void clear();

    // The blocked variant's kernel: the AVX2 one when the processor has it (chosen at run time),
    // else the portable one, which sets and tests the same bits. Tests force the portable one.
    bool usesAvx2() const { return m_avx2; }
    void usePortableKernel() { m_avx2 = false; }

    // Block (blocked) or shard (sharded) size in cells; m for the other variants.
    std::uint64_t partitionSize() const { return m_part; }
    // The double-hashing step b of a key: 1 + ⌊h2·(m−1)/2^64⌋, coprime with the prime m (double,
    // counting); moved on to the next value coprime with the shard size (sharded); as published
    // (enhanced); the bad-step variant's multiple of its common factor.
    std::uint64_t stepFor(const HashPair& h) const;
    // The bad-step variant's forced common factor g = gcd-factor of every step with m.
    std::uint64_t badStepFactor() const { return m_badG; }

private:
    explicit BloomFilter(const FilterConfig& c);
    template <typename F>
    void forEachIndex(std::string_view key, F&& f) const;
    template <typename F>
    void forEachIndexOf(const HashPair& h, F&& f) const; // every variant but independent
    bool testBits(const HashPair& h) const;
    void setBits(const HashPair& h);
    // The blocked variant's paths (split_block.cpp), portable and AVX2.
    bool blockedMayContain(std::string_view key) const;
    bool blockedMayContainAvx2(std::string_view key) const;
    void blockedAdd(std::string_view key);
    void blockedAddAvx2(std::string_view key);
    void blockedQueryMany(std::span<const std::string_view> keys, bool* out) const;
    void blockedQueryManyAvx2(std::span<const std::string_view> keys, bool* out) const;
    void blockedAddMany(std::span<const std::string_view> keys);
    void blockedAddManyAvx2(std::span<const std::string_view> keys);
    void doubleAdd(std::string_view key); // double hashing, k ≤ 7 (filter_double.cpp)
    OpTrace trace(Op op, std::string_view key) const;
    std::optional<std::uint64_t> firstShortCounter(const std::vector<std::uint64_t>& idx) const;
    void decrement(std::uint64_t index);

    FilterConfig m_cfg;
    std::uint64_t m_part = 0;  // partition size (block / shard), m when unpartitioned
    std::uint64_t m_parts = 1; // number of partitions
    std::uint64_t m_badL = 1;  // bad-step orbit bound L = m / g
    std::uint64_t m_badG = 1;
    CoprimeStep m_step; // sharded: for the shard size
    std::uint64_t m_inserted = 0;
    bool m_avx2 = false;       // blocked: the AVX2 kernel
    bool m_doubleFast = false; // double hashing, k ≤ 7: doubleAdd
    std::vector<std::uint64_t, CacheLineAllocator<std::uint64_t>> m_words;
};

} // namespace hashlab::bloom

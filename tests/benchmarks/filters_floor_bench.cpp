// Issue 17's pinned floor benchmark: n = 10^6 keys of 8 bytes, ε = 1 %, lookups half present and
// half absent (interleaved by a fixed pseudo-random pattern). A structure's floor is one xxh3 of
// the key plus touching, in a buffer of the structure's own size, the cache lines its lookup
// cannot avoid: 1 for a blocked Bloom filter, 2 for a cuckoo filter (its two buckets), the lines
// up to the first zero bit for a double-hashing one; inserts below. libbloom runs on the same keys
// and mix as the outside baseline. The ratios are read from one run (docs/bloom.md, "Speed"), never
// asserted.
#include "hashlab/bloom/cuckoo_filter.h"
#include "hashlab/bloom/experiment.h"
#include "hashlab/bloom/filter.h"
#include "hashlab/bloom/theory.h"

#include <benchmark/benchmark.h>

#ifdef HASHLAB_HAVE_LIBBLOOM
extern "C" {
#include <bloom.h>
}
#endif

#include <memory>
#include <vector>

namespace {

using namespace hashlab::bloom;

constexpr std::uint64_t kN = 1'000'000;
constexpr std::size_t kRing = 1 << 16;

std::string_view view(const std::uint64_t& k) {
    return {reinterpret_cast<const char*>(&k), 8};
}

// Half present (inserted keys), half absent, in an order fixed by a splitmix64 stream.
const std::vector<std::uint64_t>& mixedKeys() {
    static const std::vector<std::uint64_t> keys = [] {
        std::vector<std::uint64_t> v(kRing);
        std::uint64_t state = 42;
        for (std::size_t i = 0; i < kRing; ++i) {
            const std::uint64_t r = hashlab::splitmix64Next(state);
            v[i] = (i & 1) ? experimentKey(1, r % kN) : experimentKey(1, kQueryKeyBase + r);
        }
        return v;
    }();
    return keys;
}

// The filter holding the n inserted keys, built once.
template <typename Filter>
std::unique_ptr<Filter> filled(Filter f) {
    auto p = std::make_unique<Filter>(std::move(f));
    for (std::uint64_t i = 0; i < kN; ++i) {
        const std::uint64_t k = experimentKey(1, i);
        p->add(view(k));
    }
    return p;
}

// The split block filter at ε = 1 %: the fewest whole 256-bit blocks that reach it (k = 8).
const BloomFilter& blocked() {
    static const auto f = filled(*BloomFilter::create(
        {Variant::Blocked, blockedBlocksFor(kN, 0.01) * kBlockBits, kSplitK, 1, 64}));
    return *f;
}

// libbloom's m itself, double hashing
const BloomFilter& classic() {
    static const auto f = filled(*BloomFilter::create({Variant::Double, 9'585'059, 7, 1, 64}));
    return *f;
}

// f = 10: 2b/2^f = 8/1024 = 0.78 % ≤ 1 %.
const CuckooFilter& cuckoo() {
    static const auto f = filled(*CuckooFilter::create({kN, 10, 4, 500, 1}));
    return *f;
}

void perKey(benchmark::State& state) {
    state.counters["ns_per_key"] =
        benchmark::Counter(double(state.iterations()) * 1e-9,
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// The floor: xxh3_128 of the key, then `lines` loads from a buffer of `bytes`, at lines chosen
// from the hash as the filter would (h1 for the first, h2 for the second). With `bitTests` > 0 the
// first line is read as the split block mapping reads it, in plain C++: the word w gets the top 5
// bits of x·salt_w - the floor plus the bit arithmetic of the portable kernel.
void floorLookup(benchmark::State& state, std::uint64_t bytes, unsigned lines,
                 unsigned bitTests = 0) {
    const std::uint64_t nLines = bytes / 64;
    std::vector<std::uint64_t, CacheLineAllocator<std::uint64_t>> buf(nLines * 8, 0);
    for (std::uint64_t i = 0; i < buf.size(); ++i)
        buf[i] = hashlab::mix64(i);
    const auto& keys = mixedKeys();
    std::size_t i = 0;
    std::uint64_t acc = 0;
    for (auto _ : state) {
        const HashPair h = hashKey(view(keys[i++ & (kRing - 1)]), 1);
        const std::uint64_t* line = buf.data() + reduce(h.h1, nLines) * 8;
        if (bitTests == 0) {
            acc += line[0];
        } else {
            std::uint64_t a = 1;
            const auto x = static_cast<std::uint32_t>(h.h1);
            for (unsigned j = 0; j < bitTests; ++j) {
                const unsigned bit = static_cast<std::uint32_t>(x * kSplitSalts[j]) >> 27;
                a &= line[j / 2] >> (32 * (j & 1) + bit);
            }
            acc += a & 1;
        }
        if (lines == 2)
            acc += buf[reduce(h.h2, nLines) * 8];
    }
    benchmark::DoNotOptimize(acc);
    perKey(state);
    state.counters["bytes"] = double(bytes);
}

void BM_FloorBlockedLookup(benchmark::State& state) {
    floorLookup(state, blocked().bytes(), 1);
}
void BM_FloorCuckooLookup(benchmark::State& state) {
    floorLookup(state, cuckoo().bytes(), 2);
}

template <typename Filter>
void lookupMixed(benchmark::State& state, const Filter& f) {
    const auto& keys = mixedKeys();
    std::size_t i = 0;
    std::uint64_t maybe = 0;
    for (auto _ : state)
        maybe += f.mayContain(view(keys[i++ & (kRing - 1)]));
    benchmark::DoNotOptimize(maybe);
    perKey(state);
    state.counters["maybe_share"] = double(maybe) / double(state.iterations());
    state.counters["bytes"] = double(f.bytes());
}

void BM_BlockedLookupMixed(benchmark::State& state) {
    lookupMixed(state, blocked());
    state.counters["avx2"] = blocked().usesAvx2();
}
// The same filter through the portable kernel, on a machine with AVX2 too.
void BM_BlockedLookupMixedPortable(benchmark::State& state) {
    static const BloomFilter f = [] {
        BloomFilter c = blocked();
        c.usePortableKernel();
        return c;
    }();
    lookupMixed(state, f);
}
void BM_CuckooLookupMixed(benchmark::State& state) {
    lookupMixed(state, cuckoo());
    state.counters["bits_per_key"] = cuckoo().bitsPerKey();
}

// The double-hashing lookup (libbloom's m, k = 7) on the same mix, and its floor: one xxh3, then
// the lines a lookup cannot avoid - all k for a present key; for an absent one the lines up to
// its first zero bit, j + 1 lines with probability ρ^j·(1 − ρ) (ρ = the filter's fill ratio, the
// bits drawn from the hash), 2.0 lines on average at ρ ≈ 0.5. Lines h1, h1 + b, ... as the filter.
void BM_DoubleLookupMixed(benchmark::State& state) {
    lookupMixed(state, classic());
}

void BM_FloorDoubleLookup(benchmark::State& state) {
    const BloomFilter& f = classic();
    const auto passes = static_cast<std::uint64_t>(f.fillRatio() * 512); // of 512
    const std::uint64_t nLines = f.bytes() / 64;
    std::vector<std::uint64_t, CacheLineAllocator<std::uint64_t>> buf(nLines * 8, 0);
    for (std::uint64_t i = 0; i < buf.size(); ++i)
        buf[i] = hashlab::mix64(i);
    const auto& keys = mixedKeys();
    std::size_t i = 0;
    std::uint64_t acc = 0, lines = 0;
    for (auto _ : state) {
        const bool present = i & 1; // mixedKeys: odd places hold inserted keys
        const HashPair h = hashKey(view(keys[i++ & (kRing - 1)]), 1);
        unsigned n = 1;
        for (std::uint64_t r = h.h2; n < 7 && (present || (r & 511) < passes); r >>= 9)
            ++n;
        std::uint64_t line = reduce(h.h1, nLines);
        const std::uint64_t step = 1 + reduce(h.h2, nLines - 1);
        for (unsigned j = 0; j < n; ++j) {
            acc += buf[line * 8];
            line += step;
            line = line >= nLines ? line - nLines : line;
        }
        lines += n;
    }
    benchmark::DoNotOptimize(acc);
    perKey(state);
    state.counters["lines_per_key"] = double(lines) / double(state.iterations());
}

void BM_FloorBlockedKernel(benchmark::State& state) {
    floorLookup(state, blocked().bytes(), 1, kSplitK);
}

// Insert floors: one xxh3, then a read-modify-write of the lines an insert cannot avoid - 1 for
// a blocked filter, k = 7 for a double-hashing one (lines h1, h1 + b, ... as the filter picks).
void floorInsert(benchmark::State& state, std::uint64_t bytes, unsigned lines) {
    const std::uint64_t nLines = bytes / 64;
    std::vector<std::uint64_t, CacheLineAllocator<std::uint64_t>> buf(nLines * 8, 0);
    const auto& keys = mixedKeys();
    std::size_t i = 0;
    for (auto _ : state) {
        const HashPair h = hashKey(view(keys[i++ & (kRing - 1)]), 1);
        std::uint64_t line = reduce(h.h1, nLines);
        const std::uint64_t step = 1 + reduce(h.h2, nLines - 1);
        for (unsigned j = 0; j < lines; ++j) {
            buf[line * 8] |= h.h2;
            line += step;
            line = line >= nLines ? line - nLines : line;
        }
    }
    benchmark::DoNotOptimize(buf.data());
    perKey(state);
}

// A copy of the benchmark's filter, so that inserting keeps the measured one as built.
template <typename Filter>
void insertMixed(benchmark::State& state, Filter f) {
    const auto& keys = mixedKeys();
    std::size_t i = 0;
    for (auto _ : state)
        f.add(view(keys[i++ & (kRing - 1)]));
    benchmark::DoNotOptimize(&f);
    perKey(state);
}

// A cuckoo insert is measured as what it is used for: building the filter from empty up to its n
// keys (the sized load, 95 %), timed per key, kicks included. Its floor is one xxh3 plus the two
// bucket lines, read as a lookup reads them, with a write into the first: an insert that finds
// room in i1 could stop there, but the fill ends at 95 % load, where the first bucket is full for
// a large share of keys and i2 must be read; the kicks themselves are not counted (they are the
// price of the load, which the 1.5x budget has to absorb). Same n keys, same order, same bytes.
void BM_FloorCuckooInsert(benchmark::State& state) {
    const std::uint64_t nLines = cuckoo().bytes() / 64;
    std::vector<std::uint64_t, CacheLineAllocator<std::uint64_t>> buf(nLines * 8, 0);
    std::uint64_t acc = 0;
    for (auto _ : state) {
        for (std::uint64_t i = 0; i < kN; ++i) {
            const std::uint64_t k = experimentKey(1, i);
            const HashPair h = hashKey(view(k), 1);
            acc += buf[reduce(h.h2, nLines) * 8];
            buf[reduce(h.h1, nLines) * 8] |= h.h2;
        }
    }
    benchmark::DoNotOptimize(acc);
    benchmark::DoNotOptimize(buf.data());
    state.counters["ns_per_key"] =
        benchmark::Counter(double(state.iterations() * kN) * 1e-9,
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// The kicks of the sized fill, key by key: how many relocations the real filter made for each of
// the n inserts (traceInsert leaves the same table as add: cuckoo_fast_paths_test.cpp).
const std::vector<std::uint16_t>& fillKicks() {
    static const std::vector<std::uint16_t> kicks = [] {
        std::vector<std::uint16_t> v(kN);
        auto f = *CuckooFilter::create({kN, 10, 4, 500, 1});
        for (std::uint64_t i = 0; i < kN; ++i) {
            const std::uint64_t k = experimentKey(1, i);
            v[i] = static_cast<std::uint16_t>(f.traceInsert(view(k)).kicks.size());
        }
        return v;
    }();
    return kicks;
}

// The insert floor with the kick chain the paper's eviction rule makes at this load: the floor
// above plus, for each key, as many read-modify-writes of further lines as the real fill made
// kicks for it, each line chosen from the value read in the one before (a kick learns its next
// bucket only from the fingerprint it evicts). What the fill cannot avoid without another
// eviction rule; not the floor, which has no kicks (docs/bloom.md, "Speed").
void BM_FloorCuckooInsertKicks(benchmark::State& state) {
    const std::vector<std::uint16_t>& kicks = fillKicks();
    const std::uint64_t nLines = cuckoo().bytes() / 64;
    std::vector<std::uint64_t, CacheLineAllocator<std::uint64_t>> buf(nLines * 8, 0);
    for (std::uint64_t i = 0; i < buf.size(); ++i)
        buf[i] = hashlab::mix64(i);
    std::uint64_t acc = 0, total = 0;
    for (auto _ : state) {
        for (std::uint64_t i = 0; i < kN; ++i) {
            const std::uint64_t k = experimentKey(1, i);
            const HashPair h = hashKey(view(k), 1);
            acc += buf[reduce(h.h2, nLines) * 8];
            std::uint64_t line = reduce(h.h1, nLines), carried = h.h2;
            for (unsigned j = 0; j < kicks[i]; ++j) {
                std::uint64_t& e = buf[line * 8];
                const std::uint64_t evicted = e;
                e = carried;
                carried = evicted;
                line = reduce(hashlab::mix64(evicted), nLines);
            }
            buf[line * 8] |= carried;
            total += kicks[i];
        }
    }
    benchmark::DoNotOptimize(acc);
    benchmark::DoNotOptimize(buf.data());
    state.counters["ns_per_key"] =
        benchmark::Counter(double(state.iterations() * kN) * 1e-9,
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
    state.counters["kicks_per_key"] = double(total) / double(state.iterations() * kN);
}

void BM_CuckooInsertFill(benchmark::State& state) {
    std::uint64_t failed = 0;
    for (auto _ : state) {
        auto f = *CuckooFilter::create({kN, 10, 4, 500, 1});
        for (std::uint64_t i = 0; i < kN; ++i) {
            const std::uint64_t k = experimentKey(1, i);
            failed += f.add(view(k)) != CuckooInsert::Stored;
        }
        benchmark::DoNotOptimize(&f);
    }
    state.counters["ns_per_key"] =
        benchmark::Counter(double(state.iterations() * kN) * 1e-9,
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
    state.counters["failed_inserts"] = double(failed) / double(state.iterations());
}

void BM_FloorBlockedInsert(benchmark::State& state) {
    floorInsert(state, blocked().bytes(), 1);
}
void BM_BlockedInsert(benchmark::State& state) {
    insertMixed(state, blocked());
}
void BM_BlockedInsertPortable(benchmark::State& state) {
    BloomFilter f = blocked();
    f.usePortableKernel();
    insertMixed(state, std::move(f));
}
void BM_FloorDoubleInsert(benchmark::State& state) {
    floorInsert(state, classic().bytes(), 7);
}
void BM_DoubleInsert(benchmark::State& state) {
    insertMixed(state, classic());
}

#ifdef HASHLAB_HAVE_LIBBLOOM
// libbloom (Debian's libbloom 1.6, the outside baseline) at the same n, ε, keys and mix:
// bloom_init(10^6, 0.01) sizes it to 9,585,059 bits and 7 hashes (murmur2 double hashing, each of
// the 7 bits on a line of its own).
struct LibBloom {
    struct bloom b {};
    LibBloom() {
        bloom_init(&b, static_cast<int>(kN), 0.01);
        for (std::uint64_t i = 0; i < kN; ++i) {
            const std::uint64_t k = experimentKey(1, i);
            bloom_add(&b, &k, 8);
        }
    }
    ~LibBloom() { bloom_free(&b); }
};

void BM_LibBloomLookupMixed(benchmark::State& state) {
    static LibBloom lb;
    struct bloom* b = &lb.b;
    const auto& keys = mixedKeys();
    std::size_t i = 0;
    std::uint64_t maybe = 0;
    for (auto _ : state)
        maybe += bloom_check(b, &keys[i++ & (kRing - 1)], 8) == 1;
    benchmark::DoNotOptimize(maybe);
    perKey(state);
    state.counters["maybe_share"] = double(maybe) / double(state.iterations());
    state.counters["bytes"] = double(b->bytes);
}

// Inserting into a filled libbloom filter of its own (as the Bloom inserts below insert into a
// copy of theirs), so that the lookups above keep measuring the filter as built.
void BM_LibBloomInsertMixed(benchmark::State& state) {
    static LibBloom lb;
    struct bloom* b = &lb.b;
    const auto& keys = mixedKeys();
    std::size_t i = 0;
    for (auto _ : state)
        bloom_add(b, &keys[i++ & (kRing - 1)], 8);
    perKey(state);
}
BENCHMARK(BM_LibBloomLookupMixed);
BENCHMARK(BM_LibBloomInsertMixed);
#endif

BENCHMARK(BM_FloorBlockedLookup);
BENCHMARK(BM_FloorBlockedKernel);
BENCHMARK(BM_BlockedLookupMixed);
BENCHMARK(BM_BlockedLookupMixedPortable);
BENCHMARK(BM_FloorCuckooLookup);
BENCHMARK(BM_CuckooLookupMixed);
BENCHMARK(BM_FloorDoubleLookup);
BENCHMARK(BM_DoubleLookupMixed);
BENCHMARK(BM_FloorBlockedInsert);
BENCHMARK(BM_BlockedInsert);
BENCHMARK(BM_BlockedInsertPortable);
BENCHMARK(BM_FloorDoubleInsert);
BENCHMARK(BM_DoubleInsert);
BENCHMARK(BM_FloorCuckooInsert)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FloorCuckooInsertKicks)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CuckooInsertFill)->Unit(benchmark::kMillisecond);

} // namespace

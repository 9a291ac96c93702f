#include "hashlab/bloom/cuckoo_filter.h"

#include "filter_detail.h"
#include "hashlab/bloom/fingerprint_text.h"

#include <bit>
#include <cmath>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace hashlab::bloom {
namespace {

std::string fpText(std::uint32_t fp, unsigned bits) {
    return "0x" + fingerprintHex(fp, bits);
}

} // namespace

Status validate(const CuckooConfig& c) {
    if (c.fingerprintBits < 2 || c.fingerprintBits > kMaxCuckooFingerprintBits)
        return makeError("fingerprint-bits", HASHLAB_TR("core", "must be from 2 to 16, got %1"),
                         std::to_string(c.fingerprintBits));
    if (c.bucket < 1 || c.bucket > kMaxCuckooBucket)
        return makeError("bucket", HASHLAB_TR("core", "must be from 1 to 8 entries, got %1"),
                         std::to_string(c.bucket));
    if (c.maxKicks < 1 || c.maxKicks > kMaxCuckooKicks)
        return makeError("max-kicks", HASHLAB_TR("core", "must be from 1 to 100000, got %1"),
                         std::to_string(c.maxKicks));
    if (c.n < 1 || c.n > kMaxCuckooEntries)
        return makeError("n",
                         HASHLAB_TR("core", "must be from 1 to 2^30 = 1073741824 keys, got %1"),
                         std::to_string(c.n));
    if (const std::uint64_t entries = cuckooBuckets(c) * c.bucket; entries > kMaxCuckooEntries)
        return makeError("n",
                         HASHLAB_TR("core", "%1 keys need %2 entries (a power of two of buckets "
                                            "of %3), beyond the limit of 2^30 entries (2 GiB)"),
                         std::to_string(c.n), std::to_string(entries), std::to_string(c.bucket));
    return ok();
}

std::uint64_t cuckooBuckets(const CuckooConfig& c) {
    const std::uint64_t want = std::max<std::uint64_t>(1, (c.n + c.bucket - 1) / c.bucket);
    std::uint64_t buckets = std::bit_ceil(want);
    if (double(c.n) / double(buckets * c.bucket) > 0.96)
        buckets *= 2;
    return buckets;
}

double cuckooFpBound(unsigned fingerprintBits, unsigned bucket) {
    return std::min(1.0, 2.0 * bucket / std::ldexp(1.0, int(fingerprintBits)));
}

double cuckooFpEstimate(unsigned fingerprintBits, unsigned bucket, double load) {
    const double values = std::ldexp(1.0, int(fingerprintBits)) - 1;
    return -std::expm1(2.0 * bucket * load * std::log1p(-1.0 / values));
}

CuckooFilter::CuckooFilter(const CuckooConfig& c)
    : m_cfg(c), m_mask(cuckooBuckets(c) - 1),
      m_fpRange((std::uint64_t{1} << c.fingerprintBits) - 1), m_rng(mix64(c.seed ^ kGoldenGamma)) {}

Result<CuckooFilter> CuckooFilter::create(const CuckooConfig& config) {
    if (Status s = validate(config); !s)
        return s.error();
    CuckooFilter f(config);
    try {
        f.m_table.assign(f.buckets() * config.bucket, 0);
        if (config.fingerprintBits <= kCuckooAltTableBits) {
            f.m_alt.resize(std::size_t{1} << config.fingerprintBits);
            for (std::uint32_t fp = 0; fp < f.m_alt.size(); ++fp)
                f.m_alt[fp] = static_cast<std::uint32_t>(mix64(fp) & f.m_mask);
        }
    } catch (const std::bad_alloc&) {
        return makeError("n", HASHLAB_TR("core", "not enough memory for %1 buckets"),
                         std::to_string(f.buckets()));
    }
    return f;
}

namespace {

// hash(fp): splitmix64's finaliser (the authors multiply by MurmurHash2's constant), so that the
// few low bits a small table keeps depend on every bit of the fingerprint; read from the
// precomputed table `alt` (hash(fp) & mask) when the filter has one.
inline std::uint64_t altBucket(std::uint64_t bucket, std::uint32_t fp, std::uint64_t mask,
                               const std::uint32_t* alt) {
    return alt ? bucket ^ alt[fp] : (bucket ^ mix64(fp)) & mask;
}

// place() and mayContain share it, inlined: an out-of-line place() cost the lookup a call and a
// struct returned through memory.
[[gnu::always_inline]] inline CuckooFilter::Place placeKey(std::string_view key, std::uint64_t seed,
                                                           std::uint64_t fpRange,
                                                           std::uint64_t mask,
                                                           const std::uint32_t* alt) {
    const HashPair h = detail::hashInline(key, seed);
    CuckooFilter::Place p;
    p.fp = static_cast<std::uint32_t>(1 + reduce(h.h2, fpRange));
    p.i1 = h.h1 & mask;
    p.i2 = altBucket(p.i1, p.fp, mask, alt);
    return p;
}

// A bucket of four 16-bit entries read as one 64-bit word.
inline std::uint64_t bucketWord(const std::uint16_t* b) {
    std::uint64_t x;
    std::memcpy(&x, b, 8);
    return x;
}

constexpr std::uint64_t kLaneLo = 0x0001000100010001ULL, kLaneHi = 0x8000800080008000ULL;

// The lanes of four 16-bit entries that are zero: (x − 0x0001…) & ~x & 0x8000… is non-zero exactly
// when some lane is zero, and its lowest set bit marks the first zero lane exactly (a borrow only
// marks lanes above a zero lane), so ctz / 16 is the first such slot.
inline std::uint64_t zeroLanes(std::uint64_t x) {
    return (x - kLaneLo) & ~x & kLaneHi;
}

// The lanes that equal fp: XOR fp into every lane, then the zero lanes.
inline std::uint64_t equalLanes(std::uint64_t word, std::uint32_t fp) {
    return zeroLanes(word ^ (fp * kLaneLo));
}

// Whether either bucket of four holds fp. With SSE2 (every x86-64) both words go into one vector
// and one compare answers: about 4 instructions wait on the two loads instead of 12 for the SWAR
// test of each word. While the loads miss, those waiting instructions fill the scheduler, so fewer
// of them lets more lookups' loads be in flight at once (docs/bloom.md, "Speed").
inline bool eitherBucketHas(const std::uint16_t* a, const std::uint16_t* b, std::uint32_t fp) {
#if defined(__SSE2__)
    const __m128i lo = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(a));
    const __m128i both =
        _mm_castpd_si128(_mm_loadh_pd(_mm_castsi128_pd(lo), reinterpret_cast<const double*>(b)));
    const __m128i eq = _mm_cmpeq_epi16(both, _mm_set1_epi16(static_cast<short>(fp)));
    return _mm_movemask_epi8(eq) != 0;
#else
    return (equalLanes(bucketWord(a), fp) | equalLanes(bucketWord(b), fp)) != 0;
#endif
}

// Whether either bucket of n entries holds fp.
inline bool anyBucketHas(const std::uint16_t* a, const std::uint16_t* b, unsigned n,
                         std::uint32_t fp) {
    bool hit = false;
    for (unsigned s = 0; s < n; ++s)
        hit |= (a[s] == fp) | (b[s] == fp);
    return hit;
}

} // namespace

CuckooFilter::Place CuckooFilter::place(std::string_view key) const {
    return placeKey(key, m_cfg.seed, m_fpRange, m_mask, altTable());
}

std::uint64_t CuckooFilter::altIndex(std::uint64_t bucket, std::uint32_t fp) const {
    return altBucket(bucket, fp, m_mask, altTable());
}

int CuckooFilter::findIn(std::uint64_t i, std::uint32_t fp) const {
    const std::uint16_t* b = &m_table[i * m_cfg.bucket];
    for (unsigned s = 0; s < m_cfg.bucket; ++s)
        if (b[s] == fp)
            return int(s);
    return -1;
}

// The first free slot of bucket i takes fp (the trace records where).
template <bool Traced>
bool CuckooFilter::placeIn(std::uint64_t i, std::uint32_t fp, CuckooTrace* t) {
    const int s = findIn(i, 0);
    if (s < 0)
        return false;
    m_table[i * m_cfg.bucket + unsigned(s)] = static_cast<std::uint16_t>(fp);
    ++m_stored;
    if constexpr (Traced) {
        t->bucket = i;
        t->slot = unsigned(s);
    }
    return true;
}

// Algorithm 1 of the paper: a free entry in either bucket, else evict a random entry of a random
// one of the two and carry the evicted fingerprint to its other bucket, at most MaxKicks times.
template <bool Traced>
CuckooInsert CuckooFilter::insertFp(std::uint64_t i1, std::uint32_t fp, CuckooTrace* t) {
    const std::uint64_t i2 = altIndex(i1, fp);
    if (placeIn<Traced>(i1, fp, t) || placeIn<Traced>(i2, fp, t))
        return CuckooInsert::Stored;
    return kick<Traced>(i1, i2, fp, t);
}

// Both buckets are full: the kicks, then the stash.
template <bool Traced>
CuckooInsert CuckooFilter::kick(std::uint64_t i1, std::uint64_t i2, std::uint32_t fp,
                                CuckooTrace* t) {
    std::uint64_t i = (splitmix64Next(m_rng) & 1) ? i2 : i1;
    if (!Traced && m_cfg.bucket == 4) {
        // The fill's kicks (buckets of four, untraced): the same walk and random draws, but the
        // first free slot of the next bucket is found by the zero-lane test, as add() finds it,
        // instead of a call scanning slot by slot (15 % of the fill's instructions, callgrind).
        // The bucket read is the key's other bucket, not the one just written (unless the two
        // coincide), so the 64-bit read seldom waits on the 16-bit store.
        std::uint16_t* table = m_table.data();
        for (unsigned n = 0; n < m_cfg.maxKicks; ++n) {
            std::uint16_t& e = table[i * 4 + reduce(splitmix64Next(m_rng), 4)];
            const std::uint32_t evicted = e;
            e = static_cast<std::uint16_t>(fp);
            fp = evicted;
            i = altIndex(i, fp);
            if (const std::uint64_t free = zeroLanes(bucketWord(table + i * 4))) {
                table[i * 4 + unsigned(std::countr_zero(free) >> 4)] =
                    static_cast<std::uint16_t>(fp);
                ++m_stored;
                return CuckooInsert::Stored;
            }
        }
    } else {
        for (unsigned n = 0; n < m_cfg.maxKicks; ++n) {
            const auto slot = static_cast<unsigned>(reduce(splitmix64Next(m_rng), m_cfg.bucket));
            std::uint16_t& e = m_table[i * m_cfg.bucket + slot];
            const std::uint32_t evicted = e;
            e = static_cast<std::uint16_t>(fp);
            fp = evicted;
            const std::uint64_t next = altIndex(i, fp);
            if constexpr (Traced)
                t->kicks.push_back({i, slot, e, evicted, next});
            i = next;
            if (placeIn<Traced>(i, fp, t))
                return CuckooInsert::Stored;
        }
    }
    m_stashUsed = true;
    m_stashFp = fp;
    m_stashBucket = i;
    if constexpr (Traced)
        t->stash = true;
    return CuckooInsert::Stashed;
}

// For buckets of four, both buckets are read before either is chosen, and the first free slot of
// i1 (else of i2) is found by the zero-lane test: no branch between the two loads, and none per
// slot. The same bucket and slot as insertFp's scan.
CuckooInsert CuckooFilter::add(std::string_view key) {
    if (m_stashUsed)
        return CuckooInsert::Refused;
    const Place p = placeKey(key, m_cfg.seed, m_fpRange, m_mask, altTable());
    if (m_cfg.bucket != 4)
        return insertFp<false>(p.i1, p.fp, nullptr);
    std::uint16_t* table = m_table.data();
    const std::uint64_t e1 = zeroLanes(bucketWord(table + p.i1 * 4));
    const std::uint64_t e2 = zeroLanes(bucketWord(table + p.i2 * 4));
    if (!(e1 | e2))
        return kick<false>(p.i1, p.i2, p.fp, nullptr);
    const bool first = e1 != 0;
    const std::uint64_t i = first ? p.i1 : p.i2;
    const auto slot = static_cast<unsigned>(std::countr_zero(first ? e1 : e2) >> 4);
    table[i * 4 + slot] = static_cast<std::uint16_t>(p.fp);
    ++m_stored;
    return CuckooInsert::Stored;
}

namespace {

// Whether the stash holds fp for one of the key's buckets. Bitwise, not short-circuit: half the
// keys of a mixed workload hit, and a branch on the answer is a coin toss.
inline bool stashHas(bool used, std::uint32_t stashFp, std::uint64_t stashBucket,
                     const CuckooFilter::Place& p) {
    return used & (stashFp == p.fp) & ((stashBucket == p.i1) | (stashBucket == p.i2));
}

} // namespace

// The usual lookup - an 8-byte key (the experiments' and benchmarks'), buckets of four, f ≤ 12 -
// has no call in it: with one (the general hash, the loop for other bucket sizes), every value
// live across the call was saved and restored on each lookup. Everything else takes
// mayContainAny, as a tail call. Same answer either way.
bool CuckooFilter::mayContain(std::string_view key) const {
    const std::uint32_t* alt = altTable();
    if (key.size() != 8 || m_cfg.bucket != 4 || !alt) [[unlikely]]
        return mayContainAny(key);
    const HashPair h = detail::hash8(key.data(), m_cfg.seed);
    Place p;
    p.fp = static_cast<std::uint32_t>(1 + reduce(h.h2, m_fpRange));
    p.i1 = h.h1 & m_mask;
    p.i2 = p.i1 ^ alt[p.fp];
    const std::uint16_t* t = m_table.data();
    return eitherBucketHas(t + p.i1 * 4, t + p.i2 * 4, p.fp) |
           stashHas(m_stashUsed, m_stashFp, m_stashBucket, p);
}

bool CuckooFilter::mayContainAny(std::string_view key) const {
    const Place p = placeKey(key, m_cfg.seed, m_fpRange, m_mask, altTable());
    const std::uint16_t* t = m_table.data();
    const unsigned b = m_cfg.bucket;
    const bool hit = b == 4 ? eitherBucketHas(t + p.i1 * 4, t + p.i2 * 4, p.fp)
                            : anyBucketHas(t + p.i1 * b, t + p.i2 * b, b, p.fp);
    return hit | stashHas(m_stashUsed, m_stashFp, m_stashBucket, p);
}

bool CuckooFilter::removeFp(const Place& p, CuckooTrace* t) {
    for (std::uint64_t i : {p.i1, p.i2}) {
        const int s = findIn(i, p.fp);
        if (s < 0)
            continue;
        m_table[i * m_cfg.bucket + unsigned(s)] = 0;
        --m_stored;
        if (t) {
            t->bucket = i;
            t->slot = unsigned(s);
        }
        if (m_stashUsed) { // the freed entry lets the stashed fingerprint back in
            m_stashUsed = false;
            const std::uint32_t fp = m_stashFp;
            CuckooTrace back;
            insertFp<true>(m_stashBucket, fp, &back);
            if (t)
                t->kicks = back.kicks;
            if (t)
                t->note =
                    m_stashUsed
                        ? text(HASHLAB_TR("core", "the stashed fingerprint %1 tried to go "
                                                  "back into the table: after %2 kicks "
                                                  "fingerprint %3 is stashed again"),
                               fpText(fp, m_cfg.fingerprintBits), std::to_string(back.kicks.size()),
                               fpText(m_stashFp, m_cfg.fingerprintBits))
                        : text(HASHLAB_TR("core", "the stashed fingerprint %1 went back "
                                                  "into the table after %2 kicks"),
                               fpText(fp, m_cfg.fingerprintBits),
                               std::to_string(back.kicks.size()));
        }
        return true;
    }
    if (m_stashUsed && m_stashFp == p.fp && (m_stashBucket == p.i1 || m_stashBucket == p.i2)) {
        m_stashUsed = false;
        if (t)
            t->stash = true;
        return true;
    }
    return false;
}

bool CuckooFilter::remove(std::string_view key) {
    return removeFp(place(key), nullptr);
}

namespace {

void derive(CuckooTrace& t, const CuckooConfig& c, std::uint64_t buckets, std::uint64_t mixed) {
    t.derivation.push_back(
        text(HASHLAB_TR("core", "h1, h2 = low, high 64 bits of xxh3_128(key, seed %1)"),
             std::to_string(c.seed)));
    t.derivation.push_back(text(HASHLAB_TR("core", "fp = 1 + ⌊h2·(2^%1 − 1)/2^64⌋ = %2 (0 marks "
                                                   "an empty entry)"),
                                std::to_string(c.fingerprintBits),
                                fpText(t.fingerprint, c.fingerprintBits)));
    t.derivation.push_back(text(HASHLAB_TR("core", "i1 = h1 mod %1 = %2 (%1 buckets: a power of "
                                                   "two)"),
                                std::to_string(buckets), std::to_string(t.i1)));
    t.derivation.push_back(
        text(HASHLAB_TR("core", "i2 = i1 XOR (hash(fp) mod %1) = %2 XOR %3 = %4"),
             std::to_string(buckets), std::to_string(t.i1), std::to_string(mixed),
             std::to_string(t.i2)));
}

} // namespace

CuckooTrace CuckooFilter::traceQuery(std::string_view key) const {
    CuckooTrace t;
    t.op = Op::Query;
    t.key = std::string(key);
    const HashPair h = detail::hashInline(key, m_cfg.seed);
    const Place p = place(key);
    t.h1 = h.h1;
    t.h2 = h.h2;
    t.fingerprint = p.fp;
    t.i1 = p.i1;
    t.i2 = p.i2;
    derive(t, m_cfg, buckets(), mix64(p.fp) & m_mask);
    for (std::uint64_t i : {p.i1, p.i2})
        if (const int s = findIn(i, p.fp); s >= 0) {
            t.bucket = i;
            t.slot = unsigned(s);
            t.result = true;
            return t;
        }
    if (m_stashUsed && m_stashFp == p.fp && (m_stashBucket == p.i1 || m_stashBucket == p.i2)) {
        t.stash = true;
        t.result = true;
    }
    return t;
}

CuckooTrace CuckooFilter::traceStart(Op op, std::string_view key) const {
    CuckooTrace t = traceQuery(key); // the derivation, without the query's answer
    t.op = op;
    t.bucket.reset();
    t.slot.reset();
    t.stash = false;
    t.result = false;
    return t;
}

CuckooTrace CuckooFilter::traceInsert(std::string_view key) {
    CuckooTrace t = traceStart(Op::Insert, key);
    if (m_stashUsed) {
        t.insert = CuckooInsert::Refused;
        t.result = false;
        t.note = text(HASHLAB_TR("core", "refused: the victim stash already holds fingerprint %1 "
                                         "(the filter is full; delete a word first)"),
                      fpText(m_stashFp, m_cfg.fingerprintBits));
        return t;
    }
    t.insert = insertFp<true>(t.i1, t.fingerprint, &t);
    t.result = true;
    if (t.insert == CuckooInsert::Stashed)
        t.note =
            text(HASHLAB_TR("core", "failed after %1 kicks: fingerprint %2 waits in the victim "
                                    "stash for bucket %3; further inserts are refused"),
                 std::to_string(t.kicks.size()), fpText(m_stashFp, m_cfg.fingerprintBits),
                 std::to_string(m_stashBucket));
    return t;
}

CuckooTrace CuckooFilter::traceRemove(std::string_view key) {
    CuckooTrace t = traceStart(Op::Remove, key);
    t.result = removeFp(place(key), &t);
    if (!t.result)
        t.note = text(HASHLAB_TR("core", "fingerprint %1 is in neither bucket %2 nor %3"),
                      fpText(t.fingerprint, m_cfg.fingerprintBits), std::to_string(t.i1),
                      std::to_string(t.i2));
    return t;
}

} // namespace hashlab::bloom

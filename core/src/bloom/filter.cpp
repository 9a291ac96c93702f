#include "hashlab/bloom/filter.h"

#include "hashlab/common/names.h"
#include "hashlab/common/primes.h"

#include "filter_detail.h"
#include "split_block.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <numeric>
#include <set>

namespace hashlab::bloom {
namespace {

constexpr std::array<Variant, 7> kVariants = {
    Variant::Independent, Variant::Double,  Variant::Enhanced, Variant::Blocked,
    Variant::Counting,    Variant::Sharded, Variant::BadStep};

// Smallest divisor L of m with L >= k (m itself if none smaller): the bad-step variant forces
// every step to a multiple of g = m / L, so a key's positions stay inside one residue class
// mod g of only L cells.
std::uint64_t smallestDivisorAtLeast(std::uint64_t m, std::uint64_t k) {
    std::uint64_t best = m;
    for (std::uint64_t d = 1; d * d <= m; ++d) {
        if (m % d != 0)
            continue;
        if (d >= k)
            best = std::min(best, d);
        if (m / d >= k)
            best = std::min(best, m / d);
    }
    return best;
}

// The derivation lines of the step: where b0 was moved on (sharded), and the period it gives.
void addCoprimeLines(std::vector<Text>& d, std::uint64_t b0, std::uint64_t b, std::uint64_t m) {
    if (b != b0)
        d.push_back(text(HASHLAB_TR("core", "gcd(%1, m) = %2 would repeat cells: b moves on to %3, "
                                            "the next step coprime with m"),
                         std::to_string(b0), std::to_string(std::gcd(b0, m)), std::to_string(b)));
    d.push_back(text(HASHLAB_TR("core", "gcd(b, m) = %1 with b = %2: period %3, so up to %3 "
                                        "indices are distinct"),
                     std::to_string(std::gcd(b, m)), std::to_string(b),
                     std::to_string(b ? m / std::gcd(b, m) : 1)));
}

} // namespace

CoprimeStep::CoprimeStep(std::uint64_t m) : m_m(m) {
    std::uint64_t r = m;
    if (r % 2 == 0) {
        m_even = true;
        while (r % 2 == 0)
            r /= 2;
    }
    auto addOdd = [this](std::uint64_t p) {
        std::uint64_t inv = p; // Newton's iteration: each step doubles the correct low bits
        for (int i = 0; i < 5; ++i)
            inv *= 2 - p * inv;
        m_inverse[m_odd] = inv;
        m_limit[m_odd] = ~std::uint64_t{0} / p;
        ++m_odd;
    };
    for (std::uint64_t p = 3; p * p <= r; p += 2) {
        if (r % p != 0)
            continue;
        addOdd(p);
        while (r % p == 0)
            r /= p;
    }
    if (r > 1)
        addOdd(r);
}

std::span<const Variant> allVariants() {
    return kVariants;
}

std::string_view variantName(Variant v) {
    switch (v) {
    case Variant::Independent:
        return "independent";
    case Variant::Double:
        return "double";
    case Variant::Enhanced:
        return "enhanced";
    case Variant::Blocked:
        return "blocked";
    case Variant::Counting:
        return "counting";
    case Variant::Sharded:
        return "sharded";
    case Variant::BadStep:
        return "bad-step";
    }
    return "?";
}

Result<Variant> parseVariant(std::string_view name) {
    if (auto v = enumNamed(name, kVariants, variantName))
        return *v;
    return makeError("variant",
                     HASHLAB_TR("core", "must be one of independent, double, enhanced, blocked, "
                                        "counting, sharded, bad-step; got '%1'"),
                     name);
}

std::uint64_t cellMemoryBits(const FilterConfig& c) {
    return c.variant == Variant::Counting ? c.m * kCounterBits : c.m;
}

Status validate(const FilterConfig& c) {
    if (c.m < 1 || c.m > kMaxBits)
        return makeError("m",
                         HASHLAB_TR("core", "must be from 1 to 2^34 = 17179869184 cells, got %1"),
                         std::to_string(c.m));
    if (c.k < 1 || c.k > kMaxK)
        return makeError("k", HASHLAB_TR("core", "must be from 1 to 64, got %1"),
                         std::to_string(c.k));
    if (usesPrimeM(c.variant) && wholePartitionsM(c) > kMaxBits)
        return makeError("m",
                         HASHLAB_TR("core", "the %1 variant uses the smallest prime ≥ m, here %2: "
                                            "beyond 2^34 = 17179869184 cells"),
                         std::string(variantName(c.variant)), std::to_string(wholePartitionsM(c)));
    if (cellMemoryBits({c.variant, wholePartitionsM(c), c.k, c.seed, c.shards}) > kMaxBits)
        return makeError("m",
                         HASHLAB_TR("core", "a counting filter of %1 4-bit counters needs %2 bits, "
                                            "beyond the memory limit of 2^34 bits (2 GiB); at most "
                                            "2^32 = 4294967296 counters"),
                         std::to_string(wholePartitionsM(c)),
                         std::to_string(cellMemoryBits({c.variant, wholePartitionsM(c), c.k})));
    if (c.variant == Variant::Blocked && c.m % kBlockBits != 0)
        return makeError("m",
                         HASHLAB_TR("core",
                                    "the blocked variant needs a multiple of 256 bits (whole "
                                    "blocks of 8 words of 32 bits), got %1"),
                         std::to_string(c.m));
    if (c.variant == Variant::Blocked && c.k != kSplitK)
        return makeError("k",
                         HASHLAB_TR("core", "the blocked variant sets one bit in each of the 8 "
                                            "words of a block: k must be 8, got %1"),
                         std::to_string(c.k));
    if (c.variant == Variant::Sharded) {
        if (c.shards < 1 || c.shards > kMaxShards || c.shards > c.m)
            return makeError("shards",
                             HASHLAB_TR("core", "must be from 1 to 4096 and at most m, got %1"),
                             std::to_string(c.shards));
        if (c.m % c.shards != 0)
            return makeError("m",
                             HASHLAB_TR("core", "the sharded variant needs m to be a multiple of "
                                                "shards (%1), got %2"),
                             std::to_string(c.shards), std::to_string(c.m));
    }
    return ok();
}

std::uint64_t wholePartitionsM(const FilterConfig& c) {
    auto roundUp = [](std::uint64_t m, std::uint64_t unit) { return (m + unit - 1) / unit * unit; };
    if (c.variant == Variant::Blocked)
        return roundUp(std::max<std::uint64_t>(c.m, kBlockBits), kBlockBits);
    if (c.variant == Variant::Sharded && c.shards >= 1)
        return roundUp(std::max<std::uint64_t>(c.m, c.shards), c.shards);
    if (usesPrimeM(c.variant))
        return smallestPrimeAtLeast(c.m);
    return c.m;
}

bool usesPrimeM(Variant v) {
    return v == Variant::Double || v == Variant::Counting;
}

HashPair hashKey(std::string_view key, std::uint64_t seed) {
    return detail::hashInline(key, seed);
}

BloomFilter::BloomFilter(const FilterConfig& c) : m_cfg(c), m_part(c.m) {
    if (c.variant == Variant::Blocked) {
        m_part = kBlockBits;
        m_parts = c.m / kBlockBits;
        m_avx2 = detail::cpuHasAvx2();
    } else if (c.variant == Variant::Sharded) {
        m_parts = c.shards;
        m_part = c.m / c.shards;
    } else if (c.variant == Variant::BadStep) {
        m_badL = smallestDivisorAtLeast(c.m, c.k);
        m_badG = c.m / m_badL;
    }
    if (c.variant == Variant::Sharded)
        m_step = CoprimeStep(m_part);
    m_doubleFast = c.variant == Variant::Double && c.k <= 7;
}

std::uint64_t BloomFilter::stepFor(const HashPair& h) const {
    switch (m_cfg.variant) {
    case Variant::Double:
    case Variant::Counting:
        return detail::stepOf(h.h2, m_cfg.m);
    case Variant::Sharded:
        return m_step(detail::stepOf(h.h2, m_part));
    case Variant::Enhanced:
        return detail::stepOf(h.h2, m_cfg.m);
    case Variant::BadStep:
        return m_badL > 1 ? m_badG * (1 + reduce(h.h2, m_badL - 1)) : 0;
    case Variant::Independent:
    case Variant::Blocked:
        break;
    }
    return 0;
}

Result<BloomFilter> BloomFilter::create(const FilterConfig& config) {
    if (Status s = validate(config); !s)
        return s.error();
    FilterConfig used = config;
    used.m = wholePartitionsM(config); // a prime for double and counting; else config.m
    BloomFilter f(used);
    try {
        f.m_words.assign((cellMemoryBits(used) + 63) / 64, 0);
    } catch (const std::bad_alloc&) {
        return makeError("m", HASHLAB_TR("core", "could not allocate %1 bytes"),
                         std::to_string(cellMemoryBits(used) / 8));
    }
    return f;
}

// Calls f(i, index) for i = 0..k-1 until f returns false. The one place indices are derived.
template <typename F>
inline void BloomFilter::forEachIndex(std::string_view key, F&& f) const {
    const std::uint64_t m = m_cfg.m;
    const unsigned k = m_cfg.k;
    if (m_cfg.variant == Variant::Independent) {
        for (unsigned i = 0; i < k; ++i)
            if (!f(i, reduce(XXH3_64bits_withSeed(key.data(), key.size(), m_cfg.seed + i), m)))
                return;
        return;
    }
    forEachIndexOf(detail::hashInline(key, m_cfg.seed), std::forward<F>(f));
}

unsigned BloomFilter::cell(std::uint64_t i) const {
    if (m_cfg.variant == Variant::Counting)
        return static_cast<unsigned>((m_words[i >> 4] >> ((i & 15) * 4)) & 15);
    return static_cast<unsigned>((m_words[i >> 6] >> (i & 63)) & 1);
}

void BloomFilter::clearCell(std::uint64_t i) {
    if (m_cfg.variant == Variant::Counting)
        m_words[i >> 4] &= ~(std::uint64_t{15} << ((i & 15) * 4));
    else
        m_words[i >> 6] &= ~(std::uint64_t{1} << (i & 63));
}

void BloomFilter::add(std::string_view key) {
    ++m_inserted;
    if (m_cfg.variant == Variant::Blocked)
        return m_avx2 ? blockedAddAvx2(key) : blockedAdd(key);
    if (m_doubleFast)
        return doubleAdd(key);
    if (m_cfg.variant != Variant::Independent)
        return setBits(detail::hashInline(key, m_cfg.seed));
    std::uint64_t* w = m_words.data();
    forEachIndex(key, [w](unsigned, std::uint64_t i) {
        w[i >> 6] |= std::uint64_t{1} << (i & 63);
        return true;
    });
}

bool BloomFilter::mayContain(std::string_view key) const {
    // The blocked filter's lookup first, alone (the generic path below cost it 6x its floor).
    if (m_cfg.variant == Variant::Blocked)
        return m_avx2 ? blockedMayContainAvx2(key) : blockedMayContain(key);
    if (m_cfg.variant != Variant::Independent)
        return testBits(detail::hashInline(key, m_cfg.seed));
    const std::uint64_t* w = m_words.data();
    bool all = true;
    forEachIndex(key, [&](unsigned, std::uint64_t i) {
        all = (w[i >> 6] >> (i & 63)) & 1;
        return all;
    });
    return all;
}

bool BloomFilter::remove(std::string_view key) {
    if (m_cfg.variant != Variant::Counting)
        return false;
    const std::vector<std::uint64_t> idx = indices(key);
    if (firstShortCounter(idx))
        return false;
    for (std::uint64_t i : idx)
        decrement(i);
    if (m_inserted > 0)
        --m_inserted;
    return true;
}

// The first index whose counter is below the times the key's indices hit it (a saturated
// counter never is: it stays at 15); nullopt if the key can be removed.
std::optional<std::uint64_t>
BloomFilter::firstShortCounter(const std::vector<std::uint64_t>& idx) const {
    for (std::size_t j = 0; j < idx.size(); ++j) {
        const unsigned c = cell(idx[j]);
        const auto hits = static_cast<unsigned>(std::count(idx.begin(), idx.end(), idx[j]));
        if (c != 15 && c < hits)
            return idx[j];
    }
    return std::nullopt;
}

void BloomFilter::decrement(std::uint64_t i) {
    const unsigned shift = static_cast<unsigned>((i & 15) * 4);
    if (((m_words[i >> 4] >> shift) & 15) != 15) // a saturated counter has lost its count
        m_words[i >> 4] -= std::uint64_t{1} << shift;
}

std::vector<std::uint64_t> BloomFilter::indices(std::string_view key) const {
    std::vector<std::uint64_t> out;
    out.reserve(m_cfg.k);
    forEachIndex(key, [&](unsigned, std::uint64_t i) {
        out.push_back(i);
        return true;
    });
    return out;
}

std::uint64_t BloomFilter::nonZeroCells() const {
    if (m_cfg.variant != Variant::Counting) {
        std::uint64_t n = 0;
        for (std::uint64_t w : m_words)
            n += static_cast<std::uint64_t>(std::popcount(w));
        return n;
    }
    std::uint64_t n = 0;
    for (std::uint64_t w : m_words) {
        // a nibble is non-zero iff any of its 4 bits is set: fold them into its low bit
        const std::uint64_t folded = (w | (w >> 1) | (w >> 2) | (w >> 3)) & 0x1111111111111111ULL;
        n += static_cast<std::uint64_t>(std::popcount(folded));
    }
    return n;
}

void BloomFilter::clear() {
    std::fill(m_words.begin(), m_words.end(), 0);
    m_inserted = 0;
}

// ---- traces -------------------------------------------------------------------------------

OpTrace BloomFilter::trace(Op op, std::string_view key) const {
    OpTrace t;
    t.op = op;
    t.key = std::string(key);
    t.variant = m_cfg.variant;
    t.m = m_cfg.m;
    t.k = m_cfg.k;
    const HashPair h = hashKey(key, m_cfg.seed);
    t.h1 = h.h1;
    t.h2 = h.h2;
    const std::uint64_t m = m_cfg.m;
    auto& d = t.derivation;
    const std::string seed = std::to_string(m_cfg.seed);
    const Text halvesLine =
        text(HASHLAB_TR("core", "h1, h2 = low, high 64 bits of xxh3_128(key, seed %1)"), seed);
    std::uint64_t a = reduce(h.h1, m), b = detail::stepOf(h.h2, m), base = 0;
    switch (m_cfg.variant) {
    case Variant::Independent:
        d.push_back(verbatim("h_i = xxh3_64(key, seed " + seed +
                             " + i), g_i = ⌊h_i·m / 2^64⌋, m = " + std::to_string(m)));
        break;
    case Variant::Double:
    case Variant::Counting:
    case Variant::Enhanced:
        d.push_back(halvesLine);
        d.push_back(
            verbatim("a = ⌊h1·m / 2^64⌋ = " + std::to_string(a) + ",  m = " + std::to_string(m)));
        d.push_back(text(HASHLAB_TR("core", "b = 1 + ⌊h2·(m−1) / 2^64⌋ = %1  (never 0)"),
                         std::to_string(b)));
        // m is prime here (wholePartitionsM): every b in [1, m − 1] is coprime with it.
        if (m_cfg.variant != Variant::Enhanced)
            addCoprimeLines(d, b, b, m);
        break;
    case Variant::BadStep:
        b = m_badL > 1 ? m_badG * (1 + reduce(h.h2, m_badL - 1)) : 0;
        d.push_back(halvesLine);
        d.push_back(
            verbatim("a = ⌊h1·m / 2^64⌋ = " + std::to_string(a) + ",  m = " + std::to_string(m)));
        d.push_back(verbatim("b = g·(1 + ⌊h2·(L−1) / 2^64⌋) = " + std::to_string(b) + ",  g = " +
                             std::to_string(m_badG) + ", L = m/g = " + std::to_string(m_badL)));
        d.push_back(text(HASHLAB_TR("core", "gcd(b, m) = %1: only m / gcd = %2 distinct positions "
                                            "are reachable"),
                         std::to_string(std::gcd(b, m)),
                         std::to_string(b ? m / std::gcd(b, m) : 1)));
        break;
    case Variant::Blocked:
        base = detail::splitBlockOf(h.h1, m_parts) * m_part;
        d.push_back(text(HASHLAB_TR("core", "h1 = low 64 bits of xxh3_128(key, seed %1)"), seed));
        d.push_back(text(HASHLAB_TR("core", "block = ⌊(h1 >> 32)·%1 / 2^32⌋ = %2: bits %3…%4, "
                                            "8 words of 32 bits"),
                         std::to_string(m_parts), std::to_string(base / m_part),
                         std::to_string(base), std::to_string(base + m_part - 1)));
        d.push_back(text(HASHLAB_TR("core", "x = h1 mod 2^32 = %1; word i gets bit (x·salt_i mod "
                                            "2^32) >> 27, its top 5 bits"),
                         std::to_string(h.h1 & 0xffffffffU)));
        break;
    case Variant::Sharded:
        base = (h.h1 % m_parts) * m_part;
        a = reduce(h.h1, m_part);
        b = detail::stepOf(h.h2, m_part);
        d.push_back(halvesLine);
        d.push_back(text(HASHLAB_TR("core", "shard = h1 mod %1 = %2, cells %3…%4 (m_s = %5)"),
                         std::to_string(m_parts), std::to_string(base / m_part),
                         std::to_string(base), std::to_string(base + m_part - 1),
                         std::to_string(m_part)));
        d.push_back(
            verbatim("a = ⌊h1·m_s / 2^64⌋ = " + std::to_string(a) +
                     ",  b = 1 + ⌊h2·(m_s−1) / 2^64⌋ = " + std::to_string(b) +
                     (stepFor(h) != b ? "  →  b = " + std::to_string(stepFor(h)) : std::string())));
        addCoprimeLines(d, b, stepFor(h), m_part);
        b = stepFor(h);
        break;
    }
    std::uint64_t y = b; // enhanced increment
    std::uint64_t prev = a;
    const std::vector<std::uint64_t> all = indices(key);
    const std::size_t distinct = std::set<std::uint64_t>(all.begin(), all.end()).size();
    forEachIndex(key, [&](unsigned i, std::uint64_t idx) {
        IndexStep st;
        st.i = i;
        st.index = idx;
        const std::string I = std::to_string(i);
        switch (m_cfg.variant) {
        case Variant::Independent:
            st.formula = verbatim("g_" + I + " = ⌊xxh3_64(key, " + std::to_string(m_cfg.seed + i) +
                                  ")·" + std::to_string(m) + " / 2^64⌋ = " + std::to_string(idx));
            break;
        case Variant::Double:
        case Variant::Counting:
        case Variant::BadStep:
            st.formula = verbatim("g_" + I + " = (a + " + I + "·b) mod m = (" + std::to_string(a) +
                                  " + " + I + "·" + std::to_string(b) + ") mod " +
                                  std::to_string(m) + " = " + std::to_string(idx));
            break;
        case Variant::Enhanced:
            if (i == 0) {
                st.formula = verbatim("g_0 = a = " + std::to_string(idx));
            } else {
                st.formula = text(HASHLAB_TR("core", "g_%1 = (g_%2 + y) mod m = (%3 + %4) mod %5 "
                                                     "= %6;  then y = (y + %1) mod m"),
                                  I, std::to_string(i - 1), std::to_string(prev), std::to_string(y),
                                  std::to_string(m), std::to_string(idx));
                y = (y + i) % m;
            }
            prev = idx;
            break;
        case Variant::Blocked: {
            const auto x = static_cast<std::uint32_t>(h.h1);
            const std::uint32_t product = x * kSplitSalts[i];
            char salt[16];
            std::snprintf(salt, sizeof salt, "0x%08x", kSplitSalts[i]);
            st.formula = text(HASHLAB_TR("core", "word %1: x·%2 mod 2^32 = %3, >> 27 = bit %4;  "
                                                 "g_%1 = %5 + 32·%1 + %4 = %6"),
                              I, salt, std::to_string(product), std::to_string(product >> 27),
                              std::to_string(base), std::to_string(idx));
            break;
        }
        case Variant::Sharded:
            st.formula =
                text(HASHLAB_TR("core", "g_%1 = shard·m_s + (a + %1·b) mod m_s = %2 + %3 "
                                        "= %4"),
                     I, std::to_string(base), std::to_string(idx - base), std::to_string(idx));
            break;
        }
        if (std::find(all.begin(), all.begin() + i, idx) != all.begin() + i)
            st.formula = text(HASHLAB_TR("core", "%1  — bit already chosen by this word: %2 "
                                                 "distinct bits"),
                              st.formula, std::to_string(distinct));
        st.before = st.after = cell(idx);
        t.steps.push_back(std::move(st));
        return true;
    });
    return t;
}

OpTrace BloomFilter::traceQuery(std::string_view key) const {
    OpTrace t = trace(Op::Query, key);
    t.result = std::all_of(t.steps.begin(), t.steps.end(),
                           [](const IndexStep& s) { return s.before != 0; });
    return t;
}

OpTrace BloomFilter::traceInsert(std::string_view key) {
    OpTrace t = trace(Op::Insert, key);
    // Apply step by step so that a repeated index shows the value the earlier step left.
    for (IndexStep& st : t.steps) {
        st.before = cell(st.index);
        if (m_cfg.variant == Variant::Counting) {
            const unsigned shift = static_cast<unsigned>((st.index & 15) * 4);
            if (st.before != 15)
                m_words[st.index >> 4] += std::uint64_t{1} << shift;
        } else {
            m_words[st.index >> 6] |= std::uint64_t{1} << (st.index & 63);
        }
        st.after = cell(st.index);
    }
    ++m_inserted;
    t.result = true;
    return t;
}

OpTrace BloomFilter::traceRemove(std::string_view key) {
    OpTrace t = trace(Op::Remove, key);
    if (m_cfg.variant != Variant::Counting) {
        t.note = text(HASHLAB_TR("core", "a plain Bloom filter cannot delete: clearing a bit may "
                                         "erase other keys"));
        return t;
    }
    std::vector<std::uint64_t> idx;
    for (const IndexStep& st : t.steps)
        idx.push_back(st.index);
    if (std::any_of(t.steps.begin(), t.steps.end(),
                    [](const IndexStep& s) { return s.before == 0; })) {
        t.note =
            text(HASHLAB_TR("core", "definitely not present: a counter is 0, nothing to remove"));
        return t;
    }
    if (const auto shortCell = firstShortCounter(idx)) {
        const unsigned c = cell(*shortCell);
        const auto hits = std::count(idx.begin(), idx.end(), *shortCell);
        t.note = text(HASHLAB_TR("core", "refused: the counter of cell %1 is %2 but this "
                                         "word hits it %3 times; removing would take it "
                                         "below 0 and corrupt its neighbour"),
                      std::to_string(*shortCell), std::to_string(c),
                      std::to_string(static_cast<std::uint64_t>(hits)));
        return t;
    }
    for (IndexStep& st : t.steps) {
        st.before = cell(st.index);
        decrement(st.index);
        st.after = cell(st.index);
    }
    if (m_inserted > 0)
        --m_inserted;
    t.result = true;
    return t;
}

} // namespace hashlab::bloom

#include "hashlab/bloom/scalable_filter.h"

#include "hashlab/bloom/theory.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace hashlab::bloom {
namespace {

std::string real(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%g", v);
    return b;
}

} // namespace

Status validate(const ScalableConfig& c) {
    if (c.initial < 1 || c.initial > kMaxScalableInitial)
        return makeError("initial", HASHLAB_TR("core", "must be from 1 to 100000000 keys, got %1"),
                         std::to_string(c.initial));
    if (!(c.p > 0 && c.p < 1))
        return makeError("p", HASHLAB_TR("core", "must be above 0 and below 1, got %1"), real(c.p));
    if (c.growth != 2 && c.growth != 4)
        return makeError("growth", HASHLAB_TR("core", "must be 2 or 4, got %1"),
                         std::to_string(c.growth));
    if (!(c.tightening >= 0.8 && c.tightening <= 0.9))
        return makeError("tightening", HASHLAB_TR("core", "must be from 0.8 to 0.9, got %1"),
                         real(c.tightening));
    return ok();
}

Result<StageSize> sizeStage(std::uint64_t n, double p) {
    auto s = sizeForRate(n, p);
    if (!s)
        return s.error();
    StageSize r{s->mBits, s->k};
    // sizeForRate's m is exact for a real k; the integer k can miss p by a hair, so m grows
    // until the classic rate is at most p (a binary search between m and 2m).
    if (classicFp(r.m, n, r.k) > p) {
        std::uint64_t lo = r.m, hi = 2 * r.m;
        while (classicFp(hi, n, optimalK(hi, n)) > p)
            hi *= 2;
        while (hi - lo > 1) {
            const std::uint64_t mid = lo + (hi - lo) / 2;
            (classicFp(mid, n, optimalK(mid, n)) > p ? lo : hi) = mid;
        }
        r = {hi, optimalK(hi, n)};
    }
    if (r.m > kMaxBits)
        return makeError("initial",
                         HASHLAB_TR("core", "a sub-filter for %1 keys at rate %2 needs %3 bits, "
                                            "beyond the memory limit of 2^34 bits"),
                         std::to_string(n), real(p), std::to_string(r.m));
    return r;
}

Result<ScalableBloomFilter> ScalableBloomFilter::create(const ScalableConfig& config) {
    if (Status s = validate(config); !s)
        return s.error();
    ScalableBloomFilter f(config);
    if (!f.grow())
        return makeError("initial", HASHLAB_TR("core", "the first sub-filter does not fit in "
                                                       "the memory limit of 2^34 bits"));
    return f;
}

bool ScalableBloomFilter::grow() {
    const std::size_t i = m_filters.size();
    const double cap = double(m_cfg.initial) * std::pow(double(m_cfg.growth), double(i));
    const double p = m_cfg.p * std::pow(m_cfg.tightening, double(i));
    if (cap > double(kMaxN))
        return false;
    auto size = sizeStage(static_cast<std::uint64_t>(cap), p);
    if (!size || m_bits + size->m > kMaxBits)
        return false;
    FilterConfig fc;
    fc.variant = Variant::Double;
    fc.m = size->m;
    fc.k = size->k;
    fc.seed = mix64(m_cfg.seed + i); // independent hashes per sub-filter
    auto bf = BloomFilter::create(fc);
    if (!bf)
        return false;
    m_filters.push_back(std::move(bf).value());
    m_stages.push_back({static_cast<std::uint64_t>(cap), p, size->m, size->k, 0, 0});
    m_bits += size->m;
    return true;
}

bool ScalableBloomFilter::add(std::string_view key) {
    if (m_stages.back().stored >= m_stages.back().capacity && !grow())
        return false;
    m_filters.back().add(key);
    ++m_stages.back().stored;
    ++m_inserted;
    return true;
}

bool ScalableBloomFilter::mayContain(std::string_view key) const {
    for (const BloomFilter& f : m_filters)
        if (f.mayContain(key))
            return true;
    return false;
}

std::vector<ScalableStage> ScalableBloomFilter::stages() const {
    std::vector<ScalableStage> out = m_stages;
    for (ScalableStage& s : out)
        s.theory = classicFp(s.m, s.stored, s.k);
    return out;
}

std::uint64_t ScalableBloomFilter::bytes() const {
    std::uint64_t b = 0;
    for (const BloomFilter& f : m_filters)
        b += f.bytes();
    return b;
}

Result<ScalableTheory> scalableTheory(const ScalableConfig& c, std::uint64_t n) {
    if (Status s = validate(c); !s)
        return s.error();
    ScalableTheory t;
    t.bound = c.p / (1 - c.tightening);
    std::uint64_t left = n, bits = 0;
    double pass = 1;
    for (unsigned i = 0; left > 0 || t.stages.empty(); ++i) {
        const double cap = double(c.initial) * std::pow(double(c.growth), double(i));
        const double p = c.p * std::pow(c.tightening, double(i));
        if (cap > double(kMaxN))
            return makeError("n", HASHLAB_TR("core", "%1 keys need sub-filters beyond 2^40 keys"),
                             std::to_string(n));
        auto size = sizeStage(static_cast<std::uint64_t>(cap), p);
        if (!size)
            return size.error();
        ScalableStage s{static_cast<std::uint64_t>(cap), p, size->m, size->k, 0, 0};
        s.stored = std::min(left, s.capacity);
        s.theory = classicFp(s.m, s.stored, s.k);
        left -= s.stored;
        bits += s.m;
        if (bits > kMaxBits)
            return makeError("n",
                             HASHLAB_TR("core", "%1 keys need more than the memory limit of 2^34 "
                                                "bits"),
                             std::to_string(n));
        pass *= 1 - s.theory;
        t.stages.push_back(s);
    }
    t.compound = 1 - pass;
    t.bitsPerKey = n ? double(bits) / double(n) : 0;
    return t;
}

double ScalableBloomFilter::compoundTheory() const {
    double pass = 1;
    for (const ScalableStage& s : stages())
        pass *= 1 - s.theory;
    return 1 - pass;
}

} // namespace hashlab::bloom

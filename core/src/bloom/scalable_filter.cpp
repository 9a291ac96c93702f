#include "hashlab/bloom/scalable_filter.h"

#include "hashlab/bloom/theory.h"
#include "hashlab/common/format.h"

#include <algorithm>
#include <cmath>

namespace hashlab::bloom {
namespace {} // namespace

Status validate(const ScalableConfig& c) {
    if (c.initial < 1 || c.initial > kMaxScalableInitial)
        return makeError("initial", HASHLAB_TR("core", "must be from 1 to 100000000 keys, got %1"),
                         std::to_string(c.initial));
    if (!(c.p > 0 && c.p < 1))
        return makeError("p", HASHLAB_TR("core", "must be above 0 and below 1, got %1"),
                         formatG(c.p));
    if (c.growth != 2 && c.growth != 4)
        return makeError("growth", HASHLAB_TR("core", "must be 2 or 4, got %1"),
                         std::to_string(c.growth));
    if (!(c.tightening >= 0.8 && c.tightening <= 0.9))
        return makeError("tightening", HASHLAB_TR("core", "must be from 0.8 to 0.9, got %1"),
                         formatG(c.tightening));
    return ok();
}

Result<StageSize> sizeStage(std::uint64_t n, double p) {
    // For each k the smallest slice M with slicedFp(M, k, n) ≤ p (the rate falls as M grows),
    // then the k of the fewest bits. The optimum sits near k = log2(1/p) (slices half full, as
    // the paper finds); well past it more slices only cost bits, so the search stops at + 8.
    StageSize best;
    const unsigned kTop = std::min<unsigned>(kMaxK, unsigned(std::log2(1 / p)) + 8);
    for (unsigned k = 1; k <= kTop; ++k) {
        std::uint64_t hi = 1;
        while (slicedFp(hi, k, n) > p && hi <= kMaxBits)
            hi *= 2;
        if (hi > kMaxBits)
            continue;
        std::uint64_t lo = hi / 2; // slicedFp(lo) > p, or lo = 0
        while (hi - lo > 1) {
            const std::uint64_t mid = lo + (hi - lo) / 2;
            (slicedFp(mid, k, n) > p ? lo : hi) = mid;
        }
        if (best.k == 0 || hi * k < best.m)
            best = {hi * k, k, hi};
    }
    if (best.k == 0 || best.m > kMaxBits)
        return makeError("initial",
                         HASHLAB_TR("core", "a sub-filter for %1 keys at rate %2 needs %3 bits, "
                                            "beyond the memory limit of 2^34 bits"),
                         std::to_string(n), formatG(p), best.k ? std::to_string(best.m) : "> 2^34");
    return best;
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
    // independent hashes per sub-filter
    auto sf = SlicedFilter::create(size->slice, size->k, mix64(m_cfg.seed + i));
    if (!sf)
        return false;
    m_filters.push_back(std::move(sf).value());
    m_stages.push_back({static_cast<std::uint64_t>(cap), p, size->m, size->k, 0, 0, size->slice});
    m_bits += size->m;
    return true;
}

bool ScalableBloomFilter::add(std::string_view key) {
    if (m_stages.back().stored >= m_stages.back().capacity && !grow())
        return false;
    m_filters.back().add(hashKey(key, m_cfg.seed));
    ++m_stages.back().stored;
    ++m_inserted;
    return true;
}

// Newest first: it is the largest, so it holds the most keys (half of them when s = 2), and a
// stored key is found after the fewest sub-filters. A key never inserted asks them all anyway.
bool ScalableBloomFilter::mayContain(std::string_view key) const {
    const HashPair h = hashKey(key, m_cfg.seed);
    for (auto f = m_filters.rbegin(); f != m_filters.rend(); ++f)
        if (f->mayContain(h))
            return true;
    return false;
}

std::vector<bool> ScalableBloomFilter::stageAnswers(std::string_view key) const {
    const HashPair h = hashKey(key, m_cfg.seed);
    std::vector<bool> out;
    for (const SlicedFilter& f : m_filters)
        out.push_back(f.mayContain(h));
    return out;
}

std::vector<ScalableStage> ScalableBloomFilter::stages() const {
    std::vector<ScalableStage> out = m_stages;
    for (ScalableStage& s : out)
        s.theory = slicedFp(s.slice, s.k, s.stored);
    return out;
}

std::uint64_t ScalableBloomFilter::bytes() const {
    std::uint64_t b = 0;
    for (const SlicedFilter& f : m_filters)
        b += f.bytes();
    return b;
}

Result<ScalableTheory> scalableTheory(const ScalableConfig& c, std::uint64_t n) {
    if (Status s = validate(c); !s)
        return s.error();
    ScalableTheory t;
    t.bound = c.p / (1 - c.tightening);
    std::uint64_t left = n, bits = 0;
    double pass = 1, design = 1;
    for (unsigned i = 0; left > 0 || t.stages.empty(); ++i) {
        const double cap = double(c.initial) * std::pow(double(c.growth), double(i));
        const double p = c.p * std::pow(c.tightening, double(i));
        if (cap > double(kMaxN))
            return makeError("n", HASHLAB_TR("core", "%1 keys need sub-filters beyond 2^40 keys"),
                             std::to_string(n));
        auto size = sizeStage(static_cast<std::uint64_t>(cap), p);
        if (!size)
            return size.error();
        ScalableStage s{static_cast<std::uint64_t>(cap), p, size->m, size->k, 0, 0, size->slice};
        s.stored = std::min(left, s.capacity);
        s.theory = slicedFp(s.slice, s.k, s.stored);
        left -= s.stored;
        bits += s.m;
        if (bits > kMaxBits)
            return makeError("n",
                             HASHLAB_TR("core", "%1 keys need more than the memory limit of 2^34 "
                                                "bits"),
                             std::to_string(n));
        pass *= 1 - s.theory;
        design *= 1 - s.p;
        t.stages.push_back(s);
    }
    t.compound = 1 - pass;
    t.design = 1 - design;
    t.bitsPerKey = n ? double(bits) / double(n) : 0;
    return t;
}

// Sub-filters hash independently, so a key never inserted passes each one independently.
double ScalableBloomFilter::compoundTheory() const {
    double pass = 1;
    for (const ScalableStage& s : stages())
        pass *= 1 - s.theory;
    return 1 - pass;
}

double ScalableBloomFilter::compoundDesign() const {
    double pass = 1;
    for (const ScalableStage& s : m_stages)
        pass *= 1 - s.p;
    return 1 - pass;
}

double ScalableBloomFilter::stateFp() const {
    double pass = 1;
    for (const SlicedFilter& f : m_filters)
        pass *= 1 - f.stateFp();
    return 1 - pass;
}

} // namespace hashlab::bloom

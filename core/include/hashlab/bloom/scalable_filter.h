#pragma once
// The scalable Bloom filter of Almeida, Baquero, Preguiça and Hutchison (Information Processing
// Letters 2007; docs/references.md, "Scalable Bloom filters"): a stack of Bloom filters that grows
// with the keys. Sub-filter i is sized for n_i = n0·s^i keys at the rate p_i = P0·r^i; inserts go
// to the newest sub-filter, a new one is added when it holds n_i keys, and a query asks them all.
// The compound rate 1 − Π(1 − p_i) stays under Σ P0·r^i < P0 / (1 − r) however far it grows -
// the price is the tightening: later sub-filters need more bits per key.
//
// Each sub-filter is a partitioned Bloom filter (sliced_filter.h), as in the paper: k_i slices of
// M_i bits, the k_i and M_i of the fewest bits k_i·M_i whose exact expected rate
// (1 − (1 − 1/M_i)^n_i)^k_i at n_i keys is at most p_i. That rate is exact at every size, so the
// compound rate the lab shows is the filter's true expectation, not only the design's target.
// A key is hashed once (xxh3_128 with the filter's seed); each sub-filter salts its slices' hashes.
#include "hashlab/bloom/filter.h"
#include "hashlab/bloom/sliced_filter.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace hashlab::bloom {

inline constexpr std::uint64_t kMaxScalableInitial = 100'000'000;

struct ScalableConfig {
    std::uint64_t initial = 1000; // n0
    double p = 0.01;              // P0
    unsigned growth = 2;          // s: 2 or 4
    double tightening = 0.85;     // r: 0.8 to 0.9
    std::uint64_t seed = 0;
};

// Errors name "initial", "p", "growth", "tightening".
Status validate(const ScalableConfig& c);

struct ScalableStage {
    std::uint64_t capacity = 0; // n_i
    double p = 0;               // p_i = P0·r^i, the design rate at n_i keys
    std::uint64_t m = 0;        // k·M bits
    unsigned k = 0;             // slices
    std::uint64_t stored = 0;
    double theory = 0;       // exact expected rate at the keys it holds: slicedFp(M, k, stored)
    std::uint64_t slice = 0; // M
};

class ScalableBloomFilter {
public:
    static Result<ScalableBloomFilter> create(const ScalableConfig& config);

    // False (nothing inserted) when a new sub-filter would pass the memory limit of 2^34 bits.
    bool add(std::string_view key);
    bool mayContain(std::string_view key) const;
    // Each sub-filter's answer, oldest first (the trace's "stage_answers").
    std::vector<bool> stageAnswers(std::string_view key) const;

    const ScalableConfig& config() const { return m_cfg; }
    std::vector<ScalableStage> stages() const;
    std::size_t stageCount() const { return m_filters.size(); }
    const std::vector<SlicedFilter>& filters() const { return m_filters; }
    std::uint64_t inserted() const { return m_inserted; }
    std::uint64_t totalBits() const { return m_bits; }
    double bitsPerKey() const { return m_inserted ? double(m_bits) / double(m_inserted) : 0; }
    std::uint64_t bytes() const;
    // 1 − Π(1 − exact expected rate of sub-filter i at the keys it holds)
    double compoundTheory() const;
    // 1 − Π(1 − p_i) over the sub-filters built so far: what the design promises when each is full
    double compoundDesign() const;
    // 1 − Π(1 − stateFp of sub-filter i): the rate of these very bits
    double stateFp() const;
    // P0 / (1 − r)
    double bound() const { return m_cfg.p / (1 - m_cfg.tightening); }

private:
    explicit ScalableBloomFilter(const ScalableConfig& c) : m_cfg(c) {}
    bool grow();

    ScalableConfig m_cfg;
    std::vector<SlicedFilter> m_filters;
    std::vector<ScalableStage> m_stages;
    std::uint64_t m_inserted = 0, m_bits = 0;
};

// The sizing of one sub-filter: n keys at exact expected rate at most p, in the fewest bits k·M
// (the smaller k on a tie).
struct StageSize {
    std::uint64_t m = 0; // k·slice
    unsigned k = 0;
    std::uint64_t slice = 0;
};
Result<StageSize> sizeStage(std::uint64_t n, double p);

// The sub-filters n keys fill, without building them: stage i full with n_i keys, the last one
// holding the rest; theory is each one's exact expected rate at its keys.
struct ScalableTheory {
    std::vector<ScalableStage> stages;
    double compound = 0; // 1 − Π(1 − theory_i)
    double design = 0;   // 1 − Π(1 − p_i)
    double bound = 0;    // P0 / (1 − r)
    double bitsPerKey = 0;
};
Result<ScalableTheory> scalableTheory(const ScalableConfig& c, std::uint64_t n);

} // namespace hashlab::bloom

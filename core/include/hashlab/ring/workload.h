#pragma once
// Request workloads over a key set (docs/references.md "Skewed load"): uniform, or Zipf(s) with
// P(rank i) = i^(−s) / H_{N,s} and rank i the key i − 1, sampled exactly from its probability
// mass function by Vose's alias method. Draws come from splitmix64 and are mapped to ranges with
// integer arithmetic only, so one seed gives the same requests on every compiler and platform.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::ring {

namespace limits {
inline constexpr std::uint64_t kMaxRequests = 1'000'000'000;
inline constexpr double kMaxZipfS = 10.0;
} // namespace limits

// Uniform on [0, n) for n ≥ 1: Lemire's multiply-and-shift with rejection (unbiased).
std::uint64_t uniformBelow(std::uint64_t& state, std::uint64_t n);
// Uniform on [0, 1) in steps of 2^−53.
double uniformUnit(std::uint64_t& state);

// The Zipf probabilities of ranks 1..n, summing to 1 (the harmonic number H_{n,s} summed from
// the smallest terms up, in long double).
std::vector<double> zipfPmf(std::uint64_t n, double s);

// Vose's alias table: O(n) to build, two draws per sample.
class AliasTable {
public:
    explicit AliasTable(std::span<const double> weights); // non-negative, not all zero
    std::uint64_t sample(std::uint64_t& state) const;
    // out.size() samples, the same as that many calls of sample() in turn; faster on a big table
    // (the draws come first, so the table's cache misses overlap instead of queueing).
    void sampleBatch(std::uint64_t& state, std::span<std::uint64_t> out) const;
    std::size_t size() const { return m_cell.size(); }

private:
    // A column's probability and alias side by side: a sample reads one cache line, not two.
    struct Cell {
        double prob = 1.0;
        std::uint32_t alias = 0;
    };
    std::vector<Cell> m_cell;
};

struct Workload {
    enum class Kind { Uniform, Zipf } kind = Kind::Uniform;
    double s = 0;     // Zipf exponent
    std::string text; // "uniform" or "zipf:S" as typed
};
// "uniform" or "zipf:S" with 0 ≤ S ≤ 10 (parameter "workload").
Result<Workload> parseWorkload(std::string_view text);

// Requests per key (key order) for `requests` draws from `seed`. Empty if cancelled.
std::vector<std::uint64_t> sampleRequests(const Workload& workload, std::uint64_t keys,
                                          std::uint64_t requests, std::uint64_t seed,
                                          const Progress& progress = {});

// One hot key injected into a workload: exactly round(share · requests) requests go to `key`,
// the rest are drawn from the workload over every key (the hot key included), so the hot key's
// count is known without sampling noise. share in [0, 1]; key below the key count.
struct HotKey {
    std::uint64_t key = 0;
    double share = 0;
    bool operator==(const HotKey&) const = default;
};
Status validate(const HotKey& hot, std::uint64_t keys);
// sampleRequests with `hot` injected (share 0: the same draws as sampleRequests).
std::vector<std::uint64_t> sampleRequests(const Workload& workload, std::uint64_t keys,
                                          std::uint64_t requests, const HotKey& hot,
                                          std::uint64_t seed, const Progress& progress = {});

// Load measured in requests: what each node serves when every request for a key goes to the
// key's owner, and the nodes whose requests exceed a per-node capacity (0: no capacity).
struct RequestLoad {
    std::vector<std::uint64_t> perNode;
    std::uint64_t total = 0;
    std::uint64_t max = 0;
    double maxOverMean = 0; // max · nodes / total, from the integers; 0 without requests
    std::uint64_t capacity = 0;
    std::vector<std::uint32_t> overCapacity; // nodes above capacity, in node order
};
RequestLoad requestLoad(std::span<const std::uint32_t> owners,
                        std::span<const std::uint64_t> perKey, std::size_t nodes,
                        std::uint64_t capacity);

} // namespace hashlab::ring

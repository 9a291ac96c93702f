#include "hashlab/ring/workload.h"

#include "hashlab/common/mix.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

namespace hashlab::ring {

std::uint64_t uniformBelow(std::uint64_t& state, std::uint64_t n) {
    // Lemire, "Fast random integer generation in an interval" (2019): the high word of x·n, with
    // the few low words below 2^64 mod n rejected so every value has the same number of x.
    __extension__ typedef unsigned __int128 u128;
    u128 m = static_cast<u128>(splitmix64Next(state)) * n;
    auto low = static_cast<std::uint64_t>(m);
    if (low < n) {
        const std::uint64_t threshold = (0 - n) % n;
        while (low < threshold) {
            m = static_cast<u128>(splitmix64Next(state)) * n;
            low = static_cast<std::uint64_t>(m);
        }
    }
    return static_cast<std::uint64_t>(m >> 64);
}

double uniformUnit(std::uint64_t& state) {
    return static_cast<double>(splitmix64Next(state) >> 11) * 0x1.0p-53;
}

std::vector<double> zipfPmf(std::uint64_t n, double s) {
    std::vector<double> p(n);
    long double h = 0;
    // Smallest terms first, in long double: a sum of 10^7 terms keeps its last digits.
    for (std::uint64_t i = n; i >= 1; --i) {
        p[i - 1] = std::pow(static_cast<double>(i), -s);
        h += p[i - 1];
    }
    for (double& x : p)
        x = static_cast<double>(x / h);
    return p;
}

AliasTable::AliasTable(std::span<const double> weights) : m_cell(weights.size()) {
    // Vose, "A linear algorithm for generating random numbers with a given distribution" (1991):
    // scale to mean 1, pair each column below 1 with one above, which gives it its excess.
    const std::size_t n = weights.size();
    long double sum = 0;
    for (double w : weights)
        sum += w;
    std::vector<double> scaled(n);
    // The small columns from the front of one array, the large from its back: no reallocation.
    std::vector<std::uint32_t> work(n);
    std::size_t smalls = 0, larges = n;
    for (std::size_t i = 0; i < n; ++i) {
        scaled[i] = static_cast<double>(static_cast<long double>(weights[i]) * n / sum);
        work[scaled[i] < 1.0 ? smalls++ : --larges] = static_cast<std::uint32_t>(i);
    }
    // Vose's order: the last small pairs with the last large pushed (the back stack's top is
    // work[larges]); a large that falls below 1 moves onto the small stack.
    while (smalls > 0 && larges < n) {
        const std::uint32_t l = work[--smalls], g = work[larges++];
        m_cell[l] = {scaled[l], g};
        scaled[g] = (scaled[g] + scaled[l]) - 1.0;
        if (scaled[g] < 1.0)
            work[smalls++] = g;
        else
            work[--larges] = g;
    }
    // What is left is 1 up to rounding.
    for (std::size_t k = larges; k < n; ++k)
        m_cell[work[k]] = {1.0, work[k]};
    for (std::size_t k = 0; k < smalls; ++k)
        m_cell[work[k]] = {1.0, work[k]};
}

std::uint64_t AliasTable::sample(std::uint64_t& state) const {
    const std::uint64_t column = uniformBelow(state, m_cell.size());
    const Cell& c = m_cell[column];
    return uniformUnit(state) < c.prob ? column : c.alias;
}

void AliasTable::sampleBatch(std::uint64_t& state, std::span<std::uint64_t> out) const {
    thread_local std::vector<double> unit;
    unit.resize(out.size());
    for (std::size_t j = 0; j < out.size(); ++j) {
        out[j] = uniformBelow(state, m_cell.size());
        unit[j] = uniformUnit(state);
        __builtin_prefetch(&m_cell[out[j]]);
    }
    for (std::size_t j = 0; j < out.size(); ++j) {
        const Cell& c = m_cell[out[j]];
        out[j] = unit[j] < c.prob ? out[j] : c.alias;
    }
}

Result<Workload> parseWorkload(std::string_view text) {
    Workload w;
    w.text = std::string(text);
    if (text == "uniform")
        return w;
    if (text.substr(0, 5) == "zipf:") {
        const std::string_view num = text.substr(5);
        double s = 0;
        auto [p, ec] = std::from_chars(num.data(), num.data() + num.size(), s);
        if (!num.empty() && ec == std::errc() && p == num.data() + num.size() && s >= 0 &&
            s <= limits::kMaxZipfS) {
            w.kind = Workload::Kind::Zipf;
            w.s = s;
            return w;
        }
    }
    return makeError("workload",
                     HASHLAB_TR("core", "must be uniform or zipf:S with S from 0 to 10, got '%1'"),
                     std::string(text.substr(0, 40)));
}

std::vector<std::uint64_t> sampleRequests(const Workload& workload, std::uint64_t keys,
                                          std::uint64_t requests, std::uint64_t seed,
                                          const Progress& progress) {
    std::vector<std::uint64_t> counts(keys, 0);
    std::uint64_t state = seed;
    std::vector<double> pmf;
    if (workload.kind == Workload::Kind::Zipf)
        pmf = zipfPmf(keys, workload.s);
    const AliasTable table(pmf); // empty for uniform
    // A batch of keys drawn, then counted: with a million keys the counts (and the table) miss
    // the cache on most requests, and prefetching a batch lets those misses overlap.
    constexpr std::uint64_t kChunk = 1 << 20, kBatch = 64; // kBatch divides kChunk
    std::array<std::uint64_t, kBatch> drawn;
    for (std::uint64_t r = 0; r < requests; r += kBatch) {
        if (r % kChunk == 0) {
            if (progress.cancelled())
                return {};
            progress.report(static_cast<double>(r) / static_cast<double>(requests));
        }
        const auto batch = std::span(drawn).first(std::min(kBatch, requests - r));
        if (pmf.empty())
            for (std::uint64_t& key : batch)
                key = uniformBelow(state, keys);
        else
            table.sampleBatch(state, batch);
        for (std::uint64_t key : batch)
            __builtin_prefetch(&counts[key], 1);
        for (std::uint64_t key : batch)
            ++counts[key];
    }
    progress.report(1.0);
    return counts;
}

Status validate(const HotKey& hot, std::uint64_t keys) {
    if (!(hot.share >= 0 && hot.share <= 1))
        return makeError("hot-share", HASHLAB_TR("core", "must be from 0 to 1"));
    if (hot.share > 0 && hot.key >= keys)
        return makeError("hot-key", HASHLAB_TR("core", "must be from 0 to %1, got %2"), keys - 1,
                         hot.key);
    return ok();
}

std::vector<std::uint64_t> sampleRequests(const Workload& workload, std::uint64_t keys,
                                          std::uint64_t requests, const HotKey& hot,
                                          std::uint64_t seed, const Progress& progress) {
    const auto injected =
        hot.share > 0
            ? static_cast<std::uint64_t>(std::llround(hot.share * static_cast<double>(requests)))
            : std::uint64_t{0};
    auto counts =
        sampleRequests(workload, keys, requests - std::min(injected, requests), seed, progress);
    if (!counts.empty() && injected > 0)
        counts[hot.key] += std::min(injected, requests);
    return counts;
}

RequestLoad requestLoad(std::span<const std::uint32_t> owners,
                        std::span<const std::uint64_t> perKey, std::size_t nodes,
                        std::uint64_t capacity) {
    RequestLoad out;
    out.capacity = capacity;
    out.perNode.assign(nodes, 0);
    for (std::size_t k = 0; k < owners.size() && k < perKey.size(); ++k)
        out.perNode[owners[k]] += perKey[k];
    for (std::size_t n = 0; n < nodes; ++n) {
        out.total += out.perNode[n];
        out.max = std::max(out.max, out.perNode[n]);
        if (capacity > 0 && out.perNode[n] > capacity)
            out.overCapacity.push_back(static_cast<std::uint32_t>(n));
    }
    if (out.total > 0)
        out.maxOverMean = static_cast<double>(out.max) * static_cast<double>(nodes) /
                          static_cast<double>(out.total);
    return out;
}

} // namespace hashlab::ring

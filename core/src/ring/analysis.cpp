#include "hashlab/ring/analysis.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <unordered_map>

namespace hashlab::ring {

LoadStats loadStats(std::span<const std::uint32_t> owners, std::size_t nodeCount) {
    LoadStats s;
    s.counts.assign(nodeCount, 0);
    for (std::uint32_t o : owners)
        ++s.counts.at(o);
    if (nodeCount == 0)
        return s;
    s.mean = static_cast<double>(owners.size()) / static_cast<double>(nodeCount);
    double sq = 0;
    std::uint64_t mx = 0;
    for (std::uint64_t c : s.counts) {
        const double d = static_cast<double>(c) - s.mean;
        sq += d * d;
        mx = std::max(mx, c);
    }
    s.stddev = std::sqrt(sq / static_cast<double>(nodeCount));
    s.cv = s.mean > 0 ? s.stddev / s.mean : 0;
    // max / mean = max·nodes / keys: one rounding, from the integers
    s.maxOverMean = owners.empty() ? 0
                                   : static_cast<double>(mx) * static_cast<double>(nodeCount) /
                                         static_cast<double>(owners.size());
    return s;
}

double idealMovedFraction(const Config& before, const Config& after) {
    // The total-variation distance ½·Σ|p_i − q_i| between the nominal weight shares before and
    // after (a node absent on one side has share 0 there): the least share of keys that any
    // placement giving every node its nominal share must move.
    auto shares = [](const Config& c) {
        double sum = 0;
        for (const Node& n : c.nodes)
            sum += n.weight;
        std::map<std::string, double> s;
        for (const Node& n : c.nodes)
            s[n.name] += n.weight / sum;
        return s;
    };
    const auto p = shares(before), q = shares(after);
    double distance = 0;
    for (const auto& [name, share] : p) {
        const auto it = q.find(name);
        distance += std::abs(share - (it == q.end() ? 0.0 : it->second));
    }
    for (const auto& [name, share] : q)
        if (!p.count(name))
            distance += share;
    return std::clamp(distance / 2, 0.0, 1.0);
}

Migration diffOwners(const Config& before, const Config& after,
                     std::vector<std::uint32_t> ownersBefore,
                     std::vector<std::uint32_t> ownersAfter) {
    Migration m;
    for (const Node& n : before.nodes)
        m.fromNodes.push_back(n.name);
    for (const Node& n : after.nodes)
        m.toNodes.push_back(n.name);
    // Old index -> new index of the same name (or none): a key moved iff its owner's name changed.
    std::unordered_map<std::string, std::uint32_t> newIndex;
    for (std::uint32_t j = 0; j < m.toNodes.size(); ++j)
        newIndex[m.toNodes[j]] = j;
    std::vector<std::uint32_t> same(m.fromNodes.size(), ~std::uint32_t{0});
    for (std::uint32_t i = 0; i < m.fromNodes.size(); ++i)
        if (auto it = newIndex.find(m.fromNodes[i]); it != newIndex.end())
            same[i] = it->second;
    m.matrix.assign(m.fromNodes.size(), std::vector<std::uint64_t>(m.toNodes.size(), 0));
    for (std::size_t k = 0; k < ownersBefore.size(); ++k) {
        const std::uint32_t f = ownersBefore[k], t = ownersAfter[k];
        ++m.matrix[f][t];
        m.moved += same[f] != t;
    }
    m.movedFraction = ownersBefore.empty()
                          ? 0.0
                          : static_cast<double>(m.moved) / static_cast<double>(ownersBefore.size());
    m.idealFraction = idealMovedFraction(before, after);
    m.before = std::move(ownersBefore);
    m.after = std::move(ownersAfter);
    return m;
}

Migration migrate(const Placement& before, const Placement& after,
                  std::span<const std::uint64_t> hashes, const Progress& progress) {
    std::vector<std::uint32_t> a(hashes.size()), b(hashes.size());
    // Progress runs 0..1 once per assignment: the bar fills twice, cancel works in both.
    before.assign(hashes, a, progress);
    if (progress.cancelled())
        return {};
    after.assign(hashes, b, progress);
    if (progress.cancelled())
        return {};
    return diffOwners(before.config(), after.config(), std::move(a), std::move(b));
}

std::string formatCount(std::uint64_t n) {
    const std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out.push_back(',');
        out.push_back(digits[i]);
    }
    return out;
}

std::string formatPercent(double fraction, int decimals) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f %%", decimals, 100.0 * fraction);
    return buf;
}

} // namespace hashlab::ring

// Placements without a ring: jump hash, weighted rendezvous, maglev and plain modulo.
#include "placements.h"

#include "hashlab/hash/hash.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace hashlab::ring::detail {
namespace {

// splitmix64's finaliser: mixes a key hash with a node seed into a fresh uniform 64-bit score.
std::uint64_t mix64(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// Jump and modulo have no order beyond the owner's bucket: the successor list is the buckets
// after it, wrapping (bucket b is the b-th node).
void successors(std::uint32_t first, std::size_t n,
                const std::function<bool(std::uint32_t)>& visit) {
    for (std::size_t step = 0; step < n; ++step)
        if (visit(static_cast<std::uint32_t>((first + step) % n)))
            return;
}

class JumpPlacement final : public Placement {
public:
    explicit JumpPlacement(const Config& c) : Placement(c) {}
    std::uint32_t lookup(std::uint64_t hash) const override {
        // Bucket b is the b-th node in the configured order.
        return static_cast<std::uint32_t>(
            jumpConsistentHash(hash, static_cast<std::int32_t>(nodeCount())));
    }
    void preferenceOrder(std::uint64_t hash,
                         const std::function<bool(std::uint32_t)>& visit) const override {
        successors(lookup(hash), nodeCount(), visit);
    }
};

class ModuloPlacement final : public Placement {
public:
    explicit ModuloPlacement(const Config& c) : Placement(c) {}
    std::uint32_t lookup(std::uint64_t hash) const override {
        return static_cast<std::uint32_t>(hash % nodeCount());
    }
    void preferenceOrder(std::uint64_t hash,
                         const std::function<bool(std::uint32_t)>& visit) const override {
        successors(lookup(hash), nodeCount(), visit);
    }
    std::optional<SpaceShares> exactShares() const override {
        // Residue i is hit by floor((2^64 - 1 - i) / n) + 1 of the 2^64 hashes.
        SpaceShares s;
        s.total = U128{1} << 64;
        const std::uint64_t n = nodeCount();
        for (std::uint64_t i = 0; i < n; ++i)
            s.measure.push_back(U128{(~std::uint64_t{0} - i) / n} + 1);
        return s;
    }
};

class RendezvousPlacement final : public Placement {
public:
    explicit RendezvousPlacement(const Config& c) : Placement(c) {
        for (const Node& n : c.nodes) {
            m_seed.push_back(textHash(c.hash, n.name));
            m_weight.push_back(n.weight);
            m_equal = m_equal && n.weight == c.nodes.front().weight;
        }
        const std::uint64_t top = std::uint64_t{1} << 53, n = m_seed.size();
        m_cut = n <= kExpected ? 0 : top - top / n * kExpected;
    }
    std::uint32_t lookup(std::uint64_t hash) const override {
        // The highest score; ties go to the earlier node.
        std::uint32_t best = 0;
        double top = 0;
        for (std::uint32_t i = 0; i < m_seed.size(); ++i) {
            const double s = score(hash, i);
            if (i == 0 || s > top) {
                top = s;
                best = i;
            }
        }
        return best;
    }
    std::size_t memoryBytes() const override {
        return m_seed.size() * sizeof(std::uint64_t) + m_weight.size() * sizeof(double);
    }
    void preferenceOrder(std::uint64_t hash,
                         const std::function<bool(std::uint32_t)>& visit) const override {
        // Nodes by falling score, ties to the earlier node. With equal weights the score is the
        // 53-bit mix itself, compared as an integer (the same order as the double, no logarithm).
        if (m_equal)
            visitEqual(hash, visit);
        else
            visitByScore(visit, [&](std::uint32_t i) { return score(hash, i); });
    }

private:
    // One pass keeps the best kTop in order, the threshold in a register, without storing every
    // score: a preference list rarely needs more (R <= 5; a rack-aware walk that skips some).
    // Past them, the rest are ranked by a sort of all scores (rare).
    template <typename ScoreFn>
    void visitByScore(const std::function<bool(std::uint32_t)>& visit, ScoreFn scoreOf) const {
        using S = decltype(scoreOf(0));
        constexpr std::size_t kTop = 4;
        const auto n = static_cast<std::uint32_t>(m_seed.size());
        std::array<S, kTop> topScore{};
        std::array<std::uint32_t, kTop> top{};
        std::size_t held = 0;
        for (std::uint32_t i = 0; i < n; ++i) {
            const S s = scoreOf(i);
            if (held == kTop && !(s > topScore[kTop - 1]))
                continue;
            std::size_t at = held < kTop ? held++ : kTop - 1;
            for (; at > 0 && s > topScore[at - 1]; --at) {
                topScore[at] = topScore[at - 1];
                top[at] = top[at - 1];
            }
            topScore[at] = s;
            top[at] = i;
        }
        for (std::size_t k = 0; k < held; ++k)
            if (visit(top[k]))
                return;
        if (held == n)
            return;
        thread_local std::vector<std::pair<S, std::uint32_t>> rest;
        rest.clear();
        for (std::uint32_t i = 0; i < n; ++i)
            rest.push_back({scoreOf(i), i});
        std::sort(rest.begin(), rest.end(), [](const auto& a, const auto& b) {
            return a.first != b.first ? a.first > b.first : a.second < b.second;
        });
        for (std::size_t k = held; k < rest.size(); ++k)
            if (visit(rest[k].second))
                return;
    }

    // Equal weights: the scores are uniform 53-bit integers, so about kExpected of the n nodes
    // score at or above m_cut. Those candidates are kept without a branch, sorted, and offered
    // first: every other node scores lower. Too few for the list, the general path takes over.
    void visitEqual(std::uint64_t hash, const std::function<bool(std::uint32_t)>& visit) const {
        const auto n = static_cast<std::uint32_t>(m_seed.size());
        thread_local std::vector<std::pair<std::uint64_t, std::uint32_t>> cand;
        cand.resize(n);
        std::size_t found = 0;
        auto* out = cand.data();
        for (std::uint32_t i = 0; i < n; ++i) {
            const std::uint64_t s = mixed(hash, i);
            out[found] = {s, i};
            found += s >= m_cut;
        }
        const std::size_t held = found;
        // Falling score, ties to the earlier node, one selection step per node offered: a list
        // of R rarely needs the candidates sorted through.
        for (std::size_t k = 0; k < held; ++k) {
            std::size_t best = k;
            for (std::size_t j = k + 1; j < held; ++j)
                best = cand[j].first > cand[best].first ? j : best;
            std::swap(cand[k], cand[best]);
            if (visit(cand[k].second))
                return;
        }
        if (held == n)
            return;
        // Every candidate offered and the list still open: rank the rest the general way.
        std::size_t offered = 0;
        visitByScore([&](std::uint32_t node) { return offered++ >= held ? visit(node) : false; },
                     [&](std::uint32_t i) { return mixed(hash, i); });
    }

    std::uint64_t mixed(std::uint64_t hash, std::uint32_t i) const {
        return mix64(hash ^ m_seed[i]) >> 11;
    }

    // Highest random weight: score = -w / ln(u), u = mix(hash ^ seed) mapped into (0, 1). With
    // equal weights the score is monotone in u, so the raw 53-bit mix is the score (exact in a
    // double, the same winner, no logarithm).
    double score(std::uint64_t hash, std::uint32_t i) const {
        const std::uint64_t m = mixed(hash, i);
        if (m_equal)
            return static_cast<double>(m);
        const double u = (static_cast<double>(m) + 0.5) * 0x1.0p-53;
        return -m_weight[i] / std::log(u);
    }

    static constexpr std::uint64_t kExpected = 10;
    std::vector<std::uint64_t> m_seed;
    std::vector<double> m_weight;
    std::uint64_t m_cut = 0; // equal weights: scores at or above it are candidates
    bool m_equal = true;
};

class MaglevPlacement final : public Placement {
public:
    explicit MaglevPlacement(const Config& c) : Placement(c) {
        // Eisenbud et al. 2016, section 3.4: each backend's permutation of the M slots is
        // offset + j * skip (mod M); backends take turns claiming their next unclaimed slot.
        const std::uint64_t m = c.maglevSize;
        const std::size_t n = nodeCount();
        std::vector<std::uint64_t> offset(n), skip(n), next(n, 0);
        for (std::size_t i = 0; i < n; ++i) {
            const std::string& name = c.nodes[i].name;
            offset[i] = hash::xxh3_64(name.data(), name.size(), 0x6d61676c) % m;
            skip[i] = hash::xxh3_64(name.data(), name.size(), 0x736b6970) % (m - 1) + 1;
        }
        m_table.assign(m, kFree);
        std::uint64_t filled = 0;
        while (filled < m) {
            for (std::size_t i = 0; i < n && filled < m; ++i) {
                std::uint64_t slot = (offset[i] + next[i] * skip[i]) % m;
                while (m_table[slot] != kFree)
                    slot = (offset[i] + ++next[i] * skip[i]) % m;
                m_table[slot] = static_cast<std::uint32_t>(i);
                ++next[i];
                ++filled;
            }
        }
    }
    std::uint32_t lookup(std::uint64_t hash) const override {
        return m_table[hash % m_table.size()];
    }
    std::span<const std::uint32_t> table() const override { return m_table; }
    std::size_t memoryBytes() const override { return m_table.size() * sizeof(std::uint32_t); }
    void preferenceOrder(std::uint64_t hash,
                         const std::function<bool(std::uint32_t)>& visit) const override {
        // The successor list: the table slots after the key's slot, wrapping; every node holds
        // at least one slot (M >= N), so one turn of the table offers every node.
        const std::size_t m = m_table.size();
        for (std::size_t step = 0, i = hash % m; step < m; ++step, i = i + 1 == m ? 0 : i + 1)
            if (visit(m_table[i]))
                return;
    }
    std::optional<SpaceShares> exactShares() const override {
        SpaceShares s;
        s.measure.assign(nodeCount(), 0);
        s.total = m_table.size();
        for (std::uint32_t owner : m_table)
            ++s.measure[owner];
        return s;
    }

private:
    static constexpr std::uint32_t kFree = ~std::uint32_t{0};
    std::vector<std::uint32_t> m_table;
};

} // namespace

std::unique_ptr<Placement> makeJumpPlacement(const Config& c) {
    return std::make_unique<JumpPlacement>(c);
}
std::unique_ptr<Placement> makeRendezvousPlacement(const Config& c) {
    return std::make_unique<RendezvousPlacement>(c);
}
std::unique_ptr<Placement> makeMaglevPlacement(const Config& c) {
    return std::make_unique<MaglevPlacement>(c);
}
std::unique_ptr<Placement> makeModuloPlacement(const Config& c) {
    return std::make_unique<ModuloPlacement>(c);
}

} // namespace hashlab::ring::detail

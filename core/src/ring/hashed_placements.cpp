// Placements without a ring: jump hash, weighted rendezvous, maglev and plain modulo.
#include "placements.h"

#include "hashlab/hash/hash.h"

#include <cmath>

namespace hashlab::ring::detail {
namespace {

// splitmix64's finaliser: mixes a key hash with a node seed into a fresh uniform 64-bit score.
std::uint64_t mix64(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

class JumpPlacement final : public Placement {
public:
    explicit JumpPlacement(const Config& c) : Placement(c) {}
    std::uint32_t lookup(std::uint64_t hash) const override {
        // Bucket b is the b-th node in the configured order.
        return static_cast<std::uint32_t>(
            jumpConsistentHash(hash, static_cast<std::int32_t>(nodeCount())));
    }
};

class ModuloPlacement final : public Placement {
public:
    explicit ModuloPlacement(const Config& c) : Placement(c) {}
    std::uint32_t lookup(std::uint64_t hash) const override {
        return static_cast<std::uint32_t>(hash % nodeCount());
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
    }
    std::uint32_t lookup(std::uint64_t hash) const override {
        // Highest random weight: score = -w / ln(u), u = mix(hash ^ seed) mapped into (0, 1).
        // With equal weights the score is monotone in u, so the raw mix is compared (same
        // winner, no logarithm). Ties go to the earlier node.
        std::uint32_t best = 0;
        if (m_equal) {
            std::uint64_t top = 0;
            for (std::uint32_t i = 0; i < m_seed.size(); ++i) {
                const std::uint64_t u = mix64(hash ^ m_seed[i]) >> 11;
                if (i == 0 || u > top) {
                    top = u;
                    best = i;
                }
            }
            return best;
        }
        double top = 0;
        for (std::uint32_t i = 0; i < m_seed.size(); ++i) {
            const double u = (static_cast<double>(mix64(hash ^ m_seed[i]) >> 11) + 0.5) * 0x1.0p-53;
            const double score = -m_weight[i] / std::log(u);
            if (i == 0 || score > top) {
                top = score;
                best = i;
            }
        }
        return best;
    }

private:
    std::vector<std::uint64_t> m_seed;
    std::vector<double> m_weight;
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

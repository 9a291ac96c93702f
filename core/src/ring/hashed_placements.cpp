// Placements without a ring: jump hash, maglev and plain modulo (rendezvous has its own file).
#include "placements.h"

#include "hashlab/hash/hash.h"

#include <algorithm>

namespace hashlab::ring::detail {
namespace {

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
std::unique_ptr<Placement> makeMaglevPlacement(const Config& c) {
    return std::make_unique<MaglevPlacement>(c);
}
std::unique_ptr<Placement> makeModuloPlacement(const Config& c) {
    return std::make_unique<ModuloPlacement>(c);
}

} // namespace hashlab::ring::detail

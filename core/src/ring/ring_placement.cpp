// Ring-based placements: the plain ring with vnodes, libketama's continuum, and the bounded-load
// ring. All three share the sorted point array and its lookup.
#include "placements.h"

#include "hashlab/hash/hash.h"
#include "hashlab/ring/bounded.h"
#include "hashlab/ring/cassandra.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace hashlab::ring::detail {
namespace {

std::vector<Point> ringPoints(const Config& c) {
    std::vector<Point> pts;
    for (std::uint32_t i = 0; i < c.nodes.size(); ++i) {
        // vnodes points per unit of weight, at least one: a node's points never depend on the
        // other nodes, so adding or removing one leaves everyone else's points where they are.
        const auto count = pointsFor(c, i);
        const std::string prefix = c.nodes[i].name + "#";
        for (std::uint64_t v = 0; v < count; ++v)
            pts.push_back(
                {textHash(c.hash, prefix + std::to_string(v)), i, static_cast<std::uint32_t>(v)});
    }
    return pts;
}

// libketama's ketama_create_continuum: float shares, floorf(pct * 40 * numservers) MD5 digests
// of "<addr>-<k>", each cut into 4 little-endian 32-bit points.
std::vector<Point> ketamaPoints(const Config& c) {
    float total = 0;
    for (const Node& n : c.nodes)
        total += static_cast<float>(n.weight);
    const auto numServers = static_cast<float>(c.nodes.size());
    std::vector<Point> pts;
    for (std::uint32_t i = 0; i < c.nodes.size(); ++i) {
        const float pct = static_cast<float>(c.nodes[i].weight) / total;
        const auto ks = static_cast<unsigned>(
            std::floor(static_cast<float>(static_cast<double>(pct) * 40.0 * numServers)));
        for (unsigned k = 0; k < ks; ++k) {
            const std::string s = c.nodes[i].name + "-" + std::to_string(k);
            const auto d = hash::md5(s.data(), s.size());
            for (unsigned h = 0; h < 4; ++h) {
                const std::uint32_t p = static_cast<std::uint32_t>(d[3 + 4 * h]) << 24 |
                                        static_cast<std::uint32_t>(d[2 + 4 * h]) << 16 |
                                        static_cast<std::uint32_t>(d[1 + 4 * h]) << 8 |
                                        static_cast<std::uint32_t>(d[4 * h]);
                pts.push_back({p, i, 4 * k + h});
            }
        }
    }
    return pts;
}

// Cassandra: each node's random tokens, placed by their order in the signed token space.
std::vector<Point> cassandraPoints(const Config& c) {
    std::vector<Point> pts;
    for (std::uint32_t i = 0; i < c.nodes.size(); ++i) {
        const auto tokens = cassandraTokens(c, i);
        for (std::uint32_t t = 0; t < tokens.size(); ++t)
            pts.push_back({tokenPosition(tokens[t]), i, t});
    }
    return pts;
}

class RingPlacement final : public Placement {
public:
    explicit RingPlacement(const Config& c) : Placement(c) {
        m_points = c.algo == Algo::Ketama      ? ketamaPoints(c)
                   : c.algo == Algo::Cassandra ? cassandraPoints(c)
                                               : ringPoints(c);
        // Deterministic tie-break: equal positions ordered by node, then vnode; the first wins.
        std::sort(m_points.begin(), m_points.end(), [](const Point& a, const Point& b) {
            return a.pos != b.pos ? a.pos < b.pos
                                  : (a.node != b.node ? a.node < b.node : a.vnode < b.vnode);
        });
        m_pos.reserve(m_points.size());
        m_owner.reserve(m_points.size());
        for (const Point& p : m_points) {
            m_pos.push_back(p.pos);
            m_owner.push_back(p.node);
        }
        buildIndex();
    }

    std::uint32_t lookup(std::uint64_t hash) const override {
        return m_points.empty() ? 0 : m_owner[static_cast<std::size_t>(indexFor(hash))];
    }

    std::int64_t pointIndexFor(std::uint64_t hash) const override {
        return m_points.empty() ? -1 : static_cast<std::int64_t>(indexFor(hash));
    }

    std::span<const Point> points() const override { return m_points; }

    std::size_t memoryBytes() const override {
        return m_points.size() * sizeof(Point) + m_pos.size() * sizeof(std::uint64_t) +
               m_owner.size() * sizeof(std::uint32_t) + m_index.size() * sizeof(std::uint32_t);
    }

    void preferenceOrder(std::uint64_t hash,
                         const std::function<bool(std::uint32_t)>& visit) const override {
        // Clockwise from the owning point, once round the ring.
        const std::size_t n = m_points.size();
        for (std::size_t step = 0, i = indexFor(hash); step < n; ++step, i = i + 1 == n ? 0 : i + 1)
            if (visit(m_owner[i]))
                return;
    }

    void assign(std::span<const std::uint64_t> hashes, std::span<std::uint32_t> owners,
                const Progress& progress) const override {
        if (config().algo != Algo::Bounded) {
            Placement::assign(hashes, owners, progress);
            return;
        }
        assignBounded(hashes, owners, progress);
    }

    std::optional<SpaceShares> exactShares() const override {
        SpaceShares s;
        s.measure.assign(nodeCount(), 0);
        s.total = U128{1} << spaceBits();
        const std::size_t n = m_pos.size();
        for (std::size_t i = 0; i < n; ++i) {
            // Point i owns (previous point, pos_i]; the first one wraps past the top.
            const U128 len =
                i == 0 ? s.total - m_pos[n - 1] + m_pos[0] : U128{m_pos[i] - m_pos[i - 1]};
            s.measure[m_owner[i]] += len;
        }
        return s;
    }

private:
    // A direct-mapped index over the top bits of the space: each bucket stores the first point at
    // or after the bucket's start, so a lookup scans on average less than one point. This keeps
    // 16,000-point rings as fast as jump hash (see BM_RingLookup).
    void buildIndex() {
        const std::size_t n = m_pos.size();
        m_bits = 1;
        while (m_bits < 22 && (std::size_t{1} << m_bits) < 2 * n)
            ++m_bits;
        m_shift = spaceBits() - m_bits;
        m_index.resize((std::size_t{1} << m_bits) + 1);
        std::size_t p = 0;
        for (std::size_t b = 0; b < m_index.size() - 1; ++b) {
            const U128 start = U128{b} << m_shift;
            while (p < n && U128{m_pos[p]} < start)
                ++p;
            m_index[b] = static_cast<std::uint32_t>(p);
        }
        m_index.back() = static_cast<std::uint32_t>(n);
    }

    std::size_t indexFor(std::uint64_t hash) const {
        const std::size_t n = m_pos.size();
        const auto bucket = static_cast<std::size_t>(hash >> m_shift);
        if (bucket + 1 >= m_index.size())
            return 0; // beyond a 32-bit continuum: past every point, so wrap
        std::size_t i = m_index[bucket];
        while (i < n && m_pos[i] < hash)
            ++i;
        return i == n ? 0 : i;
    }

    void assignBounded(std::span<const std::uint64_t> hashes, std::span<std::uint32_t> owners,
                       const Progress& progress) const {
        // Mirrokni, Thorup, Zadimoghaddam: keys are placed in order and a key whose node is full
        // walks clockwise to the next with room (bounded.h has the exact capacities).
        const std::vector<std::uint64_t> cap = boundedCapacities(config(), hashes.size());
        std::vector<std::uint64_t> load(nodeCount(), 0);
        const std::size_t n = m_pos.size();
        for (std::size_t k = 0; k < hashes.size(); ++k) {
            if (k % 65536 == 0) {
                if (progress.cancelled())
                    return;
                progress.report(static_cast<double>(k) / static_cast<double>(hashes.size()));
            }
            std::size_t i = indexFor(hashes[k]);
            for (std::size_t steps = 0; steps < n && load[m_owner[i]] >= cap[m_owner[i]]; ++steps)
                i = (i + 1) % n;
            owners[k] = m_owner[i];
            ++load[m_owner[i]];
        }
        progress.report(1.0);
    }

    std::vector<Point> m_points;
    std::vector<std::uint64_t> m_pos;
    std::vector<std::uint32_t> m_owner;
    std::vector<std::uint32_t> m_index;
    int m_bits = 1, m_shift = 63;
};

} // namespace

std::unique_ptr<Placement> makeRingPlacement(const Config& config) {
    return std::make_unique<RingPlacement>(config);
}

} // namespace hashlab::ring::detail

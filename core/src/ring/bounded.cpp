#include "hashlab/ring/bounded.h"

#include "hashlab/common/decimal.h"

#include <algorithm>

namespace hashlab::ring {
namespace {

std::uint64_t pow10(int e) {
    std::uint64_t p = 1;
    for (int i = 0; i < e; ++i)
        p *= 10;
    return p;
}

} // namespace

std::vector<std::uint64_t> boundedCapacities(const Config& config, std::uint64_t keys) {
    // validate() guarantees every weight is a decimal of at most kMaxDecimalScale places and at
    // most 10^6, so on the common scale S each weight is an integer below 10^12 and the sum of a
    // thousand of them below 10^15. With ε = a/10^e the capacity is
    //   ⌈(10^e + a)·keys·M_i / (10^e·ΣM)⌉,
    // whose numerator stays below 1.1·10^7 · 2^64 · 10^12 < 2^128.
    std::vector<Decimal> w;
    int scale = 0;
    for (const Node& n : config.nodes) {
        const Decimal d = shortestDecimal(n.weight).value_or(Decimal{1, 0});
        scale = std::max(scale, d.scale);
        w.push_back(d);
    }
    U128 sum = 0;
    std::vector<U128> m;
    for (const Decimal& d : w) {
        m.push_back(static_cast<U128>(d.units) * pow10(scale - d.scale));
        sum += m.back();
    }
    const Decimal eps = config.epsilon;
    const U128 den = static_cast<U128>(pow10(eps.scale)) * sum;
    std::vector<std::uint64_t> cap;
    for (const U128 mi : m) {
        const U128 num = (static_cast<U128>(pow10(eps.scale)) + eps.units) * keys * mi;
        const U128 c = num / den + (num % den != 0);
        cap.push_back(c > ~std::uint64_t{0} ? ~std::uint64_t{0} : static_cast<std::uint64_t>(c));
    }
    return cap;
}

AssignedLookup::AssignedLookup(const Placement& placement, std::span<const std::uint32_t> owners)
    : m_placement(placement), m_bounded(placement.config().algo == Algo::Bounded) {
    if (!m_bounded)
        return;
    m_load.assign(placement.nodeCount(), 0);
    for (std::uint32_t o : owners)
        ++m_load.at(o);
    m_cap = boundedCapacities(placement.config(), owners.size() + 1);
    for (const Point& p : placement.points())
        m_pointNode.push_back(p.node);
}

std::int64_t AssignedLookup::pointIndex(std::uint64_t hash) const {
    std::int64_t i = m_placement.pointIndexFor(hash);
    if (!m_bounded || i < 0)
        return i;
    // The capacities for keys + 1 add up to more than keys + 1, so some node has room and the
    // walk ends within one turn of the ring.
    const auto n = static_cast<std::int64_t>(m_pointNode.size());
    for (std::int64_t steps = 0; steps < n; ++steps) {
        const std::uint32_t node = m_pointNode[static_cast<std::size_t>(i)];
        if (m_load[node] < m_cap[node])
            return i;
        i = (i + 1) % n;
    }
    return m_placement.pointIndexFor(hash);
}

std::uint32_t AssignedLookup::lookup(std::uint64_t hash) const {
    if (!m_bounded)
        return m_placement.lookup(hash);
    return m_pointNode[static_cast<std::size_t>(pointIndex(hash))];
}

std::int64_t landingPoint(const Placement& placement, std::uint64_t hash, std::uint32_t owner) {
    const std::int64_t first = placement.pointIndexFor(hash);
    if (first < 0 || placement.config().algo != Algo::Bounded)
        return first;
    const auto pts = placement.points();
    const auto n = static_cast<std::int64_t>(pts.size());
    for (std::int64_t s = 0, i = first; s < n; ++s, i = (i + 1) % n)
        if (pts[static_cast<std::size_t>(i)].node == owner)
            return i;
    return first;
}

} // namespace hashlab::ring

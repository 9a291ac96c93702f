#include "hashlab/ring/redis_cluster.h"

#include "hashlab/ring/config.h"
#include "hashlab/ring/redis_rebalance.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace hashlab::ring::redis {
namespace {

constexpr std::array<std::uint16_t, 256> makeTable() {
    std::array<std::uint16_t, 256> t{};
    for (unsigned i = 0; i < 256; ++i) {
        unsigned crc = i << 8;
        for (int b = 0; b < 8; ++b)
            crc = (crc & 0x8000) ? (crc << 1) ^ 0x1021 : crc << 1;
        t[i] = static_cast<std::uint16_t>(crc);
    }
    return t;
}
constexpr auto kTable = makeTable();

// Node names follow the ring's rules, so the same names are refused with the same words.
Status checkNames(const std::vector<std::string>& names) {
    Config c;
    c.algo = Algo::Modulo;
    for (const std::string& n : names)
        c.nodes.push_back({n, 1.0});
    return validate(c);
}

// Gives `count` of the slots in `slots` (ascending) to the nodes `to` in contiguous equal
// shares, the first count mod |to| one more.
void deal(std::vector<std::uint32_t>& owner, const std::vector<std::uint32_t>& slots,
          const std::vector<std::uint32_t>& to) {
    const std::size_t m = to.size(), base = slots.size() / m, extra = slots.size() % m;
    std::size_t next = 0;
    for (std::size_t j = 0; j < m; ++j)
        for (std::size_t k = 0; k < base + (j < extra ? 1 : 0); ++k)
            owner[slots[next++]] = to[j];
}

class SlotPlacement final : public Placement {
public:
    SlotPlacement(Config config, std::vector<std::uint32_t> owner)
        : Placement(std::move(config)), m_owner(std::move(owner)) {}
    std::uint32_t lookup(std::uint64_t slot) const override {
        return m_owner[static_cast<std::size_t>(slot & (kSlots - 1))];
    }
    std::optional<SpaceShares> exactShares() const override {
        SpaceShares s;
        s.measure.assign(nodeCount(), 0);
        for (std::uint32_t o : m_owner)
            ++s.measure[o];
        s.total = kSlots;
        return s;
    }
    std::size_t memoryBytes() const override { return m_owner.size() * sizeof(std::uint32_t); }
    void preferenceOrder(std::uint64_t slot,
                         const std::function<bool(std::uint32_t)>& visit) const override {
        const std::uint32_t first = lookup(slot);
        if (visit(first))
            return;
        for (std::uint32_t i = 0; i < nodeCount(); ++i)
            if (i != first && visit(i))
                return;
    }

private:
    std::vector<std::uint32_t> m_owner;
};

} // namespace

std::uint16_t crc16(std::string_view bytes) {
    std::uint16_t crc = 0;
    for (unsigned char c : bytes)
        crc = static_cast<std::uint16_t>((crc << 8) ^ kTable[((crc >> 8) ^ c) & 0xff]);
    return crc;
}

std::string_view hashedPart(std::string_view key) {
    const std::size_t open = key.find('{');
    if (open == std::string_view::npos)
        return key;
    const std::size_t close = key.find('}', open + 1);
    if (close == std::string_view::npos || close == open + 1)
        return key;
    return key.substr(open + 1, close - open - 1);
}

std::uint32_t keySlot(std::string_view key) {
    return crc16(hashedPart(key)) & (kSlots - 1);
}

std::vector<std::uint32_t> SlotMap::counts() const {
    std::vector<std::uint32_t> c(nodes.size(), 0);
    for (std::uint32_t o : owner)
        ++c.at(o);
    return c;
}

std::vector<SlotRange> SlotMap::ranges(std::uint32_t node) const {
    std::vector<SlotRange> out;
    for (std::uint32_t s = 0; s < owner.size(); ++s) {
        if (owner[s] != node)
            continue;
        if (!out.empty() && out.back().second + 1 == s)
            out.back().second = s;
        else
            out.push_back({s, s});
    }
    return out;
}

Result<SlotMap> createSlots(std::vector<std::string> nodes) {
    if (Status s = checkNames(nodes); !s)
        return s.error();
    SlotMap map;
    map.nodes = std::move(nodes);
    map.owner.assign(kSlots, 0);
    // redis-cli.c clusterManagerCommandCreate, float arithmetic kept: it decides the boundaries.
    const auto n = static_cast<long>(map.nodes.size());
    const float perNode = static_cast<float>(kSlots) / static_cast<float>(n);
    float cursor = 0.0f;
    long first = 0;
    for (long i = 0; i < n; ++i) {
        long last = std::lround(cursor + perNode - 1);
        if (last > static_cast<long>(kSlots) || i == n - 1)
            last = kSlots - 1;
        if (last < first)
            last = first;
        for (long s = first; s <= last; ++s)
            map.owner[static_cast<std::size_t>(s)] = static_cast<std::uint32_t>(i);
        first = last + 1;
        cursor += perNode;
    }
    return map;
}

Result<SlotMap> addNode(const SlotMap& map, const std::string& name) {
    std::vector<std::string> names = map.nodes;
    names.push_back(name);
    if (Status s = checkNames(names); !s) {
        Error e = s.error();
        e.parameter = "add";
        return e;
    }
    // redis-cli --cluster add-node, then rebalance --cluster-use-empty-masters: the joiner is
    // the last master in order, and every master ends as close to 16384/(N+1) as redis-cli's
    // rounding lets it (redis_rebalance.h).
    ClusterState state;
    for (const std::string& n : names)
        state.masters.push_back({n, n, "online", {}});
    state.owner = map.owner;
    RedisCliOptions options;
    options.useEmptyMasters = true;
    auto plan = planRedisCli(state, options);
    if (!plan)
        return plan.error();
    SlotMap next = map;
    next.nodes = std::move(names);
    next.owner = plan->ownerAfter;
    return next;
}

Result<SlotMap> removeNode(const SlotMap& map, const std::string& name) {
    const auto it = std::find(map.nodes.begin(), map.nodes.end(), name);
    if (it == map.nodes.end())
        return makeError("remove", HASHLAB_TR("core", "unknown node '%1'"), name);
    if (map.nodes.size() == 1)
        return makeError("remove", HASHLAB_TR("core", "cannot remove the last node"));
    const auto leaving = static_cast<std::uint32_t>(it - map.nodes.begin());
    std::vector<std::uint32_t> slots, rest;
    for (std::uint32_t s = 0; s < kSlots; ++s)
        if (map.owner[s] == leaving)
            slots.push_back(s);
    for (std::uint32_t i = 0; i < map.nodes.size(); ++i)
        if (i != leaving)
            rest.push_back(i);
    SlotMap next = map;
    deal(next.owner, slots, rest);
    // Renumber: the nodes after the leaving one move down by one.
    for (std::uint32_t& o : next.owner)
        o -= o > leaving ? 1 : 0;
    next.nodes.erase(next.nodes.begin() + leaving);
    return next;
}

Result<SlotMap> reshard(const SlotMap& map, const std::vector<std::string>& names) {
    auto has = [](const std::vector<std::string>& v, const std::string& n) {
        return std::find(v.begin(), v.end(), n) != v.end();
    };
    SlotMap next = map;
    for (const std::string& n : names)
        if (!has(next.nodes, n)) {
            auto r = addNode(next, n);
            if (!r)
                return r.error();
            next = std::move(r).value();
        }
    const std::vector<std::string> old = next.nodes;
    for (const std::string& n : old)
        if (!has(names, n)) {
            auto r = removeNode(next, n);
            if (!r)
                return r.error();
            next = std::move(r).value();
        }
    return next;
}

std::vector<SlotMove> slotMoves(const SlotMap& before, const SlotMap& after) {
    std::vector<SlotMove> moves;
    std::map<std::pair<std::string, std::string>, std::size_t> index;
    for (std::uint32_t s = 0; s < kSlots; ++s) {
        const std::string& from = before.nodes[before.owner[s]];
        const std::string& to = after.nodes[after.owner[s]];
        if (from == to)
            continue;
        auto [it, fresh] = index.try_emplace({from, to}, moves.size());
        if (fresh)
            moves.push_back({from, to, 0, {}});
        SlotMove& m = moves[it->second];
        ++m.count;
        if (!m.ranges.empty() && m.ranges.back().second + 1 == s)
            m.ranges.back().second = s;
        else
            m.ranges.push_back({s, s});
    }
    return moves;
}

std::unique_ptr<Placement> makePlacement(const SlotMap& map) {
    Config c;
    c.algo = Algo::RedisCluster;
    for (const std::string& n : map.nodes)
        c.nodes.push_back({n, 1.0});
    return std::make_unique<SlotPlacement>(std::move(c), map.owner);
}

} // namespace hashlab::ring::redis

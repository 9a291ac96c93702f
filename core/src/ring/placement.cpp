// The shared half of every placement: key sources, key hashing, jump hash, and the factory.
#include "hashlab/ring/placement.h"

#include "placements.h"

#include "hashlab/hash/hash.h"
#include "hashlab/ring/cassandra.h"
#include "hashlab/ring/redis_cluster.h"

#include <charconv>
#include <cstdio>

namespace hashlab::ring {

double SpaceShares::fraction(std::size_t node) const {
    return total == 0 ? 0.0
                      : static_cast<double>(static_cast<long double>(measure.at(node)) /
                                            static_cast<long double>(total));
}

KeySource KeySource::generated(std::uint64_t count) {
    KeySource k;
    k.m_count = count;
    return k;
}

KeySource KeySource::list(std::vector<std::string> keys) {
    KeySource k;
    k.m_count = keys.size();
    k.m_keys = std::move(keys);
    k.m_generated = false;
    return k;
}

std::uint64_t KeySource::size() const {
    return m_count;
}

std::string KeySource::text(std::uint64_t index) const {
    return m_generated ? "key-" + std::to_string(index) : m_keys.at(index);
}

std::int32_t jumpConsistentHash(std::uint64_t key, std::int32_t buckets) {
    // Lamping & Veach 2014, figure 1, unchanged.
    std::int64_t b = -1, j = 0;
    while (j < buckets) {
        b = j;
        key = key * 2862933555777941757ULL + 1;
        j = static_cast<std::int64_t>(
            static_cast<double>(b + 1) *
            (static_cast<double>(1LL << 31) / static_cast<double>((key >> 33) + 1)));
    }
    return static_cast<std::int32_t>(b);
}

std::uint32_t ketamaHash(std::string_view text) {
    const auto d = hash::md5(text.data(), text.size());
    return static_cast<std::uint32_t>(d[3]) << 24 | static_cast<std::uint32_t>(d[2]) << 16 |
           static_cast<std::uint32_t>(d[1]) << 8 | static_cast<std::uint32_t>(d[0]);
}

namespace detail {

std::uint64_t textHash(KeyHash h, std::string_view text) {
    switch (h) {
    case KeyHash::Murmur3:
        return hash::hash64(hash::Algo::Murmur3_x64_128, text);
    case KeyHash::Md5:
        return hash::hash64(hash::Algo::Md5, text);
    case KeyHash::Xxh3:
    case KeyHash::Identity:
        break; // node names are not integers: identity places points by xxh3
    }
    return hash::xxh3_64(text.data(), text.size(), 0);
}

} // namespace detail

Result<std::uint64_t> Placement::keyHash(std::string_view key) const {
    if (m_config.algo == Algo::Ketama)
        return std::uint64_t{ketamaHash(key)};
    if (m_config.algo == Algo::Cassandra) // the partitioner's token, whatever config.hash says
        return tokenPosition(cassandraToken(key));
    if (m_config.algo == Algo::RedisCluster)
        return std::uint64_t{redis::keySlot(key)};
    if (m_config.hash == KeyHash::Identity) {
        std::uint64_t v = 0;
        const char* end = key.data() + key.size();
        auto [p, ec] = std::from_chars(key.data(), end, v);
        if (key.empty() || ec != std::errc() || p != end)
            return makeError("key",
                             HASHLAB_TR("core", "%1 is not an unsigned 64-bit integer, which the "
                                                "identity hash needs"),
                             detail::quoted(key.substr(0, 40)));
        return v;
    }
    return detail::textHash(m_config.hash, key);
}

Result<std::vector<std::uint64_t>> Placement::hashKeys(const KeySource& keys,
                                                       const Progress& progress) const {
    const std::uint64_t n = keys.size();
    std::vector<std::uint64_t> out(n);
    constexpr std::uint64_t kChunk = 1 << 16;
    char buf[32] = "key-";
    for (std::uint64_t i = 0; i < n; ++i) {
        if (i % kChunk == 0) {
            if (progress.cancelled())
                return makeError("keys", HASHLAB_TR("core", "cancelled"));
            progress.report(static_cast<double>(i) / static_cast<double>(n));
        }
        Result<std::uint64_t> h = 0;
        if (keys.isGenerated()) {
            // "key-<i>" without allocating: 10^7 keys must not build 10^7 strings.
            auto [p, ec] = std::to_chars(buf + 4, buf + sizeof buf, i);
            (void)ec;
            h = keyHash(std::string_view(buf, static_cast<std::size_t>(p - buf)));
        } else {
            h = keyHash(keys.ref(i));
        }
        if (!h) {
            Error e = h.error();
            e.message = "key " + std::to_string(i + 1) + ": " + e.message;
            return e;
        }
        out[i] = *h;
    }
    progress.report(1.0);
    return out;
}

void Placement::assign(std::span<const std::uint64_t> hashes, std::span<std::uint32_t> owners,
                       const Progress& progress) const {
    constexpr std::size_t kChunk = 1 << 16;
    for (std::size_t start = 0; start < hashes.size(); start += kChunk) {
        if (progress.cancelled())
            return;
        progress.report(static_cast<double>(start) / static_cast<double>(hashes.size()));
        const std::size_t end = std::min(hashes.size(), start + kChunk);
        for (std::size_t i = start; i < end; ++i)
            owners[i] = lookup(hashes[i]);
    }
    progress.report(1.0);
}

U128 pointArc(const Placement& p, std::size_t index) {
    const auto pts = p.points();
    if (pts.empty())
        return 0;
    const U128 space = U128{1} << p.spaceBits();
    const std::size_t prev = index == 0 ? pts.size() - 1 : index - 1;
    return index == 0 ? space - pts[prev].pos + pts[index].pos
                      : U128{pts[index].pos - pts[prev].pos};
}

U128 clockwiseWalk(const Placement& p, std::uint64_t hash) {
    const std::int64_t i = p.pointIndexFor(hash);
    if (i < 0)
        return 0;
    const std::uint64_t pos = p.points()[static_cast<std::size_t>(i)].pos;
    return pos >= hash ? U128{pos - hash} : (U128{1} << p.spaceBits()) - hash + pos;
}

Result<std::unique_ptr<Placement>> build(const Config& config) {
    if (Status s = validate(config); !s)
        return s.error();
    switch (config.algo) {
    case Algo::Ring:
    case Algo::Ketama:
    case Algo::Bounded:
    case Algo::Cassandra:
        return detail::makeRingPlacement(config);
    case Algo::Jump:
        return detail::makeJumpPlacement(config);
    case Algo::Rendezvous:
        return detail::makeRendezvousPlacement(config);
    case Algo::Maglev:
        return detail::makeMaglevPlacement(config);
    case Algo::Modulo:
        return detail::makeModuloPlacement(config);
    case Algo::RedisCluster: {
        std::vector<std::string> names;
        for (const Node& n : config.nodes)
            names.push_back(n.name);
        auto map = redis::createSlots(std::move(names));
        if (!map)
            return map.error();
        return redis::makePlacement(*map);
    }
    }
    return makeError("algo", HASHLAB_TR("core", "unknown algorithm"));
}

} // namespace hashlab::ring

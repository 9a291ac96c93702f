#pragma once
// One interface over every placement algorithm: build(config) gives a Placement that maps a
// key's hash to a node index (into config.nodes). Ring-based placements also expose their
// points; every placement that partitions the hash space exactly exposes integer shares.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"
#include "hashlab/ring/config.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::ring {

// 128-bit unsigned integer for exact arc lengths over the 2^64 space (2^64 itself must fit).
__extension__ typedef unsigned __int128 U128;

// A point on the ring: position in the hash space, owner node, and its vnode number
// (for ketama: 4 * k + h, the h-th 4-byte group of MD5("<addr>-<k>")).
struct Point {
    std::uint64_t pos = 0;
    std::uint32_t node = 0;
    std::uint32_t vnode = 0;
};

// Exact shares of the hash space (or of maglev's table): measure[i] / total, integers that sum to
// exactly `total`.
struct SpaceShares {
    std::vector<U128> measure;
    U128 total = 0;
    double fraction(std::size_t node) const;
};

// The keys of a run: either the generated "key-0" ... "key-(count-1)", or an explicit list.
class KeySource {
public:
    static KeySource generated(std::uint64_t count);
    static KeySource list(std::vector<std::string> keys);
    std::uint64_t size() const;
    std::string text(std::uint64_t index) const;
    bool isGenerated() const { return m_generated; }
    const std::string& ref(std::uint64_t index) const { return m_keys.at(index); } // list only

private:
    std::uint64_t m_count = 0;
    std::vector<std::string> m_keys;
    bool m_generated = true;
};

// Lamping & Veach's jump consistent hash (bucket in [0, buckets)).
std::int32_t jumpConsistentHash(std::uint64_t key, std::int32_t buckets);
// libketama's key hash: the first 4 bytes of MD5(text), little-endian.
std::uint32_t ketamaHash(std::string_view text);

class Placement {
public:
    virtual ~Placement() = default;
    const Config& config() const { return m_config; }
    std::size_t nodeCount() const { return m_config.nodes.size(); }
    // 32 for ketama (libketama's continuum), 14 for Redis Cluster (its 16,384 slots are the
    // space: a key's "hash" is its slot), 64 otherwise.
    int spaceBits() const {
        return m_config.algo == Algo::Ketama ? 32 : m_config.algo == Algo::RedisCluster ? 14 : 64;
    }

    // The key's position in the hash space (Redis Cluster: its slot); identity refuses non-integers
    // (parameter "key").
    Result<std::uint64_t> keyHash(std::string_view key) const;
    // Hashes all keys (progress and cancel per chunk); the first bad key is the error.
    Result<std::vector<std::uint64_t>> hashKeys(const KeySource& keys,
                                                const Progress& progress = {}) const;

    // Owner of one hash by the placement's rule alone, independent of other keys. Under bounded
    // loads that is the ring owner before any capacity applies: AssignedLookup (bounded.h)
    // answers with the loads of an assignment.
    virtual std::uint32_t lookup(std::uint64_t hash) const = 0;
    // Owners of a whole key set. Bounded-load placement depends on the set and the order
    // (keys are placed in order, a full node passes the key clockwise); the others just look up.
    virtual void assign(std::span<const std::uint64_t> hashes, std::span<std::uint32_t> owners,
                        const Progress& progress = {}) const;
    // Ring points sorted by (pos, node, vnode); empty for algorithms without a ring.
    virtual std::span<const Point> points() const { return {}; }
    // Index into points() of the point owning `hash` (first at or after it, wrapping); -1 if none.
    virtual std::int64_t pointIndexFor(std::uint64_t) const { return -1; }
    // Exact shares where the algorithm partitions its space (ring arcs, maglev slots, modulo
    // residues); nullopt for jump and rendezvous, whose shares are only expected values.
    virtual std::optional<SpaceShares> exactShares() const { return std::nullopt; }
    // Bytes of the structure a lookup reads, as held here: ring points with their position and
    // owner arrays and index, rendezvous' seeds and weights, maglev's table; 0 for jump and
    // modulo, which need only the node count.
    virtual std::size_t memoryBytes() const { return 0; }
    // Maglev's lookup table (node per slot); empty otherwise.
    virtual std::span<const std::uint32_t> table() const { return {}; }
    // Offers nodes in the order this placement prefers them for `hash`, the owner first, until
    // `visit` returns true or every node has been offered (repeats allowed): the order replicas
    // are taken in (replication.h). Ring points clockwise, rendezvous scores from the highest,
    // jump and modulo the following buckets, maglev the following table slots.
    virtual void preferenceOrder(std::uint64_t hash,
                                 const std::function<bool(std::uint32_t)>& visit) const = 0;
    // The first out.size() (at most kMaxTopNodes) distinct nodes preferenceOrder() would offer,
    // written to `out`, where the placement can tell them without the walk (rendezvous with
    // equal weights: the top scores of one scan). False where it cannot: then walk.
    static constexpr std::size_t kMaxTopNodes = 5;
    virtual bool topNodes(std::uint64_t /*hash*/, std::span<std::uint32_t> /*out*/) const {
        return false;
    }
    // Where preferenceOrder() ranks every node by a score of the hash and that node alone
    // (rendezvous): whether node a comes before node b for `hash`. nullopt for the others, whose
    // order depends on where the other nodes are.
    virtual std::optional<bool> ranksBefore(std::uint64_t /*hash*/, std::uint32_t /*a*/,
                                            std::uint32_t /*b*/) const {
        return std::nullopt;
    }

protected:
    explicit Placement(Config config) : m_config(std::move(config)) {}

private:
    Config m_config;
};

// Length of the arc point `index` of points() owns: (previous point, its position], wrapping;
// 0 for the later of two points at the same position.
U128 pointArc(const Placement& placement, std::size_t index);
// Clockwise distance from a key's hash to the point that owns it (0 when exactly on it).
U128 clockwiseWalk(const Placement& placement, std::uint64_t hash);

// Validates and builds. Heavy only for huge rings and maglev tables (milliseconds).
Result<std::unique_ptr<Placement>> build(const Config& config);

} // namespace hashlab::ring

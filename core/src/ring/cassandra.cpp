#include "hashlab/ring/cassandra.h"

#include "hashlab/common/mix.h"
#include "hashlab/hash/hash.h"

#include "placements.h"

#include <limits>

namespace hashlab::ring {
namespace {

std::uint64_t rotl(std::uint64_t v, int n) {
    return (v << n) | (v >> (64 - n));
}

std::uint64_t scramble(std::uint64_t k, std::uint64_t a, std::uint64_t b, int r) {
    return rotl(k * a, r) * b;
}

std::uint64_t fmix(std::uint64_t k) {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL;
    k ^= k >> 33;
    return k;
}

std::uint64_t block(const unsigned char* p) {
    std::uint64_t v = 0;
    for (int i = 7; i >= 0; --i)
        v = (v << 8) | p[i];
    return v;
}

// A tail byte as Java reads it from a ByteBuffer: signed, then widened to long.
std::uint64_t javaByte(unsigned char b) {
    return static_cast<std::uint64_t>(static_cast<std::int64_t>(static_cast<signed char>(b)));
}

} // namespace

std::int64_t cassandraToken(std::string_view key) {
    const auto* data = reinterpret_cast<const unsigned char*>(key.data());
    const std::size_t len = key.size();
    const std::uint64_t c1 = 0x87c37b91114253d5ULL, c2 = 0x4cf5ad432745937fULL;
    std::uint64_t h1 = 0, h2 = 0;
    const std::size_t blocks = len / 16;
    for (std::size_t i = 0; i < blocks; ++i) {
        h1 ^= scramble(block(data + 16 * i), c1, c2, 31);
        h1 = rotl(h1, 27) + h2;
        h1 = h1 * 5 + 0x52dce729;
        h2 ^= scramble(block(data + 16 * i + 8), c2, c1, 33);
        h2 = rotl(h2, 31) + h1;
        h2 = h2 * 5 + 0x38495ab5;
    }
    const unsigned char* tail = data + 16 * blocks;
    const std::size_t rest = len & 15;
    std::uint64_t k1 = 0, k2 = 0;
    for (std::size_t i = rest; i > 8; --i)
        k2 ^= javaByte(tail[i - 1]) << (8 * (i - 9));
    for (std::size_t i = std::min<std::size_t>(rest, 8); i > 0; --i)
        k1 ^= javaByte(tail[i - 1]) << (8 * (i - 1));
    if (rest > 8)
        h2 ^= scramble(k2, c2, c1, 33);
    if (rest > 0)
        h1 ^= scramble(k1, c1, c2, 31);
    h1 ^= len;
    h2 ^= len;
    h1 += h2;
    h2 += h1;
    h1 = fmix(h1);
    h2 = fmix(h2);
    h1 += h2;
    const auto token = static_cast<std::int64_t>(h1);
    return token == std::numeric_limits<std::int64_t>::min()
               ? std::numeric_limits<std::int64_t>::max()
               : token;
}

std::vector<std::int64_t> cassandraTokens(const Config& config, std::size_t node) {
    const std::string& name = config.nodes[node].name;
    std::uint64_t state = hash::xxh3_64(name.data(), name.size(), 0);
    const std::uint64_t count = detail::pointsFor(config, node);
    std::vector<std::int64_t> tokens;
    tokens.reserve(count);
    for (std::uint64_t t = 0; t < count; ++t) {
        const auto token = static_cast<std::int64_t>(splitmix64Next(state));
        tokens.push_back(token == std::numeric_limits<std::int64_t>::min()
                             ? std::numeric_limits<std::int64_t>::max()
                             : token);
    }
    return tokens;
}

} // namespace hashlab::ring

#include "fast_md5.h"

#include <bit>
#include <cstring>

namespace hashlab::collisions::detail {
namespace {

constexpr std::uint32_t kK[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};
constexpr int kS[64] = {7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
                        5, 9,  14, 20, 5, 9,  14, 20, 5, 9,  14, 20, 5, 9,  14, 20,
                        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21};

std::uint32_t loadLE(const std::uint8_t* p) {
    return std::uint32_t{p[0]} | std::uint32_t{p[1]} << 8 | std::uint32_t{p[2]} << 16 |
           std::uint32_t{p[3]} << 24;
}

void compress(std::uint32_t h[4], const std::uint8_t* block) {
    std::uint32_t m[16];
    for (int i = 0; i < 16; ++i)
        m[i] = loadLE(block + 4 * i);
    std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3];
    // Four loops of 16, one per round function, so the compiler can unroll them branch-free.
    auto step = [&](std::uint32_t f, int i, int g) {
        f += a + kK[i] + m[g];
        a = d;
        d = c;
        c = b;
        b += std::rotl(f, kS[i]);
    };
    for (int i = 0; i < 16; ++i)
        step((b & c) | (~b & d), i, i);
    for (int i = 16; i < 32; ++i)
        step((d & b) | (~d & c), i, (5 * i + 1) & 15);
    for (int i = 32; i < 48; ++i)
        step(b ^ c ^ d, i, (3 * i + 5) & 15);
    for (int i = 48; i < 64; ++i)
        step(c ^ (b | ~d), i, (7 * i) & 15);
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
}

} // namespace

std::array<std::uint8_t, 16> fastMd5(const void* data, std::size_t len) {
    std::uint32_t h[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
    const auto* p = static_cast<const std::uint8_t*>(data);
    std::size_t full = len / 64;
    for (std::size_t i = 0; i < full; ++i)
        compress(h, p + 64 * i);
    // The tail, 0x80, zeros, and the bit length little-endian: one or two final blocks.
    std::uint8_t tail[128] = {};
    const std::size_t rest = len - 64 * full;
    if (rest)
        std::memcpy(tail, p + 64 * full, rest);
    tail[rest] = 0x80;
    const std::size_t tailLen = rest < 56 ? 64 : 128;
    const std::uint64_t bits = static_cast<std::uint64_t>(len) * 8;
    for (int i = 0; i < 8; ++i)
        tail[tailLen - 8 + static_cast<std::size_t>(i)] =
            static_cast<std::uint8_t>(bits >> (8 * i));
    compress(h, tail);
    if (tailLen == 128)
        compress(h, tail + 64);
    std::array<std::uint8_t, 16> out{};
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            out[static_cast<std::size_t>(4 * i + j)] = static_cast<std::uint8_t>(h[i] >> (8 * j));
    return out;
}

} // namespace hashlab::collisions::detail

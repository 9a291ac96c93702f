#include "hashlab/hash/hash.h"

#include "hashlab/common/names.h"

#include <murmurhash.h>
#include <openssl/evp.h>
#include <xxhash.h>

#include <algorithm>
#include <stdexcept>

namespace hashlab::hash {
namespace {

constexpr std::array<Algo, 7> kAlgos{
    Algo::Murmur3_x64_128, Algo::Murmur3_x86_32, Algo::Xxh3_64, Algo::Xxh64, Algo::Md5,
    Algo::Sha256,          Algo::Fnv1a_64};

void putLE(std::vector<std::uint8_t>& out, std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i)
        out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

std::uint64_t readLE(const std::uint8_t* p, int bytes) {
    std::uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | p[i];
    return v;
}

template <std::size_t N>
std::array<std::uint8_t, N> evpDigest(const EVP_MD* md, const void* data, std::size_t len) {
    std::array<std::uint8_t, N> out{};
    unsigned int outLen = 0;
    if (EVP_Digest(data, len, out.data(), &outLen, md, nullptr) != 1 || outLen != N)
        throw std::runtime_error("libcrypto digest failed");
    return out;
}

} // namespace

std::span<const Algo> allAlgos() {
    return kAlgos;
}

std::string_view algoName(Algo algo) {
    switch (algo) {
    case Algo::Murmur3_x86_32:
        return "murmur3_x86_32";
    case Algo::Murmur3_x64_128:
        return "murmur3_x64_128";
    case Algo::Xxh3_64:
        return "xxh3_64";
    case Algo::Xxh64:
        return "xxh64";
    case Algo::Md5:
        return "md5";
    case Algo::Sha256:
        return "sha256";
    case Algo::Fnv1a_64:
        return "fnv1a_64";
    }
    return "?";
}

Result<Algo> parseAlgo(std::string_view name) {
    if (auto a = enumNamed(name, kAlgos, algoName))
        return *a;
    std::string list;
    for (Algo a : kAlgos)
        list += (list.empty() ? "" : ", ") + std::string(algoName(a));
    return makeError("algo", HASHLAB_TR("core", "unknown hash algorithm '%1' (one of %2)"), name,
                     list);
}

std::size_t digestSize(Algo algo) {
    switch (algo) {
    case Algo::Murmur3_x86_32:
        return 4;
    case Algo::Murmur3_x64_128:
        return 16;
    case Algo::Md5:
        return 16;
    case Algo::Sha256:
        return 32;
    default:
        return 8;
    }
}

std::uint64_t maxSeed(Algo algo) {
    switch (algo) {
    case Algo::Murmur3_x86_32:
    case Algo::Murmur3_x64_128:
        return 0xffffffffULL;
    case Algo::Xxh3_64:
    case Algo::Xxh64:
        return ~0ULL;
    default:
        return 0;
    }
}

std::uint32_t murmur3_x86_32(const void* data, std::size_t len, std::uint32_t seed) {
    std::uint32_t out[1];
    lmmh_x86_32(data, static_cast<unsigned int>(len), seed, out);
    return out[0];
}

U128 murmur3_x64_128(const void* data, std::size_t len, std::uint32_t seed) {
    std::uint64_t out[2];
    lmmh_x64_128(data, static_cast<unsigned int>(len), seed, out);
    return {out[0], out[1]};
}

std::uint64_t xxh3_64(const void* data, std::size_t len, std::uint64_t seed) {
    return XXH3_64bits_withSeed(data, len, seed);
}

std::uint64_t xxh64(const void* data, std::size_t len, std::uint64_t seed) {
    return XXH64(data, len, seed);
}

std::uint64_t fnv1a_64(const void* data, std::size_t len) {
    // FNV has no library in Debian's set; it is three lines, and the vectors in the tests pin it.
    std::uint64_t h = 0xcbf29ce484222325ULL;
    const auto* p = static_cast<const std::uint8_t*>(data);
    for (std::size_t i = 0; i < len; ++i) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::array<std::uint8_t, 16> md5(const void* data, std::size_t len) {
    return evpDigest<16>(EVP_md5(), data, len);
}

std::array<std::uint8_t, 32> sha256(const void* data, std::size_t len) {
    return evpDigest<32>(EVP_sha256(), data, len);
}

Digest compute(Algo algo, std::span<const std::uint8_t> data, std::uint64_t seed) {
    Digest d{algo, {}};
    const void* p = data.data();
    const std::size_t n = data.size();
    switch (algo) {
    case Algo::Murmur3_x86_32:
        putLE(d.bytes, murmur3_x86_32(p, n, static_cast<std::uint32_t>(seed)), 4);
        break;
    case Algo::Murmur3_x64_128: {
        U128 h = murmur3_x64_128(p, n, static_cast<std::uint32_t>(seed));
        putLE(d.bytes, h.h1, 8);
        putLE(d.bytes, h.h2, 8);
        break;
    }
    case Algo::Xxh3_64:
        putLE(d.bytes, xxh3_64(p, n, seed), 8);
        break;
    case Algo::Xxh64:
        putLE(d.bytes, xxh64(p, n, seed), 8);
        break;
    case Algo::Fnv1a_64:
        putLE(d.bytes, fnv1a_64(p, n), 8);
        break;
    case Algo::Md5: {
        auto a = md5(p, n);
        d.bytes.assign(a.begin(), a.end());
        break;
    }
    case Algo::Sha256: {
        auto a = sha256(p, n);
        d.bytes.assign(a.begin(), a.end());
        break;
    }
    }
    return d;
}

Digest compute(Algo algo, std::string_view text, std::uint64_t seed) {
    return compute(algo,
                   std::span<const std::uint8_t>(reinterpret_cast<const std::uint8_t*>(text.data()),
                                                 text.size()),
                   seed);
}

std::uint64_t Digest::asU64() const {
    return readLE(bytes.data(), static_cast<int>(std::min<std::size_t>(8, bytes.size())));
}

std::string Digest::hex() const {
    switch (algo) {
    case Algo::Md5:
    case Algo::Sha256:
        return toHex(bytes);
    case Algo::Murmur3_x64_128: {
        std::vector<std::uint8_t> be(bytes.rbegin(), bytes.rend()); // h2 high .. h1 low
        return toHex(be);
    }
    default: {
        std::vector<std::uint8_t> be(bytes.rbegin(), bytes.rend());
        return toHex(be);
    }
    }
}

std::uint64_t hash64(Algo algo, std::string_view text, std::uint64_t seed) {
    const void* p = text.data();
    const std::size_t n = text.size();
    switch (algo) {
    case Algo::Murmur3_x86_32:
        return murmur3_x86_32(p, n, static_cast<std::uint32_t>(seed));
    case Algo::Murmur3_x64_128:
        return murmur3_x64_128(p, n, static_cast<std::uint32_t>(seed)).h1;
    case Algo::Xxh3_64:
        return xxh3_64(p, n, seed);
    case Algo::Xxh64:
        return xxh64(p, n, seed);
    case Algo::Fnv1a_64:
        return fnv1a_64(p, n);
    case Algo::Md5:
        return readLE(md5(p, n).data(), 8);
    case Algo::Sha256:
        return readLE(sha256(p, n).data(), 8);
    }
    return 0;
}

std::string mmh3Int(U128 h) {
    // Decimal of a 128-bit value by repeated division; unsigned __int128 is a GCC/Clang builtin.
    __extension__ using u128 = unsigned __int128;
    u128 v = (static_cast<u128>(h.h2) << 64) | h.h1;
    if (v == 0)
        return "0";
    std::string s;
    while (v != 0) {
        s.push_back(static_cast<char>('0' + static_cast<int>(v % 10)));
        v /= 10;
    }
    std::reverse(s.begin(), s.end());
    return s;
}

std::string toHex(std::span<const std::uint8_t> bytes) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string s;
    s.reserve(bytes.size() * 2);
    for (std::uint8_t b : bytes) {
        s.push_back(kDigits[b >> 4]);
        s.push_back(kDigits[b & 15]);
    }
    return s;
}

Result<std::vector<std::uint8_t>> fromHex(std::string_view hex) {
    if (hex.size() % 2 != 0)
        return makeError("hex", HASHLAB_TR("core", "needs an even number of hex digits, got %1"),
                         hex.size());
    auto nibble = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    std::vector<std::uint8_t> out;
    out.reserve(hex.size() / 2);
    for (std::size_t i = 0; i < hex.size(); i += 2) {
        int hi = nibble(hex[i]), lo = nibble(hex[i + 1]);
        if (hi < 0 || lo < 0)
            return makeError("hex", HASHLAB_TR("core", "character at column %1 is not a hex digit"),
                             i + (hi < 0 ? 1 : 2));
        out.push_back(static_cast<std::uint8_t>(hi << 4 | lo));
    }
    return out;
}

} // namespace hashlab::hash

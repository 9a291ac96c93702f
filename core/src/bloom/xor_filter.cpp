#include "hashlab/bloom/xor_filter.h"

#include "filter_detail.h"

#include <algorithm>
#include <bit>
#include <unordered_map>

namespace hashlab::bloom {
namespace {

// The key's 64-bit hash is fixed by the filter's seed; each build attempt remixes it with its own
// seed (a bijection: distinct hashes stay distinct), so a retry needs no second pass over keys.
std::uint64_t attemptHash(std::uint64_t h, std::uint64_t buildSeed) {
    return mix64(h ^ buildSeed);
}

std::uint64_t attemptSeed(std::uint64_t seed, unsigned attempt) {
    return mix64(seed + (attempt + 1) * kGoldenGamma);
}

} // namespace

std::uint64_t xorCapacity(std::uint64_t n) {
    const std::uint64_t c = n + n * 23 / 100 + 32; // ⌊1.23·n⌋ + 32 in integers
    return c / 3 * 3;
}

XorFilter::Place XorFilter::placeOf(std::uint64_t g) const {
    Place p;
    // The authors' fingerprint and their three rotations of one hash, one cell per block.
    p.fingerprint = static_cast<std::uint32_t>((g ^ (g >> 32)) & ((1u << m_bits) - 1));
    p.cells = {reduce(g, m_block), m_block + reduce(std::rotl(g, 21), m_block),
               2 * m_block + reduce(std::rotl(g, 42), m_block)};
    return p;
}

XorFilter::Place XorFilter::place(std::string_view key) const {
    return placeOf(attemptHash(detail::hashInline(key, m_seed).h1, m_buildSeed));
}

bool XorFilter::mayContain(std::string_view key) const {
    const Place p = place(key);
    return (cell(p.cells[0]) ^ cell(p.cells[1]) ^ cell(p.cells[2])) == p.fingerprint;
}

Status XorFilter::add(std::string_view key) const {
    return makeError("insert",
                     HASHLAB_TR("core", "an xor filter is static: it was built from its %1 keys "
                                        "and cannot take '%2'; build it again with the new set"),
                     std::to_string(m_n), std::string(key));
}

Result<XorFilter> XorFilter::build(std::span<const std::string_view> keys, unsigned fingerprintBits,
                                   std::uint64_t seed, XorBuildTrace* trace,
                                   const Progress& progress) {
    if (fingerprintBits != 8 && fingerprintBits != 16)
        return makeError("fingerprint-bits", HASHLAB_TR("core", "must be 8 or 16, got %1"),
                         std::to_string(fingerprintBits));
    if (keys.size() > kMaxXorKeys)
        return makeError("n", HASHLAB_TR("core", "must be from 0 to 100000000 keys, got %1"),
                         std::to_string(keys.size()));
    if (trace && keys.size() > kMaxXorTraceKeys)
        return makeError("n", HASHLAB_TR("core", "a traced build takes at most 1000 keys, got %1"),
                         std::to_string(keys.size()));
    // Hashes, duplicates removed (a repeated key would be an edge that never peels).
    std::vector<std::uint64_t> h(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        h[i] = detail::hashInline(keys[i], seed).h1;
    std::unordered_map<std::uint64_t, std::size_t> keyOf; // traced builds only
    if (trace) {
        trace->keys.clear();
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keyOf.emplace(h[i], trace->keys.size()).second)
                trace->keys.emplace_back(keys[i]);
    }
    std::sort(h.begin(), h.end());
    h.erase(std::unique(h.begin(), h.end()), h.end());

    XorFilter f;
    f.m_bits = fingerprintBits;
    f.m_n = h.size();
    f.m_seed = seed;
    f.m_block = xorCapacity(h.size()) / 3;
    const std::uint64_t cap = 3 * f.m_block;
    std::vector<std::uint32_t> count;
    std::vector<std::uint64_t> xored, queue;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> stack; // (hash, cell)
    try {
        count.resize(cap);
        xored.resize(cap);
        queue.reserve(cap);
        stack.reserve(h.size());
        (fingerprintBits == 8 ? f.m_fp8.resize(cap) : f.m_fp16.resize(cap));
    } catch (const std::bad_alloc&) {
        return makeError("n", HASHLAB_TR("core", "not enough memory for %1 keys"),
                         std::to_string(h.size()));
    }
    for (unsigned a = 0; a < kMaxXorAttempts; ++a) {
        if (progress.cancelled())
            return cancelledError();
        f.m_buildSeed = attemptSeed(seed, a);
        f.m_attempts = a + 1;
        std::fill(count.begin(), count.end(), 0);
        std::fill(xored.begin(), xored.end(), 0);
        queue.clear();
        stack.clear();
        for (std::uint64_t k : h) {
            const std::uint64_t g = attemptHash(k, f.m_buildSeed);
            for (std::uint64_t c : f.placeOf(g).cells) {
                ++count[c];
                xored[c] ^= g;
            }
        }
        for (std::uint64_t c = 0; c < cap; ++c)
            if (count[c] == 1)
                queue.push_back(c);
        for (std::size_t q = 0; q < queue.size(); ++q) {
            const std::uint64_t c = queue[q];
            if (count[c] != 1) // its key was peeled through another cell meanwhile
                continue;
            const std::uint64_t g = xored[c];
            stack.emplace_back(g, c);
            for (std::uint64_t o : f.placeOf(g).cells) {
                --count[o];
                xored[o] ^= g;
                if (count[o] == 1)
                    queue.push_back(o);
            }
        }
        if (trace)
            trace->attempts.push_back({f.m_buildSeed, stack.size(), stack.size() != h.size()});
        if (stack.size() == h.size())
            break;
    }
    if (stack.size() != h.size())
        return makeError("seed",
                         HASHLAB_TR("core", "peeling stalled with %1 different seeds; the keys "
                                            "may not be distinct enough to build an xor filter"),
                         std::to_string(kMaxXorAttempts));
    progress.report(0.8);
    auto keyIndex = [&](std::uint64_t g) {
        // g = mix64(h ^ s); the trace needs h to name the key. mix64 is a bijection, so the
        // lookup over the (small) traced set inverts it by search.
        for (const auto& [hk, idx] : keyOf)
            if (attemptHash(hk, f.m_buildSeed) == g)
                return idx;
        return std::size_t{0};
    };
    if (trace)
        for (const auto& [g, c] : stack)
            trace->peel.push_back({c, keyIndex(g)});
    for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
        const auto [g, c] = *it;
        const Place p = f.placeOf(g);
        std::uint32_t v = p.fingerprint;
        std::array<std::uint64_t, 2> others{};
        std::size_t o = 0;
        for (std::uint64_t x : p.cells)
            if (x != c) {
                v ^= f.cell(x);
                if (o < 2)
                    others[o++] = x;
            }
        if (fingerprintBits == 8)
            f.m_fp8[c] = static_cast<std::uint8_t>(v);
        else
            f.m_fp16[c] = static_cast<std::uint16_t>(v);
        if (trace)
            trace->assign.push_back(
                {keyIndex(g), c, p.fingerprint, others, {f.cell(others[0]), f.cell(others[1])}, v});
    }
    progress.report(1.0);
    return f;
}

} // namespace hashlab::bloom

#pragma once
// The xor filter of Graf and Lemire (ACM JEA 2020; docs/references.md, "Xor filters"): a static
// filter built once from a set. Each key hashes to three cells, one in each third ("block") of an
// array of c = ⌊1.23·n⌋ + 32 fingerprints (rounded down to a multiple of 3, as the authors' code
// does), and the filter stores values such that the XOR of a key's three cells is the key's
// f-bit fingerprint. A query XORs three cells and compares: ε = 2^−f for a key never inserted.
//
// Building peels the 3-hypergraph whose vertices are cells and whose edges are keys: a cell used
// by exactly one key is removed with that key, which may leave other cells with one key; when
// every key is peeled, the cells are assigned in the reverse order, each key's own cell last among
// its three. When peeling stalls (a 2-core remains), the build starts again with a new seed.
// After the build nothing can be inserted: the set is fixed, and a new key means a new build.
#include "hashlab/common/progress.h"
#include "hashlab/common/result.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::bloom {

inline constexpr std::uint64_t kMaxXorKeys = 100'000'000;
inline constexpr unsigned kMaxXorAttempts = 100;
inline constexpr std::size_t kMaxXorTraceKeys = 1000;

// The number of cells for n distinct keys: ⌊1.23·n⌋ + 32, rounded down to a multiple of 3.
std::uint64_t xorCapacity(std::uint64_t n);

// What a traced build did, for sets of at most kMaxXorTraceKeys keys. Keys are numbered by their
// position in the (duplicate-free) input.
struct XorBuildTrace {
    struct Attempt {
        std::uint64_t seed = 0;
        std::uint64_t peeled = 0; // keys peeled before the queue ran dry
        bool stalled = false;
    };
    struct Peel {
        std::uint64_t cell = 0; // the cell that had this key alone
        std::size_t key = 0;
    };
    struct Assign {
        std::size_t key = 0;
        std::uint64_t cell = 0;
        std::uint32_t fingerprint = 0;
        std::array<std::uint64_t, 2> others{}; // the key's other two cells
        std::array<std::uint32_t, 2> otherValues{};
        std::uint32_t value = 0; // fingerprint XOR the two others
    };
    std::vector<std::string> keys;
    std::vector<Attempt> attempts;
    std::vector<Peel> peel;     // the successful attempt's peel order
    std::vector<Assign> assign; // in the order applied: the peel order reversed
};

class XorFilter {
public:
    // fingerprintBits 8 or 16. Duplicate keys count once. Errors: "fingerprint-bits", "n" (too
    // many keys), or peeling stalled kMaxXorAttempts times.
    static Result<XorFilter> build(std::span<const std::string_view> keys, unsigned fingerprintBits,
                                   std::uint64_t seed, XorBuildTrace* trace = nullptr,
                                   const Progress& progress = {});

    bool mayContain(std::string_view key) const;
    // Always an error: the filter is static.
    Status add(std::string_view key) const;

    struct Place {
        std::uint32_t fingerprint = 0;
        std::array<std::uint64_t, 3> cells{};
    };
    Place place(std::string_view key) const;

    unsigned fingerprintBits() const { return m_bits; }
    std::uint64_t keys() const { return m_n; }
    std::uint64_t capacity() const { return 3 * m_block; }
    std::uint64_t blockLength() const { return m_block; }
    std::uint64_t seed() const { return m_seed; }           // the seed the keys were hashed with
    std::uint64_t buildSeed() const { return m_buildSeed; } // the attempt that peeled
    unsigned attempts() const { return m_attempts; }
    std::uint32_t cell(std::uint64_t i) const { return m_bits == 8 ? m_fp8[i] : m_fp16[i]; }
    // capacity·f / n: what the array costs per key.
    double bitsPerKey() const { return double(capacity() * m_bits) / double(m_n); }
    std::uint64_t bytes() const { return capacity() * m_bits / 8; }

private:
    XorFilter() = default;
    Place placeOf(std::uint64_t h) const;

    unsigned m_bits = 8;
    std::uint64_t m_n = 0, m_block = 0, m_seed = 0, m_buildSeed = 0;
    unsigned m_attempts = 0;
    std::vector<std::uint8_t> m_fp8;
    std::vector<std::uint16_t> m_fp16;
};

} // namespace hashlab::bloom

#pragma once
// A fingerprint as the cuckoo and xor filters' papers print it: in hex, zero-padded to the width
// of the fingerprint, ceil(f/4) digits - f = 8 gives "0c", f = 16 "000c", f = 12 "00c" - so that
// every entry of a table is as wide as the bits it holds.
#include <cstdint>
#include <string>

namespace hashlab::bloom {

inline std::string fingerprintHex(std::uint32_t fp, unsigned bits) {
    static constexpr char kDigits[] = "0123456789abcdef";
    unsigned digits = bits < 4 ? 1 : bits > 32 ? 8 : (bits + 3) / 4;
    // a value wider than f (never stored) still shows every digit
    while (digits < 8 && (std::uint64_t{fp} >> (4 * digits)) != 0)
        ++digits;
    std::string out(digits, '0');
    for (unsigned i = 0; i < digits; ++i)
        out[digits - 1 - i] = kDigits[(fp >> (4 * i)) & 15];
    return out;
}

} // namespace hashlab::bloom

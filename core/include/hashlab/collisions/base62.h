#pragma once
// Base62 with the alphabet 0-9a-zA-Z (docs/references.md "Short links")
// ("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"): an unsigned 64-bit id as its
// shortest digit string, most significant digit first. 2^64 - 1 needs 11 digits ("lYGhA16ahyf");
// 62^6 ~ 5.68e10 codes have length 6.
#include "hashlab/common/result.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace hashlab::collisions {

inline constexpr std::string_view kBase62Alphabet =
    "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
inline constexpr std::size_t kMaxBase62Length = 11;

std::string base62Encode(std::uint64_t value);
// Fixed-width form, left-padded with '0' (hash-based codes have a fixed length).
std::string base62EncodePadded(std::uint64_t value, std::size_t width);
// Errors name "code": empty, a character outside the alphabet (with its position), or a value
// above 2^64 - 1. Leading zeros are accepted ("007" is 7); base62Encode gives the canonical form.
Result<std::uint64_t> base62Decode(std::string_view code);

// Digits of base62Encode(value): 1 for 0..61, 2 for 62..3843, ...
std::size_t base62Length(std::uint64_t value);
// The largest id whose code has at most `length` digits (62^length - 1, capped at 2^64 - 1).
std::uint64_t maxIdForLength(std::size_t length);
// 62^length - 1 exactly, in decimal digits, for any length (from 11 characters on it passes
// 2^64 - 1: 52036560683837093887 for 11).
std::string maxIdForLengthDecimal(std::size_t length);

} // namespace hashlab::collisions

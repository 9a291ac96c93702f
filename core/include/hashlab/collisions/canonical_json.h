#pragma once
// The dedup store's logical id (docs/references.md "Ids and collisions"), byte-compatible with
// Python:
//   canonical = json.dumps(data, sort_keys=True, separators=(',', ':'), ensure_ascii=False)
//   hash_id   = format(mmh3.hash128(canonical, seed=42, signed=False), '032x')
// nlohmann's dump() differs from Python in float formatting, escapes (it writes \u001f in upper
// case and escapes DEL the same way Python does not) and big integers, so the serializer below is
// written out against Python's rules:
//   - object keys sorted by code point (UTF-8 byte order is code point order);
//   - floats as repr(): shortest round-trip digits, exponent form when the decimal exponent is
//     < -4 or >= 16 ("1e-05", "1e+16"), otherwise with ".0" for whole values; NaN and
//     Infinity are refused (Python would write the non-JSON words NaN/Infinity);
//   - strings escape only '"', '\\', \n \r \t \b \f and other control characters as \u00xx;
//     everything else, DEL and non-ASCII included, stays as UTF-8;
//   - integers exact at any size (Python ints are unbounded): parseJson keeps integer literals
//     beyond 64 bits as their digits (see isBigInteger).
#include "hashlab/common/result.h"

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace hashlab::collisions {

inline constexpr std::size_t kMaxJsonBytes = 1 << 20; // one record: 1 MiB
inline constexpr int kMaxJsonDepth = 256;
// CPython (3.11 and later) refuses to read an integer literal of more digits than this.
inline constexpr std::size_t kMaxJsonIntegerDigits = 4300;

// Parses JSON text as Python's json.loads would, keeping integers beyond 64 bits exact.
// Errors name "json" and give the 1-based line and column and the byte offset ("at line 1,
// column 9 (byte 8): ..."); JSON with NaN/Infinity words, invalid UTF-8, lone surrogates or
// trailing text is refused.
struct JsonError {
    std::size_t offset = 0; // byte offset of the fault in the input
    std::string message;    // in English (== what.english())
    Text what;              // the same, for translation
};
Result<nlohmann::json> parseJson(std::string_view text, JsonError* where = nullptr);

// An integer literal too big for 64 bits, held as its decimal digits (a binary value with a
// private subtype: JSON text can never produce a binary value, so nothing else looks like it).
bool isBigInteger(const nlohmann::json& value);
nlohmann::json makeBigInteger(const std::string& digits);

// The canonical text. Errors name "json" (NaN or infinite float, binary data).
Result<std::string> canonicalJson(const nlohmann::json& value);

// Python's repr(float) for a finite double.
std::string pythonFloatRepr(double value);

inline constexpr std::uint32_t kDefaultHashIdSeed = 42;

// The 128-bit murmur3 of the canonical text as 32 lowercase hex digits (mmh3's unsigned int).
std::string hashIdOfCanonical(std::string_view canonical, std::uint32_t seed = kDefaultHashIdSeed);

struct HashId {
    std::string canonical;
    std::string hashId;
};
// parseJson + canonicalJson + hashIdOfCanonical.
Result<HashId> hashIdOfText(std::string_view jsonText, std::uint32_t seed = kDefaultHashIdSeed);

} // namespace hashlab::collisions

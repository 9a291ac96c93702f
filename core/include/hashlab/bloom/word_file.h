#pragma once
// The Bloom lab's import (docs/limits.md "Imports"): a file of words, one a line. Untrusted: the
// limits are checked before anything grows past them, and the first problem is refused naming
// its line; nothing is half-imported.
#include "hashlab/common/result.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::bloom {

namespace limits {
inline constexpr std::size_t kMaxImportWords = 10'000; // the lab's operation log holds 10,000
inline constexpr std::size_t kMaxWordBytes = 256;      // 64 characters of up to 4 UTF-8 bytes
} // namespace limits

// Lines end at '\n' (a '\r' before it is dropped); empty lines are skipped; every other line is
// one word of at most kMaxWordBytes bytes. Errors name `parameter` and "line N".
Result<std::vector<std::string>> parseWordLines(std::string_view text,
                                                const std::string& parameter);

} // namespace hashlab::bloom

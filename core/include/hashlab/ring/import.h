#pragma once
// The ring lab's imports (docs/limits.md "Imports"): nodes from a CSV of name, weight, rack, and
// keys from one column of a CSV, optionally with a request count from another. Files users
// exchange are untrusted: every limit is checked before anything grows past it, and the first
// problem is refused with the line it is on; nothing is half-imported.
#include "hashlab/common/result.h"
#include "hashlab/ring/config.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::ring {

namespace limits {
inline constexpr std::uint64_t kMaxImportBytes = 256ULL << 20; // one file, checked before reading
inline constexpr std::size_t kMaxCsvLine = 1 << 20;            // bytes in one line
inline constexpr std::size_t kMaxCsvFields = 256;              // fields in one line
inline constexpr std::uint64_t kMaxRequestCount = 1'000'000'000'000;   // one key's count
inline constexpr std::uint64_t kMaxTotalCount = 1'000'000'000'000'000; // all counts together
} // namespace limits

struct NodeImport {
    std::vector<Node> nodes;
    std::vector<std::string> racks; // one per node; "default" where the file gives none
};
// Lines "name[,weight[,rack]]"; a first line starting with the field "name" is a header; empty
// lines are skipped; a weight or rack left empty means 1 or "default". Fields may be quoted
// ("a,b", with "" for a quote) within one line. Errors name `parameter` and "line N".
Result<NodeImport> parseNodeCsv(std::string_view text, const std::string& parameter);

// `--key-file`: one key a line (a `\r` before the `\n` dropped), empty lines skipped, at most
// kMaxKeys keys and kMaxImportBytes bytes; a file with no key is refused.
Result<std::vector<std::string>> parseKeyLines(std::string_view file, const std::string& parameter);

struct KeyImport {
    std::vector<std::string> keys;
    std::vector<std::uint64_t> counts; // one per key when a count column was named, else empty
};
// The first non-empty line is the header; `column` (and `countColumn` unless empty) name its
// fields. Every later non-empty line gives one key (not empty) and, with a count column, an
// unsigned integer count.
Result<KeyImport> parseKeyCsv(std::string_view text, std::string_view column,
                              std::string_view countColumn, const std::string& parameter);

} // namespace hashlab::ring

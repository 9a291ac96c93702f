#pragma once
// The operation-list grammar scripts use to drive a hash table in one order:
//   ops  := op ("," op)*        op := ("i" | "d" | "f") ":" key
// i = insert, d = delete, f = find; a key is any non-empty text without "," (negative integers
// included: "i:-5"); spaces around an op are ignored. `hashlab probe --ops` and every later
// table command parse it here, once.
#include "hashlab/common/result.h"
#include "hashlab/tables/table.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace hashlab::tables {

struct TableOp {
    OpKind kind = OpKind::Insert;
    std::string key;
    bool operator==(const TableOp&) const = default;
};

// Errors name "ops", the 1-based position of the faulty op and what was expected; more than
// `maxOps` operations are refused before any is stored.
Result<std::vector<TableOp>> parseOps(std::string_view text, std::size_t maxOps);

} // namespace hashlab::tables

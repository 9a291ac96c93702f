#include "hashlab/tables/ops.h"

#include <algorithm>

namespace hashlab::tables {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

} // namespace

Result<std::vector<TableOp>> parseOps(std::string_view text, std::size_t maxOps) {
    const std::size_t count =
        static_cast<std::size_t>(std::count(text.begin(), text.end(), ',')) + 1;
    if (count > maxOps)
        return makeError("ops", HASHLAB_TR("core", "at most %1 operations, got %2"), maxOps, count);
    std::vector<TableOp> ops;
    ops.reserve(count);
    std::size_t start = 0;
    for (std::size_t n = 1;; ++n) {
        const std::size_t comma = text.find(',', start);
        const std::string_view item =
            trim(text.substr(start, comma == std::string_view::npos ? text.npos : comma - start));
        const std::string position = std::to_string(n);
        if (item.size() < 2 || item[1] != ':' ||
            std::string_view("idf").find(item[0]) == std::string_view::npos)
            return makeError("ops",
                             HASHLAB_TR("core", "operation %1 '%2': expected i:KEY (insert), "
                                                "d:KEY (delete) or f:KEY (find)"),
                             position, std::string(item));
        const std::string_view key = trim(item.substr(2));
        if (key.empty())
            return makeError("ops", HASHLAB_TR("core", "operation %1 '%2': the key is missing"),
                             position, std::string(item));
        ops.push_back({item[0] == 'i'   ? OpKind::Insert
                       : item[0] == 'd' ? OpKind::Delete
                                        : OpKind::Find,
                       std::string(key)});
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }
    return ops;
}

} // namespace hashlab::tables

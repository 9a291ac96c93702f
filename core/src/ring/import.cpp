#include "hashlab/ring/import.h"

#include "hashlab/ring/replication.h"

#include <algorithm>
#include <charconv>
#include <set>

namespace hashlab::ring {
namespace {

Error lineError(const std::string& parameter, std::size_t line, const Text& what) {
    return makeError(parameter, HASHLAB_TR("core", "line %1: %2"), line, what);
}

Error lineError(const std::string& parameter, std::size_t line, const Error& inner) {
    return lineError(parameter, line, inner.what);
}

// Splits one line (no newline) into fields; quoted fields end on the same line.
Status splitCsvLine(std::string_view line, std::vector<std::string>& fields) {
    fields.clear();
    std::size_t i = 0;
    while (true) {
        if (fields.size() == limits::kMaxCsvFields)
            return makeError("", HASHLAB_TR("core", "more than %1 fields"), limits::kMaxCsvFields);
        std::string field;
        if (i < line.size() && line[i] == '"') {
            ++i;
            while (true) {
                if (i >= line.size())
                    return makeError("", HASHLAB_TR("core", "a quoted field is not closed on "
                                                            "its line"));
                if (line[i] == '"') {
                    if (i + 1 < line.size() && line[i + 1] == '"') {
                        field.push_back('"');
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                field.push_back(line[i++]);
            }
            if (i < line.size() && line[i] != ',')
                return makeError("", HASHLAB_TR("core", "text after a closing quote"));
        } else {
            const std::size_t end = std::min(line.find(',', i), line.size());
            field.assign(line.substr(i, end - i));
            i = end;
        }
        fields.push_back(std::move(field));
        if (i >= line.size())
            return ok();
        ++i; // the comma
    }
}

// Calls `row(lineNumber, fields)` for every non-empty line; stops at the first error.
template <typename Row>
Status forEachRow(std::string_view csv, const std::string& parameter, Row row) {
    std::vector<std::string> fields;
    std::size_t lineNo = 0, start = 0;
    while (start < csv.size()) {
        ++lineNo;
        std::size_t end = csv.find('\n', start);
        if (end == std::string_view::npos)
            end = csv.size();
        std::string_view line = csv.substr(start, end - start);
        start = end + 1;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.size() > limits::kMaxCsvLine)
            return lineError(parameter, lineNo,
                             text(HASHLAB_TR("core", "longer than %1 bytes"), limits::kMaxCsvLine));
        if (line.empty())
            continue;
        if (Status s = splitCsvLine(line, fields); !s)
            return lineError(parameter, lineNo, s.error());
        if (Status s = row(lineNo, fields); !s)
            return s;
    }
    return ok();
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

} // namespace

Result<NodeImport> parseNodeCsv(std::string_view csv, const std::string& parameter) {
    if (csv.size() > limits::kMaxImportBytes)
        return makeError(parameter, HASHLAB_TR("core", "larger than %1 bytes"),
                         limits::kMaxImportBytes);
    NodeImport out;
    std::set<std::string> names;
    bool first = true;
    Status s = forEachRow(
        csv, parameter, [&](std::size_t line, const std::vector<std::string>& f) -> Status {
            const bool header = first && lower(f[0]) == "name";
            first = false;
            if (header)
                return ok();
            if (f.size() > 3)
                return lineError(
                    parameter, line,
                    text(HASHLAB_TR("core", "expected name,weight,rack, got %1 fields"), f.size()));
            if (out.nodes.size() == limits::kMaxNodes)
                return lineError(parameter, line,
                                 text(HASHLAB_TR("core", "at most %1 nodes"), limits::kMaxNodes));
            Node n{f[0], 1.0};
            if (n.name.empty() || n.name.size() > limits::kMaxNameLength)
                return lineError(
                    parameter, line,
                    text(HASHLAB_TR("core", "a node name must have 1 to 64 characters")));
            if (!names.insert(n.name).second)
                return lineError(parameter, line,
                                 text(HASHLAB_TR("core", "duplicate node name '%1'"), n.name));
            if (f.size() > 1 && !f[1].empty()) {
                auto w = parseWeight(f[1]);
                if (!w)
                    return lineError(parameter, line, w.error());
                n.weight = *w;
            }
            std::string rack = f.size() > 2 && !f[2].empty() ? f[2] : std::string(kDefaultRack);
            if (rack.size() > limits::kMaxRackLength)
                return lineError(
                    parameter, line,
                    text(HASHLAB_TR("core", "a rack name must have 1 to 64 characters")));
            out.nodes.push_back(std::move(n));
            out.racks.push_back(std::move(rack));
            return ok();
        });
    if (!s)
        return s.error();
    if (out.nodes.empty())
        return makeError(parameter, HASHLAB_TR("core", "the file holds no nodes"));
    return out;
}

Result<std::vector<std::string>> parseKeyLines(std::string_view file,
                                               const std::string& parameter) {
    if (file.size() > limits::kMaxImportBytes)
        return makeError(parameter, HASHLAB_TR("core", "larger than %1 bytes"),
                         limits::kMaxImportBytes);
    std::vector<std::string> keys;
    std::size_t lineNo = 0, start = 0;
    while (start < file.size()) {
        ++lineNo;
        const std::size_t end = std::min(file.find('\n', start), file.size());
        std::string_view line = file.substr(start, end - start);
        start = end + 1;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.empty())
            continue;
        if (keys.size() == limits::kMaxKeys)
            return lineError(parameter, lineNo,
                             text(HASHLAB_TR("core", "at most %1 keys"), limits::kMaxKeys));
        keys.emplace_back(line);
    }
    if (keys.empty())
        return makeError(parameter, HASHLAB_TR("core", "the file holds no keys"));
    return keys;
}

Result<KeyImport> parseKeyCsv(std::string_view csv, std::string_view column,
                              std::string_view countColumn, const std::string& parameter) {
    if (csv.size() > limits::kMaxImportBytes)
        return makeError(parameter, HASHLAB_TR("core", "larger than %1 bytes"),
                         limits::kMaxImportBytes);
    KeyImport out;
    std::size_t keyField = 0, countField = 0, need = 0;
    bool header = true;
    std::uint64_t total = 0;
    const bool counted = !countColumn.empty();
    Status s = forEachRow(
        csv, parameter, [&](std::size_t line, const std::vector<std::string>& f) -> Status {
            if (header) {
                header = false;
                const auto find = [&](std::string_view name) {
                    return static_cast<std::size_t>(std::find(f.begin(), f.end(), name) -
                                                    f.begin());
                };
                keyField = find(column);
                if (keyField == f.size())
                    return lineError(
                        parameter, line,
                        text(HASHLAB_TR("core", "the header has no column '%1'"), column));
                if (counted) {
                    countField = find(countColumn);
                    if (countField == f.size())
                        return lineError(
                            parameter, line,
                            text(HASHLAB_TR("core", "the header has no column '%1'"), countColumn));
                }
                need = std::max(keyField, counted ? countField : 0) + 1;
                return ok();
            }
            if (f.size() < need)
                return lineError(parameter, line,
                                 text(HASHLAB_TR("core", "%1 fields, the columns named need %2"),
                                      f.size(), need));
            if (out.keys.size() == limits::kMaxKeys)
                return lineError(parameter, line,
                                 text(HASHLAB_TR("core", "at most %1 keys"), limits::kMaxKeys));
            if (f[keyField].empty())
                return lineError(parameter, line, text(HASHLAB_TR("core", "the key is empty")));
            if (counted) {
                const std::string& c = f[countField];
                std::uint64_t v = 0;
                auto [p, ec] = std::from_chars(c.data(), c.data() + c.size(), v);
                if (c.empty() || ec != std::errc() || p != c.data() + c.size() ||
                    v > limits::kMaxRequestCount)
                    return lineError(
                        parameter, line,
                        text(HASHLAB_TR("core", "the count must be an integer from 0 to "
                                                "1000000000000, got '%1'"),
                             c.substr(0, 40)));
                total += v;
                if (total > limits::kMaxTotalCount)
                    return lineError(parameter, line,
                                     text(HASHLAB_TR("core", "the counts add up to more than %1"),
                                          limits::kMaxTotalCount));
                out.counts.push_back(v);
            }
            out.keys.push_back(f[keyField]);
            return ok();
        });
    if (!s)
        return s.error();
    if (header)
        return makeError(parameter, HASHLAB_TR("core", "the file is empty: it needs a header"));
    if (out.keys.empty())
        return makeError(parameter, HASHLAB_TR("core", "the file holds no keys"));
    return out;
}

} // namespace hashlab::ring

#include "ring_common.h"

#include "args.h"

#include "hashlab/ring/analysis.h"

#include <filesystem>
#include <fstream>

namespace hashlab::cli {
namespace {

// The whole file, its size checked before reading.
std::string readImportFile(const Args& args, const std::string& option) {
    const std::string path = args.text(option);
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    if (ec)
        throw UsageError("--" + option + ": cannot read '" + path + "'");
    if (size > ring::limits::kMaxImportBytes)
        throw UsageError("--" + option + ": '" + path + "' is larger than 268435456 bytes");
    std::ifstream in(path, std::ios::binary);
    std::string text(static_cast<std::size_t>(size), '\0');
    if (!in || !in.read(text.data(), static_cast<std::streamsize>(size)))
        throw UsageError("--" + option + ": cannot read '" + path + "'");
    return text;
}

} // namespace

std::optional<ring::NodeImport> importNodes(const Args& args) {
    if (!args.has("node-file"))
        return std::nullopt;
    if (args.has("nodes") || args.has("weights"))
        throw UsageError("--node-file: give the nodes in the file or with --nodes and --weights, "
                         "not both");
    auto r = ring::parseNodeCsv(readImportFile(args, "node-file"), "node-file");
    if (!r)
        failRing(r.error());
    return *r;
}

void failRing(const Error& e) {
    throw UsageError("--" + e.text());
}

LoadedKeys ringKeys(const Args& args) {
    const int given = args.has("keys") + args.has("key-file") + args.has("key-csv");
    if (given != 1)
        throw UsageError("give exactly one of --keys N (1 to 10000000), --key-file F or --key-csv "
                         "F --column C");
    if (!args.has("key-csv") && (args.has("column") || args.has("count-column")))
        throw UsageError("--column and --count-column go with --key-csv");
    if (args.has("keys"))
        return {ring::KeySource::generated(args.integer("keys", 1, ring::limits::kMaxKeys)), {}};
    if (args.has("key-file")) {
        // The window's File → Import… reads key files with the same loader.
        auto keys = ring::parseKeyLines(readImportFile(args, "key-file"), "key-file");
        if (!keys)
            failRing(keys.error());
        return {ring::KeySource::list(std::move(*keys)), {}};
    }
    if (!args.has("column"))
        throw UsageError("--column: name the header of the key column of --key-csv");
    auto r = ring::parseKeyCsv(readImportFile(args, "key-csv"), args.text("column"),
                               args.optText("count-column").value_or(""), "key-csv");
    if (!r)
        failRing(r.error());
    return {ring::KeySource::list(std::move(r->keys)), std::move(r->counts)};
}

nlohmann::json ownersJson(const std::vector<std::string>& names,
                          const std::vector<std::uint32_t>& owners) {
    nlohmann::json list = nlohmann::json::array();
    for (std::uint32_t o : owners)
        list.push_back(names[o]);
    return list;
}

void addLoad(nlohmann::json& j, const std::vector<std::string>& names,
             const std::vector<std::uint32_t>& owners) {
    const ring::LoadStats s = ring::loadStats(owners, names.size());
    j["load"] = perNode(names, s.counts);
    j["stddev"] = s.stddev;
    j["max_over_mean"] = s.maxOverMean;
}

} // namespace hashlab::cli

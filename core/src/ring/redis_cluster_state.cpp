#include "hashlab/ring/redis_cluster_state.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

namespace hashlab::ring::redis {

const char* sourceName(ClusterSource s) {
    switch (s) {
    case ClusterSource::Live:
        return "live";
    case ClusterSource::Nodes:
        return "nodes";
    case ClusterSource::Shards:
        return "shards";
    }
    return "nodes";
}

std::uint32_t ClusterState::slotCount(std::uint32_t master) const {
    return static_cast<std::uint32_t>(std::count(owner.begin(), owner.end(), master));
}

std::vector<std::uint32_t> ClusterState::slotCounts() const {
    std::vector<std::uint32_t> c(masters.size(), 0);
    for (std::uint32_t o : owner)
        if (o < c.size())
            ++c[o];
    return c;
}

std::vector<SlotRange> ClusterState::ranges(std::uint32_t master) const {
    std::vector<std::uint32_t> mine;
    for (std::uint32_t s = 0; s < owner.size(); ++s)
        if (owner[s] == master)
            mine.push_back(s);
    return rangesOf(mine);
}

std::vector<std::uint64_t> ClusterState::totals(const std::vector<std::uint64_t>& perSlot) const {
    std::vector<std::uint64_t> t(masters.size(), 0);
    if (perSlot.size() != kSlots)
        return t;
    for (std::uint32_t s = 0; s < kSlots; ++s)
        if (owner[s] < t.size())
            t[owner[s]] += perSlot[s];
    return t;
}

std::uint32_t ClusterState::unassignedSlots() const {
    return static_cast<std::uint32_t>(std::count(owner.begin(), owner.end(), kNoOwner));
}

std::optional<std::uint32_t> ClusterState::findMaster(std::string_view prefix) const {
    if (prefix.empty())
        return std::nullopt;
    std::string lower(prefix);
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (std::uint32_t i = 0; i < masters.size(); ++i)
        if (masters[i].id.compare(0, lower.size(), lower) == 0)
            return i;
    return std::nullopt;
}

bool ClusterState::sameLayout(const ClusterState& o) const {
    return masters == o.masters && owner == o.owner && openSlots == o.openSlots;
}

double maxOverMean(const std::vector<std::uint64_t>& values) {
    if (values.empty())
        return 0.0;
    long double sum = 0;
    std::uint64_t most = 0;
    for (std::uint64_t v : values) {
        sum += static_cast<long double>(v);
        most = std::max(most, v);
    }
    if (sum == 0)
        return 0.0;
    return static_cast<double>(static_cast<long double>(most) * values.size() / sum);
}

Result<std::string> readClusterFile(const std::string& path) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    if (ec)
        return makeError("", HASHLAB_TR("core", "cannot read '%1': %2"), path, ec.message());
    if (size > kMaxClusterFileBytes)
        return makeError("",
                         HASHLAB_TR("core", "'%1' is %2 bytes, more than the %3 bytes (16 MiB) a "
                                            "cluster's text may have"),
                         path, static_cast<std::uint64_t>(size), kMaxClusterFileBytes);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return makeError("", HASHLAB_TR("core", "cannot open '%1'"), path);
    std::string text;
    text.reserve(static_cast<std::size_t>(size));
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    if (text.size() > kMaxClusterFileBytes) // grew while read (a pipe or a file being written)
        return makeError("", HASHLAB_TR("core", "'%1' is more than %2 bytes (16 MiB)"), path,
                         kMaxClusterFileBytes);
    return text;
}

std::vector<SlotRange> rangesOf(const std::vector<std::uint32_t>& slots) {
    std::vector<SlotRange> out;
    for (std::uint32_t s : slots) {
        if (!out.empty() && out.back().second + 1 == s)
            out.back().second = s;
        else
            out.push_back({s, s});
    }
    return out;
}

} // namespace hashlab::ring::redis

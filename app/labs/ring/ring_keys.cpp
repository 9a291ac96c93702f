#include "ring_keys.h"

#include "hashlab/ring/import.h"

namespace hashlab::app {

bool RingKeys::operator==(const RingKeys& o) const {
    auto same = [](const auto& a, const auto& b) { return a == b || (a && b && *a == *b); };
    return same(list, o.list) && same(counts, o.counts);
}

Status checkImportedKeys(const std::vector<std::string>& keys,
                         const std::vector<std::uint64_t>& counts, const std::string& parameter) {
    if (keys.empty())
        return makeError(parameter, HASHLAB_TR("core", "the file holds no keys"));
    if (keys.size() > ringlimits::kMaxImportedKeys)
        return makeError(parameter,
                         HASHLAB_TR("core", "at most %1 keys in the lab (they are saved in the "
                                            "scenario); this file has %2"),
                         ringlimits::kMaxImportedKeys, keys.size());
    std::size_t bytes = 0;
    for (const std::string& k : keys) {
        if (k.empty())
            return makeError(parameter, HASHLAB_TR("core", "the key is empty"));
        bytes += k.size();
    }
    if (bytes > ringlimits::kMaxImportedKeyBytes)
        return makeError(parameter,
                         HASHLAB_TR("core", "the keys have more than %1 bytes together in the lab "
                                            "(they are saved in the scenario)"),
                         ringlimits::kMaxImportedKeyBytes);
    if (!counts.empty() && counts.size() != keys.size())
        return makeError(parameter, HASHLAB_TR("core", "one count per key"));
    std::uint64_t total = 0;
    for (std::uint64_t c : counts) {
        if (c > ring::limits::kMaxRequestCount)
            return makeError(parameter,
                             HASHLAB_TR("core", "the count must be an integer from 0 to "
                                                "1000000000000, got '%1'"),
                             std::to_string(c));
        total += c;
        if (total > ring::limits::kMaxTotalCount)
            return makeError(parameter, HASHLAB_TR("core", "the counts add up to more than %1"),
                             ring::limits::kMaxTotalCount);
    }
    return ok();
}

void writeKeys(const RingKeys& keys, nlohmann::json& state) {
    if (!keys.imported())
        return;
    state["key_list"] = *keys.list;
    if (keys.counts)
        state["key_counts"] = *keys.counts;
}

Result<RingKeys> readKeys(const nlohmann::json& state) {
    RingKeys out;
    if (!state.contains("key_list"))
        return out;
    const auto& list = state.at("key_list");
    // Checked before anything is copied: a scenario file is untrusted.
    if (!list.is_array() || list.size() > ringlimits::kMaxImportedKeys)
        return makeError("key_list",
                         HASHLAB_TR("core", "at most %1 keys in the lab (they are "
                                            "saved in the scenario); this file has "
                                            "%2"),
                         ringlimits::kMaxImportedKeys, list.is_array() ? list.size() : 0);
    auto keys = std::make_shared<std::vector<std::string>>(list.get<std::vector<std::string>>());
    std::vector<std::uint64_t> counts;
    if (state.contains("key_counts")) {
        const auto& c = state.at("key_counts");
        if (!c.is_array() || c.size() != keys->size())
            return makeError("key_counts", HASHLAB_TR("core", "one count per key"));
        counts = c.get<std::vector<std::uint64_t>>();
    }
    if (Status s = checkImportedKeys(*keys, counts, "key_list"); !s)
        return s.error();
    out.list = std::move(keys);
    if (!counts.empty())
        out.counts = std::make_shared<const std::vector<std::uint64_t>>(std::move(counts));
    return out;
}

} // namespace hashlab::app

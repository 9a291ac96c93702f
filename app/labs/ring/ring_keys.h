#pragma once
// The ring lab's imported keys (RingKeys) in scenarios: "key_list" and, with counts,
// "key_counts", checked against the lab's import limits (docs/limits.md "Imports") when saved
// state is read back, so a file can hold no more than File → Import… lets in.
#include "ring_model.h"

#include "hashlab/common/result.h"

#include <nlohmann/json.hpp>

namespace hashlab::app {

// The lab's own limits on a key list (count, bytes, counts); the error names `parameter`.
Status checkImportedKeys(const std::vector<std::string>& keys,
                         const std::vector<std::uint64_t>& counts, const std::string& parameter);
void writeKeys(const RingKeys& keys, nlohmann::json& state);
// None when `state` has no "key_list"; throws nlohmann::json exceptions on wrong types.
Result<RingKeys> readKeys(const nlohmann::json& state);

} // namespace hashlab::app

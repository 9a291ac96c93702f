// The attempt-record loader (hashlab grade reads students' files) must refuse any byte string
// with an Error, never crash, throw or grow past its limits. Random bytes rarely carry a matching
// checksum, so any input that is a JSON object is also re-stamped with its own checksum and read
// again: that reaches the field checks behind the checksum.
#include "hashlab/scenario/attempt.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

void check(std::string_view text) {
    auto parsed = hashlab::scenario::parseAttempt(text);
    if (!parsed.ok())
        return;
    if (parsed->choices.size() > hashlab::scenario::kMaxAttemptChoices)
        __builtin_trap();
    // What loads must save and load back to the same record.
    const std::string saved = hashlab::scenario::attemptText(*parsed);
    auto again = hashlab::scenario::parseAttempt(saved);
    if (!again.ok() || hashlab::scenario::attemptText(*again) != saved)
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check(text);
    if (size > hashlab::scenario::kMaxAttemptBytes)
        return 0;
    auto doc = nlohmann::json::parse(text, nullptr, false);
    if (doc.is_discarded() || !doc.is_object())
        return 0;
    doc.erase("checksum");
    doc["checksum"] = hashlab::scenario::attemptChecksum(doc);
    check(doc.dump());
    return 0;
}

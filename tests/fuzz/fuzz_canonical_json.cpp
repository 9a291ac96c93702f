// Canonical JSON (Python's json.dumps(sort_keys=True, separators=(',', ':'), ensure_ascii=False)):
// any bytes parse or are refused with a position; a canonical text is a fixed point — parsing it
// and canonicalising again gives the same text and so the same hash_id.
#include "hashlab/collisions/canonical_json.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    hashlab::collisions::JsonError where;
    auto value = hashlab::collisions::parseJson(text, &where);
    if (!value.ok())
        return 0;
    auto canonical = hashlab::collisions::canonicalJson(*value);
    if (!canonical.ok())
        return 0; // NaN / infinity are refused, not crashed on
    auto again = hashlab::collisions::parseJson(*canonical);
    if (!again.ok())
        __builtin_trap();
    auto twice = hashlab::collisions::canonicalJson(*again);
    if (!twice.ok() || *twice != *canonical)
        __builtin_trap();
    if (hashlab::collisions::hashIdOfCanonical(*canonical).size() != 32)
        __builtin_trap();
    return 0;
}

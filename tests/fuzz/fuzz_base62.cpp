// Base62 decoding: any text decodes or is refused (alphabet, overflow above 2^64 - 1, empty); what
// decodes re-encodes to the canonical form, which decodes to the same value.
#include "hashlab/collisions/base62.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto value = hashlab::collisions::base62Decode(text);
    if (!value.ok())
        return 0;
    const std::string code = hashlab::collisions::base62Encode(*value);
    auto back = hashlab::collisions::base62Decode(code);
    if (!back.ok() || *back != *value || code.size() > text.size())
        __builtin_trap();
    return 0;
}

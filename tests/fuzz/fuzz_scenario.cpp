// The scenario envelope parser must refuse any byte string with an Error, never crash or throw.
#include "hashlab/scenario/scenario.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = hashlab::scenario::parse(text);
    if (parsed.ok()) {
        // What parses must serialize and parse back to the same state.
        auto again = hashlab::scenario::parse(hashlab::scenario::serialize(*parsed));
        if (!again.ok() || again->state != parsed->state || again->lab != parsed->lab)
            __builtin_trap();
    }
    return 0;
}

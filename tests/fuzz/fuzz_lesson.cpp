// The lesson parser (schema 1 and 2, JSON Patch actions, questions) must refuse any byte string
// with an Error, never crash, throw or grow past its limits.
#include "hashlab/scenario/lesson.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto parsed = hashlab::scenario::parseLesson(text);
    if (parsed.ok()) {
        if (parsed->steps.empty() || parsed->steps.size() > hashlab::scenario::kMaxSteps)
            __builtin_trap();
        // What parses must serialize and parse back to the same resolved states.
        auto again = hashlab::scenario::parseLesson(hashlab::scenario::serializeLesson(*parsed));
        if (!again.ok() || again->steps.size() != parsed->steps.size())
            __builtin_trap();
        for (std::size_t i = 0; i < parsed->steps.size(); ++i)
            if (again->steps[i].state != parsed->steps[i].state ||
                again->steps[i].lab != parsed->steps[i].lab)
                __builtin_trap();
    }
    return 0;
}

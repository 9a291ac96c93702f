// The ring lab's imports (nodes; key lines; keys with counts) must refuse any byte string with an
// Error naming its line, never crash, throw or hand back more than the limits allow.
#include "hashlab/ring/import.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace ring = hashlab::ring;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    if (auto nodes = ring::parseNodeCsv(text, "node-file"); nodes.ok()) {
        if (nodes->nodes.empty() || nodes->nodes.size() > ring::limits::kMaxNodes ||
            nodes->racks.size() != nodes->nodes.size())
            __builtin_trap();
    } else if (nodes.error().parameter != "node-file") {
        __builtin_trap();
    }
    if (auto lines = ring::parseKeyLines(text, "key-file"); lines.ok()) {
        if (lines->empty() || lines->size() > ring::limits::kMaxKeys)
            __builtin_trap();
        for (const std::string& k : *lines)
            if (k.empty() || k.find('\n') != std::string::npos)
                __builtin_trap();
    } else if (lines.error().parameter != "key-file") {
        __builtin_trap();
    }
    for (std::string_view countColumn : {std::string_view(), std::string_view("count")}) {
        auto keys = ring::parseKeyCsv(text, "key", countColumn, "key-csv");
        if (keys.ok()) {
            if (keys->keys.empty() || keys->keys.size() > ring::limits::kMaxKeys ||
                keys->counts.size() != (countColumn.empty() ? 0 : keys->keys.size()))
                __builtin_trap();
        } else if (keys.error().parameter != "key-csv") {
            __builtin_trap();
        }
    }
    return 0;
}

// The Bloom lab's word-file import must refuse any byte string with an Error naming its
// parameter, never crash, throw or hand back an empty word or more than the limits allow.
#include "hashlab/bloom/word_file.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    namespace bloom = hashlab::bloom;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto words = bloom::parseWordLines(text, "file");
    if (!words.ok())
        return words.error().parameter == "file" ? 0 : (__builtin_trap(), 0);
    if (words->empty() || words->size() > bloom::limits::kMaxImportWords)
        __builtin_trap();
    for (const auto& w : *words)
        if (w.empty() || w.size() > bloom::limits::kMaxWordBytes || w.find('\n') != w.npos)
            __builtin_trap();
    return 0;
}

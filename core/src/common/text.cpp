#include "hashlab/common/text.h"

namespace hashlab {

std::string substitute(std::string_view source, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(source.size() + 16 * args.size());
    for (std::size_t i = 0; i < source.size(); ++i) {
        const char c = source[i];
        if (c == '%' && i + 1 < source.size() && source[i + 1] >= '1' && source[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(source[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string Text::english() const {
    return substitute(source, args);
}

std::vector<std::string> englishLines(const std::vector<Text>& lines) {
    std::vector<std::string> out;
    out.reserve(lines.size());
    for (const Text& line : lines)
        out.push_back(line.english());
    return out;
}

} // namespace hashlab

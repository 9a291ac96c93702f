#include "hashlab/bloom/word_file.h"

namespace hashlab::bloom {

Result<std::vector<std::string>> parseWordLines(std::string_view file,
                                                const std::string& parameter) {
    std::vector<std::string> words;
    std::size_t line = 0;
    while (!file.empty()) {
        ++line;
        const std::size_t end = file.find('\n');
        std::string_view word = file.substr(0, end);
        file = end == std::string_view::npos ? std::string_view() : file.substr(end + 1);
        if (!word.empty() && word.back() == '\r')
            word.remove_suffix(1);
        if (word.empty())
            continue;
        if (word.size() > limits::kMaxWordBytes)
            return makeError(
                parameter, HASHLAB_TR("core", "line %1: %2"), line,
                text(HASHLAB_TR("core", "longer than %1 bytes"), limits::kMaxWordBytes));
        if (words.size() == limits::kMaxImportWords)
            return makeError(parameter, HASHLAB_TR("core", "line %1: %2"), line,
                             text(HASHLAB_TR("core", "at most %1 keys"), limits::kMaxImportWords));
        words.emplace_back(word);
    }
    if (words.empty())
        return makeError(parameter, HASHLAB_TR("core", "the file holds no keys"));
    return words;
}

} // namespace hashlab::bloom

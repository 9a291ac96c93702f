#include "hashlab/collisions/base62.h"
#include "hashlab/collisions/birthday.h"

#include <algorithm>
#include <limits>

namespace hashlab::collisions {

std::string base62Encode(std::uint64_t value) {
    char buf[kMaxBase62Length];
    std::size_t i = kMaxBase62Length;
    do {
        buf[--i] = kBase62Alphabet[value % 62];
        value /= 62;
    } while (value != 0);
    return std::string(buf + i, kMaxBase62Length - i);
}

std::string base62EncodePadded(std::uint64_t value, std::size_t width) {
    std::string s = base62Encode(value);
    if (s.size() < width)
        s.insert(0, width - s.size(), '0');
    return s;
}

Result<std::uint64_t> base62Decode(std::string_view code) {
    if (code.empty())
        return makeError("code",
                         HASHLAB_TR("core", "is empty; a Base62 code has 1 to 11 characters from "
                                            "0-9a-zA-Z"));
    // 2^64 - 1 has 11 digits; longer codes (leading zeros) are not codes this service makes.
    if (code.size() > 11) {
        return makeError("code",
                         HASHLAB_TR("core", "has %1 characters; a Base62 code has 1 to 11 "
                                            "characters from 0-9a-zA-Z"),
                         code.size());
    }
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < code.size(); ++i) {
        const auto pos = kBase62Alphabet.find(code[i]);
        if (pos == std::string_view::npos) {
            const auto c = static_cast<unsigned char>(code[i]);
            const Text shown = c >= 0x20 && c < 0x7f ? verbatim(std::string(1, code[i]))
                                                     : text(HASHLAB_TR("core", "byte %1"), c);
            return makeError("code",
                             HASHLAB_TR("core", "character '%1' at position %2 is not in the "
                                                "Base62 alphabet 0-9a-zA-Z"),
                             shown, i + 1);
        }
        constexpr auto kMax = std::numeric_limits<std::uint64_t>::max();
        if (value > (kMax - pos) / 62)
            return makeError("code",
                             HASHLAB_TR("core", "'%1' is above 2^64 - 1 (the largest code is "
                                                "lYGhA16ahyf)"),
                             code);
        value = value * 62 + pos;
    }
    return value;
}

std::size_t base62Length(std::uint64_t value) {
    std::size_t n = 1;
    while (value >= 62) {
        value /= 62;
        ++n;
    }
    return n;
}

std::uint64_t maxIdForLength(std::size_t length) {
    std::uint64_t limit = 1;
    for (std::size_t i = 0; i < length; ++i) {
        if (limit > std::numeric_limits<std::uint64_t>::max() / 62)
            return std::numeric_limits<std::uint64_t>::max();
        limit *= 62;
    }
    return limit - 1;
}

std::string maxIdForLengthDecimal(std::size_t length) {
    std::string digits = exactPowerDecimal(62, length);
    // Minus one, borrowing through trailing zeros (62^L ends in 2, 4, 8 or 6, but say it once).
    auto it = digits.rbegin();
    for (; *it == '0'; ++it)
        *it = '9';
    --*it;
    if (digits.size() > 1 && digits.front() == '0')
        digits.erase(0, 1);
    return digits;
}

} // namespace hashlab::collisions

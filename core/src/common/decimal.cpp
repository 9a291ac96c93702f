#include "hashlab/common/decimal.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace hashlab {
namespace {

__extension__ typedef unsigned __int128 U128;

constexpr std::uint64_t kMaxUnits = 1'000'000'000'000'000'000ull; // 10^18, well inside 2^64

std::uint64_t pow10(int e) {
    std::uint64_t p = 1;
    for (int i = 0; i < e; ++i)
        p *= 10;
    return p;
}

// Digits with at most one '.', nothing else; trailing zeros after the point are dropped.
std::optional<Decimal> readPlain(std::string_view s) {
    Decimal d;
    bool point = false, digit = false;
    for (char c : s) {
        if (c == '.') {
            if (point)
                return std::nullopt;
            point = true;
            continue;
        }
        if (c < '0' || c > '9')
            return std::nullopt;
        digit = true;
        if (d.units > (kMaxUnits - 9) / 10)
            return std::nullopt;
        d.units = d.units * 10 + static_cast<std::uint64_t>(c - '0');
        d.scale += point ? 1 : 0;
    }
    if (!digit)
        return std::nullopt;
    while (d.scale > 0 && d.units % 10 == 0) {
        d.units /= 10;
        --d.scale;
    }
    return d;
}

} // namespace

double Decimal::toDouble() const {
    // Through the text: from_chars rounds correctly, units / 10^scale in doubles would not.
    const std::string s = toString();
    double v = 0;
    std::from_chars(s.data(), s.data() + s.size(), v);
    return v;
}

std::string Decimal::toString() const {
    std::string digits = std::to_string(units);
    if (scale <= 0)
        return digits;
    const auto sc = static_cast<std::size_t>(scale);
    if (digits.size() <= sc)
        digits.insert(0, sc - digits.size() + 1, '0');
    // Appended piecewise: GCC 12 warns falsely (-Wrestrict) on a chain of string operator+.
    std::string out(digits, 0, digits.size() - sc);
    out.push_back('.');
    out.append(digits, digits.size() - sc, sc);
    while (out.back() == '0')
        out.pop_back();
    if (out.back() == '.')
        out.pop_back();
    return out;
}

bool Decimal::operator==(const Decimal& o) const {
    const int s = std::max(scale, o.scale);
    return static_cast<U128>(units) * pow10(s - scale) ==
           static_cast<U128>(o.units) * pow10(s - o.scale);
}

Result<Decimal> parseDecimal(std::string_view text, const std::string& parameter) {
    const auto d = readPlain(text);
    if (!d) {
        std::string quoted(1, '\''); // appended: GCC 12 warns falsely on "'" + std::string
        quoted.append(text);
        quoted.push_back('\'');
        return makeError(parameter, HASHLAB_TR("core", "%1 is not a plain decimal number"), quoted);
    }
    if (d->scale > kMaxDecimalScale)
        return makeError(parameter,
                         HASHLAB_TR("core", "at most %1 digits after the decimal point, got %2"),
                         kMaxDecimalScale, std::string(text));
    return *d;
}

std::optional<Decimal> shortestDecimal(double value) {
    if (!std::isfinite(value) || value < 0 || value >= 1e15)
        return std::nullopt;
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed);
    if (ec != std::errc())
        return std::nullopt;
    auto d = readPlain(std::string_view(buf, static_cast<std::size_t>(end - buf)));
    if (!d || d->scale > kMaxDecimalScale)
        return std::nullopt;
    return d;
}

} // namespace hashlab

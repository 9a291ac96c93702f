#pragma once
// Exact non-negative decimals. A user who types ε = 0.1 means 1/10, and the double nearest 0.1
// makes (1 + 0.1)·100 come out as 110.00000000000001; capacities built from typed numbers are
// therefore computed from the decimal itself.
#include "hashlab/common/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace hashlab {

// units / 10^scale.
struct Decimal {
    std::uint64_t units = 0;
    int scale = 0;
    double toDouble() const;
    std::string toString() const;            // "0.25", "3", "10.5": no exponent, no trailing zeros
    bool operator==(const Decimal& o) const; // by value: 0.50 == 0.5
};

// At most this many digits after the point: every value typed within the limits has an exact
// common denominator that keeps the capacity arithmetic inside 128 bits.
inline constexpr int kMaxDecimalScale = 6;

// Plain decimal text ("0.1", "2", "1.250", ".5"): no sign, exponent, hex, inf or nan. The error
// names `parameter`.
Result<Decimal> parseDecimal(std::string_view text, const std::string& parameter);
// The shortest decimal that reads back as `value` (what std::to_chars prints), which is the
// decimal the user typed for every typed number of up to 15 significant digits. Nullopt for
// negative, non-finite or huge values and for more than kMaxDecimalScale digits after the point.
std::optional<Decimal> shortestDecimal(double value);

} // namespace hashlab

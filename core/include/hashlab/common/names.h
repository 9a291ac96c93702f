#pragma once
// Command-line and scenario names of an enum's values: the lookup every parseX() shares. Each
// parser keeps its own error message, which lists the names in a sentence the GUI translates.
#include <array>
#include <cstddef>
#include <iterator>
#include <optional>
#include <string_view>
#include <type_traits>

namespace hashlab {

// `names` lists the names in the order of the enum's values (0, 1, 2, …).
template <typename E, std::size_t N>
std::optional<E> enumNamed(std::string_view name, const std::array<std::string_view, N>& names) {
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == name)
            return static_cast<E>(i);
    return std::nullopt;
}

// The value among `values` whose nameOf(value) is `name`.
template <typename Values, typename NameOf>
auto enumNamed(std::string_view name, const Values& values, NameOf nameOf)
    -> std::optional<std::decay_t<decltype(*std::begin(values))>> {
    for (const auto& v : values)
        if (nameOf(v) == name)
            return v;
    return std::nullopt;
}

} // namespace hashlab

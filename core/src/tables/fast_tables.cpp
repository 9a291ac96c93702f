#include "fast_sets.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace hashlab::tables::fast {

std::string_view kindName(Kind k) {
    static constexpr std::array<std::string_view, 4> names = {"chaining", "linear", "robinhood",
                                                              "cuckoo"};
    return names.at(static_cast<std::size_t>(k));
}

std::uint32_t PaghRodlerLoop::rounds(std::uint64_t slotsPerTable, std::uint64_t keys) {
    const double r = double(slotsPerTable);
    const double epsilon = std::max(r / double(keys) - 1, 1e-9);
    return static_cast<std::uint32_t>(std::min(double(tablelimits::kMaxMaxLoop),
                                               std::ceil(3 * std::log(r) / std::log1p(epsilon))));
}

template class BasicChainedSet<MixHash>;
template class BasicLinearSet<MixHash>;
template class BasicRobinHoodSet<MixHash>;
template class BasicCuckooSet<MixHash>;

} // namespace hashlab::tables::fast

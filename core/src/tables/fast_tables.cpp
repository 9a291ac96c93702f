#include "fast_sets.h"

#include <array>

namespace hashlab::tables::fast {

std::string_view kindName(Kind k) {
    static constexpr std::array<std::string_view, 4> names = {"chaining", "linear", "robinhood",
                                                              "cuckoo"};
    return names.at(static_cast<std::size_t>(k));
}

template class BasicChainedSet<MixHash>;
template class BasicLinearSet<MixHash>;
template class BasicRobinHoodSet<MixHash>;
template class BasicCuckooSet<MixHash>;

} // namespace hashlab::tables::fast

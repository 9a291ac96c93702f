#pragma once
// The 95 % Wilson score interval (E. B. Wilson, JASA 1927) of a measured rate: every measured
// point HashLab plots carries it as its error bar.
#include <cstdint>

namespace hashlab {

struct Interval {
    double lo = 0;
    double hi = 0;
};

// `hits` successes out of `total` trials; z = 1.96 gives 95 %.
Interval wilson(std::uint64_t hits, std::uint64_t total, double z = 1.959963984540054);

} // namespace hashlab

#include "hashlab/common/wilson.h"

#include <algorithm>
#include <cmath>

namespace hashlab {

Interval wilson(std::uint64_t hits, std::uint64_t total, double z) {
    if (total == 0)
        return {0, 1};
    const double N = double(total), ph = double(hits) / N, z2 = z * z;
    const double denom = 1 + z2 / N;
    const double centre = (ph + z2 / (2 * N)) / denom;
    const double half = z / denom * std::sqrt(ph * (1 - ph) / N + z2 / (4 * N * N));
    return {hits == 0 ? 0.0 : std::max(0.0, centre - half),
            hits == total ? 1.0 : std::min(1.0, centre + half)};
}

} // namespace hashlab

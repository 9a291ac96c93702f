#pragma once
// The short-link service's pre-check is a real Bloom filter from core/bloom (docs/references.md
// "Bloom filters", "Short links"): "certainly new" URLs skip the database look-up; a "maybe" costs
// one look-up, which finds nothing on a false positive. The composition lives here, in the app, so
// that core/ids and core/bloom stay independent of each other.
#include "hashlab/collisions/short_link.h"

#include <cstdint>
#include <memory>

namespace hashlab::app {

// A double-hashing Bloom filter sized for `expectedLinks` at false-positive rate `p`.
std::unique_ptr<collisions::MembershipCheck> makeBloomPrecheck(std::uint64_t expectedLinks = 10000,
                                                               double p = 0.01);

} // namespace hashlab::app

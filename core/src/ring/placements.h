#pragma once
// Private factories of the concrete placements (one file per family).
#include "hashlab/ring/placement.h"

#include <string>
#include <string_view>

namespace hashlab::ring::detail {

// 'text' in single quotes (built with append: GCC 12 warns falsely on "'" + std::string).
inline std::string quoted(std::string_view text) {
    std::string q;
    q.reserve(text.size() + 2);
    q.push_back('\'');
    q.append(text);
    q.push_back('\'');
    return q;
}

// The hash that places node points / seeds node scores (identity falls back to xxh3).
std::uint64_t textHash(KeyHash h, std::string_view text);

// Points of node i on a plain or bounded ring: max(1, round(vnodes x weight)).
std::uint64_t pointsFor(const Config& c, std::size_t i);

std::unique_ptr<Placement> makeRingPlacement(const Config& config);
std::unique_ptr<Placement> makeJumpPlacement(const Config& config);
std::unique_ptr<Placement> makeRendezvousPlacement(const Config& config);
std::unique_ptr<Placement> makeMaglevPlacement(const Config& config);
std::unique_ptr<Placement> makeModuloPlacement(const Config& config);

} // namespace hashlab::ring::detail

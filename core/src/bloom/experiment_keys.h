#pragma once
// What every filter experiment shares: an 8-byte key number viewed as the key's bytes, and the
// error a cancelled run returns.
#include "hashlab/common/result.h"

#include <cstdint>
#include <string_view>

namespace hashlab::bloom::detail {

inline std::string_view keyView(const std::uint64_t& raw) {
    return {reinterpret_cast<const char*>(&raw), 8};
}

} // namespace hashlab::bloom::detail

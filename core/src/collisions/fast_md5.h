#pragma once
// MD5 (RFC 1321) for the collision experiment's hot loop, where keys are short URLs: the
// libcrypto path costs a provider dispatch per call that dwarfs the 64-byte compression. Private
// to core/collisions; pinned against hash::md5 (libcrypto) by
// tests/core/collisions/experiment_test.cpp.
#include <array>
#include <cstddef>
#include <cstdint>

namespace hashlab::collisions::detail {

std::array<std::uint8_t, 16> fastMd5(const void* data, std::size_t len);

} // namespace hashlab::collisions::detail

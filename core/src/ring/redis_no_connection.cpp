// Linked instead of redis_hiredis_connection.cpp when hiredis is missing (core/CMakeLists.txt).
#include "redis_connection.h"

namespace hashlab::ring::redis::detail {

std::unique_ptr<Connection> connect(const std::string&, int, int, int, IoError& error,
                                    std::function<bool()>) {
    error = {IoFailure::Other, "this build of HashLab has no Redis client (hiredis)"};
    return nullptr;
}

bool hasClient() {
    return false;
}

} // namespace hashlab::ring::redis::detail

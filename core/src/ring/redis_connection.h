#pragma once
// One connection to one Redis server, as the live reader needs it: commands sent in a pipeline,
// replies read back as plain values. The hiredis implementation (redis_hiredis_connection.cpp)
// is the only file that includes hiredis; a build without hiredis (the fuzz preset, where it is
// not installed) links redis_no_connection.cpp, whose connect() says so.
#include "hashlab/common/result.h"

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace hashlab::ring::redis::detail {

struct Reply {
    enum class Type { String, Status, Integer, Array, Nil, Error };
    Type type = Type::Nil;
    std::string str; // String, Status, Error
    long long integer = 0;
    std::vector<Reply> elements;
    bool isError() const { return type == Type::Error; }
    // Strings and statuses as strings, integers as numbers, arrays as arrays, nil as null: the
    // RESP2 shape `redis-cli -2 --json` prints, which the shards parser reads.
    nlohmann::json toJson() const;
};

// Why a connection failed, for the reader to word: the address is added there.
enum class IoFailure { Refused, Timeout, Closed, Cancelled, Other };

struct IoError {
    IoFailure failure = IoFailure::Other;
    std::string detail; // the system's words, for Other
};

class Connection {
public:
    virtual ~Connection() = default;
    // Sends every command, then reads every reply. On an I/O failure returns false and fills
    // `error`; error replies are replies, not failures.
    virtual bool pipeline(const std::vector<std::vector<std::string>>& commands,
                          std::vector<Reply>& replies, IoError& error) = 0;
};

// Connects within connectTimeoutMs; every later read or write waits at most readTimeoutMs, and a
// wait for a reply gives up (IoFailure::Cancelled) within a tenth of a second of `cancelled`
// turning true: a Cancel must not wait out a silent server's read timeout.
std::unique_ptr<Connection> connect(const std::string& host, int port, int connectTimeoutMs,
                                    int readTimeoutMs, IoError& error,
                                    std::function<bool()> cancelled = {});
bool hasClient(); // false in a build without hiredis

} // namespace hashlab::ring::redis::detail

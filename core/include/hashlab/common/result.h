#pragma once
// Result<T>: a value or an Error the UI can show. C++20 has no std::expected, and exceptions
// would force every GUI call site into try/catch; core functions return this instead.
#include "hashlab/common/text.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

namespace hashlab {

struct Error {
    std::string parameter; // the input at fault ("m", "--weights", "formula"); empty if none
    std::string message; // what is wrong and why, in English (== what.english()): the CLI prints it
    Text what; // the same message as a template the GUI translates (app/shell/core_text.h)
    std::string text() const { return parameter.empty() ? message : parameter + ": " + message; }
};

inline Error makeError(std::string parameter, Text what) {
    std::string message = what.english();
    return Error{std::move(parameter), std::move(message), std::move(what)};
}

// makeError("k", HASHLAB_TR("core", "must be from 1 to 64, got %1"), k): the template is the
// translation key, so it must be a marked literal, never a string built by concatenation.
template <typename... A>
Error makeError(std::string parameter, const char* source, const A&... args) {
    return makeError(std::move(parameter), text(source, args...));
}

// What every cancellable computation returns when its Progress is cancelled.
inline Error cancelledError() {
    return makeError("", HASHLAB_TR("core", "cancelled"));
}

template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : m_v(std::move(value)) {}
    Result(Error error) : m_v(std::move(error)) {}
    bool ok() const { return std::holds_alternative<T>(m_v); }
    explicit operator bool() const { return ok(); }
    const T& value() const& {
        if (!ok())
            throw std::logic_error("Result::value() on an error: " + error().text());
        return std::get<T>(m_v);
    }
    T& value() & {
        if (!ok())
            throw std::logic_error("Result::value() on an error: " + error().text());
        return std::get<T>(m_v);
    }
    T&& value() && { return std::move(value()); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<Error>(m_v); }

private:
    std::variant<T, Error> m_v;
};

struct Ok {};
using Status = Result<Ok>;
inline Status ok() {
    return Ok{};
}

} // namespace hashlab

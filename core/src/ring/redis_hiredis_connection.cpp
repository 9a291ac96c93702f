// The live reader's connection through hiredis (Debian 12: libhiredis 0.14, RESP2, no TLS).
#include "redis_connection.h"

#include <hiredis/hiredis.h>
#include <poll.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <ctime>

namespace hashlab::ring::redis::detail {
namespace {

timeval timeoutOf(int ms) {
    timeval tv{};
    tv.tv_sec = ms / 1000;
    tv.tv_usec = static_cast<suseconds_t>((ms % 1000) * 1000);
    return tv;
}

Reply convert(const redisReply* r) {
    Reply out;
    switch (r->type) {
    case REDIS_REPLY_STRING:
        out.type = Reply::Type::String;
        out.str.assign(r->str, r->len);
        break;
    case REDIS_REPLY_STATUS:
        out.type = Reply::Type::Status;
        out.str.assign(r->str, r->len);
        break;
    case REDIS_REPLY_ERROR:
        out.type = Reply::Type::Error;
        out.str.assign(r->str, r->len);
        break;
    case REDIS_REPLY_INTEGER:
        out.type = Reply::Type::Integer;
        out.integer = r->integer;
        break;
    case REDIS_REPLY_ARRAY:
        out.type = Reply::Type::Array;
        out.elements.reserve(r->elements);
        for (std::size_t i = 0; i < r->elements; ++i)
            out.elements.push_back(convert(r->element[i]));
        break;
    default:
        out.type = Reply::Type::Nil;
    }
    return out;
}

// hiredis reports a failed read or write with its context's err and the errno of the moment.
IoError failureOf(const redisContext* c, int savedErrno) {
    if (c->err == REDIS_ERR_EOF)
        return {IoFailure::Closed, c->errstr};
    if (c->err == REDIS_ERR_IO) {
        if (savedErrno == ECONNREFUSED)
            return {IoFailure::Refused, c->errstr};
        if (savedErrno == EAGAIN || savedErrno == EWOULDBLOCK || savedErrno == ETIMEDOUT ||
            savedErrno == EINPROGRESS)
            return {IoFailure::Timeout, c->errstr};
        if (savedErrno == ECONNRESET || savedErrno == EPIPE)
            return {IoFailure::Closed, c->errstr};
    }
    return {IoFailure::Other, c->errstr};
}

class HiredisConnection final : public Connection {
public:
    HiredisConnection(redisContext* c, int readTimeoutMs, std::function<bool()> cancelled)
        : m_c(c), m_readTimeoutMs(readTimeoutMs), m_cancelled(std::move(cancelled)) {}
    ~HiredisConnection() override { redisFree(m_c); }
    HiredisConnection(const HiredisConnection&) = delete;
    HiredisConnection& operator=(const HiredisConnection&) = delete;

    bool pipeline(const std::vector<std::vector<std::string>>& commands,
                  std::vector<Reply>& replies, IoError& error) override {
        // hiredis writes with write(): to a server that died, that raises SIGPIPE, which would
        // end the whole program. Blocked here, and a SIGPIPE raised meanwhile discarded.
        sigset_t pipe, old;
        sigemptyset(&pipe);
        sigaddset(&pipe, SIGPIPE);
        pthread_sigmask(SIG_BLOCK, &pipe, &old);
        const bool ok = exchange(commands, replies, error);
        const timespec zero{0, 0};
        while (sigtimedwait(&pipe, nullptr, &zero) > 0) {
        }
        pthread_sigmask(SIG_SETMASK, &old, nullptr);
        return ok;
    }

private:
    bool exchange(const std::vector<std::vector<std::string>>& commands,
                  std::vector<Reply>& replies, IoError& error) {
        replies.clear();
        std::vector<const char*> argv;
        std::vector<std::size_t> lens;
        for (const auto& cmd : commands) {
            argv.clear();
            lens.clear();
            for (const std::string& a : cmd) {
                argv.push_back(a.data());
                lens.push_back(a.size());
            }
            if (redisAppendCommandArgv(m_c, static_cast<int>(argv.size()), argv.data(),
                                       lens.data()) != REDIS_OK) {
                error = failureOf(m_c, errno);
                return false;
            }
        }
        // Sent whole first (each write waits at most the read timeout, SO_SNDTIMEO), then each
        // reply read as it arrives, the wait for it sliced so a cancel is seen.
        for (int done = 0; !done;)
            if (redisBufferWrite(m_c, &done) != REDIS_OK) {
                error = failureOf(m_c, errno);
                return false;
            }
        for (std::size_t i = 0; i < commands.size(); ++i) {
            void* raw = nullptr;
            while (true) {
                if (redisReaderGetReply(m_c->reader, &raw) != REDIS_OK) {
                    error = {IoFailure::Other, m_c->reader->errstr};
                    return false;
                }
                if (raw != nullptr)
                    break;
                if (!awaitReadable(error))
                    return false;
                errno = 0;
                if (redisBufferRead(m_c) != REDIS_OK) {
                    error = failureOf(m_c, errno);
                    return false;
                }
            }
            auto* r = static_cast<redisReply*>(raw);
            replies.push_back(convert(r));
            freeReplyObject(r);
        }
        return true;
    }

    // Until the socket has something to read: false (and why) on the read timeout or a cancel.
    bool awaitReadable(IoError& error) const {
        using Clock = std::chrono::steady_clock;
        const auto until = Clock::now() + std::chrono::milliseconds(m_readTimeoutMs);
        pollfd p{m_c->fd, POLLIN, 0};
        while (true) {
            if (m_cancelled && m_cancelled()) {
                error = {IoFailure::Cancelled, "cancelled"};
                return false;
            }
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now());
            if (left.count() <= 0) {
                error = {IoFailure::Timeout, "timed out"};
                return false;
            }
            const int n = poll(&p, 1, static_cast<int>(std::min<long long>(left.count(), 100)));
            if (n > 0)
                return true; // data, or the peer closed: the read says which
            if (n < 0 && errno != EINTR) {
                error = {IoFailure::Other, std::strerror(errno)};
                return false;
            }
        }
    }

    redisContext* m_c;
    int m_readTimeoutMs;
    std::function<bool()> m_cancelled;
};

} // namespace

std::unique_ptr<Connection> connect(const std::string& host, int port, int connectTimeoutMs,
                                    int readTimeoutMs, IoError& error,
                                    std::function<bool()> cancelled) {
    errno = 0;
    redisContext* c = redisConnectWithTimeout(host.c_str(), port, timeoutOf(connectTimeoutMs));
    if (c == nullptr) {
        error = {IoFailure::Other, "out of memory"};
        return nullptr;
    }
    if (c->err) {
        const int saved = errno;
        error = failureOf(c, saved);
        if (error.failure == IoFailure::Other && std::strstr(c->errstr, "refused"))
            error.failure = IoFailure::Refused;
        if (error.failure == IoFailure::Other && std::strstr(c->errstr, "timed out"))
            error.failure = IoFailure::Timeout;
        redisFree(c);
        return nullptr;
    }
    if (redisSetTimeout(c, timeoutOf(readTimeoutMs)) != REDIS_OK) {
        error = failureOf(c, errno);
        redisFree(c);
        return nullptr;
    }
    return std::make_unique<HiredisConnection>(c, readTimeoutMs, std::move(cancelled));
}

bool hasClient() {
    return true;
}

} // namespace hashlab::ring::redis::detail

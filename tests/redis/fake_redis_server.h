#pragma once
// A loopback server that speaks just enough RESP to replay recorded replies: each command the
// client sends (its words joined by spaces) is looked up in a table of replies; an unknown
// command gets "-ERR unknown command", as Redis answers a subcommand it does not have. With
// closeAt set it drops the connection when a command starting so arrives, as a server killed in
// the middle of a read does.
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include <atomic>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace hashlab::testing {

class FakeRedisServer {
public:
    explicit FakeRedisServer(std::optional<std::string> closeAt = std::nullopt)
        : m_closeAfter(std::move(closeAt)) {
        m_listen = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof a;
        bind(m_listen, reinterpret_cast<sockaddr*>(&a), sizeof a);
        getsockname(m_listen, reinterpret_cast<sockaddr*>(&a), &len);
        m_port = ntohs(a.sin_port);
        listen(m_listen, 8);
        m_thread = std::thread([this] { serve(); });
    }
    ~FakeRedisServer() {
        m_stop = true;
        shutdown(m_listen, SHUT_RDWR);
        close(m_listen);
        m_thread.join();
    }
    FakeRedisServer(const FakeRedisServer&) = delete;
    FakeRedisServer& operator=(const FakeRedisServer&) = delete;

    int port() const { return m_port; }
    // Every command received, in order (words joined by spaces).
    std::vector<std::string> received() const {
        std::lock_guard lock(m_mutex);
        return m_received;
    }

    // Replies recorded as JSON, {command: reply} (tests/fixtures/redis/fake/): strings become
    // bulk strings, integers integers, arrays arrays; "{PORT}" and "{BUSPORT}" stand for this
    // server's port and port + 10000, so the cluster it describes points back at it.
    void replay(const std::string& path) {
        std::ifstream in(path);
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        auto replace = [&](const std::string& from, const std::string& to) {
            for (std::size_t at; (at = text.find(from)) != std::string::npos;)
                text.replace(at, from.size(), to);
        };
        replace("\"{PORT}\"", std::to_string(m_port));
        replace("{PORT}", std::to_string(m_port));
        replace("{BUSPORT}", std::to_string(m_port < 55536 ? m_port + 10000 : m_port - 10000));
        const nlohmann::json table = nlohmann::json::parse(text);
        std::lock_guard lock(m_mutex);
        for (const auto& [command, reply] : table.items())
            m_replies[command] = resp(reply);
    }

    static std::string resp(const nlohmann::json& j) {
        if (j.is_string())
            return "$" + std::to_string(j.get<std::string>().size()) + "\r\n" +
                   j.get<std::string>() + "\r\n";
        if (j.is_number_integer())
            return ":" + std::to_string(j.get<long long>()) + "\r\n";
        std::string out = "*" + std::to_string(j.size()) + "\r\n";
        for (const auto& e : j)
            out += resp(e);
        return out;
    }

private:
    void serve() {
        while (!m_stop) {
            const int c = accept(m_listen, nullptr, nullptr);
            if (c < 0)
                return;
            handle(c);
            close(c);
        }
    }

    // Reads RESP arrays of bulk strings, as hiredis sends commands.
    void handle(int c) {
        std::string buf;
        char chunk[4096];
        while (true) {
            std::vector<std::string> words;
            std::size_t used = 0;
            while (!parse(buf, words, used)) {
                const ssize_t n = ::read(c, chunk, sizeof chunk);
                if (n <= 0)
                    return;
                buf.append(chunk, static_cast<std::size_t>(n));
            }
            buf.erase(0, used);
            std::string cmd;
            for (const std::string& w : words)
                cmd += (cmd.empty() ? "" : " ") + w;
            std::string reply;
            {
                std::lock_guard lock(m_mutex);
                m_received.push_back(cmd);
                if (m_closeAfter && cmd.rfind(*m_closeAfter, 0) == 0)
                    return;
                auto it = m_replies.find(cmd);
                reply =
                    it == m_replies.end() ? "-ERR unknown command '" + cmd + "'\r\n" : it->second;
            }
            if (::write(c, reply.data(), reply.size()) < 0)
                return;
        }
    }

    static bool parse(const std::string& b, std::vector<std::string>& words, std::size_t& used) {
        words.clear();
        if (b.empty() || b[0] != '*')
            return false;
        std::size_t p = b.find("\r\n");
        if (p == std::string::npos)
            return false;
        const long n = std::stol(b.substr(1, p - 1));
        p += 2;
        for (long i = 0; i < n; ++i) {
            const std::size_t e = b.find("\r\n", p);
            if (e == std::string::npos || b[p] != '$')
                return false;
            const std::size_t len = std::stoul(b.substr(p + 1, e - p - 1));
            if (b.size() < e + 2 + len + 2)
                return false;
            words.push_back(b.substr(e + 2, len));
            p = e + 2 + len + 2;
        }
        used = p;
        return true;
    }

    std::map<std::string, std::string> m_replies;
    std::optional<std::string> m_closeAfter;
    int m_listen = -1, m_port = 0;
    std::atomic<bool> m_stop{false};
    mutable std::mutex m_mutex;
    std::vector<std::string> m_received;
    std::thread m_thread;
};

} // namespace hashlab::testing

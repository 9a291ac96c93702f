#include "support/redis_cluster_fixture.h"

#include "hashlab/ring/redis_cluster.h"
#include "hashlab/ring/redis_nodes_parser.h"

#include <hiredis/hiredis.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <thread>

namespace hashlab::testing {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

struct ReplyFree {
    void operator()(redisReply* r) const {
        if (r)
            freeReplyObject(r);
    }
};
using ReplyPtr = std::unique_ptr<redisReply, ReplyFree>;

bool canBind(int port) {
    const int s = socket(AF_INET, SOCK_STREAM, 0);
    if (s < 0)
        return false;
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = htons(static_cast<std::uint16_t>(port));
    const bool ok = bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
    close(s);
    return ok;
}

// A port the kernel hands out now, with its cluster port (port + 10000) free and in range.
int freePort() {
    for (int attempt = 0; attempt < 500; ++attempt) {
        const int s = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        a.sin_port = 0;
        socklen_t len = sizeof a;
        if (s < 0 || bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 ||
            getsockname(s, reinterpret_cast<sockaddr*>(&a), &len) != 0) {
            if (s >= 0)
                close(s);
            continue;
        }
        close(s);
        const int port = ntohs(a.sin_port);
        if (port == 6379 || port + 10000 > 65535 || !canBind(port + 10000) || !canBind(port))
            continue;
        return port;
    }
    return 0;
}

// Runs argv; stdout and stderr into `output`; the exit code (-1 if it could not run).
int runProcess(const std::vector<std::string>& argv, std::string& output) {
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], 1);
        dup2(fds[1], 2);
        close(fds[0]);
        close(fds[1]);
        std::vector<char*> args;
        for (const std::string& a : argv)
            args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execvp(args[0], args.data());
        _exit(127);
    }
    close(fds[1]);
    output.clear();
    char buf[4096];
    ssize_t n;
    while ((n = ::read(fds[0], buf, sizeof buf)) > 0)
        output.append(buf, static_cast<std::size_t>(n));
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

ReplyPtr command(int port, const std::string& password, const std::vector<std::string>& args) {
    timeval tv{5, 0};
    redisContext* c = redisConnectWithTimeout("127.0.0.1", port, tv);
    if (!c || c->err) {
        if (c)
            redisFree(c);
        return nullptr;
    }
    redisSetTimeout(c, tv);
    if (!password.empty())
        freeReplyObject(redisCommand(c, "AUTH %s", password.c_str()));
    std::vector<const char*> argv;
    std::vector<std::size_t> lens;
    for (const std::string& a : args) {
        argv.push_back(a.data());
        lens.push_back(a.size());
    }
    ReplyPtr r(static_cast<redisReply*>(
        redisCommandArgv(c, static_cast<int>(argv.size()), argv.data(), lens.data())));
    redisFree(c);
    return r;
}

std::string replyText(const ReplyPtr& r) {
    if (!r)
        return "(no reply)";
    if (r->type == REDIS_REPLY_INTEGER)
        return std::to_string(r->integer);
    if (r->str)
        return std::string(r->str, r->len);
    return "";
}

} // namespace

bool haveRedisServer() {
    std::string out;
    return runProcess({"redis-server", "--version"}, out) == 0 &&
           runProcess({"redis-cli", "--version"}, out) == 0;
}

RedisCluster::RedisCluster(const std::vector<std::uint32_t>& slots, int replicasPerMaster,
                           const std::string& password, bool clusterEnabled)
    : m_password(password) {
    char tmpl[] = "/tmp/hashlab-redis-XXXXXX";
    if (!mkdtemp(tmpl)) {
        m_error = "cannot make a temp dir";
        return;
    }
    m_root = tmpl;
    const std::size_t masters = clusterEnabled ? slots.size() : 1;
    const std::size_t total = masters * static_cast<std::size_t>(1 + replicasPerMaster);
    for (std::size_t i = 0; i < total; ++i)
        if (!startServer(clusterEnabled))
            return;
    if (!clusterEnabled || slots.empty())
        return;
    for (RedisNode& n : m_nodes)
        n.id = replyText(command(n.port, m_password, {"CLUSTER", "MYID"}));
    std::uint32_t next = 0;
    for (std::size_t i = 0; i < masters; ++i) {
        const int port = m_nodes[i].port;
        command(port, m_password, {"CLUSTER", "SET-CONFIG-EPOCH", std::to_string(i + 1)});
        if (slots[i] > 0)
            command(port, m_password,
                    {"CLUSTER", "ADDSLOTSRANGE", std::to_string(next),
                     std::to_string(next + slots[i] - 1)});
        next += slots[i];
    }
    for (std::size_t i = 1; i < m_nodes.size(); ++i)
        command(m_nodes[0].port, m_password,
                {"CLUSTER", "MEET", "127.0.0.1", std::to_string(m_nodes[i].port),
                 std::to_string(m_nodes[i].port + 10000)});
    // A replica can follow its master once it knows it.
    for (std::size_t r = masters; r < m_nodes.size(); ++r) {
        const std::string& master = m_nodes[(r - masters) % masters].id;
        const auto deadline = Clock::now() + std::chrono::seconds(20);
        while (replyText(command(m_nodes[r].port, m_password, {"CLUSTER", "REPLICATE", master})) !=
                   "OK" &&
               Clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    if (!waitConsistent())
        m_error = "the cluster did not settle: " + m_error;
}

RedisCluster::~RedisCluster() {
    for (RedisNode& n : m_nodes)
        if (n.pid > 0) {
            ::kill(n.pid, SIGKILL);
            waitpid(n.pid, nullptr, 0);
        }
    std::error_code ec;
    if (!m_root.empty())
        fs::remove_all(m_root, ec);
}

bool RedisCluster::startServer(bool clusterEnabled) {
    RedisNode n;
    n.port = freePort();
    if (n.port == 0) {
        m_error = "no free port";
        return false;
    }
    n.dir = m_root + "/" + std::to_string(n.port);
    fs::create_directories(n.dir);
    {
        std::ofstream conf(n.dir + "/redis.conf");
        conf << "port " << n.port << "\nbind 127.0.0.1\nsave \"\"\nappendonly no\n"
             << "dir " << n.dir << "\nlogfile " << n.dir << "/log\n";
        if (clusterEnabled)
            conf << "cluster-enabled yes\ncluster-port " << n.port + 10000
                 << "\ncluster-config-file nodes.conf\ncluster-node-timeout 5000\n";
        if (!m_password.empty()) {
            // Quoted as redis.conf reads a string: the tests' passwords carry spaces and quotes.
            std::string quoted = "\"";
            for (char ch : m_password)
                quoted += ch == '"' || ch == '\\' ? std::string("\\") + ch : std::string(1, ch);
            quoted += "\"";
            conf << "requirepass " << quoted << "\nmasterauth " << quoted << "\n";
        }
    }
    const std::string confPath = n.dir + "/redis.conf";
    n.pid = fork();
    if (n.pid == 0) {
        // Dies with the test process, even one that crashed before its destructors ran.
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        execlp("redis-server", "redis-server", confPath.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    m_nodes.push_back(n);
    const auto deadline = Clock::now() + std::chrono::seconds(10);
    while (Clock::now() < deadline) {
        const std::string pong = replyText(command(n.port, m_password, {"PING"}));
        if (pong == "PONG")
            return true;
        if (waitpid(n.pid, nullptr, WNOHANG) == n.pid) {
            m_nodes.back().pid = -1;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    m_error = "redis-server on port " + std::to_string(n.port) + " did not start";
    return false;
}

std::string RedisCluster::cli(std::size_t i, const std::vector<std::string>& args) const {
    std::vector<std::string> argv = {"redis-cli", "-p", std::to_string(m_nodes.at(i).port)};
    if (!m_password.empty())
        argv.insert(argv.end(), {"-a", m_password, "--no-auth-warning"});
    argv.insert(argv.end(), args.begin(), args.end());
    std::string out;
    runProcess(argv, out);
    return out;
}

int RedisCluster::redisCli(const std::vector<std::string>& args, std::string& output) const {
    std::vector<std::string> argv = {"redis-cli"};
    argv.insert(argv.end(), args.begin(), args.end());
    return runProcess(argv, output);
}

bool RedisCluster::addEmptyMaster() {
    if (!startServer(true))
        return false;
    RedisNode& n = m_nodes.back();
    n.id = replyText(command(n.port, m_password, {"CLUSTER", "MYID"}));
    std::string out;
    if (redisCli({"--cluster", "add-node", n.address(), entry()}, out) != 0) {
        m_error = "add-node failed: " + out;
        return false;
    }
    return waitConsistent();
}

bool RedisCluster::waitConsistent(int timeoutMs) {
    const auto deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
    std::size_t alive = 0;
    for (const RedisNode& n : m_nodes)
        alive += n.pid > 0;
    while (Clock::now() < deadline) {
        // Every node's view as one line per node: id, role, its master, its slots' owner ids.
        std::optional<std::vector<std::string>> reference;
        bool same = true;
        for (const RedisNode& n : m_nodes) {
            if (n.pid <= 0)
                continue;
            const std::string info = replyText(command(n.port, m_password, {"CLUSTER", "INFO"}));
            auto view = ring::redis::parseClusterNodes(
                replyText(command(n.port, m_password, {"CLUSTER", "NODES"})));
            if (info.find("cluster_state:ok") == std::string::npos || !view) {
                same = false;
                break;
            }
            std::vector<std::string> lines;
            for (const auto& m : view->masters) {
                lines.push_back("master " + m.id);
                for (const auto& r : m.replicas)
                    lines.push_back("replica " + r.id + " of " + m.id);
            }
            std::sort(lines.begin(), lines.end());
            for (std::uint32_t o : view->owner)
                lines.push_back(o == ring::redis::kNoOwner ? "" : view->masters[o].id);
            if (lines.size() != alive + ring::redis::kSlots || (reference && *reference != lines)) {
                same = false;
                break;
            }
            reference = std::move(lines);
        }
        if (same)
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    m_error = "nodes do not agree on the layout within " + std::to_string(timeoutMs) + " ms";
    return false;
}

std::vector<std::string> RedisCluster::slotOwners() const {
    std::vector<std::string> owners(ring::redis::kSlots);
    ReplyPtr r = command(m_nodes.front().port, m_password, {"CLUSTER", "SLOTS"});
    if (!r || r->type != REDIS_REPLY_ARRAY)
        return owners;
    for (std::size_t i = 0; i < r->elements; ++i) {
        const redisReply* e = r->element[i];
        const redisReply* master = e->element[2];
        const std::string addr = std::string(master->element[0]->str) + ":" +
                                 std::to_string(master->element[1]->integer);
        for (long long s = e->element[0]->integer; s <= e->element[1]->integer; ++s)
            owners[static_cast<std::size_t>(s)] = addr;
    }
    return owners;
}

bool RedisCluster::write(const std::map<std::string, std::string>& keyValues) {
    const auto owners = slotOwners();
    std::map<int, std::vector<std::pair<std::string, std::string>>> byPort;
    for (const auto& [k, v] : keyValues) {
        const std::string& addr = owners[ring::redis::keySlot(k)];
        byPort[std::stoi(addr.substr(addr.rfind(':') + 1))].push_back({k, v});
    }
    for (const auto& [port, kvs] : byPort) {
        timeval tv{10, 0};
        redisContext* c = redisConnectWithTimeout("127.0.0.1", port, tv);
        if (!c || c->err)
            return false;
        if (!m_password.empty())
            freeReplyObject(redisCommand(c, "AUTH %s", m_password.c_str()));
        for (const auto& [k, v] : kvs)
            redisAppendCommand(c, "SET %b %b", k.data(), k.size(), v.data(), v.size());
        bool ok = true;
        for (std::size_t i = 0; i < kvs.size(); ++i) {
            void* raw = nullptr;
            if (redisGetReply(c, &raw) != REDIS_OK) {
                ok = false;
                break;
            }
            ReplyPtr r(static_cast<redisReply*>(raw));
            ok = ok && r->type == REDIS_REPLY_STATUS;
        }
        redisFree(c);
        if (!ok)
            return false;
    }
    return true;
}

std::map<std::string, std::string> RedisCluster::read(const std::vector<std::string>& keys) {
    const auto owners = slotOwners();
    std::map<int, std::vector<std::string>> byPort;
    for (const std::string& k : keys) {
        const std::string& addr = owners[ring::redis::keySlot(k)];
        byPort[std::stoi(addr.substr(addr.rfind(':') + 1))].push_back(k);
    }
    std::map<std::string, std::string> out;
    for (const auto& [port, ks] : byPort) {
        timeval tv{10, 0};
        redisContext* c = redisConnectWithTimeout("127.0.0.1", port, tv);
        if (!c || c->err) {
            if (c)
                redisFree(c);
            continue;
        }
        if (!m_password.empty())
            freeReplyObject(redisCommand(c, "AUTH %s", m_password.c_str()));
        for (const std::string& k : ks)
            redisAppendCommand(c, "GET %b", k.data(), k.size());
        for (const std::string& k : ks) {
            void* raw = nullptr;
            if (redisGetReply(c, &raw) != REDIS_OK)
                break;
            ReplyPtr r(static_cast<redisReply*>(raw));
            out[k] = r->type == REDIS_REPLY_STRING ? std::string(r->str, r->len) : "";
        }
        redisFree(c);
    }
    return out;
}

void RedisCluster::kill(std::size_t i) {
    RedisNode& n = m_nodes.at(i);
    if (n.pid > 0) {
        ::kill(n.pid, SIGKILL);
        waitpid(n.pid, nullptr, 0);
        n.pid = -1;
    }
}

} // namespace hashlab::testing

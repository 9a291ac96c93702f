#pragma once
// Real redis-server processes for the `redis` tests and benchmarks: each on 127.0.0.1 with its own
// free port and cluster port (never 6379, cluster port = port + 10000 <= 65535), cluster mode,
// no persistence, in a temp dir. The destructor kills every server it started, also when an
// assertion failed. Clusters are joined by hand (CLUSTER SET-CONFIG-EPOCH, ADDSLOTSRANGE, MEET,
// REPLICATE) rather than by redis-cli --cluster create, so a test can lay out skewed slot ranges
// and need not wait for create's one-second sleeps.
#include <cstdint>
#include <map>
#include <string>
#include <sys/types.h>
#include <vector>

namespace hashlab::testing {

bool haveRedisServer(); // redis-server and redis-cli on the PATH

struct RedisNode {
    int port = 0;
    pid_t pid = -1;
    std::string dir, id;
    std::string address() const { return "127.0.0.1:" + std::to_string(port); }
};

class RedisCluster {
public:
    // slots: slots per master, dealt in contiguous ranges from slot 0 in this order (their sum
    // must be 16384; empty: no cluster is formed). password: requirepass and masterauth.
    // clusterEnabled false: one plain server (slots ignored).
    explicit RedisCluster(const std::vector<std::uint32_t>& slots, int replicasPerMaster = 0,
                          const std::string& password = "", bool clusterEnabled = true);
    ~RedisCluster();
    RedisCluster(const RedisCluster&) = delete;
    RedisCluster& operator=(const RedisCluster&) = delete;

    // Empty when every server runs and every node agrees on the layout; else why not.
    const std::string& error() const { return m_error; }
    const std::vector<RedisNode>& nodes() const { return m_nodes; }
    std::string entry() const { return m_nodes.front().address(); }

    // One command through redis-cli on node i; its standard output.
    std::string cli(std::size_t i, const std::vector<std::string>& args) const;
    // redis-cli with free arguments (for --cluster …); stdout and stderr, and the exit code.
    int redisCli(const std::vector<std::string>& args, std::string& output) const;
    // Starts one more empty server and adds it as a master (redis-cli --cluster add-node).
    bool addEmptyMaster();
    // Waits until every node reports cluster_state:ok and the same masters and slots.
    bool waitConsistent(int timeoutMs = 20000);
    // SET each key on its slot's master (pipelined); false on any error.
    bool write(const std::map<std::string, std::string>& keyValues);
    // GET each key from its slot's current owner (following MOVED once); missing: "".
    std::map<std::string, std::string> read(const std::vector<std::string>& keys);
    // Owner address of every slot, from CLUSTER SLOTS on node 0.
    std::vector<std::string> slotOwners() const;
    void kill(std::size_t i); // SIGKILL one server now

private:
    bool startServer(bool clusterEnabled);
    std::string m_error, m_password, m_root;
    std::vector<RedisNode> m_nodes;
};

} // namespace hashlab::testing

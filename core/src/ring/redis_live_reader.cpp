#include "hashlab/ring/redis_live_reader.h"

#include "redis_connection.h"

#include "hashlab/ring/redis_nodes_parser.h"
#include "hashlab/ring/redis_shards_parser.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <map>

namespace hashlab::ring::redis {

nlohmann::json detail::Reply::toJson() const {
    switch (type) {
    case Type::String:
    case Type::Status:
    case Type::Error:
        return str;
    case Type::Integer: // non-negative as unsigned, as JSON text of the same reply parses
        return integer >= 0 ? nlohmann::json(static_cast<std::uint64_t>(integer))
                            : nlohmann::json(integer);
    case Type::Array: {
        nlohmann::json a = nlohmann::json::array();
        for (const Reply& e : elements)
            a.push_back(e.toJson());
        return a;
    }
    case Type::Nil:
        break;
    }
    return nullptr;
}

namespace {

using detail::Reply;
using Command = std::vector<std::string>;
constexpr std::size_t kBatch = 1024; // commands per pipelined round trip

std::optional<std::pair<std::string, int>> splitAddress(const std::string& a) {
    const std::size_t colon = a.rfind(':');
    if (colon == std::string::npos || colon == 0)
        return std::nullopt;
    int port = 0;
    const char* b = a.data() + colon + 1;
    const auto [end, ec] = std::from_chars(b, a.data() + a.size(), port);
    if (ec != std::errc() || end != a.data() + a.size() || port < 1 || port > 65535)
        return std::nullopt;
    std::string host = a.substr(0, colon);
    if (host.size() > 2 && host.front() == '[' && host.back() == ']')
        host = host.substr(1, host.size() - 2);
    return std::pair{host, port};
}

bool startsWith(const std::string& s, const char* prefix) {
    return s.rfind(prefix, 0) == 0;
}

class Reader {
public:
    Reader(const LiveTarget& t, const Progress& p) : m_t(t), m_p(p) {}

    Result<ClusterState> read();

private:
    // The open connection to `address`, made (and authenticated) on first use.
    Result<detail::Connection*> open(const std::string& address);
    Result<std::vector<Reply>> run(const std::string& address, const std::vector<Command>& cmds);
    Error ioError(const std::string& address, const detail::IoError& e) const;
    Error replyError(const std::string& address, const std::string& command, const Reply& r) const;
    Status cancelled() const;
    Result<ClusterState> topology(const std::string& entry);
    Status readMaster(std::uint32_t m, ClusterState& state);
    Status countKeys(std::uint32_t m, ClusterState& state);
    void advance(std::size_t slots);

    const LiveTarget& m_t;
    const Progress& m_p;
    std::map<std::string, std::unique_ptr<detail::Connection>> m_connections;
    std::size_t m_slotsDone = 0;
    SlotStatsSeen m_seen;
    bool m_anyStats = false;
};

Error Reader::ioError(const std::string& address, const detail::IoError& e) const {
    switch (e.failure) {
    case detail::IoFailure::Refused:
        return makeError("connect",
                         HASHLAB_TR("core", "%1 refused the connection: is a Redis "
                                            "server listening there?"),
                         address);
    case detail::IoFailure::Timeout:
        return makeError("connect",
                         HASHLAB_TR("core", "%1 did not answer in time (%2 ms to "
                                            "connect, %3 ms a reply)"),
                         address, m_t.connectTimeoutMs, m_t.readTimeoutMs);
    case detail::IoFailure::Closed:
        return makeError("connect",
                         HASHLAB_TR("core", "%1 closed the connection in the middle "
                                            "of the read (did the server stop?): "
                                            "nothing was read"),
                         address);
    case detail::IoFailure::Cancelled:
        return makeError("connect", HASHLAB_TR("core", "the read was cancelled"));
    case detail::IoFailure::Other:
        break;
    }
    return makeError("connect", HASHLAB_TR("core", "cannot talk to %1: %2"), address, e.detail);
}

Error Reader::replyError(const std::string& address, const std::string& command,
                         const Reply& r) const {
    if (startsWith(r.str, "NOAUTH"))
        return makeError("connect",
                         HASHLAB_TR("core", "%1 needs a password: give --user and "
                                            "--password-file"),
                         address);
    if (startsWith(r.str, "WRONGPASS") || r.str.find("invalid password") != std::string::npos ||
        r.str.find("invalid username-password") != std::string::npos)
        return makeError("connect", HASHLAB_TR("core", "%1 refused the user name and password"),
                         address);
    if (r.str.find("cluster support disabled") != std::string::npos)
        return makeError("connect",
                         HASHLAB_TR("core", "%1 is a Redis server not in cluster mode "
                                            "(cluster-enabled no)"),
                         address);
    if (startsWith(r.str, "NOPERM"))
        return makeError("connect", HASHLAB_TR("core", "%1 does not let this user run %2 (%3)"),
                         address, command, r.str);
    return makeError("connect", HASHLAB_TR("core", "%1 answered %2 with an error: %3"), address,
                     command, r.str);
}

Status Reader::cancelled() const {
    if (m_p.cancelled())
        return makeError("connect", HASHLAB_TR("core", "the read was cancelled"));
    return ok();
}

Result<detail::Connection*> Reader::open(const std::string& address) {
    if (auto it = m_connections.find(address); it != m_connections.end())
        return it->second.get();
    const auto hp = splitAddress(address);
    if (!hp)
        return makeError("connect", HASHLAB_TR("core", "'%1' is not host:port"), address);
    detail::IoError e;
    auto c = detail::connect(hp->first, hp->second, m_t.connectTimeoutMs, m_t.readTimeoutMs, e,
                             [this] { return m_p.cancelled(); });
    if (!c)
        return ioError(address, e);
    detail::Connection* raw = c.get();
    m_connections[address] = std::move(c);
    if (!m_t.password.empty()) {
        Command auth = {"AUTH"};
        if (!m_t.user.empty())
            auth.push_back(m_t.user);
        auth.push_back(m_t.password);
        auto r = run(address, {auth});
        if (!r)
            return r.error();
        if ((*r)[0].isError())
            return replyError(address, "AUTH", (*r)[0]);
    }
    return raw;
}

Result<std::vector<Reply>> Reader::run(const std::string& address,
                                       const std::vector<Command>& cmds) {
    auto c = m_connections.find(address);
    std::vector<Reply> replies;
    detail::IoError e;
    if (!c->second->pipeline(cmds, replies, e))
        return ioError(address, e);
    return replies;
}

void Reader::advance(std::size_t slots) {
    m_slotsDone += slots;
    m_p.report(0.05 + 0.95 * static_cast<double>(m_slotsDone) / kSlots);
}

// The masters in the order of `order`'s masters (redis-cli's), those it lacks at the end.
ClusterState reorder(ClusterState s, const ClusterState& order) {
    std::vector<std::uint32_t> newIndex(s.masters.size());
    std::vector<ClusterMaster> masters;
    std::vector<bool> taken(s.masters.size(), false);
    for (const ClusterMaster& m : order.masters)
        for (std::uint32_t i = 0; i < s.masters.size(); ++i)
            if (!taken[i] && s.masters[i].id == m.id) {
                newIndex[i] = static_cast<std::uint32_t>(masters.size());
                masters.push_back(s.masters[i]);
                taken[i] = true;
            }
    for (std::uint32_t i = 0; i < s.masters.size(); ++i)
        if (!taken[i]) {
            newIndex[i] = static_cast<std::uint32_t>(masters.size());
            masters.push_back(s.masters[i]);
        }
    for (std::uint32_t& o : s.owner)
        if (o != kNoOwner)
            o = newIndex[o];
    s.masters = std::move(masters);
    return s;
}

Result<ClusterState> Reader::topology(const std::string& entry) {
    auto r = run(entry, {{"CLUSTER", "NODES"}, {"CLUSTER", "SHARDS"}});
    if (!r)
        return r.error();
    const Reply& nodesReply = (*r)[0];
    if (nodesReply.isError())
        return replyError(entry, "CLUSTER NODES", nodesReply);
    auto fromNodes = parseClusterNodes(nodesReply.str);
    if (!fromNodes)
        return makeError("connect",
                         HASHLAB_TR("core", "%1 sent a CLUSTER NODES reply HashLab "
                                            "cannot read: %2"),
                         entry, fromNodes.error().what);
    const Reply& shardsReply = (*r)[1];
    ClusterState state = *fromNodes;
    if (!shardsReply.isError()) { // Redis >= 7.0
        auto fromShards = clusterFromShards(shardsReply.toJson(), ClusterSource::Live);
        if (!fromShards)
            return makeError("connect",
                             HASHLAB_TR("core", "%1 sent a CLUSTER SHARDS reply "
                                                "HashLab cannot read: %2"),
                             entry, fromShards.error().what);
        state = reorder(*fromShards, *fromNodes);
        // CLUSTER SHARDS knows "fail" but not a failure only suspected ("fail?").
        for (ClusterMaster& m : state.masters)
            for (const ClusterMaster& n : fromNodes->masters)
                if (n.id == m.id && m.health == "online")
                    m.health = n.health;
    }
    state.source = ClusterSource::Live;
    state.openSlots.clear(); // each master reports its own, read next
    // A node that has met no other does not know its own IP yet (":7000@17000"): it is the
    // host it was reached at.
    const std::string host = entry.substr(0, entry.rfind(':'));
    for (ClusterMaster& m : state.masters) {
        if (!m.address.empty() && m.address.front() == ':')
            m.address = host + m.address;
        for (ClusterReplica& replica : m.replicas)
            if (!replica.address.empty() && replica.address.front() == ':')
                replica.address = host + replica.address;
    }
    return state;
}

Status Reader::readMaster(std::uint32_t m, ClusterState& state) {
    const ClusterMaster& master = state.masters[m];
    if (master.health == "fail") {
        state.warnings.push_back("master " + master.id + " has failed: its slots count no keys");
        advance(state.slotCount(m));
        return ok();
    }
    auto c = open(master.address);
    if (!c)
        return c.error();
    auto r = run(master.address, {{"CLUSTER", "NODES"}});
    if (!r)
        return r.error();
    if ((*r)[0].isError())
        return replyError(master.address, "CLUSTER NODES", (*r)[0]);
    auto own = parseClusterNodes((*r)[0].str);
    // The node's own line comes first when it is a master; after a failover it is a replica.
    const bool stillMaster = own && own->masters.front().id == master.id;
    if (!stillMaster)
        return makeError("connect",
                         HASHLAB_TR("core", "%1 is no longer master %2: the cluster "
                                            "changed during the read, read it again"),
                         master.address, master.id);
    for (const OpenSlot& o : own->openSlots)
        if (o.node == master.id)
            state.openSlots.push_back(o);
    return countKeys(m, state);
}

Status Reader::countKeys(std::uint32_t m, ClusterState& state) {
    const std::string& address = state.masters[m].address;
    std::vector<SlotRange> chunks;
    for (auto [first, last] : state.ranges(m))
        for (std::uint32_t a = first; a <= last; a += kBatch)
            chunks.push_back({a, std::min<std::uint32_t>(last, a + kBatch - 1)});
    bool slotStats = true;
    for (const auto& [first, last] : chunks) {
        if (Status s = cancelled(); !s)
            return s;
        std::vector<Command> cmds;
        if (slotStats) {
            cmds.push_back({"CLUSTER", "SLOT-STATS", "SLOTSRANGE", std::to_string(first),
                            std::to_string(last)});
            auto r = run(address, cmds);
            if (!r)
                return r.error();
            if (!(*r)[0].isError()) {
                if (!addSlotStats((*r)[0].toJson(), state, m_seen))
                    return makeError("connect",
                                     HASHLAB_TR("core", "%1 sent a CLUSTER SLOT-STATS "
                                                        "reply HashLab cannot read"),
                                     address);
                m_anyStats = true;
                advance(last - first + 1);
                continue;
            }
            slotStats = false; // before Redis 8.2: count slot by slot
            cmds.clear();
        }
        for (std::uint32_t s = first; s <= last; ++s)
            cmds.push_back({"CLUSTER", "COUNTKEYSINSLOT", std::to_string(s)});
        auto r = run(address, cmds);
        if (!r)
            return r.error();
        for (std::uint32_t s = first; s <= last; ++s) {
            const Reply& reply = (*r)[s - first];
            if (reply.isError())
                return replyError(address, "CLUSTER COUNTKEYSINSLOT", reply);
            state.slotKeys[s] = static_cast<std::uint64_t>(std::max(0LL, reply.integer));
        }
        m_seen.cpu = m_seen.network = false;
        advance(last - first + 1);
    }
    return ok();
}

Result<ClusterState> Reader::read() {
    const std::string entry = m_t.host.find(':') != std::string::npos
                                  ? "[" + m_t.host + "]:" + std::to_string(m_t.port)
                                  : m_t.host + ":" + std::to_string(m_t.port);
    if (!detail::hasClient())
        return makeError("connect", HASHLAB_TR("core", "this build of HashLab cannot read a "
                                                       "cluster live (built without hiredis)"));
    auto c = open(entry);
    if (!c)
        return c.error();
    auto state = topology(entry);
    if (!state)
        return state;
    m_p.report(0.05);
    state.value().slotKeys.assign(kSlots, 0);
    advance(state->unassignedSlots());
    for (std::uint32_t m = 0; m < state->masters.size(); ++m)
        if (Status s = readMaster(m, state.value()); !s)
            return s.error();
    std::sort(state.value().openSlots.begin(), state.value().openSlots.end(),
              [](const OpenSlot& a, const OpenSlot& b) {
                  return a.slot != b.slot ? a.slot < b.slot : a.node < b.node;
              });
    ClusterState& s = state.value();
    if (!m_anyStats || !m_seen.cpu)
        s.slotCpuUsec.clear();
    if (!m_anyStats || !m_seen.network) {
        s.slotNetBytesIn.clear();
        s.slotNetBytesOut.clear();
    }
    return state;
}

} // namespace

bool addSlotStats(const nlohmann::json& reply, ClusterState& state, SlotStatsSeen& seen) {
    if (!reply.is_array())
        return false;
    auto ensure = [](std::vector<std::uint64_t>& v) {
        if (v.size() != kSlots)
            v.assign(kSlots, 0);
    };
    for (const nlohmann::json& entry : reply) {
        if (!entry.is_array() || entry.size() != 2 || !entry[0].is_number_unsigned() ||
            entry[0].get<std::uint64_t>() >= kSlots)
            return false;
        const auto slot = entry[0].get<std::uint32_t>();
        const nlohmann::json& stats = entry[1];
        std::map<std::string, std::uint64_t> named;
        if (stats.is_object()) {
            for (auto it = stats.begin(); it != stats.end(); ++it)
                if (it.value().is_number_unsigned())
                    named[it.key()] = it.value().get<std::uint64_t>();
        } else if (stats.is_array() && stats.size() % 2 == 0) {
            for (std::size_t i = 0; i < stats.size(); i += 2)
                if (stats[i].is_string() && stats[i + 1].is_number_unsigned())
                    named[stats[i].get<std::string>()] = stats[i + 1].get<std::uint64_t>();
        } else {
            return false;
        }
        auto keys = named.find("key-count");
        if (keys == named.end())
            return false;
        ensure(state.slotKeys);
        state.slotKeys[slot] = keys->second;
        auto cpu = named.find("cpu-usec");
        seen.cpu = seen.cpu && cpu != named.end();
        if (cpu != named.end()) {
            ensure(state.slotCpuUsec);
            state.slotCpuUsec[slot] = cpu->second;
        }
        auto in = named.find("network-bytes-in"), out = named.find("network-bytes-out");
        seen.network = seen.network && in != named.end() && out != named.end();
        if (in != named.end() && out != named.end()) {
            ensure(state.slotNetBytesIn);
            ensure(state.slotNetBytesOut);
            state.slotNetBytesIn[slot] = in->second;
            state.slotNetBytesOut[slot] = out->second;
        }
    }
    return true;
}

Result<ClusterState> readLive(const LiveTarget& target, const Progress& progress) {
    Reader reader(target, progress);
    return reader.read();
}

Result<LiveTarget> parseHostPort(const std::string& text) {
    const auto hp = splitAddress(text);
    if (!hp || hp->first.empty())
        return makeError("connect", HASHLAB_TR("core", "'%1' is not HOST:PORT (port 1 to 65535)"),
                         text);
    LiveTarget t;
    t.host = hp->first;
    t.port = hp->second;
    return t;
}

bool canReadLive() {
    return detail::hasClient();
}

} // namespace hashlab::ring::redis

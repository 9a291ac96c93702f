#include "hashlab/ring/redis_nodes_parser.h"

#include "redis_cluster_builder.h"

#include <charconv>
#include <optional>
#include <vector>

namespace hashlab::ring::redis {
namespace {

std::vector<std::string_view> fields(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start)
            out.push_back(line.substr(start, i - start));
    }
    return out;
}

std::optional<std::uint32_t> number(std::string_view s, std::uint32_t max) {
    std::uint32_t v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v > max)
        return std::nullopt;
    return v;
}

std::optional<std::uint32_t> slotNumber(std::string_view s) {
    return number(s, kSlots - 1);
}

// ip:port@cport[,hostname…] -> "ip:port"; ":0@0" is a node without an address (noaddr).
std::optional<std::string> clientAddress(std::string_view a) {
    a = a.substr(0, a.find(','));
    const std::size_t at = a.find('@');
    if (at == std::string_view::npos || !number(a.substr(at + 1), 65535))
        return std::nullopt;
    a = a.substr(0, at);
    const std::size_t colon = a.rfind(':');
    if (colon == std::string_view::npos || !number(a.substr(colon + 1), 65535))
        return std::nullopt;
    return std::string(a);
}

Error lineError(std::size_t line, const Text& what) {
    return makeError("", HASHLAB_TR("core", "line %1: %2"), line, what);
}

struct Flags {
    bool master = false, replica = false, myself = false, handshake = false;
    std::string health = "online";
};

Flags parseFlags(std::string_view f) {
    Flags out;
    while (!f.empty()) {
        const std::size_t comma = f.find(',');
        const std::string_view flag = f.substr(0, comma);
        if (flag == "master")
            out.master = true;
        else if (flag == "slave" || flag == "replica")
            out.replica = true;
        else if (flag == "myself")
            out.myself = true;
        else if (flag == "handshake")
            out.handshake = true;
        else if (flag == "fail")
            out.health = "fail";
        else if (flag == "fail?" && out.health != "fail")
            out.health = "pfail";
        f = comma == std::string_view::npos ? std::string_view{} : f.substr(comma + 1);
    }
    return out;
}

// One slot token of a master's line: a slot, a range, or an open slot in brackets.
std::optional<Text> slotToken(std::string_view t, const std::string& id, detail::NodeRecord& rec,
                              std::vector<OpenSlot>& open) {
    if (t.front() == '[') {
        if (t.size() < 2 || t.back() != ']')
            return text(HASHLAB_TR("core", "open slot '%1' has no closing ']'"), std::string(t));
        const std::string_view body = t.substr(1, t.size() - 2);
        for (const auto& [arrow, state] :
             {std::pair{std::string_view("->-"), SlotState::Migrating},
              std::pair{std::string_view("-<-"), SlotState::Importing}}) {
            const std::size_t p = body.find(arrow);
            if (p == std::string_view::npos)
                continue;
            const auto slot = slotNumber(body.substr(0, p));
            const std::string_view peer = body.substr(p + 3);
            if (!slot || !detail::isNodeId(peer))
                break;
            open.push_back({*slot, state, id, std::string(peer)});
            return std::nullopt;
        }
        return text(HASHLAB_TR("core", "open slot '%1' is neither [slot->-id] nor [slot-<-id]"),
                    std::string(t));
    }
    const std::size_t dash = t.find('-');
    const auto first = slotNumber(t.substr(0, dash));
    const auto last = dash == std::string_view::npos ? first : slotNumber(t.substr(dash + 1));
    if (!first || !last || *last < *first)
        return text(HASHLAB_TR("core", "'%1' is no slot or range of slots from 0 to 16383"),
                    std::string(t));
    rec.slots.push_back({*first, *last});
    return std::nullopt;
}

} // namespace

Result<ClusterState> parseClusterNodes(std::string_view input) {
    std::vector<detail::NodeRecord> records;
    std::vector<OpenSlot> open;
    std::size_t lineNo = 0;
    while (!input.empty()) {
        const std::size_t nl = input.find('\n');
        std::string_view line = input.substr(0, nl);
        input = nl == std::string_view::npos ? std::string_view{} : input.substr(nl + 1);
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        const auto f = fields(line);
        if (f.empty())
            continue;
        if (f.size() < 8)
            return lineError(lineNo, text(HASHLAB_TR("core", "%1 fields where CLUSTER NODES has "
                                                             "at least 8 (id, address, flags, "
                                                             "master, ping, pong, epoch, link)"),
                                          f.size()));
        if (records.size() == kMaxClusterNodes)
            return lineError(lineNo,
                             text(HASHLAB_TR("core", "more than %1 nodes"), kMaxClusterNodes));
        const Flags flags = parseFlags(f[2]);
        if (flags.handshake) // a node being met: a random id that will be replaced
            continue;
        detail::NodeRecord rec;
        rec.where = text(HASHLAB_TR("core", "line %1"), lineNo);
        rec.id = std::string(f[0]);
        if (!detail::isNodeId(rec.id))
            return lineError(lineNo, text(HASHLAB_TR("core", "node id '%1' is not 40 hexadecimal "
                                                             "digits"),
                                          rec.id));
        const auto address = clientAddress(f[1]);
        if (!address)
            return lineError(lineNo, text(HASHLAB_TR("core", "address '%1' is not ip:port@cport"),
                                          std::string(f[1])));
        rec.address = *address;
        if (flags.master == flags.replica)
            return lineError(lineNo, text(HASHLAB_TR("core", "flags '%1' name neither master nor "
                                                             "slave, or both"),
                                          std::string(f[2])));
        rec.master = flags.master;
        rec.myself = flags.myself;
        rec.health = flags.health;
        if (flags.replica) {
            if (!detail::isNodeId(f[3]))
                return lineError(lineNo, text(HASHLAB_TR("core", "a replica's master '%1' is not "
                                                                 "a node id"),
                                              std::string(f[3])));
            rec.masterId = std::string(f[3]);
            if (f.size() > 8)
                return lineError(lineNo, text(HASHLAB_TR("core", "a replica lists slots")));
        }
        for (std::size_t i = 8; i < f.size(); ++i)
            if (auto bad = slotToken(f[i], rec.id, rec, open))
                return lineError(lineNo, *bad);
        records.push_back(std::move(rec));
    }
    if (records.empty())
        return makeError("", HASHLAB_TR("core", "no node lines: is this the output of redis-cli "
                                                "cluster nodes?"));
    return detail::assemble(std::move(records), ClusterSource::Nodes, std::move(open));
}

} // namespace hashlab::ring::redis

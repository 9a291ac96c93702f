// RingState <-> JSON and computeRingSnapshot: the only place the lab calls the core algorithms.
#include "ring_keys.h"
#include "ring_model.h"
#include "ring_slots.h"

#include "hashlab/ring/serving.h"

#include <algorithm>

namespace hashlab::app {

bool RingState::isFailed(const std::string& name) const {
    return std::find(failed.begin(), failed.end(), name) != failed.end();
}

std::string RingState::rackOf(const std::string& name) const {
    const auto it = racks.find(name);
    return it == racks.end() ? std::string(ring::kDefaultRack) : it->second;
}

ring::ReplicaSetup RingState::replicaSetup() const {
    ring::ReplicaSetup setup;
    setup.replicas = replicas;
    setup.rackAware = rackAware;
    for (const ring::Node& n : config.nodes) {
        setup.racks.push_back(rackOf(n.name));
        setup.failed.push_back(isFailed(n.name));
    }
    return setup;
}

ring::Workload RingWorkload::workload() const {
    ring::Workload w;
    w.kind = kind;
    w.s = kind == ring::Workload::Kind::Zipf ? s : 0;
    w.text = kind == ring::Workload::Kind::Zipf ? "zipf:" + shortestDecimal(s)->toString()
                                                : std::string("uniform");
    return w;
}

namespace {

// Each key's live copies from its preference list (R nodes, failed ones kept in their place); the
// lists are dropped afterwards (R x 4 bytes a key, read by nothing else).
std::shared_ptr<const std::vector<std::uint8_t>>
liveCopiesPerKey(const ring::Placement& full, const RingState& state,
                 std::vector<std::uint32_t>* lists) {
    const auto& nodes = full.config().nodes;
    std::vector<std::uint8_t> down(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i)
        down[i] = state.isFailed(nodes[i].name) ? 1 : 0;
    const auto r = static_cast<std::size_t>(std::max(1, state.replicas));
    auto copies = std::make_shared<std::vector<std::uint8_t>>(lists->size() / r);
    for (std::size_t k = 0; k < copies->size(); ++k) {
        std::size_t live = 0; // at most R ≤ 5 copies, so it fits the byte it is stored in
        for (std::size_t i = 0; i < r; ++i)
            live += down[(*lists)[k * r + i]] ? 0 : 1;
        (*copies)[k] = static_cast<std::uint8_t>(live);
    }
    lists->clear();
    lists->shrink_to_fit();
    return copies;
}

nlohmann::json workloadJson(const RingWorkload& w) {
    if (w.counts) {
        nlohmann::json j = {{"kind", "counts"}};
        if (w.capacity > 0)
            j["capacity"] = w.capacity;
        return j;
    }
    nlohmann::json j = {{"kind", w.kind == ring::Workload::Kind::Zipf ? "zipf" : "uniform"},
                        {"requests", w.requests},
                        {"seed", w.seed}};
    if (w.kind == ring::Workload::Kind::Zipf)
        j["s"] = w.s;
    if (w.hot.share > 0)
        j["hot"] = {{"key", w.hot.key}, {"share", w.hot.share}};
    if (w.capacity > 0)
        j["capacity"] = w.capacity;
    return j;
}

Result<RingWorkload> workloadFromJson(const nlohmann::json& j, int keys, bool counted) {
    RingWorkload w;
    w.on = true;
    const std::string kind = j.value("kind", std::string("uniform"));
    if (kind == "counts") {
        if (!counted)
            return makeError("workload", "kind counts needs key_counts");
        w.counts = true;
        w.capacity = j.value("capacity", std::uint64_t{0});
        return w;
    }
    if (kind != "uniform" && kind != "zipf")
        return makeError("workload", "kind must be uniform, zipf or counts");
    w.kind = kind == "zipf" ? ring::Workload::Kind::Zipf : ring::Workload::Kind::Uniform;
    w.s = j.value("s", 0.99);
    if (!(w.s >= 0 && w.s <= ring::limits::kMaxZipfS) || !shortestDecimal(w.s))
        return makeError("workload", "s must be from 0 to 10");
    w.requests = j.value("requests", std::uint64_t{100'000});
    if (w.requests < 1 || w.requests > ringlimits::kMaxGuiRequests)
        return makeError("workload", "requests must be from 1 to 10000000 in the lab");
    w.seed = j.value("seed", std::uint64_t{1});
    w.capacity = j.value("capacity", std::uint64_t{0});
    if (j.contains("hot")) {
        w.hot.key = j.at("hot").value("key", std::uint64_t{0});
        w.hot.share = j.at("hot").value("share", 0.0);
    }
    if (Status v = ring::validate(w.hot, static_cast<std::uint64_t>(keys)); !v)
        return v.error();
    return w;
}

} // namespace

ring::Config RingState::activeConfig() const {
    ring::Config c = config;
    c.nodes.clear();
    for (const ring::Node& n : config.nodes)
        if (!isFailed(n.name))
            c.nodes.push_back(n);
    return c;
}

nlohmann::json RingState::toJson() const {
    nlohmann::json nodes = nlohmann::json::array();
    for (const ring::Node& n : config.nodes) {
        nodes.push_back({{"name", n.name}, {"weight", n.weight}, {"failed", isFailed(n.name)}});
        if (racks.contains(n.name))
            nodes.back()["rack"] = racks.at(n.name);
    }
    nlohmann::json j = {
        {"algo", ring::algoName(config.algo)},
        {"hash", ring::keyHashName(config.hash)},
        {"vnodes", config.vnodes},
        {"epsilon", config.epsilon.toDouble()}, // prints as the decimal: 0.1, not 0.1000…01
        {"keys", keyCount},
        {"replicas", replicas},
        {"nodes", nodes}};
    // Written only when used, so files without racks or requests read as before.
    if (rackAware)
        j["rack_aware"] = true;
    if (workload.on)
        j["workload"] = workloadJson(workload);
    writeKeys(keys, j);
    writeSlots(*this, j);
    return j;
}

Result<RingState> RingState::fromJson(const nlohmann::json& j) {
    if (!j.is_object())
        return makeError("state", "must be an object");
    RingState s;
    try {
        // Redis Cluster is not in parseAlgo (its table is not a function of the nodes).
        const std::string algoText = j.value("algo", std::string("ring"));
        auto algo = algoText == ring::algoName(ring::Algo::RedisCluster)
                        ? Result<ring::Algo>(ring::Algo::RedisCluster)
                        : ring::parseAlgo(algoText);
        if (!algo)
            return algo.error();
        s.config.algo = *algo;
        auto hash = ring::parseKeyHash(
            j.value("hash", std::string(*algo == ring::Algo::Ketama ? "md5" : "xxh3")));
        if (!hash)
            return hash.error();
        s.config.hash = *hash;
        s.config.vnodes = j.value("vnodes", 160);
        if (s.config.vnodes < 1 || s.config.vnodes > ringlimits::kMaxGuiVnodes)
            return makeError("vnodes", "must be from 1 to 1000 in the lab");
        if (j.contains("epsilon")) {
            // A number reads back as its shortest decimal, which is the decimal that was saved.
            const auto eps = shortestDecimal(j.at("epsilon").get<double>());
            if (!eps)
                return makeError("epsilon",
                                 "must be a number from 0 to 10 with at most 6 decimals");
            s.config.epsilon = *eps;
        }
        auto keys = readKeys(j);
        if (!keys)
            return keys.error();
        s.keys = *keys;
        s.keyCount =
            s.keys.imported() ? static_cast<int>(s.keys.list->size()) : j.value("keys", 1000);
        if (!s.keys.imported() &&
            (s.keyCount < ringlimits::kMinKeys || s.keyCount > ringlimits::kMaxKeys))
            return makeError("keys", "must be from 10 to 1000000 in the lab");
        s.replicas = j.value("replicas", 1); // files from before replication: one copy
        if (s.replicas < 1 || s.replicas > ring::limits::kMaxReplicas)
            return makeError("replicas", "must be from 1 to 5");
        if (!j.contains("nodes") || !j.at("nodes").is_array())
            return makeError("nodes", "must be a list of {name, weight, failed}");
        for (const auto& n : j.at("nodes")) {
            s.config.nodes.push_back({n.at("name").get<std::string>(), n.value("weight", 1.0)});
            if (n.value("failed", false))
                s.failed.push_back(s.config.nodes.back().name);
            const std::string rack = n.value("rack", std::string(ring::kDefaultRack));
            if (rack != ring::kDefaultRack)
                s.racks[s.config.nodes.back().name] = rack;
        }
        s.rackAware = j.value("rack_aware", false);
        if (j.contains("workload")) {
            auto w = workloadFromJson(j.at("workload"), s.keyCount, s.keys.counts != nullptr);
            if (!w)
                return w.error();
            s.workload = *w;
        }
        if (s.isRedis() && !s.failed.empty())
            return makeError("failed", "a Redis Cluster here has no failed nodes");
        if (s.config.nodes.size() <= static_cast<std::size_t>(ringlimits::kMaxGuiNodes))
            if (Status v = readSlots(j, s); !v)
                return v.error();
    } catch (const nlohmann::json::exception& e) {
        return makeError("state", e.what());
    }
    if (s.config.nodes.size() > static_cast<std::size_t>(ringlimits::kMaxGuiNodes))
        return makeError("nodes", "at most 64 nodes in the lab");
    if (Status v = ring::validate(s.config); !v)
        return v.error();
    if (Status v = ring::validate(s.activeConfig()); !v)
        return makeError("failed", "at least one node must stay up");
    for (const auto& [node, rack] : s.racks)
        if (rack.empty() || rack.size() > ring::limits::kMaxRackLength)
            return makeError("racks", "a rack name must have 1 to 64 characters");
    return s;
}

ring::KeySource labKeys(const RingState& s) {
    if (s.keys.imported())
        return ring::KeySource::list(*s.keys.list);
    const auto n = static_cast<std::uint64_t>(s.keyCount);
    if (s.config.hash != ring::KeyHash::Identity || s.config.algo == ring::Algo::Ketama)
        return ring::KeySource::generated(n);
    // The identity hash needs integer keys: the lab then uses 0, 1, 2, ... (which crowd the
    // bottom of the ring: the lesson of an identity hash).
    std::vector<std::string> keys;
    keys.reserve(n);
    for (std::uint64_t i = 0; i < n; ++i)
        keys.push_back(std::to_string(i));
    return ring::KeySource::list(std::move(keys));
}

QString keyLabel(const RingState& s, std::uint64_t index) {
    if (s.keys.imported() && index < s.keys.list->size())
        return QString::fromStdString((*s.keys.list)[index]);
    const bool integers =
        s.config.hash == ring::KeyHash::Identity && s.config.algo != ring::Algo::Ketama;
    return integers ? QString::number(index) : QStringLiteral("key-%1").arg(index);
}

std::vector<std::string> freeNodeNames(const RingState& s, int count) {
    // Spreadsheet column names: short, ordered, and never a clash with a name already there.
    auto name = [](std::uint64_t i) {
        std::string out;
        for (++i; i > 0; i = (i - 1) / 26)
            out.insert(out.begin(), static_cast<char>('A' + (i - 1) % 26));
        return out;
    };
    std::vector<std::string> out;
    for (std::uint64_t i = 0; static_cast<int>(out.size()) < count; ++i) {
        const std::string n = name(i);
        const bool taken = std::any_of(s.config.nodes.begin(), s.config.nodes.end(),
                                       [&](const ring::Node& node) { return node.name == n; });
        if (!taken)
            out.push_back(n);
    }
    return out;
}

namespace {

bool sameKeyHashes(const RingState& a, const RingState& b) {
    auto family = [](const RingState& s) {
        return s.config.algo == ring::Algo::Ketama ? ring::KeyHash::Md5 : s.config.hash;
    };
    const bool ketamaA = a.config.algo == ring::Algo::Ketama;
    const bool ketamaB = b.config.algo == ring::Algo::Ketama;
    // The key lists by content: a state read back from a file (a saved change, an export's
    // copy) holds its own copy of the imported keys, and comparing the pointers took the same
    // keys for new ones, so the change was dropped (issue 28, item 6).
    const bool sameKeys =
        a.keys.list == b.keys.list || (a.keys.list && b.keys.list && *a.keys.list == *b.keys.list);
    // Redis Cluster's "hashes" are CRC16 slots, whatever the key hash says.
    return a.keyCount == b.keyCount && sameKeys && ketamaA == ketamaB &&
           a.isRedis() == b.isRedis() && family(a) == family(b);
}

double moduloMoved(const ring::Config& before, const ring::Config& after,
                   std::span<const std::uint64_t> hashes) {
    auto asModulo = [](ring::Config c) {
        c.algo = ring::Algo::Modulo;
        c.hash = ring::KeyHash::Xxh3;
        for (ring::Node& n : c.nodes)
            n.weight = 1;
        return c;
    };
    auto a = ring::build(asModulo(before));
    auto b = ring::build(asModulo(after));
    if (!a || !b)
        return -1;
    return ring::migrate(**a, **b, hashes).movedFraction;
}

// The keys of failed nodes go to the node that takes over (hashlab/ring/serving.h), the rule the
// command line counts by; snap.owners then indexes the live nodes, as snap.placement does.
bool serveFromTakeover(RingSnapshot& snap, const RingState& next,
                       const hashlab::Progress& progress) {
    const ring::Placement& full = *snap.fullPlacement;
    ring::ReplicaSetup setup = next.replicaSetup();
    if (!ring::validate(setup, next.config))
        setup.replicas = 1; // R above the nodes: no list, the walk alone
    std::vector<std::uint32_t> owners(snap.hashes->size());
    full.assign(*snap.hashes, owners, progress);
    auto served = ring::servingNodes(full, setup, *snap.hashes, owners, progress);
    if (progress.cancelled() || served.size() != owners.size())
        return false;
    std::vector<std::uint32_t> toLive(full.nodeCount(), 0);
    std::uint32_t live = 0;
    for (std::size_t i = 0; i < full.nodeCount(); ++i)
        if (!setup.failed[i])
            toLive[i] = live++;
    for (std::size_t k = 0; k < served.size(); ++k)
        snap.owners[k] = toLive[served[k]];
    snap.load = ring::loadStats(snap.owners, snap.placement->nodeCount());
    return true;
}

} // namespace

std::shared_ptr<const RingSnapshot> computeRingSnapshot(const RingState& next,
                                                        const RingSnapshot* prev, bool nodeChange,
                                                        const hashlab::Progress& progress) {
    auto snap = std::make_shared<RingSnapshot>();
    snap->state = next;
    auto placement =
        next.isRedis()
            ? Result<std::unique_ptr<ring::Placement>>(ring::redis::makePlacement(next.slotMap()))
            : ring::build(next.activeConfig());
    if (!placement)
        return nullptr; // the model validated before; nothing to show
    if (progress.cancelled())
        return nullptr;
    snap->placement = std::shared_ptr<const ring::Placement>(std::move(placement).value());
    if (prev && prev->hashes && sameKeyHashes(prev->state, next)) {
        snap->hashes = prev->hashes;
    } else {
        auto h = snap->placement->hashKeys(labKeys(next), progress);
        if (!h)
            return nullptr; // cancelled (generated keys never fail the text hashes)
        snap->hashes = std::make_shared<const std::vector<std::uint64_t>>(std::move(*h));
    }
    const auto& hashes = *snap->hashes;
    snap->owners.resize(hashes.size());
    snap->placement->assign(hashes, snap->owners, progress);
    if (progress.cancelled())
        return nullptr;
    snap->load = ring::loadStats(snap->owners, snap->placement->nodeCount());
    snap->shares = snap->placement->exactShares();
    if (progress.cancelled())
        return nullptr;
    const ring::ReplicaSetup setup = next.replicaSetup();
    if (next.replicas > 1 && !next.isRedis()) { // Redis: no replica order among masters
        // Copies are counted over every node: a failed one keeps its place in the lists (down,
        // not gone), while the owners above follow the nodes still up, which for a ring are
        // exactly the first live node of each list.
        if (ring::validate(setup, next.config))
            if (auto full = ring::build(next.config)) {
                const bool failed = !next.failed.empty();
                snap->replicas = ring::replicate(**full, setup, hashes, failed, progress);
                if (progress.cancelled())
                    return nullptr;
                if (failed)
                    snap->liveCopies = liveCopiesPerKey(**full, next, &snap->replicas->lists);
                snap->fullPlacement =
                    std::shared_ptr<const ring::Placement>(std::move(full).value());
            }
    } else if (!next.failed.empty()) {
        // A failed node's points stay on the canvas, crossed out: it is down, not gone.
        if (auto full = ring::build(next.config))
            snap->fullPlacement = std::shared_ptr<const ring::Placement>(std::move(full).value());
    }
    if (!next.failed.empty() && !next.isRedis() && snap->fullPlacement &&
        !serveFromTakeover(*snap, next, progress))
        return nullptr;
    if (next.workload.on) {
        const RingWorkload& w = next.workload;
        if (w.counts && next.keys.counts) {
            snap->requests = next.keys.counts; // the file's counts, exactly
        } else if (prev && prev->requests && prev->state.workload == w &&
                   prev->state.keyCount == next.keyCount && prev->state.keys == next.keys) {
            snap->requests = prev->requests;
        } else {
            auto perKey = ring::sampleRequests(w.workload(), hashes.size(), w.requests, w.hot,
                                               w.seed, progress);
            if (perKey.empty())
                return nullptr; // cancelled
            snap->requests = std::make_shared<const std::vector<std::uint64_t>>(std::move(perKey));
        }
        snap->requestLoad = ring::requestLoad(snap->owners, *snap->requests,
                                              snap->placement->nodeCount(), w.capacity);
    }
    if (nodeChange && prev && prev->placement && prev->hashes == snap->hashes) {
        snap->hasChange = true;
        snap->before = prev->placement;
        snap->beforeState = prev->state;
        snap->beforeLoad = prev->load;
        snap->beforeShares = prev->shares;
        snap->beforeOwners = prev->owners;
        snap->beforeReplicas = prev->replicas;
        snap->beforeLiveCopies = prev->liveCopies;
        snap->beforeRequestLoad = prev->requestLoad;
        // Cancel between the phases too: at 64 nodes x 1,000 vnodes and 1,000,000 keys each
        // takes a noticeable part of a second.
        snap->migration = ring::diffOwners(prev->placement->config(), snap->placement->config(),
                                           prev->owners, snap->owners);
        if (progress.cancelled())
            return nullptr;
        snap->trace =
            ring::traceChange(*prev->placement, *snap->placement, snap->migration, hashes);
        if (progress.cancelled())
            return nullptr;
        snap->moduloMovedFraction =
            moduloMoved(prev->placement->config(), snap->placement->config(), hashes);
        if (prev->state.isRedis() && next.isRedis())
            snap->slotMoves = ring::redis::slotMoves(prev->state.slotMap(), next.slotMap());
    }
    return snap;
}

} // namespace hashlab::app

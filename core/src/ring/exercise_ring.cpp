// The ring lab's Your-turn exercises: owners, keys that move on a join or a failure, and
// rack-aware preference lists, all read from the lab's own Placement (lookup, points, the
// Replicator's walk). Positions are written as 16 hex digits, as the lab's tooltips show them.
#include "hashlab/ring/exercise.h"

#include "hashlab/ring/placement.h"
#include "hashlab/ring/replication.h"

#include <cstdio>

namespace hashlab::ring {

using nlohmann::json;
using scenario::Exercise;
using scenario::ExerciseRng;
using scenario::ExerciseStep;

namespace {

struct RingLevel {
    std::size_t nodes;
    int vnodes;
    std::size_t keys;
};
constexpr RingLevel kOwnerLevels[] = {{3, 1, 3}, {4, 2, 4}, {5, 3, 6}};
constexpr RingLevel kMovedLevels[] = {{3, 1, 6}, {4, 2, 8}, {5, 2, 10}};
constexpr RingLevel kPreferenceLevels[] = {{4, 1, 1}, {5, 2, 2}, {6, 2, 2}};
constexpr int kReplicas[] = {2, 3, 3};
constexpr std::size_t kRacks[] = {2, 2, 3};

std::string hex16(std::uint64_t v) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%016llx", static_cast<unsigned long long>(v));
    return buf;
}

std::string exerciseNode(std::size_t i) {
    return std::string(1, static_cast<char>('A' + i));
}

Config exerciseRing(std::size_t nodes, int vnodes) {
    Config c;
    c.algo = Algo::Ring;
    c.hash = KeyHash::Xxh3;
    c.vnodes = vnodes;
    for (std::size_t i = 0; i < nodes; ++i)
        c.nodes.push_back({exerciseNode(i), 1.0});
    return c;
}

struct DrawnRing {
    std::unique_ptr<Placement> placement;
    std::vector<std::string> keys;
    std::vector<std::uint64_t> hashes;
    json setup;
};

DrawnRing drawRing(ExerciseRng& rng, const Config& c, std::size_t keys) {
    DrawnRing d;
    d.placement = build(c).value();
    json nodes = json::array(), points = json::array(), keyList = json::array();
    for (const Node& n : c.nodes)
        nodes.push_back(n.name);
    for (const Point& p : d.placement->points())
        points.push_back(
            {{"node", c.nodes[p.node].name}, {"vnode", p.vnode}, {"position", hex16(p.pos)}});
    for (std::uint64_t k : rng.distinct(keys, 0, 1000)) {
        d.keys.push_back("key-" + std::to_string(k));
        d.hashes.push_back(d.placement->keyHash(d.keys.back()).value());
        keyList.push_back({{"key", d.keys.back()}, {"hash", hex16(d.hashes.back())}});
    }
    d.setup = {{"algo", "ring"}, {"hash", "xxh3"},   {"vnodes", c.vnodes},
               {"nodes", nodes}, {"points", points}, {"keys", keyList}};
    return d;
}

Exercise owner(ExerciseRng& rng, const RingLevel& L) {
    const Config c = exerciseRing(L.nodes, L.vnodes);
    DrawnRing d = drawRing(rng, c, L.keys);
    Exercise e;
    for (std::size_t i = 0; i < d.keys.size(); ++i) {
        const Point& p =
            d.placement->points()[std::size_t(d.placement->pointIndexFor(d.hashes[i]))];
        ExerciseStep s;
        s.kind = "owner";
        s.answer = c.nodes[d.placement->lookup(d.hashes[i])].name;
        s.prompt = text(HASHLAB_TR("core", "Which node owns %1 (hash %2)?"), d.keys[i],
                        hex16(d.hashes[i]));
        s.reason =
            text(HASHLAB_TR("core", "walk clockwise from %1 to the first point: it is at %2"),
                 hex16(d.hashes[i]), hex16(p.pos));
        e.steps.push_back(std::move(s));
    }
    e.setup = std::move(d.setup);
    return e;
}

// A node joins (a new name) or one fails (its points vanish); for each key: does it move?
Exercise moved(ExerciseRng& rng, const RingLevel& L) {
    const Config c = exerciseRing(L.nodes, L.vnodes);
    Exercise e;
    for (;;) {
        DrawnRing d = drawRing(rng, c, L.keys);
        const bool join = rng.below(2) == 0;
        const std::string changed = join ? exerciseNode(L.nodes) : exerciseNode(rng.below(L.nodes));
        const Config after =
            join ? withAdded(c, {{changed, 1.0}}).value() : withRemoved(c, {changed}).value();
        const auto placementAfter = build(after).value();
        e.steps.clear();
        std::size_t moves = 0;
        for (std::size_t i = 0; i < d.keys.size(); ++i) {
            const std::string was = c.nodes[d.placement->lookup(d.hashes[i])].name;
            const std::string now = after.nodes[placementAfter->lookup(d.hashes[i])].name;
            ExerciseStep s;
            s.kind = join ? "moved-join" : "moved-fail";
            s.answer = was != now ? "yes" : "no";
            moves += was != now;
            s.prompt =
                join ? text(HASHLAB_TR("core", "%1 joins: does %2 move?"), changed, d.keys[i])
                     : text(HASHLAB_TR("core", "%1 fails: does %2 move?"), changed, d.keys[i]);
            s.reason = join
                           ? (was != now ? text(HASHLAB_TR("core", "a point of %1 now comes first "
                                                                   "clockwise from %2"),
                                                changed, d.keys[i])
                                         : text(HASHLAB_TR("core", "no point of %1 lies between %2 "
                                                                   "and the point of %3 that "
                                                                   "owns it"),
                                                changed, d.keys[i], was))
                           : (was != now ? text(HASHLAB_TR("core", "%1 belonged to %2, which "
                                                                   "failed: it goes to the next "
                                                                   "point clockwise"),
                                                d.keys[i], changed)
                                         : text(HASHLAB_TR("core", "%1 belongs to %2, which is "
                                                                   "still up: only %3's keys move"),
                                                d.keys[i], was, changed));
            e.steps.push_back(std::move(s));
        }
        d.setup["change"] = join ? json{{"add", changed}} : json{{"fail", changed}};
        if (join) {
            json points = json::array(); // where the joining node's points land
            for (const Point& p : placementAfter->points())
                if (after.nodes[p.node].name == changed)
                    points.push_back(
                        {{"node", changed}, {"vnode", p.vnode}, {"position", hex16(p.pos)}});
            d.setup["change"]["points"] = points;
        }
        e.setup = std::move(d.setup);
        // Some keys move and some stay: both answers are exercised.
        if (moves > 0 && moves < d.keys.size())
            return e;
    }
}

// Rack-aware preference lists (Cassandra's NetworkTopologyStrategy walk, replication.h).
Exercise preference(ExerciseRng& rng, const RingLevel& L, int replicas, std::size_t racks) {
    const Config c = exerciseRing(L.nodes, L.vnodes);
    DrawnRing d = drawRing(rng, c, L.keys);
    ReplicaSetup setup;
    setup.replicas = replicas;
    setup.rackAware = true;
    json nodes = json::array();
    for (std::size_t i = 0; i < L.nodes; ++i) {
        setup.racks.push_back("r" + std::to_string(1 + rng.below(racks)));
        nodes.push_back({{"name", exerciseNode(i)}, {"rack", setup.racks.back()}});
    }
    Replicator replicator(*d.placement, setup);
    Exercise e;
    for (std::size_t i = 0; i < d.keys.size(); ++i) {
        const auto list = replicator.list(d.hashes[i]);
        for (std::size_t r = 0; r < list.size(); ++r) {
            ExerciseStep s;
            s.kind = r == 0 ? "owner" : "replica";
            s.answer = c.nodes[list[r]].name;
            s.prompt = text(HASHLAB_TR("core", "%1 (hash %2), %3 copies, racks first: which node "
                                               "holds copy %4?"),
                            d.keys[i], hex16(d.hashes[i]), replicas, r + 1);
            s.reason =
                text(HASHLAB_TR("core", "walk clockwise from %1 and take each new node whose "
                                        "rack holds no copy yet; when every rack has one, "
                                        "take the skipped nodes in the order met"),
                     hex16(d.hashes[i]));
            e.steps.push_back(std::move(s));
        }
    }
    d.setup["nodes"] = nodes;
    d.setup["replicas"] = replicas;
    d.setup["rack_aware"] = true;
    e.setup = std::move(d.setup);
    return e;
}

} // namespace

std::vector<std::string_view> exerciseKinds() {
    return {"owner", "moved", "preference"};
}

Exercise makeExercise(std::string_view kind, std::uint64_t seed, int level) {
    ExerciseRng rng(seed);
    const auto i = static_cast<std::size_t>(level - 1);
    if (kind == "moved")
        return moved(rng, kMovedLevels[i]);
    if (kind == "preference")
        return preference(rng, kPreferenceLevels[i], kReplicas[i], kRacks[i]);
    return owner(rng, kOwnerLevels[i]);
}

} // namespace hashlab::ring

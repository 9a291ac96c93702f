// The Hash tables lab's exercises, kind by kind: draw keys, run them through HashTable, and keep
// a draw only when it teaches something (at least one collision, kick or shift).
#include "exercise_tables_steps.h"

#include <algorithm>

namespace hashlab::tables {

using nlohmann::json;
using scenario::Exercise;
using scenario::ExerciseRng;
using scenario::ExerciseStep;

namespace {

// Draws are repeated until they teach something; after this many the last one is kept.
constexpr int kMaxTableDraws = 200;

std::vector<std::string> exerciseKeyTexts(const std::vector<std::uint64_t>& v) {
    std::vector<std::string> out;
    for (auto k : v)
        out.push_back(std::to_string(k));
    return out;
}

json exerciseOp(OpKind op, const std::string& key) {
    return {{"op", opName(op)}, {"key", std::stoll(key)}};
}

// A table holding `keys` (inserted in order), or none when one of them does not fit.
std::optional<HashTable> filledTable(const TableConfig& c, const std::vector<std::string>& keys) {
    auto t = HashTable::create(c).value();
    for (const auto& k : keys) {
        auto r = t.apply(OpKind::Insert, k);
        if (!r || r->outcome != Outcome::Placed)
            return std::nullopt;
    }
    return t;
}

Exercise inserts(std::string_view kind, ExerciseRng& rng, const exercise::Level& L) {
    const TableConfig c = exercise::configFor(kind, L.m);
    const std::uint64_t range = c.scheme == Scheme::Cuckoo ? std::uint64_t(L.m * L.m) : 100;
    Exercise e;
    for (int draw = 0;; ++draw) {
        const auto keys = exerciseKeyTexts(rng.distinct(L.preload + L.ops, 0, range));
        const std::vector<std::string> preload(keys.begin(), keys.begin() + long(L.preload));
        auto table = filledTable(c, preload);
        if (!table)
            continue;
        e.steps.clear();
        json ops = json::array();
        bool fits = true;
        for (std::size_t i = L.preload; i < keys.size() && fits; ++i) {
            const HashTable before = *table;
            auto t = table->apply(OpKind::Insert, keys[i]);
            fits = t && t->outcome == Outcome::Placed;
            if (!fits)
                break;
            ops.push_back(exerciseOp(OpKind::Insert, keys[i]));
            const std::size_t first = e.steps.size();
            if (c.scheme == Scheme::RobinHood)
                exercise::robinHoodSteps(before, *t, e.steps);
            else if (c.scheme == Scheme::Cuckoo)
                exercise::cuckooSteps(*t, e.steps);
            else
                exercise::probeSteps(before, *t, e.steps, t->path.size());
            scenario::tagOperation(e.steps, first, ops.size() - 1);
        }
        if (!fits)
            continue;
        e.setup = exercise::setupJson(c, preload, ops);
        if (e.steps.size() > L.ops || draw >= kMaxTableDraws)
            return e;
    }
}

Exercise chaining(ExerciseRng& rng, const exercise::Level& L) {
    const TableConfig c = exercise::configFor("chaining", L.m);
    Exercise e;
    for (int draw = 0;; ++draw) {
        const auto keys = exerciseKeyTexts(rng.distinct(L.preload + L.ops, 0, 100));
        const std::vector<std::string> preload(keys.begin(), keys.begin() + long(L.preload));
        auto table = *filledTable(c, preload);
        e.steps.clear();
        json ops = json::array();
        bool deep = false; // a find past the head of its chain
        for (std::size_t i = 0; i < L.ops; ++i) {
            const bool find = i % 2 == 0;
            const std::string key = find ? preload[rng.below(preload.size())] : keys[L.preload + i];
            const OpKind op = find ? OpKind::Find : OpKind::Insert;
            const HashTable before = table;
            const OpTrace t = table.apply(op, key).value();
            deep = deep || (find && t.compares > 1);
            ops.push_back(exerciseOp(op, key));
            const std::size_t first = e.steps.size();
            exercise::chainSteps(before, t, e.steps);
            scenario::tagOperation(e.steps, first, ops.size() - 1);
        }
        e.setup = exercise::setupJson(c, preload, ops);
        if (deep || draw >= kMaxTableDraws)
            return e;
    }
}

// A delete (linear probing leaves a tombstone; Robin Hood shifts the following keys back), then
// at level 2 a find and at level 3 an insert on the table with the hole.
Exercise deletion(ExerciseRng& rng, const exercise::Level& L) {
    const bool shift = rng.below(2) == 1;
    const TableConfig c = exercise::configFor(shift ? "robinhood" : "linear", L.m);
    Exercise e;
    for (int draw = 0;; ++draw) {
        const auto keys = exerciseKeyTexts(rng.distinct(L.preload + 1, 0, 100));
        const std::vector<std::string> preload(keys.begin(), keys.end() - 1);
        auto table = *filledTable(c, preload);
        e.steps.clear();
        json ops = json::array();
        const std::string gone = preload[rng.below(preload.size())];
        std::vector<std::pair<OpKind, std::string>> plan{{OpKind::Delete, gone}};
        if (L.ops >= 2)
            plan.emplace_back(OpKind::Find, preload[rng.below(preload.size())]);
        if (L.ops >= 3)
            plan.emplace_back(OpKind::Insert, keys.back());
        bool taught = false;
        for (const auto& [op, key] : plan) {
            const HashTable before = table;
            const OpTrace t = table.apply(op, key).value();
            ops.push_back(exerciseOp(op, key));
            const auto at = std::find(t.path.begin(), t.path.end(), t.at.value_or(Cell{9, 0}));
            const std::size_t probes = at == t.path.end() || op == OpKind::Insert
                                           ? t.path.size()
                                           : std::size_t(at - t.path.begin()) + 1;
            const std::size_t first = e.steps.size();
            exercise::probeSteps(before, t, e.steps, probes);
            taught = taught || probes > 1 || !t.moves.empty();
            if (op == OpKind::Delete)
                exercise::shiftSteps(t, e.steps);
            scenario::tagOperation(e.steps, first, ops.size() - 1);
        }
        e.setup = exercise::setupJson(c, preload, ops);
        e.setup["delete"] = shift ? "backward-shift" : "tombstone";
        if (taught || draw >= kMaxTableDraws)
            return e;
    }
}

// Linear probing that grows past load 1/2: the insert's probes, then where each key lands as the
// doubled table takes them in slot order.
Exercise resize(ExerciseRng& rng, const exercise::Level& L) {
    TableConfig c = exercise::configFor("linear", L.m);
    c.growAt = Decimal{5, 1};
    c.growTo = GrowTo::Double;
    Exercise e;
    for (int draw = 0;; ++draw) {
        const auto keys = exerciseKeyTexts(rng.distinct(L.preload + 1, 0, 100));
        const std::vector<std::string> preload(keys.begin(), keys.end() - 1);
        auto table = *filledTable(c, preload);
        const HashTable before = table;
        const OpTrace t = table.apply(OpKind::Insert, keys.back()).value();
        e.steps.clear();
        exercise::probeSteps(before, t, e.steps, t.path.size());
        exercise::rehashSteps(t, e.steps);
        e.setup =
            exercise::setupJson(c, preload, json::array({exerciseOp(OpKind::Insert, keys.back())}));
        bool collided = false;
        if (t.resize)
            for (const KeyMove& m : t.resize->moves)
                collided = collided || m.to->slot != std::stoull(m.key) % t.resize->toM;
        if (collided || draw >= kMaxTableDraws)
            return e;
    }
}

} // namespace

std::vector<std::string_view> exerciseKinds() {
    return {"linear", "quadratic", "double", "robinhood", "cuckoo", "chaining", "delete", "resize"};
}

Exercise makeExercise(std::string_view kind, std::uint64_t seed, int level) {
    ExerciseRng rng(seed);
    const auto i = static_cast<std::size_t>(level - 1);
    if (kind == "chaining")
        return chaining(rng, exercise::kChainLevels[i]);
    if (kind == "delete")
        return deletion(rng, exercise::kOpenLevels[i]);
    if (kind == "resize")
        return resize(rng, exercise::kResizeLevels[i]);
    return inserts(kind, rng,
                   kind == "cuckoo" ? exercise::kCuckooLevels[i] : exercise::kOpenLevels[i]);
}

} // namespace hashlab::tables

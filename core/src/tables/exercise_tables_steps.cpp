// The Hash tables lab's Your-turn exercises: the steps are the cells of HashTable's own traces
// (OpTrace::path, moves, resize), read in the order the step player shows them; nothing here
// probes or kicks.
#include "exercise_tables_steps.h"

#include <string>

namespace hashlab::tables::exercise {

using nlohmann::json;
using scenario::ExerciseRng;
using scenario::ExerciseStep;

namespace {

std::string slotTarget(std::uint64_t s) {
    return "slot:" + std::to_string(s);
}

std::string cellAnswer(const Cell& c, bool twoTables) {
    return twoTables ? "slot:[" + std::to_string(c.table + 1) + "," + std::to_string(c.slot) + "]"
                     : slotTarget(c.slot);
}

std::string cellName(const Cell& c, bool twoTables) {
    return twoTables ? "T" + std::to_string(c.table + 1) + "[" + std::to_string(c.slot) + "]"
                     : "slot " + std::to_string(c.slot);
}

} // namespace

TableConfig configFor(std::string_view kind, std::int64_t m) {
    TableConfig c;
    c.probe.m = m;
    c.probe.source = HashSource::Textbook;
    c.probe.h1 = "k % m";
    c.probe.h2 = "";
    c.scheme = kind == "quadratic"   ? Scheme::Quadratic
               : kind == "double"    ? Scheme::Double
               : kind == "robinhood" ? Scheme::RobinHood
               : kind == "cuckoo"    ? Scheme::Cuckoo
               : kind == "chaining"  ? Scheme::Chaining
                                     : Scheme::Linear;
    c.probe.strategy = c.scheme == Scheme::Quadratic ? Strategy::Quadratic
                       : c.scheme == Scheme::Double  ? Strategy::Double
                                                     : Strategy::Linear;
    if (c.scheme == Scheme::Double)
        c.probe.h2 = "1 + k % (m - 1)";
    if (c.scheme == Scheme::Cuckoo)
        c.probe.h2 = "(k / m) % m"; // Pagh and Rodler's example (table_presets.cpp)
    return c;
}

namespace {

// What a cell held before the operation: a key, "a tombstone", or empty.
std::string occupantBefore(const HashTable& t, const Cell& c) {
    const SlotView v = t.tables().at(c.table).at(c.slot); // tables() is a copy
    return v.keys.empty() ? (v.tombstone ? "#" : "") : v.keys.front();
}

} // namespace

json setupJson(const TableConfig& c, const std::vector<std::string>& keys, const json& ops) {
    json s{{"scheme", schemeName(c.scheme)}, {"m", c.probe.m}, {"h1", c.probe.h1}};
    if (!c.probe.h2.empty())
        s["h2"] = c.probe.h2;
    if (c.scheme == Scheme::Quadratic) {
        s["c1"] = c.probe.c1;
        s["c2"] = c.probe.c2;
    }
    if (c.scheme == Scheme::Chaining)
        s["chain"] = c.chainAtTail ? "tail" : "head";
    if (c.growAt) {
        s["grow_at"] = c.growAt->toString();
        s["grow_to"] = growToName(c.growTo);
    }
    json k = json::array();
    for (const auto& key : keys)
        k.push_back(std::stoll(key));
    s["keys"] = k;
    s["ops"] = ops;
    return s;
}

namespace {

// Why the probe after `prev` goes on: what the scheme's next position is.
Text probeOnward(const TableConfig& c, const ProbeScheme& scheme, const std::string& key,
                 const std::string& held, std::uint64_t prev, std::uint64_t i) {
    const std::string what = held == "#" ? std::string("a tombstone") : held;
    if (c.scheme == Scheme::Double)
        return text(HASHLAB_TR("core", "slot %1 holds %2: probe on with step h2(%3) = %4"), prev,
                    what, key, scheme.hashes(key, false)->step);
    if (c.scheme == Scheme::Quadratic)
        return text(HASHLAB_TR("core", "slot %1 holds %2: the next probe is (h1 + %3·i + %4·i²) "
                                       "mod m with i = %5"),
                    prev, what, c.probe.c1, c.probe.c2, i);
    return text(HASHLAB_TR("core", "slot %1 holds %2: probe on with step 1"), prev, what);
}

} // namespace

// One step per probe of an open-addressing operation (linear, quadratic, double; a search in
// Robin Hood's table before a delete).
void probeSteps(const HashTable& before, const OpTrace& t, std::vector<ExerciseStep>& out,
                std::size_t count) {
    const TableConfig& c = before.config();
    const auto scheme = ProbeScheme::create(c.probe).value();
    for (std::size_t i = 0; i < count && i < t.path.size(); ++i) {
        ExerciseStep s;
        s.kind = "probe";
        s.answer = slotTarget(t.path[i].slot);
        if (i == 0) {
            s.prompt = text(HASHLAB_TR("core", "%1 %2: which slot does it probe first?"),
                            opName(t.op), t.key);
            s.reason =
                text(HASHLAB_TR("core", "the first probe is h1(%1) = %1 mod %2"), t.key, c.probe.m);
        } else {
            const std::string held = occupantBefore(before, t.path[i - 1]);
            s.prompt = text(HASHLAB_TR("core", "%1 %2: which slot does it probe next?"),
                            opName(t.op), t.key);
            s.reason = probeOnward(c, scheme, t.key, held, t.path[i - 1].slot, i);
        }
        out.push_back(std::move(s));
    }
}

// Robin Hood: the key in hand changes at every swap.
void robinHoodSteps(const HashTable& before, const OpTrace& t, std::vector<ExerciseStep>& out) {
    std::string hand = t.key;
    std::uint64_t handD = 0;
    for (std::size_t i = 0; i < t.path.size(); ++i) {
        ExerciseStep s;
        s.kind = "probe";
        s.answer = slotTarget(t.path[i].slot);
        if (i == 0) {
            s.prompt = text(HASHLAB_TR("core", "Robin Hood insert %1: which slot does it look at "
                                               "first?"),
                            t.key);
            s.reason = text(HASHLAB_TR("core", "the first probe is h1(%1) = %1 mod %2"), t.key,
                            before.config().probe.m);
            out.push_back(std::move(s));
            continue;
        }
        // What happened at the previous cell: the carried key arrived there (a swap) or not.
        const Cell prev = t.path[i - 1];
        const SlotView v = before.tables()[0][prev.slot];
        bool arrived = t.entry && t.entry->step == i;
        for (const KeyMove& m : t.moves)
            arrived = arrived || m.step == i;
        if (arrived && !v.keys.empty()) {
            s.reason = text(HASHLAB_TR("core", "slot %1 held %2 at distance %3, closer to home "
                                               "than %4 at distance %5: they swap and %2 "
                                               "probes on"),
                            prev.slot, v.keys.front(), v.distance, hand, handD);
            hand = v.keys.front();
            handD = v.distance;
        } else {
            s.reason = text(HASHLAB_TR("core", "slot %1 holds %2 at distance %3, not closer to "
                                               "home than %4 at distance %5: probe on"),
                            prev.slot, v.keys.empty() ? std::string("nothing") : v.keys.front(),
                            v.distance, hand, handD);
        }
        ++handD;
        s.prompt = text(HASHLAB_TR("core", "Robin Hood insert %1: %2 is in hand. Which slot does "
                                           "it look at next?"),
                        t.key, hand);
        out.push_back(std::move(s));
    }
}

// Cuckoo: after the two cells the duplicate check reads, each kick's cell.
void cuckooSteps(const OpTrace& t, std::vector<ExerciseStep>& out) {
    for (std::size_t i = 2; i < t.path.size(); ++i) {
        ExerciseStep s;
        s.kind = "kick";
        s.answer = cellAnswer(t.path[i], true);
        if (i == 2) {
            s.prompt =
                text(HASHLAB_TR("core", "Cuckoo insert %1: which cell does it take?"), t.key);
            s.reason = text(HASHLAB_TR("core", "a new key always takes T1[h1(%1)], kicking out "
                                               "what is there"),
                            t.key);
        } else {
            const KeyMove& m = t.moves.at(i - 3);
            s.prompt = text(HASHLAB_TR("core", "Cuckoo insert %1: %2 was kicked out of %3. Where "
                                               "does it go?"),
                            t.key, m.key, cellName(*m.from, true));
            s.reason = text(HASHLAB_TR("core", "a key kicked out of one table goes to its cell "
                                               "in the other: %1"),
                            m.from->table == 0 ? std::string("T2[h2(") + m.key + ")]"
                                               : std::string("T1[h1(") + m.key + ")]");
        }
        out.push_back(std::move(s));
    }
}

void chainSteps(const HashTable& before, const OpTrace& t, std::vector<ExerciseStep>& out) {
    ExerciseStep s;
    s.kind = "bucket";
    s.answer = slotTarget(t.path.at(0).slot);
    s.prompt =
        text(HASHLAB_TR("core", "%1 %2: which slot's chain does it go to?"), opName(t.op), t.key);
    s.reason = text(HASHLAB_TR("core", "a key's chain is slot h1(%1) = %1 mod %2"), t.key,
                    before.config().probe.m);
    out.push_back(std::move(s));
    if (t.op != OpKind::Find)
        return;
    const auto chain = before.tables()[0][t.path[0].slot].keys;
    std::string list;
    for (const auto& k : chain)
        list += (list.empty() ? "" : ", ") + k;
    ExerciseStep p;
    p.kind = "chain";
    p.answer = std::to_string(t.compares);
    p.prompt = text(HASHLAB_TR("core", "find %1: at which position of the chain (1 = the head) "
                                       "is it?"),
                    t.key);
    p.reason = text(HASHLAB_TR("core", "the chain of slot %1 reads %2 from the head"),
                    t.path[0].slot, list);
    out.push_back(std::move(p));
}

void shiftSteps(const OpTrace& t, std::vector<ExerciseStep>& out) {
    for (const KeyMove& m : t.moves) {
        ExerciseStep s;
        s.kind = "shift";
        s.answer = slotTarget(m.to->slot);
        s.prompt =
            text(HASHLAB_TR("core", "delete %1: %2 shifts back. To which slot?"), t.key, m.key);
        s.reason = text(HASHLAB_TR("core", "backward shift moves each following key that is not "
                                           "at its home one slot back, from slot %1"),
                        m.from->slot);
        out.push_back(std::move(s));
    }
}

void rehashSteps(const OpTrace& t, std::vector<ExerciseStep>& out) {
    if (!t.resize)
        return;
    for (const KeyMove& m : t.resize->moves) {
        ExerciseStep s;
        s.kind = "rehash";
        s.answer = slotTarget(m.to->slot);
        s.prompt = text(HASHLAB_TR("core", "The table grows from %1 to %2 slots and takes its "
                                           "keys again in slot order. Where does %3 land?"),
                        t.resize->fromM, t.resize->toM, m.key);
        s.reason = text(HASHLAB_TR("core", "in the new table h1(%1) = %1 mod %2, then linear "
                                           "probing past the keys taken before it"),
                        m.key, t.resize->toM);
        out.push_back(std::move(s));
    }
}

} // namespace hashlab::tables::exercise

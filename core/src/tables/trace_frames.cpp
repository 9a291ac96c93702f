#include "hashlab/tables/trace_frames.h"

#include <algorithm>
#include <map>

namespace hashlab::tables {
namespace {

bool oneKeyPerSlot(const TableConfig& c) {
    return c.scheme != Scheme::Chaining && c.scheme != Scheme::Bucket;
}

// Applies moves to a copy of the tables as the scheme would: a slot of an open-addressing table
// holds one key, so a key moved onto a resident puts the resident in hand; a chain takes the key
// at its head or tail. Robin Hood's probe distances follow the keys.
class Mover {
public:
    Mover(Tables tables, const TableConfig& config)
        : m_tables(std::move(tables)), m_single(oneKeyPerSlot(config)),
          m_front(config.scheme == Scheme::Chaining && !config.chainAtTail) {}

    void apply(const KeyMove& mv) {
        std::uint64_t distance = 0;
        std::optional<std::uint64_t> taken;
        if (mv.from)
            taken = take(mv.key, *mv.from);
        if (taken) {
            distance = *taken;
        } else if (auto it = m_hand.find(mv.key); it != m_hand.end()) {
            distance = it->second; // it was displaced from `from` earlier and carried since
        }
        m_hand.erase(mv.key);
        if (!mv.to) {
            m_hand[mv.key] = distance;
            return;
        }
        if (mv.from && mv.from->table == mv.to->table) {
            const std::uint64_t m = m_tables[mv.to->table].size();
            distance = (distance + mv.to->slot + m - mv.from->slot) % m;
        }
        put(mv.key, *mv.to, distance);
    }
    void put(const std::string& key, const Cell& to, std::uint64_t distance) {
        SlotView& slot = m_tables.at(to.table).at(to.slot);
        if (m_single) {
            for (const std::string& resident : slot.keys)
                if (resident != key)
                    m_hand[resident] = slot.distance;
            slot.keys = {key};
            slot.distance = distance;
        } else {
            slot.keys.insert(m_front ? slot.keys.begin() : slot.keys.end(), key);
        }
        slot.tombstone = false;
    }
    // The key's probe distance, or none when it is not in that cell.
    std::optional<std::uint64_t> take(const std::string& key, const Cell& from) {
        SlotView& slot = m_tables.at(from.table).at(from.slot);
        const auto it = std::find(slot.keys.begin(), slot.keys.end(), key);
        if (it == slot.keys.end())
            return std::nullopt;
        slot.keys.erase(it);
        const std::uint64_t d = slot.distance;
        if (slot.keys.empty())
            slot.distance = 0;
        return d;
    }
    Tables& tables() { return m_tables; }
    std::vector<std::string> hand() const {
        std::vector<std::string> out;
        for (const auto& [key, d] : m_hand)
            out.push_back(key);
        return out;
    }

private:
    Tables m_tables;
    bool m_single, m_front;
    std::map<std::string, std::uint64_t> m_hand; // key -> its probe distance where it was
};

// Whether this operation's rehash step emptied the old table: the moved keys' cells then name
// the new table as table 0 (the only one left).
bool rehashEnded(const OpTrace& t) {
    return !t.rehashMoves.empty() && t.rehashMoves.back().to && t.rehashMoves.back().to->table == 0;
}

KeyMove inOldNumbering(KeyMove mv, bool ended) {
    if (ended && mv.to)
        mv.to->table = 1;
    return mv;
}

// Before the path: the tables after the rehash step (the old table dropped if it ended).
Tables afterRehash(const Tables& before, const OpTrace& t, const TableConfig& config) {
    if (t.rehashMoves.empty())
        return before;
    const bool ended = rehashEnded(t);
    Mover mover(before, config);
    for (const KeyMove& mv : t.rehashMoves)
        mover.apply(inOldNumbering(mv, ended));
    Tables out = std::move(mover.tables());
    if (ended && out.size() == 2)
        out.erase(out.begin());
    return out;
}

TraceFrame resizeFrame(const Tables& after, const Resize& r, std::size_t shown,
                       const TableConfig& config) {
    const std::size_t count = std::max<std::size_t>(after.size(), 1);
    Tables start(2 * count);
    for (std::size_t i = 0; i < count; ++i) {
        start[i].resize(r.fromM);
        start[count + i].resize(r.toM);
    }
    // The old tables as the rehash found them: every key in its old cell, in rehash order.
    TableConfig tail = config;
    tail.chainAtTail = true;
    Mover old(std::move(start), tail);
    for (const KeyMove& mv : r.moves)
        if (mv.from)
            old.put(mv.key, *mv.from, 0);
    Mover mover(std::move(old.tables()), config);
    TraceFrame f;
    for (std::size_t i = 0; i < shown && i < r.moves.size(); ++i) {
        KeyMove mv = r.moves[i];
        if (mv.to)
            mv.to->table += static_cast<std::uint32_t>(count);
        mover.apply(mv);
        f.current = mv.to;
    }
    f.tables = std::move(mover.tables());
    f.resizing = true;
    f.oldTables = count;
    f.movesShown = std::min(shown, r.moves.size());
    return f;
}

} // namespace

std::vector<Stage> traceStages(const OpTrace& t) {
    std::vector<Stage> out{{StageKind::Start, 0}};
    for (std::size_t i = 0; i < t.rehashMoves.size(); ++i)
        out.push_back({StageKind::Rehash, i});
    for (std::size_t i = 0; i < t.path.size(); ++i)
        out.push_back({StageKind::Visit, i});
    if (t.resize)
        for (std::size_t i = 0; i < t.resize->moves.size(); ++i)
            out.push_back({StageKind::Resize, i});
    out.push_back({StageKind::Done, 0});
    return out;
}

TraceFrame traceFrame(const Tables& before, const Tables& after, const OpTrace& t,
                      const Stage& stage, const TableConfig& config) {
    TraceFrame f;
    switch (stage.kind) {
    case StageKind::Start:
        f.tables = before;
        return f;
    case StageKind::Done:
        f.tables = after;
        f.current = t.at;
        f.movesShown = t.moves.size();
        if (t.outcome == Outcome::Failed && !t.nestless.empty())
            f.inHand = {t.key}; // a failed cuckoo insert undid its kicks: the new key is out
        return f;
    case StageKind::Rehash: {
        const bool ended = rehashEnded(t);
        Mover mover(before, config);
        for (std::size_t i = 0; i <= stage.index && i < t.rehashMoves.size(); ++i) {
            const KeyMove mv = inOldNumbering(t.rehashMoves[i], ended);
            mover.apply(mv);
            f.current = mv.to;
        }
        f.tables = std::move(mover.tables());
        f.movesShown = std::min(stage.index + 1, t.rehashMoves.size());
        return f;
    }
    case StageKind::Resize:
        return t.resize ? resizeFrame(after, *t.resize, stage.index + 1, config) : f;
    case StageKind::Visit:
        break;
    }
    // The events of the operation up to this cell, in the order they happened: the deleted key
    // leaving, the new key's first placement, then the moves (a move recorded at the same cell as
    // the entry happens after it).
    const std::uint64_t reached = stage.index + 1;
    enum Kind { Exit, Entry, Move };
    std::vector<std::pair<const KeyMove*, Kind>> events;
    if (t.exit)
        events.emplace_back(&*t.exit, Exit);
    if (t.entry)
        events.emplace_back(&*t.entry, Entry);
    for (const KeyMove& mv : t.moves)
        events.emplace_back(&mv, Move);
    std::stable_sort(events.begin(), events.end(),
                     [](const auto& a, const auto& b) { return a.first->step < b.first->step; });
    Mover mover(afterRehash(before, t, config), config);
    for (const auto& [mv, kind] : events) {
        if (mv->step > reached)
            continue;
        if (kind == Exit && mv->from) {
            mover.take(mv->key, *mv->from);
        } else if (kind == Entry && mv->to && !t.path.empty()) {
            // The new key starts its own probe: distance from its home, the path's first cell.
            const std::uint64_t m = mover.tables().at(mv->to->table).size();
            mover.put(mv->key, *mv->to, (mv->to->slot + m - t.path.front().slot) % m);
        } else if (kind == Move) {
            mover.apply(*mv);
            ++f.movesShown;
        }
    }
    f.tables = std::move(mover.tables());
    f.inHand = mover.hand();
    if (stage.index < t.path.size())
        f.current = t.path[stage.index];
    return f;
}

} // namespace hashlab::tables

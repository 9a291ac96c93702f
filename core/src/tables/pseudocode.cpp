#include "hashlab/tables/pseudocode.h"

#include <algorithm>

namespace hashlab::tables {
namespace {

template <typename E>
CodeLine at(Listing l, E line) {
    return {l, static_cast<int>(line)};
}

bool isLast(const OpTrace& t, std::size_t k) {
    return k + 1 == t.path.size();
}

CodeLine chaining(const OpTrace& t, const Stage& s) {
    using namespace code;
    switch (t.op) {
    case OpKind::Insert: {
        const Listing l = Listing::ChainingInsert;
        if (s.kind == StageKind::Start)
            return at(l, ChainingInsert::Hash);
        if (s.kind == StageKind::Visit)
            return at(l, ChainingInsert::Walk);
        return at(l, t.outcome == Outcome::Duplicate ? ChainingInsert::Duplicate
                                                     : ChainingInsert::Link);
    }
    case OpKind::Find: {
        const Listing l = Listing::ChainingFind;
        if (s.kind == StageKind::Start)
            return at(l, ChainingFind::Hash);
        if (s.kind == StageKind::Visit)
            return at(l, ChainingFind::Walk);
        return at(l, t.outcome == Outcome::Found ? ChainingFind::Found : ChainingFind::NotFound);
    }
    case OpKind::Delete: {
        const Listing l = Listing::ChainingDelete;
        if (s.kind == StageKind::Start)
            return at(l, ChainingDelete::Hash);
        if (s.kind == StageKind::Visit)
            return at(l, ChainingDelete::Walk);
        return at(l,
                  t.outcome == Outcome::Deleted ? ChainingDelete::Unlink : ChainingDelete::Absent);
    }
    }
    return {};
}

CodeLine bucket(const TableConfig& c, const OpTrace& t, const Stage& s) {
    using namespace code;
    // A search that stopped before reading all m buckets stopped at a never-used slot.
    const bool stoppedEarly = t.path.size() < static_cast<std::uint64_t>(c.probe.m);
    switch (t.op) {
    case OpKind::Insert: {
        const Listing l = Listing::BucketInsert;
        if (s.kind == StageKind::Start)
            return at(l, BucketInsert::Loop);
        if (s.kind == StageKind::Visit) {
            if (!isLast(t, s.index))
                return at(l, BucketInsert::Bucket);
            if (t.outcome == Outcome::Duplicate)
                return at(l, BucketInsert::Duplicate);
            return at(l, stoppedEarly ? BucketInsert::NeverUsed : BucketInsert::Bucket);
        }
        if (t.outcome == Outcome::Duplicate)
            return at(l, BucketInsert::Duplicate);
        return at(l, t.outcome == Outcome::Failed ? BucketInsert::Full : BucketInsert::Put);
    }
    case OpKind::Find: {
        const Listing l = Listing::BucketFind;
        if (s.kind == StageKind::Start)
            return at(l, BucketFind::Loop);
        const bool found = t.outcome == Outcome::Found;
        if (s.kind == StageKind::Visit && !isLast(t, s.index))
            return at(l, BucketFind::Bucket);
        if (found)
            return at(l, BucketFind::Found);
        if (s.kind == StageKind::Visit)
            return at(l, stoppedEarly ? BucketFind::NeverUsed : BucketFind::Bucket);
        return at(l, stoppedEarly ? BucketFind::NeverUsed : BucketFind::NotFound);
    }
    case OpKind::Delete: {
        const Listing l = Listing::BucketDelete;
        if (s.kind != StageKind::Done)
            return at(l, BucketDelete::Search);
        return at(l,
                  t.outcome == Outcome::Deleted ? BucketDelete::Tombstone : BucketDelete::Absent);
    }
    }
    return {};
}

// Linear, quadratic and double from the hash-table trace, which records no slot states: a visit
// before the last passed an occupied slot or a tombstone, the last one decided. compares counts
// the occupied slots read, so a search that read only occupied slots ran through the sequence.
CodeLine open(const OpTrace& t, const Stage& s) {
    using namespace code;
    const bool allOccupied = t.compares == t.path.size();
    switch (t.op) {
    case OpKind::Insert: {
        const Listing l = Listing::OpenInsert;
        if (s.kind == StageKind::Start)
            return at(l, OpenInsert::Free);
        if (s.kind == StageKind::Visit) {
            if (!isLast(t, s.index))
                return at(l, OpenInsert::Probe);
            if (t.outcome == Outcome::Duplicate)
                return at(l, OpenInsert::Duplicate);
            return at(l, allOccupied ? OpenInsert::Probe : OpenInsert::Empty);
        }
        if (t.outcome == Outcome::Duplicate)
            return at(l, OpenInsert::Duplicate);
        return at(l, t.outcome == Outcome::Failed ? OpenInsert::Full : OpenInsert::Put);
    }
    case OpKind::Find: {
        const Listing l = Listing::OpenFind;
        if (s.kind == StageKind::Start)
            return at(l, OpenFind::Loop);
        if (s.kind == StageKind::Visit && !isLast(t, s.index))
            return at(l, OpenFind::PassOn);
        if (t.outcome == Outcome::Found)
            return at(l, OpenFind::Found);
        if (s.kind == StageKind::Visit)
            return at(l, allOccupied ? OpenFind::PassOn : OpenFind::Empty);
        return at(l, allOccupied ? OpenFind::NotFound : OpenFind::Empty);
    }
    case OpKind::Delete: {
        const Listing l = Listing::OpenDelete;
        if (s.kind != StageKind::Done)
            return at(l, OpenDelete::Search);
        return at(l, t.outcome == Outcome::Deleted ? OpenDelete::Tombstone : OpenDelete::Absent);
    }
    }
    return {};
}

CodeLine robinHood(const OpTrace& t, const Stage& s) {
    using namespace code;
    switch (t.op) {
    case OpKind::Insert: {
        const Listing l = Listing::RobinHoodInsert;
        if (s.kind == StageKind::Start)
            return at(l, RobinHoodInsert::Start);
        if (t.outcome == Outcome::Duplicate && (s.kind == StageKind::Done || isLast(t, s.index)))
            return at(l, RobinHoodInsert::Duplicate);
        if (t.outcome == Outcome::Failed && (s.kind == StageKind::Done || isLast(t, s.index)))
            return at(l, RobinHoodInsert::Full);
        if (s.kind == StageKind::Done)
            return at(l, RobinHoodInsert::PlaceEmpty);
        // The cells a key was put into: the new key's, then each carried key's. The last one
        // was empty; every earlier one held a richer resident that was swapped out.
        std::vector<Cell> puts;
        if (t.at)
            puts.push_back(*t.at);
        for (const KeyMove& mv : t.moves)
            if (mv.to)
                puts.push_back(*mv.to);
        const Cell cell = t.path.at(s.index);
        if (!puts.empty() && cell == puts.back() && isLast(t, s.index))
            return at(l, RobinHoodInsert::PlaceEmpty);
        if (std::find(puts.begin(), puts.end(), cell) != puts.end())
            return at(l, RobinHoodInsert::Swap);
        return at(l, RobinHoodInsert::Richer);
    }
    case OpKind::Find: {
        const Listing l = Listing::RobinHoodFind;
        if (s.kind == StageKind::Start)
            return at(l, RobinHoodFind::Start);
        if (s.kind == StageKind::Visit && !isLast(t, s.index))
            return at(l, RobinHoodFind::Next);
        return at(l, t.outcome == Outcome::Found ? RobinHoodFind::Found : RobinHoodFind::Stop);
    }
    case OpKind::Delete: {
        const Listing l = Listing::RobinHoodDelete;
        if (s.kind == StageKind::Start)
            return at(l, RobinHoodDelete::Search);
        if (s.kind == StageKind::Done)
            return at(l, t.outcome == Outcome::Deleted ? RobinHoodDelete::While
                                                       : RobinHoodDelete::Search);
        // The search's cells come first, then one cell per key shifted back.
        const std::size_t searched = t.path.size() - t.moves.size();
        if (s.index >= searched)
            return at(l, RobinHoodDelete::ShiftBack);
        if (s.index + 1 == searched && t.outcome == Outcome::Deleted)
            return at(l, RobinHoodDelete::Empty);
        return at(l, RobinHoodDelete::Search);
    }
    }
    return {};
}

CodeLine cuckoo(const OpTrace& t, const Stage& s) {
    using namespace code;
    if (t.op != OpKind::Insert) {
        const Listing l = t.op == OpKind::Find ? Listing::CuckooFind : Listing::CuckooDelete;
        const bool found = t.outcome == Outcome::Found || t.outcome == Outcome::Deleted;
        if (s.kind == StageKind::Start)
            return {l, 0};
        if (s.kind == StageKind::Visit)
            return {l, s.index == 0 ? 1 : 2};
        if (!found)
            return {l, 3};
        return {l, t.at && t.at->table == 1 ? 2 : 1};
    }
    const Listing l = Listing::CuckooInsert;
    if (s.kind == StageKind::Start)
        return at(l, CuckooInsert::Header);
    if (t.outcome == Outcome::Duplicate)
        return at(l, CuckooInsert::Duplicate);
    if (s.kind == StageKind::Visit) {
        if (s.index < 2) // the duplicate check reads T1[h1(x)] and T2[h2(x)]
            return at(l, CuckooInsert::Duplicate);
        return at(l, t.path[s.index].table == 0 ? CuckooInsert::SwapT1 : CuckooInsert::SwapT2);
    }
    if (t.outcome == Outcome::Failed)
        return at(l, CuckooInsert::GiveUp);
    if (t.rehashes > 0)
        return at(l, CuckooInsert::Rehash);
    return at(l, !t.path.empty() && t.path.back().table == 1 ? CuckooInsert::DoneT2
                                                             : CuckooInsert::DoneT1);
}

} // namespace

std::size_t listingLength(Listing l) {
    switch (l) {
    case Listing::ChainingInsert:
    case Listing::ChainingFind:
    case Listing::ChainingDelete:
        return 5;
    case Listing::BucketInsert:
        return 8;
    case Listing::BucketFind:
        return 6;
    case Listing::BucketDelete:
    case Listing::OpenDelete:
    case Listing::CuckooFind:
    case Listing::CuckooDelete:
        return 4;
    case Listing::OpenInsert:
    case Listing::RobinHoodInsert:
    case Listing::CuckooInsert:
        return 9;
    case Listing::OpenFind:
    case Listing::RobinHoodDelete:
    case Listing::Grow:
        return 7;
    case Listing::RobinHoodFind:
    case Listing::RehashStep:
        return 6;
    }
    return 0;
}

Listing listingFor(Scheme scheme, OpKind op) {
    const int o = static_cast<int>(op); // Insert, Find, Delete: three listings per scheme
    switch (scheme) {
    case Scheme::Chaining:
        return static_cast<Listing>(static_cast<int>(Listing::ChainingInsert) + o);
    case Scheme::Bucket:
        return static_cast<Listing>(static_cast<int>(Listing::BucketInsert) + o);
    case Scheme::Linear:
    case Scheme::Quadratic:
    case Scheme::Double:
        return static_cast<Listing>(static_cast<int>(Listing::OpenInsert) + o);
    case Scheme::RobinHood:
        return static_cast<Listing>(static_cast<int>(Listing::RobinHoodInsert) + o);
    case Scheme::Cuckoo:
        return static_cast<Listing>(static_cast<int>(Listing::CuckooInsert) + o);
    }
    return Listing::OpenInsert;
}

CodeLine pseudocodeLine(const TableConfig& config, const OpTrace& trace, const Stage& stage) {
    if (stage.kind == StageKind::Rehash)
        return at(Listing::RehashStep, code::RehashStep::Move);
    if (stage.kind == StageKind::Resize)
        return at(Listing::Grow, code::Grow::Reinsert);
    switch (config.scheme) {
    case Scheme::Chaining:
        return chaining(trace, stage);
    case Scheme::Bucket:
        return bucket(config, trace, stage);
    case Scheme::Linear:
    case Scheme::Quadratic:
    case Scheme::Double:
        return open(trace, stage);
    case Scheme::RobinHood:
        return robinHood(trace, stage);
    case Scheme::Cuckoo:
        return cuckoo(trace, stage);
    }
    return {};
}

CodeLine pseudocodeLine(const Trace& t, int step) {
    using namespace code;
    const Listing l = t.op == OpKind::Insert ? Listing::OpenInsert
                      : t.op == OpKind::Find ? Listing::OpenFind
                                             : Listing::OpenDelete;
    const int n = static_cast<int>(t.probes.size());
    step = std::clamp(step, 0, n);
    if (step == 0) {
        if (t.op == OpKind::Insert)
            return at(l, OpenInsert::Free);
        return t.op == OpKind::Find ? at(l, OpenFind::Loop) : at(l, OpenDelete::Search);
    }
    const Probe& p = t.probes[static_cast<std::size_t>(step - 1)];
    const bool last = step == n;
    switch (t.op) {
    case OpKind::Insert:
        if (last && t.outcome == Outcome::Placed)
            return at(l, OpenInsert::Put);
        if (last && t.outcome == Outcome::Failed)
            return at(l, OpenInsert::Full);
        if (p.state == SlotState::Empty)
            return at(l, OpenInsert::Empty);
        if (p.state == SlotState::Tombstone)
            return at(l, OpenInsert::Tombstone);
        return at(l, p.occupant == t.key ? OpenInsert::Duplicate : OpenInsert::Probe);
    case OpKind::Find:
        if (p.state == SlotState::Empty)
            return at(l, OpenFind::Empty);
        if (p.state == SlotState::Occupied && p.occupant == t.key)
            return at(l, OpenFind::Found);
        return at(l, last ? OpenFind::NotFound : OpenFind::PassOn);
    case OpKind::Delete:
        if (!last)
            return at(l, OpenDelete::Search);
        return at(l, t.outcome == Outcome::Deleted ? OpenDelete::Tombstone : OpenDelete::Absent);
    }
    return {};
}

} // namespace hashlab::tables

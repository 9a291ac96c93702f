#pragma once
// The probe table's operations on a Table, written once for the probe lab's Trace (table.cpp)
// and the hash-table lab's OpTrace (open_table.cpp): the walk along a key's probe sequence
// (open_addressing.h's loop), and the sentences for a walk that ends without an empty slot and
// for an insert that fails.
#include "open_addressing.h"

namespace hashlab::tables::detail {

// A key's probe sequence p_0, p_1, … over one period.
class ProbeSequence {
public:
    ProbeSequence(const ProbeScheme& scheme, const KeyHashes& h)
        : m_scheme(scheme), m_h(h), m_slot(scheme.position(h, 0)) {}
    std::uint64_t i() const { return m_i; }
    std::uint64_t slot() const { return m_slot; }
    bool advance() {
        if (++m_i >= m_h.period)
            return false;
        m_slot = m_scheme.position(m_h, m_i);
        return true;
    }

private:
    const ProbeScheme& m_scheme;
    const KeyHashes& m_h;
    std::uint64_t m_i = 0;
    std::uint64_t m_slot;
};

// A zero double-hashing step (0 mod m) has period 1: a walk that must go past p_0 is an error.
Error zeroStepError(const ProbeScheme& scheme, const std::string& key, std::uint64_t slot);

// The walk of a normalized key with its hashes; `recorder.probe(sequence, slot, state)` sees
// every slot.
template <class Recorder>
Result<OpenStop> probeWalk(const Table& table, const std::string& key, const KeyHashes& h,
                           Recorder& recorder) {
    ProbeSequence seq(table.scheme(), h);
    const OpenStop stop = openSearch(table, seq, key, recorder);
    if (stop.at == OpenStop::At::End && table.scheme().config().strategy == Strategy::Double &&
        h.step == 0 && table.size() > 1)
        return zeroStepError(table.scheme(), key, stop.slot);
    return stop;
}

// "probed all 7 slots of the sequence …": a walk that met neither the key nor an empty slot.
Text periodEnded(const KeyHashes& h);

struct InsertFailure {
    FailReason reason = FailReason::None;
    Text text;
    std::vector<std::uint64_t> reachable; // cycle: the slots the sequence reaches
};
// Why an insert whose walk (`probes` slots from `first`) found no place failed: the table is
// full, or the sequence cycles over occupied slots while others are free.
InsertFailure insertFailure(const Table& table, const KeyHashes& h, std::uint64_t first,
                            std::uint64_t probes);

} // namespace hashlab::tables::detail

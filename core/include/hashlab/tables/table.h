#pragma once
// An open-addressing table of m slots (empty, occupied, tombstone) whose every operation returns
// a trace: each probe with its slot, the slot's state and the formula with numbers filled in.
// The GUI's step player and the command line only read these traces; nothing else computes.
//
// Rules (docs/references.md): find continues past tombstones; insert first makes sure the key is
// absent (searching as find does), then reuses the first tombstone on its path, else the empty
// slot that ended the search. No operation makes more probes than the sequence's period, which
// is at most m (for quadratic probing too: p_{i+m} = p_i since c1·m + c2·(2im + m²) ≡ 0 mod m,
// so the first m probes already show every slot the sequence can ever reach).
// An insert that cannot place its key fails with a reason instead of looping.
#include "hashlab/tables/probe_config.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hashlab::tables {

enum class SlotState : std::uint8_t { Empty, Occupied, Tombstone };
enum class OpKind { Insert, Find, Delete };
enum class Outcome { Placed, Duplicate, Found, NotFound, Deleted, Failed };
enum class FailReason { None, TableFull, Cycle };

std::string_view opName(OpKind op);          // insert, find, delete
std::string_view outcomeName(Outcome o);     // placed, duplicate, found, not_found, deleted, failed
std::string_view slotStateName(SlotState s); // empty, occupied, tombstone

struct Probe {
    std::uint64_t i = 0;                // the probe number (p_i)
    std::uint64_t slot = 0;             // p_i
    SlotState state = SlotState::Empty; // the slot's state when probed
    std::string occupant; // the key in the slot (occupied) or that was deleted (tombstone)
    bool revisit = false; // the sequence had already probed this slot (quadratic sequences)
    Text formula;         // "p₂ = (3 + 2·4) mod 11 = 0" (pure math: verbatim)
};

struct Trace {
    OpKind op = OpKind::Insert;
    std::string key;
    KeyHashes hashes;
    std::vector<Probe> probes;
    Outcome outcome = Outcome::NotFound;
    std::optional<std::uint64_t> slot; // placed/duplicate/found/deleted: the key's slot
    FailReason failReason = FailReason::None;
    Text reason;                          // a sentence for failed inserts and exhausted searches
    std::vector<std::uint64_t> reachable; // failed insert (cycle): the slots the sequence reaches
};

class Table {
public:
    // Errors name the parameter at fault (m, h1, h2, c1/c2); the table starts empty.
    static Result<Table> create(const ProbeConfig& config);

    const ProbeScheme& scheme() const { return m_scheme; }
    std::uint64_t size() const { return m_states.size(); }
    std::uint64_t occupied() const { return m_occupied; }
    std::uint64_t tombstones() const { return m_tombstones; }
    double loadFactor() const { return double(m_occupied) / double(m_states.size()); }
    SlotState state(std::uint64_t slot) const { return m_states[slot]; }
    // The key in an occupied slot, or the deleted key a tombstone remembers.
    const std::string& key(std::uint64_t slot) const { return m_keys[slot]; }

    // The operation, applied. Errors (the table is then unchanged): a key textbook mode cannot
    // read, a formula that fails for this key, or a zero step when a second probe is needed.
    // withFormulas=false skips the texts: formulas and the h1/h2/step sentences (bulk fills).
    Result<Trace> insert(std::string_view key, bool withFormulas = true);
    Result<Trace> find(std::string_view key, bool withFormulas = true) const;
    Result<Trace> erase(std::string_view key, bool withFormulas = true);
    Result<Trace> apply(OpKind op, std::string_view key, bool withFormulas = true);

    // Restores slot contents (scenario files, undo); validated: slot < m, keys normalized,
    // no key twice. Does not check that keys sit on their own probe paths.
    struct SlotContent {
        std::uint64_t slot = 0;
        SlotState state = SlotState::Occupied;
        std::string key;
    };
    Status restore(const std::vector<SlotContent>& contents);
    std::vector<SlotContent> contents() const; // non-empty slots in slot order
    // Sets one slot as it was (undo of a recorded change); slot < m, key as normalized before.
    void setSlot(std::uint64_t slot, SlotState state, const std::string& key);

private:
    explicit Table(ProbeScheme scheme);
    Result<Trace> search(OpKind op, std::string_view key, bool withFormulas,
                         std::optional<std::uint64_t>* target = nullptr) const;
    ProbeScheme m_scheme;
    std::vector<SlotState> m_states;
    std::vector<std::string> m_keys;
    std::uint64_t m_occupied = 0;
    std::uint64_t m_tombstones = 0;
};

} // namespace hashlab::tables

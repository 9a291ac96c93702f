#pragma once
// ProbingModel: the lab's state over hashlab_core, and its undo commands.
//
// Data flow: the user's action (apply a configuration, insert/find/delete a key, random fill,
// load a preset) goes to the model, which asks core (tables::Table) to do it. Core returns a
// Trace: every probe with its filled-in formula. The model keeps the table after the action and
// that last trace, and pushes one QUndoCommand holding the state before and after. The view
// draws (table, trace, step index); the step player only moves the index, so stepping back is
// exact and nothing in the app recomputes a probe sequence. During stepping the view shows the
// slot the operation changed in its old state until the last step (the trace records it).
// A list of keys inserted in one go is one action whose traces the player walks one after the
// other: frame(step) gives the table as it stood during the trace on screen, so every panel
// (view, status line) shows the step being shown, never the state after the whole action.
#include "hashlab/common/progress.h"
#include "hashlab/tables/table.h"

#include <QObject>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

class QUndoStack;

namespace hashlab::app {

struct ProbingState {
    tables::Table table;
    std::optional<tables::Trace> trace; // the last operation, for the step player
    int step = -1;                      // step index to show (-1: the end of the trace)
    std::vector<tables::Trace> earlier; // a list insert: the traces before `trace`, in order
    std::string preset;                 // the preset this table was loaded from ("" if none)
};

// What the view draws at one step of the player: the table as it was after `trace` ran (later
// traces of a list insert undone), the trace on screen and the step inside it.
struct ProbingFrame {
    const tables::Table* table = nullptr;
    const tables::Trace* trace = nullptr; // null without an operation
    int step = 0;                         // 0 = before the first probe of `trace`
    const std::vector<std::uint64_t>* reachable = nullptr;
    // Occupied slots and tombstones on screen (the changed slot keeps its old state until the
    // trace's last step).
    std::uint64_t occupied = 0, tombstones = 0;
};

class ProbingModel : public QObject {
    Q_OBJECT
public:
    static constexpr std::int64_t kMaxFillSlots = tables::kMaxSlots;
    static constexpr int kMaxListKeys = 100; // keys in one list insert

    explicit ProbingModel(QObject* parent = nullptr);

    const tables::Table& table() const { return m_state.table; }
    const std::optional<tables::Trace>& trace() const { return m_state.trace; }
    const ProbingState& state() const { return m_state; }
    QUndoStack* undoStack() const { return m_undo; }
    // Slots the current key's sequence can reach (sorted), empty without a trace.
    const std::vector<std::uint64_t>& reachable() const { return m_reachable; }

    // Each returns "" on success or the reason it changed nothing.
    QString applyConfig(const tables::ProbeConfig& config); // a new, empty table
    QString operate(tables::OpKind op, const QString& key);
    // "10, 22, 31": every key inserted as one undoable action, or none when one is bad (the
    // message names it).
    QString insertList(const QString& keys);
    // Steps the player walks: the probes of every trace, plus one "before" step per later trace.
    int stepCount() const;
    ProbingFrame frame(int step) const;
    const std::string& preset() const { return m_state.preset; }
    QString loadPreset(const QString& id);
    // Random distinct keys up to load factor alpha (0 < alpha <= 1), as one undoable action.
    // Computed by the caller (possibly off the GUI thread) with randomFill(); then commit it.
    static tables::Table randomFill(const tables::Table& start, double alpha, std::uint64_t seed,
                                    const Progress& progress, std::uint64_t* placed);
    void commitFill(tables::Table filled, double alpha, std::uint64_t placed);

    // Scenario state: {"config":{m,mode,hash,h1,h2,c1,c2,step_fix},"slots":[{slot,state,key}],
    // "ops":[{"op","key"}], "step", "stepped", "preset"}; the last `stepped` ops (default 1) are
    // the ones the player walks (a list insert), "preset" the example loaded. Load validates
    // everything first and changes nothing on error.
    nlohmann::json save(int step) const;
    QString load(const nlohmann::json& state, int* step);

    // Used by the undo commands only.
    void setState(ProbingState state);

signals:
    void changed(); // table, trace or configuration changed (undo/redo included)

private:
    void push(ProbingState after, const QString& text);
    ProbingState m_state;
    std::vector<std::uint64_t> m_reachable;
    // frame() of an earlier trace of a list insert: its table and reachable slots, rebuilt when
    // the player moves to another trace.
    mutable int m_frameTrace = -1;
    mutable std::optional<tables::Table> m_frameTable;
    mutable std::vector<std::uint64_t> m_frameReachable;
    QUndoStack* m_undo;
};

} // namespace hashlab::app

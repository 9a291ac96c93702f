#pragma once
// SchemeModel: the hash-table lab's state for the schemes the probing model does not cover —
// separate chaining, bucketed open addressing, Robin Hood, cuckoo, and any scheme that grows —
// over core's HashTable (hash_table.h). Each action (a new configuration, an operation, a list
// insert, a preset, a random fill) keeps the operations it ran with the tables before and after
// each, and pushes one undo command holding the whole state before and after (the window's tables
// are small: m is limited to kMaxSlots). The step player walks the stages of every operation of
// the last action (trace_frames.h); frame(i) is what the canvas, the pseudocode and the status
// line draw at player index i, so every panel shows the same step.
#include "hashlab/tables/hash_table.h"
#include "hashlab/tables/trace_frames.h"

#include <QObject>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

class QUndoStack;

namespace hashlab::app {

struct TracedOp {
    tables::Tables before, after;
    tables::OpTrace trace;
};

struct SchemeOp {
    tables::OpKind op = tables::OpKind::Insert;
    std::string key;
};

struct SchemeState {
    bool active = false; // the lab shows this model (else the probing model)
    std::optional<tables::HashTable> table;
    std::vector<SchemeOp> history; // every operation since the configuration, for save()
    std::vector<TracedOp> ops;     // the last action's operations, for the player
    int step = -1;                 // player index to show (-1: the end)
    std::string preset;
};

struct SchemeFrame {
    const TracedOp* op = nullptr; // null: no operation to step through
    tables::Stage stage;
    tables::TraceFrame frame;
    std::size_t opIndex = 0, opCount = 0;
};

class SchemeModel : public QObject {
    Q_OBJECT
public:
    // The window draws every slot, so it keeps tables small (the command line goes further).
    static constexpr std::int64_t kMaxSlots = 1024;
    static constexpr int kMaxListKeys = 100;
    static constexpr std::size_t kMaxSavedOps = 20'000;

    SchemeModel(QUndoStack* undo, QObject* parent = nullptr);

    bool active() const { return m_state.active; }
    const SchemeState& state() const { return m_state; }
    const tables::HashTable* table() const { return m_state.table ? &*m_state.table : nullptr; }
    QUndoStack* undoStack() const { return m_undo; }

    // Each returns "" on success or the reason it changed nothing.
    QString applyConfig(const tables::TableConfig& config); // a new, empty table; active
    QString operate(tables::OpKind op, const QString& key);
    QString insertList(const QString& keys);
    // Random distinct integer keys (textbook hashes) or "key-N" up to load factor alpha.
    QString fill(double alpha, std::uint64_t seed);
    QString loadPreset(const QString& id);
    // Makes the probing model the one shown, as part of the caller's undo macro.
    void deactivate();

    int stepCount() const; // the player's last index
    SchemeFrame frame(int index) const;

    // {"scheme", "config":{m, hash, h1, h2, c1, c2, step_fix}, "table":{b, tail, max_loop, seed,
    //  grow_at, grow_to, incremental}, "ops":[{op,key}], "stepped", "step", "preset"}: the table
    // is rebuilt by replaying ops from empty; the last `stepped` are walked by the player.
    nlohmann::json save(int step) const;
    QString load(const nlohmann::json& state, int* step);

    void setState(SchemeState state); // used by the undo commands

signals:
    void changed();

private:
    void push(SchemeState after, const QString& text);
    // Reads a saved "table" object into `c` (missing fields keep their defaults): "" or why not.
    static QString readTable(const nlohmann::json& j, tables::TableConfig& c);
    SchemeState m_state;
    QUndoStack* m_undo;
};

} // namespace hashlab::app

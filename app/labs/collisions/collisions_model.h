#pragma once
// CollisionsModel: the dedup half of the Collisions lab over core/ids.
// Data flow: the user's actions (write a JSON record, switch strategy, move the "force
// collisions" bit width) are QUndoCommands that call this model. The model keeps only the
// configuration (strategy, bits) and the log of written records (canonical JSON), and rebuilds
// the core DedupStore by replaying the log, so switching strategy shows what the SAME writes do
// under another strategy, and undo is exact. The last write's trace (core-computed steps) feeds
// the step player; views render (store, trace, step index) and never compute.
#include "hashlab/collisions/dedup_store.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <optional>
#include <string>
#include <vector>

namespace hashlab::app {

class CollisionsModel : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxRecords = 2000; // writes kept in the GUI's log (a table to read)

    explicit CollisionsModel(QObject* parent = nullptr);

    const collisions::DedupStore& store() const { return m_store; }
    collisions::Strategy strategy() const { return m_strategy; }
    int bits() const { return m_bits; }
    const std::vector<std::string>& writes() const { return m_writes; }
    // The last write's trace (absent before the first write).
    const std::optional<collisions::WriteTrace>& lastTrace() const { return m_trace; }
    // The store as the step player shows it: before the last write until its last step, so the
    // table, counters, audit and status line agree with the write path on screen.
    const collisions::DedupStore& storeAt(int step) const;
    QUndoStack* undoStack() { return &m_undo; }

    // User actions, each one undoable command. Return an error message (and change nothing) for
    // bad input; "" on success.
    QString writeJson(const QString& text);
    QString addRandomRecords(int count, quint64 seed);
    void setStrategy(collisions::Strategy s);
    void setBits(int bits);
    void clear();

    // Direct state changes the undo commands call (no undo entry).
    void applyConfig(collisions::Strategy s, int bits);
    void applyWrites(std::vector<std::string> writes);

    nlohmann::json saveState() const;
    // Validates everything first; on error returns the message and changes nothing.
    QString loadState(const nlohmann::json& state);

signals:
    void changed();

private:
    void rebuild();
    collisions::Strategy m_strategy = collisions::Strategy::Coexist;
    int m_bits = 8;
    std::vector<std::string> m_writes;
    collisions::DedupStore m_store;
    std::optional<collisions::DedupStore> m_before; // the store before the last write
    std::optional<collisions::WriteTrace> m_trace;
    QUndoStack m_undo;
};

} // namespace hashlab::app

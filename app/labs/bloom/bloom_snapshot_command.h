#pragma once
// One user action of the Bloom lab's models (BloomModel, FiltersModel): the whole model state
// before and after it; undo and redo restore one or the other, so both are exact.
#include <QUndoCommand>

namespace hashlab::app {

template <class Model>
class SnapshotCommand : public QUndoCommand {
public:
    using Snapshot = typename Model::Snapshot;
    SnapshotCommand(Model* model, Snapshot before, Snapshot after, const QString& text)
        : QUndoCommand(text), m_model(model), m_before(std::move(before)),
          m_after(std::move(after)) {}
    void undo() override { m_model->restore(m_before); }
    void redo() override { m_model->restore(m_after); }

private:
    Model* m_model;
    Snapshot m_before, m_after;
};

} // namespace hashlab::app

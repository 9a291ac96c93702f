#pragma once
// File → Import… in the ring lab: a CSV of nodes (name, weight, rack), read by core's fuzzed
// loader (hashlab/ring/import.h) in an ImportDialog, replaces the lab's nodes in one undoable step.
#include "shell/import_dialog.h"

namespace hashlab::app {

class RingModel;

class RingImportDialog : public ImportDialog {
    Q_OBJECT
public:
    explicit RingImportDialog(RingModel* model, QWidget* parent = nullptr);
};

} // namespace hashlab::app

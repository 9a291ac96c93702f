#pragma once
// File → Import… in the ring lab: a CSV of nodes (name, weight, rack), a key file (one key a
// line, as `--key-file`) or a key CSV (one column, optionally a request-count column, as
// `--key-csv F --column C --count-column C`), read by core's fuzzed loaders
// (hashlab/ring/import.h) in an ImportDialog. Nodes replace the lab's nodes, keys the lab's keys
// (and a count column becomes the workload), each in one undoable step.
#include "shell/import_dialog.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace hashlab::app {

class RingModel;

class RingImportDialog : public ImportDialog {
    Q_OBJECT
public:
    enum Kind { Nodes = 0, KeyLines = 1, KeyCsv = 2 };
    explicit RingImportDialog(RingModel* model, QWidget* parent = nullptr);

    QComboBox* kindBox() const { return m_kind; }
    QLineEdit* columnEdit() const { return m_column; }     // key CSV: the key column's header
    QLineEdit* countColumnEdit() const { return m_count; } // key CSV: optional count column

protected:
    Parse currentParse() const override;

private:
    void showKind();

    QComboBox* m_kind;
    QLabel *m_hint, *m_columnLabel, *m_countLabel;
    QLineEdit *m_column, *m_count;
};

} // namespace hashlab::app

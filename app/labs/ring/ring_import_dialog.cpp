#include "ring_import_dialog.h"

#include "ring_model.h"

#include "hashlab/ring/import.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QVBoxLayout>

namespace hashlab::app {

RingImportDialog::RingImportDialog(RingModel* model, QWidget* parent)
    : ImportDialog(
          {tr("Import into the ring lab"),
           tr("Nodes or keys from a file, at most %1 MB. Either replaces the lab's own in one "
              "step (Edit → Undo brings them back).")
               .arg(ring::limits::kMaxImportBytes >> 20),
           tr("CSV and text files (*.csv *.txt);;All files (*)")},
          ring::limits::kMaxImportBytes, {},
          [model](std::any& parsed) {
              if (auto* nodes = std::any_cast<ring::NodeImport>(&parsed))
                  return model->importNodes(nodes->nodes, nodes->racks);
              auto& keys = std::any_cast<ring::KeyImport&>(parsed);
              return model->importKeys(std::move(keys.keys), std::move(keys.counts));
          },
          parent),
      m_kind(new QComboBox), m_hint(new QLabel), m_columnLabel(new QLabel(tr("Key column"))),
      m_countLabel(new QLabel(tr("Count column"))), m_column(new QLineEdit),
      m_count(new QLineEdit) {
    m_kind->addItem(tr("Nodes: name, weight, rack"), Nodes);
    m_kind->addItem(tr("Keys: one per line"), KeyLines);
    m_kind->addItem(tr("Keys: a column of a CSV"), KeyCsv);
    m_column->setPlaceholderText(tr("the header of the key column"));
    m_count->setPlaceholderText(tr("optional: the header of a request-count column"));
    m_hint->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("Import"), m_kind);
    form->addRow(m_columnLabel, m_column);
    form->addRow(m_countLabel, m_count);
    optionsLayout()->addLayout(form);
    optionsLayout()->addWidget(m_hint);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &RingImportDialog::showKind);
    showKind();
}

void RingImportDialog::showKind() {
    const int kind = m_kind->currentData().toInt();
    for (QWidget* w : {static_cast<QWidget*>(m_column), static_cast<QWidget*>(m_count),
                       static_cast<QWidget*>(m_columnLabel), static_cast<QWidget*>(m_countLabel)})
        w->setVisible(kind == KeyCsv);
    switch (kind) {
    case Nodes:
        m_hint->setText(tr("One node a line: name, weight (empty: 1), rack (empty: default); a "
                           "first line starting with \"name\" is a header. At most %1 nodes; "
                           "failures are cleared.")
                            .arg(QLocale().toString(ringlimits::kMaxGuiNodes)));
        break;
    case KeyLines:
        m_hint->setText(tr("One key a line, as hashlab ring --key-file reads it; empty lines are "
                           "skipped. At most %1 keys (they are saved in the scenario).")
                            .arg(QLocale().toString(ringlimits::kMaxImportedKeys)));
        break;
    default:
        m_hint->setText(tr("The first line is the header; each later line gives a key in the key "
                           "column and, with a count column, how many requests it gets, as "
                           "hashlab ring --key-csv reads it. The counts become the workload "
                           "(\"imported counts\"). At most %1 keys.")
                            .arg(QLocale().toString(ringlimits::kMaxImportedKeys)));
    }
    fitContents();
}

ImportDialog::Parse RingImportDialog::currentParse() const {
    const int kind = m_kind->currentData().toInt();
    if (kind == Nodes)
        return [](std::string_view text) -> Result<std::any> {
            auto nodes = ring::parseNodeCsv(text, "file");
            if (!nodes)
                return nodes.error();
            return std::any(std::move(*nodes));
        };
    if (kind == KeyLines)
        return [](std::string_view text) -> Result<std::any> {
            auto keys = ring::parseKeyLines(text, "file");
            if (!keys)
                return keys.error();
            return std::any(ring::KeyImport{std::move(*keys), {}});
        };
    // The column names as typed, taken now: the loader runs off the GUI thread.
    return [column = m_column->text().trimmed().toStdString(),
            count = m_count->text().trimmed().toStdString()](
               std::string_view text) -> Result<std::any> {
        if (column.empty())
            return makeError("column", HASHLAB_TR("core", "name the header of the key column"));
        auto keys = ring::parseKeyCsv(text, column, count, "file");
        if (!keys)
            return keys.error();
        return std::any(std::move(*keys));
    };
}

} // namespace hashlab::app

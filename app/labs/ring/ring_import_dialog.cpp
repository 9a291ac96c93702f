#include "ring_import_dialog.h"

#include "ring_model.h"

#include "hashlab/ring/import.h"

namespace hashlab::app {

RingImportDialog::RingImportDialog(RingModel* model, QWidget* parent)
    : ImportDialog(
          {tr("Import nodes"),
           tr("A CSV file with one node a line: name, weight (empty: 1), rack (empty: default); a "
              "first line starting with \"name\" is a header. The nodes replace the lab's nodes "
              "in one step (Edit → Undo brings them back); at most %1 nodes, %2 MB.")
               .arg(ringlimits::kMaxGuiNodes)
               .arg(ring::limits::kMaxImportBytes >> 20),
           tr("CSV files (*.csv *.txt);;All files (*)")},
          ring::limits::kMaxImportBytes,
          [](std::string_view text) -> Result<std::any> {
              auto nodes = ring::parseNodeCsv(text, "file");
              if (!nodes)
                  return nodes.error();
              return std::any(std::move(*nodes));
          },
          [model](std::any& parsed) {
              const auto& nodes = std::any_cast<const ring::NodeImport&>(parsed);
              return model->importNodes(nodes.nodes, nodes.racks);
          },
          parent) {}

} // namespace hashlab::app

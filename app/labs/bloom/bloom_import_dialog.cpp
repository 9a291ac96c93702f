#include "bloom_import_dialog.h"

#include "bloom_model.h"

#include "hashlab/bloom/word_file.h"

namespace hashlab::app {

namespace {
// A word list of 10,000 words of 256 bytes with line ends: nothing bigger can be valid.
constexpr std::uint64_t kMaxBytes =
    bloom::limits::kMaxImportWords * (bloom::limits::kMaxWordBytes + 2) + (1 << 20);
} // namespace

BloomImportDialog::BloomImportDialog(BloomModel* model, QWidget* parent)
    : ImportDialog(
          {tr("Import words"),
           tr("A text file with one word a line (empty lines are skipped). Every word is "
              "inserted into the filter in one step (Edit → Undo takes them out); at most %1 "
              "words of up to 64 characters.")
               .arg(bloom::limits::kMaxImportWords),
           tr("Text files (*.txt *.csv);;All files (*)")},
          kMaxBytes,
          [](std::string_view text) -> Result<std::any> {
              auto words = bloom::parseWordLines(text, "file");
              if (!words)
                  return words.error();
              return std::any(std::move(*words));
          },
          [model](std::any& parsed) {
              return model->insertAll(std::any_cast<const std::vector<std::string>&>(parsed));
          },
          parent) {}

} // namespace hashlab::app

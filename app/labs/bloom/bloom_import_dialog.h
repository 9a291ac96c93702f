#pragma once
// File → Import… in the Bloom lab: a file of words, one a line (core's fuzzed
// hashlab/bloom/word_file.h), inserted in one undoable step in an ImportDialog.
#include "shell/import_dialog.h"

namespace hashlab::app {

class BloomModel;

class BloomImportDialog : public ImportDialog {
    Q_OBJECT
public:
    explicit BloomImportDialog(BloomModel* model, QWidget* parent = nullptr);
};

} // namespace hashlab::app

#pragma once
// Help -> Keyboard shortcuts: the key map (key_map.h) row by row, in the window's language: the
// same table the menus, the step keys and docs/index.md follow, so the list cannot drift.
#include <QDialog>

namespace hashlab::app {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget* window);
};

} // namespace hashlab::app

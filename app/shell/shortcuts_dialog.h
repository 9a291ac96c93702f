#pragma once
// Help -> Keyboard shortcuts: every action of the window that has a shortcut, plus the step
// player's keys, read from the live actions so the list cannot drift from the program.
#include <QDialog>

namespace hashlab::app {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget* window);
};

} // namespace hashlab::app

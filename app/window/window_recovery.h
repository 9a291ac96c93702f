#pragma once
// Crash recovery for the main window (shell/autosave.h writes, shell/recovery.h reads): its labs
// are autosaved while it runs and on every lab switch; offer() asks, once the window is on
// screen, whether to restore what an instance that ended abnormally left; finish() is the
// normal exit, which removes this window's copy. Only the GUI start-up makes one: windows that
// tests build have none, and the command line never gets here.
#include <QObject>

namespace hashlab::app {

class Autosave;
class MainWindow;

class WindowRecovery : public QObject {
    Q_OBJECT
public:
    explicit WindowRecovery(MainWindow& window); // starts the autosave
    // The dialog (modal on the window), then the restore, the lab it had on show and an
    // immediate autosave of what came back.
    void offer();
    void finish();
    Autosave* autosave() const { return m_autosave; }

private:
    MainWindow& m_window;
    Autosave* m_autosave;
};

} // namespace hashlab::app

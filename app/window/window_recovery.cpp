#include "window_recovery.h"

#include "main_window.h"
#include "shell/autosave.h"
#include "shell/lab_page.h"
#include "shell/recovery.h"

#include <QMessageBox>

#include <iostream>

namespace hashlab::app {

WindowRecovery::WindowRecovery(MainWindow& window)
    : QObject(&window), m_window(window),
      m_autosave(new Autosave(
          window.labs(), [&window] { return window.currentLab()->labId(); }, this)) {
    // A folder that cannot be written (a read-only home) costs the recovery, not the window.
    if (const QString error = m_autosave->start(); !error.isEmpty())
        std::cerr << "hashlab: warning: no autosave: " << error.toStdString() << "\n";
    connect(&window, &MainWindow::labShown, m_autosave, &Autosave::saveNow);
}

void WindowRecovery::offer() {
    const auto recovery = Recovery::find();
    if (!recovery)
        return;
    QString error;
    const QString shown = offerRecovery(&m_window, *recovery, m_window.labs(), &error);
    if (!shown.isEmpty())
        m_window.showLab(shown);
    if (!error.isEmpty())
        QMessageBox::warning(&m_window, tr("HashLab"), error);
    m_autosave->saveNow(); // what came back is this window's work now
}

void WindowRecovery::finish() {
    m_autosave->finish();
}

} // namespace hashlab::app

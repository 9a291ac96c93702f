#pragma once
// Crash recovery, the reading side (autosave.h writes): at the start of a window, the newest
// autosave folder whose lock no running instance holds is what an instance that ended
// abnormally left; the window offers it in a dialog. Restore loads each saved lab into its page;
// Discard removes the folder; closing the dialog keeps it for the next start. Only the window
// asks: the command line and `hashlab export` never look here.
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QLockFile;
class QWidget;

namespace hashlab::app {

class LabPage;

class Recovery {
public:
    // The newest folder under Autosave::root() left by an instance that ended abnormally and
    // holding at least one lab's state, its lock taken (held while this object lives, so a second
    // window starting now does not offer it too); null when there is none. Other such folders
    // stay for the next starts; empty ones are removed.
    static std::unique_ptr<Recovery> find();
    ~Recovery();

    QString folder() const { return m_folder; }
    QDateTime savedAt() const { return m_savedAt; }
    QStringList labIds() const { return m_labs; } // the labs with a saved state
    QString shownLab() const { return m_shown; }  // the lab on show then ("" if unknown)

    // Loads every saved lab into the page with its id; "" or the errors, one a line (a lab whose
    // file fails keeps its state). The folder is removed either way.
    QString restoreInto(const std::vector<LabPage*>& pages);
    void discard(); // removes the folder

private:
    Recovery() = default;
    QString m_folder, m_shown;
    QDateTime m_savedAt;
    QStringList m_labs;
    std::unique_ptr<QLockFile> m_lock;
};

// At a window's start: asks (a modal dialog on `parent`, in the window's language) whether to
// restore what `recovery` holds and acts on the answer. Returns the lab to show after a restore,
// "" when nothing was restored; `error` gets a restore's errors.
QString offerRecovery(QWidget* parent, Recovery& recovery, const std::vector<LabPage*>& pages,
                      QString* error);

} // namespace hashlab::app

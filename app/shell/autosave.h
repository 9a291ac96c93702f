#pragma once
// Crash recovery, the writing side: while a window runs, every lab whose state changed is copied
// into this instance's own folder under QStandardPaths::AppDataLocation/autosave, as the
// scenario file File → Save writes (a lab's state holds no password or connection secret), at
// most every 30 s (HASHLAB_AUTOSAVE_SECONDS shortens it for tests) and on every lab switch. The
// folder's lock (QLockFile, held for the instance's life) tells a running window's folder from
// one left by an instance that ended abnormally, which recovery.h offers at the next start; a
// normal exit (finish()) removes the folder.
#include <QObject>
#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

class QLockFile;
class QTimer;

namespace hashlab::app {

class LabPage;

class Autosave : public QObject {
    Q_OBJECT
public:
    // `labs`: the window's pages; `shownLab`: the id of the one on show.
    Autosave(std::vector<LabPage*> labs, std::function<QString()> shownLab,
             QObject* parent = nullptr);
    // Leaves the files (only finish() removes them) and releases the lock: what stays is then
    // what a crash leaves.
    ~Autosave() override;

    // Makes this instance's folder, takes its lock, notes each lab's state as it is now (the
    // states to leave alone) and starts the timer. "" or why not (the window then runs without).
    QString start();
    // Writes each lab whose state differs from what was written last (a lab back at its state
    // at start() loses its file); then which lab is on show.
    void saveNow();
    // A normal exit: the folder goes, lock and all.
    void finish();

    QString folder() const { return m_folder; }
    // AppDataLocation/autosave: one folder per instance.
    static QString root();
    // HASHLAB_AUTOSAVE_SECONDS (a positive number) or 30 s.
    static int intervalMs();

private:
    std::vector<LabPage*> m_labs;
    std::function<QString()> m_shownLab;
    QString m_folder;
    std::unique_ptr<QLockFile> m_lock;
    QTimer* m_timer;
    std::map<QString, std::string> m_atStart; // lab id -> its scenario text at start()
    std::map<QString, std::string> m_written; // lab id -> what its file holds (or m_atStart's)
    QString m_writtenShown;
};

// The lock file of an autosave folder, and its lock's settings: no age makes a lock stale, only
// its process being gone (Qt's default, 30 s, would take a running window's folder for a crash).
QString autosaveLockPath(const QString& folder);
std::unique_ptr<QLockFile> makeAutosaveLock(const QString& folder);
// The file holding which lab was on show.
QString autosaveSessionPath(const QString& folder);
// Removes an autosave folder whose lock `lock` holds: the states first, while it is held (a window
// starting meanwhile must not find them unlocked and take them for a crash), then the lock.
void removeAutosaveFolder(const QString& folder, std::unique_ptr<QLockFile>& lock);

} // namespace hashlab::app

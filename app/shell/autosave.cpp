#include "autosave.h"

#include "lab_page.h"
#include "safe_write.h"
#include "scenario_io.h"

#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUuid>

#include <nlohmann/json.hpp>

#include <cmath>

namespace hashlab::app {

namespace {

constexpr int kDefaultIntervalMs = 30'000;

QString labFile(const QString& folder, const QString& lab) {
    return QDir(folder).filePath(lab + QStringLiteral(".json"));
}

} // namespace

QString autosaveLockPath(const QString& folder) {
    return QDir(folder).filePath(QStringLiteral("lock"));
}

QString autosaveSessionPath(const QString& folder) {
    return QDir(folder).filePath(QStringLiteral("session"));
}

std::unique_ptr<QLockFile> makeAutosaveLock(const QString& folder) {
    auto lock = std::make_unique<QLockFile>(autosaveLockPath(folder));
    lock->setStaleLockTime(0);
    return lock;
}

void removeAutosaveFolder(const QString& folder, std::unique_ptr<QLockFile>& lock) {
    QDir dir(folder);
    for (const QString& name : dir.entryList(QDir::Files))
        if (dir.filePath(name) != autosaveLockPath(folder))
            dir.remove(name);
    lock.reset(); // unlocks, removing the lock file
    dir.removeRecursively();
}

Autosave::Autosave(std::vector<LabPage*> labs, std::function<QString()> shownLab, QObject* parent)
    : QObject(parent), m_labs(std::move(labs)), m_shownLab(std::move(shownLab)),
      m_timer(new QTimer(this)) {
    connect(m_timer, &QTimer::timeout, this, &Autosave::saveNow);
}

Autosave::~Autosave() = default;

QString Autosave::root() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave"));
}

int Autosave::intervalMs() {
    bool ok = false;
    const double seconds = qEnvironmentVariable("HASHLAB_AUTOSAVE_SECONDS").toDouble(&ok);
    if (!ok || !(seconds > 0) || seconds > kDefaultIntervalMs / 1000)
        return kDefaultIntervalMs;
    return std::max(1, static_cast<int>(std::lround(seconds * 1000)));
}

QString Autosave::start() {
    // A window starting at the same moment may hold the new folder's lock for an instant while
    // it looks for crashed copies: then another folder.
    QString folder;
    for (int attempt = 0; attempt < 3 && !m_lock; ++attempt) {
        folder = QDir(root()).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces));
        if (!QDir().mkpath(folder))
            return QStringLiteral("cannot make %1").arg(folder);
        m_lock = makeAutosaveLock(folder);
        if (!m_lock->tryLock(0)) {
            m_lock.reset();
            QDir(folder).removeRecursively();
        }
    }
    if (!m_lock)
        return QStringLiteral("cannot lock %1").arg(folder);
    m_folder = folder;
    for (LabPage* page : m_labs)
        m_written[page->labId()] = m_atStart[page->labId()] = scenarioText(*page);
    m_writtenShown = m_shownLab();
    m_timer->start(intervalMs());
    return {};
}

void Autosave::saveNow() {
    if (m_folder.isEmpty())
        return;
    bool any = false;
    for (LabPage* page : m_labs) {
        const QString id = page->labId();
        std::string text = scenarioText(*page);
        if (text == m_written[id])
            continue;
        const QString path = labFile(m_folder, id);
        if (text == m_atStart[id]) {
            QFile::remove(path); // back where it started: nothing to restore
        } else if (!writeFileAtomically(
                        path, QByteArray(text.data(), static_cast<qsizetype>(text.size())))
                        .isEmpty()) {
            continue; // a full disk: tried again next time
        }
        m_written[id] = std::move(text);
        any = true;
    }
    const QString shown = m_shownLab();
    if (!any && shown == m_writtenShown)
        return;
    const std::string session = nlohmann::json{{"shown", shown.toStdString()}}.dump();
    if (writeFileAtomically(autosaveSessionPath(m_folder),
                            QByteArray(session.data(), static_cast<qsizetype>(session.size())))
            .isEmpty())
        m_writtenShown = shown;
}

void Autosave::finish() {
    m_timer->stop();
    if (m_folder.isEmpty())
        return;
    removeAutosaveFolder(m_folder, m_lock);
    m_folder.clear();
}

} // namespace hashlab::app

#include "recovery.h"

#include "autosave.h"
#include "lab_page.h"
#include "scenario_io.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QMessageBox>
#include <QPushButton>

#include <nlohmann/json.hpp>

namespace hashlab::app {

namespace {

QString readShown(const QString& folder) {
    QFile f(autosaveSessionPath(folder));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const auto j = nlohmann::json::parse(f.read(4096).toStdString(), nullptr, false);
    return j.is_object() && j.contains("shown") && j["shown"].is_string()
               ? QString::fromStdString(j["shown"].get<std::string>())
               : QString();
}

} // namespace

std::unique_ptr<Recovery> Recovery::find() {
    std::unique_ptr<Recovery> best;
    const QDir root(Autosave::root());
    for (const QString& name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString folder = root.filePath(name);
        // An empty folder without a lock file may be a window's being made this instant.
        const bool hadLock = QFile::exists(autosaveLockPath(folder));
        auto lock = makeAutosaveLock(folder);
        if (!lock->tryLock(0))
            continue; // a running window's, or unreadable
        QStringList labs;
        QDateTime newest;
        for (const QFileInfo& f :
             QDir(folder).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            labs << f.completeBaseName();
            newest = std::max(newest, f.lastModified());
        }
        if (labs.isEmpty()) {
            lock.reset();
            if (hadLock)
                QDir(folder).removeRecursively(); // a crashed window that had changed nothing
            continue;
        }
        if (best && best->m_savedAt >= newest)
            continue; // the lock goes with `lock`: left for a later start
        best.reset(new Recovery);
        best->m_folder = folder;
        best->m_labs = labs;
        best->m_savedAt = newest;
        best->m_shown = readShown(folder);
        best->m_lock = std::move(lock);
    }
    return best;
}

Recovery::~Recovery() = default;

QString Recovery::restoreInto(const std::vector<LabPage*>& pages) {
    QStringList errors;
    for (const QString& id : m_labs) {
        LabPage* page = nullptr;
        for (LabPage* p : pages)
            if (p->labId() == id)
                page = p;
        if (!page)
            continue; // a lab this version does not have
        scenario::Scenario s;
        QString error = readScenarioFile(QDir(m_folder).filePath(id + QStringLiteral(".json")), &s);
        if (error.isEmpty())
            error = applyScenario(page, s);
        if (!error.isEmpty())
            errors << error;
    }
    discard();
    return errors.join(QLatin1Char('\n'));
}

void Recovery::discard() {
    if (m_folder.isEmpty())
        return;
    removeAutosaveFolder(m_folder, m_lock);
    m_folder.clear();
}

QString offerRecovery(QWidget* parent, Recovery& recovery, const std::vector<LabPage*>& pages,
                      QString* error) {
    QStringList titles;
    for (LabPage* page : pages)
        if (recovery.labIds().contains(page->labId()))
            titles << page->title();
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("recoveryDialog"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(QCoreApplication::translate("Recovery", "Restore your work?"));
    box.setText(QCoreApplication::translate("Recovery", "HashLab did not close normally."));
    box.setInformativeText(
        QCoreApplication::translate("Recovery",
                                    "Restore the labs as they were at %1: %2? Discard removes "
                                    "that copy; Not now keeps it for the next start.")
            .arg(QLocale().toString(recovery.savedAt(), QLocale::ShortFormat),
                 QLocale().createSeparatedList(titles)));
    QPushButton* restore =
        box.addButton(QCoreApplication::translate("Recovery", "Restore"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(QCoreApplication::translate("Recovery", "Discard"),
                                         QMessageBox::DestructiveRole);
    // Escape and the close button keep the copy: no key press loses the work.
    QPushButton* later =
        box.addButton(QCoreApplication::translate("Recovery", "Not now"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == discard) {
        recovery.discard();
        return {};
    }
    if (box.clickedButton() != restore)
        return {}; // kept for the next start
    const QString shown = recovery.shownLab();
    const QStringList labs = recovery.labIds();
    *error = recovery.restoreInto(pages);
    return shown.isEmpty() ? labs.value(0) : shown;
}

} // namespace hashlab::app

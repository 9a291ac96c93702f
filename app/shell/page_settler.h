#pragma once
// Lets a page built for an export (ExportDialog, AnimationDialog) finish its background work
// while the event loop runs, so the dialog stays responsive, shows progress and can cancel.
// Such a page is never shown, so its plots hold their work (BackgroundJob::deferWhileHidden);
// the held jobs of the widgets the exported part draws are started here, and wait() returns
// when none of the page's jobs runs. settleFor(part) afterwards finds the work done; whatever a
// lab still computes there itself (work no job of its holds) it computes as before.
#include "lab_page.h"

#include <QObject>

#include <functional>

class QEventLoop;

namespace hashlab::app {

class PageSettler : public QObject {
    Q_OBJECT
public:
    PageSettler(LabPage* page, ExportPart part, QObject* parent = nullptr);
    // Runs the event loop until the work is done (true) or cancel() is called (false; the
    // page's jobs are cancelled). `progress` gets the running jobs' mean percent.
    bool wait(const std::function<void(int percent)>& progress = {});
    void cancel();

private:
    bool draws(const QWidget* owner) const;
    int runningPercent(); // starts held jobs the part draws; -1 once none runs

    LabPage* m_page;
    ExportPart m_part;
    QEventLoop* m_loop = nullptr;
    bool m_cancelled = false;
};

} // namespace hashlab::app

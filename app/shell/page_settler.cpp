#include "page_settler.h"

#include "background_job.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

namespace hashlab::app {

PageSettler::PageSettler(LabPage* page, ExportPart part, QObject* parent)
    : QObject(parent), m_page(page), m_part(part) {}

bool PageSettler::draws(const QWidget* owner) const {
    if (!owner)
        return false;
    switch (m_part) {
    case ExportPart::Canvas:
        return false; // a canvas export waits for no plot (LabPage::settleCanvas)
    case ExportPart::Plot: {
        const QWidget* plot = m_page->exportPart(ExportPart::Plot);
        return plot && (plot == owner || plot->isAncestorOf(owner) || owner->isAncestorOf(plot));
    }
    case ExportPart::Page:
        return owner == m_page || owner->isVisibleTo(m_page); // a hidden tab is not drawn
    }
    return false;
}

int PageSettler::runningPercent() {
    int running = 0, sum = 0;
    for (BackgroundJob* job : m_page->findChildren<BackgroundJob*>()) {
        if (job->isHeld() && draws(job->owner()))
            job->release();
        if (job->isRunning()) {
            ++running;
            sum += job->percent();
        }
    }
    return running ? sum / running : -1;
}

bool PageSettler::wait(const std::function<void(int)>& progress) {
    m_cancelled = false;
    m_page->startSettling(m_part);
    if (runningPercent() < 0)
        return true;
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(40);
    connect(&poll, &QTimer::timeout, &loop, [&] {
        const int percent = runningPercent();
        if (percent < 0)
            loop.quit();
        else if (progress)
            progress(percent);
    });
    m_loop = &loop;
    poll.start();
    loop.exec();
    m_loop = nullptr;
    // A job's finished() is queued just before it stops running: deliver it, so settleFor()
    // finds the result instead of starting the work again.
    QCoreApplication::sendPostedEvents();
    if (m_cancelled)
        for (BackgroundJob* job : m_page->findChildren<BackgroundJob*>())
            job->cancel();
    return !m_cancelled;
}

void PageSettler::cancel() {
    m_cancelled = true;
    if (m_loop)
        m_loop->quit();
}

} // namespace hashlab::app

#include "background_job.h"

#include <QEvent>
#include <QMetaObject>
#include <QPointer>
#include <QThread>
#include <QThreadPool>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <utility>

#include <cmath>

namespace hashlab::app {

namespace {

// Not Qt's global pool: the raster paint engine splits some of its work over that pool and
// waits for it on the GUI thread, so while measurements held every thread of it (2 on a
// 2-core machine) the window could not paint until one finished: seconds frozen.
QThreadPool& jobPool() {
    static QThreadPool* pool = [] {
        auto* p = new QThreadPool;
        p->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
        return p;
    }();
    return *pool;
}

} // namespace

BackgroundJob::BackgroundJob(QObject* parent) : QObject(parent) {}

BackgroundJob::~BackgroundJob() {
    m_held = {};
    cancel();
    wait();
}

void BackgroundJob::deferWhileHidden(QWidget* owner) {
    m_owner = owner;
    owner->installEventFilter(this);
}

bool BackgroundJob::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_owner && event->type() == QEvent::Show && m_held)
        startNow(std::exchange(m_held, {}));
    return QObject::eventFilter(watched, event);
}

bool BackgroundJob::isRunning() const {
    return m_future.isRunning();
}

void BackgroundJob::release() {
    if (m_held)
        startNow(std::exchange(m_held, {}));
}

int BackgroundJob::percent() const {
    return m_run ? std::max(0, m_run->lastPercent.load()) : 0;
}

void BackgroundJob::wait() {
    if (m_held)
        startNow(std::exchange(m_held, {}));
    if (m_future.isValid())
        m_future.waitForFinished();
}

void BackgroundJob::cancel() {
    if (m_held) { // never started: it ends here, cancelled, like a run would
        m_held = {};
        m_wasCancelled = true;
        emit finished();
    }
    if (m_run)
        m_run->cancel.store(true);
}

void BackgroundJob::start(std::function<void(const hashlab::Progress&)> work) {
    if (m_owner && !m_owner->isVisible()) {
        if (m_run) // what was running is outdated, as in startNow; its finished() is dropped
            std::exchange(m_run, nullptr)->cancel.store(true);
        m_held = std::move(work);
        emit started();
        emit progressChanged(0);
        return;
    }
    startNow(std::move(work));
}

void BackgroundJob::startNow(std::function<void(const hashlab::Progress&)> work) {
    cancel();
    wait();
    auto run = std::make_shared<Run>();
    m_run = run;
    m_wasCancelled = false;
    QPointer<BackgroundJob> self(this);
    emit started();
    emit progressChanged(0);
    m_future = QtConcurrent::run(&jobPool(), [run, self, work = std::move(work)] {
        hashlab::Progress progress(&run->cancel, [run, self](double fraction) {
            const int percent =
                static_cast<int>(std::floor(std::clamp(fraction, 0.0, 1.0) * 100.0));
            if (run->lastPercent.exchange(percent) == percent)
                return;
            QMetaObject::invokeMethod(
                self.data(),
                [run, self, percent] {
                    if (self && self->m_run == run)
                        emit self->progressChanged(percent);
                },
                Qt::QueuedConnection);
        });
        work(progress);
        QMetaObject::invokeMethod(
            self.data(),
            [run, self] {
                if (!self || self->m_run != run)
                    return; // a newer run replaced this one
                self->m_wasCancelled = run->cancel.load();
                emit self->finished();
            },
            Qt::QueuedConnection);
    });
}

} // namespace hashlab::app

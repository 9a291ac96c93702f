#include "background_job.h"

#include <QMetaObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

#include <cmath>

namespace hashlab::app {

BackgroundJob::BackgroundJob(QObject* parent) : QObject(parent) {}

BackgroundJob::~BackgroundJob() {
    cancel();
    wait();
}

bool BackgroundJob::isRunning() const {
    return m_future.isRunning();
}

void BackgroundJob::wait() {
    if (m_future.isValid())
        m_future.waitForFinished();
}

void BackgroundJob::cancel() {
    if (m_run)
        m_run->cancel.store(true);
}

void BackgroundJob::start(std::function<void(const hashlab::Progress&)> work) {
    cancel();
    wait();
    auto run = std::make_shared<Run>();
    m_run = run;
    m_wasCancelled = false;
    QPointer<BackgroundJob> self(this);
    emit started();
    emit progressChanged(0);
    m_future = QtConcurrent::run([run, self, work = std::move(work)] {
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

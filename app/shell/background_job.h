#pragma once
// Runs one heavy computation off the GUI thread with progress and cancellation.
//   job->start([](const hashlab::Progress& p) { ...core work polling p.cancelled()... });
// finished() arrives on the GUI thread after the work returns (also after a cancel, with
// wasCancelled() true). Destroying the job cancels and waits, so closing a window mid-computation
// exits cleanly. Starting while running cancels the previous run first.
#include "hashlab/common/progress.h"

#include <QFuture>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace hashlab::app {

class BackgroundJob : public QObject {
    Q_OBJECT
public:
    explicit BackgroundJob(QObject* parent = nullptr);
    ~BackgroundJob() override;

    void start(std::function<void(const hashlab::Progress&)> work);
    bool isRunning() const;
    bool wasCancelled() const { return m_wasCancelled; }
    void wait(); // blocks until the work returns (tests, shutdown)

public Q_SLOTS:
    void cancel();

Q_SIGNALS:
    void started();
    void progressChanged(int percent); // 0..100, throttled to changes of a whole percent
    void finished();

private:
    struct Run {
        std::atomic<bool> cancel{false};
        std::atomic<int> lastPercent{-1};
    };
    std::shared_ptr<Run> m_run;
    QFuture<void> m_future;
    bool m_wasCancelled = false;
};

} // namespace hashlab::app

#pragma once
// Runs one heavy computation off the GUI thread with progress and cancellation.
//   job->start([](const hashlab::Progress& p) { ...core work polling p.cancelled()... });
// finished() arrives on the GUI thread after the work returns (also after a cancel, with
// wasCancelled() true). Destroying the job cancels and waits, so closing a window mid-computation
// exits cleanly. Starting while running cancels the previous run first.
//
// deferWhileHidden(w): a start() while `w` is not on screen is held (the last one wins) and runs
// when `w` is shown, or at once when someone wait()s for it. The main window builds every lab at
// start-up, and their plots used to compute measured points for tabs nobody had opened yet: the
// collisions lab alone ran ~17 s of CPU of birthday trials in the background of every window.
#include "hashlab/common/progress.h"

#include <QFuture>
#include <QObject>

class QWidget;

#include <atomic>
#include <functional>
#include <memory>

namespace hashlab::app {

class BackgroundJob : public QObject {
    Q_OBJECT
public:
    explicit BackgroundJob(QObject* parent = nullptr);
    ~BackgroundJob() override;

    void deferWhileHidden(QWidget* owner);
    void start(std::function<void(const hashlab::Progress&)> work);
    bool isRunning() const; // a start held for a hidden owner is not running yet
    bool isHeld() const { return bool(m_held); }
    QWidget* owner() const { return m_owner; } // the widget given to deferWhileHidden, or null
    void release();                            // runs a held start now, on the thread pool
    int percent() const; // of the current run, 0..100 (0 before its first report)
    bool wasCancelled() const { return m_wasCancelled; }
    void wait(); // blocks until the work returns (tests, shutdown)

public Q_SLOTS:
    void cancel();

Q_SIGNALS:
    void started();
    void progressChanged(int percent); // 0..100, throttled to changes of a whole percent
    void finished();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void startNow(std::function<void(const hashlab::Progress&)> work);
    struct Run {
        std::atomic<bool> cancel{false};
        std::atomic<int> lastPercent{-1};
    };
    std::shared_ptr<Run> m_run;
    QFuture<void> m_future;
    bool m_wasCancelled = false;
    QWidget* m_owner = nullptr;
    std::function<void(const hashlab::Progress&)> m_held;
};

} // namespace hashlab::app

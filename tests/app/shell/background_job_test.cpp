// BackgroundJob: where its work runs, holding while hidden, release and progress.
#include "shell/background_job.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>
#include <QWidget>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>
#include <vector>

namespace {

using namespace hashlab::app;

// Qt's raster engine splits large fills over QThreadPool::globalInstance() and waits for them
// on the GUI thread: measurements that filled that pool froze the window's painting (the export
// dialog's progress bar stayed hidden for a whole measurement). Jobs must leave it free.
TEST(BackgroundJob, RunsOutsideTheThreadPoolThatPaintingUses) {
    std::atomic<bool> release{false};
    std::atomic<int> started{0};
    const int n = QThreadPool::globalInstance()->maxThreadCount() + 1;
    std::vector<std::unique_ptr<BackgroundJob>> jobs;
    for (int i = 0; i < n; ++i) {
        jobs.push_back(std::make_unique<BackgroundJob>());
        jobs.back()->start([&](const hashlab::Progress&) {
            ++started;
            for (int ms = 0; ms < 20'000 && !release; ++ms)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
        });
    }
    for (int ms = 0; ms < 5'000 && started < 2; ++ms)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    EXPECT_GE(started.load(), 2);
    EXPECT_EQ(QThreadPool::globalInstance()->activeThreadCount(), 0);
    release = true;
    for (auto& job : jobs)
        job->wait();
}

TEST(BackgroundJob, AHeldStartRunsOnReleaseAndReportsItsProgress) {
    QWidget owner; // never shown
    BackgroundJob job;
    job.deferWhileHidden(&owner);
    std::atomic<bool> ran{false};
    std::atomic<bool> goOn{false};
    job.start([&](const hashlab::Progress& p) {
        p.report(0.5);
        for (int ms = 0; ms < 20'000 && !goOn; ++ms)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        ran = true;
    });
    EXPECT_TRUE(job.isHeld());
    EXPECT_FALSE(job.isRunning());
    EXPECT_EQ(job.owner(), &owner);
    job.release();
    EXPECT_FALSE(job.isHeld());
    EXPECT_TRUE(job.isRunning());
    for (int ms = 0; ms < 5'000 && job.percent() == 0; ++ms)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    EXPECT_EQ(job.percent(), 50);
    goOn = true;
    job.wait();
    EXPECT_TRUE(ran);
    job.release(); // nothing held: nothing runs again
    EXPECT_FALSE(job.isRunning());
}

} // namespace

// Responsiveness at the limits: for each lab, its heaviest computation is started through the
// lab's own API at its largest allowed size while a 10 ms QTimer measures the event loop's
// largest gap and the GUI thread's CPU time within it (heavy work must stay off the GUI thread:
// asserted on the thread's CPU time, which a loaded machine does not inflate); then the lab's
// Cancel button must stop the job, and deleting the page mid-computation must cancel it (the
// BackgroundJob destructor cancels and waits). Wall-clock figures (the largest gap, how fast
// Cancel and the delete return) are printed and recorded as test properties but not asserted:
// on a shared machine they measure the machine. Their goals live in tests/benchmarks
// (cancel_bench.cpp).
#include "labs/bloom/bloom_plot_panel.h"
#include "labs/collisions/birthday_plot.h"
#include "labs/collisions/collisions_lab.h"
#include "labs/collisions/experiment_panel.h"
#include "labs/ring/ring_compare_view.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/tables/probing_plot.h"
#include "shell/background_job.h"
#include "shell/lab_page.h"
#include "shell/lab_registry.h"
#include "shell/progress_panel.h"

#include "hashlab/collisions/experiment.h"
#include "support/settle.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <algorithm>
#include <ctime>
#include <functional>
#include <iostream>
#include <memory>

namespace {

using namespace hashlab::app;

constexpr double kMaxBusyMs = 100; // GUI-thread work between two ticks of the event loop
constexpr int kObserveMs = 4000;   // watch a run this long at most (then it is cancelled)

// Records the largest gap between ticks of a 10 ms timer: any blocking work on the GUI thread
// (including the synchronous part of starting a job and the landing of its result) shows up.
// Two measures: the wall-clock gap (what a user sees), and the GUI thread's own CPU time within
// the gap. On a shared CI machine the wall gap also holds time the thread merely waited to be
// scheduled; the CPU measure does not, so it is the one asserted against 100 ms.
class LoopWatch {
public:
    LoopWatch() {
        m_timer.setInterval(10);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { tick(); });
        m_clock.start();
        m_cpu = threadCpuMs();
        m_timer.start();
    }
    qint64 worstGapMs() const { return std::max(m_worst, m_clock.elapsed()); }
    double worstBusyMs() const { return std::max(m_worstBusy, threadCpuMs() - m_cpu); }

private:
    static double threadCpuMs() {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
    }
    void tick() {
        m_worst = std::max(m_worst, m_clock.restart());
        const double cpu = threadCpuMs();
        m_worstBusy = std::max(m_worstBusy, cpu - m_cpu);
        m_cpu = cpu;
    }
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_worst = 0;
    double m_cpu = 0, m_worstBusy = 0;
};

void settle(QWidget* page) {
    // Jobs a page starts by itself (default plots) finish first, so they do not blur the figures.
    for (auto* job : page->findChildren<BackgroundJob*>())
        ASSERT_TRUE(QTest::qWaitFor([job] { return !job->isRunning(); }, 60000));
    hashlab::test::settlePosted();
}

// The visible Cancel button of the ProgressPanel inside `scope` (panels hide while idle).
QPushButton* cancelButtonIn(QWidget* scope) {
    for (auto* panel : scope->findChildren<ProgressPanel*>())
        if (!panel->isHidden() && panel->cancelButton()->isEnabled())
            return panel->cancelButton();
    return nullptr;
}

struct Heavy {
    QString lab;
    QString what;
    // Starts the heaviest computation on `page`; returns its job and the widget holding its
    // progress panel.
    std::function<std::pair<BackgroundJob*, QWidget*>(LabPage* page)> start;
    // Brings the page to the limit before anything is measured (optional).
    std::function<void(LabPage* page)> prepare = {};
};

void checkLab(const Heavy& heavy) {
    SCOPED_TRACE(heavy.lab.toStdString() + ": " + heavy.what.toStdString());
    const std::string key = heavy.lab.toStdString();

    // 1. Event-loop latency over a whole run (or kObserveMs of it), including the result landing.
    auto* page = createLab(heavy.lab, nullptr);
    ASSERT_NE(page, nullptr);
    page->resize(1280, 720);
    page->show();
    ASSERT_NO_FATAL_FAILURE(settle(page));
    if (heavy.prepare) {
        heavy.prepare(page);
        ASSERT_NO_FATAL_FAILURE(settle(page));
    }
    qint64 worst = 0, runMs = 0;
    double busy = 0;
    bool completed = false;
    {
        LoopWatch watch;
        QElapsedTimer clock;
        clock.start();
        auto [job, scope] = heavy.start(page);
        ASSERT_NE(job, nullptr);
        completed = QTest::qWaitFor([job = job] { return !job->isRunning(); }, kObserveMs);
        runMs = clock.elapsed();
        // Not a wait for a condition: the watch measures the GUI thread over this window, while
        // the result lands and is drawn.
        QTest::qWait(150);
        worst = watch.worstGapMs();
        busy = watch.worstBusyMs();
        if (!completed) {
            job->cancel();
            job->wait();
            hashlab::test::settlePosted();
        }
    }
    EXPECT_LT(busy, kMaxBusyMs) << "heavy work on the GUI thread";

    // 2. Cancel through the lab's own button.
    qint64 cancelMs = -1;
    {
        auto [job, scope] = heavy.start(page);
        // Click as soon as the Cancel button shows (a fixed wait made the check depend on the
        // machine's load: the fastest computations could end inside it).
        ASSERT_TRUE(
            QTest::qWaitFor([&] { return cancelButtonIn(scope) || !job->isRunning(); }, 1000))
            << "neither a visible Cancel button nor the end of the computation within 1 s";
        ASSERT_TRUE(job->isRunning()) << "the computation ended before Cancel could be tested";
        QPushButton* cancel = cancelButtonIn(scope);
        ASSERT_NE(cancel, nullptr) << "no visible Cancel button";
        bool finished = false;
        QObject::connect(job, &BackgroundJob::finished, page, [&finished] { finished = true; });
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(cancel, Qt::LeftButton);
        EXPECT_TRUE(QTest::qWaitFor([&] { return finished && !job->isRunning(); }, 5000));
        cancelMs = clock.elapsed();
        EXPECT_TRUE(job->wasCancelled());
    }

    // 3. Delete the page mid-computation.
    qint64 deleteMs = -1;
    {
        auto [job, scope] = heavy.start(page);
        QTest::qWait(30); // not a wait for a condition: the page is deleted 30 ms into the work
        EXPECT_TRUE(job->isRunning());
        QPointer<BackgroundJob> watched(job);
        QElapsedTimer clock;
        clock.start();
        delete page;
        deleteMs = clock.elapsed();
        EXPECT_TRUE(watched.isNull());
        // A wait that asserts nothing happens: queued results of the dead job must not crash.
        QTest::qWait(50);
    }

    std::cout << "[responsiveness] " << key << " (" << heavy.what.toStdString()
              << "): worst event-loop gap " << worst
              << " ms (most GUI-thread CPU between two ticks " << static_cast<int>(busy)
              << " ms) over " << runMs << " ms"
              << (completed ? " (ran to completion)" : " (observed, then cancelled)") << "; cancel "
              << cancelMs << " ms; delete mid-run " << deleteMs << " ms" << std::endl;
    testing::Test::RecordProperty(key + "_worst_gap_ms", static_cast<int>(worst));
    testing::Test::RecordProperty(key + "_worst_busy_ms", static_cast<int>(busy));
    testing::Test::RecordProperty(key + "_cancel_ms", static_cast<int>(cancelMs));
    testing::Test::RecordProperty(key + "_delete_ms", static_cast<int>(deleteMs));
}

template <typename T>
T* only(QWidget* page) {
    auto all = page->findChildren<T*>();
    EXPECT_EQ(all.size(), 1);
    return all.isEmpty() ? nullptr : all.front();
}

// The ring at its limits: 63 nodes of 1,000 vnodes, 1,000,000 keys; the heaviest action is a node
// change (two placements, every key assigned twice, the migration and its trace).
RingState ringAtLimits() {
    const std::unique_ptr<LabPage> page(createLab("ring", nullptr));
    RingState s = qobject_cast<RingLab*>(page.get())->model()->state();
    s.config.nodes.clear();
    for (int i = 0; i < ringlimits::kMaxGuiNodes - 1; ++i)
        s.config.nodes.push_back({"node-" + std::to_string(i), 1.0});
    s.config.vnodes = ringlimits::kMaxGuiVnodes;
    s.failed.clear();
    s.keyCount = ringlimits::kMaxKeys;
    return s;
}

TEST(Responsiveness, RingNodeChangeAtLimits) {
    checkLab(
        {"ring", "add/remove a node: 63 nodes x 1,000 vnodes, 1,000,000 keys",
         [](LabPage* page) {
             RingModel* model = qobject_cast<RingLab*>(page)->model();
             const auto& nodes = model->state().config.nodes;
             const bool present = std::any_of(nodes.begin(), nodes.end(),
                                              [](const auto& n) { return n.name == "extra"; });
             EXPECT_TRUE(
                 (present ? model->removeNode("extra") : model->addNode("extra", 1.0)).isEmpty());
             return std::pair<BackgroundJob*, QWidget*>{model->job(), page};
         },
         [](LabPage* page) {
             RingModel* model = qobject_cast<RingLab*>(page)->model();
             EXPECT_TRUE(model->resetTo(ringAtLimits()).isEmpty());
             model->waitIdle();
         }});
}

TEST(Responsiveness, RingCompareAtMillionKeys) {
    checkLab({"ring", "compare view, 1,000,000 keys, 1,000 vnodes per node",
              [](LabPage* page) {
                  RingCompareView* compare = qobject_cast<RingLab*>(page)->compareView();
                  compare->run();
                  return std::pair<BackgroundJob*, QWidget*>{compare->job(), compare};
              },
              [](LabPage* page) {
                  RingModel* model = qobject_cast<RingLab*>(page)->model();
                  EXPECT_TRUE(model->resetTo(ringAtLimits()).isEmpty());
                  model->waitIdle();
                  // Its tab is open, as the user's would be (hidden views compute when shown);
                  // opened here, so the tab's first layout is not counted as the computation's.
                  page->findChild<QTabWidget*>()->setCurrentWidget(
                      qobject_cast<RingLab*>(page)->compareView());
              }});
}

TEST(Responsiveness, ProbingMeasurement) {
    checkLab(
        {"probing", "probe-count plot measurement", [](LabPage* page) {
             auto* plot = only<ProbingPlot>(page);
             plot->measure();
             return std::pair<BackgroundJob*, QWidget*>{plot->findChild<BackgroundJob*>(), plot};
         }});
}

TEST(Responsiveness, BloomSweepAtLargestQueries) {
    checkLab(
        {"bloom", "FP sweep, n and queries at their maxima", [](LabPage* page) {
             auto* panel = only<BloomPlotPanel>(page);
             panel->nSpin()->setValue(panel->nSpin()->maximum());
             panel->queriesSpin()->setValue(panel->queriesSpin()->maximum());
             panel->startMeasurement();
             return std::pair<BackgroundJob*, QWidget*>{panel->findChild<BackgroundJob*>(), panel};
         }});
}

TEST(Responsiveness, CollisionsExperimentAtLargestN) {
    checkLab(
        {"collisions", "experiment, 20,000,000 keys", [](LabPage* page) {
             EXPECT_TRUE(static_cast<CollisionsLab*>(page)->showTab(QStringLiteral("birthday")));
             auto* panel = only<ExperimentPanel>(page);
             panel->keysBox()->setValue(static_cast<int>(hashlab::collisions::kMaxExperimentKeys));
             panel->bitsBox()->setValue(40);
             panel->run();
             return std::pair<BackgroundJob*, QWidget*>{panel->findChild<BackgroundJob*>(), panel};
         }});
}

TEST(Responsiveness, CollisionsBirthdayPlot) {
    checkLab(
        {"collisions", "birthday plot (curves to 10^7 and measured points)", [](LabPage* page) {
             EXPECT_TRUE(static_cast<CollisionsLab*>(page)->showTab(QStringLiteral("birthday")));
             auto* plot = only<BirthdayPlot>(page);
             plot->recompute();
             return std::pair<BackgroundJob*, QWidget*>{plot->findChild<BackgroundJob*>(), plot};
         }});
}

} // namespace

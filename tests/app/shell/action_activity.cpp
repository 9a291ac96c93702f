// What each lab really computes off the GUI thread, started as its own button starts it: the
// "background computation running" state of the action matrix (action_harness.h).
#include "action_harness.h"

#include "labs/bloom/bloom_plot_panel.h"
#include "labs/collisions/birthday_plot.h"
#include "labs/ring/ring_trials_view.h"
#include "labs/tables/real_speed_tab.h"
#include "shell/background_job.h"
#include "shell/lab_page.h"

#include <QPushButton>

namespace hashlab::app::testing {

void startComputing(LabPage* page) {
    if (auto* trials = page->findChild<RingTrialsView*>())
        trials->runButton()->click(); // failure trials
    if (auto* speed = page->findChild<RealSpeedTab*>())
        speed->startButton()->click(); // the real-speed sweep
    if (auto* plot = page->findChild<BloomPlotPanel*>())
        plot->measureButton()->click(); // the false-positive plot
    if (auto* birthday = page->findChild<BirthdayPlot*>())
        birthday->recompute(); // the birthday trials
    // A plot on a tab nobody opened holds its start until shown (BackgroundJob::deferWhileHidden).
    for (BackgroundJob* job : page->findChildren<BackgroundJob*>())
        if (job->isHeld())
            job->release();
}

} // namespace hashlab::app::testing

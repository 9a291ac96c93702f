// The "Failure trials" tab driven like a user: choose R, racks and trials, run, cancel; the plot
// and the summary must show what core computes for the ring's keys and nodes.
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_trials_view.h"
#include "shell/background_job.h"
#include "shell/progress_panel.h"

#include "hashlab/ring/failure_trials.h"

#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

#include <qcustomplot.h>

#include <gtest/gtest.h>

namespace {

using namespace hashlab;
using namespace hashlab::app;

RingState nineNodesOneDown(int keys) {
    RingState s;
    s.config.vnodes = 20;
    for (const char* n : {"A", "B", "C", "D", "E", "F", "G", "H", "I"})
        s.config.nodes.push_back({n, 1});
    s.failed = {"B"};
    s.keyCount = keys;
    return s;
}

ring::FailureTrials expected(const RingState& s, int r, int racks, bool aware, int trials,
                             std::uint64_t seed = RingTrialsView::kSeed) {
    auto p = ring::build(s.config);
    const auto hashes = *(*p)->hashKeys(labKeys(s));
    const auto setup = RingTrialsView::setupFor(s, r, racks, aware);
    return *ring::runFailureTrials(**p, setup, hashes, trials, seed);
}

RingTrialsView* trialsTab(RingLab& lab) {
    auto* view = lab.findChild<RingTrialsView*>();
    auto* tabs = lab.findChild<QTabWidget*>();
    tabs->setCurrentIndex(2); // "Failure trials", as a click on it does
    return view;
}

void finish(RingTrialsView* v) {
    v->job()->wait();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

TEST(RingTrials, RunShowsCoresTrialsPlainAndRackAware) {
    RingLab lab;
    const RingState s = nineNodesOneDown(3000);
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    lab.resize(1400, 900);
    lab.show();
    RingTrialsView* v = trialsTab(lab);
    v->replicasBox()->setValue(3);
    v->racksBox()->setValue(3);
    v->trialsBox()->setValue(300);
    QTest::mouseClick(v->runButton(), Qt::LeftButton);
    finish(v);
    ASSERT_TRUE(v->plain() && v->rackAware());
    const auto plain = expected(s, 3, 3, false, 300);
    const auto aware = expected(s, 3, 3, true, 300);
    EXPECT_EQ(v->plain()->failures, plain.failures);
    EXPECT_EQ(v->rackAware()->failures, aware.failures);
    EXPECT_EQ(v->rackAware()->distinctSets, aware.distinctSets);
    // The plot: one step line each, the CDF in percent at 0 .. 8 live nodes.
    ASSERT_EQ(v->plot()->graphCount(), 2);
    for (int g = 0; g < 2; ++g) {
        const auto& want = g == 0 ? plain : aware;
        auto* data = v->plot()->graph(g)->data().data();
        ASSERT_EQ(data->size(), 9);
        for (int k = 0; k < 9; ++k)
            EXPECT_DOUBLE_EQ(data->at(k)->value, 100.0 * want.cdf(static_cast<std::size_t>(k)));
    }
    const QString text = v->summary()->text();
    EXPECT_TRUE(text.contains(QLocale().toString(plain.mean(), 'f', 2))) << text.toStdString();
    EXPECT_TRUE(text.contains(QLocale().toString(aware.mean(), 'f', 2))) << text.toStdString();
}

TEST(RingTrials, CancelKeepsTheLastRunAndSaysSo) {
    RingLab lab;
    ASSERT_TRUE(lab.model()->resetTo(nineNodesOneDown(200000)).isEmpty());
    lab.model()->waitIdle();
    lab.resize(1400, 900);
    lab.show();
    RingTrialsView* v = trialsTab(lab);
    v->trialsBox()->setValue(20);
    QTest::mouseClick(v->runButton(), Qt::LeftButton);
    finish(v);
    ASSERT_TRUE(v->plain().has_value());
    const std::vector<std::uint32_t> first = v->plain()->failures;
    EXPECT_EQ(first.size(), 20u);
    // A long run, cancelled at once: the job stops, the first run stays on show.
    v->trialsBox()->setValue(RingTrialsView::kMaxTrials);
    QTest::mouseClick(v->runButton(), Qt::LeftButton);
    EXPECT_TRUE(v->job()->isRunning());
    QTest::mouseClick(v->progressPanel()->cancelButton(), Qt::LeftButton);
    finish(v);
    EXPECT_TRUE(v->job()->wasCancelled());
    ASSERT_TRUE(v->plain().has_value());
    EXPECT_EQ(v->plain()->failures, first);
    EXPECT_EQ(v->plot()->graphCount(), 2);
    EXPECT_TRUE(v->summary()->text().contains(QStringLiteral("Cancelled")));
}

TEST(RingTrials, MoreReplicasThanNodesIsRefusedWithTheReason) {
    RingLab lab;
    RingState s = nineNodesOneDown(100);
    s.config.nodes.resize(4);
    s.failed.clear();
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    RingTrialsView* v = trialsTab(lab);
    v->replicasBox()->setValue(5);
    QTest::mouseClick(v->runButton(), Qt::LeftButton);
    EXPECT_FALSE(v->job()->isRunning());
    EXPECT_TRUE(v->summary()->text().contains(QStringLiteral("replicas")))
        << v->summary()->text().toStdString();
    EXPECT_EQ(v->plot()->graphCount(), 0);
}

// Racks set on the nodes are the racks the trials use: the Racks box greys out, and the result is
// core's for those racks (three racks of unequal size here, not a round-robin deal).
TEST(RingTrials, TheNodesOwnRacksAreUsed) {
    RingLab lab;
    RingState s = nineNodesOneDown(2000);
    s.racks = {{"A", "r1"}, {"B", "r1"}, {"C", "r1"}, {"D", "r1"}, {"E", "r2"},
               {"F", "r2"}, {"G", "r3"}, {"H", "r3"}, {"I", "r3"}};
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    lab.resize(1400, 900);
    lab.show();
    RingTrialsView* v = trialsTab(lab);
    QCoreApplication::processEvents();
    EXPECT_FALSE(v->racksBox()->isEnabled());
    v->replicasBox()->setValue(3);
    v->trialsBox()->setValue(200);
    QTest::mouseClick(v->runButton(), Qt::LeftButton);
    finish(v);
    ASSERT_TRUE(v->rackAware());
    const auto own = expected(s, 3, 3, true, 200);
    EXPECT_EQ(v->rackAware()->failures, own.failures);
    EXPECT_EQ(v->rackAware()->distinctSets, own.distinctSets);
    RingState dealt = s;
    dealt.racks.clear();
    EXPECT_NE(expected(dealt, 3, 3, true, 200).distinctSets, own.distinctSets)
        << "the test cannot tell the nodes' racks from a round-robin deal";
}

// The tab's boxes are saved in the scenario and come back on load; the seed is the one the run
// uses; a file from before the trials were saved opens with the tab's first values; a bad value
// is refused before anything changes.
TEST(RingTrials, SettingsAreSavedInTheScenarioAndTheSeedIsUsed) {
    RingLab lab;
    const RingState s = nineNodesOneDown(1500);
    ASSERT_TRUE(lab.model()->resetTo(s).isEmpty());
    RingTrialsView* v = trialsTab(lab);
    v->replicasBox()->setValue(3);
    v->racksBox()->setValue(4);
    v->trialsBox()->setValue(150);
    v->seedBox()->setValue(77);
    const nlohmann::json saved = lab.saveState();

    RingLab other;
    ASSERT_TRUE(other.loadState(saved).isEmpty());
    RingTrialsView* w = trialsTab(other);
    EXPECT_EQ(w->replicasBox()->value(), 3);
    EXPECT_EQ(w->racksBox()->value(), 4);
    EXPECT_EQ(w->trialsBox()->value(), 150);
    EXPECT_EQ(w->seedBox()->value(), 77);
    QTest::mouseClick(w->runButton(), Qt::LeftButton);
    finish(w);
    // Rack-aware lists survive a varying number of failures: the seed shows in the trials.
    ASSERT_TRUE(w->rackAware().has_value());
    const auto want = expected(s, 3, 4, true, 150, 77);
    EXPECT_EQ(w->rackAware()->failures, want.failures);
    EXPECT_NE(expected(s, 3, 4, true, 150, 1).failures, want.failures)
        << "seed 77 and seed 1 give the same trials: the test cannot see the seed";

    nlohmann::json bad = saved;
    bad["trials"]["trials"] = RingTrialsView::kMaxTrials + 1;
    bad["trials"]["seed"] = 5;
    EXPECT_TRUE(other.loadState(bad).contains(QStringLiteral("trials")));
    EXPECT_EQ(w->seedBox()->value(), 77);
    EXPECT_EQ(w->trialsBox()->value(), 150);

    nlohmann::json old = saved;
    old.erase("trials");
    w->replicasBox()->setValue(2);
    ASSERT_TRUE(other.loadState(old).isEmpty());
    EXPECT_EQ(w->replicasBox()->value(), 3);
    EXPECT_EQ(w->trialsBox()->value(), 1000);
    EXPECT_EQ(w->seedBox()->value(), static_cast<int>(RingTrialsView::kSeed));
}

} // namespace

// The ring lab's one-state lessons became guided lessons (issue 15): "Why modulo hashing fails",
// "A node dies" and "Virtual nodes fix skew". Each is walked through the window's lesson runner
// to the step that asks, and the answer, explanation and captions are checked against what the
// ring lab computes there.
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/lesson_figures.h"
#include "support/lesson_window.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>

namespace {

using namespace hashlab::app;
using hashlab::app::testing::en;
using hashlab::app::testing::LessonWindow;

struct Measured {
    std::uint64_t moved = 0;
    double maxOverMean = 0;
    std::map<std::string, std::uint64_t> load;    // per node, after any change
    std::map<std::string, std::uint64_t> movedTo; // where moved keys went
    std::map<std::string, std::uint64_t> movedFrom;
};

Measured measure(RingLab* lab) {
    Measured m;
    if (!lab)
        return m;
    const auto s = lab->model()->snapshot();
    m.maxOverMean = s->load.maxOverMean;
    const auto nodes = s->state.activeConfig().nodes; // the loads' order
    for (std::size_t i = 0; i < nodes.size() && i < s->load.counts.size(); ++i)
        m.load[nodes[i].name] = s->load.counts[i];
    if (s->hasChange) {
        const auto& mig = s->migration;
        m.moved = mig.moved;
        m.load.clear();
        for (std::size_t n = 0; n < mig.toNodes.size(); ++n)
            m.load[mig.toNodes[n]] = s->load.counts[n];
        for (std::size_t key = 0; key < mig.before.size(); ++key)
            if (mig.fromNodes[mig.before[key]] != mig.toNodes[mig.after[key]]) {
                ++m.movedTo[mig.toNodes[mig.after[key]]];
                ++m.movedFrom[mig.fromNodes[mig.before[key]]];
            }
    }
    return m;
}

std::string withCommas(std::uint64_t n) {
    std::string s = std::to_string(n);
    for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3)
        s.insert(static_cast<std::size_t>(i), ",");
    return s;
}

std::string twoPlaces(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", x);
    return buf;
}

TEST(RingLessons, ModuloFailsMovesTenInElevenAndTheRingOneInEleven) {
    LessonWindow w("ring_modulo_fails");
    ASSERT_EQ(w.runner()->count(), 4);
    const Measured modulo = measure(w.labAt<RingLab>(0));
    EXPECT_EQ(w.step().question->answer, static_cast<double>(modulo.moved));
    EXPECT_NEAR(static_cast<double>(modulo.moved) / 5000.0, 10.0 / 11, 0.02);
    // The explanation quotes {moved}: the lab's own count, filled in as the class reads it.
    EXPECT_SAYS(hashlab::app::LessonFigures::instance()
                    .fill(en(w.step().question->explanation))
                    .toStdString(),
                withCommas(modulo.moved));

    const Measured ring = measure(w.labAt<RingLab>(1));
    EXPECT_EQ(w.step().question->answer, static_cast<double>(ring.moved));
    ASSERT_EQ(ring.movedTo.size(), 1u);
    EXPECT_EQ(ring.movedTo.begin()->first, "s10");
    EXPECT_NEAR(static_cast<double>(ring.moved) / 5000.0, 1.0 / 11, 0.02);

    // Every one of the ten old servers gave keys to s10, in the uneven shares the answer names.
    const Measured gave = measure(w.labAt<RingLab>(2));
    EXPECT_EQ(gave.movedFrom.size(), 10u);
    EXPECT_EQ(w.step().question->correct, 1u);
    const auto [least, most] =
        std::minmax_element(gave.movedFrom.begin(), gave.movedFrom.end(),
                            [](const auto& a, const auto& b) { return a.second < b.second; });
    EXPECT_SAYS(en(w.step().question->explanation),
                "from " + std::to_string(least->second) + " to " + std::to_string(most->second));
}

TEST(RingLessons, ANodeDiesMovesOnlyItsKeysToTheServersAfterItsPoints) {
    LessonWindow w("ring_node_dies");
    ASSERT_EQ(w.runner()->count(), 4);
    const Measured before = measure(w.labAt<RingLab>(0));
    EXPECT_EQ(w.step().question->answer, static_cast<double>(before.load.at("C")));

    const Measured dies = measure(w.labAt<RingLab>(1));
    EXPECT_EQ(dies.moved, before.load.at("C"));
    EXPECT_EQ(dies.movedFrom.size(), 1u); // only C's keys
    const std::string why = en(w.step().question->explanation);
    for (const auto& [node, count] : dies.movedTo)
        EXPECT_SAYS(why, std::to_string(count) + " to " + node);
    for (const char* survivor : {"A", "B", "D", "E"})
        if (!dies.movedTo.count(survivor)) {
            EXPECT_SAYS(why, std::string("none to ") + survivor);
        }
    EXPECT_EQ(w.step().question->correct, 1u);

    w.stepTo(2);
    const std::string caption = en(w.step().caption);
    for (const auto& [node, count] : dies.load)
        EXPECT_SAYS(caption, node + " " + withCommas(count));
}

TEST(RingLessons, VirtualNodesBringMaxOverMeanDown) {
    LessonWindow w("ring_vnodes_fix_skew");
    ASSERT_EQ(w.runner()->count(), 4);
    double ratio[4] = {};
    ratio[0] = measure(w.labAt<RingLab>(0)).maxOverMean;
    EXPECT_SAYS(en(w.step().caption), twoPlaces(ratio[0]));
    // The two choices: 10 points give 1.1 to 1.5 (choice 1), 100 give 1.1 to 1.3 (choice 0).
    const struct {
        std::size_t correct;
        double low, high;
    } choices[] = {{1, 1.1, 1.5}, {0, 1.1, 1.3}};
    for (int i = 1; i <= 2; ++i) {
        const auto& q = *w.step().question;
        ratio[i] = measure(w.labAt<RingLab>(i)).maxOverMean;
        EXPECT_EQ(q.correct, choices[i - 1].correct) << i;
        EXPECT_GE(ratio[i], choices[i - 1].low) << i;
        EXPECT_LE(ratio[i], choices[i - 1].high) << i;
        EXPECT_SAYS(en(q.explanation), twoPlaces(ratio[i]));
        EXPECT_SAYS(en(w.step().caption), twoPlaces(ratio[i]));
    }
    const auto& q1000 = *w.step().question;
    ratio[3] = measure(w.labAt<RingLab>(3)).maxOverMean;
    EXPECT_NEAR(q1000.answer, ratio[3], 0.005);
    EXPECT_LT(ratio[3], ratio[2]);
    EXPECT_SAYS(en(w.step().caption), twoPlaces(ratio[0]) + " → " + twoPlaces(ratio[1]) + " → " +
                                          twoPlaces(ratio[2]) + " → " + twoPlaces(ratio[3]));
}

} // namespace

// The guided lesson "Consistent hashing, step by step": every number its questions and
// explanations state is the one the ring lab computes for the step's state.
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/lesson_figures.h"
#include "shell/scenario_io.h"

#include <QLocale>
#include <QString>

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <string>

namespace {

using namespace hashlab::app;

struct Measured {
    std::uint64_t moved = 0;
    std::uint64_t maxLoad = 0;
    std::map<std::string, std::uint64_t> movedTo; // where the moved keys went
};

Measured measure(const hashlab::scenario::Step& step) {
    RingLab lab;
    EXPECT_EQ(lab.loadState(step.state), QString());
    lab.settleForExport();
    const auto s = lab.model()->snapshot();
    Measured m;
    m.maxLoad = *std::max_element(s->load.counts.begin(), s->load.counts.end());
    if (s->hasChange) {
        m.moved = s->migration.moved;
        const auto& mig = s->migration;
        for (std::size_t key = 0; key < mig.before.size(); ++key)
            if (mig.fromNodes[mig.before[key]] != mig.toNodes[mig.after[key]])
                ++m.movedTo[mig.toNodes[mig.after[key]]];
    }
    return m;
}

std::string en(const hashlab::scenario::Texts& t) {
    return t.at("en");
}

TEST(RingGuidedLesson, TheAnswersAreWhatTheLabComputes) {
    hashlab::scenario::Lesson lesson;
    ASSERT_EQ(
        readLessonFile(QStringLiteral(":/scenarios/ring_guided_consistent_hashing.json"), &lesson),
        QString());
    ASSERT_EQ(lesson.steps.size(), 6u);
    // The last step hands the class the algorithm (issue 31): exercise 41, level 1.
    ASSERT_TRUE(lesson.steps.back().yourTurn.has_value());
    EXPECT_EQ(lesson.steps.back().yourTurn->kind, "owner");
    EXPECT_EQ(lesson.steps.back().yourTurn->seed, 41u);
    EXPECT_EQ(lesson.steps.back().yourTurn->level, 1);

    // 1. Modulo 5 -> 6: the answer is the exact count, about 5/6 of 1,500.
    const Measured modulo = measure(lesson.steps[0]);
    EXPECT_EQ(lesson.steps[0].question->answer, static_cast<double>(modulo.moved));
    EXPECT_NEAR(static_cast<double>(modulo.moved) / 1500.0, 5.0 / 6, 0.04);

    // 2. The ring with 100 vnodes: about 1/6 move, all of them to F.
    const Measured ring = measure(lesson.steps[1]);
    EXPECT_EQ(lesson.steps[1].question->answer, static_cast<double>(ring.moved));
    EXPECT_EQ(ring.movedTo.size(), 1u);
    EXPECT_EQ(ring.movedTo.begin()->first, "F");
    EXPECT_NEAR(static_cast<double>(ring.moved) / 1500.0, 1.0 / 6, 0.05);

    // 3. One point each: the explanation's busiest server and ratio; the right choice says
    // 1.5 to 2.5 times.
    const Measured one = measure(lesson.steps[2]);
    const double ratio = static_cast<double>(one.maxLoad) / 250.0;
    EXPECT_GE(ratio, 1.5);
    EXPECT_LE(ratio, 2.5);
    // The explanation quotes the lab's figures (issue 29); the lab's are these.
    const std::string why = en(lesson.steps[2].question->explanation);
    EXPECT_NE(why.find("{busiest_keys} keys, {max_over_mean} times"), std::string::npos) << why;
    RingLab lab;
    ASSERT_EQ(lab.loadState(lesson.steps[2].state), QString());
    lab.settleForExport();
    const auto figures = LessonFigures::instance().figuresOf(&lab);
    EXPECT_EQ(figures.value(QStringLiteral("busiest_keys")).value(0).toStdString(),
              QLocale().toString(qulonglong(one.maxLoad)).toStdString());
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.2f", ratio);
    EXPECT_EQ(figures.value(QStringLiteral("max_over_mean")).value(0).toStdString(), buf);

    // 4. C dies: its keys spread over every survivor, counts as the explanation lists them.
    const Measured fail = measure(lesson.steps[3]);
    EXPECT_EQ(fail.movedTo.size(), 5u);
    const std::string spread = en(lesson.steps[3].question->explanation);
    EXPECT_NE(spread.find(std::to_string(fail.moved)), std::string::npos) << spread;
    for (const auto& [node, count] : fail.movedTo)
        EXPECT_NE(spread.find(std::to_string(count) + " to " + node), std::string::npos)
            << spread << " lacks " << count << " to " << node;
}

} // namespace

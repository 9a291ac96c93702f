// The guided lessons "A rack dies" and "A hot key meets bounded loads": every number their
// questions, captions and explanations state is the one the ring lab computes for the step.
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/lesson_figures.h"
#include "shell/scenario_io.h"

#include "hashlab/ring/bounded.h"

#include <QLocale>
#include <QString>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace {

using namespace hashlab::app;
using hashlab::scenario::Lesson;
using hashlab::scenario::Step;

// One page for every step of a lesson, as the lesson runner uses it: loading replaces its state.
std::shared_ptr<const RingSnapshot> run(RingLab& lab, const Step& step) {
    EXPECT_EQ(lab.loadState(step.state), QString());
    lab.settleForExport();
    return lab.model()->snapshot();
}

std::string en(const hashlab::scenario::Texts& t) {
    return t.at("en");
}

// 1,234 as the lessons write it (English grouping, whatever the test's locale).
std::string grouped(std::uint64_t n) {
    return QLocale(QLocale::English).toString(static_cast<qulonglong>(n)).toStdString();
}

std::string twoDecimals(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", x);
    return buf;
}

#define EXPECT_MENTIONS(text, part) EXPECT_NE((text).find(part), std::string::npos) << (text)

Lesson load(const char* file) {
    Lesson lesson;
    EXPECT_EQ(readLessonFile(QString::fromUtf8(file), &lesson), QString());
    return lesson;
}

TEST(RingRackLesson, TheCountsAreWhatTheLabComputes) {
    const Lesson lesson = load(":/scenarios/ring_rack_dies.json");
    RingLab lab;
    ASSERT_EQ(lesson.steps.size(), 5u);

    // 1. R = 3, racks ignored, r2 (C and D) dies: keys with one live copy left.
    const auto plain3 = run(lab, lesson.steps[0]);
    ASSERT_TRUE(plain3->hasChange && plain3->replicas);
    const auto& p3 = *plain3->replicas;
    EXPECT_EQ(plain3->state.failed, (std::vector<std::string>{"C", "D"}));
    EXPECT_EQ(lesson.steps[0].question->answer, static_cast<double>(p3.live[1]));
    EXPECT_GT(p3.live[1], 0u);
    EXPECT_EQ(p3.unavailable, 0u);
    const std::string why0 = en(lesson.steps[0].question->explanation);
    // The explanation quotes the lab's figures (issue 29), which are these counts.
    EXPECT_MENTIONS(why0, "{one_copy}:");
    EXPECT_MENTIONS(why0, "{under_replicated} keys lost");
    EXPECT_EQ(LessonFigures::instance()
                  .figuresOf(&lab)
                  .value(QStringLiteral("one_copy"))
                  .value(0)
                  .toStdString(),
              grouped(p3.live[1]));
    EXPECT_EQ(LessonFigures::instance()
                  .figuresOf(&lab)
                  .value(QStringLiteral("under_replicated"))
                  .value(0)
                  .toStdString(),
              grouped(p3.underReplicated));

    // 2. Rack-aware: one copy per rack, so every key keeps exactly two.
    const auto aware3 = run(lab, lesson.steps[1]);
    const auto& a3 = *aware3->replicas;
    EXPECT_TRUE(aware3->state.rackAware);
    EXPECT_EQ(a3.live[1], 0u);
    EXPECT_EQ(a3.live[2], 1500u);
    EXPECT_EQ(lesson.steps[1].question->correct, 0u); // "none"
    EXPECT_MENTIONS(en(lesson.steps[1].question->explanation),
                    "all " + grouped(a3.underReplicated));

    // 3. R = 2, racks ignored: the keys with both copies in r2 are unavailable.
    const auto plain2 = run(lab, lesson.steps[2]);
    const auto& p2 = *plain2->replicas;
    EXPECT_EQ(plain2->state.replicas, 2);
    EXPECT_GT(p2.unavailable, 0u);
    EXPECT_EQ(lesson.steps[2].question->answer, static_cast<double>(p2.unavailable));
    const std::string why2 = en(lesson.steps[2].question->explanation);
    EXPECT_MENTIONS(why2, "{unavailable} keys had");
    EXPECT_MENTIONS(why2, "{under_replicated} keys lost");
    EXPECT_EQ(LessonFigures::instance()
                  .figuresOf(&lab)
                  .value(QStringLiteral("unavailable"))
                  .value(0)
                  .toStdString(),
              grouped(p2.unavailable));
    EXPECT_EQ(LessonFigures::instance()
                  .figuresOf(&lab)
                  .value(QStringLiteral("under_replicated"))
                  .value(0)
                  .toStdString(),
              grouped(p2.underReplicated));

    // 4. Rack-aware R = 2: none unavailable; the caption's count of keys down to one copy.
    const auto aware2 = run(lab, lesson.steps[3]);
    const auto& a2 = *aware2->replicas;
    EXPECT_EQ(a2.unavailable, 0u);
    EXPECT_MENTIONS(en(lesson.steps[3].caption), "{under_replicated} keys are down");
    EXPECT_EQ(LessonFigures::instance()
                  .figuresOf(&lab)
                  .value(QStringLiteral("under_replicated"))
                  .value(0)
                  .toStdString(),
              grouped(a2.underReplicated));
}

TEST(RingHotKeyLesson, TheRequestLoadsAreWhatTheLabComputes) {
    const Lesson lesson = load(":/scenarios/ring_hot_key_bounded.json");
    RingLab lab;
    ASSERT_EQ(lesson.steps.size(), 5u);
    auto name = [](const RingSnapshot& s, std::uint32_t n) {
        return s.placement->config().nodes[n].name;
    };

    // 1. Zipf(0.99) on the ring: the busiest node's requests.
    const auto zipf = run(lab, lesson.steps[0]);
    ASSERT_TRUE(zipf->requestLoad);
    EXPECT_EQ(zipf->requestLoad->total, 100'000u);
    EXPECT_MENTIONS(en(lesson.steps[0].caption),
                    "The busiest serves " + grouped(zipf->requestLoad->max));

    // 2. key-7 draws 25,000 more: its node's requests, over the capacity.
    const auto hot = run(lab, lesson.steps[1]);
    const std::uint32_t hotNode = hot->owners[7];
    const std::uint64_t hotLoad = hot->requestLoad->perNode[hotNode];
    EXPECT_GE((*hot->requests)[7], 25'000u);
    EXPECT_GT(hotLoad, 30'000u);
    EXPECT_EQ(hot->requestLoad->overCapacity, (std::vector<std::uint32_t>{hotNode}));
    EXPECT_EQ(lesson.steps[1].question->answer, static_cast<double>(hotLoad));
    const std::string why1 = en(lesson.steps[1].question->explanation);
    // The answer is hidden until the reveal (the request panel wrote "max 34,355 per node"), and
    // the explanation quotes it, and its ratio to the mean, as the lab's figures.
    EXPECT_EQ(lesson.steps[1].question->hide,
              (std::vector<std::string>{"busiest_requests", "requests_max_over_mean"}));
    EXPECT_MENTIONS(why1, "{busiest_requests} on " + name(*hot, hotNode) +
                              ", {requests_max_over_mean} times the mean");
    const auto figures = LessonFigures::instance().figuresOf(&lab);
    EXPECT_EQ(figures.value(QStringLiteral("busiest_requests")).value(0).toStdString(),
              grouped(hotLoad));
    EXPECT_EQ(figures.value(QStringLiteral("requests_max_over_mean")).value(0),
              QLocale().toString(hot->requestLoad->maxOverMean, 'f', 3));
    EXPECT_MENTIONS(why1, grouped((*hot->requests)[7]) + " requests");

    // 3. Bounded loads: at most ⌈(1 + ε)·2,000/5⌉ keys a node, the hot key's node still over.
    const auto bounded = run(lab, lesson.steps[2]);
    EXPECT_EQ(bounded->state.config.algo, hashlab::ring::Algo::Bounded);
    const std::uint32_t bNode = bounded->owners[7];
    const std::uint64_t bLoad = bounded->requestLoad->perNode[bNode];
    const std::uint64_t keysMax =
        *std::max_element(bounded->load.counts.begin(), bounded->load.counts.end());
    const auto caps = hashlab::ring::boundedCapacities(bounded->placement->config(), 2000);
    const std::uint64_t cap = *std::max_element(caps.begin(), caps.end());
    EXPECT_LE(keysMax, cap);
    EXPECT_MENTIONS(en(lesson.steps[2].caption), "= " + grouped(cap) + " keys");
    EXPECT_GT(bLoad, 30'000u);
    EXPECT_EQ(lesson.steps[2].question->correct, 1u); // stays over capacity
    const std::string why2 = en(lesson.steps[2].question->explanation);
    EXPECT_MENTIONS(why2, "key-7 lives on " + name(*bounded, bNode) + ", which serves " +
                              grouped(bLoad) + " requests");
    EXPECT_MENTIONS(why2, "holds " + grouped(keysMax) + " keys (at most " + grouped(cap) + ")");

    // 4. Bounded without the hot key: the key counts even out (none above the cap, the ring's
    // fullest node above it), the busiest node's requests move by under 5 %.
    const auto warm = run(lab, lesson.steps[3]);
    const auto maxOf = [](const std::vector<std::uint64_t>& v) {
        return *std::max_element(v.begin(), v.end());
    };
    const std::uint64_t ringKeys = maxOf(zipf->load.counts), warmKeys = maxOf(warm->load.counts);
    EXPECT_LE(warmKeys, cap);
    EXPECT_GT(ringKeys, cap);
    const double change = std::abs(static_cast<double>(warm->requestLoad->max) -
                                   static_cast<double>(zipf->requestLoad->max));
    EXPECT_LT(change, 0.05 * static_cast<double>(zipf->requestLoad->max));
    const std::string cap3 = en(lesson.steps[3].caption);
    EXPECT_MENTIONS(cap3, "holds " + grouped(warmKeys) + " keys, against " + grouped(ringKeys));
    EXPECT_MENTIONS(cap3, "serves " + grouped(warm->requestLoad->max) + " (" +
                              twoDecimals(warm->requestLoad->maxOverMean) + " times the mean)");
    EXPECT_MENTIONS(cap3, "against " + grouped(zipf->requestLoad->max) + " (" +
                              twoDecimals(zipf->requestLoad->maxOverMean) + " times)");
}

} // namespace

// The guided lesson "Bloom filters: bits light up, and a false positive": its answers are what the
// core filter the lab uses computes for the lesson's states.
#include "shell/scenario_io.h"

#include "hashlab/bloom/filter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace {

using namespace hashlab;

bloom::BloomFilter filterOf(const nlohmann::json& state) {
    const auto& f = state["model"]["filter"];
    bloom::FilterConfig cfg;
    cfg.variant = bloom::Variant::Double;
    cfg.m = f["m"].get<std::uint64_t>();
    cfg.k = f["k"].get<unsigned>();
    cfg.seed = f["seed"].get<std::uint64_t>();
    auto filter = bloom::BloomFilter::create(cfg).value();
    for (const auto& op : state["model"]["ops"])
        if (op["op"] == "insert")
            filter.add(op["key"].get<std::string>());
    return filter;
}

TEST(BloomGuidedLesson, TheAnswersAreWhatTheFilterComputes) {
    scenario::Lesson lesson;
    ASSERT_EQ(app::readLessonFile(QStringLiteral(":/scenarios/bloom_guided_false_positive.json"),
                                  &lesson),
              QString());
    ASSERT_EQ(lesson.steps.size(), 6u);
    // The last step hands the class the algorithm (issue 31): exercise 41, level 1.
    ASSERT_TRUE(lesson.steps.back().yourTurn.has_value());
    EXPECT_EQ(lesson.steps.back().yourTurn->kind, "cells");
    EXPECT_EQ(lesson.steps.back().yourTurn->seed, 41u);
    EXPECT_EQ(lesson.steps.back().yourTurn->level, 1);
    // 1. apple's bits.
    {
        const auto filter = filterOf(lesson.steps[0].state);
        auto bits = filter.indices("apple");
        std::sort(bits.begin(), bits.end());
        const auto& q = *lesson.steps[0].question;
        EXPECT_EQ(scenario::pick(q.choices[q.correct], "en"), std::to_string(bits[0]) + ", " +
                                                                  std::to_string(bits[1]) + ", " +
                                                                  std::to_string(bits[2]));
    }
    // 2. Bits set after eight words.
    const auto eight = filterOf(lesson.steps[1].state);
    std::vector<bool> bit(eight.m(), false);
    for (const auto& op : lesson.steps[1].state["model"]["ops"])
        for (auto i : eight.indices(op["key"].get<std::string>()))
            bit[i] = true;
    const auto set = static_cast<std::uint64_t>(std::count(bit.begin(), bit.end(), true));
    EXPECT_EQ(set, 18u); // the explanation's figure
    EXPECT_EQ(lesson.steps[1].question->answer, 24.0 - static_cast<double>(set));
    // 3. papaya: never inserted, all its bits set -> a false positive; 4. plum: definitely not.
    EXPECT_TRUE(eight.mayContain("papaya"));
    EXPECT_EQ(lesson.steps[2].question->correct, 2u);
    EXPECT_FALSE(eight.mayContain("plum"));
    // 4. The theory the question asks for.
    EXPECT_EQ(eight.m(), 29u); // a prime, as double hashing takes
    EXPECT_NEAR(lesson.steps[3].question->answer,
                std::pow(1 - std::exp(-3.0 * 8 / double(eight.m())), 3), 5e-4);
}

} // namespace

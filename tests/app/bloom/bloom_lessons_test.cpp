// The Bloom lab's one-state lessons became guided lessons (issue 15): "How many bits for 1 %
// false positives" and "Why a plain Bloom filter cannot delete". Each is walked through the
// window's lesson runner to the step that asks, and the answers and captions are checked against
// the lab's filter there and the core's theory.
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_model.h"
#include "support/lesson_window.h"

#include "hashlab/bloom/theory.h"
#include "hashlab/common/primes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace {

using namespace hashlab::app;
using hashlab::app::testing::en;
using hashlab::app::testing::LessonWindow;

std::string percent(double p) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f %%", 100 * p);
    return buf;
}

double classic(const hashlab::bloom::BloomFilter& f, std::size_t words) {
    return hashlab::bloom::theory(f.config(), words).value().classic;
}

TEST(BloomLessons, SizingForOnePercentTakesNinePointSixBitsAndSevenHashes) {
    LessonWindow w("bloom_sizing_1pct");
    ASSERT_EQ(w.runner()->count(), 5);
    auto* lab = w.labAt<BloomLab>(0);
    ASSERT_NE(lab, nullptr);
    const auto* model = lab->model();
    ASSERT_EQ(model->words().size(), 10u);
    EXPECT_EQ(model->filter().m(), 37u);                 // a prime: double hashing
    EXPECT_EQ(model->verdict(), Verdict::FalsePositive); // papaya
    std::string caption = en(w.step().caption);
    EXPECT_SAYS(caption, std::to_string(model->filter().nonZeroCells()) + " of 37 bits");
    EXPECT_SAYS(caption, percent(classic(model->filter(), 10)));
    const double bitsPerKey = w.step().question->answer;
    EXPECT_NEAR(bitsPerKey, -std::log(0.01) / std::pow(std::log(2.0), 2), 0.05);

    lab = w.labAt<BloomLab>(1);
    ASSERT_NE(lab, nullptr);
    model = lab->model();
    // the ten words' 96 bits, as double hashing takes them: the smallest prime ≥ 96
    EXPECT_EQ(model->filter().m(), hashlab::smallestPrimeAtLeast(std::uint64_t(bitsPerKey * 10)));
    EXPECT_SAYS(en(w.step().caption), std::to_string(model->filter().m()) + " bits, the smallest "
                                                                            "prime ≥ 96");
    EXPECT_SAYS(en(w.step().caption), percent(classic(model->filter(), 10)));
    const double k = w.step().question->answer;
    EXPECT_EQ(k, hashlab::bloom::optimalK(model->filter().m(), 10));

    lab = w.labAt<BloomLab>(2);
    ASSERT_NE(lab, nullptr);
    model = lab->model();
    EXPECT_EQ(model->filter().k(), k);
    caption = en(w.step().caption);
    EXPECT_SAYS(caption, std::to_string(model->filter().nonZeroCells()) + " of 97 bits");
    EXPECT_SAYS(caption, percent(classic(model->filter(), 10)));
    EXPECT_NEAR(classic(model->filter(), 10), 0.01, 0.001);
    EXPECT_EQ(w.step().question->correct, 1u); // papaya: definitely not

    lab = w.labAt<BloomLab>(3);
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->model()->verdict(), Verdict::DefinitelyNot);
}

TEST(BloomLessons, DeletingFromAPlainFilterLosesAStoredWord) {
    LessonWindow w("bloom_why_not_delete");
    ASSERT_EQ(w.runner()->count(), 4);
    auto* lab = w.labAt<BloomLab>(0);
    ASSERT_NE(lab, nullptr);
    auto apple = lab->model()->filter().indices("apple");
    auto fig = lab->model()->filter().indices("fig");
    std::sort(apple.begin(), apple.end());
    std::sort(fig.begin(), fig.end());
    std::vector<std::uint64_t> shared;
    std::set_intersection(apple.begin(), apple.end(), fig.begin(), fig.end(),
                          std::back_inserter(shared));
    ASSERT_EQ(shared.size(), 1u);
    const std::string bit = "bit:" + std::to_string(shared[0]);
    EXPECT_EQ(w.step().question->target, bit);

    w.stepTo(1);
    EXPECT_EQ(w.step().question->correct, 1u); // definitely not
    lab = w.labAt<BloomLab>(2);
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->model()->verdict(), Verdict::FalseNegative);
    EXPECT_EQ(w.step().question->correct, 0u); // the counting filter: maybe

    lab = w.labAt<BloomLab>(3);
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->model()->filter().variant(), hashlab::bloom::Variant::Counting);
    EXPECT_EQ(lab->model()->verdict(), Verdict::MaybePresent);
    EXPECT_EQ(lab->model()->filter().cell(shared[0]), 1u); // two words counted, fig removed
}

} // namespace

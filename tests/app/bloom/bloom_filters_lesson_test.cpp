// Issue 17's guided lessons, "The cuckoo filter's delete hazard" and "A growing filter": every
// step's state loads into the lab, and each number of the captions and questions is what the
// lab's filters compute for that state.
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/filters_model.h"
#include "shell/scenario_io.h"

#include <gtest/gtest.h>

#include <cmath>

namespace {

using namespace hashlab;
using namespace hashlab::app;
using namespace hashlab::bloom;

scenario::Lesson lessonFile(const char* name) {
    scenario::Lesson lesson;
    EXPECT_EQ(readLessonFile(QStringLiteral(":/scenarios/%1").arg(QLatin1String(name)), &lesson),
              QString());
    return lesson;
}

// The lab at a step: loading it must succeed.
const FiltersModel::Snapshot& at(BloomLab& lab, const scenario::Lesson& lesson, std::size_t i) {
    EXPECT_EQ(lab.loadState(lesson.steps[i].state), QString()) << "step " << i;
    return lab.filtersModel()->snapshot();
}

std::string en(const scenario::Texts& t) {
    return scenario::pick(t, "en");
}

TEST(BloomFiltersLesson, CuckooDeleteHazardNumbersAreTheFiltersOwn) {
    const scenario::Lesson lesson = lessonFile("bloom_cuckoo_delete.json");
    ASSERT_EQ(lesson.steps.size(), 5u);
    BloomLab lab;
    const auto& s0 = at(lab, lesson, 0);
    ASSERT_TRUE(s0.cuckoo);
    const CuckooFilter& f = *s0.cuckoo;
    EXPECT_EQ(f.buckets(), 8u);
    const auto apple = f.place("apple"), impostor = f.place("word35");
    EXPECT_EQ(apple.fp, 4u);
    EXPECT_EQ(apple.i1, 5u);
    EXPECT_EQ(apple.i2, 1u);
    EXPECT_EQ(f.entry(5, 0), 4u) << "apple sits in bucket 5";
    EXPECT_EQ(impostor.fp, apple.fp);
    EXPECT_EQ(std::min(impostor.i1, impostor.i2), 1u);
    EXPECT_EQ(std::max(impostor.i1, impostor.i2), 5u);
    EXPECT_FALSE(s0.inserted.contains("word35"));
    EXPECT_EQ(lesson.steps[0].question->correct, 1u); // maybe: a false positive
    // 2. The query says maybe.
    const auto& s1 = at(lab, lesson, 1);
    EXPECT_TRUE(s1.cuckooTrace->result);
    // 3. The lab refuses the delete, naming apple.
    EXPECT_TRUE(
        lab.filtersModel()->remove(QStringLiteral("word35")).contains(QStringLiteral("apple")));
    // 4. The demo's delete takes apple's fingerprint: 5. apple is a false negative.
    const auto& s3 = at(lab, lesson, 3);
    EXPECT_FALSE(s3.cuckoo->mayContain("apple"));
    EXPECT_TRUE(s3.inserted.contains("apple"));
    EXPECT_EQ(lesson.steps[3].question->correct, 1u);
    const auto& s4 = at(lab, lesson, 4);
    EXPECT_EQ(s4.cuckooTrace->key, "apple");
    EXPECT_FALSE(s4.cuckooTrace->result);
    EXPECT_NE(en(lesson.steps[1].caption).find("8/16"), std::string::npos);
    EXPECT_EQ(cuckooFpBound(4, 4), 8.0 / 16);
}

TEST(BloomFiltersLesson, GrowingFilterNumbersAreTheFiltersOwn) {
    const scenario::Lesson lesson = lessonFile("bloom_scalable_grows.json");
    ASSERT_EQ(lesson.steps.size(), 4u);
    BloomLab lab;
    const auto& s0 = at(lab, lesson, 0);
    auto stages = s0.scalable->stages();
    ASSERT_EQ(stages.size(), 1u);
    EXPECT_EQ(stages[0].k, 4u);
    EXPECT_EQ(double(stages[0].slice), lesson.steps[0].question->answer);
    // A slice bit is set unless both words missed it.
    const auto rate = [](double M, double n, double k) {
        return std::pow(1 - std::pow(1 - 1 / M, n), k);
    };
    EXPECT_LE(rate(5, 2, 4), 0.02);
    EXPECT_GT(rate(4, 2, 4), 0.02) << "the smallest slice";
    EXPECT_NEAR(rate(5, 2, 4), 0.0168, 5e-5); // the explanation's figures
    EXPECT_NEAR(rate(4, 2, 4), 0.0366, 5e-5);
    EXPECT_EQ(stages[0].m, 20u);
    const auto& s1 = at(lab, lesson, 1);
    stages = s1.scalable->stages();
    ASSERT_EQ(stages.size(), 2u);
    EXPECT_EQ(stages[1].capacity, 4u);
    EXPECT_EQ(stages[1].slice, 10u);
    EXPECT_EQ(stages[1].k, 4u);
    EXPECT_NEAR(stages[1].p, 0.016, 1e-12);
    const auto& s2 = at(lab, lesson, 2);
    stages = s2.scalable->stages();
    EXPECT_EQ(s2.scalable->inserted(), 15u);
    EXPECT_EQ(double(stages.size()), lesson.steps[1].question->answer);
    const std::uint64_t ms[] = {20, 40, 77, 160};
    for (std::size_t i = 0; i < 4; ++i)
        EXPECT_EQ(stages[i].m, ms[i]) << i;
    EXPECT_NEAR(s2.scalable->compoundTheory(), 0.042, 5e-4); // "4.2 %"
    EXPECT_NEAR(s2.scalable->compoundDesign(), 0.058, 5e-4); // "5.8 %"
    EXPECT_NEAR(s2.scalable->bound(), lesson.steps[2].question->answer, 1e-12);
    EXPECT_EQ(s2.scalable->totalBits(), 297u);
    EXPECT_NEAR(s2.scalable->bitsPerKey(), 19.8, 0.05);
    // Sub-filter 0 alone with all 15 words.
    const double plain = rate(double(stages[0].slice), 15, stages[0].k);
    const std::string caption = en(lesson.steps[3].caption);
    EXPECT_NE(caption.find(std::to_string(int(std::lround(100 * plain))) + " %"),
              std::string::npos);
}

} // namespace

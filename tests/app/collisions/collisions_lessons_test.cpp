// The Collisions lessons (guided since issue 15): each is walked step by step in the lab (without
// the window, which would wait for every step's experiments), and its numbers are computed here
// independently of core (exact integers and a term-by-term product) and checked against its texts
// in both languages and against what the lab shows at that step.
#include "collisions_test_access.h"
#include "labs/collisions/birthday_plot.h"
#include "labs/collisions/birthday_table.h"
#include "labs/collisions/code_spaces.h"
#include "labs/collisions/collisions_lab.h"
#include "labs/collisions/collisions_model.h"
#include "labs/collisions/short_link_panel.h"
#include "support/lesson_window.h"

#include <QTableWidget>

#include "hashlab/collisions/birthday.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace {

using namespace hashlab;
using namespace hashlab::app;
using hashlab::app::testing::allText;
using Walk = hashlab::app::testing::LessonSteps<CollisionsLab>;

// 1 − P(no collision) for n keys in N values, as a product of (N − i)/N.
double pAny(int n, double N) {
    double none = 1;
    for (int i = 0; i < n; ++i)
        none *= (N - i) / N;
    return 1 - none;
}

TEST(CollisionsLessons, Md5PrefixNumbersAndNotCertain) {
    Walk w("collisions_md5_prefix");
    ASSERT_EQ(w.count(), 4);
    // C(10^6, 2) / 2^24 = 499,999,500,000 / 16,777,216 = 29,802.29…
    const double pairs = 499'999'500'000.0 / 16'777'216.0;
    EXPECT_EQ(std::llround(pairs), 29802);
    // The first n with P ≥ ½ in 2^24 values.
    int n50 = 4000;
    while (pAny(n50, 16'777'216.0) < 0.5)
        ++n50;
    EXPECT_EQ(n50, 4823);
    const std::string en = allText(w.lesson, "en");
    const std::string zh = allText(w.lesson, "zh_CN");
    for (const std::string& text : {en, zh}) {
        EXPECT_SAYS(text, "29,802");
        EXPECT_SAYS(text, "4,823");
    }
    // At 50 % a collision is a coin toss, not a certainty.
    EXPECT_EQ(en.find("certain"), std::string::npos);
    EXPECT_SAYS(en, "more likely than not");
    EXPECT_EQ(zh.find("必然"), std::string::npos);
    EXPECT_SAYS(zh, "超过一半");

    // The questions: n for 50 % before the 2^24 row is shown, then its pairs.
    auto* lab = w.labAt(0);
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->saveState()["birthday"]["bits"], nlohmann::json::array({16})); // no answer shown
    const double askedN50 = w.step().question->answer;
    lab = w.labAt(1);
    ASSERT_NE(lab, nullptr);
    lab->birthdayPlot()->waitForResults();
    const auto& rows = lab->birthdayPlot()->table()->rows();
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[1].space.exact, "16777216");
    EXPECT_EQ(rows[1].nFor50, n50);
    EXPECT_EQ(askedN50, n50);
    EXPECT_NEAR(rows[1].at.pairsExpected, pairs, 1e-9);
    EXPECT_EQ(w.step().question->answer, std::round(rows[1].at.pairsExpected));

    // The caption of the step that shows all four rows: 32 and 40 bits, as core computes them
    // (the rows' own source; the table is not waited for again: its experiments take seconds).
    lab = w.labAt(2);
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->saveState()["birthday"]["bits"], nlohmann::json::array({16, 24, 32, 40}));
    const double p32 = collisions::birthday(1'000'000, 32).value().pairsExpected;
    const double p40 = collisions::birthday(1'000'000, 40).value().pairsExpected;
    char s32[32], s40[32];
    std::snprintf(s32, sizeof s32, "still leave %.0f,", p32);
    std::snprintf(s40, sizeof s40, "(40 bits) %.2f.", p40);
    EXPECT_NEAR(p32, pairs / 256, 1e-6);
    EXPECT_SAYS(en, s32);
    EXPECT_SAYS(en, s40);
}

TEST(CollisionsLessons, TwelveRecordsInSixteenValues) {
    Walk w("collisions_hash_as_primary_key");
    ASSERT_EQ(w.count(), 5);
    const std::string en = allText(w.lesson, "en");
    const std::string zh = allText(w.lesson, "zh_CN");
    // 12 keys in 16 values: P = 1 − 16!/(4!·16^12) = 99.7 %; not certain (12 ≤ 16).
    const double p = pAny(12, 16);
    EXPECT_NEAR(p, 0.99690, 1e-5);
    EXPECT_EQ(en.find("must collide"), std::string::npos);
    for (const std::string& text : {en, zh})
        EXPECT_SAYS(text, "99.7");
    auto* lab = w.labAt(0);
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(lab->model()->store().counters().written, 0u);
    EXPECT_NEAR(w.step().question->answer, 100 * p, 0.05);
    // Under naive the twelve records share hash_ids and four are destroyed: the answer.
    w.labAt(1);
    const double destroyed = w.step().question->answer;
    lab = w.labAt(2);
    ASSERT_NE(lab, nullptr);
    const auto naive = lab->model()->store().counters();
    EXPECT_EQ(naive.written, 12u);
    EXPECT_EQ(naive.lost, 4u);
    EXPECT_EQ(naive.stored, 8u);
    EXPECT_EQ(destroyed, static_cast<double>(naive.lost));
    EXPECT_EQ(w.step().question->correct, 0u); // reject and coexist destroy none
    lab = w.labAt(3);
    ASSERT_NE(lab, nullptr);
    const auto reject = lab->model()->store().counters();
    EXPECT_EQ(reject.lost, 0u);
    EXPECT_EQ(reject.rejected, naive.lost);
    EXPECT_EQ(reject.stored, naive.stored);
    EXPECT_SAYS(scenario::pick(w.step().caption, "en"),
                std::to_string(reject.rejected) + " writes refused");
    lab = w.labAt(4);
    ASSERT_NE(lab, nullptr);
    const auto coexist = lab->model()->store().counters();
    EXPECT_EQ(coexist.lost, 0u);
    EXPECT_EQ(coexist.stored, 12u);
    EXPECT_SAYS(scenario::pick(w.step().caption, "en"),
                std::to_string(coexist.collisions) + " with collision_flag");
}

TEST(CollisionsLessons, Base62NumbersMatchTheTable) {
    Walk w("collisions_base62");
    ASSERT_EQ(w.count(), 4);
    const std::string en = allText(w.lesson, "en");
    const std::string zh = allText(w.lesson, "zh_CN");
    // 62^6 − 1 = 56,800,235,583 ids of at most 6 characters; C(10^5, 2) / 62^4 = 338.4 and
    // C(10^5, 2) / 62^5 = 5.46 expected pairs.
    EXPECT_EQ(62LL * 62 * 62 * 62 * 62 * 62 - 1, 56'800'235'583LL);
    const double pairs4 = 4'999'950'000.0 / (62.0 * 62 * 62 * 62);
    const double pairs5 = pairs4 / 62;
    EXPECT_EQ(std::llround(pairs4), 338);
    EXPECT_EQ(std::llround(pairs5), 5);
    for (const std::string& text : {en, zh}) {
        EXPECT_SAYS(text, "338");
        EXPECT_SAYS(text, "56,800,235,583");
    }
    EXPECT_EQ(w.lesson.steps[0].question->correct, 1u); // "about 57 billion"

    // Two of the five URLs normalise to one link: the answer is the links table's rows.
    auto* lab = w.labAt(1);
    ASSERT_NE(lab, nullptr);
    QTableWidget* links = lab->shortLinks()->linksTable();
    ASSERT_EQ(links->rowCount(), 1);
    EXPECT_EQ(links->item(0, 0)->text(), QStringLiteral("1"));
    EXPECT_EQ(links->item(0, 2)->text(), QStringLiteral("https://example.com/shop?a=1&b=2"));
    const double linkCount = w.step().question->answer;
    lab = w.labAt(2);
    ASSERT_NE(lab, nullptr);
    EXPECT_EQ(linkCount, lab->shortLinks()->linksTable()->rowCount());
    // The hash-code question is asked while the table compares 6 characters only.
    EXPECT_EQ(ShortLinkPanelTestAccess::compareSpaces(*lab->shortLinks()).lengths,
              std::vector<int>{6});
    EXPECT_EQ(w.step().question->answer, std::round(pairs4));

    lab = w.labAt(3);
    ASSERT_NE(lab, nullptr);
    lab->shortLinks()->waitForResults();
    QTableWidget* t = lab->shortLinks()->compareTable();
    ASSERT_EQ(t->rowCount(), 3);
    // The measured collisions at L = 4 stay within 4σ of the expectation (Poisson-like counts).
    const double measured = QLocale().toDouble(t->item(0, 1)->text());
    EXPECT_NEAR(measured, pairs4, 4 * std::sqrt(pairs4));
    // Ids: none collide, in at most 3 symbols.
    EXPECT_TRUE(t->item(0, 4)->text().startsWith(QStringLiteral("0 ")));
    EXPECT_TRUE(t->item(0, 4)->text().endsWith(QStringLiteral("≤ 3 symbols")));
    EXPECT_SAYS(en, "ids give none, in 3 characters");
}

} // namespace

// The Collisions lessons' numbers, computed here independently of core (exact integers and a
// term-by-term product) and checked against their captions in both languages and against what
// the lab shows once the lesson is loaded.
#include "labs/collisions/birthday_plot.h"
#include "labs/collisions/birthday_table.h"
#include "labs/collisions/collisions_lab.h"
#include "labs/collisions/collisions_model.h"
#include "labs/collisions/short_link_panel.h"

#include <QFile>
#include <QTableWidget>

#include <gtest/gtest.h>

#include <cmath>

namespace {

using namespace hashlab;
using namespace hashlab::app;

nlohmann::json lesson(const char* name) {
    QFile f(
        QStringLiteral(HASHLAB_SOURCE_DIR "/resources/scenarios/%1.json").arg(QLatin1String(name)));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return nlohmann::json::parse(f.readAll().toStdString());
}

// 1 − P(no collision) for n keys in N values, as a product of (N − i)/N.
double pAny(int n, double N) {
    double none = 1;
    for (int i = 0; i < n; ++i)
        none *= (N - i) / N;
    return 1 - none;
}

TEST(CollisionsLessons, Md5PrefixNumbersAndNotCertain) {
    const auto j = lesson("collisions_md5_prefix");
    const std::string en = j["caption"]["en"], zh = j["caption"]["zh_CN"];
    // C(10^6, 2) / 2^24 = 499,999,500,000 / 16,777,216 = 29,802.29…
    const double pairs = 499'999'500'000.0 / 16'777'216.0;
    EXPECT_EQ(std::llround(pairs), 29802);
    // The first n with P ≥ ½ in 2^24 values.
    int n50 = 4000;
    while (pAny(n50, 16'777'216.0) < 0.5)
        ++n50;
    EXPECT_EQ(n50, 4823);
    for (const std::string& caption : {en, zh}) {
        EXPECT_NE(caption.find("29,802"), std::string::npos);
        EXPECT_NE(caption.find("4,823"), std::string::npos);
    }
    // At 50 % a collision is a coin toss, not a certainty.
    EXPECT_EQ(en.find("certain"), std::string::npos);
    EXPECT_NE(en.find("more likely than not"), std::string::npos);
    EXPECT_EQ(zh.find("必然"), std::string::npos);
    EXPECT_NE(zh.find("超过一半"), std::string::npos);

    CollisionsLab lab;
    ASSERT_EQ(lab.loadState(j["state"]), QString());
    lab.birthdayPlot()->waitForResults();
    const auto& rows = lab.birthdayPlot()->table()->rows();
    ASSERT_EQ(rows.size(), 4u);
    EXPECT_EQ(rows[1].space.exact, "16777216");
    EXPECT_NEAR(rows[1].at.pairsExpected, pairs, 1e-9);
    EXPECT_EQ(rows[1].nFor50, n50);
}

TEST(CollisionsLessons, TwelveRecordsInSixteenValues) {
    const auto j = lesson("collisions_hash_as_primary_key");
    const std::string en = j["caption"]["en"], zh = j["caption"]["zh_CN"];
    // 12 keys in 16 values: P = 1 − 16!/(4!·16^12) = 99.7 %; not certain (12 ≤ 16).
    const double p = pAny(12, 16);
    EXPECT_NEAR(p, 0.99690, 1e-5);
    EXPECT_EQ(en.find("must collide"), std::string::npos);
    for (const std::string& caption : {en, zh})
        EXPECT_NE(caption.find("99.7"), std::string::npos);
    CollisionsLab lab;
    ASSERT_EQ(lab.loadState(j["state"]), QString());
    // "these twelve share four hash_ids, so under naive four records are destroyed".
    EXPECT_EQ(lab.model()->store().counters().written, 12u);
    EXPECT_EQ(lab.model()->store().counters().lost, 4u);
    EXPECT_EQ(lab.model()->store().counters().stored, 8u);
}

TEST(CollisionsLessons, Base62NumbersMatchTheTable) {
    const auto j = lesson("collisions_base62");
    const std::string en = j["caption"]["en"], zh = j["caption"]["zh_CN"];
    // 62^6 − 1 = 56,800,235,583 ids of at most 6 characters; C(10^5, 2) / 62^4 = 338.4 and
    // C(10^5, 2) / 62^5 = 5.46 expected pairs.
    EXPECT_EQ(62LL * 62 * 62 * 62 * 62 * 62 - 1, 56'800'235'583LL);
    const double pairs4 = 4'999'950'000.0 / (62.0 * 62 * 62 * 62);
    const double pairs5 = pairs4 / 62;
    EXPECT_EQ(std::llround(pairs4), 338);
    EXPECT_EQ(std::llround(pairs5), 5);
    for (const std::string& caption : {en, zh}) {
        EXPECT_NE(caption.find("338"), std::string::npos);
        EXPECT_NE(caption.find("568") == std::string::npos ? caption.find("56.8")
                                                           : caption.find("568"),
                  std::string::npos);
    }
    CollisionsLab lab;
    ASSERT_EQ(lab.loadState(j["state"]), QString());
    lab.shortLinks()->waitForResults();
    QTableWidget* t = lab.shortLinks()->compareTable();
    ASSERT_EQ(t->rowCount(), 3);
    // The measured collisions at L = 4 stay within 4σ of the expectation (Poisson-like counts).
    const double measured = QLocale().toDouble(t->item(0, 1)->text());
    EXPECT_NEAR(measured, pairs4, 4 * std::sqrt(pairs4));
}

} // namespace

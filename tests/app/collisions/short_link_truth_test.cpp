// Issue 30, item 6 in the Short links panel: "ids it can hold (62^L − 1)" is exact past 2^64, and
// the service's message follows a language switch.
#include "labs/collisions/short_link_panel.h"
#include "shell/inline_message.h"
#include "shell/language.h"

#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

QTableWidget* lengthsTable(const ShortLinkPanel& panel) {
    for (QTableWidget* t : panel.findChildren<QTableWidget*>())
        if (t->columnCount() == 2 && t->rowCount() == 11)
            return t;
    return nullptr;
}

TEST(ShortLinkTruth, IdsALengthHoldsAreExactPastTwoToThe64) {
    ShortLinkPanel panel;
    QTableWidget* lengths = lengthsTable(panel);
    ASSERT_NE(lengths, nullptr);
    QString digits = lengths->item(10, 1)->text();
    digits.remove(QLocale().groupSeparator());
    EXPECT_EQ(lengths->item(10, 0)->text(), QStringLiteral("11"));
    EXPECT_EQ(digits, QStringLiteral("52036560683837093887")); // 62^11 − 1, not 2^64 − 1
    digits = lengths->item(5, 1)->text();
    digits.remove(QLocale().groupSeparator());
    EXPECT_EQ(digits, QStringLiteral("56800235583")); // 62^6 − 1
}

TEST(ShortLinkTruth, TheServiceMessageFollowsALanguageSwitch) {
    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    ShortLinkPanel panel;
    QTest::keyClicks(panel.urlInput(), QStringLiteral("https://example.com/a"));
    panel.shorten();
    const QString chinese = panel.message()->text();
    static const QRegularExpression cjk(QStringLiteral("[\\x{3000}-\\x{9FFF}\\x{FF00}-\\x{FFEF}]"));
    EXPECT_TRUE(chinese.contains(cjk)) << chinese.toStdString();
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    const QString english = panel.message()->text();
    EXPECT_FALSE(english.contains(cjk)) << english.toStdString();
    EXPECT_TRUE(english.startsWith(QStringLiteral("New URL"))) << english.toStdString();
}

} // namespace

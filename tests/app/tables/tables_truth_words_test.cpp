// Issue 30, item 6 in the Hash tables lab: the trace's operation is said in the window's
// language ("insert 39" stayed English in the Chinese window).
#include "labs/tables/probing_view.h"
#include "probing_page.h"
#include "shell/language.h"
#include "shell/step_player.h"

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

TEST(TablesTruthWords, TheOperationIsSaidInTheWindowsLanguage) {
    ASSERT_TRUE(setLanguage(QStringLiteral("zh_CN")));
    {
        test::ProbingPage t;
        t.insert(QStringLiteral("39"));
        t.lab.player()->toStart();
        const QString headline = t.lab.view()->headline();
        EXPECT_TRUE(headline.contains(QStringLiteral("39"))) << headline.toStdString();
        EXPECT_FALSE(headline.contains(QStringLiteral("insert"))) << headline.toStdString();
    }
    ASSERT_TRUE(setLanguage(QStringLiteral("en")));
    test::ProbingPage t;
    t.insert(QStringLiteral("39"));
    t.lab.player()->toStart();
    EXPECT_EQ(t.lab.view()->headline(), QStringLiteral("insert 39"));
}

} // namespace

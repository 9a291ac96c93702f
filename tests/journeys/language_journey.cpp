// Journey (issue 28): a new user switches an English window to Chinese from View → Language, by
// keyboard (Alt+V, L, Down, Enter) and by mouse, and back. Both crashed the app every time (exit
// 139): the menu bar was retitled inside QAction's loop over the widgets showing a menu's title.
#include "journeys/driver.h"

#include <gtest/gtest.h>

using namespace journeys;

namespace {

bool barSays(Session& s, const QString& first) {
    return s.waitFor([&] { return !s.menuItem({first}).isEmpty(); }, 5000);
}

} // namespace

TEST(LanguageJourney, ChineseFromTheViewMenuByKeyboardAndByMouse) {
    Session s({QStringLiteral("language"), 1280, 720, QStringLiteral("en"), {}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();
    ASSERT_TRUE(barSays(s, QStringLiteral("File")));

    s.key(QStringLiteral("alt+v"));
    s.key(QStringLiteral("l Down Return"));
    EXPECT_TRUE(barSays(s, QStringLiteral("文件(F)"))) << "the keyboard's choice did not switch";
    ASSERT_TRUE(s.appAlive()) << "the app died switching to Chinese by keyboard";
    EXPECT_GE(s.responseMs(), 0);
    EXPECT_LT(s.responseMs(), 2000);
    s.screenshot(QStringLiteral("chinese-by-keyboard"));

    ASSERT_TRUE(s.chooseMenu(
        {QStringLiteral("视图(V)"), QStringLiteral("语言"), QStringLiteral("English")}));
    EXPECT_TRUE(barSays(s, QStringLiteral("File")));
    ASSERT_TRUE(s.appAlive()) << "the app died switching back to English";

    ASSERT_TRUE(s.chooseMenu(
        {QStringLiteral("View"), QStringLiteral("Language"), QStringLiteral("简体中文")}));
    EXPECT_TRUE(barSays(s, QStringLiteral("文件(F)"))) << "the mouse's choice did not switch";
    ASSERT_TRUE(s.appAlive()) << "the app died switching to Chinese by mouse";
    EXPECT_GE(s.responseMs(), 0);
    EXPECT_LT(s.responseMs(), 2000);
    // Every menu is still on the bar, in its order, and opens.
    const QJsonArray bar =
        s.query(QStringLiteral("actions")).value(QStringLiteral("menubar")).toArray();
    EXPECT_EQ(bar.size(), 5);
    EXPECT_TRUE(s.chooseMenu({QStringLiteral("帮助(H)")}));
    s.key(QStringLiteral("Escape"));
    s.screenshot(QStringLiteral("chinese-by-mouse"));
    EXPECT_TRUE(s.appAlive());
}

namespace {

// "1 / 6" of the lesson bar's "1 / 6 · class" (the mode after the dot is in the window's language).
QString progress(Session& s) {
    for (const QJsonValue& v : s.widgets()) {
        const QJsonObject w = v.toObject();
        if (w.value(QStringLiteral("name")).toString() == QLatin1String("LessonProgress"))
            return w.value(QStringLiteral("text")).toString().section(QStringLiteral(" · "), 0, 0);
    }
    return {};
}

} // namespace

// Mid-lesson: the lesson bar, its question and the step player are retranslated with the menus,
// and the class stays where it was.
TEST(LanguageJourney, ChineseByKeyboardInTheMiddleOfALesson) {
    Session s({QStringLiteral("language-lesson"),
               1280,
               720,
               QStringLiteral("en"),
               {QStringLiteral("--lab"), QStringLiteral("ring")}});
    ASSERT_TRUE(s.startError().isEmpty()) << s.startError().toStdString();
    ASSERT_TRUE(s.chooseMenu({QStringLiteral("Lessons"), QStringLiteral("Ring"),
                              QStringLiteral("Consistent hashing, step by step")}));
    ASSERT_TRUE(s.waitFor([&] { return progress(s) == QLatin1String("1 / 6"); }))
        << "progress: " << progress(s).toStdString();
    s.key(QStringLiteral("Next")); // reveals the answer
    ASSERT_TRUE(s.stepKey(QStringLiteral("Next"), 1)) << "index " << s.playerIndex();

    s.key(QStringLiteral("alt+v"));
    s.key(QStringLiteral("l Down Return"));
    EXPECT_TRUE(barSays(s, QStringLiteral("文件(F)"))) << "the keyboard's choice did not switch";
    ASSERT_TRUE(s.appAlive()) << "the app died switching to Chinese in a lesson";
    const qint64 ms = s.responseMs();
    EXPECT_GE(ms, 0);
    EXPECT_LT(ms, 2000);
    EXPECT_EQ(progress(s), QStringLiteral("1 / 6")) << "the lesson moved or closed";
    EXPECT_EQ(s.playerIndex(), 1) << "the step player moved";
    s.screenshot(QStringLiteral("chinese-mid-lesson"));

    // On with the class, in Chinese, and back to English by mouse.
    EXPECT_TRUE(s.stepKey(QStringLiteral("Next"), 2));
    ASSERT_TRUE(s.chooseMenu(
        {QStringLiteral("视图(V)"), QStringLiteral("语言"), QStringLiteral("English")}));
    EXPECT_TRUE(barSays(s, QStringLiteral("File")));
    ASSERT_TRUE(s.appAlive()) << "the app died switching back to English in a lesson";
    EXPECT_EQ(s.playerIndex(), 2);
}

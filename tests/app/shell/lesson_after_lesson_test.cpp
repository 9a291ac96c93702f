// Issue 28, found by the every-action test (EveryAction): a lesson opened from the Lessons menu
// while another lesson stood at the same step index (both at their first step) kept the other
// lesson's answer buttons, and the question panel read the new question's choices past their end
// (4 buttons, 2 choices: a segfault in QuestionPanel::refresh).
#include "shell/language.h"
#include "shell/settings.h"
#include "window/main_window.h"

#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

QStringList choiceTexts(const MainWindow& w) {
    QStringList texts;
    for (int i = 1; i <= 8; ++i)
        if (auto* b = w.findChild<QPushButton*>(QStringLiteral("LessonChoice%1").arg(i));
            b && b->parent())
            texts << b->text();
    return texts;
}

TEST(LessonAfterLesson, ALessonOpenedOverAnotherAtTheSameStepGetsItsOwnAnswerButtons) {
    setLanguage(QStringLiteral("en"));
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow w(settings);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    // Four choices at its first step, then a lesson with two at its first step.
    ASSERT_TRUE(
        w.openScenario(QStringLiteral(":/scenarios/bloom_guided_false_positive.json")).isEmpty());
    ASSERT_EQ(choiceTexts(w).size(), 4);
    ASSERT_TRUE(w.openScenario(QStringLiteral(":/scenarios/bloom_cuckoo_delete.json")).isEmpty());
    QCoreApplication::sendPostedEvents(); // the old buttons are retired from the event loop
    const QStringList texts = choiceTexts(w);
    ASSERT_EQ(texts.size(), 2) << texts.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(texts[0].startsWith(QLatin1String("1  ")));
    EXPECT_TRUE(texts[1].startsWith(QLatin1String("2  ")));
    // And to a lesson that asks for a number at its first step: no choice left, a field instead.
    ASSERT_TRUE(w.openScenario(QStringLiteral(":/scenarios/ring_modulo_fails.json")).isEmpty());
    QCoreApplication::sendPostedEvents();
    EXPECT_TRUE(choiceTexts(w).isEmpty());
    EXPECT_NE(w.findChild<QWidget*>(QStringLiteral("LessonNumber")), nullptr);
}

} // namespace

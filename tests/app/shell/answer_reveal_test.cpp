// Issue 15: "in class mode the teacher reveals (the answer animates in)". A settled click-it
// question rings the right candidate on the canvas, drawing in from large and faint to its place;
// a settled choice ticks the right button and crosses a wrong pick; the verdict fades in. With
// Reduce motion all of it is simply there.
#include "shell/answer_marker.h"
#include "shell/lab_page.h"
#include "shell/lesson_bar.h"
#include "shell/lesson_runner.h"
#include "shell/question_panel.h"
#include "shell/settings.h"
#include "shell/theme.h"
#include "shell_test_access.h"
#include "support/lesson_window.h"
#include "window/main_window.h"

#include <QApplication>
#include <QFile>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using nlohmann::json;

json text(const char* en) {
    return {{"en", en}, {"zh_CN", std::string("中文 ") + en}};
}

// h1 = k mod 8, h2 = 2: 0, 8, 16, 24 land in slots 0, 2, 4, 6.
json probingState() {
    return hashlab::app::testing::stepTwoProbingState();
}

json lesson() {
    return {{"format", "hashlab-scenario"},
            {"schema", 2},
            {"steps", json::array({{{"lab", "probing"},
                                    {"state", probingState()},
                                    {"question",
                                     {{"kind", "click"},
                                      {"prompt", text("Click the slot of 24")},
                                      {"answer", "slot:6"}}}},
                                   {{"lab", "probing"},
                                    {"state", probingState()},
                                    {"question",
                                     {{"kind", "choice"},
                                      {"prompt", text("Which slot holds 8?")},
                                      {"choices", json::array({text("slot 1"), text("slot 2")})},
                                      {"answer", 1}}}}})}};
}

struct Window : hashlab::app::testing::ScratchWindow {
    Window() { EXPECT_EQ(window.openScenario(write(lesson())), QString()); }
    QuestionPanel* panel() { return bar()->questionPanel(); }
};

QRectF areaOf(const LabPage::ClickTargets& targets, const QString& id) {
    for (const auto& t : targets.targets)
        if (t.id == id)
            return t.area;
    return {};
}

// The marker's pixel at the right edge of the ring around `area` (where the lab itself draws
// only the slot's background).
QColor ringPixel(AnswerMarker* marker, const QRectF& area) {
    const QImage img = marker->grab().toImage();
    const double pad = 5.0;
    const QRectF r = area.adjusted(-pad, -pad, pad, pad);
    return img.pixelColor(QPoint(static_cast<int>(r.right()), static_cast<int>(r.center().y())));
}

TEST(AnswerReveal, TheRightSlotIsRingedAndTheRingDrawsIn) {
    ThemeManager::instance().setReducedMotion(false);
    Window w;
    ASSERT_TRUE(w.runner()->active());
    AnswerMarker* marker = w.window.answerMarker();
    EXPECT_FALSE(AnswerMarkerTestAccess::marking(*marker)); // open question: nothing given away
    w.runner()->reveal();
    ASSERT_TRUE(AnswerMarkerTestAccess::marking(*marker));
    const QRectF slot6 = areaOf(w.window.currentLab()->clickTargets(), QStringLiteral("slot:6"));
    ASSERT_FALSE(slot6.isEmpty());
    ASSERT_EQ(marker->areas().size(), 1);
    EXPECT_EQ(marker->areas().front(), slot6);
    EXPECT_LT(marker->progress(), 0.5); // it has only begun
    EXPECT_TRUE(QTest::qWaitFor([&] { return marker->progress() == 1.0; }, 3000));
    const QColor good = ThemeManager::instance().palette().good;
    const QColor seen = ringPixel(marker, slot6);
    EXPECT_LT(std::abs(seen.red() - good.red()) + std::abs(seen.green() - good.green()) +
                  std::abs(seen.blue() - good.blue()),
              60)
        << seen.name().toStdString() << " vs " << good.name().toStdString();
    EXPECT_NEAR(QuestionPanelTestAccess::verdictOpacity(*w.panel()), 1.0, 1e-9);
    // The next step takes the ring away.
    LessonRunnerTestAccess::goTo(*w.runner(), 1);
    EXPECT_FALSE(AnswerMarkerTestAccess::marking(*marker));
}

TEST(AnswerReveal, WithReduceMotionTheAnswerIsThereAtOnce) {
    Window w; // the window applies the saved setting (off): switch it on as a user would
    ThemeManager::instance().setReducedMotion(true);
    w.runner()->answerClick(QStringLiteral("slot:3")); // a wrong pick: the question stays open
    EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Open);
    AnswerMarker* marker = w.window.answerMarker();
    EXPECT_FALSE(AnswerMarkerTestAccess::marking(*marker));
    w.runner()->reveal(); // then revealed: the right one is ringed
    EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Wrong);
    ASSERT_TRUE(AnswerMarkerTestAccess::marking(*marker));
    EXPECT_EQ(marker->progress(), 1.0);
    EXPECT_EQ(QuestionPanelTestAccess::verdictOpacity(*w.panel()), 1.0);
    ThemeManager::instance().setReducedMotion(false);
}

TEST(AnswerReveal, TheRightChoiceIsTickedAndAWrongPickCrossed) {
    ThemeManager::instance().setReducedMotion(false);
    Window w;
    LessonRunnerTestAccess::goTo(*w.runner(), 1);
    QList<QPushButton*> choices = w.panel()->choiceButtons();
    ASSERT_EQ(choices.size(), 2);
    EXPECT_FALSE(choices[1]->text().contains(QStringLiteral("✓"))); // open: no hint
    w.runner()->setMode(LessonRunner::Mode::SelfStudy);
    QTest::mouseClick(choices[0], Qt::LeftButton);
    // Wrong: crossed at once, and the right one not yet shown.
    EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Open);
    EXPECT_TRUE(choices[0]->text().startsWith(QStringLiteral("✗")));
    EXPECT_FALSE(choices[1]->text().contains(QStringLiteral("✓")));
    EXPECT_FALSE(choices[1]->styleSheet().contains(ThemeManager::instance().palette().good.name()));
    // Page Down reveals it: answered wrong, the right one ticked.
    w.press(Qt::Key_PageDown);
    EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Wrong);
    EXPECT_TRUE(choices[0]->text().startsWith(QStringLiteral("✗")));
    EXPECT_TRUE(choices[1]->text().startsWith(QStringLiteral("✓")));
    EXPECT_TRUE(choices[1]->styleSheet().contains(ThemeManager::instance().palette().good.name()));
    EXPECT_LT(QuestionPanelTestAccess::verdictOpacity(*w.panel()), 0.5); // the verdict is fading in
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return QuestionPanelTestAccess::verdictOpacity(*w.panel()) == 1.0; }, 3000));
}

} // namespace

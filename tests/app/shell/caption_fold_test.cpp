// Issue 29, item 1 (the lesson bar's share): in presentation mode the caption and the question
// take at most three lines; a longer caption is cut at a word and the rest waits behind "more".
// Outside presentation mode the caption is whole. The two longest shipped captions are shorter.
#include "shell/caption_fold.h"
#include "shell/lesson_bar.h"
#include "shell/lesson_runner.h"
#include "shell/lessons.h"
#include "shell/theme.h"
#include "shell_test_access.h"
#include "support/lesson_window.h"
#include "window/main_window.h"

#include <QLabel>
#include <QToolButton>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using nlohmann::json;

const std::string kLong =
    "A caption far longer than a projector's bar can hold: it tells the class what happens on "
    "the canvas, then why, then what the textbook says about it, then what to look for in the "
    "next stage, then a remark for the curious, then another, so that on a 1280 by 720 screen in "
    "presentation mode it wraps to many lines and pushes the canvas down, which is what the bar "
    "must not do: the canvas is the stage and the caption is a subtitle, not a page of notes.";

json lesson() {
    json step = {{"lab", "probing"},
                 {"state", hashlab::app::testing::stepTwoProbingState()},
                 {"caption", {{"en", kLong}}},
                 {"question",
                  {{"kind", "choice"},
                   {"prompt", {{"en", "Which slot holds 8?"}}},
                   {"choices", json::array({{{"en", "1"}}, {{"en", "2"}}})},
                   {"answer", 1}}}};
    json second = {{"caption", {{"en", kLong + " Again."}}}};
    return {{"format", "hashlab-scenario"}, {"schema", 2}, {"steps", json::array({step, second})}};
}

int lines(const QLabel* label) {
    const QFontMetrics fm(label->font());
    const QRect r =
        fm.boundingRect(QRect(0, 0, label->width(), 1 << 20), Qt::TextWordWrap, label->text());
    return (r.height() + fm.lineSpacing() - 1) / fm.lineSpacing();
}

struct Window : hashlab::app::testing::ScratchWindow {
    Window() { EXPECT_EQ(window.openScenario(write(lesson())), QString()); }
    QLabel* caption() { return bar()->findChild<QLabel*>(QStringLiteral("LessonCaption")); }
    QLabel* prompt() { return bar()->findChild<QLabel*>(QStringLiteral("LessonQuestionPrompt")); }
    QToolButton* more() { return bar()->findChild<QToolButton*>(QStringLiteral("LessonMore")); }
    CaptionFold* fold() { return bar()->findChild<CaptionFold*>(); }
};

TEST(CaptionFold, InPresentationModeALongCaptionFoldsBehindMore) {
    Window w;
    QApplication::processEvents();
    EXPECT_EQ(w.caption()->text().toStdString(), kLong) << "whole outside presentation mode";
    EXPECT_FALSE(w.more()->isVisible());
    w.window.setPresentationMode(true);
    QApplication::processEvents();
    ASSERT_TRUE(w.fold()->folded());
    EXPECT_TRUE(w.caption()->text().endsWith(QStringLiteral(" …")));
    EXPECT_TRUE(w.more()->isVisible());
    EXPECT_LE(lines(w.caption()) + lines(w.prompt()), 3) << w.caption()->text().toStdString();
    // The screen reader still gets the whole caption.
    EXPECT_EQ(w.bar()->accessibleDescription().toStdString(), kLong);
    w.more()->click();
    EXPECT_FALSE(w.fold()->folded());
    EXPECT_EQ(w.caption()->text().toStdString(), kLong);
    // The next step opens folded again.
    w.runner()->reveal();
    LessonRunnerTestAccess::goTo(*w.runner(), 1);
    QApplication::processEvents();
    EXPECT_TRUE(w.fold()->folded());
    EXPECT_LE(lines(w.caption()), 3);
    w.window.setPresentationMode(false);
    QApplication::processEvents();
    EXPECT_FALSE(w.fold()->folded());
}

TEST(CaptionFold, NoShippedCaptionIsOver400Characters) {
    for (const Lesson& lesson : availableLessons())
        for (std::size_t i = 0; i < lesson.steps.steps.size(); ++i)
            for (const auto& [language, text] : lesson.steps.steps[i].caption)
                EXPECT_LE(QString::fromStdString(text).size(), 400)
                    << lesson.resourcePath.toStdString() << " step " << i + 1 << " " << language;
}

} // namespace

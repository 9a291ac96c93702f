// Issue 29, item 1 (the lesson bar's share): in presentation mode the caption and the question
// take at most three lines; a longer caption is cut at a word and the rest waits behind "more".
// Outside presentation mode the caption is whole. The two longest shipped captions are shorter.
#include "shell/caption_fold.h"
#include "shell/language.h"
#include "shell/lesson_bar.h"
#include "shell/lesson_runner.h"
#include "shell/lessons.h"
#include "shell/theme.h"
#include "shell_test_access.h"
#include "support/lesson_window.h"
#include "window/main_window.h"

#include <QLabel>
#include <QTextDocumentFragment>
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
    // The prompt is rich text ("<b>Predict:</b> …"): its lines are those of the words shown.
    const QString text = Qt::mightBeRichText(label->text())
                             ? QTextDocumentFragment::fromHtml(label->text()).toPlainText()
                             : label->text();
    const QRect r = fm.boundingRect(QRect(0, 0, label->width(), 1 << 20), Qt::TextWordWrap, text);
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

// A Chinese caption of one line under a one-line question stays whole: its glyphs come from a
// fallback font taller than the label's, and counted in the label font's line spacing each line
// read as two, so the bar folded it to a bare "…" behind "更多". A step with no caption (a
// drill's) shows no caption line at all, and no fold.
TEST(CaptionFold, AChineseCaptionThatFitsStaysWholeAndAnEmptyOneTakesNoLine) {
    setLanguage(QStringLiteral("zh_CN"));
    {
        const std::string caption = "m = 8、步长 2：路径 0 → 2 → 4 → 6 → 0 只能到达 4 个槽。";
        json step = {{"lab", "probing"},
                     {"state", hashlab::app::testing::stepTwoProbingState()},
                     {"caption", {{"en", "m = 8, step 2."}, {"zh_CN", caption}}},
                     {"question",
                      {{"kind", "choice"},
                       {"prompt", {{"en", "Which slot?"}, {"zh_CN", "哪个槽？"}}},
                       {"choices", json::array({{{"en", "1"}}, {{"en", "2"}}})},
                       {"answer", 1}}}};
        json empty = {{"caption", {{"en", ""}, {"zh_CN", ""}}}};
        hashlab::app::testing::ScratchWindow w;
        ASSERT_EQ(w.window.openScenario(w.write({{"format", "hashlab-scenario"},
                                                 {"schema", 2},
                                                 {"steps", json::array({step, empty})}})),
                  QString());
        w.window.setPresentationMode(true);
        QApplication::processEvents();
        auto* label = w.bar()->findChild<QLabel*>(QStringLiteral("LessonCaption"));
        auto* more = w.bar()->findChild<QToolButton*>(QStringLiteral("LessonMore"));
        EXPECT_EQ(label->text().toStdString(), caption);
        EXPECT_FALSE(more->isVisible());
        w.runner()->reveal();
        LessonRunnerTestAccess::goTo(*w.runner(), 1);
        QApplication::processEvents();
        EXPECT_FALSE(label->isVisible()) << "an empty caption still takes a line";
        EXPECT_FALSE(more->isVisible());
        w.window.setPresentationMode(false);
    }
    setLanguage(QStringLiteral("en"));
}

TEST(CaptionFold, NoShippedCaptionIsOver400Characters) {
    for (const Lesson& lesson : availableLessons())
        for (std::size_t i = 0; i < lesson.steps.steps.size(); ++i)
            for (const auto& [language, text] : lesson.steps.steps[i].caption)
                EXPECT_LE(QString::fromStdString(text).size(), 400)
                    << lesson.resourcePath.toStdString() << " step " << i + 1 << " " << language;
}

} // namespace

// Issue 29, item 1 at the revealed steps: in presentation mode a revealed answer takes the lesson
// bar one line (the verdict and the answer) and the explanation waits behind "why?", which a click
// or the keyboard (Tab to it, Space) opens; each step opens folded. The answer widgets give their
// row to the verdict, which says the answer. Outside presentation mode the
// explanation shows with the answer, and a screen reader gets it either way.
#include "shell/lesson_bar.h"
#include "shell/question_panel.h"
#include "shell_test_access.h"
#include "support/lesson_window.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextDocumentFragment>
#include <QToolButton>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using nlohmann::json;

const char* kWhy = "Slots 0, 2, 4 and 6 are taken and the step is 2: a key starting at 0 visits "
                   "only even slots, so the probe walks the same four slots for ever and never "
                   "reaches an odd one, however many empty slots the table has.";

json lesson() {
    json choice = {{"lab", "probing"},
                   {"state", hashlab::app::testing::stepTwoProbingState()},
                   {"caption", {{"en", "Step 2 in 8 slots."}}},
                   {"question",
                    {{"kind", "choice"},
                     {"prompt", {{"en", "Where does 32 go?"}}},
                     {"choices", json::array({{{"en", "slot 1"}}, {{"en", "nowhere: it cycles"}}})},
                     {"answer", 1},
                     {"explanation", {{"en", kWhy}}}}}};
    json number = {{"caption", {{"en", "The same table."}}},
                   {"question",
                    {{"kind", "number"},
                     {"prompt", {{"en", "How many slots can 32 reach?"}}},
                     {"answer", 4},
                     {"explanation", {{"en", kWhy}}}}}};
    return {
        {"format", "hashlab-scenario"}, {"schema", 2}, {"steps", json::array({choice, number})}};
}

QString plain(const QLabel* label) {
    return QTextDocumentFragment::fromHtml(label->text()).toPlainText();
}

struct Window : hashlab::app::testing::ScratchWindow {
    Window() { EXPECT_EQ(window.openScenario(write(lesson())), QString()); }
    QuestionPanel* panel() { return bar()->questionPanel(); }
    QLabel* verdict() { return panel()->findChild<QLabel*>(QStringLiteral("LessonVerdict")); }
    QToolButton* why() { return panel()->whyButton(); }
    void settle() {
        for (int i = 0; i < 3; ++i)
            QApplication::processEvents();
    }
};

TEST(VerdictFold, OnAProjectorTheExplanationWaitsBehindWhy) {
    Window w;
    w.window.setPresentationMode(true);
    w.settle();
    EXPECT_FALSE(w.why()->isVisible()) << "before the reveal";
    w.runner()->answerChoice(1);
    w.settle();
    ASSERT_EQ(w.runner()->answer(), LessonRunner::Answer::Right);
    ASSERT_TRUE(w.why()->isVisible());
    EXPECT_FALSE(plain(w.verdict()).contains(QStringLiteral("even slots")));
    EXPECT_TRUE(plain(w.verdict()).contains(QStringLiteral("Right.")));
    // One line, the verdict and the answer; the choices gave their row to it.
    EXPECT_TRUE(plain(w.verdict()).contains(QStringLiteral("nowhere: it cycles")));
    EXPECT_LT(w.verdict()->height(), 2 * w.verdict()->fontMetrics().lineSpacing());
    for (QPushButton* b : w.panel()->choiceButtons())
        EXPECT_FALSE(b->isVisible());
    // A screen reader still gets all of it.
    EXPECT_TRUE(w.verdict()->accessibleName().contains(QStringLiteral("even slots")));
    EXPECT_TRUE(w.panel()->text().contains(QStringLiteral("nowhere: it cycles")));
    const int folded = w.bar()->height();

    // From the keyboard: Tab round the bar to "why?", then Space.
    for (int i = 0; i < 20 && QApplication::focusWidget() != w.why(); ++i)
        w.press(Qt::Key_Tab);
    ASSERT_EQ(QApplication::focusWidget(), w.why());
    w.press(Qt::Key_Space);
    w.settle();
    EXPECT_TRUE(plain(w.verdict()).contains(QStringLiteral("even slots")));
    EXPECT_GT(w.bar()->height(), folded) << "the explanation opened takes its lines";
    EXPECT_EQ(QApplication::focusWidget(), w.why()) << "and Space folds it again";
    w.press(Qt::Key_Space);
    w.settle();
    EXPECT_FALSE(plain(w.verdict()).contains(QStringLiteral("even slots")));

    // Opened by a click, then the next step: revealed, it opens folded again.
    w.why()->click();
    w.settle();
    ASSERT_TRUE(plain(w.verdict()).contains(QStringLiteral("even slots")));
    LessonRunnerTestAccess::goTo(*w.runner(), 1);
    w.runner()->reveal();
    w.settle();
    EXPECT_TRUE(w.why()->isVisible());
    EXPECT_FALSE(plain(w.verdict()).contains(QStringLiteral("even slots")));
    EXPECT_TRUE(plain(w.verdict()).contains(QStringLiteral("4")));
    EXPECT_FALSE(w.panel()->numberField()->isVisible()) << "the verdict says the answer";

    // Outside presentation mode the explanation shows with the answer, and no "why?".
    w.window.setPresentationMode(false);
    w.settle();
    EXPECT_FALSE(w.why()->isVisible());
    EXPECT_TRUE(plain(w.verdict()).contains(QStringLiteral("even slots")));
    EXPECT_TRUE(w.panel()->numberField()->isVisible());
}

} // namespace

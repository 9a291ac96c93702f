// Issue 15: a guided lesson (scenario schema 2) runs in the window. The keys a lecturer's clicker
// sends step the player and then the lesson, questions are answered right and wrong through the
// buttons and the keyboard, the screen blanks, the notes follow, and a bad lesson changes nothing.
#include "export/lesson_document.h"
#include "shell/click_picker.h"
#include "shell/drill_dialog.h"
#include "shell/lab_page.h"
#include "shell/lesson_bar.h"
#include "shell/lesson_runner.h"
#include "shell/lessons.h"
#include "shell/question_panel.h"
#include "shell/scenario_io.h"
#include "shell/settings.h"
#include "shell/step_player.h"
#include "shell_test_access.h"
#include "support/lesson_window.h"
#include "window/main_window.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using nlohmann::json;

json stateOf(const QString& file) {
    hashlab::scenario::Scenario s;
    EXPECT_EQ(readScenarioFile(file, &s), QString());
    return s.state;
}

json textOf(const char* en, const char* zh) {
    return {{"en", en}, {"zh_CN", zh}};
}

// Three steps over two labs: a probing trace from its first stage, the same table after one more
// insert with a multiple-choice prediction, then a ring whose node dies with a number question.
json threeStepLesson() {
    json probing = stateOf(hashlab::app::testing::v1Lesson("probing_gcd_trap"));
    probing.erase("step");
    return {
        {"format", "hashlab-scenario"},
        {"schema", 2},
        {"title", textOf("Test lesson", "测试课")},
        {"steps",
         json::array(
             {{{"lab", "probing"},
               {"state", probing},
               {"stage", 0},
               {"caption", textOf("Five keys, step 2", "五个键")},
               {"notes", textOf("Ask where 32 goes.", "问 32 去哪")}},
              {{"action", json::array({{{"op", "add"},
                                        {"path", "/ops/-"},
                                        {"value", {{"op", "insert"}, {"key", "40"}}}}})},
               {"caption", textOf("One more key", "再插一个")},
               {"question",
                {{"kind", "choice"},
                 {"prompt", textOf("Where can 40 go?", "40 去哪")},
                 {"choices", json::array({textOf("slot 0", "槽 0"), textOf("nowhere", "无处")})},
                 {"answer", 1},
                 {"explanation", textOf("h2 = 2 never reaches the odd slots.", "")}}}},
              {{"lab", "ring"},
               {"state", stateOf(hashlab::app::testing::v1Lesson("ring_node_dies"))},
               {"caption", textOf("A node dies", "节点宕机")},
               {"question",
                {{"kind", "number"},
                 {"prompt", textOf("How many nodes are left?", "还剩几个")},
                 {"answer", 4},
                 {"tolerance", 0}}}}})}};
}

using Window = hashlab::app::testing::ScratchWindow;

TEST(GuidedLesson, ClickerKeysStepThePlayerThenTheLessonAndBack) {
    Window w;
    ASSERT_EQ(w.window.openScenario(w.write(threeStepLesson())), QString())
        << w.window.lastError().toStdString();
    ASSERT_TRUE(w.runner()->active());
    EXPECT_TRUE(w.bar()->isVisible());
    EXPECT_EQ(LessonBarTestAccess::progressText(*w.bar()), QStringLiteral("1 / 3 · class"));
    EXPECT_EQ(LessonBarTestAccess::captionText(*w.bar()), QStringLiteral("Five keys, step 2"));
    EXPECT_EQ(w.window.currentLab()->labId(), QStringLiteral("probing"));
    StepPlayer* player = w.window.currentLab()->stepPlayer();
    ASSERT_NE(player, nullptr);
    ASSERT_GE(player->count(), 2);
    EXPECT_EQ(player->index(), 0); // the step's stage
    const int stages = player->count();
    // PageDown (a clicker's "next") plays the stages one by one, then opens the next step.
    for (int i = 1; i <= stages; ++i) {
        w.press(Qt::Key_PageDown);
        EXPECT_EQ(player->index(), i);
        EXPECT_EQ(w.runner()->index(), 0);
    }
    w.press(Qt::Key_PageDown);
    EXPECT_EQ(w.runner()->index(), 1);
    EXPECT_EQ(LessonBarTestAccess::progressText(*w.bar()), QStringLiteral("2 / 3 · class"));
    // The action added a sixth insert: the one the lab now steps through.
    EXPECT_EQ(w.window.currentLab()->saveState()["ops"].back()["key"], "40");
    // Left at the stage a step opens with goes back to the previous step, at its last stage.
    w.press(Qt::Key_PageUp);
    EXPECT_EQ(w.runner()->index(), 0);
    EXPECT_EQ(w.window.currentLab()->stepPlayer()->index(), stages);
    EXPECT_EQ(w.window.currentLab()->saveState()["ops"].back()["key"], "32");
}

TEST(GuidedLesson, ClassModeRevealsBeforeMovingOn) {
    Window w;
    ASSERT_EQ(w.window.openScenario(w.write(threeStepLesson())), QString());
    LessonRunnerTestAccess::goTo(*w.runner(), 1);
    ASSERT_EQ(w.runner()->index(), 1);
    QuestionPanel* panel = w.bar()->questionPanel();
    EXPECT_TRUE(panel->isVisible());
    EXPECT_TRUE(panel->text().contains(QStringLiteral("Where can 40 go?")));
    StepPlayer* player = w.window.currentLab()->stepPlayer();
    const int before = player->index();
    w.press(Qt::Key_Right); // reveals; the player waits
    EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Revealed);
    EXPECT_EQ(player->index(), before);
    EXPECT_TRUE(panel->text().contains(QStringLiteral("nowhere")));
    EXPECT_TRUE(panel->text().contains(QStringLiteral("never reaches the odd slots")));
    for (QPushButton* b : panel->choiceButtons())
        EXPECT_FALSE(b->isEnabled());
}

TEST(GuidedLesson, SelfStudyChoiceRightAndWrongThroughTheButtons) {
    Window w;
    for (int pick : {0, 1}) {
        ASSERT_EQ(w.window.openScenario(w.write(threeStepLesson())), QString());
        if (w.runner()->mode() != LessonRunner::Mode::SelfStudy)
            QTest::mouseClick(w.bar()->modeButton(), Qt::LeftButton);
        EXPECT_EQ(w.runner()->mode(), LessonRunner::Mode::SelfStudy);
        LessonRunnerTestAccess::goTo(*w.runner(), 1);
        QList<QPushButton*> choices = w.bar()->questionPanel()->choiceButtons();
        ASSERT_EQ(choices.size(), 2);
        EXPECT_TRUE(choices[1]->text().contains(QStringLiteral("nowhere")));
        QTest::mouseClick(choices[pick], Qt::LeftButton);
        const bool right = pick == 1;
        // Wrong: said so, and the question stays open (the answer is not given away).
        EXPECT_EQ(w.runner()->answer(),
                  right ? LessonRunner::Answer::Right : LessonRunner::Answer::Open);
        const QString text = w.bar()->questionPanel()->text();
        EXPECT_TRUE(text.contains(right ? QStringLiteral("Right.") : QStringLiteral("not it")))
            << text.toStdString();
        EXPECT_EQ(text.contains(QStringLiteral("never reaches the odd slots")), right);
        EXPECT_TRUE(LessonBarTestAccess::progressText(*w.bar()).contains(
            right ? QStringLiteral("1 right of 1") : QStringLiteral("0 right of 1")));
        if (right)
            continue;
        // Then right: revealed, and answered, but not right first time.
        EXPECT_FALSE(choices[0]->isEnabled());
        EXPECT_TRUE(choices[1]->isEnabled());
        QTest::mouseClick(choices[1], Qt::LeftButton);
        EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Right);
        EXPECT_TRUE(w.bar()->questionPanel()->text().contains(QStringLiteral("later try")));
        EXPECT_TRUE(w.bar()->questionPanel()->text().contains(
            QStringLiteral("never reaches the odd slots")));
        EXPECT_EQ(w.runner()->score(), 0);
        EXPECT_EQ(w.runner()->questionsDone(), 1);
        EXPECT_TRUE(
            LessonBarTestAccess::progressText(*w.bar()).contains(QStringLiteral("0 right of 1")));
    }
}

TEST(GuidedLesson, ANumberIsTypedAndEnterAnswersIt) {
    Window w;
    for (const char* typed : {"4", "5"}) {
        ASSERT_EQ(w.window.openScenario(w.write(threeStepLesson())), QString());
        LessonRunnerTestAccess::goTo(*w.runner(), 2);
        EXPECT_EQ(w.window.currentLab()->labId(), QStringLiteral("ring"));
        QLineEdit* field = w.bar()->questionPanel()->numberField();
        ASSERT_NE(field, nullptr);
        field->setFocus();
        QTest::keyClicks(field, QString::fromLatin1(typed));
        // Arrow keys in the field edit the text; they do not move the lesson.
        QTest::keyClick(field, Qt::Key_Left);
        EXPECT_EQ(w.runner()->index(), 2);
        QTest::keyClick(field, Qt::Key_Return);
        const bool right = QString::fromLatin1(typed) == QStringLiteral("4");
        EXPECT_EQ(w.runner()->answer(),
                  right ? LessonRunner::Answer::Right : LessonRunner::Answer::Open);
        EXPECT_NE(field->isEnabled(), right);
        if (right)
            continue;
        // Wrong: the field is emptied for another try, which Enter answers again.
        EXPECT_EQ(field->text(), QString());
        EXPECT_TRUE(w.bar()->questionPanel()->text().contains(QStringLiteral("5 is not it")));
        QTest::keyClicks(field, QStringLiteral("4"));
        QTest::keyClick(field, Qt::Key_Return);
        EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Right);
        EXPECT_EQ(w.runner()->wrongTries(), QStringList{QStringLiteral("5")});
        EXPECT_FALSE(field->isEnabled());
    }
}

// The gcd-trap table with a click-it question: where does 40 land? (The trap: nowhere; with m = 8
// and h2 = 1 + k % 7 it lands in a slot the test reads from the lab's own candidates.)
json clickLesson(const char* target) {
    json probing = stateOf(hashlab::app::testing::v1Lesson("probing_gcd_trap"));
    return {
        {"format", "hashlab-scenario"},
        {"schema", 2},
        {"steps", json::array({{{"lab", "probing"},
                                {"state", probing},
                                {"question",
                                 {{"kind", "click"},
                                  {"prompt", textOf("Click the slot of 24", "点击 24 所在的槽")},
                                  {"answer", target}}}}})}};
}

TEST(GuidedLesson, ClickItWithTheMouseAndWithTheKeyboard) {
    Window w; // one window, the lesson opened afresh for each way of answering
    for (bool mouse : {true, false}) {
        for (bool right : {true, false}) {
            // 24 mod 8 = 0, taken by 0; 0 + 2 = slot 2, taken by 8 and so on: 24 sits in slot 6.
            ASSERT_EQ(w.window.openScenario(w.write(clickLesson("slot:6"))), QString());
            ClickPicker* picker = w.window.clickPicker();
            ASSERT_TRUE(picker->active());
            ASSERT_EQ(picker->ids().size(), 8);
            EXPECT_EQ(picker->ids().front(), QStringLiteral("slot:0"));
            EXPECT_TRUE(picker->hasFocus());
            const QString pick = right ? QStringLiteral("slot:6") : QStringLiteral("slot:3");
            if (mouse) {
                const auto targets = w.window.currentLab()->clickTargets();
                QRectF area;
                for (const auto& t : targets.targets)
                    if (t.id == pick)
                        area = t.area;
                ASSERT_FALSE(area.isEmpty());
                QTest::mouseClick(picker, Qt::LeftButton, {}, area.center().toPoint());
            } else {
                const int steps = static_cast<int>(picker->ids().indexOf(pick)) + 1;
                QTest::keyClick(picker, Qt::Key_Tab); // the first candidate
                for (int i = 1; i < steps; ++i)
                    QTest::keyClick(picker, i % 2 ? Qt::Key_Right : Qt::Key_Down);
                EXPECT_EQ(picker->highlighted(), pick);
                EXPECT_EQ(w.runner()->index(), 0); // the arrows moved the highlight, not the lesson
                QTest::keyClick(picker, Qt::Key_Return);
            }
            EXPECT_EQ(w.runner()->answer(),
                      right ? LessonRunner::Answer::Right : LessonRunner::Answer::Open);
            EXPECT_EQ(w.runner()->given(), pick);
            if (!right) {
                // A wrong pick leaves the question open: pick again (the right one).
                EXPECT_TRUE(picker->active());
                EXPECT_FALSE(w.bar()->questionPanel()->text().contains(QStringLiteral("slot 6")));
                w.runner()->answerClick(QStringLiteral("slot:6"));
                EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Right);
            }
            EXPECT_FALSE(picker->active()); // answered: the canvas is the lab's again
            EXPECT_TRUE(w.bar()->questionPanel()->text().contains(QStringLiteral("slot 6")));
        }
    }
}

TEST(GuidedLesson, BlanksLeavesAndNotesFollow) {
    Window w;
    ASSERT_EQ(w.window.openScenario(w.write(threeStepLesson())), QString());
    SpeakerNotes* notes = w.window.speakerNotes();
    EXPECT_TRUE(notes->text().contains(QStringLiteral("Ask where 32 goes.")));
    EXPECT_TRUE(notes->text().contains(QStringLiteral("One more key"))); // the next caption
    w.press(Qt::Key_B);
    EXPECT_TRUE(w.runner()->blanked());
    EXPECT_TRUE(w.window.blankScreen()->isVisible());
    EXPECT_EQ(w.window.blankScreen()->geometry(), w.window.rect());
    const int index = w.window.currentLab()->stepPlayer()->index();
    w.press(Qt::Key_Right); // the first key only lifts the blank
    EXPECT_FALSE(w.runner()->blanked());
    EXPECT_EQ(w.window.currentLab()->stepPlayer()->index(), index);
    w.press(Qt::Key_Period);
    EXPECT_TRUE(w.runner()->blanked());
    w.press(Qt::Key_Escape); // Esc lifts the blank first, then leaves
    EXPECT_FALSE(w.runner()->blanked());
    EXPECT_TRUE(w.runner()->active());
    w.press(Qt::Key_Escape);
    EXPECT_FALSE(w.runner()->active());
    EXPECT_FALSE(w.bar()->isVisible());
    // Without a lesson B blanks the window too (a clicker's "blank" button works in any lab), and
    // the next key brings the picture back.
    w.press(Qt::Key_B);
    EXPECT_FALSE(w.runner()->blanked());
    EXPECT_TRUE(w.window.blankScreen()->isVisible());
    w.press(Qt::Key_Right);
    EXPECT_FALSE(w.window.blankScreen()->isVisible());
}

TEST(GuidedLesson, ABadLessonNamesTheStepAndChangesNothing) {
    Window w;
    ASSERT_EQ(w.window.openScenario(hashlab::app::testing::v1Lesson("ring_node_dies")), QString());
    const json ringBefore = w.window.lab(QStringLiteral("ring"))->saveState();
    json bad = threeStepLesson();
    bad["steps"][1]["action"][0]["path"] = "/nope/-";
    const QString error = w.window.openScenario(w.write(bad));
    EXPECT_TRUE(error.contains(QStringLiteral("steps[1].action"))) << error.toStdString();
    EXPECT_FALSE(w.runner()->active());
    EXPECT_EQ(w.window.currentLab()->labId(), QStringLiteral("ring"));
    EXPECT_EQ(w.window.lab(QStringLiteral("ring"))->saveState(), ringBefore);
    // A lab state the lab refuses: the lesson does not open, the lab keeps its state.
    json refused = threeStepLesson();
    refused["steps"][0]["state"]["config"]["m"] = -3;
    EXPECT_NE(w.window.openScenario(w.write(refused, "refused.json")), QString());
    EXPECT_FALSE(w.runner()->active());
}

TEST(GuidedLesson, AOneStateScenarioStillOpensWithItsBanner) {
    Window w;
    ASSERT_EQ(w.window.openScenario(w.write(threeStepLesson())), QString());
    ASSERT_TRUE(w.runner()->active());
    ASSERT_EQ(w.window.openScenario(hashlab::app::testing::v1Lesson("probing_gcd_trap")),
              QString());
    EXPECT_FALSE(w.runner()->active()); // opening a scenario ends the guided lesson
    EXPECT_TRUE(w.window.lessonBanner()->isVisible());
}

// The ten lessons shipped as one-state (schema 1) files before they became guided; those files
// (kept under tests/fixtures/v1) still open, each in its lab with its caption in the banner.
TEST(GuidedLesson, EveryV1LessonFileStillOpens) {
    Window w;
    const QDir dir(QStringLiteral(HASHLAB_SOURCE_DIR "/tests/fixtures/v1"));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files);
    EXPECT_EQ(files.size(), 10);
    for (const QString& file : files) {
        hashlab::scenario::Lesson lesson;
        ASSERT_EQ(readLessonFile(dir.filePath(file), &lesson), QString()) << file.toStdString();
        EXPECT_EQ(lesson.schema, 1) << file.toStdString();
        ASSERT_EQ(lesson.steps.size(), 1u) << file.toStdString();
        ASSERT_EQ(w.window.openScenario(dir.filePath(file)), QString()) << file.toStdString();
        EXPECT_FALSE(w.runner()->active()) << file.toStdString();
        EXPECT_TRUE(w.window.lessonBanner()->isVisible()) << file.toStdString();
        EXPECT_EQ(w.window.currentLab()->labId().toStdString(), lesson.steps[0].lab)
            << file.toStdString();
    }
}

} // namespace

namespace {

// A drill from the Lessons menu: the dialog's seed, then every question answered through the GUI
// in self-study mode, scored.
TEST(Drill, AStudentDoesAProbingDrillAloneAndIsScored) {
    Window w;
    ASSERT_EQ(w.window.startDrill(QStringLiteral("probing"), 7, 4), QString());
    ASSERT_TRUE(w.runner()->active());
    EXPECT_EQ(w.runner()->mode(), LessonRunner::Mode::SelfStudy);
    EXPECT_EQ(w.window.currentLab()->labId(), QStringLiteral("probing"));
    EXPECT_EQ(LessonBarTestAccess::progressText(*w.bar()).left(5), QStringLiteral("1 / 4"));
    int right = 0;
    for (int i = 0; i < 4; ++i) {
        ASSERT_EQ(w.runner()->index(), i);
        const auto& q = *w.runner()->step().question;
        const bool answerRight = i != 1; // one wrong answer on purpose
        if (q.kind == hashlab::scenario::Question::Kind::Click) {
            ClickPicker* picker = w.window.clickPicker();
            ASSERT_TRUE(picker->active());
            const QString target = QString::fromStdString(q.target);
            const QString pick =
                answerRight
                    ? target
                    : picker->ids().at((picker->ids().indexOf(target) + 1) % picker->ids().size());
            QRectF area;
            for (const auto& t : w.window.currentLab()->clickTargets().targets)
                if (t.id == pick)
                    area = t.area;
            QTest::mouseClick(picker, Qt::LeftButton, {}, area.center().toPoint());
        } else {
            QLineEdit* field = w.bar()->questionPanel()->numberField();
            ASSERT_NE(field, nullptr);
            field->setFocus();
            QTest::keyClicks(field, QString::number(q.answer + (answerRight ? 0 : 1)));
            QTest::keyClick(field, Qt::Key_Return);
        }
        right += answerRight;
        EXPECT_EQ(w.runner()->answer(),
                  answerRight ? LessonRunner::Answer::Right : LessonRunner::Answer::Open);
        // The worked answer: the insert's probes play before the next question.
        w.window.setFocus();
        if (!answerRight) { // wrong, then Page Down reveals it (answered wrong)
            w.press(Qt::Key_PageDown);
            EXPECT_EQ(w.runner()->answer(), LessonRunner::Answer::Wrong);
        }
        StepPlayer* player = w.window.currentLab()->stepPlayer();
        EXPECT_EQ(player->index(), 0);
        const int stages = player->count();
        EXPECT_GE(stages, 2);
        for (int s = 0; s < stages; ++s)
            w.press(Qt::Key_Right);
        EXPECT_EQ(player->index(), stages);
        if (i < 3)
            w.press(Qt::Key_Right);
    }
    EXPECT_EQ(w.runner()->score(), right);
    EXPECT_TRUE(
        LessonBarTestAccess::progressText(*w.bar()).contains(QStringLiteral("3 right of 4")));
}

TEST(Drill, TheDialogStartsTheSeedItShows) {
    DrillDialog dialog(QStringLiteral("ring"));
    EXPECT_EQ(dialog.lab(), QStringLiteral("ring"));
    quint64 seed = 0;
    EXPECT_TRUE(dialog.seed(&seed));
    dialog.seedField()->setText(QStringLiteral("12x"));
    EXPECT_EQ(dialog.seedField()->text(), QStringLiteral("12x")); // setText bypasses the validator
    EXPECT_FALSE(dialog.seed(nullptr));
    dialog.seedField()->setText(QStringLiteral("18446744073709551615"));
    EXPECT_TRUE(dialog.seed(&seed));
    EXPECT_EQ(seed, 18446744073709551615ULL);
}

} // namespace

namespace {

int pdfPages(const QString& path) {
    const std::string command = "pdfinfo '" + path.toStdString() + "' 2>/dev/null";
    std::string info;
    if (FILE* pipe = popen(command.c_str(), "r")) {
        char buffer[512];
        while (fgets(buffer, sizeof buffer, pipe))
            info += buffer;
        pclose(pipe);
    }
    const auto at = info.find("Pages:");
    return at == std::string::npos ? -1 : std::stoi(info.substr(at + 6));
}

// File → Export lesson as worksheet + answer key, on a running drill: one page per question, and
// the key beside it.
TEST(Drill, TheWindowExportsTheDrillAsAWorksheetAndItsKey) {
    Window w;
    ASSERT_EQ(w.window.startDrill(QStringLiteral("bloom"), 11, 3), QString());
    const QString sheet = w.dir.filePath(QStringLiteral("sheet.pdf"));
    ASSERT_EQ(w.window.exportLesson(sheet, LessonLayout::Worksheet), QString());
    EXPECT_EQ(pdfPages(sheet), 3);
    EXPECT_GE(pdfPages(w.dir.filePath(QStringLiteral("sheet-answers.pdf"))), 1);
    const QString slides = w.dir.filePath(QStringLiteral("slides.pdf"));
    ASSERT_EQ(w.window.exportLesson(slides, LessonLayout::Slides), QString());
    EXPECT_EQ(pdfPages(slides), 3);
    // The class's lesson is where it was: the export drew its own pages.
    EXPECT_EQ(w.runner()->index(), 0);
    EXPECT_EQ(w.window.currentLab()->labId(), QStringLiteral("bloom"));
}

} // namespace

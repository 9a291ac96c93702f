// Issue 31's Your turn, as a demanding teacher tried it: while a student works, the lab's own
// form is locked (its reason in its tool tip) and given back at the end; a file or a lesson that
// takes the lab over ends the exercise and is not overwritten by a later Stop; a language change
// keeps the step, its wrong choices and its clock; an exam gives no reason and no answer away
// before the end; at 640×400 the prompt and the answers stay in reach.
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_model.h"
#include "labs/tables/operations_panel.h"
#include "labs/tables/probing_lab.h"
#include "shell/core_text.h"
#include "shell/language.h"
#include "shell/summary_panel.h"
#include "support/import_driver.h"
#include "support/your_turn_driver.h"

#include <QAction>
#include <QLabel>
#include <QScrollArea>
#include <QTimer>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::app::testing::YourTurnWindow;
using hashlab::scenario::Verdict;
using nlohmann::json;

ProbingLab* probing(YourTurnWindow& w) {
    return qobject_cast<ProbingLab*>(w.window.lab(QStringLiteral("probing")));
}

TEST(YourTurnLock, TheLabsFormIsLockedWhileTheStudentWorksAndGivenBackAtTheEnd) {
    YourTurnWindow w;
    ProbingLab* lab = probing(w);
    ASSERT_NE(lab, nullptr);
    QPushButton* insert = lab->operations()->insertButton();
    ASSERT_TRUE(insert->isEnabled());
    ASSERT_EQ(w.startExercise("probing", "linear", 41, 2), QString());
    const json exercise = lab->saveState();
    // The student tries the lab's own Insert mid-exercise: nothing happens.
    QTest::keyClicks(lab->operations()->keyEdit(), QStringLiteral("99"));
    QTest::mouseClick(insert, Qt::LeftButton);
    EXPECT_FALSE(insert->isEnabled());
    EXPECT_EQ(lab->saveState(), exercise);
    // Why, where the mouse is: the locked form says so.
    ASSERT_FALSE(w.bar()->lockedControls().isEmpty());
    for (QWidget* locked : w.bar()->lockedControls())
        EXPECT_TRUE(locked->toolTip().contains(QStringLiteral("Your turn")))
            << locked->toolTip().toStdString();
    // The bar and the canvas are still the student's.
    EXPECT_TRUE(w.bar()->stopButton()->isEnabled());
    ASSERT_TRUE(w.bar()->picker()->isEnabled());
    w.answer(w.step().answer);
    EXPECT_EQ(w.bar()->run()->stepIndex(), 1u);
    // The summary gives the form back; New exercise locks it again; Esc gives it back for good.
    w.answerTheRest();
    ASSERT_TRUE(w.bar()->finished());
    EXPECT_TRUE(insert->isEnabled());
    auto* again = w.bar()->summary()->findChild<QPushButton*>(QStringLiteral("YourTurnNew"));
    ASSERT_NE(again, nullptr);
    again->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !w.bar()->finished(); }));
    EXPECT_FALSE(insert->isEnabled());
    w.press(Qt::Key_Escape);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !w.bar()->active(); }));
    EXPECT_TRUE(insert->isEnabled());
    EXPECT_TRUE(w.bar()->lockedControls().isEmpty());
}

TEST(YourTurnLock, EveryLabLocksItsFormAndStopGivesItBack) {
    const std::pair<const char*, const char*> kinds[] = {
        {"ring", "moved"}, {"bloom", "cells"}, {"collisions", "base62"}, {"probing", "cuckoo"}};
    for (const auto& [labId, kind] : kinds) {
        SCOPED_TRACE(labId);
        YourTurnWindow w;
        LabPage* lab = w.window.lab(QString::fromLatin1(labId));
        ASSERT_FALSE(lab->modelControls().isEmpty());
        QList<QPushButton*> buttons;
        for (QWidget* form : lab->modelControls())
            for (QPushButton* b : form->findChildren<QPushButton*>())
                if (b->isEnabled())
                    buttons << b;
        ASSERT_FALSE(buttons.isEmpty());
        ASSERT_EQ(w.startExercise(labId, kind, 5, 1), QString());
        for (QPushButton* b : buttons)
            EXPECT_FALSE(b->isEnabled()) << b->text().toStdString();
        QTest::mouseClick(w.bar()->stopButton(), Qt::LeftButton);
        ASSERT_TRUE(QTest::qWaitFor([&] { return !w.bar()->active(); }));
        for (QPushButton* b : buttons)
            EXPECT_TRUE(b->isEnabled()) << b->text().toStdString();
    }
}

// Double hashing with step 2, saved as a scenario file: what File → Open loads mid-exercise.
QString stepTwoFile(YourTurnWindow& w, json* loaded) {
    LabPage* lab = w.window.lab(QStringLiteral("probing"));
    const json before = lab->saveState();
    EXPECT_EQ(lab->loadState(hashlab::app::testing::stepTwoProbingState()), QString());
    *loaded = lab->saveState();
    const QString path = w.dir.filePath(QStringLiteral("step-two.json"));
    w.window.showLab(QStringLiteral("probing"));
    EXPECT_EQ(w.window.saveScenario(path), QString());
    EXPECT_EQ(lab->loadState(before), QString());
    return path;
}

TEST(YourTurnTakenOver, AFileOpenedMidExerciseEndsItAndStopDoesNotOverwriteIt) {
    YourTurnWindow w;
    json opened;
    const QString path = stepTwoFile(w, &opened);
    LabPage* lab = w.window.lab(QStringLiteral("probing"));
    ASSERT_EQ(w.startExercise("probing", "linear", 41, 2), QString());
    w.answer(w.step().answer);
    // File → Open (the menu's entry point, after its file dialog).
    ASSERT_EQ(w.window.openScenario(path), QString());
    EXPECT_FALSE(w.bar()->active());
    EXPECT_FALSE(w.bar()->isVisible());
    EXPECT_EQ(lab->saveState()["config"], opened["config"]);
    EXPECT_EQ(lab->saveState()["ops"], opened["ops"]);
    EXPECT_TRUE(probing(w)->operations()->insertButton()->isEnabled());
    // Stop and Esc find nothing to put back: the file stays.
    w.bar()->stop();
    w.press(Qt::Key_Escape);
    QApplication::processEvents();
    EXPECT_EQ(lab->saveState()["ops"], opened["ops"]);
}

TEST(YourTurnTakenOver, ALessonOpenedMidExerciseEndsItAndKeepsItsOwnState) {
    YourTurnWindow w;
    ASSERT_EQ(w.startExercise("probing", "linear", 41, 2), QString());
    ASSERT_EQ(
        w.window.openScenario(QStringLiteral(":/scenarios/probing_guided_double_hashing.json")),
        QString());
    ASSERT_TRUE(w.runner()->active());
    EXPECT_FALSE(w.bar()->active());
    LabPage* lab = w.window.currentLab();
    const json lesson = lab->saveState();
    w.bar()->stop();
    QApplication::processEvents();
    EXPECT_EQ(lab->saveState(), lesson);
}

TEST(YourTurnTakenOver, AnImportEndsItAndStaysACancelledOneLetsItGoOn) {
    YourTurnWindow w;
    auto* lab = qobject_cast<BloomLab*>(w.window.lab(QStringLiteral("bloom")));
    ASSERT_EQ(w.startExercise("bloom", "cells", 8, 1), QString());
    auto* import = w.window.findChild<QAction*>(QStringLiteral("importData"));
    ASSERT_NE(import, nullptr);
    // File → Import…, cancelled: the exercise goes on.
    QTimer::singleShot(0, [] {
        if (auto* d = qobject_cast<ImportDialog*>(QApplication::activeModalWidget()))
            d->reject();
    });
    import->trigger();
    QApplication::processEvents();
    EXPECT_TRUE(w.bar()->active());
    // File → Import… of a word list: the words stay, the exercise ends.
    const QString path = hashlab::test::writeImportFile(w.dir, "words.txt", "quokka\nnarwhal\n");
    QTimer::singleShot(0, [path] {
        if (auto* d = qobject_cast<ImportDialog*>(QApplication::activeModalWidget()))
            hashlab::test::importFile(*d, path);
    });
    import->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !w.bar()->active(); }));
    EXPECT_TRUE(lab->model()->contains("quokka"));
    w.bar()->stop();
    QApplication::processEvents();
    EXPECT_TRUE(lab->model()->contains("quokka"));
}

QAction* languageAction(MainWindow& window, const QString& title) {
    for (QAction* a : window.findChildren<QAction*>())
        if (a->isCheckable() && a->text() == title)
            return a;
    return nullptr;
}

TEST(YourTurnLanguage, ASwitchMidExerciseKeepsTheStepItsWrongChoicesAndItsClock) {
    YourTurnWindow w;
    ASSERT_EQ(w.startExercise("probing", "linear", 41, 2), QString());
    ASSERT_GE(w.bar()->run()->exercise().steps.size(), 3u);
    w.answer(w.step().answer);
    ASSERT_EQ(w.bar()->run()->stepIndex(), 1u);
    // One wrong choice on step 2, then a pause the clock must keep counting through.
    w.answer(w.wrongChoice());
    QTest::qWait(400);
    QAction* chinese = languageAction(w.window, QStringLiteral("简体中文"));
    ASSERT_NE(chinese, nullptr);
    chinese->trigger();
    ASSERT_TRUE(QTest::qWaitFor([] { return currentLanguage() == QLatin1String("zh_CN"); }));
    QApplication::processEvents();
    // The same step, its prompt in the new language.
    EXPECT_EQ(w.bar()->run()->stepIndex(), 1u);
    const QString prompt = w.bar()->findChild<QLabel*>(QStringLiteral("YourTurnPrompt"))->text();
    EXPECT_EQ(prompt, QCoreApplication::translate("hashlab::app::YourTurnBar", "Step %1 of %2: %3")
                          .arg(2)
                          .arg(w.bar()->run()->exercise().steps.size())
                          .arg(coreText(w.step().prompt)));
    EXPECT_FALSE(prompt.startsWith(QStringLiteral("Step")));
    // Two more wrong choices give the step: the first one still counts.
    w.answer(w.wrongChoice());
    w.answer(w.wrongChoice());
    const auto& choices = w.bar()->run()->choices();
    ASSERT_EQ(choices.size(), 4u);
    EXPECT_EQ(choices.back().verdict, Verdict::Given);
    // The step's clock ran on through the switch: each choice's ms counts from the step's start.
    EXPECT_GE(choices[2].ms, 400);
    EXPECT_GE(choices[3].ms, choices[2].ms);
    chinese = nullptr;
    setLanguage(QStringLiteral("en"));
}

TEST(YourTurnExam, NoReasonNoAnswerAndNoSolutionBeforeTheEnd) {
    YourTurnWindow w;
    ProbingLab* lab = probing(w);
    // Linear 41 at level 2: insert 68 is one probe, its op's last step.
    ASSERT_EQ(w.startExercise("probing", "linear", 41, 2, true, QStringLiteral("Ada")), QString());
    const json before = lab->saveState();
    const std::string reason = coreText(w.step().reason).mid(1).toStdString();
    const QString answer = clickTargetLabel(QString::fromStdString(w.clickId(w.step().answer)));
    for (int i = 0; i < hashlab::scenario::kWrongBeforeGiven; ++i) {
        w.answer(w.wrongChoice());
        const std::string said = w.bar()->text().toStdString();
        EXPECT_EQ(said.find(reason), std::string::npos) << said;
        EXPECT_EQ(said.find(answer.toStdString() + "."), std::string::npos) << said;
    }
    ASSERT_EQ(w.bar()->run()->choices().back().verdict, Verdict::Given);
    // The given step's key is not placed on the canvas either, and no ring marks its slot.
    EXPECT_EQ(lab->saveState()["ops"], before["ops"]);
    w.bar()->showSolution();
    EXPECT_FALSE(w.bar()->text().contains(QStringLiteral("The solution")));
    w.answerTheRest();
    ASSERT_TRUE(w.bar()->finished());
    w.bar()->showSolution();
    EXPECT_TRUE(w.bar()->text().contains(QStringLiteral("The solution")));
}

// Inside the window (or inside a scroll area's viewport that can scroll to it).
bool reachable(QWidget* widget, QWidget* window) {
    if (!widget->isVisible())
        return false;
    const QRect inWindow(widget->mapTo(window, QPoint(0, 0)), widget->size());
    if (window->rect().contains(inWindow))
        return true;
    for (QWidget* p = widget->parentWidget(); p; p = p->parentWidget())
        if (auto* scroll = qobject_cast<QScrollArea*>(p))
            return window->rect().intersects(
                QRect(scroll->mapTo(window, QPoint(0, 0)), scroll->size()));
    return false;
}

TEST(YourTurnSmallWindow, At640x400ThePromptAndTheAnswersStayInReach) {
    const std::pair<const char*, const char*> kinds[] = {
        {"probing", "linear"}, {"collisions", "base62"}, {"ring", "moved"}};
    for (const auto& [labId, kind] : kinds) {
        SCOPED_TRACE(labId);
        YourTurnWindow w(QSize(640, 400));
        w.window.resize(640, 400);
        ASSERT_EQ(w.startExercise(labId, kind, 41, 2), QString());
        QApplication::processEvents();
        // The bar asks for no more room than the window has.
        w.window.resize(640, 400);
        QApplication::processEvents();
        EXPECT_EQ(w.window.size(), QSize(640, 400));
        auto* prompt = w.bar()->findChild<QLabel*>(QStringLiteral("YourTurnPrompt"));
        ASSERT_NE(prompt, nullptr);
        EXPECT_TRUE(reachable(prompt, &w.window));
        EXPECT_TRUE(reachable(w.bar()->stopButton(), &w.window));
        // Its whole text shows: word-wrapped, not cut off by the row beside it.
        EXPECT_GE(prompt->height(), prompt->heightForWidth(prompt->width()));
        QList<QWidget*> answers;
        if (w.bar()->picker()->active())
            answers << w.bar()->lab()->clickTargets().widget;
        for (QWidget* b : {static_cast<QWidget*>(w.bar()->yesButton()),
                           static_cast<QWidget*>(w.bar()->noButton()),
                           static_cast<QWidget*>(w.bar()->answerField())})
            if (b->isVisible())
                answers << b;
        ASSERT_FALSE(answers.isEmpty());
        const QRect promptRect(prompt->mapTo(&w.window, QPoint(0, 0)), prompt->size());
        for (QWidget* a : answers) {
            EXPECT_TRUE(reachable(a, &w.window)) << a->objectName().toStdString();
            const QRect r(a->mapTo(&w.window, QPoint(0, 0)), a->size());
            EXPECT_FALSE(r.intersects(promptRect)) << a->objectName().toStdString();
        }
        // The student answers there, as at full size.
        w.answer(w.step().answer);
        EXPECT_EQ(w.bar()->run()->choices().back().verdict, Verdict::Right);
        // The summary and the solution (a line a step) fit as well: its buttons stay in reach.
        w.answerTheRest();
        ASSERT_TRUE(w.bar()->finished());
        w.bar()->showSolution();
        QApplication::processEvents();
        EXPECT_EQ(w.window.size(), QSize(640, 400));
        for (QPushButton* b : w.bar()->summary()->buttons())
            EXPECT_TRUE(reachable(b, &w.window)) << b->text().toStdString();
        EXPECT_TRUE(reachable(w.bar()->stopButton(), &w.window));
    }
}

} // namespace

// Issue 31: Your turn in the Hash tables lab, driven as a student does. The exercise's table is
// loaded into the lab, each probe is clicked on the canvas (a wrong slot first: the reason is
// shown and the step stays), the summary ends it, and the saved record grades as performed.
#include "support/your_turn_driver.h"

#include "shell/core_text.h"
#include "shell/step_player.h"
#include "shell/summary_panel.h"

#include <QLabel>
#include <QPushButton>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::app::testing::YourTurnWindow;
using hashlab::scenario::Verdict;

TEST(YourTurnTables, ALinearInsertIsClickedSlotBySlotAndTheRecordGrades) {
    YourTurnWindow w;
    LabPage* lab = w.window.lab(QStringLiteral("probing"));
    ASSERT_EQ(w.startExercise("probing", "linear", 41, 2), QString());
    ASSERT_TRUE(w.bar()->isVisible());
    EXPECT_TRUE(w.bar()->text().contains(QStringLiteral("exercise 41")))
        << w.bar()->text().toStdString();
    // The lab holds the exercise's table: its size and the keys inserted before the operation.
    const auto& setup = w.bar()->run()->exercise().setup;
    const nlohmann::json state = lab->saveState();
    EXPECT_EQ(state["config"]["m"], setup["m"]);
    EXPECT_EQ(state["ops"].size(), setup["keys"].size());
    ASSERT_TRUE(w.bar()->picker()->active());
    const std::size_t steps = w.bar()->run()->exercise().steps.size();
    ASSERT_GE(steps, 2u);

    // A wrong slot: the reason in one sentence, and the step waits.
    const QString wrong = w.wrongCandidate();
    ASSERT_FALSE(wrong.isEmpty());
    // The reason as the bar writes it: a sentence after the verdict (its first letter capital).
    const std::string reason = hashlab::app::coreText(w.step().reason).mid(1).toStdString();
    ASSERT_TRUE(w.clickCanvas(wrong));
    EXPECT_EQ(w.bar()->run()->stepIndex(), 0u);
    const std::string verdict = w.bar()->verdictText().toStdString();
    EXPECT_NE(verdict.find("Not " + clickTargetLabel(wrong).toStdString()), std::string::npos)
        << verdict;
    EXPECT_NE(verdict.find(reason), std::string::npos) << verdict;

    // Then every probe right, on the canvas.
    w.answerTheRest();
    ASSERT_TRUE(w.bar()->finished());
    EXPECT_TRUE(w.bar()->summary()->isVisible());
    const std::string summary = w.bar()->summary()->text().toStdString();
    EXPECT_NE(summary.find(std::to_string(steps - 1) + " of " + std::to_string(steps)),
              std::string::npos)
        << summary;

    const auto attempt = w.bar()->attempt();
    ASSERT_EQ(attempt.choices.size(), steps + 1);
    EXPECT_EQ(attempt.choices.front().verdict, Verdict::Wrong);
    EXPECT_EQ(attempt.choices.front().choice, wrong.toStdString());
    EXPECT_EQ(attempt.mode, "practice");
    EXPECT_EQ(attempt.seed, 41u);
    const auto report = w.gradeSaved();
    ASSERT_EQ(report.rows.size(), 1u);
    EXPECT_EQ(report.rows[0].score.steps, steps);
    EXPECT_EQ(report.rows[0].score.rightFirstTime, steps - 1);
    EXPECT_EQ(report.rows[0].score.given, 0u);
    ASSERT_FALSE(report.stepKinds.empty());
    EXPECT_EQ(report.stepKinds.front().stepKind, "linear/probe");
    EXPECT_EQ(report.stepKinds.front().wrongSteps, 1u);
    EXPECT_EQ(report.stepKinds.front().commonWrong, wrong.toStdString());

    // Show solution: the lab replays the exercise's operation with its step player.
    auto* show =
        w.bar()->summary()->findChild<QPushButton*>(QStringLiteral("YourTurnSolutionButton"));
    ASSERT_NE(show, nullptr);
    show->click();
    EXPECT_TRUE(
        QTest::qWaitFor([&] { return w.bar()->text().contains(QStringLiteral("The solution")); }));
    const nlohmann::json solved = lab->saveState();
    EXPECT_EQ(solved["ops"].size(), setup["keys"].size() + setup["ops"].size());
    EXPECT_EQ(solved.value("stepped", 0u), setup["ops"].size());
    EXPECT_GT(lab->stepPlayer()->count(), 0);
    // New exercise: the same kind and level on another seed, from its first step.
    auto* again = w.bar()->summary()->findChild<QPushButton*>(QStringLiteral("YourTurnNew"));
    ASSERT_NE(again, nullptr);
    again->click();
    EXPECT_TRUE(QTest::qWaitFor([&] { return !w.bar()->finished(); }));
    EXPECT_NE(w.bar()->choice().seed, 41u);
    EXPECT_EQ(w.bar()->choice().kind, QStringLiteral("linear"));
    EXPECT_EQ(w.bar()->choice().level, 2);
    EXPECT_EQ(w.bar()->run()->stepIndex(), 0u);
    EXPECT_TRUE(w.bar()->picker()->active());
}

TEST(YourTurnTables, ThreeWrongSlotsGiveTheAnswerAndAnExamKeepsItsReasons) {
    for (const bool exam : {false, true}) {
        YourTurnWindow w;
        ASSERT_EQ(w.startExercise("probing", "double", 7, 1, exam, QStringLiteral("Ada")),
                  QString());
        // The reason as the bar writes it: a sentence after the verdict (its first letter capital).
        const std::string reason = hashlab::app::coreText(w.step().reason).mid(1).toStdString();
        const std::string answer = w.clickId(w.step().answer);
        for (int i = 0; i < hashlab::scenario::kWrongBeforeGiven; ++i) {
            const QString wrong = w.wrongCandidate();
            ASSERT_TRUE(w.clickCanvas(wrong));
            const std::string verdict = w.bar()->verdictText().toStdString();
            // Practice says why; an exam says only that it is wrong, and gives no answer.
            EXPECT_EQ(verdict.find(reason) != std::string::npos, !exam) << verdict;
            EXPECT_EQ(verdict.find(clickTargetLabel(QString::fromStdString(answer)).toStdString() +
                                   ".") != std::string::npos,
                      !exam && i + 1 == hashlab::scenario::kWrongBeforeGiven)
                << verdict;
        }
        EXPECT_EQ(w.bar()->run()->choices().back().verdict, Verdict::Given);
        // An exam shows no solution before the end.
        w.bar()->showSolution();
        EXPECT_EQ(w.bar()->text().contains(QStringLiteral("The solution")), !exam);
        w.answerTheRest();
        ASSERT_TRUE(w.bar()->finished());
        const auto report = w.gradeSaved();
        ASSERT_EQ(report.rows.size(), 1u);
        EXPECT_EQ(report.rows[0].mode, exam ? "exam" : "practice");
        EXPECT_EQ(report.rows[0].student, "Ada");
        EXPECT_EQ(report.rows[0].score.given, 1u);
        // At the end the solution lists every step with its answer.
        w.bar()->showSolution();
        EXPECT_TRUE(w.bar()->text().contains(QStringLiteral("The solution")))
            << w.bar()->text().toStdString();
    }
}

TEST(YourTurnTables, CuckooKicksAreClickedInBothTablesAndStopPutsTheLabBack) {
    YourTurnWindow w;
    LabPage* lab = w.window.lab(QStringLiteral("probing"));
    w.window.showLab(QStringLiteral("probing"));
    const nlohmann::json before = lab->saveState();
    ASSERT_EQ(w.startExercise("probing", "cuckoo", 3, 2), QString());
    ASSERT_TRUE(w.bar()->picker()->active());
    bool second = false;
    for (const auto& s : w.bar()->run()->exercise().steps)
        second = second || w.clickId(s.answer).rfind("t2:", 0) == 0;
    EXPECT_TRUE(second) << "seed 3 should kick into T2";
    w.answerTheRest();
    ASSERT_TRUE(w.bar()->finished());
    EXPECT_EQ(w.bar()->run()->score().rightFirstTime, w.bar()->run()->exercise().steps.size());
    // Esc leaves Your turn and the lab is as it was.
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w.window,
                    Qt::Key_Escape);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !w.bar()->active(); }));
    EXPECT_FALSE(w.bar()->isVisible());
    EXPECT_EQ(lab->saveState(), before);
}

TEST(YourTurnTables, AResizeTakesTheGrownTablesSlotsTyped) {
    YourTurnWindow w;
    ASSERT_EQ(w.startExercise("probing", "resize", 11, 1), QString());
    bool typed = false;
    for (int guard = 0; guard < 100 && !w.bar()->finished(); ++guard) {
        if (w.step().kind == "rehash") {
            EXPECT_FALSE(w.bar()->picker()->active());
            EXPECT_TRUE(w.bar()->answerField()->isVisible());
            typed = true;
        }
        w.answer(w.step().answer);
    }
    EXPECT_TRUE(typed);
    ASSERT_TRUE(w.bar()->finished());
    EXPECT_EQ(w.bar()->run()->score().rightFirstTime, w.bar()->run()->exercise().steps.size());
}

} // namespace

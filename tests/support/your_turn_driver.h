#pragma once
// Your turn (issue 31) driven as a student does: a window, an exercise started with a fixed seed,
// choices made by clicking the lab's canvas where the picker waits (at the candidate's drawn
// area), else with the Yes / No buttons or by typing in the answer field and pressing Enter.
#include "hashlab/scenario/grading.h"
#include "shell/click_picker.h"
#include "shell/lab_page.h"
#include "shell/your_turn.h"
#include "support/lesson_window.h"

#include <QLineEdit>
#include <QPushButton>
#include <QTest>

#include <string>

namespace hashlab::app::testing {

struct YourTurnWindow : ScratchWindow {
    explicit YourTurnWindow(QSize size = {1280, 720}) : ScratchWindow(size) {}
    YourTurnBar* bar() const { return window.yourTurn(); }
    const scenario::ExerciseStep& step() const { return bar()->run()->current(); }
    QString startExercise(const char* lab, const char* kind, quint64 seed, int level = 1,
                          bool exam = false, const QString& student = {}) {
        YourTurnChoice c{
            QString::fromLatin1(lab), QString::fromLatin1(kind), seed, level, exam, student};
        const QString error = window.startYourTurn(c);
        // The lab lays out the state it loaded, and the picker reads its candidates again.
        for (int i = 0; i < 3; ++i)
            QApplication::processEvents();
        return error;
    }
    // The id the lab's canvas gives `answer` ("slot:[2,3]" -> "t2:3", "C" -> "node:C").
    std::string clickId(const std::string& answer) const {
        return scenario::labClickId(bar()->choice().lab.toStdString(), answer);
    }
    // Clicks candidate `id` on the canvas as a mouse does; false if the picker does not wait or
    // the lab draws no such candidate.
    bool clickCanvas(const QString& id) {
        ClickPicker* picker = bar()->picker();
        if (!picker->active())
            return false;
        for (const auto& t : bar()->lab()->clickTargets().targets)
            if (t.id == id) {
                QTest::mouseClick(picker, Qt::LeftButton, {}, t.area.center().toPoint());
                QApplication::processEvents();
                return true;
            }
        return false;
    }
    // A candidate on the canvas that is not the current step's answer.
    QString wrongCandidate() const {
        const std::string right = clickId(step().answer);
        for (const QString& id : bar()->picker()->ids())
            if (id.toStdString() != right)
                return id;
        return {};
    }
    // The current step answered as a student would: on the canvas, Yes / No, or typed.
    void answer(const std::string& choice) {
        if (bar()->picker()->active()) {
            // An answer ("C") or already a candidate's id ("node:A", as wrongChoice gives).
            const QString id = bar()->picker()->ids().contains(QString::fromStdString(choice))
                                   ? QString::fromStdString(choice)
                                   : QString::fromStdString(clickId(choice));
            ASSERT_TRUE(clickCanvas(id)) << "no candidate " << choice;
        } else if (bar()->yesButton()->isVisible()) {
            QTest::mouseClick(choice == "yes" ? bar()->yesButton() : bar()->noButton(),
                              Qt::LeftButton);
        } else {
            ASSERT_TRUE(bar()->answerField()->isVisible());
            QLineEdit* field = bar()->answerField();
            field->clear();
            // As typed: "slot:4" is typed 4, the bar puts the kind in front.
            const auto colon = choice.find(':');
            const std::string typed =
                colon == std::string::npos || choice.find('[') != std::string::npos
                    ? choice
                    : choice.substr(colon + 1);
            QTest::keyClicks(field, QString::fromStdString(typed));
            QTest::keyClick(field, Qt::Key_Return);
        }
        QApplication::processEvents();
    }
    // A wrong choice the current step's way of answering allows.
    std::string wrongChoice() const {
        const std::string& right = step().answer;
        if (bar()->picker()->active())
            return wrongCandidate().toStdString();
        if (right == "yes" || right == "no")
            return right == "yes" ? "no" : "yes";
        const auto colon = right.find(':');
        const std::string body = colon == std::string::npos ? right : right.substr(colon + 1);
        const std::string other = body == "1" ? "2" : "1";
        return colon == std::string::npos ? other : right.substr(0, colon + 1) + other;
    }
    // Every remaining step answered right.
    void answerTheRest() {
        for (int guard = 0; guard < 200 && !bar()->finished(); ++guard)
            answer(step().answer);
    }
    // One exercise of `kind` as a student performs it: a wrong choice on the first step (its
    // reason shown), then every step right; the saved record grades one step not right first time.
    void wrongThenRight(const char* lab, const char* kind, quint64 seed) {
        SCOPED_TRACE(std::string(lab) + " " + kind);
        ASSERT_EQ(startExercise(lab, kind, seed, 1), QString());
        const std::size_t steps = bar()->run()->exercise().steps.size();
        ASSERT_GE(steps, 1u);
        const std::string wrong = wrongChoice();
        ASSERT_FALSE(wrong.empty());
        answer(wrong);
        ASSERT_EQ(bar()->run()->choices().size(), 1u);
        EXPECT_EQ(bar()->run()->choices().back().verdict, scenario::Verdict::Wrong);
        EXPECT_EQ(bar()->run()->stepIndex(), 0u);
        EXPECT_TRUE(bar()->verdictText().startsWith(QStringLiteral("✗")))
            << bar()->verdictText().toStdString();
        answerTheRest();
        ASSERT_TRUE(bar()->finished());
        const auto report = gradeSaved();
        ASSERT_EQ(report.rows.size(), 1u);
        EXPECT_EQ(report.rows[0].lab, lab);
        EXPECT_EQ(report.rows[0].kind, kind);
        EXPECT_EQ(report.rows[0].score.steps, steps);
        EXPECT_EQ(report.rows[0].score.rightFirstTime, steps - 1);
        std::uint64_t wrongSteps = 0;
        for (const auto& k : report.stepKinds)
            wrongSteps += k.wrongSteps;
        EXPECT_EQ(wrongSteps, 1u);
    }
    // The record as `hashlab grade` reads it back from the file.
    scenario::GradeReport gradeSaved(const char* name = "record.json") {
        const QString path = dir.filePath(QString::fromLatin1(name));
        EXPECT_EQ(bar()->saveRecord(path), QString());
        auto loaded = scenario::loadAttempt(path.toStdString());
        EXPECT_TRUE(loaded.ok()) << (loaded ? std::string() : loaded.error().text());
        return scenario::gradeAttempts({{name, loaded.value()}});
    }
};

} // namespace hashlab::app::testing

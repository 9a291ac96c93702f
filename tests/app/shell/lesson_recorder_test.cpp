// Issue 15, authoring: Lessons → Record lesson turns what the teacher does into steps, the panel
// writes captions and questions, and the saved file opens as a guided lesson.
#include "hashlab/scenario/lesson_figures.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/lab_page.h"
#include "shell/lesson_figures.h"
#include "shell/lesson_recorder.h"
#include "shell/lesson_runner.h"
#include "shell/settings.h"
#include "shell/step_player.h"
#include "shell_test_access.h"
#include "window/main_window.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

TEST(LessonRecorder, WhatTheTeacherDoesBecomesALessonThatPlaysBack) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    window.resize(1600, 900);
    window.show();
    window.showLab(QStringLiteral("ring"));
    auto* ring = qobject_cast<RingLab*>(window.lab(QStringLiteral("ring")));
    ASSERT_NE(ring, nullptr);
    LessonRecorder* recorder = window.lessonRecorder();
    recorder->start();
    EXPECT_TRUE(recorder->isVisible());
    ASSERT_EQ(recorder->lesson().steps.size(), 1u); // the lab as it was

    // Two actions: two more steps, each a patch on the one before.
    ASSERT_EQ(ring->model()->setVnodes(20), QString());
    ring->settleForExport();
    ASSERT_EQ(ring->model()->addNode(QStringLiteral("Z"), 1), QString()); // a change: 3 stages
    ring->settleForExport();
    ASSERT_GE(ring->stepPlayer()->count(), 2);
    ASSERT_EQ(recorder->lesson().steps.size(), 3u);
    EXPECT_FALSE(recorder->lesson().steps[1].action.is_null());
    EXPECT_EQ(recorder->stepList()->count(), 3);
    // Stepping the player sets the last step's stage.
    ring->stepPlayer()->setIndex(1);
    EXPECT_EQ(recorder->lesson().steps[2].stage, 1);

    // The panel: a caption in both languages and a number question on step 2 (asked before Z
    // joins, so the answer is the count after it).
    recorder->stepList()->setCurrentRow(1);
    recorder->titleField()->setText(QStringLiteral("Z joins"));
    recorder->captionField("en")->setPlainText(QStringLiteral("Z joins the ring."));
    recorder->captionField("zh_CN")->setPlainText(QStringLiteral("Z 加入环。"));
    recorder->questionKind()->setCurrentIndex(2);
    recorder->promptField()->setText(QStringLiteral("How many nodes now?"));
    const double nodesNow = static_cast<double>(ring->model()->state().config.nodes.size());
    recorder->answerField()->setValue(nodesNow);
    // Step 3 gets a choice question, the right one marked with *.
    recorder->stepList()->setCurrentRow(2);
    recorder->questionKind()->setCurrentIndex(1);
    recorder->promptField()->setText(QStringLiteral("More points per node make the load…"));
    recorder->choicesField()->setPlainText(QStringLiteral("less even\n*more even"));

    const QString path = dir.filePath(QStringLiteral("recorded.json"));
    ASSERT_EQ(recorder->save(path), QString());
    recorder->stop();

    // Played back: three steps, the captions and questions written, the states as recorded.
    ASSERT_EQ(window.openScenario(path), QString()) << window.lastError().toStdString();
    LessonRunner* runner = window.lessonRunner();
    ASSERT_TRUE(runner->active());
    ASSERT_EQ(runner->count(), 3);
    LessonRunnerTestAccess::goTo(*runner, 1);
    EXPECT_EQ(hashlab::scenario::pick(runner->step().caption, "zh_CN"), "Z 加入环。");
    ASSERT_TRUE(runner->step().question.has_value());
    EXPECT_EQ(runner->step().question->answer, nodesNow);
    runner->answerNumber(nodesNow);
    EXPECT_EQ(runner->answer(), LessonRunner::Answer::Right);
    LessonRunnerTestAccess::goTo(*runner, 2);
    EXPECT_EQ(runner->step().question->correct, 1u);
    EXPECT_EQ(ring->model()->state().config.vnodes, 20);
    EXPECT_EQ(ring->stepPlayer()->index(), 1);
}

TEST(LessonRecorder, AnIncompleteQuestionIsRefusedBeforeWriting) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    LessonRecorder* recorder = window.lessonRecorder();
    const QString path = dir.filePath(QStringLiteral("x.json"));
    EXPECT_FALSE(recorder->save(path).isEmpty()); // nothing recorded
    recorder->start();
    recorder->stepList()->setCurrentRow(0);
    recorder->questionKind()->setCurrentIndex(1); // a choice question with no choices
    recorder->promptField()->setText(QStringLiteral("?"));
    const QString error = recorder->save(path);
    EXPECT_TRUE(error.contains(QStringLiteral("choices"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(path));
}

// Issue 29, item 4: a lesson saved from the editor keeps what the editor has no field for: each
// question's hidden figures ("hide") and the other language's prompt and choices. Every shipped
// lesson that hides figures is put in the editor, the English caption of each question step
// that hides some is edited there, and the saved file is read back.
TEST(LessonRecorder, ASavedLessonKeepsItsHideListsAndOtherLanguages) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    LessonRecorder* recorder = window.lessonRecorder();
    int edited = 0;
    const QDir shipped(QStringLiteral(HASHLAB_SOURCE_DIR "/resources/scenarios"));
    for (const QString& name : shipped.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile file(shipped.filePath(name));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const std::string text = file.readAll().toStdString();
        const auto hides = hashlab::scenario::readHiddenFigures(text);
        ASSERT_TRUE(hides.ok());
        auto lesson = hashlab::scenario::parseLesson(text);
        ASSERT_TRUE(lesson.ok()) << name.toStdString();
        LessonRecorderTestAccess::load(*recorder, *lesson);
        int edits = 0;
        for (std::size_t i = 0; i < hides->size(); ++i) {
            if ((*hides)[i].empty())
                continue;
            recorder->stepList()->setCurrentRow(static_cast<int>(i));
            recorder->captionField("en")->setPlainText(QStringLiteral("Edited."));
            ++edits;
        }
        if (edits == 0)
            continue;
        edited += edits;
        const QString path = dir.filePath(name);
        ASSERT_EQ(recorder->save(path), QString()) << name.toStdString();
        QFile saved(path);
        ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
        const std::string written = saved.readAll().toStdString();
        const auto again = hashlab::scenario::readHiddenFigures(written);
        ASSERT_TRUE(again.ok());
        EXPECT_EQ(*again, *hides) << name.toStdString();
        auto reread = hashlab::scenario::parseLesson(written);
        ASSERT_TRUE(reread.ok()) << name.toStdString();
        for (std::size_t i = 0; i < hides->size(); ++i) {
            const auto& before = lesson->steps[i].question;
            const auto& after = reread->steps[i].question;
            ASSERT_EQ(before.has_value(), after.has_value()) << name.toStdString() << " " << i;
            if (!before)
                continue;
            EXPECT_EQ(after->prompt, before->prompt) << name.toStdString() << " " << i;
            EXPECT_EQ(after->explanation, before->explanation) << name.toStdString() << " " << i;
            EXPECT_EQ(after->choices, before->choices) << name.toStdString() << " " << i;
        }
        // And it opens as a lesson whose questions hide the same figures.
        ASSERT_EQ(window.openScenario(path), QString()) << name.toStdString();
        for (std::size_t i = 0; i < hides->size(); ++i) {
            QStringList expected;
            for (const std::string& h : (*hides)[i])
                expected << QString::fromStdString(h);
            EXPECT_EQ(LessonFigures::instance().hidesAt(static_cast<int>(i)), expected)
                << name.toStdString() << " " << i;
        }
    }
    EXPECT_GE(edited, 5);
}

} // namespace

namespace {

// Types into a field as a user does: clicked first (the focus decides where a key goes: a space
// typed anywhere else plays the lab's steps).
void type(QWidget* field, const QString& text) {
    field->setFocus(Qt::MouseFocusReason);
    QTest::keyClicks(field, text);
}

std::string readAll(const QString& path) {
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return file.readAll().toStdString();
}

// A click question (answered by clicking a target on the canvas) written in the editor as a
// teacher does: the kind chosen from the keyboard, the prompt and the target typed. The saved file
// loads, writes back the same text, and plays as a click question.
TEST(LessonRecorder, ATeacherWritesAClickQuestion) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    window.resize(1600, 900);
    window.show();
    QApplication::setActiveWindow(&window);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    window.showLab(QStringLiteral("probing"));
    LessonRecorder* recorder = window.lessonRecorder();
    recorder->start();
    ASSERT_EQ(recorder->lesson().steps.size(), 1u);
    recorder->stepList()->setCurrentRow(0);
    type(recorder->captionField("en"), QStringLiteral("Where does 40 go?"));
    EXPECT_FALSE(recorder->targetField()->isVisibleTo(recorder));
    recorder->questionKind()->setFocus();
    for (int i = 0; i < 3; ++i) // down the kinds to the last: a click on the canvas
        QTest::keyClick(recorder->questionKind(), Qt::Key_Down);
    EXPECT_EQ(recorder->questionKind()->currentText(), QStringLiteral("A click on the canvas"));
    EXPECT_TRUE(recorder->targetField()->isVisibleTo(recorder));
    EXPECT_FALSE(recorder->answerField()->isVisibleTo(recorder));
    EXPECT_FALSE(recorder->choicesField()->isVisibleTo(recorder));
    type(recorder->promptField(), QStringLiteral("Click the slot where 40 ends up."));
    type(recorder->targetField(), QStringLiteral("slot:3"));
    type(recorder->explanationField(), QStringLiteral("40 mod 8 is 0; it probes on."));
    const QString path = dir.filePath(QStringLiteral("click.json"));
    ASSERT_EQ(recorder->save(path), QString());
    recorder->stop();

    const std::string saved = readAll(path);
    const auto lesson = hashlab::scenario::parseLesson(saved);
    ASSERT_TRUE(lesson.ok()) << lesson.error().text();
    const auto& q = lesson->steps.at(0).question;
    ASSERT_TRUE(q.has_value());
    EXPECT_EQ(q->kind, hashlab::scenario::Question::Kind::Click);
    EXPECT_EQ(q->target, "slot:3");
    EXPECT_EQ(hashlab::scenario::pick(q->prompt, "en"), "Click the slot where 40 ends up.");
    EXPECT_EQ(hashlab::scenario::serializeLesson(*lesson), saved);

    // Played back: a click on another slot is wrong, on slot 3 right.
    ASSERT_EQ(window.openScenario(path), QString()) << window.lastError().toStdString();
    LessonRunner* runner = window.lessonRunner();
    ASSERT_TRUE(runner->active());
    runner->answerClick(QStringLiteral("slot:2"));
    EXPECT_EQ(runner->answer(), LessonRunner::Answer::Open);
    runner->answerClick(QStringLiteral("slot:3"));
    EXPECT_EQ(runner->answer(), LessonRunner::Answer::Right);
}

// A shipped click question put in the editor stays one (it read as a number question, and a
// caption edited there turned it into one), and its target can be typed anew.
TEST(LessonRecorder, AClickQuestionEditedStaysOneAndTakesANewTarget) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    LessonRecorder* recorder = window.lessonRecorder();
    const std::string text =
        readAll(QStringLiteral(HASHLAB_SOURCE_DIR "/resources/scenarios/tables_robin_hood.json"));
    auto lesson = hashlab::scenario::parseLesson(text);
    ASSERT_TRUE(lesson.ok());
    int row = -1;
    for (std::size_t i = 0; i < lesson->steps.size() && row < 0; ++i)
        if (lesson->steps[i].question &&
            lesson->steps[i].question->kind == hashlab::scenario::Question::Kind::Click)
            row = static_cast<int>(i);
    ASSERT_GE(row, 0) << "the Robin Hood lesson asks for a click";
    const hashlab::scenario::Question before =
        *lesson->steps[static_cast<std::size_t>(row)].question;
    LessonRecorderTestAccess::load(*recorder, *lesson);
    recorder->stepList()->setCurrentRow(row);
    EXPECT_EQ(recorder->targetField()->text().toStdString(), before.target);
    EXPECT_TRUE(recorder->targetField()->isVisibleTo(recorder));
    recorder->captionField("en")->selectAll();
    type(recorder->captionField("en"), QStringLiteral("Edited."));
    const QString kept = dir.filePath(QStringLiteral("kept.json"));
    ASSERT_EQ(recorder->save(kept), QString());
    auto reread = hashlab::scenario::parseLesson(readAll(kept));
    ASSERT_TRUE(reread.ok());
    const auto& after = reread->steps[static_cast<std::size_t>(row)].question;
    ASSERT_TRUE(after.has_value());
    EXPECT_EQ(after->kind, hashlab::scenario::Question::Kind::Click);
    EXPECT_EQ(after->target, before.target);
    EXPECT_EQ(after->prompt, before.prompt); // both languages
    EXPECT_EQ(after->explanation, before.explanation);

    recorder->targetField()->selectAll();
    type(recorder->targetField(), QStringLiteral("slot:4"));
    const QString moved = dir.filePath(QStringLiteral("moved.json"));
    ASSERT_EQ(recorder->save(moved), QString());
    const std::string written = readAll(moved);
    auto again = hashlab::scenario::parseLesson(written);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->steps[static_cast<std::size_t>(row)].question->target, "slot:4");
    EXPECT_EQ(hashlab::scenario::serializeLesson(*again), written);
}

} // namespace

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
            const auto& q = lesson->steps[i].question;
            // The editor writes choice and number questions (a click question is not its own).
            if ((*hides)[i].empty() || q->kind == hashlab::scenario::Question::Kind::Click)
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

// Issue 15, authoring: Lessons → Record lesson turns what the teacher does into steps, the panel
// writes captions and questions, and the saved file opens as a guided lesson.
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/lab_page.h"
#include "shell/lesson_recorder.h"
#include "shell/lesson_runner.h"
#include "shell/settings.h"
#include "shell/step_player.h"
#include "shell_test_access.h"
#include "window/main_window.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
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

} // namespace

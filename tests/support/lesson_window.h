#pragma once
// Tests of the lessons in resources/scenarios: a window that opens one, walks it step by step
// through the window's own LessonRunner (as a teacher's "next" key does), and the schema-1
// fixtures under tests/fixtures/v1 (the one-state lessons before issue 15), which must still open.
#include "shell/lab_page.h"
#include "shell/lesson_bar.h"
#include "shell/lesson_runner.h"
#include "shell/scenario_io.h"
#include "shell/settings.h"
#include "window/main_window.h"

#include <QApplication>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <string>

#include <gtest/gtest.h>

// A text of a lesson (caption, prompt, explanation) must state `part`, a number the test computed.
#define EXPECT_SAYS(text, part)                                                                    \
    EXPECT_NE((text).find(part), std::string::npos) << (text) << " lacks " << (part)

namespace hashlab::app::testing {

inline std::string en(const scenario::Texts& texts) {
    return scenario::pick(texts, "en");
}

// Every text of a lesson in one language, a line each: captions, prompts, choices, explanations.
inline std::string allText(const scenario::Lesson& lesson, const char* lang) {
    std::string all;
    for (const auto& step : lesson.steps) {
        all += scenario::pick(step.caption, lang) + "\n";
        if (!step.question)
            continue;
        all += scenario::pick(step.question->prompt, lang) + "\n" +
               scenario::pick(step.question->explanation, lang) + "\n";
        for (const auto& choice : step.question->choices)
            all += scenario::pick(choice, lang) + "\n";
    }
    return all;
}

// A copy of a schema-1 (one-state) lesson as it shipped before the lessons became guided.
inline QString v1Lesson(const char* name) {
    return QStringLiteral(HASHLAB_SOURCE_DIR "/tests/fixtures/v1/") + QString::fromLatin1(name) +
           QStringLiteral(".json");
}

// A shown, active window for lessons a test writes itself (write() puts one in its temp dir).
struct ScratchWindow {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    MainWindow window{settings};
    explicit ScratchWindow(QSize size = {1280, 720}) {
        window.resize(size);
        window.show();
        QApplication::setActiveWindow(&window);
        EXPECT_TRUE(QTest::qWaitForWindowActive(&window));
    }
    QString write(const nlohmann::json& doc, const char* name = "lesson.json") {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(doc.dump(2)));
        return path;
    }
    void press(Qt::Key key) {
        QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
        QTest::keyClick(target, key);
    }
    LessonRunner* runner() { return window.lessonRunner(); }
    LessonBar* bar() { return window.lessonBar(); }
};

struct LessonWindow {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini"))};
    MainWindow window{settings};

    explicit LessonWindow(const char* lesson) {
        window.resize(1280, 720);
        const QString error = window.openScenario(
            QStringLiteral(":/scenarios/") + QString::fromLatin1(lesson) + QStringLiteral(".json"));
        EXPECT_EQ(error, QString()) << lesson;
        EXPECT_TRUE(runner()->active()) << lesson << " is not a guided lesson";
    }
    LessonRunner* runner() const { return window.lessonRunner(); }
    const scenario::Step& step() const { return runner()->step(); }
    // Presses "next" until step `index` is shown (at its first stage) and returns its lab.
    LabPage* stepTo(int index) {
        EXPECT_LE(index, runner()->count() - 1);
        for (int guard = 0; runner()->index() < index && guard < 10000; ++guard)
            runner()->forward();
        EXPECT_EQ(runner()->index(), index);
        // Not settled for export: the numbers the tests read are computed when a state loads, and
        // waiting for background plots (the Bloom lab's million queries) would cost seconds.
        return window.currentLab();
    }
    template <class Lab>
    Lab* labAt(int index) {
        auto* lab = dynamic_cast<Lab*>(stepTo(index));
        EXPECT_NE(lab, nullptr) << "step " << index << " is in another lab";
        return lab;
    }
};

// The same walk without a window, for labs whose background work the window waits for at every
// step (the collisions lab's experiments): each step's state, every action applied, loaded into
// one lab as the window would.
template <class Lab>
struct LessonSteps {
    scenario::Lesson lesson;
    Lab lab;
    int index = 0;

    explicit LessonSteps(const char* name) {
        EXPECT_EQ(readLessonFile(QStringLiteral(":/scenarios/") + QString::fromLatin1(name) +
                                     QStringLiteral(".json"),
                                 &lesson),
                  QString())
            << name;
        EXPECT_EQ(lesson.schema, 2) << name;
    }
    int count() const { return static_cast<int>(lesson.steps.size()); }
    const scenario::Step& step() const { return lesson.steps.at(static_cast<std::size_t>(index)); }
    Lab* labAt(int i) {
        index = i;
        EXPECT_EQ(step().lab, lesson.steps.front().lab);
        EXPECT_EQ(lab.loadState(step().state), QString()) << "step " << i;
        return &lab;
    }
};

} // namespace hashlab::app::testing

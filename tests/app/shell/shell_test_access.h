#pragma once
// The shell's test fixture and reads for tests only: friends of the classes they reach, so that
// what only the tests do (jump a lesson to a step, point the spotlight without a mouse) or read
// (the lesson bar's texts, the verdict's fade, whether the answer is ringed) is not public API.
#include "shell/answer_marker.h"
#include "shell/lesson_bar.h"
#include "shell/lesson_recorder.h"
#include "shell/lesson_runner.h"
#include "shell/question_panel.h"
#include "shell/spotlight.h"

#include <QPoint>
#include <QString>

namespace hashlab::app {

class AnswerMarkerTestAccess {
public:
    static bool marking(const AnswerMarker& m) { return m.marking(); }
};

class LessonBarTestAccess {
public:
    static QString progressText(const LessonBar& bar) { return bar.progressText(); }
    static QString captionText(const LessonBar& bar) { return bar.captionText(); }
};

class LessonRecorderTestAccess {
public:
    // The editor holding `lesson`, as if recorded (the recorder has no "open" of its own).
    static void load(LessonRecorder& recorder, const scenario::Lesson& lesson) {
        recorder.m_lesson = lesson;
        recorder.m_selected = -1;
        recorder.refreshList();
    }
};

class LessonRunnerTestAccess {
public:
    static void goTo(LessonRunner& runner, int index) { runner.goTo(index); }
};

class QuestionPanelTestAccess {
public:
    static double verdictOpacity(const QuestionPanel& panel) { return panel.verdictOpacity(); }
};

class SpotlightTestAccess {
public:
    static void pointAt(Spotlight& spotlight, const QPoint& globalPos) {
        spotlight.pointAt(globalPos);
    }
};

} // namespace hashlab::app

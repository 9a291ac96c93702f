#pragma once
// Issue 27, item 4: a window for the key map's tests. A lesson per lab whose steps put the window
// in each context of the map (a plain step, a choice, a number and a click question), the lab's
// own controls the tests focus (a text field, a button), and a snapshot of everything a key may
// change.
#include "shell/click_picker.h"
#include "shell/lab_page.h"
#include "shell/lesson_bar.h"
#include "shell/lesson_runner.h"
#include "shell/question_panel.h"
#include "shell/scenario_io.h"
#include "shell/step_player.h"
#include "shell_test_access.h"
#include "support/lesson_window.h"
#include "window/main_window.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>

namespace hashlab::app::testing {

inline nlohmann::json labState(const char* v1Name) {
    scenario::Scenario s;
    EXPECT_EQ(readScenarioFile(v1Lesson(v1Name), &s), QString());
    s.state.erase("step");
    return s.state;
}

inline nlohmann::json texts(const char* en) {
    return {{"en", en}, {"zh_CN", en}};
}

// Steps: a plain step, a choice question (three choices, the second right), a number question
// (4), a click question on the lab's first candidate (when the lab has any), a plain last step;
// each opens at stage 1 of the lab's trace.
inline nlohmann::json keyMapLesson(const QString& lab, const nlohmann::json& state,
                                   const QString& clickTarget) {
    auto step = [&](const char* caption) {
        return nlohmann::json{{"lab", lab.toStdString()},
                              {"state", state},
                              {"stage", 1},
                              {"caption", texts(caption)}};
    };
    nlohmann::json steps = nlohmann::json::array();
    steps.push_back(step("A plain step"));
    auto choice = step("A choice");
    choice["question"] = {
        {"kind", "choice"},
        {"prompt", texts("Which?")},
        {"choices", nlohmann::json::array({texts("one"), texts("two"), texts("three")})},
        {"answer", 1}};
    steps.push_back(choice);
    auto number = step("A number");
    number["question"] = {
        {"kind", "number"}, {"prompt", texts("How many?")}, {"answer", 4}, {"tolerance", 0}};
    steps.push_back(number);
    if (!clickTarget.isEmpty()) {
        auto click = step("A click");
        click["question"] = {{"kind", "click"},
                             {"prompt", texts("Click it")},
                             {"answer", clickTarget.toStdString()}};
        steps.push_back(click);
    }
    steps.push_back(step("The last step"));
    return {{"format", "hashlab-scenario"}, {"schema", 2}, {"steps", steps}};
}

// A field a user types free text into (no validator), or nullptr.
inline QWidget* freeTextFieldOf(LabPage* lab) {
    for (QWidget* w : lab->findChildren<QWidget*>()) {
        if (!w->isVisible() || !w->isEnabled())
            continue;
        if (auto* edit = qobject_cast<QLineEdit*>(w);
            edit && !edit->validator() && edit->inputMask().isEmpty() && !edit->isReadOnly() &&
            !qobject_cast<QAbstractSpinBox*>(w->parentWidget()) &&
            !qobject_cast<QComboBox*>(w->parentWidget()))
            return w;
        if (auto* plain = qobject_cast<QPlainTextEdit*>(w); plain && !plain->isReadOnly())
            return w;
    }
    return nullptr;
}

// A lab's button that is safe to press in a test: a check box (pressed twice, it is as before),
// else a push button that opens no dialog ("…").
inline QAbstractButton* labButtonOf(LabPage* lab) {
    QAbstractButton* push = nullptr;
    for (QAbstractButton* b : lab->findChildren<QAbstractButton*>()) {
        if (!b->isVisible() || !b->isEnabled() || !(b->focusPolicy() & Qt::TabFocus))
            continue;
        if (qobject_cast<QCheckBox*>(b))
            return b;
        if (!push && qobject_cast<QPushButton*>(b) && !b->text().contains(QChar(0x2026)))
            push = b;
    }
    return push;
}

// Everything a key of the map may change.
struct KeySnapshot {
    bool lesson = false;
    int index = -1;
    LessonRunner::Answer answer = LessonRunner::Answer::Open;
    QString given;
    LessonRunner::Mode mode = LessonRunner::Mode::Class;
    int stage = -1;
    bool playing = false;
    bool blank = false;
    QWidget* focus = nullptr;
    QString highlighted;
    bool picking = false;
    bool presentation = false;
    bool same(const KeySnapshot& o) const {
        return lesson == o.lesson && index == o.index && answer == o.answer && given == o.given &&
               mode == o.mode && stage == o.stage && playing == o.playing && blank == o.blank &&
               focus == o.focus && highlighted == o.highlighted && picking == o.picking &&
               presentation == o.presentation;
    }
    // What the class sees move: the lesson's place and the lab's stage (not the focus).
    bool sameScreen(const KeySnapshot& o) const {
        return lesson == o.lesson && index == o.index && answer == o.answer && stage == o.stage &&
               playing == o.playing && blank == o.blank && presentation == o.presentation;
    }
};

inline KeySnapshot snapshot(MainWindow& window) {
    KeySnapshot s;
    LessonRunner* runner = window.lessonRunner();
    s.lesson = runner->active();
    if (s.lesson) {
        s.index = runner->index();
        s.answer = runner->answer();
        s.given = runner->given();
    }
    s.mode = runner->mode();
    if (StepPlayer* player = window.currentLab()->stepPlayer()) {
        s.stage = player->index();
        s.playing = player->playing();
    }
    s.blank = window.blankScreen()->isVisible();
    s.focus = QApplication::focusWidget();
    s.picking = window.clickPicker()->active();
    s.highlighted = window.clickPicker()->highlighted();
    s.presentation = window.presentationMode();
    return s;
}

// Presses `key` on the widget that has the focus (the window when nothing has), as a user does.
inline void pressKey(MainWindow& window, const QKeySequence& key) {
    QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
    Qt::Key k = key[0].key();
    Qt::KeyboardModifiers mods = key[0].keyboardModifiers();
    if (k == Qt::Key_Tab && (mods & Qt::ShiftModifier))
        k = Qt::Key_Backtab; // what a keyboard sends for Shift+Tab
    QTest::keyClick(target, k, mods);
}

} // namespace hashlab::app::testing

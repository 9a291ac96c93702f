// Issue 27, item 4: every key of the key map does what the map says, in every lab and every
// context: with and without a lesson, on a choice, a number and a click question, with the focus
// on a lab's button, on the lesson bar's, in a text field and in the answer field, on a blank
// screen. The test puts the window in a context, presses each key of the map on the widget that
// has the focus, and checks the effect of the row the map's order picks for the contexts the
// test itself declares (never the ones the program computes). A menu's key is caught at its
// action (the action's shortcut event is swallowed, so no dialog opens and Ctrl+Q quits nothing).
#include "key_map_window.h"
#include "shell_test_access.h"

#include "shell/key_map.h"

#include <QAction>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <optional>

namespace {

using namespace hashlab::app;
using namespace hashlab::app::testing;
using C = KeyContext;
using K = KeyCommand;

enum class Focus { Page, Bar, LabButton, BarButton, LabField, AnswerField, Picker };

struct Setup {
    const char* name;
    KeyContexts contexts;
    int step; // -1: no lesson; 99: the lesson's last step
    Focus focus;
    bool blank = false;
};

constexpr KeyContexts kWindow = C::Anywhere | C::Lab;
constexpr KeyContexts kLesson = kWindow | C::Lesson;

const std::vector<Setup> kSetups = {
    {"no lesson", kWindow, -1, Focus::Page},
    {"no lesson, focus on a lab's button", kWindow | C::FocusedButton, -1, Focus::LabButton},
    {"no lesson, focus in a text field", kWindow | C::TextField, -1, Focus::LabField},
    {"no lesson, blank screen", kWindow | C::Blank, -1, Focus::Page, true},
    {"lesson, plain step", kLesson, 99, Focus::Bar},
    {"lesson, choice question", kLesson | C::ChoiceQuestion, 1, Focus::Bar},
    {"lesson, number question", kLesson | C::NumberQuestion, 2, Focus::Bar},
    {"lesson, number question's field", kLesson | C::NumberQuestion | C::NumberField | C::TextField,
     2, Focus::AnswerField},
    {"lesson, click question", kLesson | C::CanvasTarget, 3, Focus::Picker},
    // Mid-lesson a lab's button is no "focused button": Space plays, it never presses the lab's.
    {"lesson, focus on a lab's button", kLesson, 99, Focus::LabButton},
    {"lesson, focus on a lesson bar button", kLesson | C::FocusedButton, 99, Focus::BarButton},
    {"lesson, focus in a lab's text field", kLesson | C::TextField, 99, Focus::LabField},
    {"lesson, blank screen", kLesson | C::Blank, 99, Focus::Bar, true},
};

// The row the map's order gives `key` in the contexts `active` (the test's own walk of the table).
const KeyBinding* expectedRow(const QKeySequence& key, KeyContexts active) {
    for (const KeyBinding& row : KeyMap::rows())
        if ((active & static_cast<unsigned>(row.context)) && row.keys.contains(key))
            return &row;
    return nullptr;
}

QList<QKeySequence> everyKey() {
    QList<QKeySequence> keys;
    for (const KeyBinding& row : KeyMap::rows())
        for (const QKeySequence& k : row.keys)
            if (!keys.contains(k))
                keys.append(k);
    return keys;
}

// Swallows the shortcut events of the window's actions and remembers who got them.
struct ActionCatcher : QObject {
    QList<QAction*> caught;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::Shortcut)
            return false;
        caught.append(qobject_cast<QAction*>(watched));
        return true;
    }
};

QString textOf(QWidget* field) {
    if (auto* line = qobject_cast<QLineEdit*>(field))
        return line->text();
    return qobject_cast<QPlainTextEdit*>(field)->toPlainText();
}

int cursorOf(QWidget* field) {
    if (auto* line = qobject_cast<QLineEdit*>(field))
        return line->cursorPosition();
    return qobject_cast<QPlainTextEdit*>(field)->textCursor().position();
}

void setText(QWidget* field, const QString& text, int cursor) {
    if (auto* line = qobject_cast<QLineEdit*>(field)) {
        line->setText(text);
        line->setCursorPosition(cursor);
        return;
    }
    auto* plain = qobject_cast<QPlainTextEdit*>(field);
    plain->setPlainText(text);
    QTextCursor c = plain->textCursor();
    c.setPosition(cursor);
    plain->setTextCursor(c);
}

struct LabKeys {
    ScratchWindow w{{1600, 1000}};
    QString id;
    const char* v1;
    QString lessonPath;
    QString target; // the click question's answer: the lab's first candidate ("" for none)
    ActionCatcher catcher;
    QPointer<QWidget> field;          // the text field the setup types into
    QPointer<QAbstractButton> button; // the button the setup focuses
    QString fieldText;

    LabKeys(const QString& lab, const char* v1Name) : id(lab), v1(v1Name) {
        EXPECT_EQ(w.window.openScenario(v1Lesson(v1)), QString());
        const auto targets = w.window.currentLab()->clickTargets();
        w.window.clickPicker()->start(targets);
        if (!w.window.clickPicker()->ids().isEmpty())
            target = w.window.clickPicker()->ids().front();
        w.window.clickPicker()->stop();
        lessonPath = w.write(keyMapLesson(lab, labState(v1), target));
        for (QAction* a : w.window.findChildren<QAction*>())
            a->installEventFilter(&catcher);
    }
    int lastStep() const { return target.isEmpty() ? 3 : 4; }
    MainWindow& window() { return w.window; }

    void enter(const Setup& s) {
        LessonRunner* runner = w.runner();
        if (s.step < 0) {
            ASSERT_EQ(w.window.openScenario(v1Lesson(v1)), QString());
        } else {
            ASSERT_EQ(w.window.openScenario(lessonPath), QString());
            runner->setMode(LessonRunner::Mode::Class);
            LessonRunnerTestAccess::goTo(*runner, s.step == 99 ? lastStep() : s.step);
        }
        ASSERT_TRUE(restore(s)) << s.name;
    }
    // The setup's state but the lesson's place and the lab's state: the player, the blank, the
    // answer field, the focus, the ring. False when that is not enough (the lab is computing).
    bool restore(const Setup& s) {
        LessonRunner* runner = w.runner();
        StepPlayer* player = w.window.currentLab()->stepPlayer();
        if (!player || player->count() < 3)
            return false;
        player->pause();
        player->setIndex(1);
        // The window's own blank outlives a scenario's opening: lifted here, or put up.
        static_cast<BlankScreen*>(w.window.blankScreen())->setBlanked(s.blank && !runner->active());
        if (runner->active() && runner->blanked() != s.blank)
            runner->toggleBlank();
        QuestionPanel* panel = w.bar()->questionPanel();
        if (panel->numberField())
            panel->numberField()->clear();
        field = s.focus == Focus::AnswerField ? panel->numberField()
                                              : freeTextFieldOf(w.window.currentLab());
        button = s.focus == Focus::BarButton ? w.bar()->findChild<QAbstractButton*>("LessonMode")
                                             : labButtonOf(w.window.currentLab());
        QWidget* focus = nullptr;
        switch (s.focus) {
        case Focus::Page:
            focus = w.window.currentLab();
            break;
        case Focus::Bar:
            focus = w.bar();
            break;
        case Focus::LabButton:
        case Focus::BarButton:
            focus = button;
            break;
        case Focus::LabField:
        case Focus::AnswerField:
            focus = field;
            break;
        case Focus::Picker: {
            ClickPicker* picker = w.window.clickPicker();
            focus = picker;
            for (int i = 0; i <= picker->ids().size() && picker->highlighted() != target; ++i)
                picker->moveHighlight(1);
            if (!picker->active() || picker->highlighted() != target)
                return false;
            break;
        }
        }
        if (!focus || !focus->isEnabled() || !focus->isVisible())
            return false;
        focus->setFocus(Qt::OtherFocusReason);
        return QTest::qWaitFor([&] { return focus->hasFocus() || focus == w.bar(); });
    }
    // Cheap per-key state: the text field's text and cursor, the menus' actions enabled.
    void prepare(const Setup& s) {
        fieldText = s.focus == Focus::AnswerField ? QStringLiteral("12") : QStringLiteral("ab");
        if (field && (s.focus == Focus::LabField || s.focus == Focus::AnswerField))
            setText(field, fieldText, 1);
        for (QAction* a : w.window.findChildren<QAction*>())
            a->setEnabled(true);
        catcher.caught.clear();
    }
};

std::string where(const LabKeys& lab, const Setup& s, const QKeySequence& key) {
    return lab.id.toStdString() + ", " + s.name + ", " + key.toString().toStdString();
}

void expectEffect(LabKeys& lab, const Setup& s, const QKeySequence& key, const KeyBinding* row,
                  const KeySnapshot& before, const KeySnapshot& after, int buttonClicks) {
    const std::string at = where(lab, s, key);
    MainWindow& window = lab.window();
    StepPlayer* player = window.currentLab()->stepPlayer();
    const K command = row ? row->command : K::PresentationDrawer;
    const KeyHandler handler = row ? row->handler() : KeyHandler::Reserved;
    if (handler == KeyHandler::Menu) {
        ASSERT_EQ(lab.catcher.caught.size(), 1) << at << ": no menu action took it";
        EXPECT_TRUE(lab.catcher.caught.front()->shortcuts().contains(key)) << at;
    } else {
        EXPECT_TRUE(lab.catcher.caught.isEmpty()) << at << ": a menu action took it";
    }
    // A lab's button is pressed by Space on it, and by nothing else.
    const bool presses = command == K::PressButton && before.focus == lab.button.data();
    EXPECT_EQ(buttonClicks, presses ? 1 : 0) << at;
    if (!row || handler == KeyHandler::Menu || handler == KeyHandler::Reserved) {
        EXPECT_TRUE(after.sameScreen(before)) << at << ": the key changed the screen";
        return;
    }
    const int digit = key[0].key() - Qt::Key_0;
    switch (command) {
    case K::EditText: {
        ASSERT_NE(lab.field, nullptr) << at;
        EXPECT_TRUE(after.sameScreen(before)) << at;
        EXPECT_EQ(QApplication::focusWidget(), lab.field.data()) << at;
        const QString was = lab.fieldText, now = textOf(lab.field);
        const Qt::Key k = key[0].key();
        if (k == Qt::Key_Left || k == Qt::Key_Home)
            EXPECT_EQ(cursorOf(lab.field), 0) << at;
        else if (k == Qt::Key_Right || k == Qt::Key_End)
            EXPECT_EQ(cursorOf(lab.field), 2) << at;
        else {
            QString typed = was;
            typed.insert(1, QTest::keyToAscii(k));
            int pos = 2;
            auto* line = qobject_cast<QLineEdit*>(lab.field);
            const bool refused = line && line->validator() &&
                                 line->validator()->validate(typed, pos) == QValidator::Invalid;
            EXPECT_EQ(now, refused ? was : typed) << at;
        }
        break;
    }
    case K::EnterText: // the field's own: the lab may change, the lesson and the screen not
        EXPECT_EQ(after.lesson, before.lesson) << at;
        EXPECT_EQ(after.index, before.index) << at;
        EXPECT_EQ(after.answer, before.answer) << at;
        EXPECT_EQ(after.blank, before.blank) << at;
        break;
    case K::UndoTyping:
        EXPECT_TRUE(after.sameScreen(before)) << at;
        EXPECT_EQ(QApplication::focusWidget(), lab.field.data()) << at;
        break;
    case K::AnswerNumber: // settled, or a wrong try that leaves it open
        EXPECT_TRUE(after.answer != LessonRunner::Answer::Open ||
                    window.lessonRunner()->wrongTries().contains(after.given))
            << at;
        EXPECT_EQ(after.given, lab.fieldText) << at;
        break;
    case K::PressButton:
        EXPECT_EQ(after.playing, before.playing) << at;
        EXPECT_EQ(after.index, before.index) << at;
        break;
    case K::NextControl:
    case K::PreviousControl:
        EXPECT_TRUE(after.sameScreen(before)) << at;
        EXPECT_NE(after.focus, before.focus) << at << ": Tab did not move the focus";
        break;
    case K::LiftBlank:
        EXPECT_FALSE(after.blank) << at;
        EXPECT_EQ(after.stage, before.stage) << at;
        EXPECT_EQ(after.index, before.index) << at;
        EXPECT_EQ(after.lesson, before.lesson) << at;
        break;
    case K::Blank:
        EXPECT_TRUE(after.blank) << at;
        EXPECT_EQ(after.stage, before.stage) << at;
        break;
    case K::NextTarget:
    case K::PreviousTarget: {
        const QStringList& ids = window.clickPicker()->ids();
        const auto here = ids.indexOf(before.highlighted);
        const auto n = ids.size();
        EXPECT_EQ(after.highlighted, ids.at((here + (command == K::NextTarget ? 1 : n - 1)) % n))
            << at;
        EXPECT_EQ(after.focus, window.clickPicker()) << at;
        EXPECT_EQ(after.index, before.index) << at;
        break;
    }
    case K::ChooseTarget: // settled, or a wrong try that leaves it open
        EXPECT_TRUE(after.answer != LessonRunner::Answer::Open ||
                    window.lessonRunner()->wrongTries().contains(after.given))
            << at;
        EXPECT_EQ(after.given, before.highlighted) << at;
        break;
    case K::ChooseChoice:
        if (digit <= 3) {
            EXPECT_EQ(after.given, QString::number(digit - 1)) << at;
            // A wrong choice leaves the question open for another.
            EXPECT_EQ(after.answer,
                      digit == 2 ? LessonRunner::Answer::Right : LessonRunner::Answer::Open)
                << at;
        } else {
            EXPECT_TRUE(after.sameScreen(before)) << at << ": there is no choice " << digit;
        }
        break;
    case K::TypeAnswer: {
        QLineEdit* answer = window.lessonBar()->questionPanel()->numberField();
        EXPECT_EQ(QApplication::focusWidget(), answer) << at;
        EXPECT_EQ(answer->text(), QString::number(digit)) << at;
        EXPECT_EQ(after.answer, LessonRunner::Answer::Open) << at;
        break;
    }
    case K::LessonForward:
        if (before.answer == LessonRunner::Answer::Open && window.lessonRunner()->step().question) {
            EXPECT_EQ(after.answer, LessonRunner::Answer::Revealed) << at;
            EXPECT_EQ(after.stage, before.stage) << at << ": revealing moved the player";
        } else {
            EXPECT_EQ(after.stage, before.stage + 1) << at; // the setups stand mid-trace
        }
        EXPECT_EQ(after.index, before.index) << at;
        break;
    case K::LessonBack:
        // The previous stage while the step has stages below where it opened (or where the lab
        // went since: Home), then the step before it.
        if (after.index == before.index)
            EXPECT_EQ(after.stage, before.stage - 1) << at;
        else
            EXPECT_EQ(after.index, before.index - 1) << at;
        break;
    case K::LessonNextControl:
    case K::LessonPreviousControl:
        ASSERT_NE(after.focus, nullptr) << at;
        EXPECT_TRUE(window.lessonBar()->isAncestorOf(after.focus))
            << at << ": the focus left the lesson bar for "
            << after.focus->metaObject()->className();
        EXPECT_TRUE(after.sameScreen(before)) << at;
        break;
    case K::LeaveLesson:
        EXPECT_FALSE(after.lesson) << at;
        break;
    case K::LeaveYourTurn:
        // No exercise runs in these setups: Esc leaves the lab as it is (your_turn_labs_test.cpp
        // and your_turn_tables_test.cpp check that it leaves a running one).
        EXPECT_TRUE(after.sameScreen(before)) << at;
        break;
    case K::StepForward:
        EXPECT_EQ(after.stage, before.stage + 1) << at;
        break;
    case K::StepBack:
        EXPECT_EQ(after.stage, before.stage - 1) << at;
        break;
    case K::TogglePlay:
        EXPECT_NE(after.playing, before.playing) << at;
        player->pause();
        break;
    case K::ToStart:
        EXPECT_EQ(after.stage, 0) << at;
        break;
    case K::ToEnd:
        EXPECT_EQ(after.stage, player->count()) << at;
        break;
    default:
        ADD_FAILURE() << at << ": no check for this row";
    }
}

void checkEveryKey(const QString& id, const char* v1) {
    LabKeys lab(id, v1);
    for (const Setup& s : kSetups) {
        if (s.step == 3 && lab.target.isEmpty())
            continue; // the lab has nothing to click on its canvas (the collisions lab)
        lab.enter(s);
        lab.prepare(s);
        KeySnapshot baseline = snapshot(lab.window());
        for (const QKeySequence& key : everyKey()) {
            lab.prepare(s);
            // The last key moved something: back to the setup's state, reopening the lesson (or
            // the lab's scenario) only when the lesson moved.
            if (!snapshot(lab.window()).same(baseline) && lab.restore(s))
                lab.prepare(s);
            if (!snapshot(lab.window()).same(baseline)) {
                lab.enter(s);
                lab.prepare(s);
                baseline = snapshot(lab.window());
            }
            const KeyBinding* row = expectedRow(key, s.contexts);
            std::optional<QSignalSpy> clicks;
            if (lab.button)
                clicks.emplace(lab.button.data(), &QAbstractButton::clicked);
            pressKey(lab.window(), key);
            expectEffect(lab, s, key, row, baseline, snapshot(lab.window()),
                         clicks ? static_cast<int>(clicks->count()) : 0);
            if (::testing::Test::HasFatalFailure())
                return;
        }
    }
}

TEST(KeyMapContexts, EveryKeyDoesWhatTheMapSaysInTheRingLab) {
    checkEveryKey(QStringLiteral("ring"), "ring_node_dies");
}

TEST(KeyMapContexts, EveryKeyDoesWhatTheMapSaysInTheHashTablesLab) {
    checkEveryKey(QStringLiteral("probing"), "probing_gcd_trap");
}

TEST(KeyMapContexts, EveryKeyDoesWhatTheMapSaysInTheBloomLab) {
    checkEveryKey(QStringLiteral("bloom"), "bloom_why_not_delete");
}

TEST(KeyMapContexts, EveryKeyDoesWhatTheMapSaysInTheCollisionsLab) {
    checkEveryKey(QStringLiteral("collisions"), "collisions_hash_as_primary_key");
}

} // namespace

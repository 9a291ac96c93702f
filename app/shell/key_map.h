#pragma once
// The window's key map, written once: every key HashLab answers to, where it applies and what it
// does. The menus take their shortcuts from it (main_window_menus.cpp), the step keys route by it
// (step_keys.h), the canvas-target picker reads its keys from it (click_picker.h), Help →
// Keyboard shortcuts shows it, and docs/index.md's key table is checked against it by a test.
//
// The rows are in precedence order: a key resolves to the first row that lists it and whose
// context holds. So a text field keeps its typing over every other row, a menu's shortcut works
// anywhere else, a blank screen swallows the step keys, a question's keys come before the
// lesson's, and the lesson's before the lab's.
#include <QCoreApplication>
#include <QKeySequence>
#include <QList>
#include <QString>

#include <vector>

class QKeyEvent;

namespace hashlab::app {

// Where a row applies. Several hold at once (a lesson always shows a lab); the table's order
// decides between them.
enum class KeyContext : unsigned {
    TextField = 1u << 0,      // the focus is in a text field (a lab's or the answer field)
    NumberField = 1u << 1,    // the focus is in a number question's answer field
    Anywhere = 1u << 2,       // the window, wherever the focus is
    Blank = 1u << 3,          // the screen is blanked
    CanvasTarget = 1u << 4,   // a click question (or exercise) waits for a choice on the canvas
    ChoiceQuestion = 1u << 5, // a lesson's choice question is open
    NumberQuestion = 1u << 6, // a lesson's number question is open
    FocusedButton = 1u << 7,  // a button has the focus (in a lesson: one of the lesson bar's)
    Lesson = 1u << 8,         // a guided lesson or drill runs
    Lab = 1u << 9,            // any lab, in a lesson or not
};
using KeyContexts = unsigned; // KeyContext bits
constexpr KeyContexts operator|(KeyContext a, KeyContext b) {
    return static_cast<unsigned>(a) | static_cast<unsigned>(b);
}
constexpr KeyContexts operator|(KeyContexts a, KeyContext b) {
    return a | static_cast<unsigned>(b);
}

enum class KeyCommand {
    // The menus' actions (QAction shortcuts, window-wide).
    OpenScenario,
    SaveScenario,
    ExportImage,
    CopyImage,
    Quit,
    Undo,
    Redo,
    ShowLab, // one key per lab, in the switcher's order
    Presentation,
    PresentationDrawer, // View → Presentation drawer (the lab's form and plots, F11 only)
    Drill,
    StepsAsText, // View → Steps as text (the trace as a table, for screen readers)
    Shortcuts,
    // What the focused widget does with the key itself.
    EditText,
    EnterText,
    UndoTyping,
    AnswerNumber,
    PressButton,
    NextControl,
    PreviousControl,
    // What StepKeys does, wherever the focus is.
    LiftBlank,
    NextTarget,
    PreviousTarget,
    ChooseTarget,
    ChooseChoice, // the digit's choice
    TypeAnswer,   // the digit goes into the answer field
    LessonForward,
    LessonBack,
    LessonNextControl,
    LessonPreviousControl,
    LeaveLesson,
    StepForward,
    StepBack,
    TogglePlay,
    ToStart,
    ToEnd,
    Blank,
};

// Who acts on a row's key.
enum class KeyHandler { Menu, Widget, StepKeys, Reserved };

struct KeyBinding {
    KeyContext context;
    KeyCommand command;
    QList<QKeySequence> keys;
    const char* action; // English, translated in the "KeyMap" context
    KeyHandler handler() const;
};

class KeyMap {
    Q_DECLARE_TR_FUNCTIONS(KeyMap)
public:
    static const std::vector<KeyBinding>& rows();
    // The row `key` resolves to while the contexts `active` hold; nullptr when no row lists it.
    static const KeyBinding* resolve(const QKeySequence& key, KeyContexts active);
    // The key an event stands for: its modifiers but the keypad's, Backtab as Shift+Tab, the
    // keypad's Enter as Return.
    static QKeySequence keyOf(const QKeyEvent& event);
    // The keys of a menu command; ShowLab has one per lab. Empty past the last.
    static QKeySequence shortcut(KeyCommand command, int index = 0);
    // "Right, Page Down", "Ctrl+1 – Ctrl+4": in English (docs/index.md) or the window's language.
    static QString keysText(const KeyBinding& row, bool translated);
    static QString contextText(KeyContext context, bool translated);
    static QString actionText(const KeyBinding& row, bool translated);
};

} // namespace hashlab::app

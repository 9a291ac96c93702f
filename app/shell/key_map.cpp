#include "key_map.h"

#include <QKeyEvent>

namespace hashlab::app {

namespace {

using C = KeyContext;
using K = KeyCommand;

QKeySequence key(int k) {
    return QKeySequence(k);
}

QList<QKeySequence> keys(std::initializer_list<int> list) {
    QList<QKeySequence> out;
    for (int k : list)
        out.append(key(k));
    return out;
}

QList<QKeySequence> span(int first, int last, int modifiers = 0) {
    QList<QKeySequence> out;
    for (int k = first; k <= last; ++k)
        out.append(key(modifiers | k));
    return out;
}

const int kCtrl = Qt::CTRL, kShift = Qt::SHIFT;

std::vector<KeyBinding> buildRows() {
    const auto stepKeys =
        keys({Qt::Key_Right, Qt::Key_PageDown, Qt::Key_Left, Qt::Key_PageUp, Qt::Key_Space,
              Qt::Key_Home, Qt::Key_End, Qt::Key_B, Qt::Key_Period, Qt::Key_Escape});
    QList<QKeySequence> typed = keys({Qt::Key_Left, Qt::Key_Right, Qt::Key_Home, Qt::Key_End,
                                      Qt::Key_Space, Qt::Key_B, Qt::Key_Period});
    typed += span(Qt::Key_0, Qt::Key_9);
    return {
        // A text field keeps its typing, its own undo and Enter included.
        {C::NumberField, K::AnswerNumber, keys({Qt::Key_Return}),
         QT_TRANSLATE_NOOP("KeyMap", "Answers with the number typed")},
        {C::TextField, K::EnterText, keys({Qt::Key_Return}),
         QT_TRANSLATE_NOOP("KeyMap", "The field's own Enter (inserts the key, adds the word)")},
        {C::TextField, K::UndoTyping, keys({kCtrl | Qt::Key_Z, kCtrl | kShift | Qt::Key_Z}),
         QT_TRANSLATE_NOOP("KeyMap", "Undoes / redoes the typing (not the lab's Undo)")},
        {C::TextField, K::EditText, typed,
         QT_TRANSLATE_NOOP("KeyMap", "Types, or moves the cursor")},
        // The menus.
        {C::Anywhere, K::OpenScenario, keys({kCtrl | Qt::Key_O}),
         QT_TRANSLATE_NOOP("KeyMap", "Opens a scenario or lesson (File → Open)")},
        {C::Anywhere, K::SaveScenario, keys({kCtrl | Qt::Key_S}),
         QT_TRANSLATE_NOOP("KeyMap", "Saves the lab as a scenario (File → Save)")},
        {C::Anywhere, K::ExportImage, keys({kCtrl | Qt::Key_E}),
         QT_TRANSLATE_NOOP("KeyMap", "Exports an image (File → Export image)")},
        {C::Anywhere, K::CopyImage, keys({kCtrl | kShift | Qt::Key_C}),
         QT_TRANSLATE_NOOP("KeyMap", "Copies the view to the clipboard")},
        {C::Anywhere, K::Quit, keys({kCtrl | Qt::Key_Q}), QT_TRANSLATE_NOOP("KeyMap", "Quits")},
        {C::Anywhere, K::Undo, keys({kCtrl | Qt::Key_Z}),
         QT_TRANSLATE_NOOP("KeyMap", "Undoes the lab's last action")},
        {C::Anywhere, K::Redo, keys({kCtrl | kShift | Qt::Key_Z}),
         QT_TRANSLATE_NOOP("KeyMap", "Redoes it")},
        {C::Anywhere, K::ShowLab, span(Qt::Key_1, Qt::Key_4, kCtrl),
         QT_TRANSLATE_NOOP("KeyMap", "Shows the Ring, Hash tables, Bloom or Collisions lab")},
        {C::Anywhere, K::Presentation, keys({Qt::Key_F11}),
         QT_TRANSLATE_NOOP("KeyMap", "Presentation mode on / off (full screen, larger type)")},
        {C::Anywhere, K::PresentationDrawer, keys({Qt::Key_F9}),
         QT_TRANSLATE_NOOP(
             "KeyMap", "Opens / closes the presentation drawer (the lab's controls and plots)")},
        {C::Anywhere, K::Drill, keys({kCtrl | Qt::Key_D}),
         QT_TRANSLATE_NOOP("KeyMap", "Starts a drill (Lessons → Drill)")},
        {C::Anywhere, K::StepsAsText, keys({kCtrl | Qt::Key_T}),
         QT_TRANSLATE_NOOP("KeyMap", "Shows the steps as a table a screen reader reads (View → "
                                     "Steps as text)")},
        {C::Anywhere, K::Shortcuts, keys({Qt::Key_F1}),
         QT_TRANSLATE_NOOP("KeyMap", "Shows this table (Help → Keyboard shortcuts)")},
        // A black screen: the first key brings the class back, and does nothing else.
        {C::Blank, K::LiftBlank, stepKeys,
         QT_TRANSLATE_NOOP("KeyMap", "Lifts the blank, and does nothing else")},
        // A choice on the canvas (a click question; later the exercises).
        {C::CanvasTarget, K::NextTarget, keys({Qt::Key_Tab, Qt::Key_Right, Qt::Key_Down}),
         QT_TRANSLATE_NOOP("KeyMap", "Rings the next target")},
        {C::CanvasTarget, K::PreviousTarget, keys({kShift | Qt::Key_Tab, Qt::Key_Left, Qt::Key_Up}),
         QT_TRANSLATE_NOOP("KeyMap", "Rings the previous target")},
        {C::CanvasTarget, K::ChooseTarget, keys({Qt::Key_Return}),
         QT_TRANSLATE_NOOP("KeyMap", "Chooses the ringed target")},
        // A lesson's questions.
        {C::ChoiceQuestion, K::ChooseChoice, span(Qt::Key_1, Qt::Key_9),
         QT_TRANSLATE_NOOP("KeyMap", "Answers with that choice")},
        {C::NumberQuestion, K::TypeAnswer, span(Qt::Key_0, Qt::Key_9),
         QT_TRANSLATE_NOOP("KeyMap", "Types the digit into the answer field")},
        {C::FocusedButton, K::PressButton, keys({Qt::Key_Space}),
         QT_TRANSLATE_NOOP("KeyMap", "Presses the button")},
        // A lesson.
        {C::Lesson, K::LessonForward, keys({Qt::Key_Right, Qt::Key_PageDown}),
         QT_TRANSLATE_NOOP("KeyMap", "Reveals the open question's answer; else the next stage, "
                                     "then the next step")},
        {C::Lesson, K::LessonBack, keys({Qt::Key_Left, Qt::Key_PageUp}),
         QT_TRANSLATE_NOOP("KeyMap", "The previous stage, then the previous step")},
        {C::Lesson, K::LessonNextControl, keys({Qt::Key_Tab}),
         QT_TRANSLATE_NOOP("KeyMap", "The lesson bar's next control (only the mouse reaches the "
                                     "lab's)")},
        {C::Lesson, K::LessonPreviousControl, keys({kShift | Qt::Key_Tab}),
         QT_TRANSLATE_NOOP("KeyMap", "The lesson bar's previous control")},
        {C::Lesson, K::LeaveLesson, keys({Qt::Key_Escape}),
         QT_TRANSLATE_NOOP("KeyMap", "Leaves the lesson")},
        // Any lab.
        {C::Lab, K::StepForward, keys({Qt::Key_Right, Qt::Key_PageDown}),
         QT_TRANSLATE_NOOP("KeyMap", "Steps forward")},
        {C::Lab, K::StepBack, keys({Qt::Key_Left, Qt::Key_PageUp}),
         QT_TRANSLATE_NOOP("KeyMap", "Steps back")},
        {C::Lab, K::TogglePlay, keys({Qt::Key_Space}),
         QT_TRANSLATE_NOOP("KeyMap", "Plays / pauses the steps")},
        {C::Lab, K::ToStart, keys({Qt::Key_Home}), QT_TRANSLATE_NOOP("KeyMap", "The first step")},
        {C::Lab, K::ToEnd, keys({Qt::Key_End}), QT_TRANSLATE_NOOP("KeyMap", "The last step")},
        {C::Lab, K::Blank, keys({Qt::Key_B, Qt::Key_Period}),
         QT_TRANSLATE_NOOP("KeyMap", "Blanks the screen (black)")},
        {C::Lab, K::NextControl, keys({Qt::Key_Tab}),
         QT_TRANSLATE_NOOP("KeyMap", "The next control")},
        {C::Lab, K::PreviousControl, keys({kShift | Qt::Key_Tab}),
         QT_TRANSLATE_NOOP("KeyMap", "The previous control")},
    };
}

// The names the table gives keys (a presenter reads "Page Down" on the clicker, not "PgDown").
struct KeyName {
    int key;
    const char* name;
};
const KeyName kNames[] = {
    {Qt::Key_Right, QT_TRANSLATE_NOOP("KeyMap", "Right")},
    {Qt::Key_Left, QT_TRANSLATE_NOOP("KeyMap", "Left")},
    {Qt::Key_Up, QT_TRANSLATE_NOOP("KeyMap", "Up")},
    {Qt::Key_Down, QT_TRANSLATE_NOOP("KeyMap", "Down")},
    {Qt::Key_PageDown, QT_TRANSLATE_NOOP("KeyMap", "Page Down")},
    {Qt::Key_PageUp, QT_TRANSLATE_NOOP("KeyMap", "Page Up")},
    {Qt::Key_Space, QT_TRANSLATE_NOOP("KeyMap", "Space")},
    {Qt::Key_Home, QT_TRANSLATE_NOOP("KeyMap", "Home")},
    {Qt::Key_End, QT_TRANSLATE_NOOP("KeyMap", "End")},
    {Qt::Key_Return, QT_TRANSLATE_NOOP("KeyMap", "Enter")},
    {Qt::Key_Escape, QT_TRANSLATE_NOOP("KeyMap", "Esc")},
    {Qt::Key_Tab, QT_TRANSLATE_NOOP("KeyMap", "Tab")},
};

QString keyName(const QKeySequence& sequence, bool translated) {
    const QKeyCombination combination = sequence[0];
    const Qt::KeyboardModifiers mods = combination.keyboardModifiers();
    QString text;
    if (mods & Qt::ControlModifier)
        text += QStringLiteral("Ctrl+");
    if (mods & Qt::AltModifier)
        text += QStringLiteral("Alt+");
    if (mods & Qt::ShiftModifier)
        text += translated ? KeyMap::tr("Shift+") : QStringLiteral("Shift+");
    const int k = combination.key();
    for (const KeyName& n : kNames)
        if (n.key == k)
            return text + (translated ? KeyMap::tr(n.name) : QString::fromLatin1(n.name));
    return text + QKeySequence(k).toString(QKeySequence::PortableText);
}

} // namespace

KeyHandler KeyBinding::handler() const {
    switch (command) {
    case K::OpenScenario:
    case K::SaveScenario:
    case K::ExportImage:
    case K::CopyImage:
    case K::Quit:
    case K::Undo:
    case K::Redo:
    case K::ShowLab:
    case K::Presentation:
    case K::PresentationDrawer:
    case K::Drill:
    case K::StepsAsText:
    case K::Shortcuts:
        return KeyHandler::Menu;
    case K::EditText:
    case K::EnterText:
    case K::UndoTyping:
    case K::AnswerNumber:
    case K::PressButton:
    case K::NextControl:
    case K::PreviousControl:
        return KeyHandler::Widget;
    default:
        return KeyHandler::StepKeys;
    }
}

const std::vector<KeyBinding>& KeyMap::rows() {
    static const std::vector<KeyBinding> table = buildRows();
    return table;
}

const KeyBinding* KeyMap::resolve(const QKeySequence& key, KeyContexts active) {
    for (const KeyBinding& row : rows())
        if ((active & static_cast<unsigned>(row.context)) && row.keys.contains(key))
            return &row;
    return nullptr;
}

QKeySequence KeyMap::keyOf(const QKeyEvent& event) {
    Qt::KeyboardModifiers mods = event.modifiers() & ~Qt::KeypadModifier;
    int k = event.key();
    if (k == Qt::Key_Backtab) {
        k = Qt::Key_Tab;
        mods |= Qt::ShiftModifier;
    } else if (k == Qt::Key_Enter) {
        k = Qt::Key_Return;
    }
    return QKeySequence(QKeyCombination(mods, static_cast<Qt::Key>(k)));
}

QKeySequence KeyMap::shortcut(KeyCommand command, int index) {
    for (const KeyBinding& row : rows())
        if (row.command == command && row.handler() == KeyHandler::Menu)
            return index < row.keys.size() ? row.keys.at(index) : QKeySequence();
    return {};
}

QString KeyMap::keysText(const KeyBinding& row, bool translated) {
    // Runs of three or more neighbouring keys with the same modifiers read as "1 – 9".
    QStringList parts;
    for (qsizetype i = 0; i < row.keys.size();) {
        qsizetype j = i;
        while (j + 1 < row.keys.size() &&
               row.keys[j + 1][0].toCombined() == row.keys[j][0].toCombined() + 1)
            ++j;
        if (j - i >= 2) {
            parts << keyName(row.keys[i], translated) + QStringLiteral(" – ") +
                         keyName(row.keys[j], translated);
        } else {
            for (qsizetype k = i; k <= j; ++k)
                parts << keyName(row.keys[k], translated);
        }
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

QString KeyMap::contextText(KeyContext context, bool translated) {
    const char* text = "";
    switch (context) {
    case C::TextField:
        text = QT_TRANSLATE_NOOP("KeyMap", "a text field");
        break;
    case C::NumberField:
        text = QT_TRANSLATE_NOOP("KeyMap", "a number question's answer field");
        break;
    case C::Anywhere:
        text = QT_TRANSLATE_NOOP("KeyMap", "anywhere");
        break;
    case C::Blank:
        text = QT_TRANSLATE_NOOP("KeyMap", "a blank screen");
        break;
    case C::CanvasTarget:
        text = QT_TRANSLATE_NOOP("KeyMap", "a choice on the canvas (click question)");
        break;
    case C::ChoiceQuestion:
        text = QT_TRANSLATE_NOOP("KeyMap", "a choice question");
        break;
    case C::NumberQuestion:
        text = QT_TRANSLATE_NOOP("KeyMap", "a number question");
        break;
    case C::FocusedButton:
        text = QT_TRANSLATE_NOOP("KeyMap", "a focused button (in a lesson: the lesson bar's)");
        break;
    case C::Lesson:
        text = QT_TRANSLATE_NOOP("KeyMap", "a lesson");
        break;
    case C::Lab:
        text = QT_TRANSLATE_NOOP("KeyMap", "any lab");
        break;
    }
    return translated ? tr(text) : QString::fromLatin1(text);
}

QString KeyMap::actionText(const KeyBinding& row, bool translated) {
    return translated ? tr(row.action) : QString::fromUtf8(row.action);
}

} // namespace hashlab::app

#include "step_keys.h"

#include "click_picker.h"
#include "lesson_bar.h"
#include "lesson_runner.h"
#include "question_panel.h"
#include "step_player.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextEdit>
#include <QWidget>

namespace hashlab::app {

using K = KeyCommand;

StepKeys::StepKeys(QWidget* window, std::function<StepPlayer*()> player)
    : QObject(window), m_window(window), m_player(std::move(player)) {
    qApp->installEventFilter(this);
}

StepKeys::~StepKeys() {
    qApp->removeEventFilter(this);
}

bool StepKeys::isTextEntry(const QWidget* widget) {
    for (const QWidget* w = widget; w && !w->isWindow(); w = w->parentWidget()) {
        if (qobject_cast<const QLineEdit*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
            qobject_cast<const QTextEdit*>(w) || qobject_cast<const QPlainTextEdit*>(w))
            return true;
        if (auto* combo = qobject_cast<const QComboBox*>(w); combo && combo->isEditable())
            return true;
    }
    return false;
}

void StepKeys::setLesson(LessonRunner* lesson, LessonBar* bar) {
    m_lesson = lesson;
    m_bar = bar;
}

void StepKeys::setYourTurn(std::function<bool()> active, std::function<void()> leave) {
    m_yourTurnActive = std::move(active);
    m_leaveYourTurn = std::move(leave);
}

void StepKeys::setBlankScreen(BlankScreen* blank) {
    m_blank = blank;
}

void StepKeys::addPicker(ClickPicker* picker) {
    m_pickers.append(picker);
}

bool StepKeys::inWindow(QObject* object) const {
    auto* widget = qobject_cast<QWidget*>(object);
    return m_window && widget && widget->window() == m_window;
}

bool StepKeys::lessonActive() const {
    return m_lesson && m_lesson->active();
}

bool StepKeys::blanked() const {
    return lessonActive() ? m_lesson->blanked() : m_blank && m_blank->blanked();
}

void StepKeys::setBlanked(bool on) {
    if (lessonActive()) {
        if (m_lesson->blanked() != on)
            m_lesson->toggleBlank();
    } else if (m_blank) {
        m_blank->setBlanked(on);
    }
}

ClickPicker* StepKeys::waitingPicker() const {
    for (const QPointer<ClickPicker>& picker : m_pickers)
        if (picker && picker->active() && inWindow(picker))
            return picker;
    return nullptr;
}

QWidget* StepKeys::answerField() const {
    if (!lessonActive() || !m_bar || m_lesson->answer() != LessonRunner::Answer::Open)
        return nullptr;
    QLineEdit* field = m_bar->questionPanel()->numberField();
    return field && field->isEnabled() && field->isVisible() ? field : nullptr;
}

// The focus decides, not the widget the key is being delivered to: a key a text field ignores
// travels on to its parents, which are no text fields.
KeyContexts StepKeys::contexts() const {
    QWidget* focus = QApplication::focusWidget();
    KeyContexts c = KeyContext::Anywhere | KeyContext::Lab;
    if (isTextEntry(focus))
        c = c | KeyContext::TextField;
    if (blanked())
        c = c | KeyContext::Blank;
    if (waitingPicker())
        c = c | KeyContext::CanvasTarget;
    const bool lesson = lessonActive();
    if (lesson) {
        c = c | KeyContext::Lesson;
        const auto& question = m_lesson->step().question;
        if (question && m_lesson->answer() == LessonRunner::Answer::Open &&
            question->kind == scenario::Question::Kind::Choice)
            c = c | KeyContext::ChoiceQuestion;
        if (QWidget* field = answerField()) {
            c = c | KeyContext::NumberQuestion;
            if (focus == field)
                c = c | KeyContext::NumberField;
        }
    }
    // Mid-lesson only the lesson bar's buttons take Space: a lab's control keeps the mouse alone.
    if (qobject_cast<QAbstractButton*>(focus) && (!lesson || (m_bar && m_bar->isAncestorOf(focus))))
        c = c | KeyContext::FocusedButton;
    return c;
}

bool StepKeys::claims(const KeyBinding& row) const {
    if (row.handler() != KeyHandler::StepKeys)
        return false;
    switch (row.command) {
    case K::StepForward:
    case K::StepBack:
    case K::TogglePlay:
    case K::ToStart:
    case K::ToEnd:
        return m_player() != nullptr;
    case K::Blank:
        return lessonActive() || m_blank;
    case K::LeaveYourTurn:
        return m_yourTurnActive && m_yourTurnActive();
    default:
        return true;
    }
}

void StepKeys::perform(const KeyBinding& row, const QKeyEvent& key) {
    StepPlayer* player = m_player();
    switch (row.command) {
    case K::LiftBlank:
        setBlanked(false);
        break;
    case K::Blank:
        setBlanked(!blanked());
        break;
    case K::NextTarget:
    case K::PreviousTarget:
    case K::ChooseTarget:
        if (ClickPicker* picker = waitingPicker())
            picker->perform(row.command);
        break;
    case K::ChooseChoice:
        m_lesson->answerChoice(key.key() - Qt::Key_1);
        break;
    case K::TypeAnswer:
        if (QWidget* field = answerField()) {
            // The digit starts the answer: the field takes the focus and the key, as if typed in.
            field->setFocus(Qt::OtherFocusReason);
            QKeyEvent typed(QEvent::KeyPress, key.key(), key.modifiers(), key.text());
            QApplication::sendEvent(field, &typed);
        }
        break;
    case K::LessonForward:
        m_lesson->forward();
        break;
    case K::LessonBack:
        m_lesson->back();
        break;
    case K::LessonNextControl:
    case K::LessonPreviousControl:
        if (m_bar)
            m_bar->focusControl(row.command == K::LessonNextControl);
        break;
    case K::LeaveLesson:
        m_lesson->close();
        break;
    case K::LeaveYourTurn:
        m_leaveYourTurn();
        break;
    case K::StepForward:
        player->stepForward();
        break;
    case K::StepBack:
        player->stepBack();
        break;
    case K::TogglePlay:
        player->togglePlay();
        break;
    case K::ToStart:
        player->toStart();
        break;
    case K::ToEnd:
        player->toEnd();
        break;
    default:
        break;
    }
}

// Mid-lesson, a click on a lab's control (a button, a slider, a plain combo box) leaves the
// keyboard in the lesson bar; a text field keeps it, so that what was clicked into takes typing.
void StepKeys::keepFocusInLesson() {
    QWidget* focus = QApplication::focusWidget();
    if (!lessonActive() || !m_bar || !focus || !inWindow(focus) || focus == m_bar ||
        m_bar->isAncestorOf(focus) || isTextEntry(focus) || qobject_cast<ClickPicker*>(focus) ||
        QApplication::activePopupWidget())
        return;
    m_bar->setFocus(Qt::OtherFocusReason);
}

bool StepKeys::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::ShortcutOverride:
    case QEvent::KeyPress: {
        if (!inWindow(watched))
            break;
        auto* key = static_cast<QKeyEvent*>(event);
        const KeyBinding* row = KeyMap::resolve(KeyMap::keyOf(*key), contexts());
        // A menu's key is the menu's, also where the focused widget has a use for it (a line edit
        // moves to the end of its line on Ctrl+E on X11): the widget never sees the override, so
        // the shortcut fires. A text field's own Undo and Redo come first in the map.
        if (row && row->handler() == KeyHandler::Menu &&
            event->type() == QEvent::ShortcutOverride) {
            key->ignore();
            return true;
        }
        if (!row || !claims(*row))
            break; // the focused widget's own key, or no key of the map
        // Claiming the override keeps any shortcut from taking the key; the key press follows.
        key->accept();
        if (event->type() == QEvent::KeyPress)
            perform(*row, *key);
        return true;
    }
    case QEvent::MouseButtonPress: {
        // A click on something that takes no focus (a canvas, a player button, the lab switcher,
        // a label) means the user left the text field: take the focus out of it, as a browser
        // does, so the step keys work again.
        auto* widget = qobject_cast<QWidget*>(watched);
        if (!inWindow(watched) || (widget->focusPolicy() & Qt::ClickFocus) ||
            qobject_cast<QMenuBar*>(widget) || qobject_cast<QScrollBar*>(widget) ||
            isTextEntry(widget) || !isTextEntry(QApplication::focusWidget()))
            break;
        m_window->setFocus(Qt::MouseFocusReason);
        break;
    }
    case QEvent::MouseButtonRelease:
        // After the control has acted on the release (taking the focus from a button that is
        // down cancels its click), and after whatever it does with the focus itself.
        if (inWindow(watched) && lessonActive())
            QMetaObject::invokeMethod(this, &StepKeys::keepFocusInLesson, Qt::QueuedConnection);
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace hashlab::app

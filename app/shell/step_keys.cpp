#include "step_keys.h"

#include "lesson_runner.h"
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

bool StepKeys::inWindow(QObject* object) const {
    auto* widget = qobject_cast<QWidget*>(object);
    return m_window && widget && widget->window() == m_window;
}

StepKeys::Step StepKeys::stepFor(const QKeyEvent& key) const {
    if ((key.modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return Step::None;
    Step step = Step::None;
    switch (key.key()) {
    case Qt::Key_Right:
    case Qt::Key_PageDown:
        step = Step::Forward;
        break;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
        step = Step::Back;
        break;
    case Qt::Key_Space:
        step = Step::TogglePlay;
        break;
    case Qt::Key_Home:
        step = Step::ToStart;
        break;
    case Qt::Key_End:
        step = Step::ToEnd;
        break;
    case Qt::Key_B:
    case Qt::Key_Period:
        if (!lessonActive())
            return Step::None;
        step = Step::Blank;
        break;
    case Qt::Key_Escape:
        if (!lessonActive())
            return Step::None;
        step = Step::Leave;
        break;
    default:
        return Step::None;
    }
    // The focus decides, not the widget the key is being delivered to: a key a text field ignores
    // travels on to its parents, which are no text fields.
    QWidget* focus = QApplication::focusWidget();
    if (isTextEntry(focus))
        return Step::None;
    // A lesson's click-it layer moves its highlight with the arrows (PageUp/PageDown still step).
    if (focus && focus->property("hashlabOwnsArrows").toBool() &&
        (key.key() == Qt::Key_Left || key.key() == Qt::Key_Right || key.key() == Qt::Key_Space))
        return Step::None;
    if (step == Step::TogglePlay && qobject_cast<QAbstractButton*>(focus))
        return Step::None; // Space presses the button
    return step;
}

void StepKeys::setLesson(LessonRunner* lesson) {
    m_lesson = lesson;
}

bool StepKeys::lessonActive() const {
    return m_lesson && m_lesson->active();
}

bool StepKeys::routeToLesson(Step step) {
    if (!lessonActive())
        return false;
    switch (step) {
    case Step::Forward:
        m_lesson->forward();
        return true;
    case Step::Back:
        m_lesson->back();
        return true;
    case Step::Blank:
        m_lesson->toggleBlank();
        return true;
    case Step::Leave:
        if (m_lesson->blanked())
            m_lesson->toggleBlank();
        else
            m_lesson->close();
        return true;
    default:
        return m_lesson->blanked(); // a blank screen swallows the other step keys
    }
}

bool StepKeys::eventFilter(QObject* watched, QEvent* event) {
    switch (event->type()) {
    case QEvent::ShortcutOverride:
    case QEvent::KeyPress: {
        if (!inWindow(watched))
            break;
        auto* key = static_cast<QKeyEvent*>(event);
        const Step step = stepFor(*key);
        if (step == Step::None)
            break;
        const bool lesson = lessonActive();
        StepPlayer* player = m_player();
        if (!player && !lesson)
            break;
        // Claiming the override keeps any shortcut from taking the key; the key press follows.
        key->accept();
        if (event->type() == QEvent::ShortcutOverride)
            return true;
        if (routeToLesson(step) || !player)
            return true;
        switch (step) {
        case Step::Forward:
            player->stepForward();
            break;
        case Step::Back:
            player->stepBack();
            break;
        case Step::TogglePlay:
            player->togglePlay();
            break;
        case Step::ToStart:
            player->toStart();
            break;
        case Step::ToEnd:
            player->toEnd();
            break;
        case Step::None:
        case Step::Blank:
        case Step::Leave:
            break;
        }
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
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace hashlab::app

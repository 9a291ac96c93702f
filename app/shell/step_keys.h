#pragma once
// The window's keys that are no menu's shortcut, routed once for the whole window by the key map
// (key_map.h): the step keys drive the visible lab's step player wherever the focus is (the
// canvas, a player button, the lab switcher, a combo box), a lesson's keys drive the lesson, a
// question's keys answer it, and while a canvas target is awaited the keys move over the targets.
// A text field keeps its typing and a focused button its Space, as the map says.
//
// While a lesson runs the keyboard stays in the lesson bar: Tab cycles through the bar's own
// controls only, Space presses only the bar's buttons, and a click on a lab's control (the mouse
// may still use the lab) hands the focus back to the bar, so a clicker's or a student's Space
// can never press a lab's control mid-lesson.
//
// Per-page QShortcuts (WidgetWithChildrenShortcut) missed whenever the focus was outside the page,
// and a click on a widget that takes no focus (a canvas, a player button, a tab) left it in the
// text field it was in; this filter sees every key of the window before any widget or shortcut.
#include "key_map.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class QKeyEvent;
class QWidget;

namespace hashlab::app {

class BlankScreen;
class ClickPicker;
class LessonBar;
class LessonRunner;
class StepPlayer;

class StepKeys : public QObject {
    Q_OBJECT
public:
    // Routes the keys pressed in `window` to the player `player()` returns (nullptr: no player).
    StepKeys(QWidget* window, std::function<StepPlayer*()> player);
    ~StepKeys() override;

    // A widget whose arrow, Home/End and Page keys edit text: line edits, spin boxes, editable
    // combo boxes and text edits (and anything inside one).
    static bool isTextEntry(const QWidget* widget);

    // The lesson the keys drive while it is active, and the bar that keeps the keyboard.
    void setLesson(LessonRunner* lesson, LessonBar* bar);
    // The black screen B and "." put up when no lesson runs (a lesson blanks its own).
    void setBlankScreen(BlankScreen* blank);
    // A picker of canvas targets: while one waits for a choice, the keys move over its targets.
    void addPicker(ClickPicker* picker);
    // Your turn (your_turn.h): Esc leaves it while `active()` says an exercise runs.
    void setYourTurn(std::function<bool()> active, std::function<void()> leave);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    KeyContexts contexts() const;
    bool claims(const KeyBinding& row) const;
    void perform(const KeyBinding& row, const QKeyEvent& key);
    void keepFocusInLesson();
    bool inWindow(QObject* object) const;
    bool lessonActive() const;
    bool blanked() const;
    void setBlanked(bool on);
    ClickPicker* waitingPicker() const;
    QWidget* answerField() const; // the open number question's field, or nullptr

    QPointer<QWidget> m_window;
    std::function<StepPlayer*()> m_player;
    QPointer<LessonRunner> m_lesson;
    QPointer<LessonBar> m_bar;
    QPointer<BlankScreen> m_blank;
    QList<QPointer<ClickPicker>> m_pickers;
    std::function<bool()> m_yourTurnActive;
    std::function<void()> m_leaveYourTurn;
};

} // namespace hashlab::app

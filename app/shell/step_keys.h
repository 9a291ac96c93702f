#pragma once
// The step keys, routed once for the whole window: Right/PageDown step forward, Left/PageUp step
// back, Space plays or pauses, Home/End jump to the first or last step. They drive the step player
// of the visible lab wherever the focus is (the canvas, a player button, the lab switcher, a combo
// box), except in a text-entry field, where the keys keep their editing meaning; Space also keeps
// its meaning on a button. Presenter clickers send PageDown/PageUp.
//
// While a guided lesson runs, Right/PageDown and Left/PageUp go to the lesson (which steps the
// player first and the lesson past the player's last stage), B or "." blanks the screen and Esc
// leaves the lesson.
//
// Per-page QShortcuts (WidgetWithChildrenShortcut) missed whenever the focus was outside the page,
// and a click on a widget that takes no focus (a canvas, a player button, a tab) left it in the
// text field it was in; this filter sees every key of the window before any widget or shortcut.
#include <QObject>
#include <QPointer>

#include <functional>

class QKeyEvent;
class QWidget;

namespace hashlab::app {

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

    // The lesson the keys drive while it is active (nullptr: none).
    void setLesson(LessonRunner* lesson);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    enum class Step { None, Forward, Back, TogglePlay, ToStart, ToEnd, Blank, Leave };
    Step stepFor(const QKeyEvent& key) const;
    bool inWindow(QObject* object) const;
    QPointer<QWidget> m_window;
    std::function<StepPlayer*()> m_player;
    QPointer<LessonRunner> m_lesson;
    bool lessonActive() const;
    bool routeToLesson(Step step);
};

} // namespace hashlab::app

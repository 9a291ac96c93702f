#pragma once
// The step player: moves an index through a trace of `count` steps (index 0 = before the first
// step, index count = after the last). It never computes anything; the lab renders (trace, index).
// The keys (Left/Right, PageUp/PageDown, Space, Home/End) reach it through the shell's StepKeys,
// which routes them to the visible lab's player wherever the focus is.
// Its position readout is the step's voice for screen readers (step_announcer.h), and its "Steps
// as text" button shows the trace as a table (steps_as_text.h); the lab supplies both texts.
#include "step_rows.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QSlider;
class QTimer;
class QToolButton;
class QComboBox;

namespace hashlab::app {

class StepAnnouncer;
class StepsAsText;

class StepPlayer : public QWidget {
    Q_OBJECT
public:
    explicit StepPlayer(QWidget* parent = nullptr);

    int count() const { return m_count; }
    int index() const { return m_index; }
    bool playing() const;
    double speed() const { return m_speed; } // steps per second

    // The caption of the step on screen, in the window's language (the lab's words for it).
    void setCaptionSource(StepCaptionSource caption);
    // The rows of "Steps as text"; without them the player has no such button.
    void setRowSource(StepRowSource rows);
    StepAnnouncer* announcer() const { return m_position; }
    QToolButton* stepsAsTextButton() const { return m_text; }
    StepsAsText* stepsAsText() const; // nullptr until first shown

public slots:
    void setCount(int count, bool jumpToEnd = false); // a new trace; index goes to 0 (or the end)
    void setIndex(int index);
    void stepForward();
    void stepBack();
    void toStart();
    void toEnd();
    void play();
    void pause();
    void togglePlay();
    void setSpeed(double stepsPerSecond);
    // Tells screen readers the caption of the step on screen (when it changed). The player calls
    // it after each step; a lab whose caption changes otherwise (a lesson step) may call it too.
    void announce();
    void showStepsAsText();

signals:
    // A new trace (setCount), before indexChanged shows its first step.
    void traceChanged();
    void indexChanged(int index);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslate();
    int m_count = 0;
    int m_index = 0;
    double m_speed = 2.0;
    QTimer* m_timer;
    QToolButton *m_start, *m_back, *m_play, *m_forward, *m_end;
    QSlider* m_slider;
    StepAnnouncer* m_position;
    QComboBox* m_speedBox;
    QToolButton* m_text = nullptr;
    QPointer<StepsAsText> m_textWindow;
    StepCaptionSource m_caption;
    StepRowSource m_rows;
    bool m_announceQueued = false;
};

} // namespace hashlab::app

#pragma once
// The step player: moves an index through a trace of `count` steps (index 0 = before the first
// step, index count = after the last). It never computes anything; the lab renders (trace, index).
// The keys (Left/Right, PageUp/PageDown, Space, Home/End) reach it through the shell's StepKeys,
// which routes them to the visible lab's player wherever the focus is.
#include <QWidget>

class QLabel;
class QSlider;
class QTimer;
class QToolButton;
class QComboBox;

namespace hashlab::app {

class StepPlayer : public QWidget {
    Q_OBJECT
public:
    explicit StepPlayer(QWidget* parent = nullptr);

    int count() const { return m_count; }
    int index() const { return m_index; }
    bool playing() const;
    double speed() const { return m_speed; } // steps per second

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

signals:
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
    QLabel* m_position;
    QComboBox* m_speedBox;
};

} // namespace hashlab::app

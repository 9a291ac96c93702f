#include "step_player.h"

#include "key_map.h"
#include "step_announcer.h"
#include "steps_as_text.h"
#include "theme.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

namespace hashlab::app {

StepPlayer::StepPlayer(QWidget* parent) : QWidget(parent), m_timer(new QTimer(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto button = [&](QStyle::StandardPixmap icon, auto slot) {
        auto* b = new QToolButton(this);
        b->setIcon(themedStandardIcon(icon, style()));
        b->setProperty("standardIcon", static_cast<int>(icon));
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::NoFocus); // the step keys (StepKeys) drive the player from anywhere
        connect(b, &QToolButton::clicked, this, slot);
        layout->addWidget(b);
        return b;
    };
    m_start = button(QStyle::SP_MediaSkipBackward, &StepPlayer::toStart);
    m_back = button(QStyle::SP_MediaSeekBackward, &StepPlayer::stepBack);
    m_play = button(QStyle::SP_MediaPlay, &StepPlayer::togglePlay);
    m_forward = button(QStyle::SP_MediaSeekForward, &StepPlayer::stepForward);
    m_end = button(QStyle::SP_MediaSkipForward, &StepPlayer::toEnd);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setFocusPolicy(Qt::NoFocus);
    connect(m_slider, &QSlider::valueChanged, this, &StepPlayer::setIndex);
    layout->addWidget(m_slider, 1);
    m_position = new StepAnnouncer(this);
    m_position->setMinimumWidth(
        m_position->fontMetrics().horizontalAdvance(QStringLiteral("000 / 000")));
    layout->addWidget(m_position);
    m_speedBox = new QComboBox(this);
    for (double s : {0.5, 1.0, 2.0, 4.0, 8.0})
        m_speedBox->addItem(QStringLiteral("%1×").arg(s), s);
    m_speedBox->setCurrentIndex(2);
    connect(m_speedBox, &QComboBox::currentIndexChanged, this,
            [this](int i) { setSpeed(m_speedBox->itemData(i).toDouble()); });
    layout->addWidget(m_speedBox);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_index >= m_count)
            pause();
        else
            setIndex(m_index + 1);
        if (m_index >= m_count)
            pause();
    });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, [this] {
        for (QToolButton* b : {m_start, m_back, m_forward, m_end})
            b->setIcon(themedStandardIcon(
                static_cast<QStyle::StandardPixmap>(b->property("standardIcon").toInt()), style()));
        refresh();
    });
    setSpeed(m_speed);
    retranslate();
    refresh();
    announce();
}

bool StepPlayer::playing() const {
    return m_timer->isActive();
}

void StepPlayer::setCount(int count, bool jumpToEnd) {
    pause();
    m_count = std::max(0, count);
    emit traceChanged();
    const int target = jumpToEnd ? m_count : 0;
    m_index = -1; // force the signal even if the index number stays the same
    setIndex(target);
}

void StepPlayer::setIndex(int index) {
    index = std::clamp(index, 0, m_count);
    if (index == m_index) {
        refresh();
        return;
    }
    m_index = index;
    refresh();
    emit indexChanged(m_index);
    // After the lab drew the step (its slots ran above): the caption is the new step's.
    announce();
}

void StepPlayer::setCaptionSource(StepCaptionSource caption) {
    m_caption = std::move(caption);
    announce();
}

void StepPlayer::setRowSource(StepRowSource rows) {
    m_rows = std::move(rows);
    if (m_text)
        return;
    m_text = new QToolButton(this);
    m_text->setFocusPolicy(Qt::TabFocus);
    connect(m_text, &QToolButton::clicked, this, &StepPlayer::showStepsAsText);
    layout()->addWidget(m_text);
    retranslate();
}

StepsAsText* StepPlayer::stepsAsText() const {
    return m_textWindow.data();
}

void StepPlayer::announce() {
    m_position->announce(m_caption ? m_caption() : QString(), m_index, m_count);
    // A lab that changes its trace sets the count before it shows the new trace (or a lesson
    // before its step): the caption is read again once that is done.
    if (m_announceQueued)
        return;
    m_announceQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_announceQueued = false;
            m_position->announce(m_caption ? m_caption() : QString(), m_index, m_count);
        },
        Qt::QueuedConnection);
}

// One window per player, beside the lab; a second press brings it back to the front.
void StepPlayer::showStepsAsText() {
    if (!m_rows)
        return;
    if (!m_textWindow)
        m_textWindow = new StepsAsText(this, m_rows, window());
    m_textWindow->refresh();
    m_textWindow->show();
    m_textWindow->raise();
    m_textWindow->activateWindow();
    m_textWindow->table()->setFocus();
}

// A step the user asks for stops playback: otherwise Home during the animation after an insert
// showed step 0 for one tick and the player ran on to the end.
void StepPlayer::stepForward() {
    pause();
    setIndex(m_index + 1);
}
void StepPlayer::stepBack() {
    pause();
    setIndex(m_index - 1);
}
void StepPlayer::toStart() {
    pause();
    setIndex(0);
}
void StepPlayer::toEnd() {
    pause();
    setIndex(m_count);
}

void StepPlayer::play() {
    if (m_count == 0)
        return;
    if (m_index >= m_count)
        setIndex(0); // playing a finished trace replays it
    m_timer->start();
    refresh();
}

void StepPlayer::pause() {
    m_timer->stop();
    refresh();
}

void StepPlayer::togglePlay() {
    playing() ? pause() : play();
}

void StepPlayer::setSpeed(double stepsPerSecond) {
    m_speed = std::clamp(stepsPerSecond, 0.1, 50.0);
    m_timer->setInterval(static_cast<int>(1000.0 / m_speed));
}

void StepPlayer::refresh() {
    const QSignalBlocker block(m_slider);
    m_slider->setRange(0, m_count);
    m_slider->setValue(m_index);
    m_play->setIcon(
        themedStandardIcon(playing() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay, style()));
    m_start->setEnabled(m_index > 0);
    m_back->setEnabled(m_index > 0);
    m_forward->setEnabled(m_index < m_count);
    m_end->setEnabled(m_index < m_count);
    m_play->setEnabled(m_count > 0);
}

void StepPlayer::retranslate() {
    m_start->setToolTip(tr("To start (Home)"));
    m_back->setToolTip(tr("Step back (Left, Page Up)"));
    m_play->setToolTip(tr("Play / pause (Space)"));
    m_forward->setToolTip(tr("Step forward (Right, Page Down)"));
    m_end->setToolTip(tr("To end (End)"));
    m_speedBox->setToolTip(tr("Steps per second"));
    // Icons and a number say nothing to a screen reader (a combo's name would be "2×"): each
    // control is named for what it does.
    m_start->setAccessibleName(tr("To start"));
    m_back->setAccessibleName(tr("Step back"));
    m_play->setAccessibleName(tr("Play / pause"));
    m_forward->setAccessibleName(tr("Step forward"));
    m_end->setAccessibleName(tr("To end"));
    m_slider->setAccessibleName(tr("Step"));
    m_speedBox->setAccessibleName(tr("Speed, steps per second"));
    if (m_text) {
        m_text->setText(tr("Steps as text"));
        m_text->setAccessibleName(m_text->text());
        m_text->setToolTip(
            tr("The steps of the operation as a table (%1)")
                .arg(KeyMap::shortcut(KeyCommand::StepsAsText).toString(QKeySequence::NativeText)));
    }
}

void StepPlayer::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        announce(); // the queued reading sees the lab's texts in the new language
    }
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

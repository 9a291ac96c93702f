// The window's half of Your turn (shell/your_turn.h): the menu entry and the button beside each
// lab's step player, the chooser, and the bar under the lesson bar. Leaving the lab ends the
// exercise and puts the lab back; a lesson, a file, an import taking the lab over ends it and
// leaves what they loaded.
#include "main_window.h"
#include "main_window_actions.h"
#include "shell/click_picker.h"
#include "shell/deferred.h"
#include "shell/lab_page.h"
#include "shell/lesson_runner.h"
#include "shell/step_keys.h"
#include "shell/step_player.h"
#include "shell/your_turn.h"

#include <QAction>
#include <QLayout>
#include <QStyle>
#include <QStyleOptionToolButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace hashlab::app {

namespace {

// The button beside a step player: "Your turn…" where the row has room; where it has none (a
// projector's 1280x720 with the drawer open) a hand alone, so the player's row takes no width
// from the lab's other column. The full name stays its tool tip and accessible name.
class YourTurnPlayerButton : public QToolButton {
public:
    YourTurnPlayerButton(QAction* action, QWidget* parent) : QToolButton(parent), m_action(action) {
        setObjectName(QStringLiteral("YourTurnButton"));
        setFocusPolicy(Qt::TabFocus);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        connect(this, &QToolButton::clicked, action, &QAction::trigger);
        connect(action, &QAction::changed, this, &YourTurnPlayerButton::follow);
        follow();
    }
    QSize sizeHint() const override { return hintFor(fullText()); }
    QSize minimumSizeHint() const override { return hintFor(shortText()); }

protected:
    void resizeEvent(QResizeEvent* event) override {
        QToolButton::resizeEvent(event);
        follow();
    }

private:
    QString fullText() const { return m_action->text().remove(QLatin1Char('&')); }
    static QString shortText() { return QStringLiteral("\u270D"); }
    QSize hintFor(const QString& text) const {
        QStyleOptionToolButton option;
        initStyleOption(&option);
        option.text = text;
        const QSize content = fontMetrics().size(Qt::TextShowMnemonic, text);
        return style()->sizeFromContents(QStyle::CT_ToolButton, &option, content, this);
    }
    void follow() {
        const QString text = width() >= hintFor(fullText()).width() ? fullText() : shortText();
        if (text != QToolButton::text())
            setText(text);
        setToolTip(m_action->toolTip());
        setAccessibleName(fullText());
        updateGeometry();
    }
    QAction* m_action;
};

} // namespace

void MainWindow::buildYourTurn() {
    m_yourTurn = new YourTurnBar(centralWidget());
    // Under the lesson bar, above the lab: the prompt sits beside the canvas it is about.
    auto* layout = static_cast<QVBoxLayout*>(centralWidget()->layout());
    layout->insertWidget(layout->indexOf(m_stack), m_yourTurn);
    m_stepKeys->addPicker(m_yourTurn->picker());
    m_stepKeys->setYourTurn([this] { return m_yourTurn->active(); },
                            [this] { deferToEventLoop(this, [this] { m_yourTurn->stop(); }); });
    for (LabPage* page : m_labs) {
        StepPlayer* player = page->stepPlayer();
        if (!player || !player->layout())
            continue;
        player->layout()->addWidget(new YourTurnPlayerButton(m_actions->yourTurn, player));
    }
    connect(this, &MainWindow::labShown, this, [this](const QString& id) {
        if (m_yourTurn->active() && m_yourTurn->lab() && m_yourTurn->lab()->labId() != id)
            m_yourTurn->stop();
    });
    connect(m_lesson, &LessonRunner::changed, this, &MainWindow::followLessonTurn);
    // An import or a connection (the File menu's items, each lab's own dialogs) replaces the lab's
    // state while the exercise runs: once its dialog has closed, an exercise whose state is gone
    // ends and leaves what was imported. A dialog cancelled changed nothing: the exercise goes on.
    QList<QAction*> replacing;
    if (auto* import = findChild<QAction*>(QStringLiteral("importData")))
        replacing << import;
    for (LabPage* page : m_labs)
        replacing << page->fileActions();
    for (QAction* action : replacing)
        connect(action, &QAction::triggered, this, [this] {
            deferToEventLoop(this, [this] {
                if (m_yourTurn->active() && !m_yourTurn->labIsTheExercises())
                    m_yourTurn->stop(false);
            });
        });
    connect(m_yourTurn, &YourTurnBar::newExerciseRequested, this, [this] {
        YourTurnChoice next = m_yourTurn->choice();
        next.seed = YourTurnDialog::freshSeed();
        if (m_lesson->active() && m_lesson->step().yourTurn) // the lesson's exercise, again
            m_yourTurn->start(lab(next.lab), next);
        else
            startYourTurn(next);
    });
}

void MainWindow::followLessonTurn() {
    if (!m_lesson->active())
        return;
    if (m_lesson->finished()) {
        // Forward past a last step that handed over an exercise: the lesson's summary shows and
        // the exercise ends with it, lab as the class left it (two summaries pushed the step
        // player off a 1280x720 screen). Back on the step starts it again.
        m_lessonTurn = {-1, -1};
        deferToEventLoop(this, [this] {
            if (m_lesson->active() && m_lesson->finished() && m_yourTurn->active())
                m_yourTurn->stop(false);
        });
        return;
    }
    const scenario::Step& step = m_lesson->step();
    if (!step.yourTurn) {
        // The lesson has loaded its own state into the lab: that stays.
        m_lessonTurn = {-1, -1};
        if (m_yourTurn->active())
            m_yourTurn->stop(false);
        return;
    }
    const std::pair<int, int> here{m_lesson->session(), m_lesson->index()};
    if (here == m_lessonTurn)
        return; // the same visit: an answer or a stage changed, the exercise goes on
    m_lessonTurn = here;
    const YourTurnChoice choice{QString::fromStdString(step.lab),
                                QString::fromStdString(step.yourTurn->kind),
                                step.yourTurn->seed,
                                step.yourTurn->level,
                                false,
                                {}};
    // After the lesson has shown the step's own state, and outside the key or action that moved
    // the lesson: starting rebuilds the bar and the lab's state.
    deferToEventLoop(this, [this, choice, here] {
        if (!m_lesson->active() || m_lessonTurn != here)
            return;
        if (const QString error = m_yourTurn->start(lab(choice.lab), choice); !error.isEmpty())
            reportError(error);
    });
}

void MainWindow::endYourTurnIn(LabPage* page) {
    if (m_yourTurn->active() && m_yourTurn->lab() == page)
        m_yourTurn->stop(false);
}

void MainWindow::askYourTurn() {
    YourTurnChoice previous = m_yourTurn->choice();
    if (previous.lab != currentLab()->labId())
        previous = {currentLab()->labId(), {}, 0, 1, false, {}};
    YourTurnDialog dialog(previous, this);
    YourTurnChoice choice;
    if (dialog.exec() == QDialog::Accepted && dialog.choice(&choice))
        deferToEventLoop(this, [this, choice] { startYourTurn(choice); });
}

QString MainWindow::startYourTurn(const YourTurnChoice& choice) {
    if (m_lesson->active())
        m_lesson->close();
    if (LabPage* page = lab(choice.lab); page && page != currentLab())
        showLab(choice.lab);
    const QString error = m_yourTurn->start(lab(choice.lab), choice);
    if (!error.isEmpty())
        reportError(error);
    return error;
}

} // namespace hashlab::app

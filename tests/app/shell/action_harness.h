#pragma once
// Every action in every state (issue 28, item 2): a shown window in which every QAction reachable
// from the menu bar, every button of the lesson bar, of the step player and of the lab's forms is
// triggered in-process, one at a time, from a known state (language, a guided lesson open or not,
// idle / playback running / a background computation running) restored before each. HOME and the
// XDG folders point at a temporary folder; file dialogs are Qt's own; every dialog an action opens
// is answered or cancelled (DialogAnswerer). After each action the event loop must answer within
// 2 s (what the journeys ask of the hook's `state`).
#include "shell/settings.h"
#include "window/main_window.h"

#include <QByteArray>
#include <QHash>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

class QAbstractButton;
class QAction;

namespace hashlab::app::testing {

enum class Activity { Idle, Playing, Computing };

struct ActionState {
    QString language = QStringLiteral("en");
    bool lesson = false;
    Activity activity = Activity::Idle;
    QString describe() const;
    bool operator<(const ActionState& o) const;
};
// The 12 states of the full matrix, and one of them drawn from a seed.
QList<ActionState> allStates();

// Something the user can press: a menu action, or a button of a bar, the player or a form.
struct Target {
    QString name; // "File/Open scenario…" or "button LessonBar/4", the same in either language
    QPointer<QAction> action;
    QPointer<QAbstractButton> button;
    bool needsLesson = false; // a lesson bar button: there only while a lesson runs
};

// Answers whatever modal dialog or popup an action opens (while trigger() is still inside it):
// a file dialog opens a fixture or saves into the temporary HOME (lesson PDFs only when
// `thorough`), a message box is acknowledged, a drill starts, other dialogs are cancelled.
class DialogAnswerer : public QObject {
public:
    DialogAnswerer(QString home, QString scenario);
    bool thorough = false;
    int answered() const { return m_answered; }

private:
    void answer();
    void respond(QWidget* modal);
    QTimer m_timer;
    QString m_home, m_scenario;
    int m_answered = 0;
};

class ActionHarness {
public:
    ActionHarness();
    ~ActionHarness();
    MainWindow& window() { return *m_window; }
    DialogAnswerer& answerer() { return *m_answerer; }

    // Everything pressable in `lab`: the menu bar's actions (submenus included, separators and
    // submenu titles not), the step player's and the lesson bar's buttons, the buttons of the
    // lab's page. Found once per lab, in English, with no lesson open.
    QList<Target> targets(const QString& lab);
    // Puts the window in `state` with `lab` shown, its form as it started, no dialog, no other
    // computation; only what differs from the last reset is redone.
    void reset(const QString& lab, const ActionState& state);
    // Presses `target` as a user would (QAction::trigger, a mouse click through QTest), lets what
    // it queued run, and returns "" or what went wrong (the event loop not answering in 2 s).
    QString press(const Target& target);
    bool computing() const; // a BackgroundJob of the window is running now

private:
    void restoreWindow();
    void openLesson(const QString& lab);
    void startActivity(const QString& lab, Activity activity);
    QTemporaryDir m_home;
    QHash<QByteArray, QByteArray> m_savedEnv;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<DialogAnswerer> m_answerer;
    std::map<QString, nlohmann::json> m_initial; // each lab's state as the window started
    QString m_lab;
    ActionState m_state;
    bool m_fresh = true;
};

// Starts the computation `lab` really runs off the GUI thread (the ring's failure trials, the
// tables' real-speed sweep, the Bloom FP plot, the birthday plot), as its button would.
void startComputing(LabPage* page);

} // namespace hashlab::app::testing

#include "action_harness.h"

#include "shell/background_job.h"
#include "shell/lab_page.h"
#include "shell/lab_registry.h"
#include "shell/language.h"
#include "shell/lesson_bar.h"
#include "shell/lesson_recorder.h"
#include "shell/lesson_runner.h"
#include "shell/lessons.h"
#include "shell/step_player.h"
#include "shell/theme.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QTest>
#include <QToolButton>

namespace hashlab::app::testing {

namespace {

QString plain(QString text) {
    return text.remove(QLatin1Char('&'));
}

void collectMenu(QMenu* menu, const QString& path, QList<Target>& out) {
    for (QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        const QString name = path + QLatin1Char('/') + plain(a->text());
        if (a->menu())
            collectMenu(a->menu(), name, out);
        else
            out.append({name, a, nullptr, false});
    }
}

// The dialogs of the shell and the labs, by class: our own have no common base but QDialog.
bool isA(const QWidget* w, const char* className) {
    return w->inherits(className);
}

} // namespace

QString ActionState::describe() const {
    static const char* const activities[] = {"idle", "playing", "computing"};
    return QStringLiteral("%1, %2, %3")
        .arg(language, lesson ? QStringLiteral("lesson") : QStringLiteral("no lesson"),
             QString::fromLatin1(activities[static_cast<int>(activity)]));
}

bool ActionState::operator<(const ActionState& o) const {
    return std::tie(language, lesson, activity) < std::tie(o.language, o.lesson, o.activity);
}

QList<ActionState> allStates() {
    QList<ActionState> states;
    for (const char* language : {"en", "zh_CN"})
        for (bool lesson : {false, true})
            for (Activity a : {Activity::Idle, Activity::Playing, Activity::Computing})
                states.append({QString::fromLatin1(language), lesson, a});
    return states;
}

DialogAnswerer::DialogAnswerer(QString home, QString scenario)
    : m_home(std::move(home)), m_scenario(std::move(scenario)) {
    m_timer.setInterval(20);
    connect(&m_timer, &QTimer::timeout, this, &DialogAnswerer::answer);
    m_timer.start();
}

void DialogAnswerer::answer() {
    if (QWidget* popup = QApplication::activePopupWidget()) {
        popup->close(); // a button's menu, a combo box's list
        ++m_answered;
        return;
    }
    QWidget* modal = QApplication::activeModalWidget();
    if (!modal || !modal->isVisible())
        return;
    // A dialog answered once is left to finish (an export runs inside its button's click); one
    // still open 5 s later refused the answer (a file it would not take): it is cancelled, so
    // the walk goes on and the action's own check reports nothing hangs.
    if (const int ticks = modal->property("answeredByTest").toInt(); ticks > 0) {
        modal->setProperty("answeredByTest", ticks + 1);
        if (ticks > 5000 / 20 && !qobject_cast<QProgressDialog*>(modal))
            if (auto* dialog = qobject_cast<QDialog*>(modal))
                dialog->reject();
        return;
    }
    if (qobject_cast<QProgressDialog*>(modal))
        return; // it ends with the work it shows
    modal->setProperty("answeredByTest", 1);
    ++m_answered;
    // Answered from the event loop, not from this timer's slot: an answer may open a dialog of
    // its own (a save asks before it overwrites), and a timer never fires while its slot runs.
    QMetaObject::invokeMethod(
        this,
        [this, dialog = QPointer<QWidget>(modal)] {
            if (dialog && dialog->isVisible())
                respond(dialog);
        },
        Qt::QueuedConnection);
}

void DialogAnswerer::respond(QWidget* modal) {
    if (auto* files = qobject_cast<QFileDialog*>(modal)) {
        if (files->acceptMode() == QFileDialog::AcceptOpen) {
            files->selectFile(m_scenario);
            static_cast<QDialog*>(files)->accept();
        } else if (!thorough &&
                   files->nameFilters().join(QLatin1Char(' ')).contains(QLatin1String("pdf"))) {
            files->reject(); // a lesson's PDF takes seconds: the full matrix writes them
        } else {
            files->setDirectory(m_home); // what it proposed, in the temporary HOME
            static_cast<QDialog*>(files)->accept();
        }
        return;
    }
    if (auto* box = qobject_cast<QMessageBox*>(modal)) {
        for (auto which : {QMessageBox::Yes, QMessageBox::Ok, QMessageBox::Close})
            if (QAbstractButton* b = box->button(which)) {
                b->click();
                return;
            }
        box->accept();
        return;
    }
    auto* dialog = qobject_cast<QDialog*>(modal);
    if (!dialog) {
        modal->close();
        return;
    }
    if (isA(dialog, "hashlab::app::DrillDialog") || isA(dialog, "hashlab::app::YourTurnDialog")) {
        dialog->accept(); // the drill (the exercise) it proposes starts
        return;
    }
    if (thorough && isA(dialog, "hashlab::app::ExportDialog"))
        if (auto* box = dialog->findChild<QDialogButtonBox*>())
            for (QAbstractButton* b : box->buttons())
                if (box->buttonRole(b) == QDialogButtonBox::AcceptRole) {
                    b->click(); // the image goes to the temporary HOME's Pictures
                    return;
                }
    dialog->reject();
}

ActionHarness::ActionHarness() {
    // The user's files stay the user's: everything an action writes goes to the temporary HOME.
    for (const char* name : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
        m_savedEnv.insert(name, qgetenv(name));
    const QString home = m_home.path();
    qputenv("HOME", home.toUtf8());
    qputenv("XDG_CONFIG_HOME", (home + QStringLiteral("/config")).toUtf8());
    qputenv("XDG_DATA_HOME", (home + QStringLiteral("/data")).toUtf8());
    qputenv("XDG_CACHE_HOME", (home + QStringLiteral("/cache")).toUtf8());
    for (const char* dir : {"config", "data", "cache", "Documents", "Pictures"})
        QDir(home).mkpath(QString::fromLatin1(dir));
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    QApplication::setQuitOnLastWindowClosed(false); // File → Quit closes the window, no more
    const QString scenario = home + QStringLiteral("/opened.json");
    QFile::copy(QStringLiteral(":/scenarios/ring_modulo_fails.json"), scenario);
    QFile::setPermissions(scenario, QFile::ReadOwner | QFile::WriteOwner);
    setLanguage(QStringLiteral("en"));
    ThemeManager::instance().setKind(ThemeKind::Light);
    m_settings = std::make_unique<Settings>(home + QStringLiteral("/settings.ini"));
    m_window = std::make_unique<MainWindow>(*m_settings);
    m_answerer = std::make_unique<DialogAnswerer>(home, scenario);
    m_window->resize(1280, 720);
    m_window->show();
    if (!QTest::qWaitForWindowExposed(m_window.get()))
        qWarning("the window was not exposed");
    for (const QString& id : labIds())
        m_initial[id] = m_window->lab(id)->saveState();
}

ActionHarness::~ActionHarness() {
    for (BackgroundJob* job : m_window->findChildren<BackgroundJob*>())
        job->cancel();
    m_window.reset();
    setLanguage(QStringLiteral("en"));
    ThemeManager::instance().setKind(ThemeKind::Light);
    ThemeManager::instance().setPresentation(false);
    ThemeManager::instance().setReducedMotion(false);
    QApplication::setQuitOnLastWindowClosed(true);
    for (auto it = m_savedEnv.cbegin(); it != m_savedEnv.cend(); ++it)
        qputenv(it.key().constData(), it.value());
}

QList<Target> ActionHarness::targets(const QString& lab) {
    reset(lab, {});
    QList<Target> list;
    for (QAction* bar : m_window->menuBar()->actions())
        if (bar->menu())
            collectMenu(bar->menu(), plain(bar->text()), list);
    LabPage* page = m_window->lab(lab);
    QList<QAbstractButton*> buttons;
    if (StepPlayer* player = page->stepPlayer())
        for (QToolButton* b : player->findChildren<QToolButton*>())
            list.append({QStringLiteral("player/%1").arg(b->toolTip()), nullptr, b, false});
    int index = 0;
    for (QToolButton* b : m_window->lessonBar()->findChildren<QToolButton*>())
        list.append({QStringLiteral("lesson bar/%1").arg(index++), nullptr, b, true});
    for (QAbstractButton* b : page->findChildren<QAbstractButton*>()) {
        if (!b->isVisible() || !b->isEnabled())
            continue;
        if (page->stepPlayer() && page->stepPlayer()->isAncestorOf(b))
            continue;
        const QString what = b->objectName().isEmpty() ? plain(b->text()) : b->objectName();
        list.append({QStringLiteral("%1/%2/%3")
                         .arg(QString::fromLatin1(b->metaObject()->className()), what)
                         .arg(list.size()),
                     nullptr, b, false});
    }
    return list;
}

void ActionHarness::restoreWindow() {
    while (QWidget* popup = QApplication::activePopupWidget())
        popup->close();
    for (QWidget* top : QApplication::topLevelWidgets())
        if (top != m_window.get() && top->isVisible())
            top->close(); // the speaker notes, a dialog left open
    if (m_window->presentationMode())
        m_window->setPresentationMode(false);
    if (!m_window->isVisible() || m_window->isFullScreen())
        m_window->showNormal();
    if (m_window->size() != QSize(1280, 720))
        m_window->resize(1280, 720);
    if (LessonRecorder* recorder = m_window->lessonRecorder(); recorder->recording())
        recorder->stop();
    ThemeManager& theme = ThemeManager::instance();
    if (theme.kind() != ThemeKind::Light)
        theme.setKind(ThemeKind::Light);
    if (theme.reducedMotion())
        theme.setReducedMotion(false);
    // View → Reduce motion keeps its own tick (Record and F11 follow what they switch).
    for (QAction* a : m_window->findChildren<QAction*>())
        if (a->isCheckable() && a->isChecked() && !a->actionGroup() && a->shortcut().isEmpty())
            a->setChecked(false);
    if (m_window->blankScreen()->isVisible())
        m_window->blankScreen()->hide();
}

void ActionHarness::openLesson(const QString& lab) {
    for (const Lesson& lesson : availableLessons())
        if (lesson.steps.schema >= 2 && lesson.steps.steps.size() > 1 &&
            lesson.steps.steps.front().lab == lab.toStdString()) {
            m_window->openScenario(lesson.resourcePath);
            return;
        }
}

void ActionHarness::reset(const QString& lab, const ActionState& state) {
    restoreWindow();
    const bool computingWanted = state.activity == Activity::Computing;
    for (BackgroundJob* job : m_window->findChildren<BackgroundJob*>())
        if (job->isRunning() && !computingWanted) {
            job->cancel();
            job->wait();
        }
    QCoreApplication::sendPostedEvents();
    if (currentLanguage() != state.language)
        setLanguage(state.language);
    LessonRunner* runner = m_window->lessonRunner();
    bool labsAsStarted = true;
    for (const auto& [id, initial] : m_initial)
        if (m_window->lab(id)->saveState() != initial)
            labsAsStarted = false;
    const bool sameLesson = state.lesson && runner->active() && runner->index() == 0 &&
                            !runner->blanked() && m_lab == lab && m_state.lesson;
    if (!sameLesson) {
        if (runner->active())
            runner->close();
        if (!labsAsStarted || m_fresh)
            for (const auto& [id, initial] : m_initial)
                if (m_window->lab(id)->saveState() != initial)
                    m_window->lab(id)->loadState(initial);
        m_window->showLab(lab);
        if (state.lesson)
            openLesson(lab);
    } else if (runner->blanked()) {
        runner->toggleBlank();
    }
    m_window->showLab(lab);
    startActivity(lab, state.activity);
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    m_lab = lab;
    m_state = state;
    m_fresh = false;
}

void ActionHarness::startActivity(const QString& lab, Activity activity) {
    LabPage* page = m_window->lab(lab);
    StepPlayer* player = page->stepPlayer();
    if (activity == Activity::Playing && player && player->count() > 0) {
        player->setSpeed(1);
        player->toStart();
        player->play();
    } else if (player && player->playing()) {
        player->pause();
    }
    if (activity == Activity::Computing && !computing())
        startComputing(page);
}

bool ActionHarness::computing() const {
    for (BackgroundJob* job : m_window->findChildren<BackgroundJob*>())
        if (job->isRunning())
            return true;
    return false;
}

QString ActionHarness::press(const Target& target) {
    if (target.action) {
        if (!target.action->isEnabled())
            return {};
        target.action->trigger();
    } else if (target.button) {
        QAbstractButton* b = target.button;
        if (!b->isVisible() || !b->isEnabled())
            return {};
        QTest::mouseClick(b, Qt::LeftButton, {}, b->rect().center());
    } else {
        return QStringLiteral("the target is gone");
    }
    // What the action queued (deferred.h) runs now; then the event loop must turn over.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    bool answered = false;
    QTimer::singleShot(0, m_window.get(), [&answered] { answered = true; });
    if (!QTest::qWaitFor([&answered] { return answered; }, 2000))
        return QStringLiteral("the event loop did not answer within 2 s");
    return {};
}

} // namespace hashlab::app::testing

// MainWindow's menus: building them and translating their texts.
#include "main_window.h"

#include "export/animation_dialog.h"
#include "export/export_dialog.h"
#include "export/lesson_document.h"
#include "main_window_actions.h"
#include "shell/deferred.h"
#include "shell/file_locations.h"
#include "shell/key_map.h"
#include "shell/lab_page.h"
#include "shell/language.h"
#include "shell/lesson_recorder.h"
#include "shell/lessons.h"
#include "shell/settings.h"
#include "shell/shortcuts_dialog.h"
#include "shell/step_player.h"
#include "shell/theme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabBar>
#include <QUndoGroup>

#include <algorithm>

namespace hashlab::app {

namespace {

// Qt 6.4's menu bar lays its items out again on every change of a title and, when a title no
// longer fits (the Chinese titles are taller than the English ones the bar was sized for),
// refills its overflow menu, which adds and removes the bar's actions there. It does so while
// QAction is still looping over the widgets that show the changed action: that list changes
// under the loop, which then reads a freed pointer (issue 28: English → 简体中文 crashed every
// time). So the titles change while their actions are off the bar, and go back in their order.
void retitleMenuBar(QMenuBar* bar, const QList<std::pair<QMenu*, QString>>& titles) {
    const QList<QAction*> items = bar->actions();
    for (QAction* item : items)
        bar->removeAction(item);
    for (const auto& [menu, title] : titles)
        menu->setTitle(title);
    bar->addActions(items);
}

} // namespace

// Every shortcut comes from the key map (key_map.h): no key is spelled here.
//
// The rule for every action here (deferred.h, issue 28): a handler that rebuilds, retranslates or
// deletes menus, actions or widgets (a language or theme, a lesson or scenario opened, a drill
// started) queues that change with deferToEventLoop(); it runs once the menu's key or mouse event,
// the shortcut or the modal dialog the handler opened has returned. Handlers that only show a
// lab, toggle a mode or open a dialog run at once.
void MainWindow::buildMenus() {
    buildFileMenu();
    buildEditMenu();
    buildViewMenu();
    buildLessonsMenu();
    buildHelpMenu();
    // Actions must work in full screen, where the menu bar may be hidden.
    MainWindowActions& a = *m_actions;
    addActions(menuBar()->actions());
    for (QMenu* m : {a.file, a.edit, a.view, a.lessons, a.help})
        addActions(m->actions());
}

void MainWindow::buildFileMenu() {
    MainWindowActions& a = *m_actions;
    a.file = menuBar()->addMenu(QString());
    a.open = a.file->addAction(QString(), KeyMap::shortcut(KeyCommand::OpenScenario), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open scenario"),
            proposedFolder(m_settings, QStandardPaths::DocumentsLocation),
            tr("HashLab scenarios (*.json)"));
        if (!path.isEmpty())
            deferToEventLoop(this, [this, path] { openScenario(path); });
    });
    a.save = a.file->addAction(QString(), KeyMap::shortcut(KeyCommand::SaveScenario), this, [this] {
        const QString proposed = QDir(proposedFolder(m_settings, QStandardPaths::DocumentsLocation))
                                     .filePath(proposedBaseName() + QStringLiteral(".json"));
        const QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), proposed,
                                                          tr("HashLab scenarios (*.json)"));
        if (!path.isEmpty())
            saveScenario(path.endsWith(QLatin1String(".json")) ? path
                                                               : path + QStringLiteral(".json"));
    });
    // Kept out of MainWindowActions: it finds itself by name to be retranslated. Enabled for labs
    // that take files (LabPage::canImport), checked as the menu opens.
    QAction* import = a.file->addAction(QString(), this, [this] {
        if (LabPage* lab = currentLab(); lab && lab->canImport())
            lab->showImport(this);
    });
    import->setObjectName(QStringLiteral("importData"));
    // The labs' own items (LabPage::fileActions), each enabled while its lab is on show.
    QList<std::pair<QAction*, LabPage*>> labItems;
    for (LabPage* lab : m_labs)
        for (QAction* item : lab->fileActions()) {
            a.file->addAction(item);
            labItems.append({item, lab});
        }
    connect(a.file, &QMenu::aboutToShow, this, [this, import, labItems] {
        import->setEnabled(currentLab() && currentLab()->canImport());
        for (const auto& [item, lab] : labItems)
            item->setEnabled(currentLab() == lab);
    });
    a.file->addSeparator();
    a.exportImage =
        a.file->addAction(QString(), KeyMap::shortcut(KeyCommand::ExportImage), this, [this] {
            ExportDialog dialog(currentLab(), m_settings, proposedBaseName(), this);
            dialog.exec();
        });
    // Kept out of MainWindowActions: it finds itself by name to be retranslated.
    a.file
        ->addAction(QString(), this,
                    [this] {
                        AnimationDialog dialog(currentLab(), m_settings, proposedBaseName(), this);
                        dialog.exec();
                    })
        ->setObjectName(QStringLiteral("exportAnimation"));
    // A guided lesson as a PDF: enabled while one runs (main_window_lesson.cpp).
    a.exportHandout =
        a.file->addAction(QString(), this, [this] { askLessonExport(LessonLayout::Handout); });
    a.exportSlides =
        a.file->addAction(QString(), this, [this] { askLessonExport(LessonLayout::Slides); });
    a.exportWorksheet =
        a.file->addAction(QString(), this, [this] { askLessonExport(LessonLayout::Worksheet); });
    a.copy = a.file->addAction(QString(), KeyMap::shortcut(KeyCommand::CopyImage), this,
                               &MainWindow::copyImage);
    a.file->addSeparator();
    a.quit =
        a.file->addAction(QString(), KeyMap::shortcut(KeyCommand::Quit), this, &QWidget::close);
}

void MainWindow::buildEditMenu() {
    MainWindowActions& a = *m_actions;
    a.edit = menuBar()->addMenu(QString());
    // Our own actions, not QUndoGroup's: those rewrite their text with Qt's untranslated "Undo %1"
    // whenever the active stack changes, so the Chinese menu said "Undo".
    a.undo = new QAction(this);
    a.undo->setShortcut(KeyMap::shortcut(KeyCommand::Undo));
    a.undo->setEnabled(m_undoGroup->canUndo());
    connect(a.undo, &QAction::triggered, m_undoGroup, &QUndoGroup::undo);
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, a.undo, &QAction::setEnabled);
    // Queued: Undo's own text changes when Undo is triggered (deferred.h).
    connect(
        m_undoGroup, &QUndoGroup::undoTextChanged, this, [this] { retranslateUndo(); },
        Qt::QueuedConnection);
    a.redo = new QAction(this);
    a.redo->setShortcut(KeyMap::shortcut(KeyCommand::Redo));
    a.redo->setEnabled(m_undoGroup->canRedo());
    connect(a.redo, &QAction::triggered, m_undoGroup, &QUndoGroup::redo);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, a.redo, &QAction::setEnabled);
    connect(
        m_undoGroup, &QUndoGroup::redoTextChanged, this, [this] { retranslateUndo(); },
        Qt::QueuedConnection);
    a.edit->addAction(a.undo);
    a.edit->addAction(a.redo);
}

void MainWindow::buildViewMenu() {
    MainWindowActions& a = *m_actions;
    a.view = menuBar()->addMenu(QString());
    for (std::size_t i = 0; i < m_labs.size(); ++i) {
        const QString id = m_labs[i]->labId();
        QAction* act =
            a.view->addAction(QString(), KeyMap::shortcut(KeyCommand::ShowLab, static_cast<int>(i)),
                              this, [this, id] { showLab(id); });
        a.labs.push_back(act);
    }
    a.view->addSeparator();
    a.theme = a.view->addMenu(QString());
    a.themes = new QActionGroup(this);
    for (ThemeKind k : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::Classroom}) {
        QAction* act = a.theme->addAction(QString());
        act->setCheckable(true);
        act->setData(ThemeManager::name(k));
        act->setChecked(ThemeManager::instance().kind() == k);
        a.themes->addAction(act);
        connect(act, &QAction::triggered, this, [this, k] {
            deferToEventLoop(this, [this, k] {
                ThemeManager::instance().setKind(k);
                m_settings.setTheme(ThemeManager::name(k));
            });
        });
    }
    a.language = a.view->addMenu(QString());
    a.languages = new QActionGroup(this);
    for (const QString& lang : supportedLanguages()) {
        QAction* act = a.language->addAction(
            lang == QLatin1String("en") ? QStringLiteral("English") : QStringLiteral("简体中文"));
        act->setCheckable(true);
        act->setChecked(currentLanguage() == lang);
        a.languages->addAction(act);
        connect(act, &QAction::triggered, this, [this, lang] {
            deferToEventLoop(this, [this, lang] {
                setLanguage(lang);
                m_settings.setLanguage(lang);
            });
        });
    }
    a.presentation = a.view->addAction(QString(), KeyMap::shortcut(KeyCommand::Presentation), this,
                                       [this] { setPresentationMode(!presentationMode()); });
    a.presentation->setCheckable(true);
    a.drawer = a.view->addAction(QString(), KeyMap::shortcut(KeyCommand::PresentationDrawer), this,
                                 [this] { setDrawerOpen(!drawerOpen()); });
    a.drawer->setCheckable(true);
    // The current lab's steps as a table (a screen reader's view of the canvas).
    a.stepsAsText =
        a.view->addAction(QString(), KeyMap::shortcut(KeyCommand::StepsAsText), this, [this] {
            if (StepPlayer* player = currentLab()->stepPlayer())
                player->showStepsAsText();
        });
    a.reduceMotion = a.view->addAction(QString(), this, [this](bool on) {
        ThemeManager::instance().setReducedMotion(on);
        m_settings.setReducedMotion(on);
    });
    a.reduceMotion->setCheckable(true);
    a.reduceMotion->setChecked(m_settings.reducedMotion());
    ThemeManager::instance().setReducedMotion(m_settings.reducedMotion());
}

void MainWindow::buildLessonsMenu() {
    MainWindowActions& a = *m_actions;
    a.lessons = menuBar()->addMenu(QString());
    // First in the menu: the lesson titles follow (the last entry is a lesson).
    a.drill = a.lessons->addAction(QString(), KeyMap::shortcut(KeyCommand::Drill), this,
                                   [this] { askDrill(); });
    // No key of its own: Your turn is started from here or the button beside each step player.
    a.yourTurn = a.lessons->addAction(QString(), this, [this] { askYourTurn(); });
    a.yourTurn->setObjectName(QStringLiteral("yourTurn"));
    a.record = a.lessons->addAction(QString(), this, [this](bool on) {
        if (on)
            m_recorder->start();
        else
            m_recorder->stop();
    });
    a.record->setCheckable(true);
    a.saveRecorded = a.lessons->addAction(QString(), this, [this] { askSaveRecorded(); });
    a.lessons->addSeparator();
    // One submenu per lab, in the switcher's order: 23 titles in one list covered a projector's
    // whole screen. The submenus' titles are the labs' (retranslate()).
    const QList<Lesson> lessons = availableLessons();
    for (LabPage* page : m_labs) {
        QMenu* sub = nullptr;
        for (const Lesson& lesson : lessons) {
            if (QString::fromStdString(lesson.scenario.lab) != page->labId())
                continue;
            if (!sub) {
                sub = a.lessons->addMenu(QString());
                sub->menuAction()->setData(page->labId());
                a.lessonLabs.push_back(sub);
            }
            QAction* act = sub->addAction(QString(), this, [this, path = lesson.resourcePath] {
                deferToEventLoop(this, [this, path] { openScenario(path); });
            });
            act->setData(lesson.resourcePath);
        }
    }
    a.lessons->setEnabled(!a.lessons->actions().isEmpty());
}

void MainWindow::buildHelpMenu() {
    MainWindowActions& a = *m_actions;
    a.help = menuBar()->addMenu(QString());
    a.shortcuts =
        a.help->addAction(QString(), KeyMap::shortcut(KeyCommand::Shortcuts), this, [this] {
            ShortcutsDialog dialog(this);
            dialog.exec();
        });
    a.about = a.help->addAction(QString(), this, [this] {
        QMessageBox::about(
            this, tr("About HashLab"),
            tr("<h3>HashLab %1</h3><p>An exact, measured simulator of the hashing ideas "
               "distributed systems are built on: consistent hashing, open addressing, "
               "Bloom filters and collision-safe ids.</p>")
                .arg(QStringLiteral(HASHLAB_VERSION)));
    });
}

// A lesson's entry says what the presenter is about to open: its length and whether it asks.
static QString lessonMenuText(const Lesson& lesson) {
    const auto& steps = lesson.steps.steps;
    const int count = static_cast<int>(steps.size());
    const bool asks =
        std::any_of(steps.begin(), steps.end(), [](const auto& s) { return bool(s.question); });
    return asks ? MainWindow::tr("%1 (%n steps, with questions)", nullptr, count)
                      .arg(lessonTitle(lesson))
                : MainWindow::tr("%1 (%n steps)", nullptr, count).arg(lessonTitle(lesson));
}

void MainWindow::retranslate() {
    MainWindowActions& a = *m_actions;
    setWindowTitle(tr("HashLab"));
    retitleMenuBar(menuBar(), {{a.file, tr("&File")},
                               {a.edit, tr("&Edit")},
                               {a.view, tr("&View")},
                               {a.lessons, tr("Less&ons")},
                               {a.help, tr("&Help")}});
    a.open->setText(tr("&Open scenario…"));
    a.save->setText(tr("&Save scenario…"));
    if (auto* import = findChild<QAction*>(QStringLiteral("importData")))
        import->setText(tr("&Import…"));
    a.exportImage->setText(tr("&Export image…"));
    if (auto* animation = findChild<QAction*>(QStringLiteral("exportAnimation")))
        animation->setText(tr("Export &animation…"));
    a.exportHandout->setText(tr("Export lesson as &handout (PDF)…"));
    a.exportSlides->setText(tr("Export lesson as s&lides (PDF)…"));
    a.exportWorksheet->setText(tr("Export lesson as &worksheet + answer key (PDF)…"));
    a.copy->setText(tr("&Copy image"));
    a.quit->setText(tr("&Quit"));
    retranslateUndo();
    for (std::size_t i = 0; i < m_labs.size(); ++i) {
        a.labs[i]->setText(m_labs[i]->title());
        m_switcher->setTabText(static_cast<int>(i), m_labs[i]->title());
    }
    a.theme->setTitle(tr("&Theme"));
    const QStringList themeNames = {tr("Light"), tr("Dark"), tr("Classroom (high contrast)")};
    for (int i = 0; i < a.themes->actions().size(); ++i)
        a.themes->actions().at(i)->setText(themeNames.at(i));
    a.language->setTitle(tr("&Language"));
    a.presentation->setText(tr("&Presentation mode"));
    a.drawer->setText(tr("Presentation &drawer (controls and plots)"));
    a.drawer->setIconText(tr("Controls and plots (F9)"));
    a.stepsAsText->setText(tr("S&teps as text"));
    a.reduceMotion->setText(tr("Reduce &motion"));
    a.drill->setText(tr("&Drill…"));
    a.yourTurn->setText(tr("&Your turn…"));
    a.yourTurn->setToolTip(tr("Perform the algorithm yourself on a fresh exercise, each step "
                              "checked"));
    a.record->setText(tr("&Record lesson"));
    a.saveRecorded->setText(tr("&Save recorded lesson…"));
    const QList<Lesson> lessons = availableLessons();
    for (QMenu* sub : a.lessonLabs) {
        if (LabPage* page = lab(sub->menuAction()->data().toString()))
            sub->setTitle(page->title());
        for (QAction* act : sub->actions())
            for (const Lesson& lesson : lessons)
                if (lesson.resourcePath == act->data().toString())
                    act->setText(lessonMenuText(lesson));
    }
    a.shortcuts->setText(tr("&Keyboard shortcuts"));
    a.about->setText(tr("&About HashLab"));
}

void MainWindow::retranslateUndo() {
    const QString undo = m_undoGroup->undoText(), redo = m_undoGroup->redoText();
    m_actions->undo->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_actions->redo->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
}

} // namespace hashlab::app

#include "main_window.h"

#include "export_dialog.h"
#include "lab_page.h"
#include "lab_registry.h"
#include "language.h"
#include "scenario_io.h"
#include "settings.h"
#include "shortcuts_dialog.h"
#include "theme.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hashlab::app {

struct MainWindow::Actions {
    QMenu *file, *edit, *view, *help, *theme, *language;
    QAction *open, *save, *exportImage, *copy, *quit, *undo, *redo, *presentation, *shortcuts,
        *about;
    QActionGroup *themes, *languages;
    std::vector<QAction*> labs;
};

MainWindow::MainWindow(Settings& settings, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_switcher(new QTabBar(this)),
      m_stack(new QStackedWidget(this)), m_undoGroup(new QUndoGroup(this)),
      m_statusLabel(new QLabel(this)), m_actions(new Actions{}) {
    setObjectName(QStringLiteral("MainWindow"));
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_switcher->setDocumentMode(true);
    m_switcher->setExpanding(false);
    // The lab switcher is read from the back of a classroom: larger than a default tab bar.
    m_switcher->setStyleSheet(QStringLiteral("QTabBar::tab { padding: 6px 22px; font-size: 12pt; }"
                                             "QTabBar::tab:selected { font-weight: bold; }"));
    layout->addWidget(m_switcher);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);
    statusBar()->addWidget(m_statusLabel, 1);

    for (const auto& info : labRegistry()) {
        LabPage* page = info.create(m_stack);
        m_labs.push_back(page);
        m_stack->addWidget(page);
        m_switcher->addTab(page->title());
        if (QUndoStack* stack = page->undoStack())
            m_undoGroup->addStack(stack);
        connect(page, &LabPage::statusMessage, m_statusLabel, &QLabel::setText);
    }
    connect(m_switcher, &QTabBar::currentChanged, this, [this](int i) {
        m_stack->setCurrentIndex(i);
        LabPage* page = m_labs.at(static_cast<std::size_t>(i));
        m_undoGroup->setActiveStack(page->undoStack());
        m_settings.setLastLab(page->labId());
        m_statusLabel->clear();
    });
    buildMenus();
    retranslate();
    showLab(m_settings.lastLab());
    if (!restoreGeometry(m_settings.geometry()))
        resize(1280, 800);
    restoreState(m_settings.windowState());
}

LabPage* MainWindow::currentLab() const {
    return m_labs.at(static_cast<std::size_t>(m_stack->currentIndex()));
}

LabPage* MainWindow::lab(const QString& id) const {
    for (LabPage* page : m_labs)
        if (page->labId() == id)
            return page;
    return nullptr;
}

void MainWindow::showLab(const QString& id) {
    for (std::size_t i = 0; i < m_labs.size(); ++i)
        if (m_labs[i]->labId() == id) {
            m_switcher->setCurrentIndex(static_cast<int>(i));
            m_stack->setCurrentIndex(static_cast<int>(i));
            m_undoGroup->setActiveStack(m_labs[i]->undoStack());
        }
}

void MainWindow::buildMenus() {
    Actions& a = *m_actions;
    a.file = menuBar()->addMenu(QString());
    a.open = a.file->addAction(QString(), QKeySequence::Open, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open scenario"), m_settings.lastDirectory(),
                                         tr("HashLab scenarios (*.json)"));
        if (!path.isEmpty())
            openScenario(path);
    });
    a.save = a.file->addAction(QString(), QKeySequence::Save, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Save scenario"), m_settings.lastDirectory(),
                                         tr("HashLab scenarios (*.json)"));
        if (!path.isEmpty())
            saveScenario(path.endsWith(QLatin1String(".json")) ? path
                                                               : path + QStringLiteral(".json"));
    });
    a.file->addSeparator();
    a.exportImage = a.file->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_E), this, [this] {
        ExportDialog dialog(currentLab(), m_settings, this);
        dialog.exec();
    });
    a.copy = a.file->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this,
                               &MainWindow::copyImage);
    a.file->addSeparator();
    a.quit = a.file->addAction(QString(), QKeySequence::Quit, this, &QWidget::close);

    a.edit = menuBar()->addMenu(QString());
    a.undo = m_undoGroup->createUndoAction(this);
    a.undo->setShortcut(QKeySequence::Undo);
    a.redo = m_undoGroup->createRedoAction(this);
    a.redo->setShortcut(QKeySequence::Redo);
    a.edit->addAction(a.undo);
    a.edit->addAction(a.redo);

    a.view = menuBar()->addMenu(QString());
    for (std::size_t i = 0; i < m_labs.size(); ++i) {
        const QString id = m_labs[i]->labId();
        QAction* act =
            a.view->addAction(QString(), QKeySequence(Qt::CTRL | (Qt::Key_1 + static_cast<int>(i))),
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
            ThemeManager::instance().setKind(k);
            m_settings.setTheme(ThemeManager::name(k));
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
            setLanguage(lang);
            m_settings.setLanguage(lang);
        });
    }
    a.presentation = a.view->addAction(QString(), QKeySequence(Qt::Key_F11), this,
                                       [this] { setPresentationMode(!m_presentation); });
    a.presentation->setCheckable(true);

    a.help = menuBar()->addMenu(QString());
    a.shortcuts = a.help->addAction(QString(), QKeySequence::HelpContents, this, [this] {
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
    // Actions must work in full screen, where the menu bar may be hidden.
    addActions(menuBar()->actions());
    for (QMenu* m : {a.file, a.edit, a.view, a.help})
        addActions(m->actions());
}

void MainWindow::retranslate() {
    Actions& a = *m_actions;
    setWindowTitle(tr("HashLab"));
    a.file->setTitle(tr("&File"));
    a.open->setText(tr("&Open scenario…"));
    a.save->setText(tr("&Save scenario…"));
    a.exportImage->setText(tr("&Export image…"));
    a.copy->setText(tr("&Copy image"));
    a.quit->setText(tr("&Quit"));
    a.edit->setTitle(tr("&Edit"));
    a.undo->setText(tr("&Undo"));
    a.redo->setText(tr("&Redo"));
    a.view->setTitle(tr("&View"));
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
    a.help->setTitle(tr("&Help"));
    a.shortcuts->setText(tr("&Keyboard shortcuts"));
    a.about->setText(tr("&About HashLab"));
}

void MainWindow::setPresentationMode(bool on) {
    m_presentation = on;
    m_actions->presentation->setChecked(on);
    ThemeManager::instance().setPresentation(on);
    if (on)
        showFullScreen();
    else
        showNormal();
}

QString MainWindow::openScenario(const QString& path) {
    scenario::Scenario s;
    QString error = readScenarioFile(path, &s);
    LabPage* page = error.isEmpty() ? lab(QString::fromStdString(s.lab)) : nullptr;
    if (error.isEmpty() && !page)
        error = tr("%1 names an unknown lab '%2'.")
                    .arg(QFileInfo(path).fileName(), QString::fromStdString(s.lab));
    if (error.isEmpty())
        error = applyScenario(page, s);
    if (!error.isEmpty()) {
        reportError(error);
        return error;
    }
    m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    showLab(page->labId());
    m_statusLabel->setText(tr("Opened %1").arg(QFileInfo(path).fileName()));
    return {};
}

QString MainWindow::saveScenario(const QString& path) {
    const QString error = saveScenarioFile(path, *currentLab());
    if (!error.isEmpty()) {
        reportError(error);
        return error;
    }
    m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    m_statusLabel->setText(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return {};
}

void MainWindow::reportError(const QString& message) {
    m_lastError = message;
    m_statusLabel->setText(message);
    if (isVisible() && !qEnvironmentVariableIsSet("HASHLAB_NO_DIALOGS"))
        QMessageBox::warning(this, tr("HashLab"), message);
}

void MainWindow::copyImage() {
    QWidget* view = currentLab()->exportView();
    QApplication::clipboard()->setPixmap(view->grab());
    m_statusLabel->setText(tr("Copied the view to the clipboard"));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    m_settings.setGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_settings.sync();
    event->accept();
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

} // namespace hashlab::app

#include "main_window.h"

#include "main_window_actions.h"
#include "shell/accessible_names.h"
#include "shell/file_locations.h"
#include "shell/lab_page.h"
#include "shell/lab_registry.h"
#include "shell/lab_scroller.h"
#include "shell/language.h"
#include "shell/lesson_figures.h"
#include "shell/lesson_runner.h"
#include "shell/lessons.h"
#include "shell/scenario_io.h"
#include "shell/settings.h"
#include "shell/spotlight.h"
#include "shell/step_keys.h"
#include "shell/theme.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hashlab::app {

MainWindow::MainWindow(Settings& settings, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_switcher(new QTabBar(this)),
      m_stack(new QStackedWidget(this)), m_undoGroup(new QUndoGroup(this)),
      m_statusLabel(new QLabel(this)), m_actions(new MainWindowActions{}) {
    setObjectName(QStringLiteral("MainWindow"));
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_switcher->setDocumentMode(true);
    m_switcher->setExpanding(false);
    layout->addWidget(m_switcher);
    // The drawer's button sits at the end of the menu bar, the one row presentation mode keeps
    // besides the lesson; it shows in presentation mode only (F9 does the same).
    m_drawerButton = new QToolButton(menuBar());
    m_drawerButton->setObjectName(QStringLiteral("drawerButton"));
    m_drawerButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_drawerButton->setAutoRaise(true);
    m_drawerButton->setFocusPolicy(Qt::NoFocus); // F9 is its key; Tab stays with the lesson
    m_drawerButton->hide();
    menuBar()->setCornerWidget(m_drawerButton, Qt::TopRightCorner);
    m_banner = new LessonBanner(central);
    layout->addWidget(m_banner);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);
    statusBar()->addWidget(m_statusLabel, 1);

    for (const auto& info : labRegistry()) {
        auto* scroll = new LabScroller(m_stack);
        LabPage* page = info.create(scroll);
        scroll->setPage(page);
        giveControlsTheirLabels(page);
        m_labs.push_back(page);
        m_stack->addWidget(scroll);
        m_switcher->addTab(page->title());
        if (QUndoStack* stack = page->undoStack())
            m_undoGroup->addStack(stack);
        // A lab's message (a background job finishing, say) waits while another lab is shown.
        connect(page, &LabPage::statusMessage, this, [this, page](const QString& text) {
            m_labStatus.insert(page, text);
            if (page == currentLab())
                m_statusLabel->setText(maskFigures(text));
        });
    }
    connect(m_switcher, &QTabBar::currentChanged, this, &MainWindow::onLabShown);
    m_spotlight = new Spotlight(this);
    m_stepKeys = new StepKeys(this, [this] { return currentLab()->stepPlayer(); });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &MainWindow::followTheme);
    buildMenus();
    m_drawerButton->setDefaultAction(m_actions->drawer);
    buildLessonPlayer(); // after the menus: it enables the lesson's export actions
    buildYourTurn();
    retranslate();
    showLab(m_settings.lastLab());
    if (!restoreGeometry(m_settings.geometry()))
        fitFirstWindow();
    restoreState(m_settings.windowState());
    followTheme();
}

void MainWindow::fitFirstWindow() {
    // 1280×800 suits a laptop; on a 1280×720 projector it ran off the bottom of the screen (the
    // status bar and the last rows of every form out of sight). On a smaller screen the window
    // takes the available area, less room for a window manager's title bar and borders. (Not
    // maximized: a maximized window ignores a later resize, which tests and users make.)
    const QSize wanted(1280, 800);
    const QScreen* s = screen();
    if (!s) {
        resize(wanted);
        return;
    }
    const QRect avail = s->availableGeometry();
    const QSize room = avail.size() - QSize(16, 48);
    resize(wanted.boundedTo(room));
    if (room.width() < wanted.width() || room.height() < wanted.height())
        move(avail.topLeft());
}

MainWindow::~MainWindow() {
    delete m_stepKeys; // stop routing keys before the labs go
    delete m_actions;
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
            m_switcher->setCurrentIndex(static_cast<int>(i)); // no signal if already current
            onLabShown(static_cast<int>(i));
        }
}

// Everything that belongs to one lab follows the switch: its page, undo stack, status message and
// lesson caption; the focus goes to the page, never into a text field of the new lab, so the step
// keys drive the lab the user just chose.
void MainWindow::onLabShown(int index) {
    LabPage* page = m_labs.at(static_cast<std::size_t>(index));
    m_stack->setCurrentIndex(index);
    m_undoGroup->setActiveStack(page->undoStack());
    m_settings.setLastLab(page->labId());
    m_statusLabel->setText(maskFigures(m_labStatus.value(page)));
    m_banner->followLab(page->labId());
    if (QWidget* focus = QApplication::focusWidget();
        !focus || !page->isAncestorOf(focus) || StepKeys::isTextEntry(focus))
        page->setFocus(Qt::OtherFocusReason);
    emit labShown(page->labId());
}

bool MainWindow::presentationMode() const {
    return ThemeManager::instance().presentation();
}

void MainWindow::setPresentationMode(bool on) {
    ThemeManager::instance().setPresentation(on);
    followTheme();
    if (on)
        showFullScreen();
    else
        showNormal();
}

// Presentation mode may be switched on outside the menu (tests, a lesson, the command line): the
// menu's tick and the spotlight follow ThemeManager rather than the last F11.
void MainWindow::followTheme() {
    const ThemeManager& theme = ThemeManager::instance();
    const bool on = theme.presentation();
    m_actions->presentation->setChecked(on);
    m_spotlight->setActive(on);
    if (on != m_presenting) {
        m_presenting = on;
        m_drawerOpen = false; // each presentation starts with the canvas as the stage
    }
    foldDrawer();
    // The lab switcher is read from the back of a classroom: larger than a default tab bar, and
    // larger again with the rest of the type.
    m_switcher->setStyleSheet(QStringLiteral("QTabBar::tab { padding: 6px 22px; }"
                                             "QTabBar::tab:selected { font-weight: bold; }"));
    QFont font = m_switcher->font();
    font.setPointSizeF(12 * theme.widgetFontScale());
    m_switcher->setFont(font);
}

void MainWindow::setDrawerOpen(bool open) {
    m_drawerOpen = open;
    foldDrawer();
}

void MainWindow::foldDrawer() {
    const bool fold = m_presenting && !m_drawerOpen;
    m_actions->drawer->setChecked(m_presenting && m_drawerOpen);
    m_drawerButton->setVisible(m_presenting);
    // The window's own chrome folds too: the lab switcher (Ctrl+1…4 still switch) and the status
    // line (each canvas has its headline) would take 70 px of a 720-line projector from the stage.
    m_switcher->setVisible(!fold);
    statusBar()->setVisible(!fold);
    // The pages' margins are canvas too: 10 px around a page is 3 % of a 720-line screen.
    const int margin = fold ? 4 : style()->pixelMetric(QStyle::PM_LayoutLeftMargin);
    for (LabPage* page : m_labs) {
        page->setDrawerFolded(fold);
        if (page->layout())
            page->layout()->setContentsMargins(margin, margin, margin, margin);
    }
}

QString MainWindow::openScenario(const QString& path) {
    scenario::Lesson lesson;
    QString error = readLessonFile(path, &lesson);
    if (error.isEmpty() && lesson.schema >= 2)
        return openLesson(path, lesson);
    scenario::Scenario s;
    if (error.isEmpty())
        s = scenario::toScenario(lesson, 0);
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
    // The file replaced the exercise's state: the exercise ends and the file stays (Stop would
    // have put the state from before the exercise over it). In another lab, showLab below ends it
    // and puts its own lab back.
    endYourTurnIn(page);
    // A lesson lives in the resources (":/scenarios"): no folder anyone can write to.
    if (!isResourcePath(path))
        m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    m_openedNames[page->labId()] = QFileInfo(path).completeBaseName();
    showLab(page->labId());
    m_lesson->close(); // a scenario opened during a guided lesson ends it
    if (s.caption.empty())
        m_banner->clearLesson();
    else
        m_banner->showLesson(s);
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

QString MainWindow::proposedBaseName() const {
    const QString id = currentLab()->labId();
    return m_openedNames.value(id, id);
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

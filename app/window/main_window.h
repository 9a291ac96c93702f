#pragma once
// MainWindow assembles the labs and the shell's menus; it holds no algorithm and no lab logic.
#include <QHash>
#include <QMainWindow>

#include <QHash>

#include <optional>
#include <utility>
#include <vector>

class QActionGroup;
class QLabel;
class QStackedWidget;
class QTabBar;
class QToolButton;
class QUndoGroup;

namespace hashlab::scenario {
struct Step;
struct Lesson;
} // namespace hashlab::scenario

namespace hashlab::app {

class LabPage;
struct MainWindowActions;
class LessonBanner;
class LessonBar;
class AnswerMarker;
class ClickPicker;
class LessonRecorder;
class LessonRunner;
class SpeakerNotes;
class BlankScreen;
class Spotlight;
class StepKeys;
class Settings;
class YourTurnBar;
struct YourTurnChoice;

enum class LessonLayout; // export/lesson_document.h

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(Settings& settings, QWidget* parent = nullptr);

    LabPage* currentLab() const;
    LabPage* lab(const QString& id) const;
    const std::vector<LabPage*>& labs() const { return m_labs; }
    void showLab(const QString& id);
    // Presentation mode is ThemeManager's (larger type and strokes); the window adds full screen
    // and the spotlight, and its View menu shows the mode however it was entered.
    bool presentationMode() const;
    void setPresentationMode(bool on);
    // The presentation drawer (F9): in presentation mode each lab's side form and plots fold away
    // (LabPage::drawerParts) so the canvas is the stage; it starts closed each time the mode
    // starts. Outside presentation mode every part shows and the drawer means nothing.
    bool drawerOpen() const { return m_drawerOpen; }
    void setDrawerOpen(bool open);

    // GUI entry points the tests and the menu share; each returns an error message or "".
    QString openScenario(const QString& path);
    // The running guided lesson (or drill) as a handout (A4, answers at the end), slides (16:9) or
    // a worksheet (its answer key beside it as <name>-answers.pdf), with a progress dialog that
    // can cancel; "" or the error.
    QString exportLesson(const QString& path, LessonLayout layout);
    QString saveScenario(const QString& path);
    // The message shown after the last failed action (also in the status bar).
    QString lastError() const { return m_lastError; }
    LessonBanner* lessonBanner() const { return m_banner; }
    LessonRunner* lessonRunner() const { return m_lesson; }
    LessonBar* lessonBar() const { return m_lessonBar; }
    // The presenter's notes window (created on first use); the lesson bar's Notes button shows it.
    SpeakerNotes* speakerNotes();
    QWidget* blankScreen() const;
    ClickPicker* clickPicker() const;
    AnswerMarker* answerMarker() const { return m_marker; }
    LessonRecorder* lessonRecorder() const { return m_recorder; }
    Spotlight* spotlight() const { return m_spotlight; }
    YourTurnBar* yourTurn() const { return m_yourTurn; }
    // Your turn in the current lab (main_window_your_turn.cpp); "" or the error.
    QString startYourTurn(const YourTurnChoice& choice);

    ~MainWindow() override;

signals:
    void labShown(const QString& id); // after every switch of the lab on show

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fitFirstWindow(); // no saved geometry: 1280×800, or the screen's available area
    void buildMenus();     // main_window_menus.cpp: a builder per menu
    void buildFileMenu();
    void buildEditMenu();
    void buildViewMenu();
    void buildLessonsMenu();
    void buildHelpMenu();
    void retranslate();
    void retranslateUndo(); // "Undo <what>" in the window's language
    void reportError(const QString& message);
    void copyImage();
    void onLabShown(int index);
    void followTheme();
    void foldDrawer();        // each lab's drawer parts, as presentation mode and the drawer say
    void buildLessonPlayer(); // main_window_lesson.cpp
    QString showLessonStep(const scenario::Step& step);
    QString openLesson(const QString& path, const scenario::Lesson& lesson);
    void askLessonExport(LessonLayout layout);
    void askDrill();
    void askSaveRecorded();
    void showLessonSummary(); // main_window_lesson.cpp: the lesson's or drill's end
    void buildYourTurn();     // main_window_your_turn.cpp
    void askYourTurn();
    // Something else loaded its state into `page` (a file, an import, a connection): an exercise
    // running there ends without putting back the state from before it.
    void endYourTurnIn(LabPage* page);
    void followLessonTurn(); // a lesson step with your_turn starts its exercise; leaving ends it

public:
    // A drill (scenario/drill.h) as a self-study lesson; "" or the error.
    QString startDrill(const QString& lab, quint64 seed, int count);

private:
    // The file name (no folder, no suffix) the export and save dialogs propose for the current
    // lab: the lesson or scenario last opened in it, else the lab's id.
    QString proposedBaseName() const;

    Settings& m_settings;
    bool m_drawerOpen = false;
    bool m_presenting = false; // the mode foldDrawer last saw: the drawer closes as it starts
    QToolButton* m_drawerButton = nullptr;
    QTabBar* m_switcher;
    QStackedWidget* m_stack;
    QUndoGroup* m_undoGroup;
    std::vector<LabPage*> m_labs;
    QString m_lastError;
    QHash<const LabPage*, QString>
        m_labStatus; // each lab's last message, shown while it is visible
    QLabel* m_statusLabel;
    LessonBanner* m_banner;
    LessonRunner* m_lesson;
    LessonBar* m_lessonBar;
    SpeakerNotes* m_notes = nullptr;
    BlankScreen* m_blank;
    ClickPicker* m_picker;
    AnswerMarker* m_marker = nullptr;
    // The lesson step (and LessonRunner::session) whose answer the marker rings, and whose
    // targets the picker offers.
    int m_markedStep = -1, m_markedSession = -1;
    int m_pickedStep = -1, m_pickedSession = -1;
    // What is open in the lesson bar, for the summary's "Again" and "Next lesson".
    QString m_lessonPath;
    struct Drill {
        QString lab;
        quint64 seed = 0;
        int count = 0;
    };
    std::optional<Drill> m_drill;
    LessonRecorder* m_recorder;
    Spotlight* m_spotlight;
    YourTurnBar* m_yourTurn = nullptr;
    // The lesson step (session, index) whose your_turn exercise runs: started once per visit.
    std::pair<int, int> m_lessonTurn{-1, -1};
    StepKeys* m_stepKeys;
    MainWindowActions* m_actions;
    QHash<QString, QString> m_openedNames; // lab id -> base name of the scenario opened in it
};

} // namespace hashlab::app

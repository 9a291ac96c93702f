#pragma once
// MainWindow assembles the labs and the shell's menus; it holds no algorithm and no lab logic.
#include <QHash>
#include <QMainWindow>

#include <QHash>

#include <vector>

class QActionGroup;
class QLabel;
class QStackedWidget;
class QTabBar;
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

enum class LessonLayout; // export/lesson_document.h

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(Settings& settings, QWidget* parent = nullptr);

    LabPage* currentLab() const;
    LabPage* lab(const QString& id) const;
    void showLab(const QString& id);
    // Presentation mode is ThemeManager's (larger type and strokes); the window adds full screen
    // and the spotlight, and its View menu shows the mode however it was entered.
    bool presentationMode() const;
    void setPresentationMode(bool on);

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

    ~MainWindow() override;

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
    void buildLessonPlayer(); // main_window_lesson.cpp
    QString showLessonStep(const scenario::Step& step);
    QString openLesson(const QString& path, const scenario::Lesson& lesson);
    void askLessonExport(LessonLayout layout);
    void askDrill();
    void askSaveRecorded();

public:
    // A drill (scenario/drill.h) as a self-study lesson; "" or the error.
    QString startDrill(const QString& lab, quint64 seed, int count);

private:
    // The file name (no folder, no suffix) the export and save dialogs propose for the current
    // lab: the lesson or scenario last opened in it, else the lab's id.
    QString proposedBaseName() const;

    Settings& m_settings;
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
    int m_markedStep = -1; // the lesson step whose answer the marker rings
    LessonRecorder* m_recorder;
    Spotlight* m_spotlight;
    StepKeys* m_stepKeys;
    MainWindowActions* m_actions;
    QHash<QString, QString> m_openedNames; // lab id -> base name of the scenario opened in it
};

} // namespace hashlab::app

// The window's half of a guided lesson: showing a step in its lab, the lesson bar, the speaker
// notes and the blank screen. The lesson itself (where the class is) is LessonRunner's.
#include "export/lesson_document.h"
#include "hashlab/scenario/drill.h"
#include "hashlab/scenario/lesson_figures.h"
#include "main_window.h"
#include "main_window_actions.h"
#include "shell/answer_marker.h"
#include "shell/click_picker.h"
#include "shell/deferred.h"
#include "shell/drill_dialog.h"
#include "shell/file_locations.h"
#include "shell/lab_page.h"
#include "shell/lesson_bar.h"
#include "shell/lesson_figures.h"
#include "shell/lesson_recorder.h"
#include "shell/lesson_runner.h"
#include "shell/lessons.h"
#include "shell/safe_write.h"
#include "shell/settings.h"
#include "shell/step_keys.h"
#include "shell/step_player.h"
#include "shell/summary_panel.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QProgressDialog>
#include <QVBoxLayout>

namespace hashlab::app {

void MainWindow::buildLessonPlayer() {
    m_lesson = new LessonRunner([this](const scenario::Step& step) { return showLessonStep(step); },
                                [this] { return currentLab()->stepPlayer(); }, this);
    // First of the lesson's watchers, so the bar quotes the step's own figures: the open
    // question's hidden figures read "?" in the lab until its answer is revealed.
    connect(m_lesson, &LessonRunner::changed, this, [this] {
        if (!m_lesson->active()) {
            LessonFigures::instance().clear();
            return;
        }
        LessonFigures& figures = LessonFigures::instance();
        const bool open = m_lesson->step().question &&
                          m_lesson->answer() == LessonRunner::Answer::Open && !m_lesson->finished();
        figures.show(currentLab(), open ? figures.hidesAt(m_lesson->index()) : QStringList());
    });
    connect(&LessonFigures::instance(), &LessonFigures::changed, this,
            [this] { m_statusLabel->setText(maskFigures(m_labStatus.value(currentLab()))); });
    m_lessonBar = new LessonBar(m_lesson, centralWidget());
    // Under the switcher and the one-state lessons' banner, above the lab.
    static_cast<QVBoxLayout*>(centralWidget()->layout())->insertWidget(2, m_lessonBar);
    m_recorder = new LessonRecorder(
        m_labs, [this] { return currentLab(); }, this);
    addDockWidget(Qt::RightDockWidgetArea, m_recorder);
    connect(m_recorder, &LessonRecorder::recordingChanged, this, [this](bool on) {
        m_actions->record->setChecked(on);
        m_statusLabel->setText(on ? tr("Recording a lesson: every action becomes a step")
                                  : tr("Recording stopped"));
    });
    m_blank = new BlankScreen(this);
    for (QAction* a :
         {m_actions->exportHandout, m_actions->exportSlides, m_actions->exportWorksheet})
        a->setEnabled(false);
    m_stepKeys->setLesson(m_lesson, m_lessonBar);
    m_stepKeys->setBlankScreen(m_blank);
    connect(m_lessonBar, &LessonBar::notesRequested, this, [this] {
        SpeakerNotes* notes = speakerNotes();
        notes->show();
        notes->raise();
    });
    connect(m_lesson, &LessonRunner::changed, this, [this] {
        for (QAction* a :
             {m_actions->exportHandout, m_actions->exportSlides, m_actions->exportWorksheet})
            a->setEnabled(m_lesson->active());
        // A lesson's blank is the lesson's; opening or leaving one lifts the window's own.
        m_blank->setBlanked(m_lesson->blanked());
    });
    connect(m_lesson, &LessonRunner::failed, this, &MainWindow::reportError);
    // A lesson step can show another state at the same step number: its caption is told too.
    connect(m_lesson, &LessonRunner::changed, this, [this] {
        if (StepPlayer* player = currentLab()->stepPlayer())
            player->announce();
    });
    connect(m_lesson, &LessonRunner::changed, this, [this, shown = false]() mutable {
        const bool finished = m_lesson->active() && m_lesson->finished();
        if (finished && !shown)
            showLessonSummary();
        shown = finished;
    });
    // A "click it" question opens the picker over the lab's canvas; answering closes it.
    m_picker = new ClickPicker(this);
    connect(m_picker, &ClickPicker::picked, m_lesson, &LessonRunner::answerClick);
    m_stepKeys->addPicker(m_picker);
    connect(m_lesson, &LessonRunner::changed, this, [this] {
        const bool open = m_lesson->active() && m_lesson->step().question &&
                          m_lesson->step().question->kind == scenario::Question::Kind::Click &&
                          m_lesson->answer() == LessonRunner::Answer::Open && !m_lesson->blanked();
        if (!open) {
            // Answered: the keyboard goes back to the lesson bar, not to the lab's next control.
            const bool focused = m_picker->hasFocus();
            m_picker->stop();
            if (focused && m_lesson->active())
                m_lessonBar->setFocus(Qt::OtherFocusReason);
        } else if (!m_picker->active() || m_pickedStep != m_lesson->index() ||
                   m_pickedSession != m_lesson->session()) {
            // Another lesson's step 1 over this one's is another canvas: its own targets.
            m_pickedStep = m_lesson->index();
            m_pickedSession = m_lesson->session();
            m_picker->stop();
            m_picker->start(currentLab()->clickTargets());
        }
    });
    // Once a "click it" question is settled, the right candidate is ringed on the canvas (drawn
    // in once per step, not again on every change of the same step).
    m_marker = new AnswerMarker(this);
    connect(m_lesson, &LessonRunner::changed, this, [this] {
        const bool settled = m_lesson->active() && m_lesson->step().question &&
                             m_lesson->step().question->kind == scenario::Question::Kind::Click &&
                             m_lesson->answer() != LessonRunner::Answer::Open &&
                             !m_lesson->blanked();
        if (!settled) {
            m_marker->clear();
            m_markedStep = -1;
        } else if (m_markedStep != m_lesson->index() || m_markedSession != m_lesson->session()) {
            m_markedStep = m_lesson->index();
            m_markedSession = m_lesson->session();
            m_marker->mark(currentLab(), QString::fromStdString(m_lesson->step().question->target));
        }
    });
}

ClickPicker* MainWindow::clickPicker() const {
    return m_picker;
}

SpeakerNotes* MainWindow::speakerNotes() {
    if (!m_notes) {
        // A window of its own (no parent widget) so it can live on a second screen; the main
        // window deletes it.
        m_notes = new SpeakerNotes(m_lesson);
        connect(this, &QObject::destroyed, m_notes, &QObject::deleteLater);
    }
    return m_notes;
}

QWidget* MainWindow::blankScreen() const {
    return m_blank;
}

QString MainWindow::showLessonStep(const scenario::Step& step) {
    LabPage* page = lab(QString::fromStdString(step.lab));
    if (!page)
        return tr("The lesson names an unknown lab '%1'.").arg(QString::fromStdString(step.lab));
    QString error = page->loadState(step.state);
    if (!error.isEmpty())
        return error;
    // Background work (a ring's migration, say) would reset the player when it lands: finish it
    // before putting the player at the step's stage. Only the canvas's: a Bloom lab's FP plot
    // measures for seconds and must not freeze the class (it lands on its own, in its panel).
    page->settleCanvas();
    showLab(page->labId());
    if (StepPlayer* player = page->stepPlayer()) {
        // A step opens still, where the lesson says: a player left playing (a lesson closed
        // mid-animation) would walk on past the step's stage.
        player->pause();
        if (step.stage)
            player->setIndex(std::min(*step.stage, player->count()));
    }
    return {};
}

QString MainWindow::openLesson(const QString& path, const scenario::Lesson& lesson) {
    // The figures each question hides (scenario/lesson_figures.h), read beside the lesson: set
    // before it opens, so its first step opens with them hidden.
    QFile file(path);
    auto hides = file.open(QIODevice::ReadOnly)
                     ? scenario::readHiddenFigures(file.readAll().toStdString())
                     : Result<std::vector<std::vector<std::string>>>(
                           std::vector<std::vector<std::string>>());
    LessonFigures::instance().setLessonHides(hides ? std::move(*hides)
                                                   : std::vector<std::vector<std::string>>());
    const QString error = m_lesson->start(lesson, QFileInfo(path).completeBaseName());
    if (!error.isEmpty()) {
        reportError(tr("%1: %2").arg(QFileInfo(path).fileName(), error));
        return error;
    }
    m_banner->clearLesson();
    m_lessonPath = path;
    m_drill.reset();
    // Exports from the lesson's labs are named after it, as after a one-state lesson.
    for (const auto& step : lesson.steps)
        m_openedNames[QString::fromStdString(step.lab)] = QFileInfo(path).completeBaseName();
    m_statusLabel->setText(tr("Opened %1").arg(QFileInfo(path).fileName()));
    return {};
}

void MainWindow::askDrill() {
    DrillDialog dialog(currentLab()->labId(), this);
    quint64 seed = 0;
    if (dialog.exec() == QDialog::Accepted && dialog.seed(&seed))
        deferToEventLoop(this, [this, lab = dialog.lab(), seed, count = dialog.count()] {
            startDrill(lab, seed, count);
        });
}

QString MainWindow::startDrill(const QString& lab, quint64 seed, int count) {
    auto drill = scenario::makeDrill(lab.toStdString(), seed, count);
    if (!drill) {
        const QString message = QString::fromStdString(drill.error().text());
        reportError(message);
        return message;
    }
    LessonFigures::instance().setLessonHides({}); // a drill's numbers are its answers' own
    const QString error = m_lesson->start(*drill, QStringLiteral("drill-%1-%2").arg(lab).arg(seed));
    if (!error.isEmpty()) {
        reportError(error);
        return error;
    }
    // A drill is done alone: the student answers and is scored.
    m_lesson->setMode(LessonRunner::Mode::SelfStudy);
    m_banner->clearLesson();
    m_lessonPath.clear();
    m_drill = Drill{lab, seed, count};
    return {};
}

void MainWindow::showLessonSummary() {
    const int questions = m_lesson->questionCount();
    const int answered = questions - m_lesson->skipped();
    QList<SummaryPanel::Figure> figures{
        {tr("steps"), QString::number(m_lesson->count())},
        {tr("answered"), tr("%1 of %2").arg(answered).arg(questions)},
        {tr("right first time"), QString::number(m_lesson->score())},
        {tr("skipped"), QString::number(m_lesson->skipped())}};
    if (questions == 0)
        figures.resize(1);
    QList<SummaryPanel::Button> buttons;
    QString heading;
    if (m_drill) {
        heading = tr("End of the drill");
        const Drill drill = *m_drill;
        buttons.append({tr("Again"), QStringLiteral("SummaryAgain"),
                        [this, drill] { startDrill(drill.lab, drill.seed, drill.count); }});
        buttons.append(
            {tr("New drill…"), QStringLiteral("SummaryNewDrill"), [this] { askDrill(); }});
    } else {
        heading = tr("End of the lesson");
        const QString path = m_lessonPath;
        buttons.append(
            {tr("Again"), QStringLiteral("SummaryAgain"), [this, path] { openScenario(path); }});
        // The next guided lesson in the Lessons menu's order.
        const QList<Lesson> lessons = availableLessons();
        for (qsizetype i = 0; i + 1 < lessons.size(); ++i) {
            if (lessons[i].resourcePath != path)
                continue;
            for (qsizetype j = i + 1; j < lessons.size(); ++j) {
                if (lessons[j].steps.schema < 2)
                    continue;
                const QString next = lessons[j].resourcePath;
                buttons.append({tr("Next lesson: %1").arg(lessonTitle(lessons[j])),
                                QStringLiteral("SummaryNextLesson"),
                                [this, next] { openScenario(next); }});
                break;
            }
            break;
        }
    }
    SummaryPanel* summary = m_lessonBar->summary();
    summary->setSummary(heading, figures, buttons);
    if (!summary->buttons().isEmpty())
        summary->buttons().front()->setFocus(Qt::OtherFocusReason);
}

void MainWindow::askSaveRecorded() {
    const QString proposed = QDir(proposedFolder(m_settings, QStandardPaths::DocumentsLocation))
                                 .filePath(QStringLiteral("my-lesson.json"));
    QString path = QFileDialog::getSaveFileName(this, tr("Save recorded lesson"), proposed,
                                                tr("HashLab scenarios (*.json)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".json");
    if (const QString error = m_recorder->save(path); !error.isEmpty()) {
        reportError(tr("The lesson was not saved: %1").arg(error));
        return;
    }
    m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    m_statusLabel->setText(tr("Saved %1").arg(QFileInfo(path).fileName()));
}

// sheet.pdf -> sheet-answers.pdf (as `hashlab worksheet` names it).
static QString answerKeyPath(const QString& path) {
    const QFileInfo info(path);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("-answers.pdf"));
}

void MainWindow::askLessonExport(LessonLayout layout) {
    if (!m_lesson->active())
        return;
    const QString suffix = layout == LessonLayout::Slides      ? QStringLiteral("-slides.pdf")
                           : layout == LessonLayout::Worksheet ? QStringLiteral("-worksheet.pdf")
                                                               : QStringLiteral("-handout.pdf");
    const QString proposed = QDir(proposedFolder(m_settings, QStandardPaths::DocumentsLocation))
                                 .filePath(m_lesson->name() + suffix);
    QString path = QFileDialog::getSaveFileName(this, tr("Export lesson"), proposed,
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    exportLesson(path, layout);
}

QString MainWindow::exportLesson(const QString& path, LessonLayout layout) {
    if (!m_lesson->active())
        return tr("No guided lesson is open.");
    // Rendering draws widgets, so it runs on this thread; the dialog keeps the window painting
    // between steps and its Cancel stops before the next one (nothing is written then).
    const bool worksheet = layout == LessonLayout::Worksheet;
    QProgressDialog progress(tr("Writing %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0,
                             m_lesson->count() * (worksheet ? 2 : 1), this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    int offset = 0;
    auto step = [&progress, &offset](int done, int) {
        progress.setValue(offset + done);
        return !progress.wasCanceled();
    };
    LessonDocumentResult result = exportLessonDocument(m_lesson->lesson(), layout, path, step);
    int pages = result.pages;
    if (result.error.isEmpty() && worksheet) {
        offset = m_lesson->count();
        result = exportLessonDocument(m_lesson->lesson(), LessonLayout::AnswerKey,
                                      answerKeyPath(path), step);
    }
    progress.reset();
    if (!result.error.isEmpty()) {
        const QString message = tr("The lesson was not exported: %1").arg(result.error);
        reportError(message);
        return message;
    }
    m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    m_statusLabel->setText(
        worksheet ? tr("Wrote %1 (%2 pages) and its answer key %3")
                        .arg(QFileInfo(path).fileName())
                        .arg(pages)
                        .arg(QFileInfo(answerKeyPath(path)).fileName())
                  : tr("Wrote %1 (%2 pages)").arg(QFileInfo(path).fileName()).arg(pages));
    return {};
}

} // namespace hashlab::app

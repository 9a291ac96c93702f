#include "your_turn.h"

#include "answer_marker.h"
#include "click_picker.h"
#include "content_height_scroller.h"
#include "core_text.h"
#include "exercise_states.h"
#include "lab_page.h"
#include "std_qstring.h"
#include "summary_panel.h"
#include "theme.h"

#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace hashlab::app {

namespace {

// How a step is answered: on the canvas when its answer is one of the lab's canvas targets (of
// the kind the lab draws: a slot, a bit, a node), else typed or Yes / No. Decided by the kind of
// answer, not by whether this very answer is drawn, so the way of answering gives nothing away;
// where the grown table's slots are asked (resize) the canvas still shows the old one.
enum class AnswerWay { Canvas, YesNo, Typed };

AnswerWay answerWay(const QString& clickId, const std::string& stepKind,
                    const LabPage::ClickTargets& targets) {
    if (clickId == QLatin1String("yes") || clickId == QLatin1String("no"))
        return AnswerWay::YesNo;
    const qsizetype colon = clickId.indexOf(QLatin1Char(':'));
    if (colon < 0 || stepKind == "rehash")
        return AnswerWay::Typed;
    const QString prefix = clickId.left(colon + 1);
    for (const auto& t : targets.targets)
        if (t.id.startsWith(prefix))
            return AnswerWay::Canvas;
    return AnswerWay::Typed;
}

// A reason is a clause ("the first probe is h1(10) = 10 mod 7"); after "Not slot 4." it is a
// sentence.
QString sentence(QString text) {
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QString minutesSeconds(qint64 ms) {
    const qint64 s = (ms + 500) / 1000;
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

YourTurnBar::YourTurnBar(QWidget* parent)
    : QWidget(parent), m_title(new QLabel(this)), m_stop(new QPushButton(this)),
      m_prompt(new QLabel(this)), m_hint(new QLabel(this)), m_yes(new QPushButton(this)),
      m_no(new QPushButton(this)), m_field(new QLineEdit(this)), m_answer(new QPushButton(this)),
      m_verdictLabel(new QLabel(this)), m_summary(new SummaryPanel(this)),
      m_solution(new QLabel(this)), m_picker(new ClickPicker(this)),
      m_marker(new AnswerMarker(this)) {
    setObjectName(QStringLiteral("YourTurn"));
    m_title->setObjectName(QStringLiteral("YourTurnTitle"));
    m_stop->setObjectName(QStringLiteral("YourTurnStop"));
    m_prompt->setObjectName(QStringLiteral("YourTurnPrompt"));
    m_yes->setObjectName(QStringLiteral("YourTurnYes"));
    m_no->setObjectName(QStringLiteral("YourTurnNo"));
    m_field->setObjectName(QStringLiteral("YourTurnField"));
    m_answer->setObjectName(QStringLiteral("YourTurnAnswer"));
    m_verdictLabel->setObjectName(QStringLiteral("YourTurnVerdict"));
    m_solution->setObjectName(QStringLiteral("YourTurnSolution"));
    for (QLabel* l : {m_title, m_prompt, m_hint, m_verdictLabel, m_solution})
        l->setWordWrap(true);
    m_verdictLabel->setTextFormat(Qt::RichText);
    m_title->setTextFormat(Qt::RichText);
    m_field->setMaximumWidth(160);
    m_field->setMaxLength(40);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    auto* head = new QHBoxLayout;
    head->addWidget(m_title, 1);
    head->addWidget(m_stop);
    layout->addLayout(head);
    // Below the title and Stop, the rest scrolls where the window is small (640×400, or the
    // solution's line a step): the prompt and its answers stay in sight, the lab keeps a part.
    auto* body = new QWidget;
    auto* bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    m_scroller = new ContentHeightScroller(body, 3, this);
    layout->addWidget(m_scroller);
    // The prompt and its answer widgets on one row where they fit: at 1280×720 in presentation
    // mode each line the bar takes is one the canvas loses.
    auto* row = new QHBoxLayout;
    row->addWidget(m_prompt, 1);
    row->addWidget(m_yes);
    row->addWidget(m_no);
    row->addWidget(m_field);
    row->addWidget(m_answer);
    bodyLayout->addLayout(row);
    for (QWidget* w : {static_cast<QWidget*>(m_hint), static_cast<QWidget*>(m_verdictLabel),
                       static_cast<QWidget*>(m_summary), static_cast<QWidget*>(m_solution)})
        bodyLayout->addWidget(w);

    connect(m_stop, &QPushButton::clicked, this, [this] {
        QMetaObject::invokeMethod(
            this, [this] { stop(); }, Qt::QueuedConnection);
    });
    connect(m_yes, &QPushButton::clicked, this, [this] { choose(QStringLiteral("yes")); });
    connect(m_no, &QPushButton::clicked, this, [this] { choose(QStringLiteral("no")); });
    connect(m_field, &QLineEdit::returnPressed, this, &YourTurnBar::answerTyped);
    connect(m_answer, &QPushButton::clicked, this, &YourTurnBar::answerTyped);
    connect(m_picker, &ClickPicker::picked, this, &YourTurnBar::choose);
    hide();
    retranslate();
}

YourTurnBar::~YourTurnBar() {
    // The picker and the marker live on the lab's canvas while an exercise runs.
    delete m_picker.data();
    delete m_marker.data();
}

QString YourTurnBar::start(LabPage* lab, const YourTurnChoice& choice) {
    if (!lab)
        return tr("No lab is shown.");
    auto exercise = scenario::makeExercise(choice.lab.toStdString(), choice.kind.toStdString(),
                                           choice.seed, choice.level);
    if (!exercise)
        return coreError(exercise.error());
    // A new exercise over a running one keeps the state from before the first.
    const nlohmann::json before = active() && m_lab == lab ? m_before : lab->saveState();
    if (active() && m_lab != lab)
        stop();
    const nlohmann::json state = exerciseLabState(lab->labId(), exercise->setup, false);
    if (!state.is_null())
        if (QString error = lab->loadState(state); !error.isEmpty())
            return error;
    if (m_lab != lab)
        lockLab(false);
    m_lab = lab;
    m_shown = lab->saveState();
    m_opsShown = 0;
    m_before = before;
    m_choice = choice;
    m_run = std::make_unique<scenario::ExerciseRun>(std::move(*exercise));
    m_started = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    m_totalMs = 0;
    m_total.start();
    m_solutionShown = false;
    m_judged.reset();
    m_notice.clear();
    m_marker->clear();
    show();
    retranslate(); // the title names the exercise
    showStep();
    emit started();
    return {};
}

void YourTurnBar::stop(bool restore) {
    if (!active())
        return;
    if (m_canvas)
        m_canvas->removeEventFilter(this);
    m_canvas = nullptr;
    m_picker->stop();
    m_marker->clear();
    m_run.reset();
    lockLab(false);
    if (restore && m_lab && !m_before.is_null())
        m_lab->loadState(m_before);
    m_before = nullptr;
    m_shown = nullptr;
    hide();
    emit stopped();
}

bool YourTurnBar::finished() const {
    return m_run && m_run->finished();
}

QString YourTurnBar::choiceLabel(const QString& choice) const {
    const QString id = q(scenario::labClickId(m_choice.lab.toStdString(), choice.toStdString()));
    return clickTargetLabel(id);
}

void YourTurnBar::writeStep() {
    if (!m_run || m_run->finished())
        return;
    const scenario::ExerciseStep& step = m_run->current();
    m_prompt->setText(tr("Step %1 of %2: %3")
                          .arg(m_run->stepIndex() + 1)
                          .arg(m_run->exercise().steps.size())
                          .arg(coreText(step.prompt)));
    m_hint->setText(m_picker->active() ? tr("Click your answer on the canvas — or Tab / the arrow "
                                            "keys to move, Enter to choose. Esc leaves Your turn.")
                    : m_field->isVisibleTo(this) ? tr("Type your answer, then press Enter.")
                                                 : QString());
    m_hint->setVisible(!m_hint->text().isEmpty());
    writeVerdict();
}

void YourTurnBar::showStep() {
    m_summary->hide();
    m_solution->setVisible(m_solutionShown);
    if (!m_run || m_run->finished()) {
        showEnd();
        return;
    }
    lockLab(true);
    const scenario::ExerciseStep& step = m_run->current();
    const QString answerId = q(scenario::labClickId(m_choice.lab.toStdString(), step.answer));
    const LabPage::ClickTargets targets = m_lab ? m_lab->clickTargets() : LabPage::ClickTargets{};
    const AnswerWay way = answerWay(answerId, step.kind, targets);
    m_yes->setVisible(way == AnswerWay::YesNo);
    m_no->setVisible(way == AnswerWay::YesNo);
    m_field->setVisible(way == AnswerWay::Typed);
    m_answer->setVisible(way == AnswerWay::Typed);
    m_field->clear();
    m_clock.start();
    if (way == AnswerWay::Canvas) {
        // Started again on each step: the lab may have redrawn (and moved) its candidates.
        m_picker->start(targets);
        if (m_canvas != targets.widget) {
            if (m_canvas)
                m_canvas->removeEventFilter(this);
            m_canvas = targets.widget;
            m_canvas->installEventFilter(this);
        }
        // A state just loaded is laid out once the event loop runs: read the places again then.
        refreshPicker();
    } else {
        m_picker->stop();
        (way == AnswerWay::Typed ? static_cast<QWidget*>(m_field) : m_yes)
            ->setFocus(Qt::OtherFocusReason);
    }
    writeStep();
}

bool YourTurnBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_canvas && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        refreshPicker();
    return QWidget::eventFilter(watched, event);
}

void YourTurnBar::refreshPicker() {
    if (m_refreshQueued)
        return;
    m_refreshQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_refreshQueued = false;
            if (!m_lab || !m_run || m_run->finished() || !m_picker->active())
                return;
            const QString ringed = m_picker->highlighted();
            m_picker->start(m_lab->clickTargets());
            // The ring stays on its candidate.
            if (const qsizetype at = m_picker->ids().indexOf(ringed); at >= 0) {
                m_picker->moveHighlight(1);
                if (at > 0)
                    m_picker->moveHighlight(static_cast<int>(at));
            }
        },
        Qt::QueuedConnection);
}

void YourTurnBar::answerTyped() {
    QString typed = m_field->text().trimmed();
    if (typed.isEmpty() || !m_run || m_run->finished())
        return;
    // "4" for slot 4 or bucket 4: the answer's own kind of target goes in front.
    const std::string& answer = m_run->current().answer;
    const auto colon = answer.find(':');
    if (colon != std::string::npos && !typed.contains(QLatin1Char(':')))
        typed = q(answer.substr(0, colon + 1)) + typed;
    choose(typed);
}

void YourTurnBar::choose(const QString& choice) {
    if (!m_run || m_run->finished())
        return;
    const std::size_t stepIndex = m_run->stepIndex();
    const std::string answer = m_run->current().answer;
    auto judged = m_run->choose(choice.toStdString(), m_clock.elapsed());
    if (!judged)
        return;
    m_judged = Judgement{judged->verdict, QString::number(stepIndex + 1), choice, q(judged->answer),
                         judged->reason};
    m_notice.clear();
    // The canvas rings the cell just settled, so the class sees where the operation is; an
    // exam gives no answer away.
    if (judged->verdict == scenario::Verdict::Right ||
        (judged->verdict == scenario::Verdict::Given && !exam()))
        m_marker->mark(m_lab, q(scenario::labClickId(m_choice.lab.toStdString(), answer)));
    if (judged->verdict == scenario::Verdict::Wrong) {
        writeVerdict();
        m_field->selectAll();
        return;
    }
    if (m_run->finished())
        m_totalMs = m_total.elapsed();
    showOperationsDone();
    showStep();
}

void YourTurnBar::writeVerdict() {
    QString html;
    if (!m_notice.isEmpty()) {
        html = m_notice.toHtmlEscaped();
    } else if (m_judged) {
        const Judgement& j = *m_judged;
        const ThemePalette& p = ThemeManager::instance().palette();
        const QString said = choiceLabel(j.choice).toHtmlEscaped();
        switch (j.verdict) {
        case scenario::Verdict::Right:
            html = QStringLiteral("<b style='color:%1'>✓ %2</b>")
                       .arg(p.good.name(), tr("Step %1: %2 is right.").arg(j.step, said));
            break;
        case scenario::Verdict::Wrong:
            html = QStringLiteral("<b style='color:%1'>✗ %2</b> %3")
                       .arg(p.bad.name(), tr("Not %1.").arg(said),
                            exam() ? tr("Try again.")
                                   : (sentence(coreText(j.reason)) + QLatin1String(". ") +
                                      tr("Try again."))
                                         .toHtmlEscaped());
            break;
        case scenario::Verdict::Given:
            html = exam()
                       ? QStringLiteral("<b style='color:%1'>✗ %2</b>")
                             .arg(p.bad.name(), tr("Step %1 is marked as given after three tries; "
                                                   "go on with the next.")
                                                    .arg(j.step))
                       : QStringLiteral("<b style='color:%1'>✗ %2</b> %3")
                             .arg(p.bad.name(),
                                  tr("Step %1 is given: the answer is %2.")
                                      .arg(j.step, choiceLabel(j.answer).toHtmlEscaped()),
                                  sentence(coreText(j.reason)).toHtmlEscaped());
            break;
        }
    }
    m_verdictLabel->setText(html);
    m_verdictLabel->setVisible(!html.isEmpty());
}

QString YourTurnBar::loadExerciseState(const nlohmann::json& state) {
    if (state.is_null() || !m_lab)
        return {};
    const QString error = m_lab->loadState(state);
    if (error.isEmpty())
        m_shown = m_lab->saveState();
    return error;
}

void YourTurnBar::showOperationsDone() {
    if (!m_run || !m_lab || m_solutionShown)
        return;
    const auto& steps = m_run->exercise().steps;
    const std::size_t at = m_run->stepIndex();
    // Operations before the current step's are complete (all of them at the end).
    const std::size_t done = at < steps.size() ? steps[at].op
                             : steps.empty()   ? 0
                                               : steps.back().op + 1;
    if (done <= m_opsShown)
        return;
    // An exam shows no answer before the end: once a step was given, the canvas would show it.
    if (exam())
        for (const auto& c : m_run->choices())
            if (c.verdict == scenario::Verdict::Given)
                return;
    m_opsShown = done;
    const nlohmann::json state = exerciseLabProgress(m_lab->labId(), m_run->exercise().setup, done);
    if (state.is_null())
        return;
    // The ring on the cell just settled stays: the key now drawn in it is the operation's end.
    loadExerciseState(state);
}

bool YourTurnBar::labIsTheExercises() const {
    return !active() || !m_lab || m_shown.is_null() || m_lab->saveState() == m_shown;
}

QList<QWidget*> YourTurnBar::lockedControls() const {
    QList<QWidget*> out;
    for (const auto& w : m_locked)
        if (w)
            out << w;
    return out;
}

// The lab's own form would change the state under the exercise (a key inserted, a node failed);
// it waits, disabled, with its reason in its tool tip, until the exercise ends or stops.
void YourTurnBar::lockLab(bool locked) {
    const QString why = tr("Locked during Your turn: finish the exercise, or Stop (Esc) to use "
                           "the lab again.");
    if (locked == !m_locked.isEmpty()) {
        if (locked) // the language changed: the reason follows
            for (const auto& w : m_locked)
                if (w)
                    w->setToolTip(why);
        return;
    }
    if (!locked) {
        for (qsizetype i = 0; i < m_locked.size(); ++i)
            if (QWidget* w = m_locked[i]) {
                w->setEnabled(true);
                w->setToolTip(m_lockedTips.value(i));
            }
        m_locked.clear();
        m_lockedTips.clear();
        return;
    }
    if (!m_lab)
        return;
    for (QWidget* w : m_lab->modelControls()) {
        if (!w || !w->isEnabled())
            continue;
        m_locked << w;
        m_lockedTips << w->toolTip();
        w->setEnabled(false);
        w->setToolTip(why);
    }
}

void YourTurnBar::showEnd() {
    m_picker->stop();
    lockLab(false); // the exercise is over: the lab is the student's again
    for (QWidget* w :
         {static_cast<QWidget*>(m_yes), static_cast<QWidget*>(m_no), static_cast<QWidget*>(m_field),
          static_cast<QWidget*>(m_answer), static_cast<QWidget*>(m_hint)})
        w->hide();
    m_prompt->setText(tr("Exercise %1 done.").arg(m_choice.seed));
    writeVerdict();
    const scenario::AttemptScore score = m_run->score();
    m_summary->setSummary(
        tr("Your turn: the end"),
        {{tr("steps"), QString::number(score.steps)},
         {tr("right first time"), tr("%1 of %2").arg(score.rightFirstTime).arg(score.steps)},
         {tr("given"), QString::number(score.given)},
         {tr("time"), minutesSeconds(m_totalMs)}},
        {{tr("New exercise"), QStringLiteral("YourTurnNew"),
          [this] { emit newExerciseRequested(); }},
         {tr("Show solution"), QStringLiteral("YourTurnSolutionButton"),
          [this] { showSolution(); }},
         {tr("Save record…"), QStringLiteral("YourTurnSave"), [this] { askSaveRecord(); }}});
    m_summary->show();
    if (!m_summary->buttons().isEmpty())
        m_summary->buttons().front()->setFocus(Qt::OtherFocusReason);
}

void YourTurnBar::showSolution() {
    if (!m_run || !m_lab)
        return;
    if (!m_run->finished() && exam())
        return; // an exam's solution waits for the end
    m_solutionShown = true;
    m_marker->clear();
    const scenario::Exercise& e = m_run->exercise();
    loadExerciseState(exerciseLabState(m_lab->labId(), e.setup, true));
    QStringList lines{tr("The solution (the step player replays it):")};
    for (std::size_t i = 0; i < e.steps.size(); ++i)
        lines << tr("%1. %2 → %3")
                     .arg(i + 1)
                     .arg(coreText(e.steps[i].prompt), choiceLabel(q(e.steps[i].answer)));
    m_solution->setText(lines.join(QLatin1Char('\n')));
    m_solution->show();
}

scenario::Attempt YourTurnBar::attempt() const {
    if (!m_run)
        return {};
    return m_run->attempt(exam() ? "exam" : "practice", m_choice.student.toStdString(),
                          m_started.toStdString());
}

QString YourTurnBar::saveRecord(const QString& path) const {
    if (!m_run)
        return tr("No exercise is running.");
    const Status saved = scenario::saveAttempt(attempt(), path.toStdString());
    return saved ? QString() : coreError(saved.error());
}

QString YourTurnBar::recordFileName() const {
    QString name = QStringLiteral("%1-%2-%3").arg(m_choice.lab, m_choice.kind).arg(m_choice.seed);
    QString student = m_choice.student;
    student.replace(QRegularExpression(QStringLiteral("[^\\w-]+")), QStringLiteral("_"));
    if (!student.isEmpty())
        name += QLatin1Char('-') + student;
    return name + QStringLiteral(".json");
}

void YourTurnBar::askSaveRecord() {
    const QString proposed =
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .filePath(recordFileName());
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the record"), proposed,
                                                      tr("Your-turn records (*.json)"));
    if (path.isEmpty())
        return;
    const QString error = saveRecord(path);
    m_notice = error.isEmpty() ? tr("Saved %1.").arg(path) : error;
    writeVerdict();
}

QString YourTurnBar::verdictText() const {
    return QTextDocumentFragment::fromHtml(m_verdictLabel->text()).toPlainText();
}

QString YourTurnBar::text() const {
    QStringList parts{m_title->text(), m_prompt->text(), verdictText()};
    if (m_summary->isVisibleTo(this))
        parts << m_summary->text();
    if (m_solution->isVisibleTo(this))
        parts << m_solution->text();
    return parts.join(QLatin1Char('\n'));
}

void YourTurnBar::retranslate() {
    m_stop->setText(tr("Stop"));
    m_stop->setToolTip(tr("Leaves Your turn and puts the lab back as it was (Esc)"));
    m_yes->setText(tr("Yes"));
    m_no->setText(tr("No"));
    m_answer->setText(tr("Answer"));
    m_field->setPlaceholderText(tr("Your answer"));
    m_field->setAccessibleName(tr("Your answer"));
    // Tab stops on the scroll area round the prompt (its arrows scroll it at 640×400).
    m_scroller->setAccessibleName(tr("Your turn"));
    for (QPushButton* b : {m_stop, m_yes, m_no, m_answer})
        b->setAccessibleName(b->text());
    m_title->setText(
        QStringLiteral("<b>%1</b> — %2")
            .arg(tr("Your turn"),
                 tr("exercise %1 · %2 · level %3 · %4")
                     .arg(m_choice.seed)
                     .arg(YourTurnDialog::kindTitle(m_choice.kind))
                     .arg(m_choice.level)
                     .arg(exam() ? tr("exam: %1").arg(m_choice.student) : tr("practice"))
                     .toHtmlEscaped()));
    // The step stays where it is, its clock running: only its words change.
    if (active() && !finished()) {
        writeStep();
        lockLab(true);
    } else if (finished()) {
        showEnd();
    }
}

void YourTurnBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

#include "lesson_recorder.h"

#include "lab_page.h"
#include "language.h"
#include "safe_write.h"
#include "std_qstring.h"
#include "step_player.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace hashlab::app {

namespace {

std::string utf8(const QString& s) {
    return s.trimmed().toStdString();
}

// Sets `texts[lang]` to the field's text, or drops the language when the field is empty.
void setText(scenario::Texts& texts, const char* lang, const QString& text) {
    if (text.trimmed().isEmpty())
        texts.erase(lang);
    else
        texts[lang] = utf8(text);
}

// The kind combo's rows, in order.
enum KindRow { NoQuestion, ChoiceRow, NumberRow, ClickRow };

int rowOf(const std::optional<scenario::Question>& q) {
    if (!q)
        return NoQuestion;
    switch (q->kind) {
    case scenario::Question::Kind::Choice:
        return ChoiceRow;
    case scenario::Question::Kind::Number:
        return NumberRow;
    case scenario::Question::Kind::Click:
        return ClickRow;
    }
    return NoQuestion;
}

QString textOf(const scenario::Texts& texts, const char* lang) {
    auto it = texts.find(lang);
    return it == texts.end() ? QString() : hashlab::app::q(it->second);
}

} // namespace

LessonRecorder::LessonRecorder(std::vector<LabPage*> labs, std::function<LabPage*()> current,
                               QWidget* parent)
    : QDockWidget(parent), m_labs(std::move(labs)), m_current(std::move(current)),
      m_help(new QLabel), m_title(new QLineEdit), m_list(new QListWidget),
      m_captionEn(new QPlainTextEdit), m_captionZh(new QPlainTextEdit), m_notes(new QPlainTextEdit),
      m_choices(new QPlainTextEdit), m_kind(new QComboBox), m_prompt(new QLineEdit),
      m_explanation(new QLineEdit), m_target(new QLineEdit), m_answer(new QDoubleSpinBox),
      m_tolerance(new QDoubleSpinBox), m_delete(new QPushButton), m_stop(new QPushButton) {
    setObjectName(QStringLiteral("LessonRecorder"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    m_help->setWordWrap(true);
    layout->addWidget(m_help);
    layout->addWidget(m_title);
    layout->addWidget(m_list, 1);
    auto* form = new QFormLayout;
    for (QPlainTextEdit* e : {m_captionEn, m_captionZh, m_notes, m_choices})
        e->setMaximumHeight(70);
    m_answer->setRange(-1e15, 1e15);
    m_answer->setDecimals(4);
    m_tolerance->setRange(0, 1e15);
    m_tolerance->setDecimals(4);
    form->addRow(QStringLiteral("EN"), m_captionEn);
    form->addRow(QStringLiteral("中文"), m_captionZh);
    form->addRow(QString(), m_notes);
    form->addRow(QString(), m_kind);
    form->addRow(QString(), m_prompt);
    form->addRow(QString(), m_choices);
    form->addRow(QString(), m_answer);
    form->addRow(QString(), m_tolerance);
    form->addRow(QString(), m_target);
    form->addRow(QString(), m_explanation);
    layout->addLayout(form);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_delete);
    buttons->addWidget(m_stop);
    layout->addLayout(buttons);
    setWidget(body);

    for (LabPage* lab : m_labs) {
        if (QUndoStack* stack = lab->undoStack())
            connect(stack, &QUndoStack::indexChanged, this, [this, lab] { record(lab); });
        if (StepPlayer* player = lab->stepPlayer())
            connect(player, &StepPlayer::indexChanged, this, [this, lab] { followStage(lab); });
    }
    connect(m_list, &QListWidget::currentRowChanged, this, &LessonRecorder::select);
    for (QPlainTextEdit* e : {m_captionEn, m_captionZh, m_notes, m_choices})
        connect(e, &QPlainTextEdit::textChanged, this, &LessonRecorder::storeEdits);
    for (QLineEdit* e : {m_title, m_prompt, m_explanation, m_target})
        connect(e, &QLineEdit::textChanged, this, &LessonRecorder::storeEdits);
    for (QDoubleSpinBox* s : {m_answer, m_tolerance})
        connect(s, &QDoubleSpinBox::valueChanged, this, &LessonRecorder::storeEdits);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &LessonRecorder::storeEdits);
    connect(m_delete, &QPushButton::clicked, this, [this] {
        if (m_selected < 0 || m_selected >= static_cast<int>(m_lesson.steps.size()))
            return;
        m_lesson.steps.erase(m_lesson.steps.begin() + m_selected);
        // The step after it now follows another state: it keeps its own, whole.
        if (m_selected < static_cast<int>(m_lesson.steps.size()))
            m_lesson.steps[static_cast<std::size_t>(m_selected)].action = nullptr;
        m_selected = -1;
        refreshList();
    });
    connect(m_stop, &QPushButton::clicked, this, &LessonRecorder::stop);
    retranslate();
    hide();
}

QPlainTextEdit* LessonRecorder::captionField(const char* lang) const {
    return QLatin1String(lang) == QLatin1String("zh_CN") ? m_captionZh : m_captionEn;
}

QString LessonRecorder::language() const {
    return currentLanguage();
}

void LessonRecorder::start() {
    m_lesson = {};
    m_selected = -1;
    m_recording = true;
    show();
    record(m_current());
    emit recordingChanged(true);
}

void LessonRecorder::stop() {
    if (!m_recording)
        return;
    m_recording = false;
    retranslate();
    emit recordingChanged(false);
}

void LessonRecorder::record(LabPage* lab) {
    if (!m_recording || !lab)
        return;
    scenario::Step step;
    step.lab = lab->labId().toStdString();
    step.state = lab->saveState();
    if (StepPlayer* player = lab->stepPlayer())
        step.stage = player->index();
    if (!m_lesson.steps.empty()) {
        const scenario::Step& previous = m_lesson.steps.back();
        if (previous.lab == step.lab && previous.state == step.state)
            return; // undo back to the same state: nothing new to show
        if (previous.lab == step.lab) {
            const nlohmann::json patch = nlohmann::json::diff(previous.state, step.state);
            // A patch is kept only when it reads shorter than the state it stands for.
            if (patch.dump().size() < step.state.dump().size())
                step.action = patch;
        }
    }
    if (m_lesson.steps.size() >= scenario::kMaxSteps)
        return;
    m_lesson.steps.push_back(std::move(step));
    refreshList();
    m_list->setCurrentRow(static_cast<int>(m_lesson.steps.size()) - 1);
}

void LessonRecorder::followStage(LabPage* lab) {
    if (!m_recording || m_lesson.steps.empty() || !lab->stepPlayer())
        return;
    scenario::Step& last = m_lesson.steps.back();
    if (last.lab == lab->labId().toStdString())
        last.stage = lab->stepPlayer()->index();
}

void LessonRecorder::refreshList() {
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (std::size_t i = 0; i < m_lesson.steps.size(); ++i) {
        const auto& s = m_lesson.steps[i];
        QString caption = hashlab::app::q(scenario::pick(s.caption, language().toStdString()));
        if (caption.size() > 40)
            caption = caption.left(39) + QStringLiteral("…");
        m_list->addItem(QStringLiteral("%1. %2%3  %4")
                            .arg(i + 1)
                            .arg(hashlab::app::q(s.lab),
                                 s.question ? QStringLiteral(" ?") : QString(), caption));
    }
    if (m_selected >= 0)
        m_list->setCurrentRow(m_selected);
    select(m_list->currentRow());
}

void LessonRecorder::select(int row) {
    m_selected = row;
    const bool has = row >= 0 && row < static_cast<int>(m_lesson.steps.size());
    for (QWidget* w : std::initializer_list<QWidget*>{m_captionEn, m_captionZh, m_notes, m_kind,
                                                      m_prompt, m_choices, m_answer, m_tolerance,
                                                      m_target, m_explanation, m_delete})
        w->setEnabled(has);
    if (!has)
        return;
    m_loading = true;
    const scenario::Step& s = m_lesson.steps[static_cast<std::size_t>(row)];
    m_title->setText(textOf(m_lesson.title, "en"));
    m_captionEn->setPlainText(textOf(s.caption, "en"));
    m_captionZh->setPlainText(textOf(s.caption, "zh_CN"));
    m_notes->setPlainText(textOf(s.notes, "en"));
    const auto& q = s.question;
    m_kind->setCurrentIndex(rowOf(q));
    m_prompt->setText(q ? textOf(q->prompt, "en") : QString());
    m_explanation->setText(q ? textOf(q->explanation, "en") : QString());
    QStringList lines;
    if (q)
        for (std::size_t i = 0; i < q->choices.size(); ++i)
            lines << (i == q->correct ? QStringLiteral("*") : QString()) +
                         textOf(q->choices[i], "en");
    m_choices->setPlainText(lines.join(QLatin1Char('\n')));
    m_answer->setValue(q ? q->answer : 0);
    m_tolerance->setValue(q ? q->tolerance : 0);
    m_target->setText(q ? hashlab::app::q(q->target) : QString());
    m_loading = false;
    showKindFields();
}

void LessonRecorder::showKindFields() {
    const int kind = m_kind->currentIndex();
    m_choices->setVisible(kind == ChoiceRow);
    m_answer->setVisible(kind == NumberRow);
    m_tolerance->setVisible(kind == NumberRow);
    m_target->setVisible(kind == ClickRow);
}

void LessonRecorder::storeEdits() {
    setText(m_lesson.title, "en", m_title->text());
    if (m_loading || m_selected < 0 || m_selected >= static_cast<int>(m_lesson.steps.size()))
        return;
    scenario::Step& s = m_lesson.steps[static_cast<std::size_t>(m_selected)];
    setText(s.caption, "en", m_captionEn->toPlainText());
    setText(s.caption, "zh_CN", m_captionZh->toPlainText());
    setText(s.notes, "en", m_notes->toPlainText());
    const int kind = m_kind->currentIndex();
    showKindFields();
    if (kind == NoQuestion) {
        s.question.reset();
    } else {
        // The fields edit the English texts and the answer; the rest of the question (its other
        // languages, the figures it hides until the reveal) stays as it was.
        const scenario::Question::Kind asked = kind == ChoiceRow ? scenario::Question::Kind::Choice
                                               : kind == NumberRow
                                                   ? scenario::Question::Kind::Number
                                                   : scenario::Question::Kind::Click;
        scenario::Question q = s.question ? *s.question : scenario::Question{};
        if (q.kind != asked)
            q = scenario::Question{};
        setText(q.prompt, "en", m_prompt->text());
        setText(q.explanation, "en", m_explanation->text());
        q.kind = asked;
        if (kind == ChoiceRow) {
            const std::vector<scenario::Texts> was = std::move(q.choices);
            q.choices.clear();
            for (QString line : m_choices->toPlainText().split(QLatin1Char('\n'))) {
                line = line.trimmed();
                if (line.isEmpty() || q.choices.size() == scenario::kMaxChoices)
                    continue;
                if (line.startsWith(QLatin1Char('*'))) {
                    q.correct = q.choices.size();
                    line = line.mid(1).trimmed();
                }
                scenario::Texts choice =
                    q.choices.size() < was.size() ? was[q.choices.size()] : scenario::Texts{};
                choice["en"] = utf8(line);
                q.choices.push_back(std::move(choice));
            }
        } else if (kind == NumberRow) {
            q.answer = m_answer->value();
            q.tolerance = m_tolerance->value();
        } else {
            q.target = utf8(m_target->text());
        }
        s.question = std::move(q);
    }
    // The list's line for the step follows its caption.
    if (QListWidgetItem* item = m_list->item(m_selected)) {
        QString caption = hashlab::app::q(scenario::pick(s.caption, language().toStdString()));
        if (caption.size() > 40)
            caption = caption.left(39) + QStringLiteral("…");
        item->setText(QStringLiteral("%1. %2%3  %4")
                          .arg(m_selected + 1)
                          .arg(hashlab::app::q(s.lab),
                               s.question ? QStringLiteral(" ?") : QString(), caption));
    }
}

QString LessonRecorder::save(const QString& path) {
    if (m_lesson.steps.empty())
        return tr("Nothing recorded yet.");
    // What would not load back is said here, before the file is written: a question without a
    // prompt, a choice question with fewer than two choices.
    const std::string text = scenario::serializeLesson(m_lesson);
    auto check = scenario::parseLesson(text);
    if (!check)
        return tr("The lesson is not complete: %1").arg(hashlab::app::q(check.error().text()));
    return writeFileAtomically(path, QByteArray(text.data(), static_cast<qsizetype>(text.size())));
}

void LessonRecorder::retranslate() {
    setWindowTitle(m_recording ? tr("Recording lesson") : tr("Lesson editor"));
    m_help->setText(m_recording ? tr("Every action in a lab becomes a step; stepping the player "
                                     "sets the step's stage. Select a step to write its caption, "
                                     "notes and question. Save with Lessons → Save recorded "
                                     "lesson.")
                                : tr("Recording stopped. Edit the steps, then save."));
    m_title->setPlaceholderText(tr("Lesson title"));
    m_captionEn->setPlaceholderText(tr("Caption (English)"));
    m_captionZh->setPlaceholderText(tr("Caption (Simplified Chinese)"));
    m_notes->setPlaceholderText(tr("Speaker notes"));
    const int kind = m_kind->currentIndex();
    const QSignalBlocker block(m_kind);
    m_kind->clear();
    m_kind->addItems(
        {tr("No question"), tr("Multiple choice"), tr("A number"), tr("A click on the canvas")});
    m_kind->setCurrentIndex(kind < 0 ? 0 : kind);
    m_prompt->setPlaceholderText(tr("Question"));
    m_choices->setPlaceholderText(tr("One choice per line; start the right one with *"));
    m_answer->setPrefix(tr("answer "));
    m_tolerance->setPrefix(tr("± "));
    m_explanation->setPlaceholderText(tr("Explanation shown with the answer"));
    m_target->setPlaceholderText(tr("What to click: slot:3, bit:29, node:B"));
    m_target->setToolTip(tr("The canvas target that answers the question: a slot (slot:3), a "
                            "bit (bit:29), a node (node:B)"));
    m_delete->setText(tr("Delete step"));
    m_stop->setText(tr("Stop recording"));
    m_stop->setEnabled(m_recording);
}

void LessonRecorder::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace hashlab::app

#include "lesson_bar.h"

#include "caption_fold.h"
#include "click_picker.h"
#include "language.h"
#include "lesson_figures.h"
#include "lesson_runner.h"
#include "question_panel.h"
#include "summary_panel.h"
#include "theme.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hashlab::app {

namespace {

QString localized(const scenario::Texts& texts) {
    return QString::fromStdString(scenario::pick(texts, currentLanguage().toStdString()));
}

QToolButton* barButton(QWidget* parent, const char* name) {
    auto* b = new QToolButton(parent);
    b->setObjectName(QString::fromLatin1(name));
    b->setAutoRaise(true);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return b;
}

} // namespace

LessonBar::LessonBar(LessonRunner* runner, QWidget* parent)
    : QWidget(parent), m_runner(runner), m_title(new QLabel(this)), m_progress(new QLabel(this)),
      m_caption(new QLabel(this)), m_question(new QuestionPanel(runner, this)),
      m_summary(new SummaryPanel(this)), m_back(barButton(this, "LessonBack")),
      m_next(barButton(this, "LessonNext")), m_mode(barButton(this, "LessonMode")),
      m_notes(barButton(this, "LessonNotes")), m_close(barButton(this, "LessonClose")) {
    setObjectName(QStringLiteral("LessonBar"));
    setAutoFillBackground(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 6, 8, 8);
    layout->setSpacing(2);
    auto* top = new QHBoxLayout;
    m_title->setObjectName(QStringLiteral("LessonTitle"));
    m_progress->setObjectName(QStringLiteral("LessonProgress"));
    top->addWidget(m_title);
    top->addSpacing(12);
    top->addWidget(m_progress);
    top->addStretch(1);
    m_mode->setCheckable(true);
    for (QToolButton* b : {m_back, m_next, m_mode, m_notes, m_close})
        top->addWidget(b);
    layout->addLayout(top);
    m_caption->setObjectName(QStringLiteral("LessonCaption"));
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::PlainText);
    auto* captionRow = new QHBoxLayout;
    captionRow->addWidget(m_caption, 1);
    QToolButton* more = barButton(this, "LessonMore");
    more->setFocusPolicy(Qt::TabFocus);
    captionRow->addWidget(more, 0, Qt::AlignBottom);
    layout->addLayout(captionRow);
    new CaptionFold(m_caption, more, this);
    layout->addWidget(m_question);
    m_summary->hide();
    layout->addWidget(m_summary);
    connect(m_back, &QToolButton::clicked, m_runner, &LessonRunner::back);
    connect(m_next, &QToolButton::clicked, m_runner, &LessonRunner::forward);
    connect(m_close, &QToolButton::clicked, m_runner, &LessonRunner::close);
    connect(m_notes, &QToolButton::clicked, this, &LessonBar::notesRequested);
    connect(m_mode, &QToolButton::toggled, this, [this](bool selfStudy) {
        m_runner->setMode(selfStudy ? LessonRunner::Mode::SelfStudy : LessonRunner::Mode::Class);
    });
    connect(m_runner, &LessonRunner::changed, this, &LessonBar::refresh);
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &LessonBar::refresh);
    // The buttons take no focus: a click on Next must leave the keyboard where it was.
    for (QToolButton* b : {m_back, m_next, m_mode, m_notes, m_close})
        b->setFocusPolicy(Qt::TabFocus);
    refresh();
}

void LessonBar::focusControl(bool next) {
    QList<QWidget*> chain;
    for (QWidget* w : findChildren<QWidget*>())
        if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) &&
            !w->focusProxy())
            chain.append(w);
    if (chain.isEmpty()) {
        setFocus(Qt::OtherFocusReason);
        return;
    }
    // Reading order: the top row's buttons, then the answers, whatever order they were made in.
    auto at = [this](const QWidget* w) { return w->mapTo(this, QPoint(0, 0)); };
    std::stable_sort(chain.begin(), chain.end(), [&at](const QWidget* a, const QWidget* b) {
        const QPoint pa = at(a), pb = at(b);
        return pa.y() != pb.y() ? pa.y() < pb.y() : pa.x() < pb.x();
    });
    const auto n = chain.size();
    const qsizetype here = chain.indexOf(QApplication::focusWidget());
    const qsizetype to = here < 0 ? (next ? 0 : n - 1) : (here + (next ? 1 : n - 1)) % n;
    chain.at(to)->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
}

QString LessonBar::progressText() const {
    return m_progress->text();
}

QString LessonBar::captionText() const {
    return m_caption->text();
}

void LessonBar::refresh() {
    setVisible(m_runner->active());
    // On a projector the bar's own margins give their lines to the canvas.
    if (ThemeManager::instance().presentation())
        layout()->setContentsMargins(12, 2, 8, 2);
    else
        layout()->setContentsMargins(12, 6, 8, 8);
    const ThemePalette& p = ThemeManager::instance().palette();
    QPalette pal = palette();
    pal.setColor(QPalette::Window, p.surface);
    pal.setColor(QPalette::WindowText, p.text);
    setPalette(pal);
    m_back->setText(tr("◀ Back"));
    m_back->setToolTip(tr("Previous stage or step (Left, Page Up)"));
    // An open question's answer is what Next shows first: on a projector the bar says so, and the
    // question's own reveal button gives its line to the canvas (QuestionPanel::refresh).
    const bool revealsFirst = m_runner->active() && !m_runner->finished() &&
                              m_runner->step().question &&
                              m_runner->answer() == LessonRunner::Answer::Open;
    if (revealsFirst && ThemeManager::instance().presentation()) {
        m_next->setText(tr("Reveal ▶"));
        m_next->setToolTip(tr("Reveal the answer (Right, Page Down)"));
    } else {
        m_next->setText(tr("Next ▶"));
        m_next->setToolTip(tr("Next stage or step (Right, Page Down)"));
    }
    m_mode->setText(tr("Self-study"));
    m_mode->setToolTip(tr("Off: the teacher reveals each answer. On: answer each question "
                          "yourself and see whether you were right."));
    m_notes->setText(tr("Notes"));
    m_notes->setToolTip(tr("Speaker notes in a window of their own, for a second screen"));
    m_close->setText(QStringLiteral("✕"));
    m_close->setToolTip(tr("Leave the lesson (Esc)"));
    m_close->setAccessibleName(tr("Leave the lesson"));
    if (!m_runner->active())
        return;
    QSignalBlocker block(m_mode);
    m_mode->setChecked(m_runner->mode() == LessonRunner::Mode::SelfStudy);
    const scenario::Lesson& lesson = m_runner->lesson();
    QString title = localized(lesson.title);
    if (title.isEmpty())
        title = m_runner->name();
    m_title->setText(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()));
    // The mode is the lesson's, and the class can see which one it is in.
    const bool selfStudy = m_runner->mode() == LessonRunner::Mode::SelfStudy;
    QString progress = tr("%1 / %2").arg(m_runner->index() + 1).arg(m_runner->count()) +
                       QStringLiteral(" · ") + (selfStudy ? tr("self-study") : tr("class"));
    if (selfStudy && m_runner->questionCount() > 0)
        progress +=
            QStringLiteral("   ") +
            tr("%1 right of %2 answered").arg(m_runner->score()).arg(m_runner->questionsDone());
    m_progress->setText(progress);
    m_progress->setAccessibleName(
        tr("Step %1 of %2").arg(m_runner->index() + 1).arg(m_runner->count()));
    // A caption may quote the lab's figures ({moved}); one the open question hides reads "?".
    const std::string lang = currentLanguage().toStdString();
    const QString caption =
        maskFigures(LessonFigures::instance().fill(scenario::pick(m_runner->step().caption, lang)));
    const auto& question = m_runner->step().question;
    const QString prompt = question
                               ? tr("Predict:") + QLatin1Char(' ') +
                                     QString::fromStdString(scenario::pick(question->prompt, lang))
                               : QString();
    findChild<CaptionFold*>()->show(
        caption, prompt, QStringLiteral("%1/%2").arg(m_runner->session()).arg(m_runner->index()),
        ThemeManager::instance().presentation() && !m_runner->finished());
    const bool finished = m_runner->finished();
    // A step without a caption (a drill's prompt-only step) gives its line to the canvas.
    m_caption->setVisible(!finished && !caption.trimmed().isEmpty());
    m_question->setVisible(!finished && m_runner->step().question.has_value());
    m_summary->setVisible(finished);
    m_next->setEnabled(!finished);
    m_back->setEnabled(true);
    // The caption is what a screen reader should say for the step.
    setAccessibleName(title);
    setAccessibleDescription(caption);
}

void LessonBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

SpeakerNotes::SpeakerNotes(LessonRunner* runner, QWidget* parent)
    : QWidget(parent, Qt::Window), m_runner(runner), m_body(new QLabel(this)) {
    setObjectName(QStringLiteral("SpeakerNotes"));
    auto* layout = new QVBoxLayout(this);
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    QFont f = m_body->font();
    f.setPointSizeF(f.pointSizeF() * 1.3);
    m_body->setFont(f);
    layout->addWidget(m_body, 1);
    resize(520, 420);
    connect(m_runner, &LessonRunner::changed, this, &SpeakerNotes::refresh);
    connect(m_runner, &LessonRunner::closed, this, &QWidget::close);
    refresh();
}

QString SpeakerNotes::text() const {
    return m_body->text();
}

void SpeakerNotes::refresh() {
    setWindowTitle(tr("Speaker notes — HashLab"));
    if (!m_runner || !m_runner->active()) {
        m_body->clear();
        return;
    }
    const scenario::Step& step = m_runner->step();
    // The presenter sees the figures' values, hidden from the class or not.
    QString notes =
        LessonFigures::instance().fill(scenario::pick(step.notes, currentLanguage().toStdString()));
    if (notes.isEmpty())
        notes = tr("(no notes for this step)");
    QString html =
        QStringLiteral("<p><b>%1</b></p><p>%2</p>")
            .arg(tr("Step %1 of %2").arg(m_runner->index() + 1).arg(m_runner->count()),
                 notes.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    if (step.question) {
        const scenario::Question& q = *step.question;
        QString answer;
        switch (q.kind) {
        case scenario::Question::Kind::Choice:
            answer = localized(q.choices[q.correct]);
            break;
        case scenario::Question::Kind::Number:
            answer = QString::number(q.answer, 'g', 12);
            break;
        case scenario::Question::Kind::Click:
            answer = clickTargetLabel(QString::fromStdString(q.target));
            break;
        }
        html += QStringLiteral("<p><i>%1</i> %2</p>").arg(tr("Answer:"), answer.toHtmlEscaped());
    }
    if (m_runner->index() + 1 < m_runner->count()) {
        const auto& next =
            m_runner->lesson().steps[static_cast<std::size_t>(m_runner->index() + 1)];
        html += QStringLiteral("<hr><p><i>%1</i><br>%2</p>")
                    .arg(tr("Next:"), localized(next.caption).toHtmlEscaped());
    }
    m_body->setText(html);
}

void SpeakerNotes::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

BlankScreen::BlankScreen(QWidget* window) : QWidget(window) {
    setObjectName(QStringLiteral("LessonBlank"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    window->installEventFilter(this);
    hide();
}

void BlankScreen::setBlanked(bool on) {
    setGeometry(parentWidget()->rect());
    setVisible(on);
    raise();
}

bool BlankScreen::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parent() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void BlankScreen::paintEvent(QPaintEvent*) {
    QPainter(this).fillRect(rect(), Qt::black);
}

} // namespace hashlab::app

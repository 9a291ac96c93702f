#include "question_panel.h"

#include "click_picker.h"
#include "deferred.h"
#include "flow_layout.h"
#include "language.h"
#include "lesson_figures.h"
#include "std_qstring.h"
#include "theme.h"

#include <QApplication>
#include <QDoubleValidator>
#include <QEvent>
#include <QGraphicsOpacityEffect>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPropertyAnimation>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace hashlab::app {

using scenario::Question;

namespace {

// "1,500" or "0.75": the way the lesson's own numbers are written.
QString numberText(double v) {
    return QLocale(QLocale::English).toString(v, 'g', 12);
}

} // namespace

QuestionPanel::QuestionPanel(LessonRunner* runner, QWidget* parent)
    : QWidget(parent), m_runner(runner), m_prompt(new FlowLabel(this)), m_answers(new FlowLayout),
      m_reveal(new QPushButton(this)), m_verdict(new FlowLabel(this)),
      m_why(new QToolButton(this)) {
    setObjectName(QStringLiteral("LessonQuestion"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    m_prompt->setWordWrap(true);
    m_prompt->setObjectName(QStringLiteral("LessonQuestionPrompt"));
    // The prompt, the answer widgets, the reveal button and the verdict flow along one row where
    // they fit: at 1280×720 in presentation mode every line the bar takes is a line the lab loses.
    m_reveal->setObjectName(QStringLiteral("LessonReveal"));
    layout->addLayout(m_answers);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    m_verdict->setObjectName(QStringLiteral("LessonVerdict"));
    // The answer comes in as the class watches (Reduce motion: at once).
    m_verdictOpacity = new QGraphicsOpacityEffect(m_verdict);
    m_verdictOpacity->setOpacity(1.0);
    m_verdict->setGraphicsEffect(m_verdictOpacity);
    m_fade = new QPropertyAnimation(m_verdictOpacity, "opacity", this);
    m_fade->setDuration(600);
    // The explanation is the presenter's to open (a click, or Tab to it and Space): opened, the
    // bar may take the canvas's room, as a caption's "more" does.
    m_why->setObjectName(QStringLiteral("LessonWhy"));
    m_why->setAutoRaise(true);
    m_why->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_why->setFocusPolicy(Qt::TabFocus);
    m_why->hide();
    connect(m_why, &QToolButton::clicked, this, [this] {
        m_whyOpen = !m_whyOpen;
        refresh();
    });
    connect(m_reveal, &QPushButton::clicked, m_runner, &LessonRunner::reveal);
    connect(m_runner, &LessonRunner::changed, this, [this] {
        // A new step, or step 1 of a lesson opened again (closed on its first step, or another
        // lesson opened over it): new answer widgets, shown.
        const int step = m_runner->active() ? m_runner->index() : -1;
        if (step != m_builtFor || m_runner->session() != m_builtSession)
            rebuild();
        else
            refresh();
    });
    connect(&ThemeManager::instance(), &ThemeManager::changed, this, &QuestionPanel::refresh);
    rebuild();
}

QString QuestionPanel::language() const {
    return currentLanguage();
}

void QuestionPanel::rebuild() {
    m_builtFor = m_runner->active() ? m_runner->index() : -1;
    m_builtSession = m_runner->session();
    m_revealedFor = -1;
    m_whyOpen = false;
    // The step changes from a key or a click that may be in one of these (deferred.h).
    for (QPushButton* b : std::as_const(m_choices))
        retireWidget(b);
    m_choices.clear();
    retireWidget(m_number);
    m_number = nullptr;
    retireWidget(m_submit);
    m_submit = nullptr;
    while (QLayoutItem* item = m_answers->takeAt(0))
        delete item;
    const bool has = m_runner->active() && m_runner->step().question.has_value();
    setVisible(has);
    if (!has)
        return;
    const Question& q = *m_runner->step().question;
    m_answers->addWidget(m_prompt);
    if (q.kind == Question::Kind::Choice) {
        for (std::size_t i = 0; i < q.choices.size(); ++i) {
            auto* b = new QPushButton(this);
            b->setObjectName(QStringLiteral("LessonChoice%1").arg(i + 1));
            connect(b, &QPushButton::clicked, this,
                    [this, i] { m_runner->answerChoice(static_cast<int>(i)); });
            m_answers->addWidget(b);
            b->show(); // now, not when the layout's queued show arrives: the focus may go there
            m_choices.append(b);
        }
    } else if (q.kind == Question::Kind::Number) {
        m_number = new QLineEdit(this);
        m_number->setObjectName(QStringLiteral("LessonNumber"));
        m_number->setValidator(new QDoubleValidator(m_number));
        m_number->setMaximumWidth(220);
        connect(m_number, &QLineEdit::returnPressed, this, &QuestionPanel::answerTyped);
        m_submit = new QPushButton(this);
        m_submit->setObjectName(QStringLiteral("LessonSubmit"));
        connect(m_submit, &QPushButton::clicked, this, &QuestionPanel::answerTyped);
        m_answers->addWidget(m_number);
        m_answers->addWidget(m_submit);
        m_number->show();
        m_submit->show();
    }
    m_answers->addWidget(m_reveal); // after this step's answers
    m_answers->addWidget(m_verdict);
    m_answers->addWidget(m_why);
    refresh();
}

void QuestionPanel::answerTyped() {
    bool ok = false;
    // Both "1500" and "1,500" (as the lesson writes it) are numbers; so is the locale's own form.
    QString typed = m_number->text().trimmed();
    double v = QLocale().toDouble(typed, &ok);
    if (!ok)
        v = typed.remove(QLatin1Char(',')).toDouble(&ok);
    if (!ok) {
        m_verdict->setText(tr("Type a number, then press Enter."));
        return;
    }
    m_runner->answerNumber(v);
    // Wrong: the field is cleared for the next try (the verdict says what was given).
    if (m_runner->answer() == LessonRunner::Answer::Open)
        m_number->clear();
}

void QuestionPanel::refresh() {
    if (!m_runner->active() || !m_runner->step().question) {
        setVisible(false);
        return;
    }
    const Question& q = *m_runner->step().question;
    const std::string lang = language().toStdString();
    m_prompt->setText(QStringLiteral("<b>%1</b> %2")
                          .arg(tr("Predict:"), maskFigures(LessonFigures::instance().fill(
                                                               scenario::pick(q.prompt, lang)))
                                                   .toHtmlEscaped()));
    const LessonRunner::Answer answer = m_runner->answer();
    const bool open = answer == LessonRunner::Answer::Open;
    const QStringList wrong = m_runner->wrongTries();
    // Answered (or a choice tried and wrong): the control that had the focus is disabled below,
    // and Qt would pass the focus on to whatever comes next in the window, a lab's control
    // perhaps. The lesson bar keeps it.
    if (QWidget* focus = QApplication::focusWidget(); focus && isAncestorOf(focus)) {
        const auto* button = qobject_cast<QPushButton*>(focus);
        const bool tried = button && m_choices.contains(const_cast<QPushButton*>(button)) &&
                           wrong.contains(QString::number(m_choices.indexOf(button)));
        if ((!open || tried) && focus != m_why) // "why" stays pressable with Space
            parentWidget()->setFocus(Qt::OtherFocusReason);
    }
    const ThemePalette& p = ThemeManager::instance().palette();
    const bool presentation = ThemeManager::instance().presentation();
    // Settled on a projector, the answer widgets give their rows to the verdict, which says the
    // answer: the canvas keeps its room at the revealed step too.
    const bool answerWidgets = open || !presentation;
    for (int i = 0; i < m_choices.size(); ++i) {
        QPushButton* b = m_choices[i];
        // The right choice is ticked once settled; each one tried and wrong is crossed at once
        // (and cannot be tried again): mark and colour both, so it reads without colour too.
        const bool right = !open && static_cast<std::size_t>(i) == q.correct;
        const bool givenWrong = wrong.contains(QString::number(i));
        const QString mark =
            right ? QStringLiteral("✓ ") : (givenWrong ? QStringLiteral("✗ ") : QString());
        b->setText(QStringLiteral("%1%2  %3")
                       .arg(mark)
                       .arg(i + 1)
                       .arg(hashlab::app::q(
                           scenario::pick(q.choices[static_cast<std::size_t>(i)], lang))));
        b->setEnabled(open && !givenWrong);
        b->setVisible(answerWidgets);
        b->setStyleSheet(right || givenWrong
                             ? QStringLiteral("QPushButton { border: 3px solid %1; color: %1; "
                                              "font-weight: bold; padding: 3px 8px; }")
                                   .arg((right ? p.good : p.bad).name())
                             : QString());
        b->setAccessibleName(b->text());
    }
    if (m_number) {
        m_number->setEnabled(open);
        m_number->setPlaceholderText(tr("Your answer"));
        m_number->setAccessibleName(tr("Your answer"));
        m_submit->setText(tr("Answer"));
        m_submit->setEnabled(open);
        m_number->setVisible(answerWidgets);
        m_submit->setVisible(answerWidgets);
    }
    const bool selfStudy = m_runner->mode() == LessonRunner::Mode::SelfStudy;
    m_reveal->setText(selfStudy ? tr("Show the answer") : tr("Reveal the answer"));
    // On a projector the bar's Next (then "Reveal ▶") reveals: a button of its own here took a
    // line of the canvas's whenever the answers filled their row.
    m_reveal->setVisible(open && !presentation);
    m_reveal->setToolTip(selfStudy ? tr("Answer, or press → to see the answer.")
                                   : tr("Ask the class, then press → to reveal."));
    m_verdict->setVisible(!open || q.kind == Question::Kind::Click || !wrong.isEmpty());
    if (open) {
        m_revealedFor = -1;
        // Wrong so far: said so, with what was given, and nothing of the right answer.
        QString tried;
        if (!wrong.isEmpty()) {
            const QString given = wrong.back();
            const QString what = q.kind == Question::Kind::Number ? numberText(given.toDouble())
                                 : q.kind == Question::Kind::Click
                                     ? clickTargetLabel(given)
                                     : QString::number(given.toInt() + 1);
            // Short on a projector, where it shares the answers' row.
            tried =
                QStringLiteral("<b style='color:%1'>✗ %2</b> ")
                    .arg(p.bad.name(),
                         (presentation ? tr("%1 is not it. Try again.")
                                       : tr("%1 is not it. Try again, or press → for the answer."))
                             .arg(what)
                             .toHtmlEscaped());
        }
        if (q.kind == Question::Kind::Click)
            tried += tr("Click your answer on the canvas — or Tab / the arrow keys to move, "
                        "Enter to pick.")
                         .toHtmlEscaped();
        m_why->hide();
        m_verdictText = tried;
        m_verdict->setText(tried);
        m_verdict->setAccessibleName(text());
        return;
    }
    QString right;
    switch (q.kind) {
    case Question::Kind::Choice:
        right = QStringLiteral("%1  %2")
                    .arg(q.correct + 1)
                    .arg(hashlab::app::q(scenario::pick(q.choices[q.correct], lang)));
        break;
    case Question::Kind::Number:
        right = q.tolerance > 0
                    ? tr("%1 (within %2)").arg(numberText(q.answer), numberText(q.tolerance))
                    : numberText(q.answer);
        break;
    case Question::Kind::Click:
        right = clickTargetLabel(hashlab::app::q(q.target));
        break;
    }
    QString head;
    if (answer == LessonRunner::Answer::Right)
        head =
            QStringLiteral("<b style='color:%1'>✓ %2</b>")
                .arg(p.good.name(), wrong.isEmpty() ? tr("Right.") : tr("Right, at a later try."));
    else if (answer == LessonRunner::Answer::Wrong)
        head = QStringLiteral("<b style='color:%1'>✗ %2</b>").arg(p.bad.name(), tr("Not quite."));
    // The figures it quotes are the lab's own ({moved} -> 1,234).
    const QString explanation =
        LessonFigures::instance().fill(scenario::pick(q.explanation, lang)).toHtmlEscaped();
    if (m_revealedFor != m_runner->index()) {
        m_revealedFor = m_runner->index();
        fadeInVerdict();
    }
    auto verdictWith = [&head](const QString& answerText) {
        return QStringLiteral("%1 %2 <b>%3</b>")
            .arg(head, tr("The answer:").toHtmlEscaped(), answerText.toHtmlEscaped());
    };
    m_verdictText = verdictWith(right);
    if (!explanation.isEmpty())
        m_verdictText += QStringLiteral("<br>") + explanation;
    // On a projector the revealed bar keeps to the prompt and the verdict's line (the answer
    // widgets gave theirs to it, above); the explanation is behind "why?".
    const QString verdict = verdictWith(right);
    const bool fold = presentation && !explanation.isEmpty();
    m_why->setVisible(fold);
    m_why->setText(m_whyOpen ? tr("less") : tr("why?"));
    m_why->setToolTip(m_whyOpen ? tr("Fold the explanation away") : tr("Show the explanation"));
    m_verdict->setText((fold && !m_whyOpen) || explanation.isEmpty()
                           ? verdict
                           : verdict + QStringLiteral("<br>") + explanation);
    m_verdict->setAccessibleName(text());
}

double QuestionPanel::verdictOpacity() const {
    return m_verdictOpacity->opacity();
}

void QuestionPanel::fadeInVerdict() {
    if (ThemeManager::instance().reducedMotion()) {
        m_verdictOpacity->setOpacity(1.0);
        return;
    }
    m_fade->stop();
    m_fade->setStartValue(0.0);
    m_fade->setEndValue(1.0);
    m_fade->start();
}

QString QuestionPanel::text() const {
    return m_prompt->text() + QLatin1Char('\n') + m_verdictText;
}

void QuestionPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace hashlab::app

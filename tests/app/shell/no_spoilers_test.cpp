// Issue 29, item 3: no spoilers. Every question step of every shipped lesson that hides figures
// ("hide": [...]) is walked in both languages: before the reveal no hidden figure's value, as a
// whole token, is in any text the window shows (its widgets' texts, the strings its canvas and
// plots paint, accessible names and descriptions), the choices and the plots' tick labels aside;
// after the reveal and the step's worked answer (its stages played to the end) each value is in
// the explanation and the lab shows it too. Checks are by value, from the lab's own figures.
// Every lab's question lessons are walked: the ring, the Hash tables (the gcd trap's period), the
// Bloom (the scalable filter's bound) and the Collisions lab (the birthday table's 24-bit row).
#include "hashlab/scenario/lesson.h"
#include "hashlab/scenario/lesson_figures.h"
#include "journeys/hook/text_recorder.h"
#include "shell/lab_page.h"
#include "shell/language.h"
#include "shell/lesson_figures.h"
#include "shell/lessons.h"
#include "shell/question_panel.h"
#include "shell/step_player.h"
#include "shell_test_access.h"
#include "support/lesson_window.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QTextDocument>

#include <gtest/gtest.h>
#include <qcustomplot.h>

#include <algorithm>
#include <iostream>

namespace {

using namespace hashlab::app;
using hashlab::journey_hook::TextRecorder;

QString plain(const QString& text) {
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument doc;
    doc.setHtml(text);
    return doc.toPlainText();
}

// A choice, or the verdict (only shown after the reveal): the only widgets allowed the answer.
bool isAnswerWidget(const QWidget* w) {
    const QString name = w->objectName();
    return name.startsWith(QStringLiteral("LessonChoice")) ||
           name == QStringLiteral("LessonVerdict");
}

// A painted string that is one number alone: a tick of a plot's axis, a slot's or a bit's index.
bool isTick(const QString& s) {
    static const QRegularExpression number(QStringLiteral("^\\s*[-+]?[\\d.,]+\\s*%?\\s*$"));
    return number.match(s).hasMatch();
}

QStringList painted(QWidget* part) {
    while (auto* stack = qobject_cast<QStackedWidget*>(part))
        part = stack->currentWidget();
    if (!part || !part->isVisible())
        return {};
    TextRecorder recorder(part);
    if (auto* plot = qobject_cast<QCustomPlot*>(part)) {
        // A plot paints its layers from pixmaps it buffers: rendered as a widget it shows no
        // text at all. Drawn anew through its own painter, its legend, labels and items come as
        // text, as in a PDF export.
        QCPPainter painter(&recorder);
        plot->toPainter(&painter, plot->width(), plot->height());
    } else {
        part->render(&recorder);
    }
    QStringList out;
    for (const QString& s : recorder.strings())
        if (!isTick(s))
            out << s;
    return out;
}

// Everything the window shows as text, where it comes from first.
QStringList visibleTexts(MainWindow& window) {
    QStringList out;
    for (QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisible() || isAnswerWidget(w))
            continue;
        if (auto* label = qobject_cast<QLabel*>(w))
            out << QStringLiteral("label %1: %2").arg(w->objectName(), plain(label->text()));
        if (auto* button = qobject_cast<QAbstractButton*>(w))
            out << QStringLiteral("button %1: %2").arg(w->objectName(), button->text());
        // A table's cells in view (the Collisions lab's birthday table holds its answers).
        if (auto* view = qobject_cast<QAbstractItemView*>(w); view && view->model()) {
            const QAbstractItemModel* m = view->model();
            for (int r = 0; r < m->rowCount(); ++r)
                for (int c = 0; c < m->columnCount(); ++c)
                    if (view->visualRect(m->index(r, c)).intersects(view->viewport()->rect()))
                        out << QStringLiteral("cell %1: %2")
                                   .arg(w->objectName(), m->data(m->index(r, c)).toString());
        }
        out << QStringLiteral("accessible %1: %2 %3")
                   .arg(w->objectName(), w->accessibleName(), w->accessibleDescription());
    }
    LabPage* lab = window.currentLab();
    for (const QString& s : painted(lab->canvasPart()))
        out << QStringLiteral("canvas: ") + s;
    for (const QString& s : painted(lab->plotPart()))
        out << QStringLiteral("plot: ") + s;
    return out;
}

QString tokenPattern(const QString& value) {
    return QStringLiteral("(?<![\\w.,])%1(?![\\w]|[.,]\\d)").arg(QRegularExpression::escape(value));
}

QStringList containing(const QStringList& texts, const QString& value) {
    const QRegularExpression token(tokenPattern(value));
    QStringList out;
    for (const QString& t : texts)
        if (token.match(t).hasMatch())
            out << t;
    return out;
}

// A number question's answer as the lab or the lesson would write it: "0.1", "1,234", "0,1".
QStringList answerForms(double answer) {
    QStringList forms{QLocale(QLocale::English).toString(answer, 'g', 12),
                      QString::number(answer, 'g', 12), QLocale().toString(answer, 'g', 12)};
    forms.removeDuplicates();
    return forms;
}

// A number question whose answer is one of the figures its lab shows must hide that figure: else
// the picture gives the answer away (bloom_scalable_grows asked for the first sub-filter's slice
// size while its canvas drew "4 slices × 5 bits"). A token check of every answer cannot do this:
// small answers ("4") are on every screen as something else.
void expectAnswerFigureHidden(MainWindow& window, const QStringList& hide, const std::string& at,
                              int* checked) {
    const auto& question = window.lessonRunner()->step().question;
    if (!question || question->kind != hashlab::scenario::Question::Kind::Number)
        return;
    const QStringList answers = answerForms(question->answer);
    const LessonFigures::Values figures = LessonFigures::instance().figuresOf(window.currentLab());
    for (auto it = figures.begin(); it != figures.end(); ++it)
        for (const QString& form : it.value())
            if (answers.contains(form)) { // hidden by name, or as the value of another it equals
                EXPECT_TRUE(hide.contains(it.key()) ||
                            LessonFigures::instance().hiddenValues().contains(form))
                    << at << ": the answer " << form.toStdString() << " is the lab's figure "
                    << it.key().toStdString() << ", which the question does not hide";
            }
    ++*checked;
}

void walk(const QString& path, const char* language, int* checked, int* answers) {
    // Only the lessons that ask something are opened (the others have nothing to check).
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const std::string text = file.readAll().toStdString();
    const auto hides = hashlab::scenario::readHiddenFigures(text);
    ASSERT_TRUE(hides.ok());
    const auto lesson = hashlab::scenario::parseLesson(text);
    ASSERT_TRUE(lesson.ok());
    if (std::none_of(lesson->steps.begin(), lesson->steps.end(),
                     [](const auto& s) { return s.question.has_value(); }))
        return;
    // A lesson that hides nothing has only its answers to compare with the lab's figures, whose
    // values read the same in both languages: once, in English (the sanitizer stage runs this).
    const bool hidesSome =
        std::any_of(hides->begin(), hides->end(), [](const auto& h) { return !h.empty(); });
    if (!hidesSome && QLatin1String(language) != QLatin1String("en"))
        return;
    setLanguage(QString::fromLatin1(language));
    hashlab::app::testing::ScratchWindow w;
    ASSERT_EQ(w.window.openScenario(path), QString()) << path.toStdString();
    for (int i = 0; i < w.runner()->count(); ++i) {
        const QStringList hide = LessonFigures::instance().hidesAt(i);
        if (!lesson->steps[static_cast<std::size_t>(i)].question) {
            EXPECT_TRUE(hide.isEmpty()) << "a step without a question hides figures";
            continue;
        }
        hashlab::app::LessonRunnerTestAccess::goTo(*w.runner(), i);
        const std::string at =
            path.toStdString() + " step " + std::to_string(i + 1) + " " + language;
        QApplication::processEvents();
        // What a background job computes for the step (the birthday table) is on screen too.
        w.window.currentLab()->settleForExport();
        QApplication::processEvents();
        expectAnswerFigureHidden(w.window, hide, at, answers);
        if (hide.isEmpty())
            continue;
        const LessonFigures::Values figures =
            LessonFigures::instance().figuresOf(w.window.currentLab());
        const QStringList before = visibleTexts(w.window);
        for (const QString& name : hide) {
            const QStringList forms = figures.value(name);
            ASSERT_FALSE(forms.isEmpty()) << at << ": the lab has no figure " << name.toStdString();
            for (const QString& value : forms) {
                const QStringList seen = containing(before, value);
                EXPECT_TRUE(seen.isEmpty())
                    << at << ": " << name.toStdString() << " = " << value.toStdString()
                    << " is on screen before the reveal: "
                    << seen.join(QStringLiteral(" | ")).toStdString();
            }
        }
        w.runner()->reveal();
        if (StepPlayer* player = w.window.currentLab()->stepPlayer())
            player->toEnd();
        w.window.currentLab()->settleForExport();
        QApplication::processEvents();
        const QString verdict = w.bar()->questionPanel()->text();
        const QStringList after = visibleTexts(w.window);
        for (const QString& name : hide) {
            const QString value = figures.value(name).front();
            EXPECT_FALSE(containing({plain(verdict)}, value).isEmpty())
                << at << ": the explanation does not quote " << name.toStdString() << " = "
                << value.toStdString() << ": " << verdict.toStdString();
            EXPECT_FALSE(containing(after, value).isEmpty())
                << at << ": the lab does not show " << name.toStdString() << " = "
                << value.toStdString() << " after the reveal";
            ++*checked;
        }
    }
}

TEST(NoSpoilers, HiddenFiguresShowOnlyAfterTheReveal) {
    int checked = 0, answers = 0;
    for (const char* language : {"en", "zh_CN"})
        for (const Lesson& lesson : availableLessons())
            walk(lesson.resourcePath, language, &checked, &answers);
    setLanguage(QStringLiteral("en"));
    std::cout << "[no spoilers] " << checked << " hidden figures and " << answers
              << " number answers checked\n";
    EXPECT_GE(answers, 30) << "fewer number questions than shipped";
    EXPECT_GE(checked, 2 * 17) << "the shipped lessons hide fewer figures than converted";
}

} // namespace

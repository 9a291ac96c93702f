#include "lesson_document.h"

#include "exporter.h"
#include "painted_text.h"
#include "pdf_to_unicode.h"
#include "shell/click_picker.h"
#include "shell/lab_page.h"
#include "shell/lab_registry.h"
#include "shell/language.h"
#include "shell/lesson_figures.h"
#include "shell/safe_write.h"
#include "shell/step_player.h"
#include "vector_plots.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QStackedWidget>
#include <QTextDocument>

#include <map>
#include <memory>

// The translation context of this file's texts (outside any namespace, so that lupdate and the
// program name it alike).
class LessonDocument {
    Q_DECLARE_TR_FUNCTIONS(LessonDocument)
};

namespace hashlab::app {
namespace {

QString pick(const scenario::Texts& texts) {
    return QString::fromStdString(scenario::pick(texts, currentLanguage().toStdString()))
        .toHtmlEscaped();
}

// A text quoting the lab's figures ({moved}), filled in with the step's own values.
QString pick(const scenario::Texts& texts, const LessonFigures::Values& values) {
    return LessonFigures::fillWith(values, scenario::pick(texts, currentLanguage().toStdString()))
        .toHtmlEscaped();
}

QString numberText(double v) {
    return QString::number(v, 'g', 12);
}

// The question as a student reads it on paper: the prompt, then lettered choices or a blank.
QString questionHtml(const scenario::Question& q) {
    QString html =
        QStringLiteral("<p><b>%1</b> %2</p>").arg(LessonDocument::tr("Predict:"), pick(q.prompt));
    switch (q.kind) {
    case scenario::Question::Kind::Choice:
        html += QStringLiteral("<p>");
        for (std::size_t i = 0; i < q.choices.size(); ++i)
            html += QStringLiteral("%1&nbsp;&nbsp;%2<br>")
                        .arg(QChar(u'A' + static_cast<char16_t>(i)))
                        .arg(pick(q.choices[i]));
        html += QStringLiteral("</p>");
        break;
    case scenario::Question::Kind::Number:
        html += QStringLiteral("<p>%1 ____________________</p>")
                    .arg(LessonDocument::tr("Your answer:"));
        break;
    case scenario::Question::Kind::Click:
        html +=
            QStringLiteral("<p>%1</p>").arg(LessonDocument::tr("Mark your answer on the figure."));
        break;
    }
    return html;
}

QString answerText(const scenario::Question& q) {
    switch (q.kind) {
    case scenario::Question::Kind::Choice:
        return QStringLiteral("%1 (%2)")
            .arg(QChar(u'A' + static_cast<char16_t>(q.correct)))
            .arg(pick(q.choices[q.correct]));
    case scenario::Question::Kind::Number:
        return q.tolerance > 0 ? LessonDocument::tr("%1 (within %2)")
                                     .arg(numberText(q.answer), numberText(q.tolerance))
                               : numberText(q.answer);
    case scenario::Question::Kind::Click:
        return clickTargetLabel(QString::fromStdString(q.target)).toHtmlEscaped();
    }
    return {};
}

// Draws `html` into `area` (wrapped to its width) and returns the height it took.
double drawHtml(QPainter& painter, const QRectF& area, const QString& html, double pointSize) {
    QTextDocument doc;
    QFont font;
    font.setPointSizeF(pointSize);
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setHtml(html);
    doc.setTextWidth(area.width());
    painter.save();
    painter.translate(area.topLeft());
    doc.drawContents(&painter, QRectF(0, 0, area.width(), area.height()));
    painter.restore();
    return doc.size().height();
}

// The figures of a document: one page per lab, built for the document and never shown (a
// page's plots measure once, not once a step), its canvas taken out of the page's layout to take
// the whole figure (as `hashlab export --part canvas` does) and put back, hidden, at the end.
// A lab may show another canvas by then (the Bloom lab's cuckoo and xor filters have their own):
// the one put back is the one taken out, else it outlived its page as a window of its own.
class Figures {
public:
    ~Figures() {
        for (auto& [lab, taken] : m_taken) {
            taken.figure->hide();
            taken.figure->setParent(taken.owner);
        }
    }

    // Draws `step`'s canvas at the stage it opens with into `target` (laid out at `logical`,
    // aspect kept, centred).
    // The figures `step`'s lab computes for its state (empty when the state does not load).
    LessonFigures::Values values(const scenario::Step& step) {
        LabPage* page = load(step, nullptr);
        return page ? LessonFigures::instance().figuresOf(page) : LessonFigures::Values();
    }

    // `text`, if given, gets the figure painted once more (PaintedText).
    QString draw(const scenario::Step& step, QPainter& painter, const QRectF& target, QSize logical,
                 QPainter* text = nullptr) {
        QString problem;
        LabPage* page = load(step, &problem);
        if (!page)
            return problem;
        const QString lab = QString::fromStdString(step.lab);
        if (StepPlayer* player = page->stepPlayer(); player && step.stage)
            player->setIndex(std::min(*step.stage, player->count()));
        QWidget* figure = page->canvasPart() ? page->canvasPart() : page->exportView();
        // A canvas that is one page of a stack (the Bloom lab's filters) goes with its stack: out
        // of it, the stack would show its next page, and a later step could not show this one.
        if (auto* stack = qobject_cast<QStackedWidget*>(figure->parentWidget()))
            figure = stack;
        if (figure != page && !m_taken.count(lab)) {
            const QPalette palette = figure->palette();
            const QFont font = figure->font();
            m_taken[lab] = {figure, figure->parentWidget()};
            figure->setParent(nullptr);
            figure->setPalette(palette);
            figure->setFont(font);
        }
        ExportRequest request;
        request.size = logical;
        ExportLayout layout;
        if (QString error = layOutForExport(figure, request, &layout); !error.isEmpty())
            return error;
        const QSize laidOut = layout.laidOut;
        const double scale =
            std::min(target.width() / laidOut.width(), target.height() / laidOut.height());
        painter.save();
        painter.translate(target.left() + (target.width() - laidOut.width() * scale) / 2,
                          target.top());
        painter.scale(scale, scale);
        const VectorPlots plots(figure);
        renderClipped(figure, &painter);
        if (text)
            renderClipped(figure, text);
        painter.restore();
        return {};
    }

private:
    LabPage* load(const scenario::Step& step, QString* error) {
        const QString lab = QString::fromStdString(step.lab);
        auto& page = m_pages[lab];
        if (!page) {
            page.reset(createLab(lab, nullptr));
            if (!page) {
                if (error)
                    *error = LessonDocument::tr("the lesson names an unknown lab '%1'").arg(lab);
                return nullptr;
            }
        }
        if (QString e = page->loadState(step.state); !e.isEmpty()) {
            if (error)
                *error = e;
            return nullptr;
        }
        page->settleCanvas();
        return page.get();
    }
    std::map<QString, std::unique_ptr<LabPage>> m_pages;
    struct Taken {
        QWidget* figure; // the canvas taken out of the lab's page
        QWidget* owner;  // its place in the page
    };
    std::map<QString, Taken> m_taken;
};

} // namespace

LessonDocumentResult exportLessonDocument(const scenario::Lesson& lesson, LessonLayout layout,
                                          const QString& path,
                                          const std::function<bool(int, int)>& progress) {
    LessonDocumentResult result;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setCreator(QStringLiteral("HashLab"));
    pdf.setTitle(pick(lesson.title));
    pdf.setResolution(96);
    const bool slides = layout == LessonLayout::Slides;
    // Slides: 10 × 5.625 in (16:9, as presentation programs make them); handouts: A4.
    pdf.setPageSize(slides ? QPageSize(QSizeF(254, 142.875), QPageSize::Millimeter)
                           : QPageSize(QPageSize::A4));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter(&pdf);
    PaintedText painted(&pdf);
    QPainter text(&painted); // each part once more, for the ToUnicode maps (painted_text.h)
    const QRectF page(QPointF(0, 0), QSizeF(pdf.width(), pdf.height()));
    const double margin = slides ? 36 : 56;
    const QRectF body = page.adjusted(margin, margin, -margin, -margin);
    const QString title = pick(lesson.title);
    Figures figures;
    const int count = static_cast<int>(lesson.steps.size());
    const bool stepPages = layout != LessonLayout::AnswerKey;
    for (int i = 0; i < count && stepPages; ++i) {
        const scenario::Step& step = lesson.steps[static_cast<std::size_t>(i)];
        if (i > 0)
            pdf.newPage();
        ++result.pages;
        double y = body.top();
        const QString head = QStringLiteral("<b>%1</b> &nbsp; <span style='color:#666'>%2</span>")
                                 .arg(title, LessonDocument::tr("%1 / %2").arg(i + 1).arg(count));
        const QRectF headArea(body.left(), y, body.width(), 60);
        drawHtml(text, headArea, head, slides ? 16 : 13);
        y += drawHtml(painter, headArea, head, slides ? 16 : 13);
        y += 10;
        // The figure takes what the text leaves: on a slide most of the page, on paper about
        // half of it (16:9 across the text width).
        const double figureHeight = slides ? body.height() * 0.62 : body.width() * 9 / 16;
        const QRectF figureArea(body.left(), y, body.width(), figureHeight);
        const QSize logical = slides ? QSize(1280, 720) : QSize(1200, 675);
        if (QString error = figures.draw(step, painter, figureArea, logical, &text);
            !error.isEmpty()) {
            result.error = LessonDocument::tr("step %1: %2").arg(i + 1).arg(error);
            return result;
        }
        y += figureHeight + 14;
        QString html = QStringLiteral("<p>%1</p>").arg(pick(step.caption, figures.values(step)));
        if (step.question)
            html += questionHtml(*step.question);
        const QRectF textArea(body.left(), y, body.width(), body.bottom() - y);
        drawHtml(painter, textArea, html, slides ? 13 : 11);
        drawHtml(text, textArea, html, slides ? 13 : 11);
        if (progress && !progress(i + 1, count)) {
            result.error = LessonDocument::tr("cancelled");
            return result;
        }
    }
    if (layout == LessonLayout::Handout || layout == LessonLayout::AnswerKey) {
        // The answers, on pages of their own so the questions can be handed out without them.
        QString html = QStringLiteral("<h2>%1</h2>")
                           .arg(layout == LessonLayout::AnswerKey
                                    ? LessonDocument::tr("%1 — answers").arg(title)
                                    : LessonDocument::tr("Answers"));
        bool any = false;
        for (int i = 0; i < count; ++i) {
            const auto& q = lesson.steps[static_cast<std::size_t>(i)].question;
            if (!q)
                continue;
            any = true;
            html += QStringLiteral("<p><b>%1</b> %2<br><b>%3</b> %4<br>%5</p>")
                        .arg(LessonDocument::tr("Step %1.").arg(i + 1), pick(q->prompt),
                             LessonDocument::tr("Answer:"), answerText(*q),
                             pick(q->explanation,
                                  figures.values(lesson.steps[static_cast<std::size_t>(i)])));
        }
        if (any) {
            QTextDocument doc;
            QFont font;
            font.setPointSizeF(11);
            doc.setDefaultFont(font);
            doc.setHtml(html);
            doc.setPageSize(body.size());
            for (int p = 0; p < doc.pageCount(); ++p) {
                if (result.pages > 0)
                    pdf.newPage();
                ++result.pages;
                painter.save();
                painter.translate(body.left(), body.top() - p * body.height());
                const QRectF clip(0, p * body.height(), body.width(), body.height());
                doc.drawContents(&painter, clip);
                doc.drawContents(&text, clip);
                painter.restore();
            }
        }
    }
    painter.end();
    text.end();
    buffer.close();
    result.error = writeFileAtomically(
        path, withUnifiedIdeographs(bytes, [&painted](char32_t c) { return painted.drawnAs(c); }));
    return result;
}

QString renderStepFigures(const scenario::Lesson& lesson, QSize logical,
                          std::vector<QByteArray>& pngs) {
    Figures figures;
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        QImage image(logical, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        if (QString error = figures.draw(lesson.steps[i], painter,
                                         QRectF(QPointF(0, 0), QSizeF(logical)), logical);
            !error.isEmpty())
            return LessonDocument::tr("step %1: %2").arg(i + 1).arg(error);
        painter.end();
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        pngs.push_back(png);
    }
    return {};
}

} // namespace hashlab::app

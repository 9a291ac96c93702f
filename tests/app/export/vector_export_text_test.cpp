// SVG and PDF exports keep the plots' words as text (issue 30, item 3): QCustomPlot painted its
// pixmap buffers into them, so a plot was one picture: its title and axis labels were not in the
// SVG's <text> nor in pdftotext, and the pictures nested in the SVG made ImageMagick refuse it.
// Every lab and tab, in both languages, as SVG and PDF: each plot title and axis label is there
// whole and starts inside the page (in the PDF: shows, not painted over), the SVG holds no <image>,
// and rsvg-convert, ImageMagick and pdftoppm all render the files.
#include "support/export_layout.h"
#include "support/export_text.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTransform>

#include <optional>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::test::ExportLook;

constexpr QSize kSize(1600, 900);

bool runs(const QString& tool, const QStringList& args, QString* error) {
    const QString path = QStandardPaths::findExecutable(tool);
    if (path.isEmpty()) {
        *error = tool + QStringLiteral(" is missing (tools/setup.sh installs it)");
        return false;
    }
    QProcess run;
    run.start(path, args);
    if (!run.waitForFinished(120000) || run.exitCode() != 0) {
        *error = tool + QStringLiteral(": ") + QString::fromUtf8(run.readAllStandardError());
        return false;
    }
    return true;
}

// Each <text> element's content with the page position it is drawn at: its <g>'s matrix, inside
// the nested <svg> viewports that cut each widget to its rectangle.
struct SvgText {
    QString text;
    QPointF at;
};

std::vector<SvgText> svgTexts(const QString& svg) {
    static const QRegularExpression token(
        QStringLiteral("<svg x=\"([-\\d.]+)\" y=\"([-\\d.]+)\"|</svg>|<g ([^>]*)>|"
                       "<text[^>]* x=\"([-\\d.e]+)\" y=\"([-\\d.e]+)\"[^>]*>([^<]*)</text>"));
    static const QRegularExpression matrix(QStringLiteral("transform=\"matrix\\(([^)]*)\\)\""));
    std::vector<SvgText> out;
    std::vector<QPointF> viewports{QPointF()};
    QTransform t;
    for (auto it = token.globalMatch(svg); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(0).startsWith(QLatin1String("<svg"))) {
            viewports.push_back(viewports.back() +
                                QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()));
        } else if (m.captured(0) == QLatin1String("</svg>")) {
            if (viewports.size() > 1)
                viewports.pop_back();
        } else if (m.captured(0).startsWith(QLatin1String("<g"))) {
            t = QTransform();
            if (const auto mm = matrix.match(m.captured(3)); mm.hasMatch()) {
                const QStringList v = mm.captured(1).split(QLatin1Char(','));
                if (v.size() == 6)
                    t = QTransform(v[0].toDouble(), v[1].toDouble(), v[2].toDouble(),
                                   v[3].toDouble(), v[4].toDouble(), v[5].toDouble());
            }
        } else {
            out.push_back({QTextDocumentFragment::fromHtml(m.captured(6)).toPlainText(),
                           viewports.back() +
                               t.map(QPointF(m.captured(4).toDouble(), m.captured(5).toDouble()))});
        }
    }
    return out;
}

// pdftotext -bbox's words with their rectangles (in points), and the page's size.
struct PdfWords {
    QSizeF page;
    std::vector<std::pair<QString, QRectF>> words;
};

PdfWords pdfWords(const QString& pdf) {
    static const QRegularExpression page(
        QStringLiteral("<page width=\"([\\d.]+)\" height=\"([\\d.]+)\""));
    static const QRegularExpression word(
        QStringLiteral("<word xMin=\"([-\\d.]+)\" yMin=\"([-\\d.]+)\" xMax=\"([-\\d.]+)\" "
                       "yMax=\"([-\\d.]+)\">([^<]*)</word>"));
    const QString html = hashlab::test::pdfText(pdf, {QStringLiteral("-bbox")});
    PdfWords out;
    if (const auto m = page.match(html); m.hasMatch())
        out.page = QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble());
    for (auto it = word.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        out.words.push_back({QTextDocumentFragment::fromHtml(m.captured(5))
                                 .toPlainText()
                                 .normalized(QString::NormalizationForm_KC), // "ﬁ" as "fi"
                             QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                                    QPointF(m.captured(3).toDouble(), m.captured(4).toDouble()))});
    }
    return out;
}

// Whether `area` of `image` holds strokes: text shows there, not a fill painted over it (disabled
// text is light grey on grey: about 50 levels).
bool inked(const QImage& image, QRect area) {
    int lightest = 0, darkest = 255;
    area &= image.rect();
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const int v = qGray(image.pixel(x, y));
            lightest = std::max(lightest, v);
            darkest = std::min(darkest, v);
        }
    return lightest - darkest > 30;
}

// Whether each of the `letters` cells of `word` (on `image`) holds strokes: a word half painted
// over ("…ositive rate") is not whole. Vertical words (a rotated axis label) are cut downwards.
bool inkedThroughout(const QImage& image, QRectF word, int letters) {
    const bool vertical = word.height() > 1.5 * word.width() && letters > 1;
    const double step = (vertical ? word.height() : word.width()) / std::max(1, letters);
    for (int i = 0; i < letters; ++i) {
        const QRectF cell = vertical
                                ? QRectF(word.left(), word.top() + i * step, word.width(), step)
                                : QRectF(word.left() + i * step, word.top(), step, word.height());
        if (!inked(image, cell.toAlignedRect()))
            return false;
    }
    return true;
}

// "" when consecutive words of the PDF spell `text`, lie inside the page and show on `image` (the
// page rendered by pdftoppm), else what is wrong.
QString pdfTextProblem(const PdfWords& pdf, const QImage& image, const QString& text) {
    const QString label =
        hashlab::test::withoutSpaces(text).normalized(QString::NormalizationForm_KC);
    const double dots = image.width() / pdf.page.width();
    const QRectF page(QPointF(), pdf.page);
    QString problem = QStringLiteral("not in pdftotext");
    for (std::size_t i = 0; i < pdf.words.size(); ++i) {
        if (!label.startsWith(pdf.words[i].first) || pdf.words[i].first.isEmpty())
            continue;
        QString run;
        std::size_t j = i;
        for (; j < pdf.words.size() && run.size() < label.size(); ++j)
            run += pdf.words[j].first;
        if (!run.startsWith(label))
            continue;
        problem.clear();
        for (std::size_t k = i; k < j && problem.isEmpty(); ++k) {
            const QRectF r = pdf.words[k].second;
            if (!page.contains(r))
                problem = QStringLiteral("'%1' is off the page").arg(pdf.words[k].first);
            else if (!inkedThroughout(image, QRectF(r.topLeft() * dots, r.size() * dots),
                                      int(pdf.words[k].first.size())))
                problem = QStringLiteral("'%1' is covered").arg(pdf.words[k].first);
        }
        if (problem.isEmpty())
            return {};
    }
    return problem;
}

class VectorExportText : public ::testing::TestWithParam<const char*> {};

TEST_P(VectorExportText, EveryPlotTitleAndAxisLabelIsTextInsideThePage) {
    ExportLook look(ThemeKind::Light, QString::fromLatin1(GetParam()));
    QTemporaryDir dir;
    for (const auto& subject : hashlab::test::everyLabAndTab()) {
        const std::string name =
            (subject.lab + QLatin1Char(' ') + subject.tab).toStdString() + " " + GetParam();
        const QString base = dir.filePath(subject.lab + subject.tab);
        QStringList plotTexts;
        QStringList labelTexts; // each label's and button's first words
        for (const QString& format : {QStringLiteral(".svg"), QStringLiteral(".pdf")}) {
            auto page = hashlab::test::buildPage(subject);
            ASSERT_EQ(exportLabPart(page.get(), ExportPart::Page, {base + format, kSize, 1.0}),
                      QString())
                << name;
            plotTexts = hashlab::test::plotTexts(page.get());
            labelTexts.clear();
            for (const QString& text : hashlab::test::widgetTexts(page.get()))
                labelTexts << text.section(QRegularExpression(QStringLiteral("\\s+")), 0, 1,
                                           QString::SectionSkipEmpty);
        }
        QFile file(base + QStringLiteral(".svg"));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());

        // No picture at all: the plots, Fusion's controls (spin boxes, combo boxes, sliders,
        // buttons, arrows, header sections) and the icons (media buttons, legend swatches) are
        // drawn as vectors.
        EXPECT_EQ(svg.count(QLatin1String("<image")), 0) << name;
        const auto texts = svgTexts(svg);
        static const QRegularExpression viewBox(
            QStringLiteral("viewBox=\"0 0 ([\\d.]+) ([\\d.]+)\""));
        const auto box = viewBox.match(svg);
        ASSERT_TRUE(box.hasMatch()) << name;
        const QRectF pageRect(0, 0, box.captured(1).toDouble(), box.captured(2).toDouble());
        const QString pdf = hashlab::test::withoutSpaces(hashlab::test::pdfText(base + ".pdf"));
        for (const QString& want : plotTexts) {
            // Qt writes a run in another font (α, a fallback face) as a <text> of its own: the
            // label is whole when consecutive <text>s spell it.
            const QString label = hashlab::test::withoutSpaces(want);
            std::optional<QPointF> start;
            for (std::size_t i = 0; i < texts.size() && !start; ++i) {
                QString run;
                for (std::size_t j = i; j < texts.size() && run.size() < label.size(); ++j)
                    run += hashlab::test::withoutSpaces(texts[j].text);
                if (!run.isEmpty() && run.startsWith(label) &&
                    label.startsWith(hashlab::test::withoutSpaces(texts[i].text)))
                    start = texts[i].at;
            }
            ASSERT_TRUE(start) << name << ": no <text> " << want.toStdString();
            EXPECT_TRUE(pageRect.contains(*start))
                << name << ": " << want.toStdString() << " starts off the page";
            EXPECT_TRUE(pdf.contains(hashlab::test::withoutSpaces(want)))
                << name << ": not in pdftotext: " << want.toStdString();
        }

        // In the PDF every plot title and axis label, and the start of every label and button,
        // is whole, inside the page and not painted over (a widget drew past its edges over
        // "False-positive rate").
        QString error;
        EXPECT_TRUE(runs(QStringLiteral("pdftoppm"),
                         {QStringLiteral("-r"), QStringLiteral("96"), QStringLiteral("-png"),
                          QStringLiteral("-singlefile"), base + QStringLiteral(".pdf"),
                          base + QStringLiteral("-page")},
                         &error))
            << name << ": " << error.toStdString();
        const QImage shown(base + QStringLiteral("-page.png"));
        const PdfWords words = pdfWords(base + QStringLiteral(".pdf"));
        for (const QString& want : plotTexts + labelTexts)
            if (const QString problem = pdfTextProblem(words, shown, want);
                !want.trimmed().isEmpty())
                EXPECT_TRUE(problem.isEmpty())
                    << name << ": " << want.toStdString() << ": " << problem.toStdString();

        // Outside Qt, the files render: librsvg, ImageMagick (which refused nested images) and
        // poppler.
        EXPECT_TRUE(runs(QStringLiteral("rsvg-convert"),
                         {QStringLiteral("-o"), base + QStringLiteral("-rsvg.png"),
                          base + QStringLiteral(".svg")},
                         &error))
            << name << ": " << error.toStdString();
        EXPECT_TRUE(runs(QStringLiteral("convert"),
                         {base + QStringLiteral(".svg"), base + QStringLiteral("-magick.png")},
                         &error))
            << name << ": " << error.toStdString();
        EXPECT_TRUE(runs(QStringLiteral("pdftoppm"),
                         {QStringLiteral("-r"), QStringLiteral("48"), QStringLiteral("-png"),
                          base + QStringLiteral(".pdf"), base + QStringLiteral("-poppler")},
                         &error))
            << name << ": " << error.toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, VectorExportText, ::testing::Values("en", "zh_CN"));

} // namespace

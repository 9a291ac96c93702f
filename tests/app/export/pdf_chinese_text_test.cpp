// Chinese PDFs read back as the Chinese they show (issue 30, item 4): Qt's ToUnicode map gave an
// ideograph that shares its glyph with a radical the radical's code point (生日 came out as
// U+2F63 U+2F47), so copying or searching a handout found nothing. Every lab and tab, and a
// handout per lab, exported in Chinese: pdftotext has each text of the page exactly and no radical,
// and the PDF embeds the Simplified Chinese face only.
#include "export/lesson_document.h"
#include "export/pdf_to_unicode.h"
#include "shell/language.h"
#include "support/export_layout.h"
#include "support/export_text.h"

#include "hashlab/scenario/lesson.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::test::ExportLook;

QString pdfFonts(const QString& pdf) {
    QProcess run;
    run.start(QStandardPaths::findExecutable(QStringLiteral("pdffonts")), {pdf});
    EXPECT_TRUE(run.waitForFinished(60000));
    return QString::fromUtf8(run.readAllStandardOutput());
}

TEST(PdfChineseText, RadicalsMapToTheirIdeographs) {
    EXPECT_EQ(unifiedIdeograph(U'\u2F63'), U'\u751F'); // KANGXI RADICAL LIFE -> 生
    EXPECT_EQ(unifiedIdeograph(U'\u2F47'), U'\u65E5'); // KANGXI RADICAL SUN -> 日
    EXPECT_EQ(unifiedIdeograph(U'\u2E8C'), U'\u5C0F'); // a range's first: SMALL ONE -> 小
    EXPECT_EQ(unifiedIdeograph(U'\u2E8D'), U'\u5C0F'); // and its last
    EXPECT_EQ(unifiedIdeograph(U'\u751F'), U'\u751F');
    EXPECT_EQ(unifiedIdeograph(U'A'), U'A');
}

// Noto Sans CJK SC draws 户 (U+6237) and 戶 (U+6236) with one glyph, and Qt's writer names a
// glyph by the lowest code point that has it: the exporter names it by the one it painted.
TEST(PdfChineseText, AGlyphSharedByTwoIdeographsReadsBackAsThePaintedOne) {
    QTemporaryDir dir;
    for (const QString& shown : {QStringLiteral("用户 账户"), QStringLiteral("門戶")}) {
        QLabel label(shown);
        label.setFont(QFont(QStringLiteral("Noto Sans CJK SC"), 14));
        const QString pdf = dir.filePath(QStringLiteral("label.pdf"));
        ASSERT_EQ(exportWidget(&label, {pdf, QSize(320, 80), 1.0}), QString());
        EXPECT_EQ(hashlab::test::withoutSpaces(hashlab::test::pdfText(pdf)),
                  hashlab::test::withoutSpaces(shown));
    }
}

TEST(PdfChineseText, EveryLabAndTabReadsBackAsItsChinese) {
    ExportLook look(ThemeKind::Light, QStringLiteral("zh_CN"));
    QTemporaryDir dir;
    for (const auto& subject : hashlab::test::everyLabAndTab()) {
        const std::string name = (subject.lab + QLatin1Char(' ') + subject.tab).toStdString();
        auto page = hashlab::test::buildPage(subject);
        const QString pdf = dir.filePath(subject.lab + subject.tab + QStringLiteral(".pdf"));
        ASSERT_EQ(exportLabPart(page.get(), ExportPart::Page, {pdf, QSize(1600, 900), 1.0}),
                  QString())
            << name;
        // What the page shows, as laid out for the export.
        QStringList expected;
        // Each run of words on its own: pdftotext orders a legend's columns its own way.
        for (const QString& text : hashlab::test::widgetTexts(page.get()))
            for (const QString& run : text.split(QRegularExpression(QStringLiteral("\\s{2,}|\\n"))))
                if (hashlab::test::hasChinese(run))
                    expected << run;
        EXPECT_FALSE(expected.isEmpty()) << name;
        const QString text = hashlab::test::pdfText(pdf);
        const QString flat = hashlab::test::lettersOnly(text);
        EXPECT_EQ(hashlab::test::radicalsIn(text), QString()) << name;
        for (const QString& want : expected)
            EXPECT_TRUE(flat.contains(hashlab::test::lettersOnly(want)))
                << name << ": " << want.toStdString();
        const QString fonts = pdfFonts(pdf);
        EXPECT_TRUE(fonts.contains(QLatin1String("CJKsc"))) << name << fonts.toStdString();
        EXPECT_FALSE(fonts.contains(QLatin1String("CJKjp"))) << name << fonts.toStdString();
    }
}

// One guided lesson per lab as a Chinese handout (all of them: the Long form): its title and every
// step's caption read back whole, and no radical anywhere.
void expectHandoutsReadBack(bool all) {
    ExportLook look(ThemeKind::Light, QStringLiteral("zh_CN"));
    QTemporaryDir dir;
    QStringList labsDone;
    const QDir scenarios(QStringLiteral(HASHLAB_SOURCE_DIR "/resources/scenarios"));
    for (const QString& file : scenarios.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile f(scenarios.filePath(file));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        auto lesson = hashlab::scenario::parseLesson(f.readAll().toStdString());
        if (!lesson || lesson->steps.size() < 2)
            continue; // a one-state scenario, not a guided lesson
        const QString lab = QString::fromStdString(lesson->steps.front().lab);
        if (!all && labsDone.contains(lab))
            continue;
        labsDone << lab;
        const QString pdf = dir.filePath(file + QStringLiteral(".pdf"));
        const auto result = exportLessonDocument(*lesson, LessonLayout::Handout, pdf);
        ASSERT_EQ(result.error, QString()) << file.toStdString();
        const QString text = hashlab::test::pdfText(pdf);
        const QString flat = hashlab::test::lettersOnly(text);
        EXPECT_EQ(hashlab::test::radicalsIn(text), QString()) << file.toStdString();
        QStringList expected = {
            QString::fromStdString(hashlab::scenario::pick(lesson->title, "zh_CN"))};
        for (const auto& step : lesson->steps)
            expected << QString::fromStdString(hashlab::scenario::pick(step.caption, "zh_CN"));
        // A caption quoting the lab's figures ({under_replicated}) shows their values: each part
        // around them is whole.
        static const QRegularExpression figure(QStringLiteral("\\{[a-z_]+\\}"));
        for (const QString& want : expected)
            for (const QString& part : want.split(figure, Qt::SkipEmptyParts))
                EXPECT_TRUE(flat.contains(hashlab::test::lettersOnly(part)))
                    << file.toStdString() << ": " << part.toStdString();
    }
    EXPECT_GE(labsDone.size(), 4);
}

TEST(PdfChineseText, AHandoutPerLabReadsBackAsItsChinese) {
    expectHandoutsReadBack(false);
}

TEST(PdfChineseTextLong, EveryHandoutReadsBackAsItsChinese) {
    expectHandoutsReadBack(true);
}

} // namespace

#pragma once
// What the exported-text tests share: every lab page and tab built as `hashlab export` builds it,
// the texts it shows (labels, buttons, plot titles and axis labels), and the text poppler reads
// back from a PDF.
#include "export/export_part.h"
#include "shell/lab_page.h"
#include "shell/lab_registry.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTextDocumentFragment>

#include <gtest/gtest.h>
#include <qcustomplot.h>

#include <memory>
#include <vector>

namespace hashlab::test {

struct PageSubject {
    QString lab;
    QString tab; // "" for a lab without tabs
};

// Every lab once per tab it has (once if it has none).
inline std::vector<PageSubject> everyLabAndTab() {
    std::vector<PageSubject> out;
    for (const QString& lab : app::labIds()) {
        std::unique_ptr<app::LabPage> page(app::createLab(lab, nullptr));
        const QStringList tabs = page->pageTabs();
        if (tabs.isEmpty())
            out.push_back({lab, {}});
        for (const QString& tab : tabs)
            out.push_back({lab, tab});
    }
    return out;
}

// The subject's page, settled for a page export (in the language and theme already set).
inline std::unique_ptr<app::LabPage> buildPage(const PageSubject& subject) {
    std::unique_ptr<app::LabPage> page(app::createLab(subject.lab, nullptr));
    if (!subject.tab.isEmpty()) {
        EXPECT_TRUE(page->showPageTab(subject.tab)) << subject.tab.toStdString();
    }
    page->settleFor(app::ExportPart::Page);
    return page;
}

inline QString withoutSpaces(QString text) {
    text.remove(QRegularExpression(QStringLiteral("\\s")));
    return text;
}

// The titles and axis labels of the page's visible plots.
inline QStringList plotTexts(const QWidget* page) {
    QStringList out;
    for (QCustomPlot* plot : page->findChildren<QCustomPlot*>()) {
        if (!plot->isVisibleTo(page->window()))
            continue;
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes())
                if (axis->visible() && !axis->label().trimmed().isEmpty())
                    out << axis->label();
        for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
            if (auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)))
                if (title->visible() && !title->text().trimmed().isEmpty())
                    out << title->text();
    }
    return out;
}

// False when a scroll area around `w` (inside `page`) has it scrolled out of its viewport: the
// page, and so every export of it, does not show it (the Real speed tab's caption below its plot).
inline bool insideScrolledViewports(const QWidget* w, const QWidget* page) {
    for (const QWidget* p = w->parentWidget(); p && p != page; p = p->parentWidget()) {
        const auto* area = qobject_cast<const QAbstractScrollArea*>(p->parentWidget());
        if (!area || area->viewport() != p)
            continue;
        const QRect inViewport(w->mapTo(p, QPoint(0, 0)), w->size());
        if (!inViewport.intersects(p->rect()))
            return false;
    }
    return true;
}

// The visible labels' and buttons' texts that are shown whole (not elided, one paragraph).
inline QStringList widgetTexts(const QWidget* page) {
    QStringList out;
    for (const QLabel* label : page->findChildren<QLabel*>()) {
        if (!label->isVisibleTo(page->window()) || label->text().trimmed().isEmpty() ||
            !label->pixmap().isNull() || !insideScrolledViewports(label, page))
            continue;
        const QString text = Qt::mightBeRichText(label->text())
                                 ? QTextDocumentFragment::fromHtml(label->text()).toPlainText()
                                 : label->text();
        if (!label->wordWrap() && label->fontMetrics().horizontalAdvance(text) > label->width())
            continue; // cut by its own width in the window too
        out << text;
    }
    for (const QAbstractButton* button : page->findChildren<QAbstractButton*>())
        if (button->isVisibleTo(page->window()) && insideScrolledViewports(button, page) &&
            !button->text().trimmed().isEmpty() &&
            button->fontMetrics().horizontalAdvance(button->text()) < button->width())
            out << QString(button->text()).remove(QLatin1Char('&'));
    return out;
}

// pdftotext's reading of the PDF (UTF-8), or "" if poppler-utils is missing (the test fails).
inline QString pdfText(const QString& pdf, const QStringList& extra = {}) {
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    EXPECT_FALSE(tool.isEmpty()) << "pdftotext (poppler-utils, installed by tools/setup.sh)";
    QProcess run;
    run.start(tool, extra + QStringList{pdf, QStringLiteral("-")});
    EXPECT_TRUE(run.waitForFinished(60000));
    return QString::fromUtf8(run.readAllStandardOutput());
}

// Only the letters and digits (Chinese included): box-drawing and other symbols of a legend
// come back from pdftotext as other characters or not at all.
// Latin ligatures (the ﬁ the font draws for "fi") are spelt out; not NFKC as a whole, which would
// also turn radicals into ideographs and hide what the radical check looks for.
inline QString lettersOnly(const QString& text) {
    QString out;
    for (const QChar c : text) {
        if (c.unicode() >= 0xfb00 && c.unicode() <= 0xfb06)
            out += QString(c).normalized(QString::NormalizationForm_KC);
        else if (c.isLetterOrNumber())
            out += c;
    }
    return out;
}

inline bool hasChinese(const QString& text) {
    for (const QChar c : text)
        if (c.unicode() >= 0x3400 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

// Code points of the CJK Radicals Supplement, Kangxi Radicals and CJK Strokes blocks: never in
// HashLab's text, so in extracted text they are ideographs read back wrongly.
inline QString radicalsIn(const QString& text) {
    QString out;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u >= 0x2e80 && u <= 0x2fdf) || (u >= 0x31c0 && u <= 0x31ef))
            out += QStringLiteral("U+%1 ").arg(int(u), 4, 16, QLatin1Char('0')).toUpper();
    }
    return out;
}

} // namespace hashlab::test

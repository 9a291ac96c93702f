#pragma once
// Helpers for export layout tests: render a lab page the way `hashlab export` does (theme and
// language set first, the exporter lays it out) and check geometry: text that fits its widget,
// widgets that stay inside the page and do not overlap.
#include "export/exporter.h"
#include "shell/language.h"
#include "shell/theme.h"

#include <QAbstractButton>
#include <QImage>
#include <QLabel>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QWidget>

#include <gtest/gtest.h>

#include <cstdlib>

namespace hashlab::test {

// Theme and language for one test; back to light/en afterwards.
struct ExportLook {
    ExportLook(app::ThemeKind kind, const QString& language) {
        app::setLanguage(language);
        app::ThemeManager::instance().setKind(kind);
    }
    ~ExportLook() {
        app::ThemeManager::instance().setKind(app::ThemeKind::Light);
        app::setLanguage(QStringLiteral("en"));
    }
};

// Exports `widget` as a PNG of `size` pixels at `scale` and returns the image (and the scale the
// exporter used).
inline QImage exportPng(QWidget* widget, QSize size, double scale, double* applied = nullptr) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("page.png"));
    const QString error = app::exportWidget(widget, {path, size, scale}, applied);
    EXPECT_EQ(error, QString()) << error.toStdString();
    return QImage(path);
}

// The widget's rectangle in `page` coordinates.
inline QRect rectIn(const QWidget* w, const QWidget* page) {
    return QRect(w->mapTo(page, QPoint(0, 0)), w->size());
}

// Pixels of `image` inside `area` that differ from `ground` (text or strokes drawn there).
inline int inkedPixels(const QImage& image, QRect area, const QColor& ground) {
    int inked = 0;
    area &= image.rect();
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - ground.red()) + std::abs(c.green() - ground.green()) +
                    std::abs(c.blue() - ground.blue()) >
                60)
                ++inked;
        }
    return inked;
}

// Every visible label with plain text on one line, and every button: its text's width fits the
// width the layout gave it (no clipping). Returns the offenders, for the failure message.
inline QStringList clippedTexts(const QWidget* page) {
    QStringList out;
    for (const QLabel* l : page->findChildren<QLabel*>()) {
        if (!l->isVisibleTo(page) || l->wordWrap() || l->text().isEmpty() ||
            l->textFormat() == Qt::RichText || l->text().contains(QLatin1Char('<')))
            continue;
        const int need = l->fontMetrics().horizontalAdvance(l->text());
        if (need > l->contentsRect().width() + 1)
            out << QStringLiteral("label '%1' needs %2 px, has %3")
                       .arg(l->text())
                       .arg(need)
                       .arg(l->contentsRect().width());
    }
    for (const QAbstractButton* b : page->findChildren<QAbstractButton*>()) {
        if (!b->isVisibleTo(page) || b->text().isEmpty())
            continue;
        const int need = b->fontMetrics().horizontalAdvance(b->text());
        if (need > b->width())
            out << QStringLiteral("button '%1' needs %2 px, has %3")
                       .arg(b->text())
                       .arg(need)
                       .arg(b->width());
    }
    return out;
}

// Every visible control with text or input (button, label, line edit, combo box, spin box) lies
// inside each of its ancestors up to `page`, except along a direction in which an ancestor scroll
// area can scroll: elsewhere the part outside is cut off and cannot be reached (a form capped
// narrower than its own minimum placed its buttons past its right edge). Returns the offenders.
inline QStringList cutOffWidgets(const QWidget* page) {
    QStringList out;
    for (const QWidget* w : page->findChildren<QWidget*>()) {
        const bool control = qobject_cast<const QAbstractButton*>(w) ||
                             qobject_cast<const QLabel*>(w) || w->inherits("QLineEdit") ||
                             w->inherits("QComboBox") || w->inherits("QAbstractSpinBox");
        if (!control || !w->isVisibleTo(page) || w->width() <= 0)
            continue;
        bool scrollsX = false, scrollsY = false;
        for (const QWidget* a = w->parentWidget(); a; a = a->parentWidget()) {
            if (const auto* area = qobject_cast<const QScrollArea*>(a->parentWidget());
                area && area->viewport() == a) {
                scrollsX |= area->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff;
                scrollsY |= area->verticalScrollBarPolicy() != Qt::ScrollBarAlwaysOff;
            }
            const QRect r(w->mapTo(a, QPoint(0, 0)), w->size());
            const bool outX = r.left() < -1 || r.right() > a->width() + 1;
            const bool outY = r.top() < -1 || r.bottom() > a->height() + 1;
            if ((outX && !scrollsX) || (outY && !scrollsY)) {
                out << QStringLiteral("%1 '%2' at x %3..%4, y %5..%6 of a %7 × %8 %9")
                           .arg(QString::fromLatin1(w->metaObject()->className()),
                                w->property("text").toString().left(40))
                           .arg(r.left())
                           .arg(r.right())
                           .arg(r.top())
                           .arg(r.bottom())
                           .arg(a->width())
                           .arg(a->height())
                           .arg(QString::fromLatin1(a->metaObject()->className()));
                break;
            }
            if (a == page)
                break;
        }
    }
    return out;
}

// Every visible label with text: the height the layout gave it holds its lines - a wrapped label's
// lines at its width, another's sizeHint. Layouts squeeze a wrapped label's neighbours (or it)
// when they size it by its one-line minimum. Returns the offenders.
inline QStringList squeezedLabels(const QWidget* page) {
    QStringList out;
    for (const QLabel* l : page->findChildren<QLabel*>()) {
        if (!l->isVisibleTo(page) || l->text().isEmpty() || l->width() <= 0)
            continue;
        const int need = l->wordWrap() ? l->heightForWidth(l->width()) : l->sizeHint().height();
        if (need > l->height() + 1)
            out << QStringLiteral("label '%1' needs %2 px of height, has %3")
                       .arg(l->text().left(60))
                       .arg(need)
                       .arg(l->height());
    }
    return out;
}

} // namespace hashlab::test

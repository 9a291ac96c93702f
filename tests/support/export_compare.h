#pragma once
// Helpers for "the export shows what the window shows" tests: export a page through the export
// dialog (which renders a fresh copy built from the page's saved state) and the live page itself
// at the same size, and compare regions of the two pictures.
#include "export/export_dialog.h"
#include "export/exporter.h"
#include "shell/lab_page.h"
#include "shell/settings.h"
#include "shell/step_player.h"

#include <QComboBox>
#include <QImage>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

#include <cstdlib>

namespace hashlab::test {

// Clicks the player's button whose tooltip starts with `tip` ("Step back", "To start", ...).
inline void clickPlayerButton(app::StepPlayer* player, const QString& tip) {
    for (QToolButton* b : player->findChildren<QToolButton*>())
        if (b->toolTip().startsWith(tip)) {
            QTest::mouseClick(b, Qt::LeftButton);
            return;
        }
    ADD_FAILURE() << "no player button " << tip.toStdString();
}

// Exports `page` with the export dialog (PNG of `size`, the dialog's other defaults), the whole
// page or one part (the Part box's entry `part`: 0 page, 1 canvas, 2 plot).
inline QImage exportThroughDialog(app::LabPage* page, QSize size, int part = 0) {
    QTemporaryDir dir;
    app::Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    app::ExportDialog dialog(page, settings);
    dialog.widthSpin()->setValue(size.width());
    dialog.heightSpin()->setValue(size.height());
    dialog.partCombo()->setCurrentIndex(part);
    const QString path = dir.filePath(QStringLiteral("dialog.png"));
    const QString error = dialog.exportTo(path);
    EXPECT_EQ(error, QString()) << error.toStdString();
    return QImage(path);
}

// Renders the live page itself at `size` (it is laid out at that size: its widgets' rectangles
// then match the exported copy's).
inline QImage exportLive(app::LabPage* page, QSize size) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("live.png"));
    const QString error = app::exportWidget(page->exportView(), {path, size, 1.0});
    EXPECT_EQ(error, QString()) << error.toStdString();
    return QImage(path);
}

// Pixels inside `area` that differ noticeably between `a` and `b`, as a fraction of the area.
inline double differingFraction(const QImage& a, const QImage& b, QRect area) {
    area &= a.rect() & b.rect();
    if (area.isEmpty())
        return 1.0;
    int differ = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
            if (std::abs(p.red() - q.red()) + std::abs(p.green() - q.green()) +
                    std::abs(p.blue() - q.blue()) >
                60)
                ++differ;
        }
    return double(differ) / (double(area.width()) * area.height());
}

inline QRect rectInPage(const QWidget* w, const QWidget* page) {
    return QRect(w->mapTo(page, QPoint(0, 0)), w->size());
}

} // namespace hashlab::test

// The collisions page exported at 1280x720 (scale 1 and 2) and 1920x1080, in both languages and
// the classroom theme: every part is inside the picture, no wrapped caption overlaps the widget
// below or above it, and no label or button is clipped.
#include "labs/collisions/collisions_lab.h"
#include "support/export_layout.h"

#include <QAbstractItemView>
#include <QLabel>
#include <QSplitter>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::test::ExportLook;

struct Case {
    const char* language;
    QSize size;
    double scale;
};

class CollisionsExportLayout : public ::testing::TestWithParam<Case> {};

TEST_P(CollisionsExportLayout, EveryPartIsInsideThePageAndNothingOverlaps) {
    const Case c = GetParam();
    ExportLook look(ThemeKind::Classroom, QString::fromLatin1(c.language));
    CollisionsLab lab;
    lab.settleForExport();
    const QImage image = hashlab::test::exportPng(&lab, c.size, c.scale);
    ASSERT_EQ(image.size(), c.size);
    const QRect page = lab.rect();
    // Every visible child lies inside the page (a child past its edge is cut off the picture).
    for (QWidget* w : lab.findChildren<QWidget*>()) {
        if (!w->isVisibleTo(&lab) || qobject_cast<QSplitterHandle*>(w))
            continue;
        const QRect r = hashlab::test::rectIn(w, &lab);
        if (w->parentWidget() &&
            qobject_cast<QAbstractItemView*>(w->parentWidget()->parentWidget()))
            continue; // item views scroll their own contents
        EXPECT_TRUE(page.contains(r))
            << w->metaObject()->className() << " " << w->objectName().toStdString() << " at "
            << r.x() << "," << r.y() << " " << r.width() << "x" << r.height() << " page "
            << page.width() << "x" << page.height();
    }
    // Wrapped labels keep the height their lines need and do not overlap their siblings.
    for (QLabel* label : lab.findChildren<QLabel*>()) {
        if (!label->isVisibleTo(&lab) || !label->wordWrap())
            continue;
        EXPECT_GE(label->height(), label->heightForWidth(label->width()))
            << label->text().left(40).toStdString();
        const QRect r = hashlab::test::rectIn(label, &lab);
        for (QObject* o : label->parentWidget()->children()) {
            auto* sibling = qobject_cast<QWidget*>(o);
            if (!sibling || sibling == label || !sibling->isVisibleTo(&lab))
                continue;
            EXPECT_FALSE(r.intersects(hashlab::test::rectIn(sibling, &lab)))
                << label->text().left(40).toStdString() << " overlaps "
                << sibling->metaObject()->className();
        }
    }
    const QStringList clipped = hashlab::test::clippedTexts(&lab);
    EXPECT_TRUE(clipped.isEmpty()) << clipped.join(QLatin1Char('\n')).toStdString();
}

INSTANTIATE_TEST_SUITE_P(Looks, CollisionsExportLayout,
                         ::testing::Values(Case{"zh_CN", QSize(1280, 720), 1.0},
                                           Case{"en", QSize(1280, 720), 2.0},
                                           Case{"zh_CN", QSize(1920, 1080), 1.0}));

} // namespace

// Issue 29, item 4: "A rack dies" shows what its questions ask. With a failed node and replicas
// the ring colours each key by its live copies (all, fewer, one, none) and the legend counts each
// colour, so rack-aware placement on and off look different: off, some keys keep one copy
// (red); on, every key keeps two of its three.
#include "app/ring/ring_test_access.h"
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "labs/ring/ring_view.h"
#include "shell/scenario_io.h"
#include "shell/theme.h"

#include <QImage>
#include <QPainter>

#include <gtest/gtest.h>

#include <cmath>

namespace {

using namespace hashlab::app;

struct Picture {
    int oneCopy = 0, twoCopies = 0; // key-dot pixels of each colour
    QStringList legend;
};

// Step `index` of the lesson at its last stage (the keys have moved off the failed rack).
Picture picture(RingLab& lab, const hashlab::scenario::Lesson& lesson, std::size_t index) {
    EXPECT_EQ(lab.loadState(lesson.steps[index].state), QString());
    lab.settleForExport();
    RingView* view = lab.view();
    view->resize(900, 700);
    view->setStep(3);
    QImage image(view->size(), QImage::Format_ARGB32_Premultiplied);
    {
        QPainter p(&image);
        view->render(p, QRectF(image.rect()));
    }
    const ThemePalette& pal = ThemeManager::instance().palette();
    // Only the band the key dots are drawn in (the legend's swatches wear the same colours).
    const QPointF centre = RingViewTestAccess::ringCenter(*view);
    const double radius = RingViewTestAccess::ringRadius(*view);
    Picture out;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const double d = std::hypot(x - centre.x(), y - centre.y());
            if (d < 0.55 * radius || d > 0.92 * radius)
                continue;
            const QRgb c = image.pixel(x, y);
            out.oneCopy += c == pal.bad.rgb() ? 1 : 0;
            out.twoCopies += c == pal.warning.rgb() ? 1 : 0;
        }
    out.legend = RingViewTestAccess::legendTexts(*view);
    return out;
}

TEST(RingLiveCopies, RackAwarePlacementOnAndOffLookDifferent) {
    hashlab::scenario::Lesson lesson;
    ASSERT_EQ(readLessonFile(QStringLiteral(":/scenarios/ring_rack_dies.json"), &lesson),
              QString());
    ASSERT_GE(lesson.steps.size(), 2u);
    RingLab lab;
    // No node's own colour is one the copies use: the pixels below count keys, not nodes.
    const ThemePalette& pal = ThemeManager::instance().palette();
    for (const char* node : {"A", "B", "C", "D", "E", "F"}) {
        EXPECT_NE(lab.model()->nodeColor(node), pal.bad) << node;
        EXPECT_NE(lab.model()->nodeColor(node), pal.warning) << node;
    }
    // Step 1: R = 3 ignoring racks, rack r2 (C and D) dies: some keys keep one live copy.
    const Picture off = picture(lab, lesson, 0);
    const auto& report = *lab.model()->snapshot()->replicas;
    ASSERT_GT(report.live[1], 0u);
    EXPECT_GT(off.oneCopy, 0) << "no key drawn in the one-copy colour";
    EXPECT_GT(off.twoCopies, 0);
    EXPECT_TRUE(off.legend.contains(QStringLiteral("1 live copy · %1 keys")
                                        .arg(QLocale().toString(qulonglong(report.live[1])))))
        << off.legend.join(QLatin1Char('|')).toStdString();
    // Step 2: rack-aware, the same rack dies: every key keeps two copies, none is red.
    const Picture on = picture(lab, lesson, 1);
    EXPECT_EQ(lab.model()->snapshot()->replicas->live[1], 0u);
    EXPECT_EQ(on.oneCopy, 0);
    EXPECT_GT(on.twoCopies, 0);
    EXPECT_FALSE(on.legend.join(QLatin1Char('|')).contains(QStringLiteral("1 live copy")));
    EXPECT_TRUE(on.legend.contains(QStringLiteral("2 live copies · 1,500 keys")))
        << on.legend.join(QLatin1Char('|')).toStdString();
}

// Without a failed node every key has its copies: the keys keep their owners' colours.
TEST(RingLiveCopies, WithoutAFailureKeysWearTheirOwnersColours) {
    hashlab::scenario::Lesson lesson;
    ASSERT_EQ(readLessonFile(QStringLiteral(":/scenarios/ring_rack_dies.json"), &lesson),
              QString());
    RingLab lab;
    EXPECT_EQ(lab.loadState(lesson.steps[0].state), QString());
    lab.settleForExport();
    lab.view()->setStep(0); // before rack r2 fails
    EXPECT_FALSE(RingViewTestAccess::legendTexts(*lab.view())
                     .join(QLatin1Char('|'))
                     .contains(QStringLiteral("live cop")));
}

} // namespace

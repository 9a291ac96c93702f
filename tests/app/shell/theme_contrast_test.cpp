// Theme details that only show up in exported pictures: disabled controls must look disabled in
// the classroom theme, and the step player's buttons must be visible on the dark theme.
#include "shell/step_player.h"
#include "shell/theme.h"

#include <QApplication>
#include <QImage>
#include <QToolButton>

#include <gtest/gtest.h>

#include <algorithm>

namespace {

using namespace hashlab::app;

struct ThemeGuard {
    explicit ThemeGuard(ThemeKind kind) { ThemeManager::instance().setKind(kind); }
    ~ThemeGuard() { ThemeManager::instance().setKind(ThemeKind::Light); }
};

double maxLightness(const QImage& image, QRect area) {
    double best = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            best = std::max(best, double(image.pixelColor(x, y).lightnessF()));
    return best;
}

TEST(ThemeContrast, ClassroomDisabledTextIsGreyNotBlack) {
    ThemeGuard guard(ThemeKind::Classroom);
    const QPalette pal = QApplication::palette();
    for (auto role : {QPalette::Text, QPalette::ButtonText, QPalette::WindowText}) {
        const double active = pal.color(QPalette::Active, role).lightnessF();
        const double disabled = pal.color(QPalette::Disabled, role).lightnessF();
        EXPECT_GT(disabled - active, 0.35) << role;
    }
}

TEST(ThemeContrast, StepPlayerButtonsAreDrawnInTheTextColourOnDark) {
    ThemeGuard guard(ThemeKind::Dark);
    StepPlayer player;
    player.setCount(3, true); // at the end: back enabled, forward disabled
    player.resize(600, 40);
    player.show();
    QApplication::processEvents();
    const QImage image = player.grab().toImage();
    const auto buttons = player.findChildren<QToolButton*>();
    ASSERT_EQ(buttons.size(), 5);
    const QColor text = ThemeManager::instance().palette().text;
    for (QToolButton* b : buttons) {
        const QRect r(b->mapTo(&player, QPoint(0, 0)), b->size());
        const double bright = maxLightness(image, r);
        if (b->isEnabled()) // the icon itself, near the text colour (Fusion's are black)
            EXPECT_GT(bright, text.lightnessF() - 0.1) << b->toolTip().toStdString();
        else // still visible against the surface, but dimmer than an enabled one
            EXPECT_GT(bright, ThemeManager::instance().palette().surface.lightnessF() + 0.15);
    }
}

} // namespace

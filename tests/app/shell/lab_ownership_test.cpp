// Issue 12, item 9 (shell part): what belongs to one lab stays with it. A lesson's caption is shown
// only above the lab it was opened for (and comes back on returning), and the status bar shows the
// visible lab's message, never one a hidden lab sends when its background work finishes.
#include "labs/ring/ring_lab.h"
#include "labs/ring/ring_model.h"
#include "shell/lab_page.h"
#include "shell/lessons.h"
#include "shell/settings.h"
#include "support/lesson_window.h"
#include "window/main_window.h"

#include <QApplication>
#include <QLabel>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;

QTabBar* switcherOf(MainWindow& window) {
    for (QTabBar* bar : window.findChildren<QTabBar*>())
        if (!qobject_cast<QTabWidget*>(bar->parentWidget()))
            return bar;
    return nullptr;
}

void clickLab(MainWindow& window, const QString& id) {
    QTabBar* switcher = switcherOf(window);
    ASSERT_NE(switcher, nullptr);
    const QStringList ids = {"ring", "probing", "bloom", "collisions"};
    QTest::mouseClick(switcher, Qt::LeftButton, {},
                      switcher->tabRect(static_cast<int>(ids.indexOf(id))).center());
    ASSERT_EQ(window.currentLab()->labId(), id);
}

QString statusText(MainWindow& window) {
    QStringList texts;
    for (QLabel* label : window.statusBar()->findChildren<QLabel*>())
        if (label->isVisible())
            texts << label->text();
    return texts.join(QLatin1Char('|'));
}

TEST(LabOwnership, ALessonCaptionShowsOnlyAboveItsOwnLab) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    MainWindow window(settings);
    window.resize(1280, 720);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    LessonBanner* banner = window.lessonBanner();

    ASSERT_EQ(window.openScenario(hashlab::app::testing::v1Lesson("ring_node_dies")), QString());
    const QString ringCaption = banner->text();
    EXPECT_TRUE(banner->isVisible());
    clickLab(window, QStringLiteral("bloom"));
    EXPECT_FALSE(banner->isVisible()) << "the ring's caption stays above the Bloom lab";
    clickLab(window, QStringLiteral("probing"));
    EXPECT_FALSE(banner->isVisible());
    clickLab(window, QStringLiteral("ring"));
    EXPECT_TRUE(banner->isVisible()) << "the caption does not come back with its lab";
    EXPECT_EQ(banner->text(), ringCaption);

    // A lesson of another lab replaces it; the ring then shows none.
    ASSERT_EQ(window.openScenario(hashlab::app::testing::v1Lesson("probing_gcd_trap")), QString());
    EXPECT_TRUE(banner->isVisible());
    EXPECT_NE(banner->text(), ringCaption);
    clickLab(window, QStringLiteral("ring"));
    EXPECT_FALSE(banner->isVisible());

    // Closed by the user: it stays closed when the lab comes back.
    clickLab(window, QStringLiteral("probing"));
    ASSERT_TRUE(banner->isVisible());
    QToolButton* close = banner->findChild<QToolButton*>();
    ASSERT_NE(close, nullptr);
    QTest::mouseClick(close, Qt::LeftButton);
    EXPECT_FALSE(banner->isVisible());
    clickLab(window, QStringLiteral("ring"));
    clickLab(window, QStringLiteral("probing"));
    EXPECT_FALSE(banner->isVisible());
}

TEST(LabOwnership, TheStatusBarShowsOnlyTheVisibleLabsMessage) {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    settings.setLastLab(QStringLiteral("bloom")); // the app opens on Bloom; the ring works behind
    MainWindow window(settings);
    window.resize(1280, 720);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    ASSERT_EQ(window.currentLab()->labId(), QStringLiteral("bloom"));
    auto* ring = qobject_cast<RingLab*>(window.lab(QStringLiteral("ring")));
    ASSERT_NE(ring, nullptr);

    // The ring's work (here a node added just before switching) lands while Bloom is on screen.
    ASSERT_EQ(ring->model()->addNode(QStringLiteral("Q"), 1.0), QString());
    ASSERT_TRUE(QTest::qWaitFor([&] { return !ring->model()->busy(); }, 10000));
    // The ring's result lands through a queued signal.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !ring->counterText().isEmpty(); }, 10000));
    const QString ringMessage = ring->counterText();
    ASSERT_FALSE(ringMessage.isEmpty());
    EXPECT_FALSE(statusText(window).contains(ringMessage))
        << "the Bloom tab shows the ring's message: " << statusText(window).toStdString();

    clickLab(window, QStringLiteral("ring"));
    EXPECT_TRUE(statusText(window).contains(ringMessage))
        << "the ring's own message is not shown on its return: "
        << statusText(window).toStdString();
}

} // namespace

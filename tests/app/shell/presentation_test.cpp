// Issue 12, item 5: presentation mode (F11) on a 1280×720 projector. The probing table keeps slots
// at least as large as in the normal mode, drawn, with and without a lesson caption, in every
// theme and both languages; its plots stay reachable; every panel's type grows; the View menu
// shows the mode however it was entered; a theme switch keeps the larger type.
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_model.h"
#include "labs/tables/probing_plot.h"
#include "labs/tables/probing_view.h"
#include "shell/lab_page.h"
#include "shell/language.h"
#include "shell/lessons.h"
#include "shell/settings.h"
#include "shell/spotlight.h"
#include "shell/step_player.h"
#include "shell/theme.h"
#include "support/lesson_window.h"
#include "support/settle.h"
#include "window/main_window.h"

#include <QAction>
#include <QApplication>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

#include <iostream>

namespace {

using namespace hashlab::app;

const QSize kProjector(1280, 720);

struct Env {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("s.ini"))};
};

// What presentation mode does to the content of a 1280×720 full screen (the offscreen test screen
// is 800×800, so the window is sized instead of made full screen, as in window_fit_test).
void setPresentation(MainWindow& window, bool on) {
    ThemeManager::instance().setPresentation(on);
    // The form and the plots are in the drawer since issue 29: open, they keep issue 12's layout.
    window.setDrawerOpen(on);
    window.resize(kProjector);
    hashlab::test::settlePosted();
}

QAction* presentationAction(MainWindow& window) {
    for (QAction* a : window.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(Qt::Key_F11))
            return a;
    return nullptr;
}

QScrollArea* scrollAreaOf(QWidget* page) {
    for (QWidget* p = page->parentWidget(); p; p = p->parentWidget())
        if (auto* s = qobject_cast<QScrollArea*>(p))
            return s;
    return nullptr;
}

// The share of drawn slots whose fill (sampled away from the text, the arrows and the highlight)
// is the colour of the slot's state.
double drawnSlotShare(ProbingView* view, const ProbingModel* model) {
    const QImage image = view->grab().toImage();
    const ThemePalette& pal = ThemeManager::instance().palette();
    const auto& table = model->table();
    int good = 0, total = 0;
    const double dpr = image.devicePixelRatio();
    for (std::uint64_t slot = 0; slot < table.size(); ++slot) {
        const QRectF r = view->slotRect(slot);
        // The probed slot wears a thick highlight ring over its fill.
        if (r.isEmpty() || static_cast<int>(slot) == view->highlightedSlot())
            continue;
        ++total;
        // Low and in the middle: clear of the key's text, and of the probed slot's ring, which
        // reaches over its neighbours' edges.
        const QPointF at(r.center().x(), r.top() + r.height() * 0.85);
        const QColor c = image.pixelColor((at * dpr).toPoint());
        using hashlab::tables::SlotState;
        const SlotState st = table.state(slot);
        const QColor want = st == SlotState::Occupied    ? pal.occupied
                            : st == SlotState::Tombstone ? pal.tombstone
                                                         : pal.empty;
        const int d = std::abs(c.red() - want.red()) + std::abs(c.green() - want.green()) +
                      std::abs(c.blue() - want.blue());
        if (d < 30)
            ++good;
    }
    return total == 0 ? 0.0 : double(good) / total;
}

struct Fit {
    double cell = 0;
    double drawn = 0;
    double detailNeeds = 0, detailHas = 0; // the sentence under the headline: its lines, its box
    bool plotReachable = false;
    QString why;
};

Fit measureProbing(MainWindow& window) {
    Fit f;
    auto* lab = qobject_cast<ProbingLab*>(window.currentLab());
    lab->player()->toEnd();
    lab->plot()->waitForIt(); // measured when first shown; its legend sets its least height
    QApplication::processEvents();
    f.cell = lab->view()->slotRect(0).width();
    f.drawn = drawnSlotShare(lab->view(), lab->model());
    const ProbingView* view = lab->view();
    f.detailHas = view->detailBox().height();
    f.detailNeeds =
        QFontMetricsF(view->detailFont())
            .boundingRect(view->detailBox(), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                          view->detail())
            .height();
    // The plots: full size on the page, and on screen or within the page's scroll range.
    QScrollArea* scroll = scrollAreaOf(lab);
    ProbingPlot* plot = lab->plot();
    const QRect onPage(plot->mapTo(lab, QPoint(0, 0)), plot->size());
    const int viewport = scroll->viewport()->height();
    const int reach = viewport + scroll->verticalScrollBar()->maximum();
    f.plotReachable = plot->isVisible() && plot->height() >= plot->minimumSizeHint().height() &&
                      onPage.bottom() <= reach && onPage.right() <= lab->width();
    f.why = QStringLiteral("plot %1x%2 at y %3 (min %4), viewport %5, scroll max %6, page %7x%8")
                .arg(plot->width())
                .arg(plot->height())
                .arg(onPage.top())
                .arg(plot->minimumSizeHint().height())
                .arg(viewport)
                .arg(scroll->verticalScrollBar()->maximum())
                .arg(lab->width())
                .arg(lab->height());
    return f;
}

TEST(Presentation, ProbingSlotsAt1280x720AreAtLeastAsLargeAsInNormalModeAndDrawn) {
    const QString shots = qEnvironmentVariable("HASHLAB_SCREENSHOT_DIR");
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ASSERT_TRUE(setLanguage(lang));
        for (ThemeKind kind : {ThemeKind::Light, ThemeKind::Dark, ThemeKind::Classroom}) {
            for (bool caption : {false, true}) {
                Env env;
                ThemeManager::instance().setKind(kind);
                MainWindow window(env.settings);
                window.resize(kProjector);
                window.show();
                ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
                ASSERT_EQ(window.openScenario(hashlab::app::testing::v1Lesson("probing_gcd_trap")),
                          QString());
                if (!caption) // closed by the teacher
                    QTest::mouseClick(window.lessonBanner()->findChild<QToolButton*>(),
                                      Qt::LeftButton);
                const std::string at =
                    (lang + QLatin1Char(' ') + ThemeManager::name(kind) +
                     (caption ? QStringLiteral(", caption") : QStringLiteral(", no caption")))
                        .toStdString();
                setPresentation(window, false);
                const Fit normal = measureProbing(window);
                setPresentation(window, true);
                const Fit pres = measureProbing(window);
                std::cout << at << ": slot " << normal.cell << " px normal, " << pres.cell
                          << " px presentation; " << pres.why.toStdString() << "\n";
                EXPECT_GE(pres.cell, normal.cell - 0.5) << at;
                EXPECT_GE(pres.drawn, 0.9) << at << ": slots not drawn";
                EXPECT_LE(pres.detailNeeds, pres.detailHas) << at << ": the detail is cut";
                EXPECT_LE(normal.detailNeeds, normal.detailHas) << at << ": the detail is cut";
                EXPECT_GE(normal.drawn, 0.9) << at << ": slots not drawn in the normal mode";
                EXPECT_TRUE(pres.plotReachable) << at << ": " << pres.why.toStdString();
                if (!shots.isEmpty())
                    window.grab().save(
                        QStringLiteral("%1/presentation-probing-%2-%3-%4.png")
                            .arg(shots, lang, ThemeManager::name(kind))
                            .arg(caption ? QStringLiteral("caption") : QStringLiteral("plain")));
                setPresentation(window, false);
            }
        }
    }
    ThemeManager::instance().setKind(ThemeKind::Light);
    setLanguage(QStringLiteral("en"));
}

// The point size every visible text widget of a lab draws with.
QHash<QWidget*, double> textSizes(LabPage* lab) {
    QHash<QWidget*, double> sizes;
    for (QWidget* w : lab->findChildren<QWidget*>()) {
        if (!w->isVisible())
            continue;
        if (qobject_cast<QLabel*>(w) || qobject_cast<QLineEdit*>(w) ||
            qobject_cast<QPushButton*>(w))
            sizes.insert(w, QFontInfo(w->font()).pointSizeF());
    }
    return sizes;
}

// Every widget shown in both: its type in `big` is at least `factor` times its type in `small`.
void expectLarger(const QHash<QWidget*, double>& small, const QHash<QWidget*, double>& big,
                  double factor, const std::string& where) {
    int compared = 0;
    for (auto it = small.begin(); it != small.end(); ++it) {
        if (!big.contains(it.key()))
            continue;
        ++compared;
        EXPECT_GE(big.value(it.key()), it.value() * factor)
            << where << ": " << it.key()->metaObject()->className() << " '"
            << it.key()->property("text").toString().left(30).toStdString() << "'";
    }
    EXPECT_GT(compared, 5) << where;
}

TEST(Presentation, EveryPanelsTypeGrowsAndAThemeSwitchKeepsIt) {
    Env env;
    MainWindow window(env.settings);
    window.resize(kProjector);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    for (const QString& id : {QStringLiteral("ring"), QStringLiteral("probing"),
                              QStringLiteral("bloom"), QStringLiteral("collisions")}) {
        window.showLab(id);
        QApplication::processEvents();
        const QHash<QWidget*, double> normal = textSizes(window.currentLab());
        setPresentation(window, true);
        expectLarger(normal, textSizes(window.currentLab()), 1.3, id.toStdString());
        // A theme chosen from the menu while presenting keeps the presentation type.
        for (const char* theme : {"dark", "classroom", "light"}) {
            for (QAction* a : window.findChildren<QAction*>())
                if (a->data().toString() == QLatin1String(theme))
                    a->trigger();
            QApplication::processEvents();
            EXPECT_TRUE(ThemeManager::instance().presentation()) << theme;
            EXPECT_GE(ThemeManager::instance().palette().fontScale, 1.5) << theme;
            expectLarger(normal, textSizes(window.currentLab()), 1.3,
                         id.toStdString() + " after the " + theme + " theme");
        }
        setPresentation(window, false);
        // And back to the normal size when the mode ends.
        expectLarger(textSizes(window.currentLab()), normal, 0.95, id.toStdString() + " back");
        expectLarger(normal, textSizes(window.currentLab()), 0.95, id.toStdString() + " back");
    }
    ThemeManager::instance().setKind(ThemeKind::Light);
}

TEST(Presentation, TheLabSwitcherTypeGrows) {
    Env env;
    MainWindow window(env.settings);
    window.resize(kProjector);
    window.show();
    QTabBar* switcher = nullptr;
    for (QTabBar* bar : window.findChildren<QTabBar*>())
        if (!qobject_cast<QTabWidget*>(bar->parentWidget()))
            switcher = bar;
    ASSERT_NE(switcher, nullptr);
    const int normal = switcher->tabRect(0).height();
    setPresentation(window, true);
    EXPECT_GT(switcher->tabRect(0).height(), normal * 1.2);
    setPresentation(window, false);
}

TEST(Presentation, TheViewMenuIsTickedHoweverTheModeWasEntered) {
    Env env;
    MainWindow window(env.settings);
    window.show();
    QAction* action = presentationAction(window);
    ASSERT_NE(action, nullptr);
    EXPECT_FALSE(action->isChecked());
    ThemeManager::instance().setPresentation(true); // as a lesson or a test enters it
    EXPECT_TRUE(window.presentationMode());
    EXPECT_TRUE(action->isChecked());
    EXPECT_TRUE(window.spotlight()->isActive());
    ThemeManager::instance().setPresentation(false);
    EXPECT_FALSE(action->isChecked());
    window.setPresentationMode(true);
    EXPECT_TRUE(action->isChecked());
    // A theme switch does not untick it.
    ThemeManager::instance().setKind(ThemeKind::Dark);
    EXPECT_TRUE(action->isChecked());
    action->trigger(); // F11 again leaves
    EXPECT_FALSE(window.presentationMode());
    EXPECT_FALSE(action->isChecked());
    ThemeManager::instance().setKind(ThemeKind::Light);
}

} // namespace

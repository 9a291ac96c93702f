#include "labs/tables/config_panel.h"
#include "labs/tables/formula_field.h"
#include "labs/tables/operations_panel.h"
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_model.h"
#include "labs/tables/probing_plot.h"
#include "labs/tables/probing_view.h"
#include "probing_page.h"
#include "shell/background_job.h"
#include "shell/inline_message.h"
#include "shell/step_player.h"
#include "shell/theme.h"

#include "hashlab/scenario/scenario.h"
#include "support/wait_until.h"
#include "tables_test_access.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::tables::Outcome;
using hashlab::tables::SlotState;

// The shared page (probing_page.h) plus a pixel probe of the canvas.
struct Lab : hashlab::app::test::ProbingPage {
    QColor pixel(QPointF at) {
        const QImage image = lab.view()->grab().toImage();
        const double ratio = image.devicePixelRatio();
        return image.pixelColor(QPoint(int(at.x() * ratio), int(at.y() * ratio)));
    }
};

bool near(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) < 30 && std::abs(a.green() - b.green()) < 30 &&
           std::abs(a.blue() - b.blue()) < 30;
}

TEST(ProbingLab, TypeAFormulaInsertKeysAndStepBackAndForth) {
    Lab t;
    ConfigPanel* config = t.lab.configPanel();
    t.typeInto(config->h2Field(), QStringLiteral("5 - k % 5"));
    QTest::mouseClick(config->applyButton(), Qt::LeftButton);
    EXPECT_EQ(t.lab.model()->table().occupied(), 0u);
    EXPECT_EQ(t.lab.model()->table().scheme().config().h2, "5 - k % 5");
    t.insert(QStringLiteral("14"));
    t.insert(QStringLiteral("21"));
    ASSERT_TRUE(t.lab.model()->trace());
    EXPECT_EQ(t.lab.model()->trace()->key, "21");
    // A new operation starts before its first probe.
    StepPlayer* player = t.lab.player();
    EXPECT_EQ(player->count(), 2);
    EXPECT_EQ(player->index(), 0);
    EXPECT_EQ(t.lab.view()->highlightedSlot(), -1);
    EXPECT_EQ(t.lab.view()->headline(), QStringLiteral("insert 21"));
    EXPECT_TRUE(t.lab.view()->detail().contains(QStringLiteral("h2(21) = 5 - 21 mod 5 = 4")));
    // Slot 4 still looks empty until the last step.
    const QColor emptyColor = ThemeManager::instance().palette().empty;
    const QColor occupiedColor = ThemeManager::instance().palette().occupied;
    EXPECT_TRUE(near(t.pixel(t.lab.view()->slotRect(4).center() + QPointF(0, 20)), emptyColor));

    player->stepForward();
    EXPECT_EQ(t.lab.view()->highlightedSlot(), 0);
    EXPECT_EQ(t.lab.view()->headline(), QStringLiteral("p\u2080 = 0"));
    EXPECT_TRUE(t.lab.view()->detail().contains(QStringLiteral("collision")));
    player->stepForward();
    EXPECT_EQ(t.lab.view()->highlightedSlot(), 4);
    EXPECT_EQ(t.lab.view()->headline(), QStringLiteral("p\u2081 = (0 + 1\u00b74) mod 7 = 4"));
    EXPECT_TRUE(t.lab.view()->detail().contains(QStringLiteral("placed in slot 4")));
    // The probed slot wears the highlight ring; the slot now holds 21.
    const QRectF r = t.lab.view()->slotRect(4);
    const double ss = ThemeManager::instance().palette().strokeScale;
    EXPECT_TRUE(near(t.pixel(QPointF(r.left() - 3 * ss, r.center().y())),
                     ThemeManager::instance().palette().highlight));
    EXPECT_TRUE(near(t.pixel(r.center() + QPointF(0, 20)), occupiedColor));
    player->stepBack();
    EXPECT_EQ(t.lab.view()->highlightedSlot(), 0);
    EXPECT_EQ(t.lab.view()->headline(), QStringLiteral("p\u2080 = 0"));
    EXPECT_TRUE(near(t.pixel(r.center() + QPointF(0, 20)), emptyColor));
    // (The step keys are the window's: tests/app/shell/step_keys_test.cpp.)
    player->toEnd();
    EXPECT_EQ(player->index(), 2);
}

TEST(ProbingLab, ABadFormulaShowsTheInlineErrorAndChangesNothing) {
    Lab t;
    const auto before = t.lab.model()->table().scheme().config();
    const auto occupied = t.lab.model()->table().occupied();
    FormulaField* h1 = t.lab.configPanel()->h1Field();
    t.typeInto(h1, QStringLiteral("k + x"));
    EXPECT_FALSE(h1->isValid());
    EXPECT_EQ(FormulaFieldTestAccess::errorColumn(*h1), 5);
    InlineMessage* message = t.lab.configPanel()->message();
    EXPECT_TRUE(message->isError());
    EXPECT_TRUE(message->text().contains(QStringLiteral("column 5")));
    EXPECT_TRUE(message->text().contains(QStringLiteral("unknown variable 'x'")));
    EXPECT_FALSE(t.lab.configPanel()->applyButton()->isEnabled());
    QTest::mouseClick(t.lab.configPanel()->applyButton(), Qt::LeftButton);
    QTest::keyClick(h1, Qt::Key_Return);
    EXPECT_EQ(t.lab.model()->table().scheme().config(), before);
    EXPECT_EQ(t.lab.model()->table().occupied(), occupied);
    // The bad column is underlined in the theme's "bad" colour.
    const QImage img = h1->grab().toImage();
    bool red = false;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            red = red || near(img.pixelColor(x, y), ThemeManager::instance().palette().bad);
    EXPECT_TRUE(red);
    // Fixing it clears the message.
    t.typeInto(h1, QStringLiteral("k % m"));
    EXPECT_TRUE(h1->isValid());
    EXPECT_TRUE(t.lab.configPanel()->applyButton()->isEnabled());
}

TEST(ProbingLab, ABadKeyOrAZeroStepIsRefusedInline) {
    Lab t;
    const auto occupied = t.lab.model()->table().occupied();
    const int undoCount = t.lab.model()->undoStack()->count();
    t.insert(QStringLiteral("abc"));
    EXPECT_TRUE(t.lab.operations()->message()->isError());
    EXPECT_TRUE(t.lab.operations()->message()->text().contains(QStringLiteral("not an integer")));
    t.typeInto(t.lab.configPanel()->h2Field(), QStringLiteral("k % 7"));
    QTest::mouseClick(t.lab.configPanel()->applyButton(), Qt::LeftButton);
    t.insert(QStringLiteral("14"));
    t.insert(QStringLiteral("21")); // needs a second probe with step 0
    EXPECT_TRUE(t.lab.operations()->message()->text().contains(QStringLiteral("step is 0")));
    EXPECT_EQ(t.lab.model()->table().occupied(), 1u);
    EXPECT_EQ(t.lab.model()->undoStack()->count(), undoCount + 2); // apply + insert 14
    (void)occupied;
}

TEST(ProbingLab, GcdTrapPresetShowsTheFailureAndTheReachableSlots) {
    Lab t;
    QComboBox* presets = t.lab.configPanel()->presetBox();
    const int index = presets->findData(QStringLiteral("gcd_trap"));
    ASSERT_GE(index, 0);
    presets->setCurrentIndex(index);
    emit presets->activated(index);
    ASSERT_TRUE(t.lab.model()->trace());
    EXPECT_EQ(t.lab.model()->trace()->outcome, Outcome::Failed);
    EXPECT_EQ(t.lab.model()->reachable(), (std::vector<std::uint64_t>{0, 2, 4, 6}));
    t.lab.player()->toEnd();
    EXPECT_EQ(t.lab.view()->highlightedSlot(), 6);
    EXPECT_TRUE(t.lab.view()->detail().contains(QStringLiteral("insert failed")));
    // Reachable slots carry the band underneath; unreachable ones do not.
    const QColor band = ThemeManager::instance().palette().warning;
    const double ss = ThemeManager::instance().palette().strokeScale;
    auto under = [&](std::uint64_t slot) {
        const QRectF r = t.lab.view()->slotRect(slot);
        return t.pixel(QPointF(r.center().x(), r.bottom() + 4 * ss));
    };
    EXPECT_TRUE(near(under(2), band));
    EXPECT_FALSE(near(under(3), band));
}

TEST(ProbingLab, UndoAndRedoTableOperations) {
    Lab t;
    const auto before = t.lab.model()->table().occupied();
    t.insert(QStringLiteral("100"));
    EXPECT_EQ(t.lab.model()->table().occupied(), before + 1);
    QUndoStack* undo = t.lab.undoStack();
    undo->undo();
    EXPECT_EQ(t.lab.model()->table().occupied(), before);
    undo->redo();
    EXPECT_EQ(t.lab.model()->table().occupied(), before + 1);
    t.typeInto(t.lab.operations()->keyEdit(), QStringLiteral("100"));
    QTest::mouseClick(t.lab.operations()->deleteButton(), Qt::LeftButton);
    EXPECT_EQ(t.lab.model()->table().tombstones(), 1u);
    undo->undo();
    EXPECT_EQ(t.lab.model()->table().tombstones(), 0u);
}

TEST(ProbingLab, RandomFillReachesTheLoadFactorAsOneUndoStep) {
    Lab t;
    t.lab.configPanel()->presetBox();
    t.typeInto(t.lab.configPanel()->h2Field(), QStringLiteral("1 + k % (m - 1)"));
    QTest::mouseClick(t.lab.configPanel()->applyButton(), Qt::LeftButton);
    const int count = t.lab.undoStack()->count();
    t.lab.operations()->alphaBox()->setValue(0.6);
    QTest::mouseClick(t.lab.operations()->fillButton(), Qt::LeftButton);
    t.lab.operations()->fillJob()->wait();
    HASHLAB_WAIT_UNTIL(t.lab.undoStack()->count() == count + 1, 5000);
    EXPECT_EQ(t.lab.model()->table().occupied(), 4u); // round(0.6 * 7)
    t.lab.undoStack()->undo();
    EXPECT_EQ(t.lab.model()->table().occupied(), 0u);
    t.lab.undoStack()->redo();
    EXPECT_EQ(t.lab.model()->table().occupied(), 4u);
}

TEST(ProbingLab, SaveAndLoadStateRoundTripAndRejectBadStates) {
    Lab t;
    t.insert(QStringLiteral("35"));
    t.lab.player()->setIndex(1);
    const nlohmann::json saved = t.lab.saveState();
    Lab other;
    ASSERT_EQ(other.lab.loadState(saved), QString());
    EXPECT_EQ(other.lab.model()->table().contents().size(),
              t.lab.model()->table().contents().size());
    EXPECT_EQ(other.lab.player()->index(), 1);
    EXPECT_EQ(other.lab.view()->headline(), t.lab.view()->headline());
    const auto occupied = other.lab.model()->table().occupied();
    nlohmann::json bad = saved;
    bad["config"]["h1"] = "k +";
    EXPECT_TRUE(other.lab.loadState(bad).contains(QStringLiteral("column 4")));
    bad = saved;
    bad["slots"].push_back({{"slot", 99}, {"key", "5"}});
    EXPECT_FALSE(other.lab.loadState(bad).isEmpty());
    bad = saved;
    bad["config"]["m"] = 0;
    EXPECT_FALSE(other.lab.loadState(bad).isEmpty());
    EXPECT_EQ(other.lab.model()->table().occupied(), occupied);
}

TEST(ProbingLab, PlotShowsMeasuredPointsBesideTheory) {
    Lab t;
    t.lab.plot()->waitForIt();
    ASSERT_TRUE(t.lab.plot()->result());
    EXPECT_EQ(t.lab.plot()->result()->series.size(), 3u);
    EXPECT_EQ(t.lab.plot()->result()->series[0].points.size(), 20u);
    EXPECT_LE(t.lab.plot()->result()->maxRelativeCi(), 0.02);
}

} // namespace

namespace {

nlohmann::json scenarioState(const char* name) {
    QFile file(QStringLiteral(HASHLAB_SOURCE_DIR "/tests/fixtures/v1/") + QLatin1String(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    auto parsed = hashlab::scenario::parse(file.readAll().toStdString());
    EXPECT_TRUE(parsed.ok()) << name;
    EXPECT_EQ(parsed->lab, "probing");
    EXPECT_EQ(parsed->caption.count("zh_CN"), 1u);
    return parsed->state;
}

// The one-state (schema 1) lessons as they shipped before issue 15 still open as they did.
TEST(ProbingScenarios, GcdTrapLessonEndsOnTheFailedInsert) {
    Lab t;
    ASSERT_EQ(t.lab.loadState(scenarioState("probing_gcd_trap.json")), QString());
    EXPECT_EQ(t.lab.model()->trace()->outcome, Outcome::Failed);
    EXPECT_EQ(t.lab.player()->index(), 4);
    EXPECT_EQ(t.lab.view()->highlightedSlot(), 6);
    EXPECT_EQ(t.lab.model()->table().occupied(), 4u);
}

TEST(ProbingScenarios, TombstoneLessonStopsOnTheTombstone) {
    Lab t;
    ASSERT_EQ(t.lab.loadState(scenarioState("probing_tombstones.json")), QString());
    EXPECT_EQ(t.lab.model()->trace()->outcome, Outcome::Found);
    EXPECT_EQ(t.lab.view()->highlightedSlot(), 5);
    EXPECT_EQ(t.lab.model()->table().state(5), SlotState::Tombstone);
    EXPECT_TRUE(t.lab.view()->detail().contains(QStringLiteral("tombstone")));
}

} // namespace

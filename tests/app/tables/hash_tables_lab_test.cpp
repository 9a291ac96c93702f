// The hash-table lab driven as a teacher does: choosing a scheme and Apply, typing keys, presets,
// stepping the player forward and back, undo, saving and loading. Asserts on the model, the
// captions and the drawn canvas (chains under slots, Robin Hood's carried key, the cuckoo graph,
// a doubling rehash with the old table above the new).
#include "labs/tables/compare_view.h"
#include "labs/tables/probing_view.h"
#include "labs/tables/pseudocode_panel.h"
#include "labs/tables/scheme_model.h"
#include "labs/tables/scheme_view.h"
#include "probing_page.h"
#include "shell/inline_message.h"
#include "shell/step_player.h"
#include "shell/theme.h"
#include "tables_test_access.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QTabWidget>
#include <QUndoStack>

namespace {

using namespace hashlab::app;
using namespace hashlab::tables;

struct Page : hashlab::app::test::ProbingPage {
    void chooseScheme(Scheme s, int m) {
        QComboBox* box = lab.configPanel()->schemeBox();
        box->setCurrentIndex(static_cast<int>(s));
        emit box->activated(static_cast<int>(s));
        lab.configPanel()->slotsBox()->setValue(m);
        typeInto(lab.configPanel()->h1Field(), QStringLiteral("k % m"));
        QTest::mouseClick(lab.configPanel()->applyButton(), Qt::LeftButton);
    }
    std::vector<std::vector<std::string>> cellsOf(std::size_t table = 0) const {
        std::vector<std::vector<std::string>> out;
        const Tables tables = lab.schemeModel()->table()->tables(); // kept: no dangling range
        for (const SlotView& v : tables.at(table))
            out.push_back(v.keys);
        return out;
    }
    QColor pixel(QPointF at) {
        const QImage image = lab.schemeView()->grab().toImage();
        const double ratio = image.devicePixelRatio();
        return image.pixelColor(QPoint(int(at.x() * ratio), int(at.y() * ratio)));
    }
    void toStage(StageKind kind, std::size_t index) {
        StepPlayer* player = lab.player();
        player->toStart();
        for (int i = 0; i <= player->count(); ++i) {
            const SchemeFrame f = lab.schemeModel()->frame(player->index());
            if (f.stage.kind == kind && f.stage.index == index)
                return;
            player->stepForward();
        }
        ADD_FAILURE() << "no such stage";
    }
};

bool near(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) < 30 && std::abs(a.green() - b.green()) < 30 &&
           std::abs(a.blue() - b.blue()) < 30;
}

TEST(HashTablesLab, ChainingReproducesClrs11_2_2AndDrawsTheChainsUnderTheSlots) {
    Page t;
    t.chooseScheme(Scheme::Chaining, 9);
    ASSERT_TRUE(ProbingLabTestAccess::schemeActive(t.lab));
    EXPECT_FALSE(t.lab.view()->isVisible());
    EXPECT_TRUE(t.lab.schemeView()->isVisible());
    t.insert(QStringLiteral("5, 28, 19, 15, 20, 33, 12, 17, 10"));
    const std::vector<std::vector<std::string>> expected = {
        {}, {"10", "19", "28"}, {"20"}, {"12"}, {}, {"5"}, {"33", "15"}, {}, {"17"}};
    EXPECT_EQ(t.cellsOf(), expected);
    // The player walks the nine inserts; at the end slot 1's chain is drawn three nodes deep.
    t.lab.player()->toEnd();
    const QColor occupied = ThemeManager::instance().palette().occupied;
    const QColor empty = ThemeManager::instance().palette().background;
    for (int node = 0; node < 3; ++node)
        EXPECT_TRUE(near(
            t.pixel(SchemeViewTestAccess::chainNodeRect(*t.lab.schemeView(), 0, 1, node).topLeft() +
                    QPointF(4, 4)),
            occupied))
            << node;
    EXPECT_TRUE(
        near(t.pixel(SchemeViewTestAccess::chainNodeRect(*t.lab.schemeView(), 0, 1, 3).center()),
             empty));
    // find 28 walks the chain 10 → 19 → 28.
    t.typeInto(t.lab.operations()->keyEdit(), QStringLiteral("28"));
    QTest::mouseClick(t.lab.operations()->findButton(), Qt::LeftButton);
    t.lab.player()->toEnd();
    EXPECT_TRUE(t.lab.schemeView()->detail().contains(QStringLiteral("3 keys compared")))
        << t.lab.schemeView()->detail().toStdString();
    EXPECT_TRUE(t.lab.schemeView()->detail().contains(QStringLiteral("found in slot 1")));
}

TEST(HashTablesLab, RobinHoodShowsTheCarriedKeyInHandAndTheDistances) {
    Page t;
    t.choosePreset("robinhood_swap");
    ASSERT_TRUE(ProbingLabTestAccess::schemeActive(t.lab));
    EXPECT_EQ(t.lab.player()->index(), 0);
    t.toStage(StageKind::Visit, 3); // slot 3: 40 takes the place of 1
    EXPECT_TRUE(t.lab.schemeView()->detail().contains(QStringLiteral("in hand: 1")))
        << t.lab.schemeView()->detail().toStdString();
    EXPECT_EQ(t.lab.schemeModel()->frame(t.lab.player()->index()).frame.tables[0][3].distance, 3u);
    // Stepping back is exact: at slot 2 nothing has moved yet.
    t.lab.player()->stepBack();
    EXPECT_TRUE(t.lab.schemeModel()->frame(t.lab.player()->index()).frame.inHand.empty());
    EXPECT_EQ(t.lab.schemeModel()->frame(t.lab.player()->index()).frame.tables[0][3].keys,
              std::vector<std::string>{"1"});
}

TEST(HashTablesLab, ACuckooCycleIsDrawnAsItsGraphAndNamedAtTheEnd) {
    Page t;
    t.choosePreset("cuckoo_cycle");
    t.lab.player()->toEnd();
    const QString detail = t.lab.schemeView()->detail();
    EXPECT_TRUE(detail.contains(QStringLiteral("reason: cycle"))) << detail.toStdString();
    EXPECT_TRUE(detail.contains(QStringLiteral("6"))) << detail.toStdString();
    t.lab.schemeView()->grab(); // paint
    EXPECT_TRUE(SchemeViewTestAccess::graphDrawn(*t.lab.schemeView()));
    // Ten stored keys and the nestless one: eleven edges.
    EXPECT_EQ(SchemeViewTestAccess::edgesDrawn(*t.lab.schemeView()), 11);
}

TEST(HashTablesLab, DoublingStepsEveryKeyFromTheOldTableToTheNew) {
    Page t;
    t.choosePreset("doubling_half");
    const SchemeState& s = t.lab.schemeModel()->state();
    ASSERT_EQ(s.ops.size(), 1u);
    ASSERT_TRUE(s.ops[0].trace.resize);
    t.toStage(StageKind::Resize, 0);
    const SchemeFrame f = t.lab.schemeModel()->frame(t.lab.player()->index());
    EXPECT_TRUE(f.frame.resizing);
    EXPECT_EQ(f.frame.tables[0].size(), 8u);
    EXPECT_EQ(f.frame.tables[1].size(), 16u);
    EXPECT_FALSE(t.lab.schemeView()->cellRect(1, 15).isEmpty());
    EXPECT_TRUE(t.lab.schemeView()->headline().contains(QStringLiteral("m = 16")));
    t.lab.player()->toEnd();
    EXPECT_TRUE(t.lab.schemeView()->detail().contains(QStringLiteral("4 of 9 keys moved")))
        << t.lab.schemeView()->detail().toStdString();
}

TEST(HashTablesLab, UndoGoesBackToTheProbingTableAndRedoToTheChains) {
    Page t;
    const ProbeConfig before = t.lab.model()->table().scheme().config();
    t.chooseScheme(Scheme::Chaining, 9);
    t.insert(QStringLiteral("5"));
    QUndoStack* undo = t.lab.undoStack();
    undo->undo(); // the insert
    EXPECT_EQ(t.lab.schemeModel()->table()->count(), 0u);
    undo->undo(); // the configuration
    EXPECT_FALSE(ProbingLabTestAccess::schemeActive(t.lab));
    EXPECT_TRUE(t.lab.view()->isVisible());
    EXPECT_EQ(t.lab.configPanel()->schemeBox()->currentIndex(), static_cast<int>(Scheme::Double));
    EXPECT_EQ(t.lab.model()->table().scheme().config(), before);
    undo->redo();
    undo->redo();
    EXPECT_TRUE(ProbingLabTestAccess::schemeActive(t.lab));
    EXPECT_EQ(t.lab.schemeModel()->table()->count(), 1u);
    // Back to double hashing by the panel: one undo step returns to the chains.
    QComboBox* box = t.lab.configPanel()->schemeBox();
    box->setCurrentIndex(static_cast<int>(Scheme::Double));
    QTest::mouseClick(t.lab.configPanel()->applyButton(), Qt::LeftButton);
    EXPECT_FALSE(ProbingLabTestAccess::schemeActive(t.lab));
    undo->undo();
    EXPECT_TRUE(ProbingLabTestAccess::schemeActive(t.lab));
    EXPECT_EQ(t.lab.schemeModel()->table()->count(), 1u);
}

TEST(HashTablesLab, ATableTooLargeToDrawIsRefusedInlineAndNothingChanges) {
    Page t;
    const ProbeConfig before = t.lab.model()->table().scheme().config();
    t.chooseScheme(Scheme::Chaining, 5000);
    EXPECT_FALSE(ProbingLabTestAccess::schemeActive(t.lab));
    EXPECT_TRUE(t.lab.configPanel()->message()->text().contains(QStringLiteral("1024")))
        << t.lab.configPanel()->message()->text().toStdString();
    EXPECT_EQ(t.lab.model()->table().scheme().config(), before);
}

TEST(HashTablesLab, SaveAndLoadKeepTheTableTheStepAndTheGrowth) {
    Page t;
    t.choosePreset("incremental_rehash");
    t.lab.player()->toStart();
    t.lab.player()->stepForward();
    const nlohmann::json saved = t.lab.saveState();
    EXPECT_EQ(saved["scheme"], "chaining");
    EXPECT_EQ(saved["table"]["grow_at"], "1");
    EXPECT_EQ(saved["table"]["incremental"], true);
    Page other;
    ASSERT_EQ(other.lab.loadState(saved), QString());
    EXPECT_TRUE(ProbingLabTestAccess::schemeActive(other.lab));
    EXPECT_EQ(other.lab.player()->index(), 1);
    EXPECT_EQ(other.cellsOf(0), t.cellsOf(0));
    EXPECT_EQ(other.cellsOf(1), t.cellsOf(1));
    EXPECT_EQ(other.lab.schemeView()->headline(), t.lab.schemeView()->headline());
    // A bad file changes nothing.
    nlohmann::json bad = saved;
    bad["table"]["b"] = 1000;
    EXPECT_FALSE(other.lab.loadState(bad).isEmpty());
    EXPECT_EQ(other.cellsOf(1), t.cellsOf(1));
    // A probing file (no "scheme") brings the probing table back.
    nlohmann::json probing = {{"config", {{"m", 11}, {"mode", "linear"}}}};
    ASSERT_EQ(other.lab.loadState(probing), QString());
    EXPECT_FALSE(ProbingLabTestAccess::schemeActive(other.lab));
    EXPECT_EQ(other.lab.model()->table().size(), 11u);
}

TEST(HashTablesLab, GrowingLinearProbingRunsOnTheHashTableModel) {
    Page t;
    QComboBox* box = t.lab.configPanel()->schemeBox();
    box->setCurrentIndex(static_cast<int>(Scheme::Linear));
    emit box->activated(static_cast<int>(Scheme::Linear));
    t.lab.configPanel()->growBox()->setChecked(true);
    EXPECT_DOUBLE_EQ(t.lab.configPanel()->growAtBox()->value(), 0.75);
    t.lab.configPanel()->slotsBox()->setValue(4);
    t.typeInto(t.lab.configPanel()->h1Field(), QStringLiteral("k % m"));
    QTest::mouseClick(t.lab.configPanel()->applyButton(), Qt::LeftButton);
    ASSERT_TRUE(ProbingLabTestAccess::schemeActive(t.lab));
    t.insert(QStringLiteral("1, 2, 3, 4"));
    EXPECT_EQ(t.lab.schemeModel()->table()->m(), 8u); // 4/4 > 0.75 after the fourth key
}

} // namespace

namespace {

// The pseudocode beside the canvas follows the player, forward and back, for both models.
TEST(HashTablesLab, ThePseudocodeFollowsTheStepOnScreen) {
    Page t;
    t.choosePreset("robinhood_swap");
    const SchemeState& s = t.lab.schemeModel()->state();
    for (std::size_t visit : {3u, 5u, 1u}) {
        t.toStage(StageKind::Visit, visit);
        const CodeLine expected =
            pseudocodeLine(t.lab.schemeModel()->table()->config(), s.ops.back().trace,
                           Stage{StageKind::Visit, visit});
        EXPECT_EQ(t.lab.pseudocode()->listing(), expected.listing) << visit;
        EXPECT_EQ(PseudocodePanelTestAccess::currentLine(*t.lab.pseudocode()), expected.line)
            << visit;
    }
    // Back on the probing model (a probing preset), the probe's line.
    t.choosePreset("clrs_double");
    ASSERT_FALSE(ProbingLabTestAccess::schemeActive(t.lab));
    t.lab.player()->toStart();
    t.lab.player()->stepForward();
    const ProbingFrame f = t.lab.model()->frame(t.lab.player()->index());
    EXPECT_EQ(PseudocodePanelTestAccess::currentLine(*t.lab.pseudocode()),
              pseudocodeLine(*f.trace, f.step).line);
}

// Opening the compare tab hands it the lab's keys; Compute then compares them.
TEST(HashTablesLab, TheCompareTabStartsFromTheLabsKeys) {
    Page t;
    t.choosePreset("clrs_chaining");
    QTabWidget* tabs = t.lab.plotTabs();
    tabs->setCurrentIndex(2); // "Compare schemes"
    EXPECT_TRUE(t.lab.compareView()->keysEdit()->text().contains(QStringLiteral("28")));
    QStringList typed = t.lab.compareView()->keysEdit()->text().split(QStringLiteral(", "));
    EXPECT_EQ(typed.size(), 9);
}

} // namespace

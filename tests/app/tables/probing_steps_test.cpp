// The probing lab's status line at the step on screen, and the Example box.
#include "labs/tables/config_panel.h"
#include "labs/tables/formula_field.h"
#include "labs/tables/operations_panel.h"
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_model.h"
#include "labs/tables/probing_view.h"
#include "probing_page.h"
#include "shell/inline_message.h"
#include "shell/step_player.h"

#include "hashlab/scenario/scenario.h"
#include "hashlab/tables/table.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
namespace tables = hashlab::tables;

using Lab = hashlab::app::test::ProbingPage;

nlohmann::json scenarioState(const char* name) {
    QFile file(QStringLiteral(HASHLAB_SOURCE_DIR "/tests/fixtures/v1/") + QLatin1String(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    auto parsed = hashlab::scenario::parse(file.readAll().toStdString());
    EXPECT_TRUE(parsed.ok()) << name;
    return parsed->state;
}

// "9 of 11 slots occupied" while 8 keys were drawn: the status line counted the table after the
// operation while the canvas showed the step before it.
TEST(ProbingSteps, StatusLineCountsTheSlotsOfTheStepOnScreen) {
    Lab t;
    QSignalSpy status(&t.lab, &LabPage::statusMessage);
    t.clrsTable();
    t.insert(QStringLiteral("10"));
    t.insert(QStringLiteral("22"));
    ASSERT_EQ(t.lab.model()->table().occupied(), 2u);
    StepPlayer* player = t.lab.player();
    ASSERT_EQ(player->index(), 0); // before the first probe of 22: slot 0 still looks empty
    ASSERT_FALSE(status.isEmpty());
    EXPECT_TRUE(status.last().at(0).toString().startsWith(t.occupiedText(1)))
        << status.last().at(0).toString().toStdString();
    auto last = [&] { return status.last().at(0).toString(); };
    t.lab.stepPlayer()->toEnd(); // the window routes the step keys; a lone page is driven directly
    EXPECT_TRUE(last().startsWith(t.occupiedText(2))) << last().toStdString();
    t.lab.stepPlayer()
        ->toStart(); // the window routes the step keys; a lone page is driven directly
    EXPECT_TRUE(last().startsWith(t.occupiedText(1))) << last().toStdString();
    // A delete: the key is still counted until the step that turns it into a tombstone.
    t.typeInto(t.lab.operations()->keyEdit(), QStringLiteral("10"));
    QTest::mouseClick(t.lab.operations()->deleteButton(), Qt::LeftButton);
    EXPECT_TRUE(last().startsWith(t.occupiedText(2) + QStringLiteral(", 0 tombstones")))
        << last().toStdString();
    t.lab.stepPlayer()->toEnd(); // the window routes the step keys; a lone page is driven directly
    EXPECT_TRUE(last().startsWith(t.occupiedText(1) + QStringLiteral(", 1 tombstones")))
        << last().toStdString();
}

// The Example box kept "CLRS 11.4-1" after another preset, a new table or a lesson.
TEST(ProbingSteps, ExampleBoxShowsWhatIsLoaded) {
    Lab t;
    QComboBox* box = t.lab.configPanel()->presetBox();
    t.choosePreset("clrs_double");
    EXPECT_EQ(box->currentData().toString(), QStringLiteral("clrs_double"));
    t.choosePreset("gcd_trap");
    EXPECT_EQ(box->currentData().toString(), QStringLiteral("gcd_trap"));
    ASSERT_EQ(t.lab.loadState(scenarioState("probing_tombstones.json")), QString());
    EXPECT_EQ(box->currentIndex(), 0) << box->currentText().toStdString();
    t.choosePreset("clrs_linear");
    t.insert(QStringLiteral("5")); // still that example, one key more
    EXPECT_EQ(box->currentData().toString(), QStringLiteral("clrs_linear"));
    t.clrsTable();
    EXPECT_EQ(box->currentIndex(), 0);
    t.lab.undoStack()->undo();
    EXPECT_EQ(box->currentData().toString(), QStringLiteral("clrs_linear"));
    // Saved with the state, so a scenario reopens with its example named.
    Lab other;
    ASSERT_EQ(other.lab.loadState(t.lab.saveState()), QString());
    EXPECT_EQ(other.lab.configPanel()->presetBox()->currentData().toString(),
              QStringLiteral("clrs_linear"));
}

} // namespace

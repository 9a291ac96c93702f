// Inserting a comma-separated list of keys from the GUI: one undoable step the player walks.
#include "labs/tables/config_panel.h"
#include "labs/tables/formula_field.h"
#include "labs/tables/operations_panel.h"
#include "labs/tables/probing_lab.h"
#include "labs/tables/probing_model.h"
#include "labs/tables/probing_view.h"
#include "probing_page.h"
#include "shell/inline_message.h"
#include "shell/step_player.h"

#include "hashlab/tables/table.h"
#include "tables_test_access.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
namespace tables = hashlab::tables;

using ListLab = hashlab::app::test::ProbingPage;

TEST(ProbingListInsert, AListOfKeysIsOneUndoStepAndThePlayerWalksThroughAllOfIt) {
    ListLab t;
    t.clrsTable();
    const int undoCount = t.lab.undoStack()->count();
    const QStringList keys = {QStringLiteral("10"), QStringLiteral("22"), QStringLiteral("31"),
                              QStringLiteral("4"),  QStringLiteral("15"), QStringLiteral("28")};
    t.insert(keys.join(QStringLiteral(", ")));
    EXPECT_FALSE(t.lab.operations()->message()->isError())
        << t.lab.operations()->message()->text().toStdString();
    EXPECT_EQ(t.lab.undoStack()->count(), undoCount + 1);
    EXPECT_EQ(t.lab.model()->table().occupied(), 6u);

    // The same keys through core, one by one: the probes the player must show, in order.
    auto created = tables::Table::create(t.lab.model()->table().scheme().config());
    ASSERT_TRUE(created.ok());
    tables::Table reference = created.value();
    std::vector<int> expected;
    for (const QString& k : keys) {
        auto trace = reference.insert(k.toStdString());
        ASSERT_TRUE(trace.ok());
        for (const auto& p : trace->probes)
            expected.push_back(static_cast<int>(p.slot));
    }
    StepPlayer* player = t.lab.player();
    EXPECT_EQ(player->index(), 0);
    EXPECT_EQ(player->count(), static_cast<int>(expected.size() + keys.size() - 1));
    EXPECT_EQ(t.lab.view()->headline(), QStringLiteral("insert 10"));
    EXPECT_TRUE(ProbingLabTestAccess::status(t.lab).startsWith(t.occupiedText(0)))
        << ProbingLabTestAccess::status(t.lab).toStdString();
    std::vector<int> shown;
    QStringList started = {QStringLiteral("10")};
    while (player->index() < player->count()) {
        t.lab.stepPlayer()
            ->stepForward(); // the window routes the step keys; a lone page is driven directly
        const int slot = t.lab.view()->highlightedSlot();
        if (slot >= 0) {
            shown.push_back(slot);
        } else {
            // "Before the next key": that key's headline, with the keys so far counted.
            const QString head = t.lab.view()->headline();
            ASSERT_TRUE(head.startsWith(QStringLiteral("insert "))) << head.toStdString();
            started << head.mid(7);
            EXPECT_TRUE(
                ProbingLabTestAccess::status(t.lab).startsWith(t.occupiedText(started.size() - 1)))
                << ProbingLabTestAccess::status(t.lab).toStdString();
        }
    }
    EXPECT_EQ(shown, expected);
    EXPECT_EQ(started, keys);
    EXPECT_TRUE(ProbingLabTestAccess::status(t.lab).startsWith(t.occupiedText(6)));
    t.lab.stepPlayer()
        ->toStart(); // the window routes the step keys; a lone page is driven directly
    EXPECT_EQ(t.lab.view()->headline(), QStringLiteral("insert 10"));

    // Saved and loaded: the same walk at the same step.
    player->setIndex(5);
    const nlohmann::json saved = t.lab.saveState();
    ListLab other;
    ASSERT_EQ(other.lab.loadState(saved), QString());
    EXPECT_EQ(other.lab.player()->count(), player->count());
    EXPECT_EQ(other.lab.player()->index(), 5);
    EXPECT_EQ(other.lab.view()->headline(), t.lab.view()->headline());
    EXPECT_EQ(ProbingLabTestAccess::status(other.lab), ProbingLabTestAccess::status(t.lab));
    EXPECT_EQ(other.lab.model()->table().contents().size(), 6u);

    t.lab.undoStack()->undo();
    EXPECT_EQ(t.lab.model()->table().occupied(), 0u);
    t.lab.undoStack()->redo();
    EXPECT_EQ(t.lab.model()->table().occupied(), 6u);
    EXPECT_EQ(t.lab.player()->count(), player->count());
}

TEST(ProbingListInsert, ABadKeyInAListIsNamedAndNothingIsInserted) {
    ListLab t;
    t.clrsTable();
    const int undoCount = t.lab.undoStack()->count();
    t.insert(QStringLiteral("10, 2x, 31"));
    InlineMessage* message = t.lab.operations()->message();
    EXPECT_TRUE(message->isError());
    EXPECT_TRUE(message->text().contains(QStringLiteral("key 2 of 3 ('2x')")))
        << message->text().toStdString();
    EXPECT_TRUE(message->text().contains(QStringLiteral("nothing was inserted")));
    t.insert(QStringLiteral("10,,31"));
    EXPECT_TRUE(message->text().contains(QStringLiteral("key 2 of 3 is empty")))
        << message->text().toStdString();
    EXPECT_EQ(t.lab.model()->table().occupied(), 0u);
    EXPECT_EQ(t.lab.undoStack()->count(), undoCount);
}

} // namespace

// The Collisions lab driven as a user drives it: type JSON into the write form, force collisions
// with the bit-width slider, switch strategies, step through the write path, undo; assertions on
// the model, the table and the rendered pixels.
#include "collisions_test_access.h"
#include "labs/collisions/birthday_plot.h"
#include "labs/collisions/collisions_lab.h"
#include "labs/collisions/collisions_model.h"
#include "labs/collisions/collisions_view.h"
#include "labs/collisions/dedup_panel.h"
#include "labs/collisions/dedup_table_model.h"
#include "labs/collisions/experiment_panel.h"
#include "labs/collisions/short_link_panel.h"

#include "hashlab/collisions/birthday.h"
#include "hashlab/collisions/canonical_json.h"

#include "shell/inline_message.h"
#include "shell/step_player.h"
#include "shell/theme.h"

#include <QComboBox>
#include <QFile>
#include <QFont>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <cmath>

namespace {

using namespace hashlab;
using namespace hashlab::app;

struct LabFixture : ::testing::Test {
    void SetUp() override {
        lab = std::make_unique<CollisionsLab>();
        lab->resize(1400, 900);
        // Start from an empty store at the full 128-bit hash_id.
        ASSERT_EQ(
            lab->loadState(
                {{"dedup",
                  {{"strategy", "coexist"}, {"bits", 128}, {"writes", nlohmann::json::array()}}}}),
            QString());
        panel = lab->dedupPanel();
    }
    void type(const QString& json) {
        panel->editor()->clear();
        QTest::keyClicks(panel->editor(), json);
    }
    void write(const QString& json) {
        type(json);
        ASSERT_TRUE(panel->writeButton()->isEnabled()) << panel->message()->text().toStdString();
        QTest::mouseClick(panel->writeButton(), Qt::LeftButton);
    }
    void chooseStrategy(const QString& name) {
        QComboBox* box = panel->strategyBox();
        const int i = box->findText(name);
        box->setCurrentIndex(i);
        emit box->activated(i); // what a user's pick in the popup emits
    }
    const collisions::DedupCounters& counters() { return lab->model()->store().counters(); }
    std::unique_ptr<CollisionsLab> lab;
    DedupPanel* panel = nullptr;
};

TEST_F(LabFixture, WritingJsonThroughTheFormAddsARowAndCounts) {
    // Typed as an escape (QTest types ASCII only); json.loads reads it as U+00E9.
    write(QStringLiteral("{\"b\": 2, \"a\": \"\\u00e9\"}"));
    EXPECT_EQ(counters().written, 1u);
    EXPECT_EQ(counters().stored, 1u);
    ASSERT_EQ(panel->tableModel()->rowCount(), 1);
    const auto data = panel->tableModel()->index(0, DedupTableModel::DataColumn).data().toString();
    EXPECT_EQ(data, QStringLiteral("{\"a\":\"\u00e9\",\"b\":2}"));
    const auto hashId =
        panel->tableModel()->index(0, DedupTableModel::HashIdColumn).data().toString();
    EXPECT_EQ(hashId.toStdString(), collisions::hashIdOfCanonical("{\"a\":\"\xc3\xa9\",\"b\":2}"));
    EXPECT_TRUE(panel->countersLabel()->text().contains(QStringLiteral("written 1")));
    // The same record with other key order and spacing is a duplicate.
    write(QStringLiteral("{ \"a\" : \"\\u00E9\", \"b\" : 2 }"));
    EXPECT_EQ(counters().duplicates, 1u);
    EXPECT_EQ(panel->tableModel()->rowCount(), 1);
    // The write path has all its steps, and the step player walks them.
    auto* player = lab->stepPlayer();
    EXPECT_EQ(player->count(), 6);
    EXPECT_EQ(player->index(), 6);
    player->stepBack();
    EXPECT_EQ(WritePathViewTestAccess::stepIndex(*lab->pathView()), 5);
    player->toStart();
    EXPECT_EQ(WritePathViewTestAccess::stepIndex(*lab->pathView()), 0);
}

TEST_F(LabFixture, MalformedJsonShowsAnInlineErrorWithItsPositionAndChangesNothing) {
    write(QStringLiteral("{\"a\": 1}"));
    type(QStringLiteral("{\"a\": 1, \"b\": tru}"));
    EXPECT_FALSE(panel->writeButton()->isEnabled());
    EXPECT_TRUE(panel->message()->isError());
    EXPECT_TRUE(panel->message()->text().contains(QStringLiteral("line 1, column")))
        << panel->message()->text().toStdString();
    type(QStringLiteral("[1, 2]"));
    EXPECT_FALSE(panel->writeButton()->isEnabled());
    EXPECT_TRUE(panel->message()->text().contains(QStringLiteral("object")));
    EXPECT_EQ(lab->model()->writeJson(QStringLiteral("{\"x\": NaN}")).isEmpty(), false);
    EXPECT_EQ(counters().written, 1u);
    type(QStringLiteral("{\"ok\": true}"));
    EXPECT_TRUE(panel->writeButton()->isEnabled());
    EXPECT_FALSE(panel->message()->isError());
}

// Distance between colours, for pixel assertions.
int colourDistance(QColor a, QColor b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
           std::abs(a.blue() - b.blue());
}

TEST_F(LabFixture, ForcedCollisionUnderEachStrategy) {
    panel->bitsSlider()->setValue(1); // two hash_ids: three distinct records must collide
    EXPECT_EQ(lab->model()->bits(), 1);
    write(QStringLiteral("{\"n\": 1}"));
    write(QStringLiteral("{\"n\": 2}"));
    write(QStringLiteral("{\"n\": 3}"));
    ASSERT_GE(counters().collisions, 1u);
    const std::uint64_t collisions = counters().collisions;

    // coexist: every record kept, the later one flagged, collision rows highlighted.
    EXPECT_EQ(panel->tableModel()->rowCount(), 3);
    EXPECT_EQ(counters().lost, 0u);
    int collisionRows = 0;
    for (int r = 0; r < 3; ++r)
        collisionRows += panel->tableModel()->isCollisionRow(r);
    EXPECT_GE(collisionRows, 2);
    EXPECT_FALSE(lab->model()->store().audit().empty());

    // naive: the same writes now overwrite; the victims are struck through in red.
    chooseStrategy(QStringLiteral("naive"));
    EXPECT_EQ(lab->model()->strategy(), collisions::Strategy::Naive);
    EXPECT_EQ(counters().lost, collisions);
    EXPECT_EQ(counters().written, 3u);
    int lostRow = -1;
    for (int r = 0; r < panel->tableModel()->rowCount(); ++r)
        if (lab->model()->store().records()[static_cast<std::size_t>(r)].lost)
            lostRow = r;
    ASSERT_GE(lostRow, 0);
    const QModelIndex cell = panel->tableModel()->index(lostRow, DedupTableModel::DataColumn);
    EXPECT_TRUE(cell.data(Qt::FontRole).value<QFont>().strikeOut());
    const QColor bad = ThemeManager::instance().palette().bad;
    EXPECT_EQ(cell.data(Qt::ForegroundRole).value<QColor>(), bad);
    EXPECT_TRUE(panel->tableModel()
                    ->index(lostRow, DedupTableModel::FlagsColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("LOST")));
    EXPECT_TRUE(panel->countersLabel()->text().contains(QStringLiteral("lost %1").arg(collisions)));

    // The rendered table shows red text in the lost row.
    lab->show();
    QTableView* table = panel->table();
    table->scrollTo(cell);
    QCoreApplication::processEvents();
    const QImage image = table->viewport()->grab().toImage();
    const QRect rowRect = table->visualRect(cell).intersected(image.rect());
    ASSERT_FALSE(rowRect.isEmpty());
    int redPixels = 0;
    for (int y = rowRect.top(); y <= rowRect.bottom(); ++y)
        for (int x = rowRect.left(); x <= rowRect.right(); ++x)
            redPixels += colourDistance(image.pixelColor(x, y), bad) < 90;
    EXPECT_GT(redPixels, 20);

    // The write-path canvas tints the Apply card with the verdict's colour (red for an
    // overwrite, amber for a flagged or refused collision, green for a plain insert).
    ASSERT_TRUE(lab->model()->lastTrace().has_value());
    const auto outcome = lab->model()->lastTrace()->outcome;
    const auto& pal = ThemeManager::instance().palette();
    const QColor verdict = outcome == collisions::Outcome::Overwritten ? pal.bad
                           : outcome == collisions::Outcome::Rejected ||
                                   outcome == collisions::Outcome::InsertedFlagged
                               ? pal.warning
                               : pal.good;
    const QColor blend((verdict.red() * 60 + pal.surface.red() * 195) / 255,
                       (verdict.green() * 60 + pal.surface.green() * 195) / 255,
                       (verdict.blue() * 60 + pal.surface.blue() * 195) / 255);
    const QImage path = lab->pathView()->grab().toImage();
    int tinted = 0;
    for (int y = path.height() / 2; y < path.height(); ++y)
        for (int x = 0; x < path.width(); x += 2)
            tinted += colourDistance(path.pixelColor(x, y), blend) < 12;
    EXPECT_GT(tinted, 500) << "outcome " << collisions::outcomeName(outcome);

    // reject: collisions refused, nothing lost, alerts logged.
    chooseStrategy(QStringLiteral("reject"));
    EXPECT_EQ(counters().rejected, collisions);
    EXPECT_EQ(counters().lost, 0u);
    EXPECT_EQ(lab->model()->store().alerts().size(), collisions);
    EXPECT_TRUE(panel->findChildren<QLabel*>().size() > 0);
    bool alertShown = false;
    for (QLabel* l : panel->findChildren<QLabel*>())
        alertShown = alertShown || l->text().contains(QStringLiteral("refused"));
    EXPECT_TRUE(alertShown);
    EXPECT_EQ(panel->tableModel()->rowCount(), static_cast<int>(3 - collisions));

    // Back at 128 bits nothing collides.
    panel->bitsSlider()->setValue(128);
    EXPECT_EQ(counters().collisions, 0u);
    EXPECT_EQ(counters().stored, 3u);
}

TEST_F(LabFixture, UndoRevertsWritesStrategyAndBits) {
    QUndoStack* undo = lab->undoStack();
    write(QStringLiteral("{\"n\": 1}"));
    panel->bitsSlider()->setValue(1);
    write(QStringLiteral("{\"n\": 2}"));
    write(QStringLiteral("{\"n\": 3}"));
    chooseStrategy(QStringLiteral("naive"));
    EXPECT_EQ(undo->count(), 5);
    undo->undo(); // strategy
    EXPECT_EQ(lab->model()->strategy(), collisions::Strategy::Coexist);
    EXPECT_EQ(panel->strategyBox()->currentText(), QStringLiteral("coexist"));
    undo->undo(); // third write
    EXPECT_EQ(counters().written, 2u);
    undo->undo();
    undo->undo(); // bits
    EXPECT_EQ(lab->model()->bits(), 128);
    EXPECT_EQ(panel->bitsSlider()->value(), 128);
    undo->redo();
    EXPECT_EQ(lab->model()->bits(), 1);
}

TEST_F(LabFixture, SaveAndLoadStateRoundTripAndBadStateChangesNothing) {
    panel->bitsSlider()->setValue(4);
    write(QStringLiteral("{\"n\": 1}"));
    write(QStringLiteral("{\"n\": 2}"));
    const nlohmann::json saved = lab->saveState();
    CollisionsLab other;
    EXPECT_EQ(other.loadState(saved), QString());
    EXPECT_EQ(other.saveState(), saved);
    EXPECT_EQ(other.model()->store().counters().toJson(), counters().toJson());

    for (const nlohmann::json& bad :
         {nlohmann::json{{"dedup", {{"strategy", "merge"}, {"bits", 8}}}},
          nlohmann::json{{"dedup", {{"strategy", "naive"}, {"bits", 0}}}},
          nlohmann::json{{"dedup", {{"strategy", "naive"}, {"bits", 8}, {"writes", {"[1]"}}}}},
          nlohmann::json{{"dedup", {{"strategy", "naive"}, {"bits", 8}, {"writes", {"{"}}}}},
          nlohmann::json{{"birthday", {{"hash", "sha1"}}}},
          nlohmann::json{{"short_links", {{"links", {"not a url"}}}}}, nlohmann::json{{"bogus", 1}},
          nlohmann::json::array()}) {
        EXPECT_FALSE(lab->loadState(bad).isEmpty()) << bad.dump();
        EXPECT_EQ(lab->saveState(), saved) << bad.dump();
    }
}

TEST(ShortLinkPanelTest, EncodeDecodeAndShorten) {
    ShortLinkPanel panel;
    panel.encodeInput()->clear();
    QTest::keyClicks(panel.encodeInput(), QStringLiteral("61"));
    EXPECT_TRUE(panel.encodeOutput()->text().contains(QStringLiteral("Z")));
    panel.decodeInput()->clear();
    QTest::keyClicks(panel.decodeInput(), QStringLiteral("ab-c"));
    EXPECT_TRUE(panel.decodeOutput()->text().contains(QStringLiteral("position 3")));
    const int rows = panel.linksTable()->rowCount();
    QTest::keyClicks(panel.urlInput(), QStringLiteral("HTTPS://New.Example//x?b=1&a=2"));
    panel.shorten();
    ASSERT_EQ(panel.linksTable()->rowCount(), rows + 1);
    EXPECT_EQ(panel.linksTable()->item(rows, 2)->text(),
              QStringLiteral("https://new.example/x?a=2&b=1"));
    QTest::keyClicks(panel.urlInput(), QStringLiteral("no scheme"));
    panel.shorten();
    EXPECT_TRUE(panel.message()->isError());
    EXPECT_EQ(panel.linksTable()->rowCount(), rows + 1);
    panel.waitForResults();
    ASSERT_EQ(panel.compareTable()->rowCount(), 3);
    EXPECT_TRUE(panel.compareTable()->item(0, 4)->text().startsWith(QStringLiteral("0 ")));
}

TEST(BirthdayPlotTest, CurvesComeFromTheBirthdayBoundAndPointsAreNearThem) {
    BirthdayPlot plot;
    plot.waitForResults();
    ASSERT_EQ(plot.series().size(), 4u);
    for (const auto& s : plot.series()) {
        EXPECT_EQ(s.n.size(), s.p.size());
        EXPECT_DOUBLE_EQ(s.nFor50, *collisions::keysForProbability(0.5, s.bits));
        ASSERT_EQ(s.measuredLo.size(), s.measuredP.size());
        for (std::size_t i = 0; i < s.measuredN.size(); ++i) {
            EXPECT_LE(s.measuredLo[i], s.measuredP[i]);
            EXPECT_GE(s.measuredHi[i], s.measuredP[i]);
            EXPECT_GT(s.measuredHi[i] - s.measuredLo[i], 0.05); // 30 trials: a wide interval
            const double p =
                collisions::birthday(static_cast<std::uint64_t>(s.measuredN[i]), s.bits)->pAny;
            const double sigma = std::sqrt(p * (1 - p) / BirthdayPlot::kTrials);
            EXPECT_NEAR(s.measuredP[i], p, 4 * sigma + 0.02)
                << s.bits << " bits, n " << s.measuredN[i];
        }
    }
}

TEST(ExperimentPanelTest, ShowsTheCoreExperimentsCounts) {
    ExperimentPanel panel;
    panel.waitForResults(); // the default run: 10^6 md5 URLs at 24 bits
    ASSERT_NE(panel.result(), nullptr);
    EXPECT_NEAR(panel.result()->pairsExpected, 29802.3, 0.1);
    panel.keysBox()->setValue(50000);
    panel.bitsBox()->setValue(20);
    panel.run();
    panel.waitForResults();
    ASSERT_NE(panel.result(), nullptr);
    auto direct = collisions::runCollisionExperiment({50000, 20, collisions::PrefixHash::Md5, 0});
    ASSERT_TRUE(direct.ok());
    EXPECT_EQ(panel.result()->collidingPairs, direct->collidingPairs);
    EXPECT_TRUE(panel.resultLabel()->text().contains(
        QLocale().toString(static_cast<qulonglong>(direct->collidingPairs))));
}

// The three parts sit in tabs; a lesson names the one it is about, and a bad name changes nothing.
TEST(CollisionsTabs, ALessonShowsItsPartAndTheTabIsSavedAndChecked) {
    CollisionsLab lab;
    lab.resize(1280, 720);
    lab.show();
    EXPECT_EQ(lab.currentTab(), QStringLiteral("dedup"));
    EXPECT_TRUE(lab.dedupPanel()->isVisible());
    EXPECT_FALSE(lab.shortLinks()->isVisible());
    for (const char* name : {"collisions_base62", "collisions_md5_prefix"}) {
        QFile f(QStringLiteral(HASHLAB_SOURCE_DIR "/tests/fixtures/v1/%1.json")
                    .arg(QLatin1String(name)));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        const auto scenario = nlohmann::json::parse(f.readAll().toStdString());
        ASSERT_EQ(lab.loadState(scenario["state"]), QString());
        EXPECT_EQ(lab.currentTab().toStdString(), scenario["state"]["tab"].get<std::string>());
    }
    EXPECT_TRUE(lab.birthdayPlot()->isVisible());
    EXPECT_FALSE(lab.dedupPanel()->isVisible());
    const auto saved = lab.saveState();
    EXPECT_EQ(saved["tab"], "birthday");
    auto bad = saved;
    bad["tab"] = "plots";
    EXPECT_NE(lab.loadState(bad).indexOf(QStringLiteral("short_links")), -1);
    EXPECT_EQ(lab.saveState(), saved);
}

} // namespace

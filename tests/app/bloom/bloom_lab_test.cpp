#include "bloom_lab_driver.h"
#include "bloom_test_access.h"
#include "labs/bloom/bloom_lab.h"
#include "labs/bloom/bloom_model.h"
#include "labs/bloom/bloom_pipeline_panel.h"
#include "labs/bloom/bloom_plot_panel.h"
#include "labs/bloom/bloom_sizing_panel.h"
#include "labs/bloom/bloom_view.h"
#include "shell/inline_message.h"
#include "shell/progress_panel.h"
#include "shell/step_player.h"
#include "shell/theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>
#include <qcustomplot.h>

#include <gtest/gtest.h>

namespace {

using namespace hashlab::app;
using hashlab::app::test::newFilter;
using hashlab::app::test::type;
using hashlab::bloom::Op;
using hashlab::bloom::Variant;

QColor pixelAtCell(BloomLab& lab, std::uint64_t index) {
    const QImage img = lab.view()->grab().toImage();
    const QRectF r = lab.view()->cellRect(index);
    // A point inside the cell, away from the index number and the trace outline.
    return img.pixelColor(QPoint(int(r.center().x()), int(r.center().y())));
}

TEST(BloomLab, DefaultExampleShowsAFalsePositive) {
    BloomLab lab;
    EXPECT_EQ(lab.model()->words().size(), 8u);
    EXPECT_EQ(lab.model()->verdict(), Verdict::FalsePositive);
}

TEST(BloomLab, InsertAndQueryWordsByTyping) {
    BloomLab lab;
    lab.resize(1200, 800);
    newFilter(lab, Variant::Double, 128, 4);
    EXPECT_EQ(lab.model()->filter().m(), 131u); // the smallest prime ≥ 128: double hashing
    type(lab, "apple", lab.insertButton());
    ASSERT_TRUE(lab.model()->trace());
    EXPECT_EQ(lab.model()->trace()->op, Op::Insert);
    EXPECT_EQ(lab.model()->trace()->steps.size(), 4u);
    EXPECT_TRUE(lab.model()->contains("apple"));
    for (auto i : lab.model()->filter().indices("apple"))
        EXPECT_EQ(lab.model()->filter().cell(i), 1u);
    type(lab, "apple", lab.queryButton());
    EXPECT_EQ(lab.model()->verdict(), Verdict::MaybePresent);
    // With one word in 128 bits, most words are "definitely not".
    int definitelyNot = 0;
    for (const char* w : {"zebra", "otter", "lynx", "panda", "tiger"}) {
        type(lab, w, lab.queryButton());
        definitelyNot += lab.model()->verdict() == Verdict::DefinitelyNot;
    }
    EXPECT_GE(definitelyNot, 4);
}

TEST(BloomLab, StepPlayerMovesThroughTheDerivedIndicesAndTheCanvasFollows) {
    BloomLab lab;
    lab.resize(1200, 800);
    newFilter(lab, Variant::Double, 64, 3);
    type(lab, "apple", lab.insertButton());
    const auto& t = *lab.model()->trace();
    const std::uint64_t first = t.steps[0].index;
    const ThemePalette& pal = ThemeManager::instance().palette();
    lab.player()->toStart();
    EXPECT_EQ(lab.view()->step(), 0);
    EXPECT_EQ(pixelAtCell(lab, first), pal.empty) << "before the first step the bit is 0";
    lab.player()->stepForward();
    EXPECT_EQ(lab.view()->step(), 1);
    EXPECT_EQ(pixelAtCell(lab, first), pal.occupied) << "after step 1 the bit is set";
    lab.player()->toEnd();
    EXPECT_EQ(lab.view()->step(), 3);
    lab.player()->stepBack();
    lab.player()->stepBack();
    lab.player()->stepBack();
    EXPECT_EQ(pixelAtCell(lab, first), pal.empty) << "stepping back is exact";
}

TEST(BloomLab, UndoRemovesAnInsertExactly) {
    BloomLab lab;
    newFilter(lab, Variant::Counting, 64, 3);
    type(lab, "apple", lab.insertButton());
    type(lab, "pear", lab.insertButton());
    lab.undoStack()->undo();
    EXPECT_FALSE(lab.model()->contains("pear"));
    EXPECT_TRUE(lab.model()->contains("apple"));
    std::uint64_t sum = 0;
    for (std::uint64_t i = 0; i < 64; ++i)
        sum += lab.model()->filter().cell(i);
    EXPECT_EQ(sum, 3u);
    lab.undoStack()->redo();
    EXPECT_TRUE(lab.model()->contains("pear"));
}

TEST(BloomLab, BadInputShowsAnInlineMessageAndChangesNothing) {
    BloomLab lab;
    const auto before = lab.model()->saveState();
    type(lab, "   ", lab.insertButton());
    EXPECT_TRUE(lab.message()->isError());
    EXPECT_EQ(lab.model()->saveState(), before);
    newFilter(lab, Variant::Blocked, 1000, 8); // blocked needs whole 256-bit blocks
    EXPECT_TRUE(lab.message()->isError());
    EXPECT_NE(lab.message()->text().indexOf("256"), -1);
    EXPECT_EQ(lab.model()->saveState(), before);
    // Remove on a plain filter is refused with a reason.
    EXPECT_FALSE(lab.model()->remove("apple").isEmpty());
}

// Picking blocked shows its fixed k = 8 (the spin box disabled) and m in whole 256-bit blocks;
// an insert lights one bit in each 32-bit word of one block, and the derivation names x.
TEST(BloomLab, TheBlockedVariantIsASplitBlockFilterWithKEight) {
    BloomLab lab;
    lab.mSpin()->setValue(300);
    lab.variantCombo()->setCurrentIndex(lab.variantCombo()->findData(int(Variant::Blocked)));
    EXPECT_EQ(lab.kSpin()->value(), 8);
    EXPECT_FALSE(lab.kSpin()->isEnabled());
    EXPECT_EQ(lab.mSpin()->value(), 512);
    QTest::mouseClick(lab.applyButton(), Qt::LeftButton);
    ASSERT_FALSE(lab.message()->isError()) << lab.message()->text().toStdString();
    ASSERT_EQ(lab.model()->filter().variant(), Variant::Blocked);
    type(lab, "apple", lab.insertButton());
    const auto& t = lab.model()->trace();
    ASSERT_TRUE(t);
    ASSERT_EQ(t->steps.size(), 8u);
    for (unsigned w = 0; w < 8; ++w)
        EXPECT_EQ(t->steps[w].index % 256 / 32, w);
    EXPECT_EQ(lab.model()->filter().nonZeroCells(), 8u);
    EXPECT_TRUE(
        lab.view()->derivationLines().join(QLatin1Char(' ')).contains(QLatin1String("x = ")));
    lab.variantCombo()->setCurrentIndex(lab.variantCombo()->findData(int(Variant::Double)));
    EXPECT_TRUE(lab.kSpin()->isEnabled());
}

// A file saved before split blocks (no "layout"): its words go into the new layout (k = 8, m in
// whole blocks); one with a cleared bit (a bit of the old layout) is refused with a reason.
TEST(BloomLab, AnOldBlockedFileLoadsItsWordsIntoSplitBlocksOrIsRefused) {
    BloomLab lab;
    nlohmann::json old = {{"filter", {{"variant", "blocked"}, {"m", 1000}, {"k", 3}, {"seed", 1}}},
                          {"ops", {{{"op", "insert"}, {"key", "apple"}}}}};
    ASSERT_EQ(lab.model()->loadState(old), QString());
    EXPECT_EQ(lab.model()->filter().k(), 8u);
    EXPECT_EQ(lab.model()->filter().m(), 1024u);
    EXPECT_TRUE(lab.model()->filter().mayContain("apple"));
    EXPECT_EQ(lab.model()->saveState()["filter"]["layout"], "split-block");
    ASSERT_EQ(lab.model()->loadState(lab.model()->saveState()), QString()); // round trip
    EXPECT_EQ(lab.model()->filter().m(), 1024u);
    const auto before = lab.model()->saveState();
    old["ops"].push_back({{"op", "clear-bit"}, {"index", 5}});
    const QString e = lab.model()->loadState(old);
    EXPECT_NE(e.indexOf(QLatin1String("split block")), -1) << e.toStdString();
    EXPECT_EQ(lab.model()->saveState(), before);
}

TEST(BloomLab, WhyNotDeleteShowsTheFalseNegativeThenTheCountingFilterDeletingCorrectly) {
    BloomLab lab;
    QTest::mouseClick(lab.demoButton(), Qt::LeftButton);
    EXPECT_EQ(lab.model()->verdict(), Verdict::FalseNegative);
    QTest::mouseClick(lab.demoButton(), Qt::LeftButton);
    EXPECT_EQ(lab.model()->filter().variant(), Variant::Counting);
    EXPECT_EQ(lab.model()->verdict(), Verdict::MaybePresent);
    // One undo step per demo stage.
    lab.undoStack()->undo();
    EXPECT_EQ(lab.model()->filter().variant(), Variant::Double);
}

// "Clear one bit of a plain filter and show the false negative it causes", by double-clicking the
// bit; a single click (a lecturer focusing the canvas) names the bit's words and changes nothing.
TEST(BloomLab, DoubleClickingASetBitClearsItAndNamesTheFalseNegatives) {
    BloomLab lab;
    lab.resize(1200, 800);
    newFilter(lab, Variant::Double, 64, 3);
    type(lab, "apple", lab.insertButton());
    type(lab, "pear", lab.insertButton());
    lab.player()->toEnd();
    const std::uint64_t bit = lab.model()->filter().indices("apple").front();
    const QColor setColour = pixelAtCell(lab, bit);
    const QPointF centre = lab.view()->cellRect(bit).center();
    const auto beforeClick = lab.model()->saveState();
    const int undoSteps = lab.undoStack()->count();
    QTest::mouseClick(lab.view(), Qt::LeftButton, {}, centre.toPoint());
    EXPECT_EQ(lab.model()->saveState(), beforeClick) << "a single click changed the filter";
    EXPECT_NE(lab.demoTextLabel()->text().indexOf(QStringLiteral("“apple”")), -1)
        << lab.demoTextLabel()->text().toStdString();
    EXPECT_EQ(lab.undoStack()->count(), undoSteps) << "a single click left an undo step";
    QTest::mouseDClick(lab.view(), Qt::LeftButton, {}, centre.toPoint());
    EXPECT_EQ(lab.model()->filter().cell(bit), 0u);
    EXPECT_NE(pixelAtCell(lab, bit), setColour);
    EXPECT_NE(lab.demoTextLabel()->text().indexOf(QStringLiteral("“apple”")), -1)
        << lab.demoTextLabel()->text().toStdString();
    type(lab, "apple", lab.queryButton());
    EXPECT_EQ(lab.model()->verdict(), Verdict::FalseNegative);
    // The cleared bit is in the saved state, and undo sets it again.
    BloomLab other;
    ASSERT_EQ(other.loadState(lab.saveState()), QString());
    EXPECT_EQ(other.model()->filter().cell(bit), 0u);
    lab.undoStack()->undo();
    EXPECT_EQ(lab.model()->filter().cell(bit), 1u);
    // A bit that is already 0 is refused with a reason, and nothing changes.
    std::uint64_t zero = 0;
    while (lab.model()->filter().cell(zero) != 0)
        ++zero;
    const auto before = lab.model()->saveState();
    QTest::mouseDClick(lab.view(), Qt::LeftButton, {},
                       lab.view()->cellRect(zero).center().toPoint());
    EXPECT_TRUE(lab.message()->isError());
    EXPECT_EQ(lab.model()->saveState(), before);
    // A counting filter deletes with Remove, not by clearing cells.
    newFilter(lab, Variant::Counting, 64, 3);
    type(lab, "apple", lab.insertButton());
    const std::uint64_t counter = lab.model()->filter().indices("apple").front();
    QTest::mouseDClick(lab.view(), Qt::LeftButton, {},
                       lab.view()->cellRect(counter).center().toPoint());
    EXPECT_TRUE(lab.message()->isError());
    EXPECT_EQ(lab.model()->filter().cell(counter), 1u);
}

TEST(BloomLab, StateRoundTripsAndABadStateChangesNothing) {
    BloomLab lab;
    newFilter(lab, Variant::Enhanced, 200, 5);
    type(lab, "alpha", lab.insertButton());
    type(lab, "beta", lab.insertButton());
    const auto saved = lab.saveState();
    BloomLab other;
    EXPECT_EQ(other.loadState(saved), QString());
    EXPECT_EQ(other.model()->filter().m(), 200u);
    EXPECT_TRUE(other.model()->contains("beta"));
    for (std::uint64_t i = 0; i < 200; ++i)
        ASSERT_EQ(other.model()->filter().cell(i), lab.model()->filter().cell(i));
    auto bad = saved;
    bad["model"]["filter"]["m"] = 0;
    EXPECT_FALSE(other.loadState(bad).isEmpty());
    auto badPlot = saved;
    badPlot["plot"]["n"] = -3;
    EXPECT_FALSE(other.loadState(badPlot).isEmpty());
    EXPECT_EQ(other.saveState(), saved);
}

TEST(BloomLab, MeasurementRunsAndCanBeCancelled) {
    BloomLab lab;
    lab.resize(1280, 720);
    lab.show(); // starts the default measurement, which the click below replaces
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&lab));
    BloomPlotPanel* plot = lab.plotPanel();
    plot->queriesSpin()->setValue(10'000'000);
    plot->nSpin()->setValue(1'000'000);
    QTest::mouseClick(plot->measureButton(), Qt::LeftButton);
    EXPECT_TRUE(plot->isMeasuring()) << plot->findChild<InlineMessage*>()->text().toStdString();
    QTest::mouseClick(plot->progressPanel()->cancelButton(), Qt::LeftButton);
    plot->waitForMeasurement();
    EXPECT_FALSE(plot->isMeasuring());
    EXPECT_FALSE(plot->result().has_value());

    plot->queriesSpin()->setValue(2'000);
    plot->nSpin()->setValue(500);
    for (Variant v : {Variant::Blocked, Variant::BadStep})
        plot->variantBox(v)->setChecked(false);
    plot->variantBox(Variant::Double)->setChecked(true);
    QTest::mouseClick(plot->measureButton(), Qt::LeftButton);
    plot->waitForMeasurement();
    ASSERT_TRUE(plot->result().has_value());
    ASSERT_EQ(plot->result()->series.size(), 1u);
    EXPECT_EQ(plot->result()->series[0].points.size(), 30u);
    EXPECT_GE(plot->plot()->graphCount(), 3); // classic, theory, measured
    // The rendered plot shows the measured points in the series colour.
    const QImage img = plot->plot()->grab().toImage();
    const QColor c = ThemeManager::instance().palette().seriesColor(0);
    int hits = 0;
    for (int y = 0; y < img.height(); y += 2)
        for (int x = 0; x < img.width(); x += 2)
            hits += img.pixelColor(x, y) == c;
    EXPECT_GT(hits, 20);
}

TEST(BloomLab, SizingPanelRecomputesLive) {
    BloomSizingPanel panel;
    panel.nEdit()->setText(QStringLiteral("1000000"));
    panel.pEdit()->setText(QStringLiteral("0.001"));
    EXPECT_NE(BloomSizingPanelTestAccess::resultText(panel).indexOf(QLocale().toString(14377640)),
              -1)
        << BloomSizingPanelTestAccess::resultText(panel).toStdString();
    EXPECT_NE(BloomSizingPanelTestAccess::resultText(panel).indexOf(QStringLiteral("MiB")), -1);
    panel.pEdit()->setText(QStringLiteral("1.5"));
    EXPECT_TRUE(panel.message()->isError());
    panel.pEdit()->setText(QStringLiteral("0.001"));
    EXPECT_FALSE(panel.message()->isError());
    panel.nEdit()->setText(QStringLiteral("10000000000")); // 1.4·10^11 bits
    EXPECT_TRUE(panel.message()->isError()) << "beyond 2^34 bits";
    EXPECT_NE(panel.message()->text().indexOf(QStringLiteral("2^34")), -1);
}

TEST(BloomLab, ReadPathInDegradedModeNeverSaysAbsent) {
    BloomPipelinePanel panel;
    panel.degradedBox()->setChecked(true);
    QTest::mouseClick(panel.runButton(), Qt::LeftButton);
    BloomPipelinePanelTestAccess::waitForRun(panel);
    ASSERT_TRUE(panel.counters().has_value());
    EXPECT_EQ(panel.counters()->filterAbsent, 0u);
    EXPECT_EQ(panel.counters()->wrongAbsent, 0u);
    EXPECT_NE(panel.countersText().indexOf(QStringLiteral("must be 0")), -1);
}

} // namespace

namespace {

nlohmann::json scenario(const char* name) {
    QFile f(QStringLiteral(HASHLAB_SOURCE_DIR "/tests/fixtures/v1/") + QLatin1String(name));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return nlohmann::json::parse(f.readAll().toStdString());
}

// The one-state (schema 1) lessons as they shipped before issue 15 still open. Their double-hashing
// filters are built on the smallest prime ≥ their m since issue 30 (item 8): the 32-bit filter of
// "why not delete" is a 37-bit one, where apple and fig no longer share a bit, so its story (a
// false negative after fig's bits are cleared) is told by the guided lesson, on a 29-bit filter.
TEST(BloomLessons, ScenariosLoadAndTellTheirStory) {
    BloomLab lab;
    const auto sizing = scenario("bloom_sizing_1pct.json");
    EXPECT_EQ(sizing["lab"], "bloom");
    EXPECT_EQ(lab.loadState(sizing["state"]), QString());
    EXPECT_EQ(lab.model()->words().size(), 10u);
    EXPECT_EQ(lab.model()->filter().k(), 7u);
    const auto del = scenario("bloom_why_not_delete.json");
    EXPECT_EQ(lab.loadState(del["state"]), QString());
    EXPECT_EQ(lab.model()->filter().m(), 37u);
    EXPECT_NE(lab.model()->verdict(), Verdict::None);
}

} // namespace
